// Round HH, fixer HH3 (review 38, chaos_en 4, shots 013 015): the header kept saying "Waiting for B2" and the chip
// "B2 plays ▶" after B2 had moved, played its cards and planted bombs. Mid-turn (its cards phase, or steps still
// to take) they say what is true: B2 plays on.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const SAID = { en: ["B2 plays on", "Waiting for B2"], ja: ["B2 の番の続き", "B2 を待っています"],
               zh: ["B2 继续行动", "等待 B2"], "zh-TW": ["B2 繼續行動", "等待 B2"] };

// the words widgets/chaos_words.json and zh_tw.py send (until chaos_start.json is recorded again with them)
const WORDS = { en: "{seat} plays on", ja: "{seat} の番の続き", zh: "{seat} 继续行动", "zh-TW": "{seat} 繼續行動" };

/** chaos_start as A1 sees it while B2 acts in `phase`. */
function waiting(lang, phase, extra = 0) {
  const f = structuredClone(start);
  const ui = f.catalog.ui[lang];
  f.catalog.ui[lang] = { waiting_on: WORDS[lang], bot_plays_on_seat: WORDS[lang], ...ui };
  Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B2", turn: 2, phase, extra_steps: extra,
                                            prompt: { kind: phase } } });
  return { ...valid(f), lang, ui: {} };
}

const texts = (s) => s.items.filter((i) => i.type === "text" || i.type === "chip").map((i) => String(i.text ?? ""));

describe("review 38, chaos_en 4: mid-turn the header and the chip say the seat plays on", () => {
  for (const [lang, [on, wait]] of Object.entries(SAID)) for (const width of [1280, 390]) {
    it(`${lang} at ${width}`, () => {
      const mid = texts(layout(waiting(lang, "cards"), { width }));
      expect(mid.some((x) => x.includes(on))).toBe(true);
      expect(mid.some((x) => x.includes(wait))).toBe(false);
      const steps = texts(layout(waiting(lang, "move", 1), { width }));
      expect(steps.some((x) => x.includes(on))).toBe(true);
      const before = texts(layout(waiting(lang, "move"), { width }));
      expect(before.some((x) => x.includes(wait))).toBe(true);
      expect(before.some((x) => x.includes(on))).toBe(false);
    });
  }
});
