// Newcomer review 11, round O wave 2 (the page shared by the three games).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allElements, fakeModel, installFakeDocument, installFakePage } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";
import { render } from "../index.js";
import chaosStart from "../fixtures/chaos_start.json";
import { tooltipItem } from "../scene/feedback.js";
import { FEEDBACK_PAINTERS } from "../paint_feedback.js";
import { C } from "../draw.js";
import { built } from "./bar_support.js";
import { placeToasts } from "./toast.js";
import { PAGE_STYLE } from "./page.js";


/** Return a CHAOS widget's model at the reader's turn in `lang`. */
function chaosModel(lang = "en", extra = {}) {
  return fakeModel({ game: "chaos", lang, mode: "play", seat: "A1", step: 12, history_len: 12,
                     catalog_data: chaosStart.catalog, view: chaosStart.view, legal: chaosStart.legal,
                     autoplay: false, seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair", ...extra });
}

const head = (text, you) => ({ text, turn: 1, ...(you ? { you: 1 } : {}) });
const you = (text, extra = {}) => ({ text, you: 1, ...extra });

describe("finding 1: 'Since your last turn' tells everything since the reader's own last turn ended", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());
  const marked = (panel) => allElements(panel.lines)
    .filter((e) => String(e.className).split(" ").includes("cw-since")).map((e) => e.textContent);
  const draw = (lines) => {
    const panel = buildStory();
    storyPanel(panel)(lines, { lang: "en", digest: true });
    return panel;
  };

  it("CHAOS 092: its answer inside B2's turn restarts nothing; the pushes and the hand replaced are marked", () => {
    const lines = [head("Round 3: your turn.", true), you("You move to a7."), head("Round 3: Bot B2's turn."),
      { text: "Bot B2 starts a combo with Possession." }, you("You do not join the combo."),
      you("You are pushed from a7 to b7 by B2's combo.", { at: 1 }),
      you("You are pushed from b7 to c7 by B2's combo.", { at: 1 }),
      you("Brainwash replaces your hand.", { at: 1 }), head("Round 3: your partner A1's turn."),
      { text: "A1 moves to d4." }, { text: "A1 draws a card." }, head("Round 4: your turn.", true)];
    const panel = draw(lines);
    const news = ["Bot B2 starts a combo with Possession.", "You are pushed from a7 to b7 by B2's combo.",
      "You are pushed from b7 to c7 by B2's combo.", "Brainwash replaces your hand.", "A1 moves to d4.",
      "A1 draws a card."];
    expect(marked(panel)).toEqual(news);
    expect(panel.digest.textContent).toContain("marks the lines since your turn");   // no count since review 34
  });

  it("Mythos 030/268: after the reader's pass the others' play, the end of card play and the combat are news", () => {
    const lines = [{ text: "Round 1.", round: "Round 1" }, you("You draw Midnight."), you("You pass (1)."),
      { text: "Bot 2 plays Train." }, { text: "A phobia strikes you.", big: 1 },
      { text: "Card play ends: the combat begins.", big: 1 }, head("Combat."),
      you("You reveal your threat: N'gah-Kthun."), { text: "Bot 2 reveals its threat: Hunting Horror." },
      you("Your N'gah-Kthun fights with 3."), { text: "Bot 2's Hunting Horror fights with 4." }];
    const panel = draw(lines);
    const news = lines.slice(3).filter((l) => !l.turn && !(l.you && !l.big && !l.at)).map((l) => l.text);
    expect(marked(panel)).toEqual(news);   // its own lines in the combat are neither news nor a new start
    expect(panel.digest.textContent).toContain("marks the lines since your turn");
  });
});

describe("finding 5: the screen reader's '(n of m)' for the keyboard's focus is in the page's language", () => {
  it("ja: the focused move is said with 件目, no English 'of'", async () => {
    const page = installFakePage();
    try {
      const el = globalThis.document.createElement("div");
      render({ model: chaosModel("ja"), el });
      await Promise.resolve();
      page.canvases.at(-1).fire("keydown", { key: "Tab", shiftKey: false });
      const said = allElements(el).map((e) => e.textContent).filter((t) => /件目/.test(t ?? ""));
      expect(said.length).toBeGreaterThan(0);
      expect(allElements(el).some((e) => / \(\d+ of \d+\)$/.test(e.textContent ?? ""))).toBe(false);
    } finally {
      page.restore();
    }
  });
});

