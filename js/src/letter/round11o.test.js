// The Letter table, round O (newcomer review 11: Letter desk 8/7, zh-TW phone 7/6).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import { textWidth } from "../scene/text.js";

const at = (s, label) => s.items.find((i) => i.label === label);
const all = (s, re) => s.items.filter((i) => re.test(i.label ?? ""));
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Turn 3 of review 11's zh phone game (098_p): the opponent played Elder Sign and is protected; the player drew.
const STORY = [
  { text: "設置：克蘇魯上方有 6 張線索，牌堆 14 張，手牌 1 張。" },
  { text: "第 1 回合：輪到你。", turn: 1, you: 1 },
  { text: "你抽到調查員。", you: 1 },
  { text: "你打出調查員（理智效果）。", you: 1 },
  { text: "你猜 8：猜錯。", you: 1 },
  { text: "第 2 回合：輪到對手。", turn: 1 },
  { text: "對手打出舊神印記。" },
  { text: "對手受到保護，直到它的下一回合。" },
  { text: "第 3 回合：輪到你。", turn: 1, you: 1 },
  { text: "你抽到廷達羅斯獵犬。", you: 1 },
];

describe("finding 1: after the opponent's turn a phone says what it did, over the hand", () => {
  for (const width of [360, 390]) {
    it(`zh at ${width}: "對手回合：" names its Elder Sign and protection, then the player's draw, above the hand`, () => {
      const s = layout({ ...valid({ ...start, lang: "zh" }), log_lines: STORY, ui: { touch: true } }, { width });
      const theirs = all(s, /^last-opponent$/).map((i) => i.text).join("");
      expect(theirs).toContain("對手回合：");
      expect(theirs).toContain("對手打出舊神印記");
      expect(theirs).toContain("直到它的下一回合");
      expect(at(s, "last-event").text).toContain("你抽到廷達羅斯獵犬");
      const hand = at(s, "hand-label");
      for (const line of all(s, /^last-(opponent|event)$/)) {
        expect(line.y + line.size).toBeLessThanOrEqual(hand.y);
        expect(line.y).toBeGreaterThanOrEqual(at(s, "prompt-panel").y + at(s, "prompt-panel").h);
      }
    });
  }

  it("the hand keeps its y whether the opponent has played yet or not (its room kept from turn 1)", () => {
    const base = { ...valid({ ...start, lang: "zh" }), ui: { touch: true } };
    const first = layout({ ...base, log_lines: STORY.slice(0, 3) }, { width: 360 });
    const third = layout({ ...base, log_lines: STORY }, { width: 360 });
    expect(all(first, /^last-opponent$/)).toHaveLength(0);
    expect(at(third, "hand-0").y).toBe(at(first, "hand-0").y);
  });

  it("during the opponent's turn (an answer) the newest line tells it; no line of an older turn", () => {
    const answering = [...STORY, { text: "你打出伊斯之偉大種族（理智效果）。", you: 1 },
                       { text: "第 4 回合：輪到對手。", turn: 1 }, { text: "對手打出倫道夫‧卡特。" }];
    const s = layout({ ...valid({ ...start, lang: "zh" }), log_lines: answering, ui: { touch: true } }, { width: 360 });
    expect(all(s, /^last-opponent$/)).toHaveLength(0);
    expect(at(s, "last-event").text).toContain("對手打出倫道夫‧卡特");
  });

  it("a desk draws neither line (its story is in sight)", () => {
    const s = layout({ ...valid({ ...start, lang: "zh" }), log_lines: STORY }, { width: 1280 });
    expect(all(s, /^last-(opponent|event)$/)).toHaveLength(0);
  });
});

describe("finding 2: a chosen hand card's text covers neither Cthulhu nor the opponent's discard", () => {
  const discard = [{ id: "elder_sign", value: 4, insane: false }, { id: "investigators", value: 1, insane: false },
                   { id: "silver_key", value: 7, insane: false }, { id: "cats_of_ulthar", value: 2, insane: false },
                   { id: "randolph_carter", value: 6, insane: false }];
  for (const lang of ["en", "zh", "ja"]) {
    for (const selected of [0, 1]) {
      it(`${lang}, card ${selected} chosen at 360: the box lies under the hand, off the opponent's row and the chips`, () => {
        const view = { ...start.view, opponent_discard: discard };
        const s = layout({ ...valid({ ...start, lang, view }), log_lines: STORY, ui: { selected, touch: true } },
                         { width: 360 });
        const box = at(s, "zoom");
        expect(box).toBeTruthy();
        const row = all(s, /^(cthulhu|clue-stack|opponent-discard-\d+)$/);
        expect(row.length).toBeGreaterThanOrEqual(7);
        for (const i of [...row, ...s.items.filter((x) => x.type === "chip"), ...all(s, /^hand-\d$/)]) {
          expect(overlaps(box, i), i.label ?? i.text).toBe(false);
        }
        expect(box.y + box.h).toBeLessThanOrEqual(s.height);
      });
    }
  }
});

