// The Letter table, issue 23 round M (newcomer review 9: Letter 7/6 at 1280×800, 6/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { endPanelHeight, replayPanelHeight } from "./layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const DESK = 930;   // the canvas's width in a 1280×800 window (Voilà's page, the story column beside it)
// the kernel's prompts (games/letter/sentences): one line, two, three, and the longest (a forced play in danger)
const PROMPTS = {
  en: ["Name the value of the opponent's top card.",
       "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack).",
       "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack). You are sane, so "
       + "Nyarlathotep (the eye: an Insanity card) uses its Sane effect; in your discard it makes you insane.",
       "You must play The Shining Trapezohedron: a 7 held with a card of 5 or more is always played. Danger: Cthulhu "
       + "is the opponent's top card. When your turn ends the opponent plays it and you lose, unless you seal it now: "
       + "eliminate it, take it or swap it away."],
  zh: ["猜對手最上面的牌的數值。", "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。",
       "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。你未瘋狂，所以奈亞拉托提普（有眼睛的瘋狂卡）用理智效果；"
       + "它進入你的棄牌堆後你就瘋狂了。",
       "你必須打出閃耀的偏方三八面體：7 與 5 以上的牌同在手中時，必須打出 7。 危險：克蘇魯是對手最上面的牌。你的回合結束時"
       + "對手會打出它，你就輸了；除非你現在封印它：淘汰、拿走或交換掉它。"],
  ja: ["相手の一番上のカードの数字を宣言する。", "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。",
       "あなたの番：光っている札をクリックし、相手（手がかりの山）の一番上のカードに対してプレイする。あなたは正気なので"
       + "「ナイアーラトテップ」（目のマークの狂気カード）は正気の効果を使う。捨て札に置かれると狂気になる。",
       "「ランドルフ・カーター」をプレイしなければならない：5 以上のカードと一緒に持つ 7 は必ずプレイする。 危険：クトゥルフが"
       + "相手の一番上のカード。あなたのターンが終わると相手がそれをプレイし、あなたの負け。今封印しなければならない：脱落させる、"
       + "奪う、または交換して取り除く。"],
};

describe("finding 1: the hand and deck row keeps one y whatever the prompt says; no prompt under 12 px at a desk", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at ${DESK}: a 1-, 2-, 3-line and the longest prompt leave the hand row where it is`, () => {
      const rows = PROMPTS[lang].map((prompt) => {
        const s = layout(valid({ ...start, lang, prompt }), { width: DESK });
        const said = s.items.filter((i) => /^prompt(-more)?$/.test(i.label ?? ""));
        expect(said.map((i) => i.text).join("").replace(/\s/g, "")).toBe(prompt.replace(/\s/g, ""));
        for (const line of said) expect(line.size).toBeGreaterThanOrEqual(12);
        const at = (label) => s.items.find((i) => i.label === label);
        return [at("hand-0").y, at("deck").y, at("hand-label").y].join();
      });
      expect(new Set(rows).size).toBe(1);
    });
  }
});

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const LABELS = /^(hand-label|deck-label|insanity|opp-discard-label)$/;

/** Return the px between two boxes (negative: they overlap), the larger of the two axes' gaps. */
function apart(a, b) {
  return Math.max(b.x - (a.x + a.w), a.x - (b.x + b.w), b.y - (a.y + a.h), a.y - (b.y + b.h));
}

/** Check each zoom `uis` open on table `base` is 4 px off the rows' labels; return how many zooms opened. */
function zoomsClear(base, uis) {
  let n = 0;
  for (const ui of uis) {
    const s = layout({ ...base, ui }, { width: DESK });
    const zoom = s.items.find((i) => i.label === "zoom");
    if (!zoom) continue;
    n += 1;
    for (const l of s.items.filter((i) => i.type === "text" && LABELS.test(i.label ?? ""))) {
      expect(apart(zoom, l), `${JSON.stringify(ui)} ${l.text}`).toBeGreaterThanOrEqual(4);
    }
  }
  return n;
}

describe("finding 4: a card's zoom keeps clear of the rows' labels; the deck's count lies over its choice ring", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at ${DESK}: every zoom a card opens stays 4 px off Hand, Deck: N, Discard · Insanity N`, () => {
      const view = { ...start.view, hand: [card("elder_sign"), card("hound_of_tindalos")],
                     player_discard: ["cats_of_ulthar", "investigators", "professor_armitage"].map(card),
                     opponent_discard: ["silver_key", "cats_of_ulthar", "investigators"].map(card) };
      const legal = [{ id: "a", target: { zone: "hand", index: 0 }, fields: {}, text: "Play Elder Sign: protect yourself" },
                     { id: "b", target: { zone: "hand", index: 1 }, fields: {}, text: "Play Hound of Tindalos" }];
      let n = 0;
      for (const base of [valid({ ...start, lang }), valid({ ...start, lang, view, legal })]) {
        const keys = new Set(layout(base, { width: DESK }).items.map((i) => i.zoom).filter(Boolean));
        n += zoomsClear(base, [{ selected: 0 }, { selected: 1 }, ...[...keys].map((k) => ({ selected: `zoom:${k}` }))]);
      }
      expect(n).toBeGreaterThan(8);
    });
  }


  it("the deck's count badge is painted after (over) its choice ring", async () => {
    const { LETTER_PAINTERS } = await import("./paint.js");
    const calls = [];
    const ctx = new Proxy({}, {
      get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: String(t).length * 6 })
        : (...a) => calls.push({ k, a, stroke: o.strokeStyle, fill: o.fillStyle })),
      set: (o, k, v) => { o[k] = v; return true; },
    });
    LETTER_PAINTERS.pile(ctx, { type: "pile", x: 200, y: 400, w: 90, h: 126, count: 8, top: null, highlight: true });
    const ring = calls.findLastIndex((c) => c.k === "stroke" && c.stroke === "#f5c542");
    const count = calls.findIndex((c) => c.k === "fillText" && c.a[0] === "8");
    expect(ring).toBeGreaterThanOrEqual(0);
    expect(count).toBeGreaterThan(ring);
  });
});

