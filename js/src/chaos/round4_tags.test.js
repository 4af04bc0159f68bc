// CHAOS board, issue 23 round 4 finding 5: tags and markers never overlap each other and never hide a piece, the key or
// a move dot ("Key · moves after round 3" over the key at a7 and over "A2 · Vanish", c14; the key's pill over dots).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";

const files = import.meta.glob("../fixtures/chaos_*.json", { eager: true, import: "default" });
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const middle = (i, f) => ({ x: i.x + i.w * (1 - f) / 2, y: i.y + i.h * (1 - f) / 2, w: i.w * f, h: i.h * f });

/** Return what each tag covers that it must not: another tag, a piece, the key, a move dot, a bomb. */
function clashes(s) {
  const tags = s.items.filter((i) => i.type === "tag");
  const hard = s.items.filter((i) => i.type === "piece" || i.type === "spawn");
  const marks = s.items.filter((i) => (i.type === "cell" && i.mark) || ["key", "bomb", "check"].includes(i.type))
    .map((i) => ({ ...middle(i, i.type === "cell" ? 0.34 : 0.6), what: i.label }));
  const out = [];
  tags.forEach((tag, k) => {
    for (const o of [...tags.slice(k + 1), ...hard, ...marks]) if (overlaps(tag, o)) out.push(`${tag.label} × ${o.label ?? o.what}`);
  });
  return out;
}

describe("CHAOS finding 5: board tags leave pieces, the key, move dots and each other visible", () => {
  for (const [path, fixture] of Object.entries(files)) {
    const name = path.replace(/^.*chaos_|\.json$/g, "");
    if (!fixture.view?.map) continue;
    for (const width of [390, 1200]) {
      it(`${name} at ${width} px, with the key on every free cell`, () => {
        const bad = [];
        const v = valid(fixture);
        const { rows, cols } = v.view.map;
        for (let r = 1; r <= rows; r++) {
          for (let c = 1; c <= cols; c++) {
            const view = { ...v.view, key: [r, c], gate_open: false };
            const s = layout({ ...v, view, ui: {} }, { width });
            for (const x of clashes(s)) bad.push(`key ${r},${c}: ${x}`);
          }
        }
        expect(bad).toEqual([]);
      });
    }
  }
});

describe("CHAOS finding 5: a bomb's 'by A2' never covers the piece standing on it", () => {
  it("the planter is on hover and in the legend, never written in the cell (review 7, finding 1: 'B2 埋' spilled)", () => {
    const f = valid(files["../fixtures/chaos_team.json"]);
    const piece = f.view.pieces.find((p) => Array.isArray(p.cell));
    const bombs = [{ cell: piece.cell, temporary: true, planter: "A2" }, { cell: [8, 8], temporary: true, planter: "A2" }];
    const s = layout({ ...f, view: { ...f.view, bombs }, ui: {} }, { width: 390 });
    const [on, off] = bombs.map((b) => s.items.find((i) => i.type === "bomb" && i.cell === b.cell));
    expect(on.planterText).toBeUndefined();
    expect(on.tip).toMatch(/A2/);
    expect(off.planterText).toBeUndefined();
    expect(off.tip).toMatch(/A2/);
    expect(s.items.find((i) => /^legend-bomb-/.test(i.label ?? "")).text).toMatch(/h8.*A2/);   // one line (review 27)
  });
});
