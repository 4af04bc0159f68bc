// Newcomer review 37 (round FF, fixer FF7), mythos_ja words: the battle's title read 「バトル: 味方の派遣」, an ASCII
// colon in Japanese text. Every text the table draws in ja at the commit step has its colon full-width (「バトル：…」).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const JA_COLON = /[\u3040-\u30ff\u4e00-\u9fff）」]\s*: |: [\u3040-\u30ff\u4e00-\u9fff「（]/u;

describe("review 37, mythos_ja: a colon in Japanese is '：'", () => {
  for (const width of [1280, 390]) {
    it(`ja ${width} px, the commit step: 「バトル：味方の派遣」, no ASCII ': ' beside Japanese words`, () => {
      const f = recorded.ja[49];
      expect(f.view.step).toBe("commit");
      const s = layout({ ...valid(withCatalog(f)), lang: "ja" }, { width });
      const texts = s.items.map((i) => String(i.text ?? "")).filter(Boolean);
      expect(texts.some((t) => t.includes("バトル：味方の派遣"))).toBe(true);
      expect(texts.filter((t) => JA_COLON.test(t))).toEqual([]);
    });
    it(`ja ${width} px, every recorded frame: no ASCII ': ' beside Japanese words`, () => {
      const bad = new Set();
      for (const f of recorded.ja) {
        const s = layout({ ...valid(withCatalog(f)), lang: "ja" }, { width });
        for (const i of s.items) if (JA_COLON.test(String(i.text ?? ""))) bad.add(i.text);
      }
      expect([...bad]).toEqual([]);
    });
  }
});
