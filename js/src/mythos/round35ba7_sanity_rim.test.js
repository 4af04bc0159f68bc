// Round BA7, newcomer review 33, mythos_en 8 (174, 185): "the Sanity label overflows its bar when the bar is short":
// at 6/20 the coloured part is a third of the bar and "Sanity 6/20" ran on over the dark rest, which read as the
// panel's background. The whole bar has a visible rim, so its label reads as inside it at any value.
import { describe, expect, it } from "vitest";
import { MYTHOS_PAINTERS } from "./paint.js";

/** A canvas stand-in that records each stroked path's box and colour, and where each text is drawn. */
function recorder() {
  const strokes = [];
  const texts = [];
  let pts = [];
  const state = { strokeStyle: "", lineWidth: 1, fillStyle: "", font: "", textAlign: "", textBaseline: "" };
  const ctx = new Proxy(state, {
    get(t, k) {
      if (k in t) return t[k];
      if (k === "beginPath") return () => { pts = []; };
      if (k === "moveTo" || k === "lineTo" || k === "arcTo") return (...a) => { for (let i = 0; i + 1 < a.length - (k === "arcTo" ? 1 : 0); i += 2) pts.push([a[i], a[i + 1]]); };
      if (k === "stroke") return () => strokes.push({ colour: t.strokeStyle, xs: pts.map((p) => p[0]), ys: pts.map((p) => p[1]) });
      if (k === "fillText") return (s, x) => texts.push({ s, x });
      if (k === "measureText") return (s) => ({ width: String(s).length * 6 });
      return () => {};
    },
    set(t, k, v) { t[k] = v; return true; },
  });
  return { ctx, strokes, texts };
}

const lum = (hex) => { const n = parseInt(hex.slice(1), 16); return 0.3 * (n >> 16) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255); };

describe("review 33, mythos_en 8: a short Sanity bar's label stays inside a visible bar", () => {
  for (const value of [6, 5, 2]) {
    it(`Sanity ${value}/20: a light rim round the whole bar, the label within it`, () => {
      const { ctx, strokes, texts } = recorder();
      const bar = { type: "msanity", x: 30, y: 40, w: 200, h: 20, value, max: 20, start: 13, size: 13,
                    text: `Sanity ${value}/20`, tick: 160, textX: 36 };
      MYTHOS_PAINTERS.msanity(ctx, bar);
      const rim = strokes.find((s) => s.xs.length && Math.min(...s.xs) <= bar.x && Math.max(...s.xs) >= bar.x + bar.w
        && Math.min(...s.ys) <= bar.y && Math.max(...s.ys) >= bar.y + bar.h);
      expect(rim, "a stroke round the whole bar").toBeTruthy();
      expect(lum(rim.colour), "lighter than the panel's green-black").toBeGreaterThan(70);
      const label = texts.find((x) => x.s === bar.text);
      expect(label.x).toBeGreaterThanOrEqual(bar.x);
    });
  }
});
