// CHAOS, newcomer review 16 (round W): the table on a 390×844 phone (ja), what a newcomer could not follow.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import react from "../fixtures/chaos_react.json";
import join from "../fixtures/chaos_join.json";

const LANGS = ["en", "ja", "zh"];
const scene = (f, width, ui = {}) => layout({ ...valid(f), ui }, { width });

/** The reader B1 (or A1) waiting while another seat answers: `f` as that reader sees it, in `lang`. */
function waiting(f, lang, seat, change = (v) => v) {
  const g = structuredClone({ ...f, lang, seat, legal: [] });
  g.view.seat = seat;
  g.view.prompt = null;
  change(g.view);
  return g;
}

describe("finding 1: 'Bot's turn ▶' keeps one place on a phone while combo words come and go", () => {
  for (const lang of LANGS) {
    it(lang, () => {
      const ui = {};
      const ys = [];
      const frames = [
        waiting(react, lang, "B1", (v) => { v.combo = null; v.phase = "move"; v.to_act = "A1"; }),
        waiting(join, lang, "B1"),                     // A2 asked to join A1's combo
        waiting(react, lang, "B1"),                    // B2 asked to react
        waiting(react, lang, "B1", (v) => { v.combo = null; v.phase = "move"; v.to_act = "A2"; }),
      ];
      for (const f of frames) {
        const chip = scene(f, 390, ui).items.find((i) => i.id === "cmd:bot_step");
        expect(chip).toBeTruthy();
        ys.push(Math.round(chip.y));
      }
      expect(new Set(ys).size, `chip y ${ys}`).toBe(1);
    });
  }
});

import won from "../fixtures/chaos_won.json";
import { textWidth } from "../scene/text.js";

describe("finding 8: the victory strip's title fits a phone's width, both ends drawn", () => {
  const titles = { en: "Your team wins (team A)", ja: "あなたのチーム（チーム A）の\u2060勝\u2060利", zh: "你的组（A 组）获胜" };
  for (const lang of LANGS) {
    for (const width of [320, 360, 390]) {
      it(`${lang}, ${width}`, () => {
        const f = structuredClone({ ...won, lang, banner: { ...won.banner, title: titles[lang] } });
        const strip = scene(f, width).items.find((i) => i.type === "banner");
        expect(strip.text).toBe(titles[lang]);
        expect(textWidth(strip.text, strip.titleSize, true)).toBeLessThanOrEqual(strip.w - 2 * strip.size);
      });
    }
  }
});
