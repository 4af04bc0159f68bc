// Newcomer review 39, letter_en 7 (013, 064, 081): the band's move chips left an empty row between them ("On
// yourself…", a gap, "On the opponent…"): a one-line chip in a two-line slot kept its own height, and the slot's
// pitch showed as a missing chip. Each move's chip fills its slot (the k-th move keeps its place: review 28), so no
// row between two moves is empty, in every recorded frame with each hand card chosen, at 1280×800 and 390×844.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { recorded } from "./recorded_frames.js";

const SIZES = [[1280, 800], [390, 844]];
// the band's move chips (a naming grid's cells have corners of their own: name_grid.js)
const moves = (s) => s.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:") && !i.corner);

describe("letter_en 7 (review 39): no empty row between two move chips", () => {
  for (const [width, height] of SIZES) {
    it(`recorded games, each card chosen, at ${width}×${height} (en, zh-TW, ja)`, () => {
      const bad = [];
      let pairs = 0;
      for (const [f, lang, catalog] of recorded()) {
        f.view.hand.forEach((_, k) => {
          const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog, ui: { selected: k } },
                           { width, height });
          const chips = moves(s).filter((c) => !c.quiet).sort((a, b) => a.y - b.y);
          for (const [i, c] of chips.slice(1).entries()) {
            const prev = chips[i];
            if (c.y === prev.y) continue;   // beside it
            pairs += 1;
            const gap = c.y - (prev.y + prev.h);
            if (gap > 8) bad.push(`${lang} ${gap} px under "${prev.text}"`);
          }
        });
      }
      expect(pairs).toBeGreaterThan(10);
      expect([...new Set(bad)]).toEqual([]);
    });
  }
});
