// Round AV6, newcomer review 30, mythos_en 5 (130): a hand card's gate swirl was a few px wide; Newburyport (no gate)
// was taken for a gate location. On a 1280 px hand's card (64 px wide) the swirl is at least 12 px across.
import { describe, expect, it } from "vitest";
import { MYTHOS_PAINTERS } from "./paint.js";

/** A canvas stand-in that records the points of the strokes in the gate's ink. */
function gatePoints() {
  const pts = [];
  const state = { strokeStyle: "", lineWidth: 1, fillStyle: "" };
  const ctx = new Proxy(state, {
    get(t, k) {
      if (k in t) return t[k];
      if (k === "lineTo") return (x, y) => { if (t.strokeStyle === "#5b3f8c") pts.push([x, y]); };
      if (k === "measureText") return (s) => ({ width: String(s).length * 6 });
      return () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  return { ctx, pts };
}

describe("review 30, mythos_en 5: a hand card's gate swirl reads at a glance", () => {
  it("64 px card: the swirl spans at least 12 px", () => {
    const { ctx, pts } = gatePoints();
    const face = { type: "location", name: "Arkham", id: "x", gate: true, icons: ["city"] };
    MYTHOS_PAINTERS.mcard(ctx, { type: "mcard", x: 0, y: 0, w: 64, h: 90, face });
    const xs = pts.map((p) => p[0]);
    expect(pts.length).toBeGreaterThan(0);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(12);
  });
});
