// Round BA, fixer BA1 (newcomer review 33: chaos_en 2, 210: "New hand … Checkup · Bomb at f1 …: back to a8", two
// events joined with "·" over three lines; room_en 3, 166: "New hand … · B2 may be near …" wrapped over "Your hand";
// chaos_ja 6, 215: "記憶 / 喪失" broken across lines). The notice over the hand is ONE line: what changed for the
// reader that matters most (its piece: a role or a move, then its hand, then a threat), "+N more" for the rest, no
// word broken, at 1280 and 390 px in en, ja and zh.
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
  en: { hand: "New hand (B2's Brainwash): Amnesia ×2, Checkup", piece: "Bomb at f1 (from the start or B's): back to a8",
        threat: "B2 may be near: it can reach you next turn and swap", more: 1, first: "Bomb at f1",
        rest: "+3 more in the story" },
  ja: { hand: "新しい手札（B1 の洗脳）：保護、躁状態／疾走、記憶喪失", piece: "B2 のコンボで B1 へ押し出された：あなたは今幽霊",
        threat: "B1 が近くにいるかもしれない：次の手番であなたに届き、入れ替わる", first: "B2 のコンボで",
        rest: "ほか 2 件は経過に" },
  zh: { hand: "新手牌（B2 的洗脑）：失忆、精神分裂、狂躁", threat: "B2 可能就在附近：下回合能走到你这里并互换身份",
        first: "新手牌（B2 的洗脑）", rest: "另 1 条见游戏经过" },
};

describe("review 33, 35: the notice over the hand, the change that matters most first", () => {
  for (const width of [1280, 390]) {
    for (const [lang, news] of Object.entries(NEWS)) {
      it(`at ${width} in ${lang}: one change at a time (review 38), no "·", the piece first, no word broken`, () => {
        const s = layout(told(news, lang), { width });
        const lines = s.items.filter((i) => i.news && i.type === "text").sort((a, b) => a.y - b.y);
        // (review 35's line for each change stacked two or three violet lines over the hand: review 38, chaos_en 6)
        expect(lines.length).toBeLessThanOrEqual(2);
        expect(lines[0].text.startsWith(news.first)).toBe(true);
        const said = lines.map((i) => i.text).join(" ");
        expect(said).not.toContain(" · ");
        expect(said).not.toMatch(/記憶…|失…|Amn…/);
        // the others on hover and in the story, "+N more" says so
        expect(said).toMatch(/\+\d|ほか \d|另 \d/);
      });
    }
  }

  it("a news of one change has no '+N more'", () => {
    const s = layout(told({ piece: "B2's combo pushed you from a7 to b7" }, "en"), { width: 1280 });
    expect(s.items.filter((i) => i.news && i.type === "text").map((i) => i.text))
      .toEqual(["B2's combo pushed you from a7 to b7"]);
  });
});
