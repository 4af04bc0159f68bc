// Issue 23 round 4 (the shared page): the Story panel's boxes cover no line (finding 4), the bar keeps its places
// and asks before a game is lost (finding 2).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildPage, fitToasts } from "./page.js";
import { markScrolled } from "./story.js";
import { buildToolbar, gameAtStake } from "./toolbar.js";

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
  const built = (model) => {
    const bar = document.createElement("div");
    const toolbar = buildToolbar(bar, model);
    toolbar.update({ autoplay: false });
    const nodes = allElements(bar);
    const cmd = (c) => nodes.find((n) => n.dataset.cmd === c);
    return { bar, toolbar, nodes, cmd, confirm: nodes.find((n) => n.className === "cw-confirm") };
  };
  // a press as the browser delivers it: the bar's capture listener first, then the button's own (unless stopped)
  const press = (bar, target) => {
    let stopped = false;
    target.closest = (sel) => (sel.includes(`[data-cmd=${target.dataset.cmd}]`) ? target : null);
    const event = { type: "click", target, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
    for (const callback of bar.listeners.click ?? []) callback(event);
    if (!stopped) target.fire("click");
  };

  it("a game is at stake once the reader acted and until it is over; not before its first move", () => {
    expect(gameAtStake(traits(), traits().log_lines)).toBe(true);
    expect(gameAtStake(traits({ step: 0 }), [])).toBe(false);
    expect(gameAtStake(traits(), [{ text: "Round 1: your turn.", turn: 1, you: 1 }])).toBe(false);
    expect(gameAtStake(traits({ view: { result: { outcome: "A" } } }), traits().log_lines)).toBe(false);
  });

  it("▶▶ is hidden but keeps its place when it is not offered", () => {
    const model = fakeModel(traits({ view: { game: "chaos", to_act: "A1" } }));
    const { cmd } = built(model);
    expect(cmd("fast_forward").hidden).toBeFalsy();
    expect(cmd("fast_forward").style.visibility).toBe("hidden");
    expect(cmd("fast_forward").disabled).toBe(true);
  });

  it("New game asks 'Lose this game?' in the page: No keeps the game, Yes starts the new one", () => {
    const model = fakeModel(traits());
    const { bar, cmd, confirm } = built(model);
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
    const { bar, cmd, confirm } = built(fakeModel(traits({ lang: "zh" })));
    press(bar, cmd("restart"));
    expect(confirm.textContent).toContain("放弃这局游戏");
  });
});
