// Newcomer review 37 (round FF, fixer FF7), letter_en 2 (Q2 = 6): at a 1280×800 desk the longest ⚠ chips lost words
// of their move at 11 px ("Sane: Compare the deck's… ⚠ …", "Insane: Eliminate… ⚠ …") since the desk's chips keep the
// band's room (10a85eb6). Every chip of every card is drawn whole (the painter's fit, the fake canvas's measure: no
// word cut, no "…" the kernel did not write) at 11 px or more, at the desk (930: Voilà's table beside the story;
// 1280) and on a 390×844 phone, in en, zh, zh-TW and ja; the hand's y stays put (round10n, round19aa_end).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fitText, MIN_TEXT, textWidth } from "../scene/text.js";
import { chipInset } from "../paint.js";
import start from "../fixtures/letter_start.json";
import { recorded } from "./recorded_frames.js";
import { LABELS } from "./round38dd6_labels.js";

const SIZES = [[930, 677], [1280, 800], [390, 844]];
// the band's move chips (a naming grid's cells have corners of their own: name_grid.js, round29at1)
const moves = (s) => s.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:") && !i.corner);

/** Return why `chip` is not drawn whole (cut by the layout or the painter, or under 11 px), else "". */
function notWhole(chip) {
  const room = chip.w - 2 * chipInset(chip.h, Math.max(MIN_TEXT, chip.size), chip.rows ?? 1);
  const { size, cut } = fitText(chip.text, { width: room, size: chip.size, maxLines: chip.rows ?? 1,
                                             measure: (x, s) => textWidth(x, s, true) });
  const dots = (t) => (t.match(/…/gu) ?? []).length;
  if (dots(chip.text) > dots(chip.say ?? chip.text)) return "cut by the layout";
  if (cut) return "cut by the painter";
  return size < MIN_TEXT ? `drawn at ${size} px` : "";
}

/** Return the scene at the reader's turn with Hound of Tindalos chosen, its three longest moves labelled in `lang`. */
function hound(lang, width, height) {
  const hand = [{ id: "hound_of_tindalos", insane: true, value: 2 }, { id: "liber_ivonis", insane: true, value: 4 }];
  const legal = [...LABELS[lang.slice(0, 2)].map((label, k) => ({ id: `play card=hound_of_tindalos k=${k}`, label,
                                                                   target: { zone: "hand", index: 0 } })),
                 { id: "play card=liber_ivonis", label: "Protect yourself", target: { zone: "hand", index: 1 } }];
  return layout({ ...valid(start), lang, view: { ...start.view, hand, insane: true, insanity: 1 }, legal,
                  ui: { selected: 0 } }, { width, height });
}

describe("letter_en 2 (review 37): every chip of every card drawn whole, at a desk and on a phone", () => {
  for (const [width, height] of SIZES) {
    it(`recorded games, each card chosen, at ${width}×${height} (en, zh-TW, ja)`, () => {
      const bad = [];
      for (const [f, lang, catalog] of recorded()) {
        f.view.hand.forEach((_, k) => {
          const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog, ui: { selected: k } },
                           { width, height });
          for (const c of moves(s)) if (notWhole(c)) bad.push(`${lang} ${notWhole(c)}: ${c.text}`);
        });
      }
      expect([...new Set(bad)]).toEqual([]);
    });

    for (const lang of ["en", "zh", "zh-TW", "ja"]) {
      it(`Hound of Tindalos's longest ⚠ moves at ${width}×${height}, ${lang}`, () => {
        const chips = moves(hound(lang, width, height)).filter((c) => c.id.startsWith("act:play card=hound"));
        expect(chips.map((c) => c.text)).toEqual(LABELS[lang.slice(0, 2)]);
        for (const c of chips) expect(notWhole(c), c.text).toBe("");
      });
    }
  }
});
