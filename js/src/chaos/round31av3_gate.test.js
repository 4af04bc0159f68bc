// CHAOS round AV3, review 30 (chaos_en 9): "The gate at a1 is open: the first patient in wins" read as if a patient
// must walk into the asylum; a patient wins by getting out through the gate (CH-WIN-1): "the first patient out wins".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start as A1 sees it while B1 plays, the gate open or not. */
function frame(open, lang) {
  const f = structuredClone(start);
  Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  if (open) f.view = { ...f.view, gate_open: true, key: null };
  return { ...valid(f), lang };
}

const newsOf = (s) => s.items.filter((i) => i.news).map((i) => i.text).join(" ");

describe("review 30, chaos_en 9: the gate's news says a patient wins by going out", () => {
  for (const [lang, said] of [["en", "The gate at a1 is open: the first patient out wins"],
                              ["zh", "a1 的大门已打开：先走出去的病人获胜"], ["ja", "a1 の門が開いた：先に出た患者の勝ち"]]) {
    it(lang, () => {
      const ui = {};
      layout({ ...frame(false, lang), ui }, { width: 390 });
      expect(newsOf(layout({ ...frame(true, lang), ui }, { width: 390 }))).toBe(said);
    });
  }
});