describe("finding 4: in a replay its panel covers neither the turn's title nor, at the last step, the result strip", () => {
  const log = [{ text: "You play Investigators (Sane effect)." }, { text: "You named 3: wrong." },
               { text: "Turn 4: the opponent's turn.", turn: true }];
  const BANNER = { title: "Cthulhu wins", text: "You lost: the opponent played Cthulhu and it rises.", win: false };
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at ${DESK}: the header and the red strip lie under the replay's panel`, () => {
      const panel = replayPanelHeight(log, DESK);
      const turn = start.catalog.ui[lang]?.turn ?? start.catalog.ui.en.turn;
      const mid = layout({ ...valid({ ...start, lang, legal: [], banner: BANNER, log_lines: log }),
                          ui: { endingShown: false } }, { width: DESK });
      const head = mid.items.find((i) => i.type === "text" && String(i.text).startsWith(turn));
      expect(head.y).toBeGreaterThanOrEqual(panel);
      const view = { ...start.view, result: { cause: "cthulhu", outcome: "loss", rule: "LS-P10", turns: 12 } };
      const last = layout({ ...valid({ ...start, lang, view, legal: [], banner: BANNER, log_lines: log }),
                           ui: { endingShown: false } }, { width: DESK });
      expect(last.items.find((i) => i.type === "banner").y).toBeGreaterThanOrEqual(panel);
    });
  }
});

describe("finding 2: at the end the board stays where it lay on the last turn; the page's panel lies over no card", () => {
  const BANNER = { title: "You sealed Cthulhu!", text: "You won: Cthulhu is sealed again.", win: true,
                   moment: "What decided it: Cthulhu is eliminated from the opponent's stack.",
                   rows: [["Clues left on Cthulhu", 0], ["Cards left in the deck", 5],
                          ["Insanity cards you discarded", 2], ["Turns played", 9]] };
  for (const lang of ["en", "zh", "ja"]) {
    for (const kinds of [0, 5, 10]) {
      it(`${lang} at ${DESK}, ${kinds} kinds in the opponent's discard: stack, hand and deck keep their y`, () => {
        const theirs = ["elder_sign", "randolph_carter", "nyarlathotep", "investigators", "professor_armitage",
                        "cats_of_ulthar", "silver_key", "great_race_of_yith", "golden_mead", "liber_ivonis"];
        const view = { ...start.view, turn: 9, opponent_discard: theirs.slice(0, kinds).map(card),
                       player_discard: ["great_race_of_yith", "investigators", "deep_ones"].map(card) };
        const play = layout({ ...valid({ ...start, lang, view }), ui: { endingShown: false } }, { width: DESK });
        const over = { ...view, opponent: { ...view.opponent, clues: 0 },
                       result: { cause: "cthulhu_out", outcome: "win", rule: "LS-P9", turns: 9 } };
        const end = layout({ ...valid({ ...start, lang, view: over, legal: [], banner: BANNER }),
                            ui: { endingShown: true } }, { width: DESK });
        const at = (s, label) => s.items.find((i) => i.label === label);
        expect(end.items.filter((i) => i.type === "banner").map((i) => i.h)).toEqual([0]);   // read, covering nothing
        for (const label of ["clue-stack", "cthulhu", "hand-label", "hand-0", "deck"]) {
          expect(Math.abs(at(end, label).y - at(play, label).y), label).toBeLessThanOrEqual(2);
        }
        // the opponent's discard and its label come under the panel (centred over the canvas's top)
        const foot = endPanelHeight(BANNER, DESK);
        for (const i of end.items.filter((x) => /^opp(onent)?-discard/.test(x.label ?? ""))) {
          expect(i.y, i.label).toBeGreaterThanOrEqual(foot);
          expect(i.y + i.h, i.label).toBeLessThanOrEqual(at(end, "hand-label").y);
        }
      });
    }
  }
});

