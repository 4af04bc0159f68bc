// Review 40, chaos_en 7 (025) and chaos_ja 7 (011, 019): the "Dice area" name (ja ダイスの範囲) lay on the grid
// line between rows 7 and 8, over cells d7/e8 and the pieces moving there. The name now lies outside every cell, in the
// board's margin under its foot, level with the dice area's columns, at 1280 and 390 px, en and ja, in every frame
// of a recorded game; the board's foot (what the panel lays out under) leaves it room.
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

describe("review 40 chaos_en 7 / chaos_ja 7: the dice area's name outside every cell", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px: the name meets no cell, lies under the board, under the dice columns`, () => {
        const bad = [];
        scenes(lang, width).forEach((s, n) => {
          const d = s.items.find((i) => i.type === "dicename");
          const area = s.items.find((i) => i.label === "dice-area");
          const board = s.items.find((i) => i.label === "board");
          if (!d) return void bad.push(`frame ${n}: no name`);
          const on = s.items.filter((i) => i.type === "cell" && meets(i, d));
          for (const c of on) bad.push(`frame ${n}: on ${c.label}`);
          if (d.y < board.y + board.h) bad.push(`frame ${n}: not under the board`);
          if (d.x < area.x || d.x + d.w > area.x + area.w) bad.push(`frame ${n}: not under the dice columns`);
          // nothing else the table draws lies on it (the legend, a banner, the hand's title)
          const words = s.items.filter((i) => i !== d && i.text && i.w > 0 && meets(i, d));
          for (const i of words) bad.push(`frame ${n}: under ${i.label}`);
        });
        expect(bad.slice(0, 5)).toEqual([]);
      });
    }
  }
});