describe("finding 6: the hover pop-up has the card-text box's style", () => {
  /** Paint `item` on a recording context: each stroke's width and each text's font and colour. */
  function painted(item) {
    const out = { strokes: [], texts: [] };
    const ctx = new Proxy({ strokeStyle: "", fillStyle: "", font: "", lineWidth: 1,
      stroke() { out.strokes.push({ colour: this.strokeStyle, width: this.lineWidth }); },
      fillText(t) { out.texts.push({ t, font: this.font, colour: this.fillStyle }); } },
    { get: (t, k) => (k in t ? t[k] : () => {}), set: (t, k, v) => { t[k] = v; return true; } });
    FEEDBACK_PAINTERS.tooltip(ctx, item);
    return out;
  }

  it("a card's pop-up: a 2 px gold frame and its name bold and gold, its text plain", () => {
    const item = tooltipItem({ width: 900, height: 600 }, "Mi-Go\nLook at a hand.", { x: 100, y: 100 });
    const { strokes, texts } = painted(item);
    expect(strokes).toEqual([{ colour: C.gold, width: 2 }]);
    expect(texts[0]).toMatchObject({ t: "Mi-Go", colour: C.gold });
    expect(texts[0].font.startsWith("bold ")).toBe(true);
    expect(texts.at(-1)).toMatchObject({ t: "Look at a hand.", colour: C.text });
    expect(texts.at(-1).font.startsWith("bold ")).toBe(false);
  });

  it("a move's sentence (one paragraph) has the same frame and no title", () => {
    const { strokes, texts } = painted(tooltipItem({ width: 900, height: 600 }, "Play Mi-Go.", { x: 100, y: 100 }));
    expect(strokes).toEqual([{ colour: C.gold, width: 2 }]);
    expect(texts).toEqual([{ t: "Play Mi-Go.", font: expect.not.stringMatching(/^bold/), colour: C.text }]);
  });
});

describe("finding 4: after Game over Undo is off", () => {
  it("Mythos: the game over, the bar's Undo is disabled; before it, enabled", () => {
    const restore = installFakeDocument();
    try {
      const traits = { game: "mythos", lang: "en", seat: "p0", mode: "play", step: 40, history_len: 40,
                       undo_policy: "fair", deal: "d1", view: { game: "mythos", to_act: "p0" } };
      const playing = built(fakeModel(traits));
      expect(playing.cmd("undo").disabled).toBe(false);
      const over = built(fakeModel({ ...traits, view: { game: "mythos", to_act: null, result: { winner: "p1" } } }));
      expect(over.cmd("undo").disabled).toBe(true);
    } finally {
      restore();
    }
  });
});

describe("finding 2: tapping Got it on a coach bubble closes it and does nothing else", () => {
  it("the tap's ghost click on the table under the bubble presses nothing; a tap a moment later does", async () => {
    vi.useFakeTimers();
    const page = installFakePage();
    try {
      const mark = { title: "Learn to play", n: 1, of: 5, text: "Stay where you are.", done: "", id: "stay" };
      const model = chaosModel("en", { coach: mark });
      const el = globalThis.document.createElement("div");
      render({ model, el });
      await Promise.resolve();
      const ok = allElements(el).find((e) => e.className === "cw-coach-ok");
      expect(ok).toBeTruthy();
      vi.advanceTimersByTime(2000);              // the reader read the bubble: the table is steady under it
      for (const fn of ok.listeners.pointerdown ?? []) fn({ type: "pointerdown", pointerType: "touch", target: ok });
      ok.fire("click");
      const canvas = page.canvases.at(-1);
      const stay = canvas.__cthulhu.scene.items.find((i) => i.id === "act:stay");
      const at = { clientX: stay.x + stay.w / 2, clientY: stay.y + stay.h / 2, pointerType: "touch" };
      const tap = () => ["pointerdown", "pointerup", "click"].forEach((type) => canvas.fire(type, at));
      vi.advanceTimersByTime(120);
      tap();                                     // the ghost of the Got it tap, where the bubble lay
      expect(model.sent.filter((m) => m.cmd === "act")).toEqual([]);
      vi.advanceTimersByTime(1500);
      tap();                                     // the reader's own next tap
      expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual(["stay"]);
    } finally {
      page.restore();
      vi.useRealTimers();
    }
  });
});

