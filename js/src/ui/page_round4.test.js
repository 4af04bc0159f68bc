// Issue 23 round 4 (the shared page): the Story panel's boxes cover no line (finding 4), the bar keeps its places
// and asks before a game is lost (finding 2).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built, ownMove, press } from "./bar_support.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildPage, fitToasts } from "./page.js";
import { markScrolled } from "./story.js";
import { gameAtStake } from "./toolbar.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const styleText = () => {
  let text = "";
  const head = document.head.appendChild;
  document.head.appendChild = (node) => { text = node.textContent; return head(node); };
  buildPage();
  return text;
};

describe("issue 23 finding 4: the Story panel's boxes never cover a line", () => {
  it("round headers are not pinned over the lines, and 'Newer lines' sits below them, not over them", () => {
    const css = styleText();
    const rule = (sel) => css.split("\n").join(" ").match(new RegExp(`\\${sel} \\{[^}]*\\}`))[0];
    expect(rule(".cw-round-head")).not.toMatch(/sticky/);
    expect(rule(".cw-newer")).not.toMatch(/absolute/);
    expect(rule(".cw-toast")).toMatch(/flex: 0 0 auto/);   // a toast is never squeezed into a half-cut box
  });

  it("hides the oldest toasts until the newest fit whole in the panel's flow", () => {
    const toasts = [1, 2, 3].map(() => ({ hidden: false }));
    const box = { childNodes: toasts, clientHeight: 100 };
    Object.defineProperty(box, "scrollHeight", { get: () => toasts.filter((t) => !t.hidden).length * 60 });
    fitToasts(box);
    expect(toasts.map((t) => t.hidden)).toEqual([true, true, false]);
  });

  it("marks a scrolled story so its top edge fades rather than looking covered", () => {
    const box = { scrollTop: 40, dataset: {} };
    markScrolled(box);
    expect(box.dataset.scrolled).toBe("1");
    box.scrollTop = 0;
    markScrolled(box);
    expect(box.dataset.scrolled).toBe("0");
  });
});

