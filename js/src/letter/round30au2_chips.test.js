// Newcomer review 29 (round AU, fixer AU2), letter_en 3: a long chip shrank to a small font or was cut with "…" at its
// end, losing its consequence (007/008, 069, 085). A chip in its slot keeps the band's chip size; a chip still too long
// loses words from the middle of what it does, never from its ⚠ part; the whole sentence stays in its tooltip.
import { describe, expect, it } from "vitest";
import { chipInset } from "../paint.js";
import { fitText, textWidth } from "../scene/text.js";
import { slotRows } from "./chip_slots.js";

const LONG = [
  "Your hand card, The Shining Trapezohedron: discard it, draw 1 ⚠ discards an Insanity card: Insanity N goes 0 → 1",
  "Insane: Eliminate the top card (your Silver Key: 7) ⚠ if it eliminates the last clue, the opponent plays it at you",
  "你的手牌閃耀的偏方三八面體：丟棄它，抽 1 張 ⚠ 丟棄一張瘋狂牌：瘋狂 N 由 0 變 1",
  "Play Professor Henry Armitage on yourself: discard Investigators, draw 1 card — the opponent is protected",
];
const measure = (text, size) => textWidth(text, size, true);

describe("letter_en 3: a long chip keeps its size and its ⚠ part", () => {
  for (const [width, lines] of [[590, 1], [358, 2]]) {
    for (const text of LONG) {
      it(`${text.slice(0, 12)} in a ${width} px band`, () => {
        const items = [];
        slotRows(items, [{ text, own: true }, { text: "Cancel", quiet: true }], 16, 100, width, 12);
        const [chip] = items;
        const warn = text.slice(text.search(/⚠|—/u));
        // its ⚠ and first clause kept, its end (the outcome) where it fits; the move's target and card kept (review
        // 30, letter_en 2, round AV2: "On… ⚠" hid whom Armitage targets)
        const words = warn.split(" ");
        expect(chip.text.includes(words.slice(0, 3).join(" ")), chip.text).toBe(true);
        // its end goes whole with "…" where it does not fit, never its middle (review 31, letter_en 1, round AW1)
        const first = warn.split(/\s*[,:;，：；、。]/u)[0];
        expect(chip.text.endsWith(words.slice(-3).join(" ")) || chip.text.endsWith(`${first}…`), chip.text).toBe(true);
        // the painter's fit (paint.js: the pill's room inside its round ends) draws it at 12 px, nothing cut
        // a desk's slot takes two lines where one does not hold the chip (review 30, letter_en 2: round AV2)
        const rows = Math.max(lines, chip.rows ?? 1);
        const room = chip.w - 2 * chipInset(chip.h, 12, rows);
        const fit = fitText(chip.text, { width: room, size: 12, min: 11, maxLines: rows, measure });
        expect([fit.size, fit.cut], fit.lines.join(" / ")).toEqual([12, false]);
        expect(chip.say ?? chip.text).toBe(text);   // the whole sentence in its tooltip
      });
    }
  }
});
