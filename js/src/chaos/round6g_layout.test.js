// Issue 23, round G (CHAOS), newcomer review 6: the phone's prompt block and hand (finding 1), what moves the board
// (finding 2) and the labels inside a cell (finding 4).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import cards from "../fixtures/chaos_cards.json";
import start from "../fixtures/chaos_start.json";

const scene = (fixture, lang, width, ui = {}) => layout({ ...valid({ ...fixture, lang }), ui }, { width });
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label)).map((i) => i.y));
/** The fixture a turn later (the same seat, the same hand). */
const later = (fixture, turns = 1) => {
  const f = structuredClone(fixture);
  f.view.turn += turns;
  return f;
};

// (since round AX a phone's hand keeps one y for the game, a window's words under it: newcomer review 31, chaos_ja 4,
// 711 on the reader's turn and 571 while it waited; round32ax5_hand_still)
describe("finding 1: on a phone a window's words never push the hand; after it the hand keeps its y", () => {
  for (const lang of ["en", "ja"]) {
    for (const [name, window] of [["join", join], ["react", react]]) {
      it(`after a ${name} window, the next turn's hand is where the window's was (${lang}, 390)`, () => {
        const seat = window.seat;
        const ui = {};
        scene(window, lang, 390, ui);
        const next = later({ ...cards, seat, view: { ...cards.view, to_act: seat,
                                                    hands: { ...cards.view.hands, [seat]: cards.view.hands[cards.seat] } } });
        const inWindow = handTop(scene(window, lang, 390, ui));
        const held = handTop(scene(next, lang, 390, ui));
        expect(held).toBe(inWindow);
      });
    }
    it(`a window's long words never push the hand down (${lang}, 390)`, () => {
      const ui = {};
      const before = handTop(scene(start, lang, 390, ui));
      const inWindow = handTop(scene(later({ ...join, seat: "A1", view: { ...join.view, to_act: "A1",
        hands: { ...join.view.hands, A1: start.view.hands.A1 } } }), lang, 390, ui));
      expect(inWindow).toBe(before);
      expect(handTop(scene(later(start, 2), lang, 390, ui))).toBe(before);
    });
  }
});

describe("finding 2: a combo window's line above the board keeps its place in every turn (the board held still)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`the board's top is the same in and out of a window, on a phone (${lang}, 390)`, () => {
      const board = (f) => scene(f, lang, 390).items.find((i) => i.label === "board").y;
      const tops = [start, cards, join, react].map(board);
      expect(new Set(tops).size, String(tops)).toBe(1);
      const s = scene(start, lang, 390);
      const time = s.items.find((i) => i.label === "time-text");
      expect(time.y).toBeLessThan(s.items.find((i) => i.label === "board").y);   // the slot says the time of day
      expect(s.items.filter((i) => i.label === "time-text")).toHaveLength(1);
    });
  }
});

describe("finding 4: the time of day's line stays inside its panel (squeezed, never past its edge)", () => {
  for (const [lang, width] of [["ja", 390], ["zh", 390], ["en", 1280]]) {
    it(`${lang}, ${width}`, () => {
      const s = scene(start, lang, width);
      const time = s.items.find((i) => i.label === "time-text");
      expect(time.maxW).toBeGreaterThan(0);
      expect(time.x + time.maxW).toBeLessThanOrEqual(s.width);
    });
  }
});
