// CHAOS, review 30 (round AV, fixer AV5). room_en 2 (052): A2's temporary bombs at d1 and e2 were a dashed ring in
// team A's colour with "A2" in the cell's corner, read as A2 standing in three places. A temporary bomb is the board's
// bomb (an opaque black ball, as a permanent one) with a dashed rim, and its planter is a small tag, never a bare name.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { TEAM } from "./glyphs.js";
import start from "../fixtures/chaos_start.json";

/** The start fixture with `view` fields replaced. */
function scene(view) {
  const f = structuredClone(start);
  Object.assign(f.view, view);
  return layout({ ...valid(f), ui: {} }, { width: 930 });
}

/** Paint one item; return the words drawn and each fill's ink and whether the fill was a text's pill. */
function painted(item) {
  const { ctx: rec, drawn } = recordingContext();
  const fills = [];
  const ctx = new Proxy({}, {
    get: (_, prop) => (prop === "fill" ? (...a) => { fills.push(String(rec.fillStyle).toLowerCase()); } : rec[prop]),
    set: (_, prop, value) => { rec[prop] = value; return true; },
  });
  paint(ctx, { width: 2000, height: 2000, items: [item] });
  return { drawn, fills };
}

describe("room_en 2: a partner's temporary bomb looks like a bomb, not like the partner", () => {
  const s = scene({ bombs: [{ cell: [1, 4], temporary: true, planter: "A2" }, { cell: [4, 4], temporary: false }] });
  const temp = painted(s.items.find((i) => i.label === "bomb-1,4"));
  const perm = painted(s.items.find((i) => i.label === "bomb-4,4"));

  it("its body is the permanent bomb's opaque black ball, not a see-through ring", () => {
    expect(perm.fills[0]).toBe("#111");
    expect(temp.fills[0]).toBe("#111");
    expect(temp.fills.some((f) => f.startsWith("rgba"))).toBe(false);
  });

  it("its planter is a small tag on a team-coloured pill, smaller than a piece's name", () => {
    const name = temp.drawn.find((d) => d.text.includes("A2"));
    expect(name, "the planter is named").toBeTruthy();
    expect(temp.fills).toContain(TEAM.A.toLowerCase());
    const piece = painted(s.items.find((i) => i.type === "piece")).drawn[0];
    expect(name.size).toBeLessThan(piece.size);
    expect(name.bold).toBe(false);
  });
});

// chaos_en 8 / room_zh 5 (016, 057): the "?" circle at the board's top-left read as nothing; it is an enemy's hidden
// bombs (CH-HIDE-2), so it is drawn as the board's bomb, a "?" on it, its words on hover.
describe("chaos_en 8: an enemy's hidden bombs are marked by a bomb with a ?", () => {
  it("an opaque black bomb body, its team's dashed rim, a ?, and a tooltip", () => {
    const pieces = structuredClone(start.view.pieces).map((p) => (p.seat === "B2" ? { ...p, hidden_bombs: { n: 2, until: "next_turn" } } : p));
    const s = scene({ pieces });
    const mark = s.items.find((i) => i.label === "hidden-bombs-B2");
    const { drawn, fills } = painted(mark);
    expect(fills).toContain("#111");
    expect(drawn.map((d) => d.text)).toContain("?");
    expect(mark.tip).toMatch(/B2/);
  });
});
