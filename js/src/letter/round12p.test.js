// The Letter table, round P (newcomer review 12: zh-TW phone 390×844; review 11's desk loose ends).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tapAction } from "../ui/pointer.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";
import { textWidth } from "../scene/text.js";
import { cardName } from "../scene/words.js";

const at = (s, label) => s.items.find((i) => i.label === label);
const chips = (s) => s.items.filter((i) => i.type === "chip");

describe("finding 1: one rule for a hand card, own turn or answer: the first tap shows its text, a second plays", () => {
  for (const width of [390, 1280]) {
    it(`LS-TURN-5 answer at ${width}: the first tap selects the hand card (its text and the answer's chip), the second answers`, () => {
      const input = { ...valid(answer), ui: { touch: width < 760 } };
      const first = layout(input, { width });
      const card = at(first, "hand-0");
      expect(card.id).toBe("select:0");
      expect(tapAction(first, card.id, null)).toBe("press");   // a select: presses: it plays nothing yet
      const chosen = layout({ ...input, ui: { ...input.ui, selected: 0 } }, { width });
      expect(at(chosen, "hand-0").chosen).toBe(true);
      expect(at(chosen, "hand-label").y).toBe(at(first, "hand-label").y);   // the band keeps its room: the hand stays
      expect(at(chosen, "hand-0").id).toBe("act:answer side=hand");
      // the answer's chips stay (the hand's, the deck's) with Cancel
      expect(chips(chosen).map((c) => c.id)).toEqual(["act:answer side=hand", "act:answer side=deck", "select:none"]);
      if (width < 760) {   // a phone: the card's text in the in-view box under the hand
        const name = at(chosen, "zoom-name");
        expect(name.text).toContain("Cats of Ulthar");
        expect(name.y).toBeGreaterThan(at(chosen, "hand-0").y);
      }
    });
  }

  for (const lang of ["zh", "ja"]) {
    it(`${lang} answer at 360: the chosen hand card's text lies under the hand, the hand stays put`, () => {
      const input = { ...valid({ ...answer, lang }), ui: { touch: true } };
      const first = layout(input, { width: 360 });
      const chosen = layout({ ...input, ui: { touch: true, selected: 0 } }, { width: 360 });
      expect(at(chosen, "hand-label").y).toBe(at(first, "hand-label").y);
      expect(at(chosen, "zoom").own).toBe(true);
      expect(at(chosen, "zoom-name").text).toContain(cardName(answer.catalog, lang, "cats_of_ulthar"));
    });
  }

  it("own turn at 390: a hand card's first tap selects it as well (the same rule)", () => {
    const s = layout({ ...valid(start), ui: { touch: true } }, { width: 390 });
    expect(at(s, "hand-1").id).toBe("select:1");
    const chosen = layout({ ...valid(start), ui: { touch: true, selected: 1 } }, { width: 390 });
    expect(at(chosen, "hand-1").id).toBe("act:play card=liber_ivonis");
    expect(at(chosen, "zoom-name").text).toContain("Liber Ivonis");
  });
});

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const box = (i) => ({ ...i, w: i.w || textWidth(i.text, i.size, i.bold), h: i.h || i.size });
const DISCARD = [{ id: "elder_sign", value: 4, insane: false }, { id: "investigators", value: 1, insane: false },
                 { id: "silver_key", value: 7, insane: false }, { id: "cats_of_ulthar", value: 2, insane: false }];

describe("finding 2: on a phone a tapped opponent's card shows its text in the hand's in-view box, not under the table", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const key of ["silver_key", "clue-stack"]) {
      it(`${lang}, ${key} opened at 390: one box inside the table, under the hand, with its ✕`, () => {
        const view = { ...start.view, opponent_discard: DISCARD };
        const input = { ...valid({ ...start, lang, view }), ui: { touch: true, selected: `zoom:${key}` } };
        const s = layout(input, { width: 390 });
        const zooms = s.items.filter((i) => i.type === "mzoom");
        expect(zooms).toHaveLength(1);
        const [z] = zooms;
        expect(z.y).toBeLessThan(s.fitHeight);   // it starts inside the table, not a screen below its foot
        expect(z.y).toBeGreaterThan(at(s, "hand-0").y + at(s, "hand-0").h);
        expect(s.height - s.fitHeight).toBeLessThan(200);
        expect(s.items.some((i) => i.type === "chip" && i.id === "select:none" && overlaps(i, z))).toBe(true);
        for (const i of s.items.filter((x) => /^(cthulhu|clue-stack|opponent-discard-\d+|hand-\d|insanity)$/.test(x.label ?? ""))) {
          expect(overlaps(z, box(i)), i.label).toBe(false);
        }
        if (key === "silver_key") expect(at(s, "zoom-name").text).toContain(cardName(start.catalog, lang, "silver_key"));
      });
    }
  }
});

