// Newcomer review 28 (round AT, fixer AT1), letter_en 7 (099): the prompt says to pick "Sane: …" or "Insane: …", but
// Deep Ones' Sane names showed as bare "Name 2…Name 8" beside one "Insane: …" chip. The names say their row.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

const SANE = { en: "Sane:", zh: "理智：", ja: "正気：" };

describe("letter_en 7: Deep Ones' Sane names say 'Sane:'", () => {
  for (const width of [930, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}`, () => {
        const s = layout({ game: "letter", mode: "play", ...frames[`deep_ones_${lang}`], catalog: frames.catalog,
                           ui: { selected: 0 } }, { width });
        const names = s.items.filter((i) => i.type === "chip" && /effect=sane guess=[2-7]$/.test(String(i.id)));
        expect(names.length).toBe(6);
        for (const c of names) expect(c.text.startsWith(SANE[lang]), c.text).toBe(true);
      });
    }
  }
});
