// Round W (newcomer review 16b, Letter on a 繁體中文 phone 390×844): what a phone shows over the hand.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const all = (s, re) => s.items.filter((i) => re.test(i.label ?? ""));
const at = (s, label) => s.items.find((i) => i.label === label);

// the player's Investigators missed (turn 1), the opponent played (turn 2), the player's turn 3 began with a draw
const MISSED = {
  en: ["Turn 1: your turn.", "You draw Golden Mead.", "You play Investigators (Sane effect).", "You named 2: wrong.",
       "The opponent's top card is now known: Elder Sign.", "Turn 2: the opponent's turn.",
       "The opponent plays Elder Sign.", "The opponent is protected until its next turn.", "Turn 3: your turn.",
       "You draw Elder Sign."],
  zh: ["第 1 回合：輪到你。", "你抽到黃金蜂蜜酒。", "你打出調查員（理智效果）。", "你猜 2：猜錯。", "對手最上面的牌正面朝上：舊神印記。",
       "第 2 回合：輪到對手。", "對手打出舊神印記。", "對手受到保護，直到它的下一回合。", "第 3 回合：輪到你。", "你抽到舊神印記。"],
  ja: ["第 1 ターン：あなたの番。", "あなたは「黄金の蜂蜜酒」を引く。", "あなたは「調査員」をプレイする（正気の効果）。",
       "2 を宣言：はずれ。", "相手の一番上のカードが判明：「旧き印」。", "第 2 ターン：相手の番。", "相手が「旧き印」をプレイする。",
       "相手は次の相手の番まで守られる。", "第 3 ターン：あなたの番。", "あなたは「旧き印」を引く。"],
};
const story = (texts) => texts.map((text, i) => ({
  text, ...([0, 5, 8].includes(i) ? { turn: 1 } : {}), ...([0, 1, 2, 3, 8, 9].includes(i) ? { you: 1 } : {}),
}));
const MINE = { en: "Your last turn:", zh: "你上一回合：", ja: "あなたの前の番：" };

describe("finding 1: the player's own last play's outcome is said over a phone's hand", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [360, 390]) {
      it(`${lang} at ${width}: the missed guess and the card it made known, with the opponent's turn, the hand put`, () => {
        const base = { ...valid({ ...start, lang }), ui: { touch: true } };
        const s = layout({ ...base, log_lines: story(MISSED[lang]) }, { width });
        const sep = lang === "en" ? " " : "";
        const mine = all(s, /^last-mine$/).map((i) => i.text).join(sep);
        expect(mine.startsWith(MINE[lang])).toBe(true);
        expect(mine).toContain(MISSED[lang][3]);          // "You named 2: wrong."
        expect(mine).toContain(MISSED[lang][4]);          // the top card now known
        expect(mine).not.toContain("…");
        const theirs = all(s, /^last-opponent$/).map((i) => i.text).join(sep);
        expect(theirs).toContain(MISSED[lang][6]);        // the opponent's card still said
        // chronological: the player's play first, then the opponent's turn; all above the hand
        const hand = at(s, "hand-label");
        for (const l of all(s, /^last-/)) expect(l.y + l.size).toBeLessThanOrEqual(hand.y);
        expect(Math.max(...all(s, /^last-mine$/).map((i) => i.y)))
          .toBeLessThan(Math.min(...all(s, /^last-opponent$/).map((i) => i.y)));
        // the hand keeps its row
        const first = layout({ ...base, log_lines: story(MISSED[lang]).slice(0, 2) }, { width });
        expect(at(s, "hand-0").y).toBe(at(first, "hand-0").y);
      });
    }
  }
});

// Finding 5: the purple dot on the Insanity cards of the player's discard was explained nowhere a tap on the card
// reaches (only in Insanity N's text). A tapped Insanity card's text says it in its first line.
describe("finding 5: an Insanity card's text says what the discard's purple dot means", () => {
  const DOT = { en: "purple dot", zh: "紫色圓點", ja: "紫の点" };
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  for (const lang of ["en", "zh", "ja"]) {
    for (const id of ["golden_mead", "liber_ivonis"]) {
      it(`${lang}: ${id} tapped in the discard on a phone, its first line names the dot and Insanity N`, () => {
        const view = { ...start.view, player_discard: [card(id), card("investigators")], insanity: 1 };
        const s = layout({ ...valid({ ...start, lang, view }), ui: { touch: true, selected: `zoom:${id}` } },
                         { width: 390 });
        expect(s.items.some((i) => i.label === "player-discard-0" && i.marked)).toBe(true);   // the dot drawn
        const lines = s.items.filter((i) => i.label === "zoom-text").map((i) => i.text);
        const first = lines.join(lang === "en" ? " " : "").split(/(?<=[.。])/)[0];
        expect(first).toContain(DOT[lang]);
        expect(first).toMatch(/N/);
      });
    }
  }
});
