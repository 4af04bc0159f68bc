// Newcomer review 36 (round DD, fixer DD6), finding 2 (letter_en 2): chips with a ⚠ on them were cut ("…") or drawn in
// tiny type. On a phone a chip's words are drawn whole at the chips' normal size (a long chip wraps, the band gives its
// row room). On a desk the band keeps its room and the chips are drawn as large as it lets (review 37, letter_en 2:
// drawn whole at 16 px they moved the hand 20-50 px and the table's foot past 800 px; round10n holds the hand's y):
// open there, the longest of these labels still lose words of their move at 11 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fitText, textWidth } from "../scene/text.js";
import { chipInset } from "../paint.js";
import start from "../fixtures/letter_start.json";
import { LABELS } from "./round38dd6_labels.js";

/** Return the scene at the reader's turn with Hound of Tindalos chosen, its three moves labelled in `lang`. */
function chosen(lang, width, height) {
  const hand = [{ id: "hound_of_tindalos", insane: true, value: 2 }, { id: "liber_ivonis", insane: true, value: 4 }];
  const legal = [...LABELS[lang].map((label, k) => ({ id: `play card=hound_of_tindalos k=${k}`, label,
                                                       target: { zone: "hand", index: 0 } })),
                 { id: "play card=liber_ivonis", label: "Protect yourself", target: { zone: "hand", index: 1 } }];
  const input = { ...valid(start), lang, view: { ...start.view, hand, insane: true, insanity: 1 }, legal,
                  ui: { selected: 0 } };
  return layout(input, { width, height });
}

/** Return how the painter draws `chip`'s words (paint.js: fitted to its rows, shrunk down to MIN_TEXT, then cut). */
function drawn(chip) {
  const room = chip.w - 2 * chipInset(chip.h, Math.max(11, chip.size), chip.rows ?? 1);
  return fitText(chip.text, { width: room, size: chip.size, maxLines: chip.rows ?? 1,
                              measure: (x, s) => textWidth(x, s, true) });
}

describe("letter_en 2: a ⚠ chip's words whole, at the chips' normal size on a phone", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const [width, height, normal] of [[390, 844, 11]]) {
      it(`${lang} ${width}×${height}`, () => {
        const s = chosen(lang, width, height);
        const chips = s.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:play card=hound"));
        expect(chips.length).toBe(3);
        for (const [k, chip] of chips.entries()) {
          expect(chip.text, chip.text).toBe(LABELS[lang][k]);
          expect(chip.size, chip.text).toBeGreaterThanOrEqual(normal);
          const { size, cut } = drawn(chip);
          expect(cut, chip.text).toBe(false);
          expect(size, chip.text).toBe(chip.size);
        }
        // the chips stay on the table, over nothing (the hand below them)
        const hand = s.items.find((i) => i.type === "card" && i.label === "hand-1");
        for (const chip of chips) expect(chip.y + chip.h, chip.text).toBeLessThanOrEqual(hand.y);
      });
    }
  }
});
