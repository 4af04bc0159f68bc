// Round CC, fixer CC2 (newcomer review 35, chaos_ja 1, 260/266: "B2 のコンボで a2 から a5 へ押された ほか 1 件は経過に",
// the banner over the hand cut, the rest ~900 px lower in the story; room_en 5, 172: "New hand (B2's Brainwash):
// Checkup, Mania / Sprint ×2 … +1"). The banner says what changed for the reader, complete: each change on its own
// line (its piece, then its hand, then a threat), at most 3, never "+N more" nor "…", at 1280 and 390 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang = "en") {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: {} };
}

const NEWS = {
  en: { piece: "B2's combo pushed you from a2 to a5", hand: "B1's Amnesia took your Protection (Moon) at random",
        threat: "B2 may be near: it can reach you next turn and swap", more: 1 },
  ja: { piece: "B2 のコンボで a2 から a5 へ押された", hand: "新しい手札（B2 の洗脳）：保護、躁状態／疾走、記憶喪失", more: 1 },
  zh: { piece: "B2 的合作把你从 a2 推到了 a5", hand: "新手牌（B2 的洗脑）：失忆、精神分裂、狂躁", more: 2 },
};

// (since review 38, chaos_en 6 / room_en 9, two or three such lines stacked over the hand: one change at a time, the
// piece's first, whole, "+N more" for the rest, every change on hover: round GG5)
describe("review 35, 38: the banner over the hand, its first change whole, the rest on hover", () => {
  for (const width of [1280, 390]) {
    for (const [lang, news] of Object.entries(NEWS)) {
      it(`at ${width} in ${lang}: the piece's change whole, "+N more", no "…"`, () => {
        const s = layout(told(news, lang), { width });
        const lines = s.items.filter((i) => i.news && i.type === "text").sort((a, b) => a.y - b.y);
        const said = [news.piece, news.hand, news.threat].filter(Boolean);
        expect(lines.map((i) => i.text).join("").startsWith(news.piece)).toBe(true);
        expect(lines.length).toBeLessThanOrEqual(2);
        expect(lines.map((i) => i.text).join(" ")).toMatch(/\+\d|ほか \d|另 \d/);
        expect(lines.map((i) => i.text).join(" ")).not.toMatch(/…/);
        const tip = lines.map((i) => i.tip ?? "").join("\n");
        for (const change of said) expect(tip).toContain(change);
        // read top down (the piece first), a line apart, in the table, the last in the hand title's place
        lines.slice(1).forEach((i, k) => expect(i.y - lines[k].y).toBeGreaterThanOrEqual(i.size));
        for (const i of lines) expect(i.x + (i.maxW ?? 0)).toBeLessThanOrEqual(width);
        // (a desk's last line right above "Your hand", which stays: round CC3, review 35, chaos_en 5)
        const title = s.items.find((i) => i.label === "hand-title" && !i.news);
        if (title) expect(title.y - lines.at(-1).y).toBeLessThanOrEqual(title.size + 8);
        else expect(lines.at(-1).label).toBe("hand-title");
      });
    }
  }
});
