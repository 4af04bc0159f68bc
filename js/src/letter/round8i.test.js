// The Letter table, issue 23 round I (newcomer review 7: Letter 7/6 at 1280×800, 7/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachPlace } from "../ui/coach.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";
import { endPanelHeight, replayPanelHeight } from "./layout.js";

const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe("finding 1: Learn to play's first bubble lies on the table at 1280×800, so the page never scrolls to it", () => {
  for (const lang of ["en", "zh"]) {
    it(`${lang}: the bubble by the first hand card fits inside the canvas and covers no card nor the prompt`, () => {
      const s = layout(valid({ ...start, lang }), { width: 930 });
      const item = s.items.find((i) => i.label === "hand-0");
      const bubble = { w: 320, h: 215 };   // step 1's bubble at 1280×800 (review 7)
      const at = coachPlace(s, item, bubble, { rootWidth: 1250, height: s.height, width: s.width, visible: 800 });
      const box = { ...at, ...bubble };
      expect(box.y + box.h).toBeLessThanOrEqual(s.height);
      const kept = s.items.filter((i) => i.type !== "text" && (i.keep || i.avoid || i.label === "prompt-guard"));
      expect(kept.filter((i) => overlap(box, i) > 0).map((i) => i.label)).toEqual([]);
    });
  }
});

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const LATE = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign", "professor_armitage",
              "randolph_carter", "deep_ones", "golden_mead"];

describe("finding 1: a card's zoom covers neither the player's discard nor the hand (1280×800, late game)", () => {
  for (const lang of ["en", "zh"]) {
    for (const n of [4, 6, 8]) {
      it(`${lang}: ${n} kinds in the player's discard, each hand card opened or chosen`, () => {
        const view = { ...start.view, player_discard: LATE.slice(0, n).map(card),
                       opponent_discard: LATE.slice(0, 5).map(card) };
        let opened = 0;
        for (const selected of [0, 1, "zoom:mi_go", "zoom:liber_ivonis"]) {
          const s = layout(valid({ ...start, lang, view, ui: { selected } }), { width: 930 });
          const zoom = s.items.find((i) => i.label === "zoom");
          if (!zoom) continue;
          opened += 1;
          const hit = s.items.filter((i) => /^player-discard|^hand-\d/.test(i.label ?? "") && overlap(zoom, i) > 0);
          expect(hit.map((i) => i.label), String(selected)).toEqual([]);
        }
        expect(opened).toBe(4);
      });
    }
  }
});

describe("finding 3: protection has a word by its shield, and its help says until when", () => {
  const SAID = { en: ["Protected", "until the start of your next turn", "until its next turn"],
                 zh: ["受保護", "直到你下一回合開始", "直到它的下一回合"], ja: ["保護中", "次の自分の番の開始まで", "相手の次の番まで"] };
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: the player's and the opponent's shields`, () => {
        const view = { ...start.view, protected: { player: true, opponent: true } };
        const s = layout(valid({ ...start, lang, view }), { width });
        const [word, mine, its] = SAID[lang];
        const texts = s.items.filter((i) => i.type === "text" && i.text === word);
        expect(texts.length).toBe(2);
        // the opponent's mark is its pill on the clue stack (round S finding 4: a shield beside Cthulhu said it twice)
        const shields = [s.items.find((i) => i.label === "protected-opponent" && i.type === "rect"),
                         s.items.find((i) => i.type === "shield")];
        expect(shields.map((i) => i.tip.split("\n").slice(1).join(" "))).toEqual([expect.stringContaining(its),
                                                                                  expect.stringContaining(mine)]);
        for (const shield of shields) expect(shield.id).toMatch(/^zoom:/);   // a tap opens it, a hover tells it
        // the player's word lies clear of the Hand label and of its shield
        const hand = s.items.find((i) => i.label === "hand-label");
        const label = s.items.find((i) => i.label === "protected-player" && i.type === "text");
        expect(label.x).toBeGreaterThan(hand.x + hand.w);
        expect(label.x + label.w).toBeLessThanOrEqual(shields[1].x);
      });
    }
  }
});

describe("finding 2: on a phone the opponent's discard keeps its two rows' band, so nothing moves as it grows", () => {
  const KINDS = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign", "professor_armitage",
                 "randolph_carter", "deep_ones", "golden_mead", "liber_ivonis", "silver_key"];
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390: the hand and the prompt stay put from 0 to 10 kinds; every card in two rows inside the table`, () => {
      const at = [];
      for (let n = 0; n <= KINDS.length; n++) {
        const view = { ...start.view, opponent_discard: KINDS.slice(0, n).map(card) };
        const s = layout(valid({ ...start, lang, view }), { width: 390 });
        const pile = s.items.filter((i) => /^opponent-discard/.test(i.label ?? ""));
        expect(new Set(pile.map((i) => i.y)).size).toBeLessThanOrEqual(2);   // review 8: two rows, not one
        for (const c of pile) expect(c.x + c.w).toBeLessThanOrEqual(s.width);
        const hand = s.items.find((i) => i.label === "hand-0");
        const prompt = s.items.find((i) => i.label === "prompt");
        at.push([hand.y, prompt.y]);
      }
      expect(new Set(at.map((p) => p.join())).size).toBe(1);
    });
  }
});

