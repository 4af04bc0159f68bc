// Round 44 JJ6: a hand card marked for the round's discard is tagged "✓ Discard" under its header band's pentagon and icons, not over them
// (review 39, mythos_ja 8, 100/138: on a phone the "✓ 捨てる" tag covered ンカイ's Sanity pentagon and its icons);
// the card's name stays below the tag. The short "new" tag keeps its place over the band's middle (the room it leaves
// the name: round39ee1_face_boxes).
import { describe, expect, it } from "vitest";
import { MYTHOS_PAINTERS } from "./paint.js";

/** Paint `item`; return the cyan tag's path box and each text's y, from a context that records them. */
function painted(item) {
  const out = { tag: null, texts: [] };
  let path = [];
  const ctx = new Proxy({ fillStyle: "", strokeStyle: "", lineWidth: 1, font: "10px sans-serif" }, {
    get(t, k) {
      if (k === "beginPath") return () => { path = []; };
      if (k === "moveTo" || k === "lineTo") return (x, y) => path.push(y);
      if (k === "arcTo") return (x1, y1, x2, y2) => path.push(y1, y2);
      if (k === "measureText") return (s) => ({ width: String(s).length * 6 });
      if (k === "fill") return () => {
        if (String(t.fillStyle).toLowerCase() === "#4fd8ff") out.tag = { top: Math.min(...path), bottom: Math.max(...path) };
      };
      if (k === "fillText") return (s, x, y) => out.texts.push({ s, y });
      return k in t ? t[k] : () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  MYTHOS_PAINTERS.mcard(ctx, item);
  return out;
}

describe("round44jj6: the discard mark's tag leaves the header band's pentagon and icons uncovered", () => {
  for (const [w, h] of [[66, 92], [88, 124]]) {   // a phone's hand card, a desk's
    for (const tag of ["✓ 捨てる", "✓ Discard"]) {
      it(`${w}×${h}, "${tag}": the tag lies below the pentagon and icons, the name below the tag`, () => {
        const item = { type: "mcard", x: 0, y: 0, w, h, marked: true, selected: true, fresh: tag,
                       face: { type: "location", id: "nkai", name: "ンカイ", sanity: -2, dimension: "Dreamlands" } };
        const { tag: box, texts } = painted(item);
        const band = Math.round(h * 0.2);
        expect(box).not.toBeNull();
        expect(box.top).toBeGreaterThanOrEqual(0.9 * band);   // the pentagon and icons end at 0.9 of the band
        const name = texts.find((t) => t.s === "ンカイ");
        expect(name.y).toBeGreaterThan(box.bottom);
      });
    }
  }
});
