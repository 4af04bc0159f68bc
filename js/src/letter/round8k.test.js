// The Letter table, issue 23 round K: round I's end board (the result's band) ran past a 1280×800 window (fresh-clone
// CI, tests/test_browser_letter.py: the canvas's foot at 843 px; Voilà puts the 930 px canvas 123 px down).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
// seed 3's end board: eleven kinds in the player's discard, three in the opponent's, a lost game's banner
const MINE = ["professor_armitage", "investigators", "investigators", "mi_go", "hound_of_tindalos", "randolph_carter",
              "cats_of_ulthar", "liber_ivonis", "deep_ones", "elder_sign", "nyarlathotep", "shining_trapezohedron"];
const THEIRS = ["elder_sign", "great_race_of_yith", "investigators", "investigators"];
const BANNER = { title: "Cthulhu wins", text: "You lost: the deck ran out during the insanity check.", win: false,
                 moment: "What decided it: the deck ran out: it held fewer cards than your insanity check needed.",
                 rows: [["Clues left on Cthulhu", 2], ["Cards left in the deck", 2], ["Insanity cards you discarded", 6],
                        ["Turns played", 9]] };
const ROOM = 800 - 123;   // the window's height under Voilà's page head and bar, at 1280×800

describe("the end board fits a 1280×800 window (the canvas 930 px wide)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: a lost game with eleven kinds in the player's discard is at most ${ROOM} px tall`, () => {
      const view = { ...won.view, result: { cause: "deck_out", outcome: "loss", rule: "LS-CHECK-4", turns: 9 },
                     hand: [card("cats_of_ulthar")], player_discard: MINE.map(card), opponent_discard: THEIRS.map(card),
                     insanity: 6, deck: { ...won.view.deck, count: 2, cards: won.view.deck.cards.slice(0, 2) }, opponent: { ...won.view.opponent, clues: 2 } };
      const s = layout(valid({ ...won, lang, view, banner: BANNER }), { width: 930 });
      expect(s.height).toBeLessThanOrEqual(ROOM);
      // every card of the player's discard is still seen (on one row, a card's value badge at least)
      const mine = s.items.filter((i) => String(i.label).startsWith("player-discard-"));
      expect(mine).toHaveLength(11);
      for (const c of mine) expect(c.x + Math.min(c.w, c.peek ?? c.w)).toBeLessThanOrEqual(s.width);
    });
  }
});
