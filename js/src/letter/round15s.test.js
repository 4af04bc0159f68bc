// The Letter table, newcomer review 14, round S (desk 1280×800 en, phone zh-TW 390).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { replayPanelHeight } from "./layout.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";
import answer from "../fixtures/letter_answer.json";
import games from "./round10n_games.json";

const DESK = 930;   // Voilà at 1280×800: the canvas 930 px wide
const at = (s, label) => s.items.find((i) => i.label === label);
const card = (id) => ({ id, insane: false, value: 1 });
const THEIRS = ["elder_sign", "randolph_carter", "nyarlathotep", "investigators", "professor_armitage",
                "cats_of_ulthar", "silver_key", "great_race_of_yith", "golden_mead", "liber_ivonis"];

// Finding 1: "Watch the replay" pushed the table down ~48 px (desk): its room was kept only during a replay. The bar
// now lies over the header's room; the header goes into the band a replay leaves empty. The board's boxes are the same
// at the end (the result panel open), at a replay's step, at its last step and back at the end.
describe("finding 1: the table does not move when a replay starts or ends", () => {
  const BANNER = { title: "You sealed Cthulhu!", text: "You won: Cthulhu is sealed again.", win: true,
                   moment: "What decided it: Cthulhu is eliminated from the opponent's stack.",
                   rows: [["Clues left on Cthulhu", 0], ["Cards left in the deck", 5], ["Turns played", 9]] };
  const log = [{ text: "You draw Nyarlathotep." }];
  for (const lang of ["en", "zh", "ja"]) {
    for (const kinds of [0, 5, 10]) {
      it(`${lang}, ${kinds} kinds in the opponent's discard: stack, Cthulhu, hand and deck keep their boxes`, () => {
        const view = { ...start.view, turn: 9, opponent_discard: THEIRS.slice(0, kinds).map(card),
                       player_discard: ["great_race_of_yith", "investigators", "deep_ones"].map(card) };
        const over = { ...view, opponent: { ...view.opponent, clues: 0 },
                       result: { cause: "cthulhu_out", outcome: "win", rule: "LS-P9", turns: 9 } };
        const base = { ...start, lang, legal: [], banner: BANNER, log_lines: log };
        const before = layout({ ...valid({ ...base, view: over }), ui: { endingShown: true } }, { width: DESK });
        const step = layout({ ...valid({ ...base, view: start.view }), ui: { endingShown: true } }, { width: DESK });
        const late = layout({ ...valid({ ...base, view }), ui: { endingShown: true } }, { width: DESK });
        const last = layout({ ...valid({ ...base, view: over }), ui: { endingShown: false } }, { width: DESK });
        const after = layout({ ...valid({ ...base, view: over }), ui: { endingShown: true } }, { width: DESK });
        const box = (s, label) => { const i = at(s, label); return [i.x, i.y, i.w, i.h]; };
        for (const s of [step, late, last, after]) {
          for (const label of ["clue-stack", "cthulhu", "hand-label", "hand-0", "deck"]) {
            expect(box(s, label), label).toEqual(box(before, label));
          }
        }
        // the bar lies over nothing drawn: the turn's title and the result's strip come under it, above the hand
        const bar = replayPanelHeight(log, DESK);
        for (const s of [step, late, last]) {
          for (const i of s.items.filter((x) => x.type !== "rect" && x.h > 0)) expect(i.y, i.label ?? i.text).toBeGreaterThanOrEqual(bar);
          const turn = start.catalog.ui[lang]?.turn ?? start.catalog.ui.en.turn;
          const head = s.items.find((i) => i.type === "text" && String(i.text).startsWith(turn));
          expect(head.y + head.h).toBeLessThanOrEqual(at(s, "hand-label").y);
        }
        const strip = last.items.find((i) => i.type === "banner");
        expect(strip.h).toBeGreaterThan(0);
        expect(strip.y + strip.h).toBeLessThanOrEqual(at(last, "hand-label").y);
        const row = last.items.filter((i) => /^opponent-discard|^clue-stack$|^cthulhu$/.test(i.label ?? ""));
        for (const i of row) expect(i.y + i.h <= strip.y || i.y >= strip.y + strip.h, i.label).toBe(true);
      });
    }
  }
});

