// Round AR, fixer AR5 (newcomer review 26, chaos_ja 11, 061): a phone's long status line dropped 「ラウンド」
// ("2/60・あなたの番：…"): the round keeps its word; the status gives up its detail first (the prompt says it).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

describe("a phone's status line keeps the round's word", () => {
  for (const lang of ["ja", "zh", "en"]) {
    it(`${lang} at 390 px: the status line names the round and fits one line`, () => {
      const f = { ...valid(structuredClone(start)), lang, ui: {} };
      f.view = { ...f.view, round: 12, phase: "cards" };   // "あなたの番：カードを出すか手番を終える"
      const s = layout(f, { width: 390 });
      const line = s.items.find((i) => i.label === "status");
      const word = { ja: "ラウンド", zh: "轮次", en: "Round" }[lang];
      expect(line.text).toContain(word);
      expect(s.items.some((i) => i.label === "status-more")).toBe(false);
    });
  }
});
