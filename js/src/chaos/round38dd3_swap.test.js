// Review 36, chaos_ja 1: the reader's ghost could step onto the enemy patient's cell (a role swap, CH-SWAP-1), but the
// cell read as no move: a free cell shows a gold dot, the piece's cell only thin corners. Every legal move cell is
// marked whether a piece stands on it or not; a swap's cell shows a gold "⇄" badge over the piece, and its tooltip says
// what happens ("Swap roles with B1 …").
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";

const SAID = { en: "Swap roles with B1", ja: "B1 と役割を交換", zh: "与 B1 交换身份", "zh-TW": "與 B1 交換身份" };

/** A2 (a ghost) to act on b8, the enemy patient B1 on b7, a free a… cell beside: both legal steps. */
function scene(lang, width) {
  const f = structuredClone(start);
  Object.assign(f, { lang, seat: "A2" });
  Object.assign(f.view, { seat: "A2", to_act: "A2" });
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B1" ? { ...p, cell: [7, 2] } : p));
  f.legal = [{ id: "move col=2 row=7", kind: "move", target: { cell: [7, 2] }, text: "Move" },
             { id: "move col=3 row=8", kind: "move", target: { cell: [8, 3] }, text: "Move" }];
  return layout({ ...valid(f), ui: {} }, { width });
}

describe("chaos_ja 1: a ghost's step onto an enemy patient is marked as a move, a swap", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: B1's cell is a move with a gold ⇄ over B1, its tip the swap`, () => {
        const s = scene(lang, width);
        const cell = s.items.find((i) => i.label === "cell-7-2");
        expect(cell.id).toBe("act:move col=2 row=7");
        expect(cell.tip).toContain(SAID[lang]);
        const aim = s.items.find((i) => i.label === "aim-7-2");
        const piece = s.items.find((i) => i.label === "piece-B1");
        expect(s.items.indexOf(aim)).toBeGreaterThan(s.items.indexOf(piece));   // drawn over the piece
        const { ctx, drawn } = recordingContext();
        paint(ctx, { width: 2000, height: 2000, items: [aim] });
        expect(drawn.map((d) => d.text)).toContain("⇄");
        expect(s.items.find((i) => i.label === "aim-8-3")).toBeUndefined();   // a free cell keeps its dot
      });
    }
  }
});
