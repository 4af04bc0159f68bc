// Newcomer review 28 (round AT, fixer AT1), letter_en 2: chips jumped. Mi-Go's first chip wrapped to two lines and
// moved "On the opponent" 16 px below where Armitage's had it (072/073: a click hit nothing); after Deep Ones' Insane
// chip the Name chips came under the pointer, "Name 7" lit (099/100). Chips keep fixed slots; the chips a press brings
// never lie where that press was.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

const scene = (name, width, ui = {}) => layout({ game: "letter", mode: "play", ...frames[name], catalog: frames.catalog,
                                                 ui }, { width });
const chips = (s) => s.items.filter((i) => i.type === "chip");
const chip = (s, part) => chips(s).find((c) => String(c.id).includes(part));
const handY = (s) => s.items.find((i) => i.label === "hand-0").y;

describe("letter_en 2: the chips of a card's choice keep their slots", () => {
  for (const width of [930, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}: 'On the opponent' lies where it lay for Armitage when Mi-Go's first chip wraps`, () => {
        const [armitage, migo] = [scene(`armitage_${lang}`, width, { selected: 0 }), scene(`mi_go_${lang}`, width, { selected: 0 })];
        const [a, b] = [chip(armitage, "target=opponent"), chip(migo, "target=opponent")];
        expect(b.y, `${a.y} ${b.y}`).toBe(a.y);
        expect(handY(migo)).toBe(handY(armitage));
      });
    }
  }
});

describe("letter_en 2: the Name chips Deep Ones' Insane chip brings never lie under that press", () => {
  for (const width of [930, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}: the press point is on no chip after it; each Name keeps its cell`, () => {
        const before = scene(`deep_ones_${lang}`, width, { selected: 0 });
        const after = scene(`deep_ones_named_${lang}`, width);
        const insane = chip(before, "effect=insane");
        const [px, py] = [insane.x + insane.w / 2, insane.y + insane.h / 2];
        const under = chips(after).filter((c) => px >= c.x && px <= c.x + c.w && py >= c.y && py <= c.y + c.h);
        expect(under.map((c) => c.text)).toEqual([]);
        for (const g of [2, 5, 8]) {
          const [was, now] = [chip(before, `effect=sane guess=${g}`), chip(after, `value=${g}`)];
          expect([now.x, now.y, now.w, now.h], `Name ${g}`).toEqual([was.x, was.y, was.w, was.h]);
        }
      });
    }
  }
});