describe("finding 5: a chosen card's text box never covers 'Discard · Insanity N'", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [360, 390]) {
      it(`${lang} at ${width}, each hand card chosen: the box lies under the line`, () => {
        const view = { ...start.view, player_discard: DISCARD, insanity: 1 };
        for (const selected of [0, 1]) {
          const s = layout({ ...valid({ ...start, lang, view }), ui: { touch: true, selected } }, { width });
          const z = at(s, "zoom");
          expect(z.own).toBe(true);
          const line = at(s, "insanity");
          expect(line.text).toMatch(/1/);
          expect(overlaps(z, box(line))).toBe(false);
          expect(z.y).toBeGreaterThanOrEqual(line.y + line.size);
        }
      });
    }
  }
});

// an own turn whose insanity check turned up an Insanity card (N 1 → 2) before the draw, after the opponent's turn
const CHECKED = {
  en: ["Turn 4: the opponent's turn.", "The opponent plays Elder Sign.", "The opponent is protected until its next turn.",
       "Turn 5: your turn.", "Insanity check: 1 card goes from the deck to your discard pile.",
       "The insanity check reveals Deep Ones.", "You draw Cats of Ulthar."],
  zh: ["第 4 回合：輪到對手。", "對手打出舊神印記。", "對手受到保護，直到它的下一回合。", "第 5 回合：輪到你。",
       "瘋狂檢定：從牌堆翻出 1 張牌置於你的棄牌堆。", "瘋狂檢定翻出深潛者。", "你抽到烏撒之貓。"],
  ja: ["第 4 ターン：相手の番。", "相手が「旧き印」をプレイする。", "相手は次の相手の番まで守られる。", "第 5 ターン：あなたの番。",
       "狂気チェック：山札から 1 枚をあなたの捨て札に置く。", "狂気チェックで「深きものども」がめくれる。",
       "あなたは「ウルタールの猫」を引く。"],
};
const storyOf = (texts) => texts.map((text, i) => ({
  text, ...([0, 3].includes(i) ? { turn: 1 } : {}), ...(i >= 3 && i !== 4 && i !== 5 ? { you: 1 } : {}),
  ...(i === 5 ? { cards: [["Deep Ones", "deep_ones"]] } : {}), ...(i === 6 ? { cards: [["Cats", "cats_of_ulthar"]] } : {}),
}));

describe("finding 3: 'Just now' names the insanity check's card that changed N (LS-CHECK-1, LS-CHECK-2)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [360, 390]) {
      it(`${lang} at ${width}: the check's reveal and the draw, both whole, over the hand; the hand stays put`, () => {
        const base = { ...valid({ ...start, lang }), ui: { touch: true } };
        const s = layout({ ...base, log_lines: storyOf(CHECKED[lang]) }, { width });
        const said = s.items.filter((i) => i.label === "last-event").map((i) => i.text).join(lang === "en" ? " " : "");
        expect(said).toContain(CHECKED[lang][5]);
        expect(said).toContain(CHECKED[lang][6]);
        expect(said).not.toContain("…");
        // the opponent's turn still told, on the rows left
        expect(s.items.filter((i) => i.label === "last-opponent").map((i) => i.text).join("")).toMatch(/Elder|舊神|旧き/);
        const plain = layout({ ...base, log_lines: storyOf(CHECKED[lang]).filter((_, i) => i !== 4 && i !== 5) }, { width });
        expect(at(s, "hand-0").y).toBe(at(plain, "hand-0").y);
        for (const l of s.items.filter((i) => /^last-/.test(i.label ?? ""))) {
          expect(l.y + l.size).toBeLessThanOrEqual(at(s, "hand-label").y);
        }
      });
    }
  }
});