describe("finding 1: a replay's answer step: the turn's title and the gold line in the band, nothing over them", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at ${DESK}`, () => {
      const s = layout({ ...valid({ ...answer, lang, legal: [], banner: won.banner, log_lines: [{ text: "x" }] }),
                         ui: { endingShown: true } }, { width: DESK });
      const hand = at(s, "hand-label");
      const band = s.items.filter((i) => i.type === "text" && i.y > at(s, "clue-stack").y + at(s, "clue-stack").h
                                   && i.y < hand.y).sort((a, b) => a.y - b.y);
      expect(band.length).toBeGreaterThanOrEqual(2);   // the title, the gold line (an answer's prompt has no chips)
      expect(band[0].text).toContain(start.catalog.ui[lang]?.turn ?? start.catalog.ui.en.turn);
      band.forEach((line, k) => {
        if (k) expect(line.y, line.text).toBeGreaterThanOrEqual(band[k - 1].y + (band[k - 1].size ?? band[k - 1].h));
      });
      const last = band.at(-1);
      expect(last.y + (last.size ?? last.h)).toBeLessThanOrEqual(hand.y);
    });
  }
});

// Finding 2: on a zh-TW phone the opponent's turn over the hand was cut with "…" ("牌堆第1張調查員被丟棄（置於你的棄 …").
// It reads whole; a turn too long for its rows (a Great Race of Yith's compare) in a shorter form of whole sentences:
// the card it played and the outcome stay. The hand's row keeps one y.
describe("finding 2: a phone's opponent-turn summary reads in whole sentences", () => {
  const yours = [{ text: "第 5 回合：輪到你。", turn: 1, you: 1 }, { text: "瘋狂檢定：從牌堆翻出 1 張牌置於你的棄牌堆。" },
                 { text: "瘋狂檢定翻出伊波恩之書。", cards: [["伊波恩之書", "liber_ivonis"]] },
                 { text: "你抽到倫道夫‧卡特。", you: 1, cards: [["倫道夫‧卡特", "randolph_carter"]] }];
  const head = { text: "第 4 回合：輪到對手。", turn: 1 };
  const short = [{ text: "對手打出調查員。", cards: [["調查員", "investigators"]] },
                 { text: "牌堆第1張調查員被丟棄（置於你的棄牌堆）。", cards: [["調查員", "investigators"]] }];
  const yith = [{ text: "對手的保護結束。" }, { text: "對手打出伊斯之偉大種族。", cards: [["伊斯之偉大種族", "great_race_of_yith"]] },
                { text: "你以你的牌堆第1張應對伊斯之偉大種族。", you: 1, cards: [["伊斯之偉大種族", "great_race_of_yith"]] },
                { text: "對手最上面的牌正面朝上：調查員。", cards: [["調查員", "investigators"]] },
                { text: "你的牌堆第1張正面朝上（已公開）：伊波恩之書。", cards: [["伊波恩之書", "liber_ivonis"]] },
                { text: "比拚：你的牌堆第1張伊波恩之書（4）大於對手的調查員（1），所以沒有牌被丟棄；兩張牌都已公開。",
                  cards: [["調查員", "investigators"], ["伊波恩之書", "liber_ivonis"]] }];
  const view = { ...start.view, turn: 5 };
  const said = (s) => s.items.filter((i) => i.label === "last-opponent").map((i) => i.text).join("");
  for (const width of [360, 390]) {
    it(`zh at ${width}: no "…", every sentence shown whole, the played card and the outcome said`, () => {
      const hands = new Set();
      for (const turn of [short, yith]) {
        const s = layout({ ...valid({ ...start, lang: "zh", view, log_lines: [head, ...turn, ...yours] }),
                           ui: { touch: true } }, { width });
        const text = said(s).replace(/\s/g, "");
        expect(text).not.toContain("…");
        const shown = turn.filter((l) => text.includes(l.text.replace(/\s/g, "")));
        expect(text).toBe(`對手回合：${shown.map((l) => l.text).join("")}`.replace(/\s/g, ""));
        // the outcome always (newcomer review 17, finding 1: one row said "對手打出…" alone); the card played when
        // there is room for it
        const rows = s.items.filter((i) => i.label === "last-opponent").length;
        expect(shown).toContain(turn[turn.length - 1]);
        if (turn === short && rows > 1) expect(shown).toEqual(short);
        hands.add(at(s, "hand-0").y);
        // the newest line still said under it
        expect(s.items.some((i) => i.label === "last-event")).toBe(true);
      }
      expect([...hands]).toHaveLength(1);
    });
  }
});

// Finding 4: "Protected" was said twice, a pill over the clue stack and a shield beside (on a phone under) Cthulhu, as if
// Cthulhu were protected too. Said once, on the card that stands for the opponent; it opens the protection's help.
describe("finding 4: the opponent's protection is said once, on the clue stack", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [DESK, 390, 360]) {
      for (const clues of [3, 0]) {
        it(`${lang} at ${width}, ${clues} clues: one 'Protected', on the card standing for the opponent`, () => {
          const word = start.catalog.ui[lang]?.protected_label ?? start.catalog.ui.en.protected_label;
          const view = { ...start.view, protected: { player: false, opponent: true },
                         opponent: { ...start.view.opponent, clues, count: clues + 1,
                                     cards: clues ? start.view.opponent.cards : [start.view.opponent.cards.at(-1)] } };
          const s = layout({ ...valid({ ...start, lang, view }), ui: { touch: width < 760 } }, { width });
          const saying = s.items.filter((i) => i.text === word || (i.type === "shield" && /opponent/.test(i.label)));
          expect(saying).toHaveLength(1);
          const card = at(s, clues ? "clue-stack" : "cthulhu");
          const [mark] = saying;
          expect(mark.y).toBeGreaterThanOrEqual(card.y);
          expect(mark.y).toBeLessThanOrEqual(card.y + card.h);
          const help = s.items.find((i) => i.label === "protected-opponent");
          expect(help.zoom).toBe("protected-opponent");
          // a click on it over the stack does what a click on the stack does
          if (card.id?.startsWith("act:")) expect(help.id).toBe(card.id);
        });
      }
    }
  }
});

// Finding 5: the desk's end board (the page's result panel open) was 711 px tall against a 1280×800 window's 677 (its
// canvas's top at 123 px): two rows of discards, the end's Insanity line, the out-of-play line and the end's note. The
// Insanity line is left out there ("Discard · Insanity N" says N over the cards), the foot a half margin.
describe("finding 5: the desk's end board fits a 1280×800 window", () => {
  const BUDGET = 800 - 123;
  const KINDS = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign", "professor_armitage",
                 "randolph_carter", "deep_ones", "golden_mead", "liber_ivonis", "silver_key", "the_shining_trapezohedron"];
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: every end of six games, and one with every kind in both discards`, () => {
      const ends = games[lang].flat().filter((f) => f.view.result)
        .map((f) => valid({ ...start, ...f, lang, catalog: start.catalog, banner: f.banner ?? won.banner }));
      const over = { ...start.view, turn: 12, insanity: 5, insane: true, player_discard: KINDS.map(card),
                     opponent_discard: KINDS.map(card), opponent: { ...start.view.opponent, clues: 0 },
                     result: { cause: "cthulhu_out", outcome: "win", rule: "LS-P9", turns: 12 } };
      ends.push(valid({ ...start, lang, view: over, legal: [], banner: won.banner }));
      expect(ends.length).toBeGreaterThan(6);
      for (const input of ends) {
        const s = layout({ ...input, ui: { endingShown: true } }, { width: DESK });
        expect(s.height).toBeLessThanOrEqual(BUDGET);
        // what the end says stays: N over the discard, the out-of-play line, the note on the face-down cards
        expect(at(s, "insanity").text).toMatch(/N = \d/);
        expect(at(s, "out-of-play")).toBeTruthy();
        expect(at(s, "end-hidden")).toBeTruthy();
      }
    });
  }
});