describe("finding 3: a phone's toast covers no board cell and no text the reader needs, and is opaque", () => {
  afterEach(() => vi.unstubAllGlobals());
  // CHAOS phone 019/057: the board (8 rows of 40 px) from the window's top, the prompt under it, the hand at the foot
  const cells = Array.from({ length: 64 }, (_, i) => ({ type: "cell", x: 15 + (i % 8) * 45, y: 10 + Math.floor(i / 8) * 45,
                                                        w: 44, h: 44 }));
  const items = [...cells, { type: "text", text: "Round 4: your turn", x: 10, y: 380, w: 300, h: 16, size: 16 },
                 { type: "card", x: 10, y: 700, w: 80, h: 110 }, { id: "act:stay", type: "chip", x: 200, y: 640, w: 80, h: 30 }];
  const page = { root: { dataset: { wide: "0" }, querySelector: () => null },
                 canvas: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 390 }),
                           __cthulhu: { scene: { width: 390, items } } },
                 story: { lines: { querySelectorAll: () => [] } } };
  const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it("lies in the empty band between the board and the hand, over no cell, text, move or card", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const box = { childNodes: [{}], dataset: {}, style: {} };
    expect(placeToasts(box, page)).toBe("band");
    const toast = { x: 8, y: parseFloat(box.style.top), w: 374, h: 70 };
    for (const item of items) expect(overlap(toast, item)).toBe(false);
  });

  it("is opaque from its first frame (no fade-in through which the board shows)", () => {
    const anim = /@keyframes cw-toast-in \{([^}]*\}[^}]*)\}/.exec(PAGE_STYLE)?.[1] ?? "";
    expect(anim).not.toMatch(/opacity/);
  });
});

describe("finding 4: the '⋯' panel never lies over the result panel", () => {
  it("CHAOS phone 228: opening '⋯' moves the result nowhere (review 12: not over the board), nor hides it (review 41)", () => {
    const restore = installFakeDocument();
    try {
      const model = fakeModel({ game: "chaos", lang: "ja", seat: "A1", mode: "play", step: 90, history_len: 90,
                                undo_policy: "fair", deal: "d1", view: { game: "chaos", result: { winner: "A" } } });
      const bar = built(model);
      const ending = globalThis.document.createElement("div");
      ending.className = "cw-ending";
      ending.dataset.mode = "end";
      ending.getBoundingClientRect = () => ({ top: 340, bottom: 880, height: 540 });
      bar.bar.closest = (sel) => (sel === ".cw-root" ? { querySelector: (q) => (q === ".cw-ending" ? ending : null) } : null);
      const more = bar.nodes.find((n) => n.className === "cw-more");
      bar.box.getBoundingClientRect = () => ({ top: 330, bottom: 590, height: 260 });
      more.fire("click");
      expect(bar.box.dataset.open).toBe("1");
      // review 12 (finding 5, Letter phone): moved below the panel it lay over the board; since review 41 (letter_zh
      // 5: hidden, it left an empty strip) it stays drawn under the panel, a popover (round45kk2_more_over)
      expect(ending.style.visibility).toBe("");
      expect(ending.style.translate).toBe("");
      more.fire("click");
      expect(ending.style.visibility).toBe("");
    } finally {
      restore();
    }
  });
});

describe("finding 4: after Game over the U key does not undo either", () => {
  it("U sends undo while the game goes on, nothing once it is over", async () => {
    const page = installFakePage();
    try {
      for (const [view, expected] of [[chaosStart.view, ["undo"]], [{ ...chaosStart.view, result: { winner: "A" } }, []]]) {
        const model = chaosModel("en", { view });
        render({ model, el: globalThis.document.createElement("div") });
        await Promise.resolve();
        page.canvases.at(-1).fire("keydown", { key: "u" });
        expect(model.sent.filter((m) => m.cmd === "undo").map((m) => m.cmd)).toEqual(expected);
      }
    } finally {
      page.restore();
    }
  });
});