describe("issue 23 finding 2: the bar keeps its places and asks before losing a game", () => {
  const traits = (more) => ({ game: "chaos", lang: "en", seat: "A1", mode: "play", step: 4, history_len: 4,
                              undo_policy: "fair", view: { game: "chaos", to_act: "B1" },
                              log_lines: [{ text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a7.", you: 1 }],
                              catalog_data: { seats: ["A1", "A2", "B1", "B2"], langs: ["en", "zh", "ja"] }, ...more });
  it("a game is at stake once the reader moved and until it is over; not before its first move", () => {
    expect(gameAtStake(traits(), true)).toBe(true);
    expect(gameAtStake(traits({ step: 0 }), false)).toBe(false);
    expect(gameAtStake(traits(), false)).toBe(false);
    expect(gameAtStake(traits({ view: { result: { outcome: "A" } } }), true)).toBe(false);
  });

  // review 26 (letter_en 9): greyed, not invisible: its empty slot still read as a button coming and going
  it("▶▶ keeps its place, greyed, when it is not offered", () => {
    const model = fakeModel(traits({ view: { game: "chaos", to_act: "A1" } }));
    const { cmd } = built(model);
    expect(cmd("fast_forward").hidden).toBeFalsy();
    expect(cmd("fast_forward").style.visibility).not.toBe("hidden");
    expect(cmd("fast_forward").disabled).toBe(true);
    const letter = built(fakeModel(traits({ game: "letter", seat: "player", catalog_data: {}, view: { game: "letter", to_act: "player" } })));
    // Letter too keeps its place (newcomer review 11, finding 2: it came and went on each bot turn)
    expect(letter.cmd("fast_forward").hidden).toBeFalsy();
    expect(letter.cmd("fast_forward").disabled).toBe(true);
  });

  it("New game asks 'Lose this game?' in the page: No keeps the game, Yes starts the new one", () => {
    const model = fakeModel(traits());
    const bar0 = built(model);
    const { bar, cmd, confirm } = bar0;
    ownMove(model, bar0);
    press(bar, cmd("restart"));
    expect(model.sent).toEqual([]);
    expect(confirm.hidden).toBe(false);
    expect(confirm.textContent).toContain("Lose this game?");
    expect(cmd("lose_no").focused).toBe(true);                 // Enter keeps the game
    cmd("lose_no").fire("click");
    expect(confirm.hidden).toBe(true);
    expect(model.sent).toEqual([]);
    press(bar, cmd("restart"));
    cmd("restart").click = () => press(bar, cmd("restart"));
    cmd("lose_yes").fire("click");
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });

  it("asks nothing at game over or before the first move, and speaks the page's language", () => {
    for (const more of [{ view: { game: "chaos", result: { outcome: "A" } } }, { step: 0, log_lines: [] }]) {
      const model = fakeModel(traits(more));
      const { bar, cmd } = built(model);
      press(bar, cmd("restart"));
      expect(model.sent).toEqual([{ cmd: "restart" }]);
    }
    const zh = fakeModel(traits({ lang: "zh" }));
    const zhBar = built(zh);
    ownMove(zh, zhBar);
    const { bar, cmd, confirm } = zhBar;
    press(bar, cmd("restart"));
    expect(confirm.textContent).toContain("放弃这局游戏");
  });
});

describe("issue 23 finding 3: a finger reads a card before it plays it", async () => {
  const { needsSecondTap } = await import("../scene/hit.js");
  const { tapAction, wirePointer } = await import("./pointer.js");
  const { showZoom } = await import("./page.js");
  const scene = {
    width: 400, height: 300,
    items: [
      { type: "ccard", id: "act:play card=amnesia_eye", x: 0, y: 200, w: 80, h: 100, face: { name: "Amnesia" },
        tip: "Amnesia (Eye)\nTake a card." },
      { type: "chip", id: "act:end", x: 100, y: 200, w: 120, h: 30, text: "End cards and draw", say: "End cards and draw" },
      { type: "card", id: "select:0", x: 240, y: 200, w: 80, h: 100, face: { name: "Armitage" }, tip: "Armitage (5)" },
    ],
  };

  it("a card that would play at once needs a second tap; a chip that says what it does and a card that opens chips do not", () => {
    expect(needsSecondTap(scene, "act:play card=amnesia_eye")).toBe(true);
    expect(needsSecondTap(scene, "act:end")).toBe(false);
    expect(needsSecondTap(scene, "select:0")).toBe(false);
    expect(tapAction(scene, "act:play card=amnesia_eye", null)).toBe("show");
    expect(tapAction(scene, "act:play card=amnesia_eye", "act:play card=amnesia_eye")).toBe("press");
    expect(tapAction(scene, "act:end", null)).toBe("press");
  });

  // a canvas with listeners in the capture phase first, as the browser runs them
  const fakeCanvas = (lang) => {
    const listeners = [];
    const canvas = {
      style: {},
      addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 300 }),
      closest: () => ({ dataset: { lang } }),
      fire(type, props = {}) {
        let stopped = false;
        const event = { type, ...props, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
        for (const l of [...listeners.filter((x) => x.capture), ...listeners.filter((x) => !x.capture)]) {
          if (l.type === type && !stopped) l.callback(event);
        }
      },
    };
    return canvas;
  };
  const tap = (canvas, x, y, pointerType = "touch") => {
    canvas.fire("pointerdown", { pointerType, clientX: x, clientY: y });
    canvas.fire("pointerup", { pointerType, clientX: x, clientY: y });
    canvas.fire("click", { clientX: x, clientY: y });
  };
  const wired = (lang = "en") => {
    const canvas = fakeCanvas(lang);
    const ui = { focus: -1 };
    const table = { scene, setFocus() {} };
    const env = { setTimeout: () => 0, clearTimeout() {} };
    wirePointer(canvas, table, ui, env);
    const pressed = [];
    canvas.addEventListener("click", (event) => pressed.push(event.clientX));   // the table's own (index.js)
    return { canvas, ui, pressed };
  };

  it("the first tap on Amnesia shows its text and 'tap it again'; the second plays it", () => {
    const { canvas, ui, pressed } = wired();
    tap(canvas, 40, 250);
    expect(pressed).toEqual([]);
    expect(ui.tip.text).toContain("Take a card.");
    expect(ui.tip.text).toContain("Tap it again to play it");
    tap(canvas, 40, 250);
    expect(pressed).toEqual([40]);
  });

  it("a first tap made before the table moved on does not arm the card now", () => {
    const { canvas, pressed } = wired();
    canvas.dataset = { step: "4" };
    tap(canvas, 40, 250);
    canvas.dataset.step = "6";            // the table moved on (the others played): the card shows its text again
    tap(canvas, 40, 250);
    expect(pressed).toEqual([]);
    tap(canvas, 40, 250);
    expect(pressed).toEqual([40]);
  });

  it("a chip plays on one tap, and a mouse plays a card on one click as before", () => {
    const { canvas, pressed } = wired();
    tap(canvas, 150, 210);
    expect(pressed).toEqual([150]);
    tap(canvas, 40, 250, "mouse");
    expect(pressed).toEqual([150, 40]);
  });

  it("says 'tap again' in the page's language", () => {
    const { canvas, ui } = wired("ja");
    tap(canvas, 40, 250);
    expect(ui.tip.text).toContain("もう一度タップ");
  });

  it("a card opened from the story is scrolled into view when the table is out of sight (a phone)", () => {
    const canvas = { __cthulhu: { scene: { width: 400, items: [{ type: "czoom", x: 0, y: 100, w: 400, h: 200 }] } },
                     getBoundingClientRect: () => ({ left: 0, top: -900, width: 400 }) };
    const scrolled = [];
    const win = { innerHeight: 844, scrollBy: (o) => scrolled.push(o.top) };
    expect(showZoom(canvas, win)).toBe(true);
    expect(scrolled[0]).toBeLessThan(-800 + 1);
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400 });
    expect(showZoom(canvas, win)).toBe(false);
  });
});
