// Round AV6, newcomer review 30, mythos_ja 5 (118 vs 119): the gold "playable" outline, 2.5 px beside a monster's dark
// red frame, was hard to see. The outline is a wider gold line with a dark gap between it and any frame colour.
import { describe, expect, it } from "vitest";
import { MYTHOS_PAINTERS } from "./paint.js";

/** A canvas stand-in that records every stroke's colour and width. */
function strokes() {
  const seen = [];
  const state = { strokeStyle: "", lineWidth: 1, fillStyle: "" };
  const ctx = new Proxy(state, {
    get(t, k) {
      if (k in t) return t[k];
      if (k === "stroke") return () => seen.push({ colour: t.strokeStyle, width: t.lineWidth });
      if (k === "measureText") return (s) => ({ width: String(s).length * 6 });
      return () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  return { ctx, seen };
}

const lum = (hex) => { const n = parseInt(hex.slice(1), 16); return 0.3 * (n >> 16) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255); };

describe("review 30, mythos_ja 5: the playable outline reads on a red monster card", () => {
  it("a dark ring under a gold one at least 3 px wide", () => {
    const { ctx, seen } = strokes();
    const face = { type: "monster", name: "Servitor", id: "x" };
    MYTHOS_PAINTERS.mcard(ctx, { type: "mcard", x: 20, y: 20, w: 64, h: 90, face, highlight: true });
    const gold = seen.findLastIndex((s) => s.colour === "#f5c542");
    expect(gold, "the gold outline").toBeGreaterThan(-1);
    expect(seen[gold].width).toBeGreaterThanOrEqual(3);
    const halo = seen.slice(0, gold).findLast((s) => /^#[0-9a-f]{6}$/i.test(s.colour) && lum(s.colour) < 40);
    expect(halo?.width ?? 0, "a dark ring parting it from the frame").toBeGreaterThanOrEqual(seen[gold].width + 2);
  });
});
