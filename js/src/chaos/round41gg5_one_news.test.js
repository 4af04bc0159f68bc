// Round GG, fixer GG5 (newcomer review 38, chaos_en 6 / room_en 9: two or three violet news lines stacked over the
// hand, chaos_en 051, 243, 264; room_en 021, 189, 246). The news over the hand tells one change at a time: the one
// that matters most, "+N more" for the rest (all of it on hover and in the story), and "Your hand" stays in sight
// (a wide table).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news, lang) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: {} };
}

const NEWS = {
  en: [{ hand: "New hand (B2's Brainwash): Amnesia ×2, Checkup", piece: "Bomb at f1: back to a8",
         threat: "B2 may be near: it can reach you next turn and swap" }, "Bomb at f1", "+2 more", "Your hand"],
  ja: [{ hand: "新しい手札（B1 の洗脳）：保護、記憶喪失", piece: "B2 のコンボで B1 へ押し出された：あなたは今幽霊",
         threat: "B1 が近くにいるかもしれない" }, "B2 のコンボで", "ほか 2 件", "あなたの手札"],
  zh: [{ hand: "新手牌（B2 的洗脑）：失忆、精神分裂", threat: "B2 可能就在附近" }, "新手牌", "另 1 条", "你的手牌"],
};

describe("review 38, chaos_en 6 / room_en 9: one news at a time over the hand", () => {
  for (const width of [1280, 390]) {
    for (const [lang, [news, first, more, hand]] of Object.entries(NEWS)) {
      it(`${lang} at ${width} px: the first change and "+N more", no other change's words`, () => {
        const s = layout(told(news, lang), { width });
        const lines = s.items.filter((i) => i.news && i.type === "text").sort((a, b) => a.y - b.y);
        expect(lines.length).toBeGreaterThanOrEqual(1);
        expect(lines.length).toBeLessThanOrEqual(2);   // one change, a long one on two lines
        expect(lines[0].text.startsWith(first)).toBe(true);
        const said = lines.map((i) => i.text).join("");
        expect(said).toContain(more);
        for (const other of [news.hand, news.threat].filter((x) => x && !x.startsWith(first))) {
          expect(said).not.toContain(other.slice(0, 8));
        }
        // the hand's title kept on a wide table (a phone's news still takes its place: left for a later round)
        if (width === 1280) expect(s.items.filter((i) => i.type === "text" && i.text === hand)).toHaveLength(1);
      });
    }
  }
});
