// Review 33, chaos_ja 6 (212): a phone's header lost its 「ラウンド」 — "17/60・味方がコンボへの参加を求めている". The
// header keeps "ラウンド 17/60" whole and cuts the status's tail instead ("…"; its whole words on hover and tap).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

describe("a phone's header keeps 'Round 17/60' and cuts its status's tail", () => {
  for (const lang of ["ja", "zh", "en"]) {
    it(`${lang} at 328 px (a 390 px phone), a partner asking to join its combo`, () => {
      const f = { ...valid(structuredClone(start)), lang, ui: {} };
      f.view = { ...f.view, round: 17, phase: "join", combo: { leader: "A2" } };
      const s = layout(f, { width: 328 });
      const line = s.items.find((i) => i.label === "status");
      const word = { ja: "ラウンド", zh: "轮次", en: "Round" }[lang];
      expect(line.text.startsWith(`${word} 17/60`)).toBe(true);
      expect(s.items.some((i) => i.label === "status-more")).toBe(false);
      if (!line.text.endsWith(line.tip ?? "")) expect(line.text.endsWith("…")).toBe(true);   // cut: it says so
    });
  }
});
