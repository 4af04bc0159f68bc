// The Letter table, round AF (fixer AF2; newcomer review 20, Letter en finding 1, zh-TW finding 2): with one clue
// left and its value known, the Name chip that hits it eliminates the last clue (LS-P10: a loss). It glowed gold
// ("Name 4 — you know it is a 4", 056_g3_6; "Sane: Name 5", 088_g6_9; zh 065) under the header's ⚠: it keeps its ⚠
// and is drawn quiet, never as the one chip that stands out.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import frames from "./round20af_frames.json";

const KNOWN = { en: "you know it is a 4", zh: "你知道它是 4", ja: "4 とわかっている" };
const chips = (name, lang) => {
  const frame = { ...frames[`${name}_${lang}`], catalog: frames.catalog };
  const at = frame.view.hand.findIndex((c) => c.id === name);
  return layout(valid({ ...frame, ui: { selected: at } }), { width: 1280 }).items.filter((i) => i.type === "chip");
};

describe("finding 1: the Name chip that eliminates the known last clue carries ⚠ and does not glow", () => {
  for (const name of ["investigators", "deep_ones"]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${name} ${lang}`, () => {
        const all = chips(name, lang);
        const hit = all.find((c) => c.id.endsWith("guess=4"));
        expect(hit.text).toContain(KNOWN[lang]);
        expect(hit.text).toContain("⚠");
        expect(hit.quiet).toBe(true);
        // a name that misses keeps no ⚠: it eliminates nothing (the kernel, dangers.named_miss)
        expect(all.find((c) => c.id.endsWith("guess=5")).text).not.toContain("⚠");
      });
    }
  }
});

// Newcomer review 20, Letter en finding 5 and zh-TW finding 7: "the bot wins about 1 game in 4" (機器人約每4局贏1局)
// read as the opponent's win rate; it is a computer player's in the reader's seat, at this level.
import { PAGE_WORDS } from "../ui/words.js";

describe("finding 5/7: the Difficulty's note says whose win rate it is", () => {
  const SAYS = { en: "computer playing your seat", ja: "コンピューターがあなたの席で", "zh-TW": "電腦代打時", "zh-CN": "电脑代打时" };
  for (const lang of Object.keys(SAYS)) {
    it(lang, () => {
      for (const level of ["easy", "standard", "hard"]) {
        const note = PAGE_WORDS[lang][`difficulty_note_${level}`];
        expect(note).toContain(SAYS[lang]);
        expect(note).not.toMatch(/the bot|機器人|机器人|ボット/);
      }
    });
  }
});