describe("finding 6: the footer's Removed, Set aside and Unused say why they are out of play (LS-SETUP-1, 2, 4)", () => {
  const WHY = { en: ["does not use The Necronomicon", "only a Mi-Go played for its Insane effect", "neither your deck nor"],
                zh: ["單人遊戲不使用死靈之書", "只有以瘋狂效果打出米‧戈", "不在你的牌堆，也不在線索中"],
                ja: ["ソロでは「ネクロノミコン」を使わない", "狂気の効果でプレイしたときだけ場に出る", "山札にも手がかりにもない"] };
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: hovering the footer tells each reason; a click opens them as its zoom`, () => {
        const base = valid({ ...start, lang });
        const s = layout(base, { width });
        const foot = all(s, /^out-of-play$/);
        expect(foot.length).toBeGreaterThan(0);
        for (const line of foot) for (const why of WHY[lang]) expect(line.tip).toContain(why);
        const open = layout({ ...base, ui: { selected: `zoom:${foot[0].zoom}` } }, { width });
        const said = open.items.filter((i) => /^zoom-(name|text)$/.test(i.label ?? "")).map((i) => i.text).join("");
        expect(said.replace(/\s/g, "")).toContain(WHY[lang][1].replace(/\s/g, ""));
        expect(open.height).toBeGreaterThanOrEqual(s.height);
      });
    }
  }
});

describe("finding 7: a chosen card's long prompt wraps at the prompt's size, never smaller (desk 024)", () => {
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 1280]) {
      it(`${lang} at ${width}: The Shining Trapezohedron chosen: its prompt as big as a short one's, its chip in the band`, () => {
        const view = { ...start.view, hand: [card("shining_trapezohedron"), card("liber_ivonis")] };
        const legal = [{ id: "play card=shining_trapezohedron", kind: "play", target: { zone: "hand", index: 0 },
                         fields: { card: "shining_trapezohedron" }, text: "Play The Shining Trapezohedron: no effect.",
                         label: "no effect" },
                       { id: "play card=liber_ivonis", kind: "play", target: { zone: "hand", index: 1 },
                         fields: { card: "liber_ivonis" }, text: "Play Liber Ivonis.", label: "protection" }];
        const base = valid({ ...start, lang, view, legal });
        const idle = layout(base, { width });
        const s = layout({ ...base, ui: { selected: 0 } }, { width });
        const sizes = all(s, /^prompt(-more)?$/).map((i) => i.size);
        expect(sizes.length).toBeGreaterThan(0);
        // the size of a short selection's prompt (Liber Ivonis chosen): the prompt's own size
        const short = at(layout({ ...base, ui: { selected: 1 } }, { width }), "prompt").size;
        for (const size of sizes) expect(size).toBe(short);
        const panel = at(s, "prompt-panel");
        for (const chip of s.items.filter((i) => i.type === "chip")) expect(chip.y + chip.h).toBeLessThanOrEqual(panel.y + panel.h);
        expect(at(s, "hand-1").y).toBe(at(idle, "hand-1").y);
      });
    }
  }
});

describe("finding 3: a desk's end board keeps the last turn's discard rows and its badges on their piles (038)", () => {
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  // 038's end: eleven kinds in the player's discard, four in the opponent's, one clue and one deck card face up
  const MINE = ["liber_ivonis", "golden_mead", "investigators", "investigators", "professor_armitage",
                "hound_of_tindalos", "elder_sign", "elder_sign", "shining_trapezohedron", "great_race_of_yith",
                "deep_ones", "cats_of_ulthar", "nyarlathotep"];
  const THEIRS = ["professor_armitage", "investigators", "investigators", "silver_key", "great_race_of_yith"];
  const BANNER = { title: "Cthulhu wins", text: "You lost: the deck ran out during the insanity check.", win: false,
                   moment: "What decided it: the deck ran out: it held fewer cards than your insanity check needed.",
                   rows: [["Clues left on Cthulhu", 1], ["Cards left in the deck", 1], ["Insanity cards you discarded", 6],
                          ["Turns played", 9]] };
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 930, the result panel open: no card of the player's discard under another, the table ≤ 677 px`, () => {
      const view = { ...start.view, turn: 9, result: { cause: "check_impossible", outcome: "loss", rule: "LS-CHECK-4", turns: 9 },
                     hand: [card("randolph_carter")], player_discard: MINE.map(card), opponent_discard: THEIRS.map(card),
                     insanity: 6, deck: { ...start.view.deck, count: 1, cards: [card("cats_of_ulthar")], top_known: true },
                     opponent: { ...start.view.opponent, clues: 1, count: 2, cards: [card("investigators"), card("cthulhu")] } };
      const s = layout({ ...valid({ ...start, lang, view, banner: BANNER }), ui: { endingShown: true } }, { width: 930 });
      expect(s.height).toBeLessThanOrEqual(800 - 123);
      const mine = all(s, /^player-discard-\d+$/);
      expect(mine).toHaveLength(11);
      for (const c of mine) expect(c.peek, c.label).toBeUndefined();
      for (const a of mine) for (const b of mine) if (a !== b) expect(overlaps(a, b), `${a.label} ${b.label}`).toBe(false);
    });
  }
});

describe("finding 4: on a phone 'Opponent's discard' heads its own cards, beside Cthulhu, not the table's far edge", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [360, 390]) {
      it(`${lang} at ${width}: the label starts within 40 px of its first slot and clear of Cthulhu's label`, () => {
        const s = layout({ ...valid({ ...start, lang }), ui: { touch: true } }, { width });
        const label = at(s, "opp-discard-label");
        const slot = s.items.find((i) => /^opponent-discard/.test(i.label ?? "") && i !== label);
        const cthulhu = at(s, "cthulhu");
        expect(label.x - slot.x).toBeGreaterThanOrEqual(0);
        expect(label.x - slot.x).toBeLessThanOrEqual(40);   // past a long Cthulhu label (ja) at most
        const goal = s.items.find((i) => i.type === "text" && i.x === cthulhu.x && i.y === label.y);
        expect(label.x).toBeGreaterThanOrEqual(goal.x + textWidth(goal.text, goal.size ?? 12) + 8);
        expect(label.x + label.w).toBeLessThanOrEqual(s.width);
      });
    }
  }
});
