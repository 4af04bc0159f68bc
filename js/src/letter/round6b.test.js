// The Letter table, issue 23 round 6b: a late game (many discards, Insanity 5) fits a 1280×800 window whole, and on a
// phone the card zoom leaves the Hand and Deck labels and the hand's row in sight.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const PLAYER = ["investigators", "cats_of_ulthar", "elder_sign", "professor_armitage", "randolph_carter", "silver_key",
                "great_race_of_yith", "deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go",
                "nyarlathotep", "shining_trapezohedron"];
const OPP = ["investigators", "great_race_of_yith", "elder_sign", "cats_of_ulthar", "professor_armitage", "silver_key"];
const byLabel = (s, label) => s.items.find((i) => i.label === label);

/** Return a late game: `np` kinds in the player's discard, `no` in the opponent's, Insanity 5, a deck of 3. */
function late(lang = "en", np = 14, no = 6) {
  const view = { ...start.view, turn: 9, insanity: 5,
                 player_discard: PLAYER.slice(0, np).map(card), opponent_discard: OPP.slice(0, no).map(card),
                 opponent: { ...start.view.opponent, clues: 1, count: 2, cards: [{ hidden: true }, card("cthulhu")] },
                 deck: { ...start.view.deck, count: 3, cards: start.view.deck.cards.slice(0, 3) } };
  return { ...start, lang, view };
}

// Voilà at 1280×800: the table is 930 px wide (the story beside it), its canvas's top at 123 px and 21 px of page
// under it (tests/test_browser_letter.py measures the same page)
const VOILA = { width: 930, room: 800 - 123 - 21 };

describe("finding 1: a late game fits a 1280×800 window whole", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const [np, no] of [[8, 3], [12, 5], [14, 6]]) {
      it(`${lang}: ${np} kinds in the player's discard, ${no} in the opponent's: the table ≤ ${VOILA.room} px`, () => {
        const s = layout({ ...valid(late(lang, np, no)) }, { width: VOILA.width });
        expect(s.height).toBeLessThanOrEqual(VOILA.room);   // the old table: 712 px in English
        expect(s.fitHeight).toBeLessThanOrEqual(VOILA.room);
        // the player's discard stays beside the hand (zh's long deck label sent it to a row of its own)
        expect(byLabel(s, "player-discard-0").x).toBeGreaterThan(byLabel(s, "deck").x + byLabel(s, "deck").w);
        // the last line of the table is inside it
        const foot = Math.max(...s.items.filter((i) => i.type === "text").map((i) => i.y + (i.size ?? 12)));
        expect(foot).toBeLessThanOrEqual(s.height);
      });
    }
  }

  it("a selection never makes the band taller than the room it keeps (Deep Ones' nine naming chips)", () => {
    const f = late("en", 12, 5);
    f.view = { ...f.view, hand: [card("deep_ones"), card("mi_go")] };
    const guesses = [2, 3, 4, 5, 6, 7, 8].map((g, k) => ({ id: `g${k}`, target: { zone: "hand", index: 0 },
                                                        fields: { guess: g }, label: `Sane: Name ${g}`, text: `Name ${g}` }));
    const legal = [{ id: "ins", target: { zone: "hand", index: 0 }, fields: {}, label: start.catalog.ui.en.band_insane_chip },
                   ...guesses, { id: "m", target: { zone: "hand", index: 1 }, fields: {}, text: "Play Mi-Go: look" }];
    const idle = layout({ ...valid({ ...f, legal }) }, { width: VOILA.width });
    const chosen = layout({ ...valid({ ...f, legal }), ui: { selected: 0 } }, { width: VOILA.width });
    expect(byLabel(chosen, "hand-1").y).toBe(byLabel(idle, "hand-1").y);
    expect(idle.height).toBeLessThanOrEqual(VOILA.room);
  });
});