describe("finding 2: the result panel over the canvas's top covers neither discard nor the hand", () => {
  for (const [lang, width] of [["en", 930], ["zh", 390], ["ja", 390], ["en", 390]]) {
    it(`${lang} at ${width}: every card of the end board lies under the panel's foot`, () => {
      const view = { ...won.view, opponent_discard: LATE.slice(0, 6).map(card), player_discard: LATE.slice(2, 7).map(card) };
      const s = layout(valid({ ...won, lang, view }), { width });
      const foot = endPanelHeight(won.banner, s.width);
      expect(foot).toBeGreaterThan(150);
      const cards = s.items.filter((i) => ["card", "pile", "slot"].includes(i.type));
      expect(cards.length).toBeGreaterThan(10);
      for (const c of cards) expect(c.y, c.label).toBeGreaterThanOrEqual(foot);
    });
  }
});

describe("finding 2: a replay's panel over the canvas's top covers not the opponent's row", () => {
  const LOG = { en: ["You play Professor Henry Armitage (Sane effect).", "You discard Cats of Ulthar from your hand.",
                     "You draw Investigators.", "Turn 4: the opponent's turn."],
                zh: ["你從手牌棄掉烏薩之貓。", "你抽到調查員。", "第 4 回合：輪到對手。", "對手打出奈亞拉托提普。"] };
  for (const [lang, width] of [["en", 930], ["zh", 390], ["en", 390]]) {
    it(`${lang} at ${width}: a replay's step (the banner, no result yet) lays the opponent's row under the panel`, () => {
      const s = layout(valid({ ...start, lang, banner: won.banner, log_lines: LOG[lang] }), { width });
      const foot = replayPanelHeight(LOG[lang], s.width);
      expect(foot).toBeGreaterThanOrEqual(8 + 34);   // the one-row bar (review 11, 92a806b), no longer ~150 px
      const cards = s.items.filter((i) => ["card", "pile", "slot"].includes(i.type));
      for (const c of cards) expect(c.y, c.label).toBeGreaterThanOrEqual(foot);
      // the same room for a step of fewer lines: the table keeps its place from step to step
      const short = layout(valid({ ...start, lang, banner: won.banner, log_lines: LOG[lang].slice(0, 1) }), { width });
      expect(short.items.find((i) => i.label === "clue-stack").y).toBe(s.items.find((i) => i.label === "clue-stack").y);
    });
  }
});

describe("finding 2: a card's zoom at the end or in a replay opens off the page's panel (under it, it was never seen)", () => {
  for (const [lang, width] of [["zh", 390], ["en", 930]]) {
    for (const replay of [false, true]) {
      it(`${lang} at ${width}${replay ? ", a replay's step" : ", the end board"}: each card's zoom lies under the panel`, () => {
        const base = replay ? { ...start, banner: won.banner, log_lines: ["a", "b"] } : won;
        const view = { ...base.view, opponent_discard: LATE.slice(0, 3).map(card), player_discard: LATE.slice(2, 5).map(card) };
        const top = replay ? replayPanelHeight(["a", "b"], width) : endPanelHeight(won.banner, width);
        let opened = 0;
        for (const id of ["cthulhu", ...LATE.slice(0, 5)]) {
          const s = layout(valid({ ...base, lang, view, ui: { selected: `zoom:${id}` } }), { width });
          const zoom = s.items.find((i) => i.label === "zoom");
          if (!zoom) continue;
          opened += 1;
          expect(zoom.y, id).toBeGreaterThanOrEqual(top);
        }
        expect(opened).toBeGreaterThan(3);
      });
    }
  }
});