describe("finding 5: the seat's known cards (the frame's `known`) carry a mark; no other card does", () => {
  for (const [lang, said] of [["en", "known"], ["zh", "已知"], ["ja", "既知"]]) {
    it(`${lang}: a known deck top says "${said}", the always-known hand no tag; the discards and unknown cards nothing`, () => {
      const deck = { ...start.view.deck, top_known: true, cards: [{ ...card("investigators"), known: true }] };
      const view = { ...start.view, hand: [{ ...card("elder_sign"), known: true }, card("mi_go")], deck,
                     player_discard: [card("cats_of_ulthar")], opponent_discard: [card("investigators")] };
      const s = layout(valid({ ...start, lang, view }), { width: DESK });
      const at = (label) => s.items.find((i) => i.label === label);
      expect(at("hand-0").face.known).toBeUndefined();   // the hand is always known (LS-KNOW-1): no tag on each
      expect(at("hand-1").face.known).toBeUndefined();
      expect(at("deck").top.known).toBe(said);
      for (const i of s.items.filter((x) => /discard-\d/.test(x.label ?? ""))) expect(i.face?.known).toBeUndefined();
    });
  }

  it("the painter draws the mark's word on a known card, nothing on another", async () => {
    const { LETTER_PAINTERS } = await import("./paint.js");
    const texts = (item) => {
      const out = [];
      const ctx = new Proxy({}, {
        get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: String(t).length * 6 })
          : (...a) => (k === "fillText" ? out.push(a[0]) : null)),
        set: (o, k, v) => { o[k] = v; return true; },
      });
      LETTER_PAINTERS.card(ctx, item);
      return out;
    };
    const base = { type: "card", x: 10, y: 10, w: 90, h: 126 };
    expect(texts({ ...base, face: { id: "elder_sign", value: 4, name: "Elder Sign", known: "known" } })).toContain("known");
    expect(texts({ ...base, face: { id: "elder_sign", value: 4, name: "Elder Sign" } })).not.toContain("known");
  });
});

describe("finding 3: on a phone the result panel covers not the turn's title", () => {
  const BANNER = { title: "克蘇魯獲勝", text: "你失敗：牌堆已空，無法抽牌。", win: false,
                   moment: "決定勝負的一刻：牌堆用完了：瘋狂檢定翻走了最後的牌，你已無牌可抽。",
                   rows: [["克蘇魯上剩下的線索", 2], ["牌堆剩下的牌", 0], ["你棄掉的瘋狂卡", 5], ["進行的回合", 9]] };
  for (const lang of ["zh", "en", "ja"]) {
    it(`${lang} at 390: "Turn 9 · Game over" lies under the panel's room; the rows under it`, () => {
      const view = { ...start.view, turn: 9, result: { cause: "deck_out", outcome: "loss", rule: "LS-CHECK-4", turns: 9 } };
      const s = layout({ ...valid({ ...start, lang, view, legal: [], banner: BANNER }), ui: { endingShown: true } },
                       { width: 390 });
      const turn = start.catalog.ui[lang]?.turn ?? start.catalog.ui.en.turn;
      const head = s.items.find((i) => i.type === "text" && String(i.text).startsWith(`${turn} 9`));
      expect(head.y).toBeGreaterThanOrEqual(endPanelHeight(BANNER, 390));
      expect(s.items.find((i) => i.label === "clue-stack").y).toBeGreaterThan(head.y);
    });
  }
});
