// Round AS, fixer AS3 (review 27, chaos_ja 1 and 3, room_zh 2: the reader's patient sat at a4, then on the bots' turn
// at a8 with nothing said (082); the hand was replaced while the reader waited (room_zh 032→033, chaos_ja 044, 084),
// told only at its next turn, and never which cards went): what others do to the reader's hand and piece is told at
// the moment, over the hand, from the seat's own views (what it was dealt after its last act, what it holds now), the
// cards lost and gained by name, and kept until its next decision, where the kernel's news (with the cause) takes over.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEW = [{ function: "amnesia", id: "amnesia_eye", role: "patient", suit: "eye" },
             { function: "protection", id: "protection_skull", role: "patient", suit: "skull" }];

/** chaos_start as the reader A1 sees it: acting (its moves), or waiting while B1 plays, at `cell` with `cards`. */
function frame(acting, { cell = [4, 1], cards = null, lang = "en" } = {}) {
  const f = structuredClone(start);
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell } : p));
  if (cards) f.view.hands.A1 = { cards, count: cards.length };
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang };
}

const flat = (text) => text.replace(/[\s·]+/g, "");   // one line at a desk ("a · b"), two on a phone
const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
// (the whole on hover where a second change is "+1 more in the story": review 33, round BA)
const newsOf = (s) => s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.tip ?? i.text).join(" ");

describe("review 27: what others did to the reader's hand and piece, told while it waits", () => {
  for (const [lang, lost, got, back] of [["en", "Sprint", "Amnesia", "a8"], ["ja", "疾走", "記憶喪失", "a8"],
                                         ["zh", "疾跑", "失忆", "a8"], ["zh-TW", "疾跑", "失憶", "a8"]]) {
    it(`${lang}: a hand replaced and a return to the spawn are told at once, the cards by name`, () => {
      const ui = {};
      layout({ ...frame(true, { lang }), ui }, { width: 390 });                 // the reader's decision
      const after = layout({ ...frame(false, { lang }), ui }, { width: 390 });  // its own act done: nothing to tell
      expect(newsOf(after)).toBe("");
      const hit = layout({ ...frame(false, { lang, cell: [8, 1], cards: NEW }), ui }, { width: 390 });
      const said = newsOf(hit);
      expect(said).toContain(back);
      expect(said).toContain(got);
      // cards lost and gained: a new hand, told whole (review 28, chaos_en 4: no more "lost …; got …" diff)
      if (lang === "en") expect(said).toContain("New hand");
      expect(said).not.toContain(lost);
      expect(said).not.toContain("…");
      // kept while the bots play on (a redraw, another step), at a desk's width too, over no card or chip
      const desk = layout({ ...frame(false, { lang, cell: [8, 1], cards: NEW }), ui }, { width: 1280 });
      expect(flat(newsOf(desk))).toBe(flat(said));
      for (const s of [hit, desk]) {
        const tags = s.items.filter((i) => i.label === "hand-news-tag");
        const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell"].includes(i.type));
        expect(tags.some((g) => read.some((r) => over(g, r)))).toBe(false);
      }
      // the reader's next decision: the kernel's own news (here none) replaces it
      expect(newsOf(layout({ ...frame(true, { lang, cell: [8, 1], cards: NEW }), ui }, { width: 390 }))).toBe("");
    });
  }

  it("the reader's own step that met a bomb (a joint turn's, 107-109): the cell pressed and the spawn, at once", () => {
    const ui = {};
    const seen = layout({ ...frame(true, { cell: [8, 1] }), ui }, { width: 390 });
    const a7 = seen.items.find((i) => i.type === "cell" && i.id?.startsWith("act:") && i.place === "a7")
      ?? seen.items.find((i) => i.type === "cell" && i.id?.startsWith("act:"));
    ui.lastPress = { id: a7.id };
    const cell = Object.entries(ui.chaosWaited.cells).find(([id]) => id === a7.id)[1];
    const back = layout({ ...frame(false, { cell: [8, 1] }), ui }, { width: 390 });
    expect(newsOf(back)).toBe(`A bomb at ${cell} sent you back to a8`);
    // a step that went where it was pressed is the reader's own doing: nothing told
    const calm = {};
    layout({ ...frame(true, { cell: [8, 1] }), ui: calm }, { width: 390 });
    calm.lastPress = { id: a7.id };
    const [r, c] = [Number(cell.slice(1)), cell.charCodeAt(0) - 96];
    expect(newsOf(layout({ ...frame(false, { cell: [r, c] }), ui: calm }, { width: 390 }))).toBe("");
  });

  it("a piece moved twice while the reader waits: the latest move is told, from where the first left it", () => {
    const ui = {};
    layout({ ...frame(true, { cell: [8, 1] }), ui }, { width: 390 });
    layout({ ...frame(false, { cell: [8, 1] }), ui }, { width: 390 });
    expect(newsOf(layout({ ...frame(false, { cell: [4, 1] }), ui }, { width: 390 }))).toBe(
      "Your piece was moved from a8 to a4");
    expect(newsOf(layout({ ...frame(false, { cell: [8, 1] }), ui }, { width: 390 }))).toBe(
      "Sent back from a4 to your spawn a8");
  });
});
