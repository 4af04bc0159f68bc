// Review 42, chaos_en 4 (shots 015 037 039): the board's "Dice area" name moved between turns (e7 in 037, c/d in 039)
// and lay over a highlighted cell and its glow (c7 in 015). Every frame of a recorded game, at 1280 and 390 px: where
// the name is drawn, it is in one place (the middle of the block's lower edge), and it meets no highlighted cell; where
// something stands there it is not drawn, as round GG left it when every place was taken.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const scenes = (lang, width) => game[lang].map((f) => {
  const view = { ...f.view, map: start.view.map };
  return layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width });
});

describe("review 42, chaos_en 4: the dice area's name holds still and covers no highlighted cell", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`round46ll8 ${lang} at ${width} px, every frame of the recorded game`, () => {
        const places = new Set();
        const bad = [];
        let drawn = 0;
        scenes(lang, width).forEach((s, n) => {
          const d = s.items.find((i) => i.type === "dicename");
          if (!d) return;
          drawn += 1;
          places.add(`${d.x},${d.y},${d.w},${d.h}`);
          const lit = s.items.filter((i) => i.type === "cell" && i.highlight && meets(i, d));
          for (const c of lit) bad.push(`frame ${n}: on ${c.label}`);
        });
        expect(drawn).toBeGreaterThan(game[lang].length / 2);   // still named on most frames (36 of 53)
        expect(places.size).toBe(1);   // drawn, and always in the same place
        expect(bad).toEqual([]);
      });
    }
  }
});
