// CHAOS, review 28 (round AT, fixer AT4). chaos_ja 1 (171 → 175): the reader's ally's temporary bombs looked like
// "the" temporary bombs, and a hidden enemy bomb then sent the reader home; a bomb the reader sees is drawn in its
// planter's team colour with the planter's name, and the board marks that an enemy's bombs are hidden (how many, never
// where: CH-HIDE-2). chaos_en 3 (154, 160): the compass and its arrows stayed a round after Midnight ended.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { TEAM } from "./glyphs.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture (A1 to act) with `view` fields replaced and `marks` on its first move. */
function scene(view, marks, width = 930) {
  const f = structuredClone(start);
  Object.assign(f.view, view);
  if (marks) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks } };
  return layout({ ...valid(f), ui: {} }, { width });
}

/** The words an item draws and every ink (fill and stroke) it uses. */
function drawn(item) {
  const { ctx: rec, drawn: words } = recordingContext();
  const inks = new Set();
  const ctx = new Proxy({}, {
    get: (_, prop) => rec[prop],
    set: (_, prop, value) => {
      if (prop === "fillStyle" || prop === "strokeStyle") inks.add(String(value).toLowerCase());
      rec[prop] = value;
      return true;
    },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return { words: words.map((d) => d.text), inks };
}

describe("chaos_ja 1: whose bomb it is, and that an enemy's are hidden", () => {
  it("an ally's temporary bomb is drawn in team A's colour with A2's name; an enemy's seen one in team B's", () => {
    const s = scene({ bombs: [{ cell: [1, 7], temporary: true, planter: "A2" }, { cell: [5, 6], temporary: true, planter: "B2" }] });
    const ours = s.items.find((i) => i.label === "bomb-1,7");
    const theirs = s.items.find((i) => i.label === "bomb-5,6");
    const a = drawn(ours);
    expect(a.inks.has(TEAM.A.toLowerCase())).toBe(true);
    expect(a.words).toContain("A2");
    const b = drawn(theirs);
    expect(b.inks.has(TEAM.B.toLowerCase())).toBe(true);
    expect(b.inks.has(TEAM.A.toLowerCase())).toBe(false);
    expect(b.words).toContain("B2");
  });

  it("a permanent bomb has no owner: no name, no team colour", () => {
    const s = scene({ bombs: [{ cell: [4, 4], temporary: false }] });
    const d = drawn(s.items.find((i) => i.label === "bomb-4,4"));
    expect(d.words).toEqual([]);
    expect(d.inks.has(TEAM.A.toLowerCase()) || d.inks.has(TEAM.B.toLowerCase())).toBe(false);
  });

  it("an enemy's hidden bombs are marked on the board, in its colour, with their count and no cell", () => {
    const pieces = structuredClone(start.view.pieces).map((p) => (p.seat === "B2" ? { ...p, hidden_bombs: { n: 2, until: "next_turn" } } : p));
    for (const width of [930, 390]) {
      const s = scene({ pieces }, null, width);
      const mark = s.items.find((i) => i.label === "hidden-bombs-B2");
      expect(mark, "no mark of B2's hidden bombs").toBeTruthy();
      const board = s.items.find((i) => i.label === "board");
      expect(mark.y + mark.h).toBeLessThanOrEqual(board.y);   // above the cells: it names no cell
      expect(mark.tip).toMatch(/B2/);
      expect(mark.tip).toMatch(/2 (more )?(hidden )?bombs/);   // (plain sentences since review 33: "B2 planted 2 bombs…")
      const d = drawn(mark);
      expect(d.inks.has(TEAM.B.toLowerCase())).toBe(true);
      expect(d.words.join("")).toMatch(/\?/);
      expect(mark.x + mark.w).toBeLessThanOrEqual(board.x + 2);   // left of column a's letter: it covers none
    }
  });

  it("no such mark without an enemy's hidden plant", () => {
    expect(scene({}).items.some((i) => String(i.label).startsWith("hidden-bombs"))).toBe(false);
  });
});

describe("chaos_en 3: a compass spin's marks end with Midnight", () => {
  const spin = [{ kind: "compass", cell: [7, 1], dir: "down", seat: "A1", lost: false, tip: "The compass sends you down." }];
  const compassy = (s) => s.items.filter((i) => i.type === "compass" || i.type === "spinarrow");

  it("drawn while Midnight lasts", () => {
    expect(compassy(scene({ time: { kind: "midnight", seat: "B2", turns_left: 1 } }, spin)).length).toBeGreaterThan(0);
  });

  it("gone once Midnight has ended (Day, or Dawn): no compass, no arrow, no legend line", () => {
    for (const time of [null, { kind: "dawn", seat: "B2", turns_left: 1 }]) {
      const s = scene({ time }, spin);
      expect(compassy(s)).toEqual([]);
      expect(s.items.some((i) => i.label === "legend-compass")).toBe(false);
    }
  });
});
