// Review 42, mythos_en 5 (066, 144, 153, 196; twice in two reviews): the Sanity bar's start marker ran through its
// label, "Sanity 9/2|0". Over round S's recorded game at 1280 and 390 px the tick's x is never inside the label's
// painted text box; the line in 144 was the bar's fill ending between "2" and "0" (the tick stood 14 px right of the
// label): where the fill ends inside the label, the label is drawn on a dark halo, so no edge runs between its glyphs.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("round46ll3: the Sanity bar's start tick never crosses its label", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 1280], ["en", 390], ["ja", 390]]) {
    it(`${lang} ${width}: every bar of every recorded frame, its tick clear of its painted text`, () => {
      const ui = {};
      let ticks = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        for (const bar of scene(f, ui, lang, width).items.filter((i) => i.type === "msanity" && i.tick != null)) {
          const { ctx, drawn } = recordingContext();
          paint(ctx, { items: [bar] });
          const text = drawn.find((d) => d.text === bar.text);
          const inside = bar.tick > text.x - 2 && bar.tick < text.x + text.w + 2;
          expect(inside, `frame ${n} ${bar.label} '${bar.text}' at ${text.x}..${text.x + text.w}, tick ${bar.tick}`)
            .toBe(false);
          ticks += 1;
        }
      }
      expect(ticks).toBeGreaterThan(0);
    });
  }
});

/** Return the calls `paint` made on a stand-in context for `items`, as [method, first argument]. */
function calls(items) {
  const out = [];
  const { ctx } = recordingContext();
  const spy = new Proxy(ctx, { get: (target, prop) => {
    const v = target[prop];
    return typeof v === "function" ? (...a) => { out.push([prop, a[0]]); return v(...a); } : v;
  } });
  paint(spy, { items });
  return out;
}

describe("round46ll3: the bar's fill ending inside the Sanity label runs under a halo, not between its glyphs", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} ${width}: 'Sanity 9/20' with the fill's end under the label: a halo; a full bar: none`, () => {
      const f = recordedGame(lang)[0];
      const bar = scene(f, {}, lang, width).items.find((i) => i.type === "msanity");
      const mid = (bar.textX + bar.textW / 2 - bar.x) / bar.w;   // the fill's end at the label's middle
      const value = Math.round(mid * bar.max);
      const crossed = { ...bar, value, text: bar.text.replace(/\d+\//, `${value}/`) };
      expect(calls([crossed]).filter(([m, t]) => m === "strokeText" && t === crossed.text).length).toBe(1);
      const full = { ...bar, value: bar.max };
      expect(calls([full]).filter(([m]) => m === "strokeText").length).toBe(0);
    });
  }
});
