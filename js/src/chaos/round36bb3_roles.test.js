// Review 34, room_zh 1: after a role swap the reader could not tell which piece was a patient and which a ghost on a
// phone (solid against dashed), and read the order bar far below the board. Each piece now carries a tiny role mark in
// the table's language, and a piece whose role changed since the reader's last turn is drawn with a ring.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

function scene(lang, width, view = {}, ui = {}) {
  const f = structuredClone(start);
  Object.assign(f.view, view);
  return layout({ ...valid({ ...f, lang }), ui }, { width });
}

const MARK = { en: { patient: "P", ghost: "G" }, ja: { patient: "患", ghost: "幽" }, zh: { patient: "病", ghost: "鬼" } };

/** Return the words `item` paints and the stroke colours it uses. */
function drawn(item) {
  const { ctx, drawn: words } = recordingContext();
  const strokes = [];
  const spy = new Proxy(ctx, { get: (o, k) => (k === "stroke" ? () => strokes.push(o.strokeStyle) : o[k]),
                               set: (o, k, v) => { o[k] = v; return true; } });
  paint(spy, { width: 2000, height: 2000, items: [item] });
  return { words, strokes };
}

describe("room_zh 1: each piece says its role on the board", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [390, 1280]) {
      it(`${lang} ${width}: every piece paints its name and its role's mark, 11 px or more, inside its cell`, () => {
        const s = scene(lang, width);
        for (const p of s.items.filter((i) => i.type === "piece")) {
          const { words } = drawn(p);
          const mark = words.find((d) => d.text === MARK[lang][p.role]);
          expect(mark, `${p.seat} ${p.role}`).toBeTruthy();
          expect(mark.size).toBeGreaterThanOrEqual(11);
          const cell = s.items.find((i) => i.label === `cell-${p.cell[0]}-${p.cell[1]}`);
          expect(mark.x >= cell.x && mark.x + mark.w <= cell.x + cell.w, JSON.stringify({ mark, cell })).toBe(true);
          expect(words.some((d) => d.text === p.seat)).toBe(true);
        }
      });
    }
  }
});

describe("room_zh 1: a piece whose role changed since the reader's last turn is ringed", () => {
  it("A1 reads at its turn, A2 and B2 swap roles in others' turns: both ringed until A1's next turn is over", () => {
    const ui = {};
    const swap = (pieces) => pieces.map((p) => (p.seat === "A2" ? { ...p, role: "patient" }
      : p.seat === "B2" ? { ...p, role: "patient" } : p.seat === "B1" ? { ...p, role: "ghost" } : p));
    const ring = (s) => s.items.filter((i) => i.type === "piece" && i.swapped).map((i) => i.seat).sort();
    const first = scene("en", 390, { round: 3, turn: 8, to_act: "A1" }, ui);
    expect(ring(first)).toEqual([]);
    const pieces = swap(start.view.pieces);
    const later = scene("en", 390, { round: 3, turn: 10, to_act: "B2", pieces }, ui);
    expect(ring(later)).toEqual(["A2", "B1", "B2"]);
    const a2 = later.items.find((i) => i.label === "piece-A2");
    expect(drawn(a2).strokes.map((c) => String(c).toLowerCase())).toContain("#ffffff");
    const mine = scene("en", 390, { round: 4, turn: 12, to_act: "A1", pieces }, ui);
    expect(ring(mine)).toEqual(["A2", "B1", "B2"]);   // the reader's turn: what changed since its last one
    const after = scene("en", 390, { round: 4, turn: 13, to_act: "A2", pieces }, ui);
    expect(ring(after)).toEqual([]);
    const b1 = after.items.find((i) => i.label === "piece-B1");
    expect(drawn(b1).strokes.map((c) => String(c).toLowerCase())).not.toContain("#ffffff");
  });

  it("a page that never saw the seat's turn rings nothing", () => {
    const s = scene("en", 390, { round: 3, turn: 10, to_act: "B2" }, {});
    expect(s.items.filter((i) => i.type === "piece" && i.swapped)).toEqual([]);
  });
});
