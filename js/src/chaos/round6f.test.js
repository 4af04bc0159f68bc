// Issue 23, round F (CHAOS), newcomer review 5 (18:00 build): what a player must see to play.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { coachMemory } from "../ui/coach.js";
import { valid } from "../view_schema.js";
import hidden from "../fixtures/chaos_hidden.json";
import start from "../fixtures/chaos_start.json";

/** B2, a ghost at C3 (row 3, col 8), may move to three cells; A1, an enemy patient, stands on one of them. */
const catchable = () => {
  const f = structuredClone(valid(hidden));
  Object.assign(f, { seat: "B2" });
  Object.assign(f.view, { to_act: "B2", phase: "move", prompt: { kind: "move" } });
  f.view.pieces[0].cell = [3, 7];
  f.legal = [[2, 8], [4, 8], [3, 7]].map((c, k) => ({ id: `m${k}`, kind: "move", fields: { cell: c }, target: { cell: c } }));
  return f;
};

describe("item 1: a ghost's catch of an enemy patient is drawn as a move target (r5: only clicking found it)", () => {
  for (const width of [1280, 390]) {
    it(`every legal cell shows a mark drawn over its piece, at ${width} px`, () => {
      const items = layout({ ...catchable(), ui: {} }, { width }).items;
      const piece = items.findIndex((i) => i.label === "piece-A1");
      const cells = items.filter((i) => i.type === "cell" && String(i.id ?? "").startsWith("act:"));
      expect(cells.length).toBe(3);
      for (const c of cells) {
        const free = Boolean(c.mark);
        const aim = items.findIndex((i) => i.label === `aim-${c.row}-${c.col}`);
        expect(free || aim > piece, `cell ${c.row},${c.col}`).toBe(true);
      }
      const aim = items.find((i) => i.label === "aim-3-7");
      const cell = items.find((i) => i.label === "cell-3-7");
      expect([aim.x, aim.y, aim.w, aim.h]).toEqual([cell.x, cell.y, cell.w, cell.h]);
    });
  }
});

describe("item 2: a coach tip dismissed with Got it is not shown again in that game (r5: Reaction, You are a ghost)", () => {
  const store = () => { const m = new Map(); return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) }; };
  const model = (o) => ({ get: (k) => ({ game: "chaos", deal: "d1", seed: null, seat: "A1", ...o })[k] });
  const reaction = { title: "Learn to play", moment: "reaction", head: "Reaction", text: "A reaction…" };
  const ghost = { title: "Learn to play", moment: "ghost", head: "You are a ghost", text: "You became…" };
  it("another tip in between, the same moment again, or the page built again: still hidden; a new game shows it", () => {
    const s = store();
    const m = model({});
    const memory = coachMemory(s);
    expect(memory.hides(m, reaction)).toBe(false);
    memory.dismiss(m, reaction);
    expect(memory.hides(m, ghost)).toBe(false);
    memory.dismiss(m, ghost);
    expect(memory.hides(m, reaction)).toBe(true);
    expect(memory.hides(m, { ...reaction, text: "A reaction (again)…" })).toBe(true);
    expect(coachMemory(s).hides(m, ghost)).toBe(true);              // a reload of the page
    expect(memory.hides(model({ deal: "d2" }), reaction)).toBe(false);  // another game
    expect(memory.hides(model({ seat: "B1" }), reaction)).toBe(false);  // another seat
  });
  it("a step's card then its chip is one tip; Learn to play (asking for help) shows the tips again", () => {
    const memory = coachMemory(store());
    const m = model({});
    memory.dismiss(m, { n: 2, of: 3, id: "act:card", text: "Play it" });
    expect(memory.hides(m, { n: 2, of: 3, id: "act:chip", text: "Press the chip" })).toBe(true);
    memory.forget(m);
    expect(memory.hides(m, { n: 2, of: 3, id: "act:chip", text: "Press the chip" })).toBe(false);
  });
});

describe("item 3: the hand's top holds still across turns whatever the prompt's length (r5: y 444–593 at 1280)", () => {
  const turnAt = (turn, ask) => {
    const f = structuredClone(valid(hidden));
    Object.assign(f.view, { turn, round: Math.floor(turn / 4) + 1, to_act: f.seat, phase: "move",
                            prompt: { kind: "move" } });
    const legal = [[2, 6], [2, 8]].map((c, k) => ({ id: `m${k}`, kind: "move", fields: { cell: c }, target: { cell: c } }));
    return { ...f, prompt: ask, legal };
  };
  for (const [width, lang] of [[1280, "en"], [390, "ja"]]) {
    it(`a long prompt, then a short one on the next turn: the hand starts at the same y (${width} px, ${lang})`, () => {
      const ui = {};
      const top = (s) => s.items.find((i) => i.label === "hand-title")?.y;
      const long = "A long prompt that says a great deal. ".repeat(6);
      const first = top(layout({ ...turnAt(8, long), lang, ui }, { width }));
      const next = top(layout({ ...turnAt(9, "Short."), lang, ui }, { width }));
      expect(first).toBeDefined();
      expect(layout({ ...turnAt(9, "Short."), lang, ui: {} }, { width }).items.find((i) => i.label === "hand-title").y)
        .toBeLessThanOrEqual(first);   // alone, the short prompt's hand would start higher (a wide table's: the same)
      expect(next).toBe(first);
    });
  }
});

describe("item 3: on a 390×844 phone the board, the prompt and the hand fit one screen (r5: the hand a screen below)", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`from the status line to the hand's foot: at most 800 px (${lang}, the first move, its cards playable)`, () => {
      const items = layout({ ...structuredClone(valid(start)), lang, ui: { touch: true } }, { width: 362 }).items;
      const top = items.find((i) => i.label === "status").y;
      const cards = items.filter((i) => String(i.label ?? "").startsWith("hand-") && i.label !== "hand-title");
      expect(cards.length).toBeGreaterThan(0);
      expect(Math.max(...cards.map((c) => c.y + c.h)) - top).toBeLessThanOrEqual(800);
    });
  }
});