// Finding 6: the discard row neared the table's right edge at 9 kinds (desk). Every kind of the game in both discards,
// on a turn, with a card chosen and at the end: every card lies inside the table, a margin clear of its edge.
describe("finding 6: the discard rows fit with every kind", () => {
  const every = Object.keys(start.catalog.cards).map((id) => ({ id, insane: false, value: start.catalog.cards[id].value }));
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [DESK, 390, 360]) {
      it(`${lang} at ${width}: ${every.length} kinds in each discard`, () => {
        const view = { ...start.view, player_discard: every, opponent_discard: every };
        const over = { ...view, result: { cause: "cthulhu_out", outcome: "win", rule: "LS-P9", turns: 12 } };
        const touch = width < 760;
        const scenes = [layout({ ...valid({ ...start, lang, view }), ui: { touch } }, { width }),
                        layout({ ...valid({ ...start, lang, view }), ui: { touch, selected: 0 } }, { width }),
                        layout({ ...valid({ ...start, lang, view: over, legal: [], banner: won.banner }),
                                 ui: { touch, endingShown: true } }, { width })];
        for (const s of scenes) {
          const cards = s.items.filter((i) => /^(player|opponent)-discard-\d+$/.test(i.label ?? ""));
          expect(cards.length).toBeGreaterThanOrEqual(2 * every.length - 2);
          const m = Math.round(s.width * 0.02);
          for (const c of cards) {
            expect(c.x, c.label).toBeGreaterThanOrEqual(m - 1);
            expect(c.x + c.w, c.label).toBeLessThanOrEqual(s.width - m + 1);
          }
        }
      });
    }
  }
});
