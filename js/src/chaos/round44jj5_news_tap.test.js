// CHAOS, round JJ (fixer JJ5), newcomer review 40, chaos_ja 3 (099): a phone's violet news cut to "新しい手札（B2 の
// 洗脳）：保護、躁状態／疾走、 ..." left no word of how to read the rest. A news line cut to "…" now says its rest is
// one tap away, and a tap (a finger's, or a mouse's click: `clickTip`) opens the whole news.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: { selected: null } };
}

const LONG = {
  en: "B2 took your Schizophrenia, B1's Amnesia took your Amnesia at random, B2's Prank took your Checkup at random, "
    + "B1's Amnesia took your Protection at random",
  ja: "B2 があなたの「統合失調症」を取った、B1 の「記憶喪失」であなたの「記憶喪失」が無作為に取られた、"
    + "B2 の「いたずら」であなたの「検診」が無作為に取られた",
  zh: "B2 拿走了你的精神分裂，B1 的失忆随机拿走了你的失忆，B2 的恶作剧随机拿走了你的体检，B1 的失忆随机拿走了你的体检，"
    + "B2 的恶作剧随机拿走了你的保护",
};
const TAP = { en: "(tap)", ja: "(タップ)", zh: "(点按)" };

describe("review 40, chaos_ja 3: a cut news says its rest is a tap away", () => {
  for (const [lang, hand] of Object.entries(LONG)) {
    it(`${lang} at 340, four lines: the cut line ends with ${TAP[lang]}, its tap opens the whole news`, () => {
      const s = layout(told({ hand }, lang), { width: 340 });
      const lines = s.items.filter((i) => i.news);
      const cut = lines.find((i) => String(i.text).includes("…"));
      expect(cut, "the news is cut at 340").toBeTruthy();
      expect(cut.text.endsWith(TAP[lang]), cut.text).toBe(true);
      expect(cut.tip.replace(/\s+/g, "")).toBe(hand.replace(/\s+/g, ""));
      expect(cut.clickTip).toBe(true);
    });
  }
  it("a news told whole says nothing of a tap", () => {
    const s = layout(told({ hand: "B1's Amnesia took your Checkup at random" }, "en"), { width: 390 });
    for (const i of s.items.filter((n) => n.news)) expect(i.text).not.toContain(TAP.en);
  });
});
