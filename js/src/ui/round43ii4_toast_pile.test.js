// Newcomer review 39 (round II, fixer II4), letter_zh 2 (390×844, 164): a phone's toast "下次瘋狂檢定必定失敗…" lay on
// the clue stack's stacked edges and Cthulhu's foot: the clue stack (a pile) was no card to a toast, and a pile's
// layers are drawn past its box. A toast's spot now keeps clear of a pile and its drawn edges, as of every card.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { cardBoxes, toastSpot } from "./toast.js";
import start from "../fixtures/letter_start.json";

describe("letter_zh 2 (review 39, 164): a phone's toast keeps off the clue stack", () => {
  for (const lang of ["en", "zh", "zh-TW", "ja"]) {
    it(`${lang} at 390: a spot touching the clue stack's drawn edges is not free`, () => {
      const scene = layout({ ...valid({ ...start, lang }), ui: { touch: true } }, { width: 390 });
      const rect = { left: 21, top: 137, width: 348 };
      const k = rect.width / scene.width;
      const stack = scene.items.find((i) => i.label === "clue-stack");
      // a toast right under the pile's box, over the layers drawn 3 px a layer below it
      const under = { x: 8, y: rect.top + (stack.y + stack.h + 2) * k, w: 374, h: 60 };
      expect(toastSpot([under], cardBoxes(scene, rect))).toBeNull();
      const deck = scene.items.find((i) => i.label === "deck");
      expect(toastSpot([{ x: 8, y: rect.top + (deck.y + 10) * k, w: 374, h: 40 }], cardBoxes(scene, rect))).toBeNull();
    });
  }
});
