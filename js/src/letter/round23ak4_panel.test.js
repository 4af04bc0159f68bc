// The Letter table, round AK (newcomer review 22, Letter en finding 5, 064: the win box covered the Cthulhu card in
// the opponent's discard). On a desk the page's result panel shows the Difficulty's win-rate line under its buttons
// (ui/ending.js); Easy's ("Easy (4 clues, each new top clue face up): a computer player wins about 2 games in 3 at
// this level") runs two lines in the panel, and the room kept over the board counted one: the opponent's row came 16
// px under the panel's foot. The room now counts the line the panel shows, at the level played.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import { PAGE_WORDS } from "../ui/words.js";
import { textWidth } from "../scene/text.js";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const WON = { title: "You sealed Cthulhu!", text: "You won: Cthulhu is sealed again.", win: true,
              moment: "What decided it: Cthulhu is eliminated from the opponent's stack.",
              rows: [["Clues left on Cthulhu", 0], ["Cards left in the deck", 6], ["Insanity cards in your discard", 5],
                     ["Turns (both sides)", 7]] };
const PAGE = { en: "en", ja: "ja", zh: "zh-TW" };

function ended(lang, difficulty, width) {
  const view = { ...start.view, turn: 7, result: { cause: "cthulhu_eliminated", outcome: "win", rule: "LS-P9", turns: 7 },
                 hand: [card("mi_go")], player_discard: ["cats_of_ulthar", "elder_sign"].map(card),
                 opponent_discard: ["cats_of_ulthar", "investigators", "cthulhu"].map(card),
                 opponent: { ...start.view.opponent, clues: 0, count: 0, cards: [] } };
  return layout({ ...valid({ ...start, lang, view, banner: WON, difficulty }), ui: { endingShown: true } }, { width });
}

describe("finding 5: the result panel's room counts its win-rate line's rows", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [930]) {   // a 1280×800 window's canvas (wider, the rows lie clear of the panel)
      it(`${lang} at ${width}: Easy's longer line keeps the opponent's row under the panel`, () => {
        const note = (level) => PAGE_WORDS[PAGE[lang]][`difficulty_note_${level}`];
        // the panel's inner width on a desk (ui/coach.js: at most 560 px, 16 px padding) and its 12 px line
        const rows = (level) => Math.ceil(textWidth(note(level), 12) / 528);
        const top = (level) => Math.min(...ended(lang, level, width).items
          .filter((i) => /^opponent-discard/.test(i.label ?? "")).map((i) => i.y));
        const extra = (rows("easy") - rows("standard")) * 16;
        expect(top("easy") - top("standard"), note("easy")).toBeGreaterThanOrEqual(extra);
      });
    }
  }
});

// a loss on Standard or Hard shows the one-line advice in place of the win rate (no note): its room is no line less
// than a one-line note's (the lead's browser run of round AK: the panel came 13 px over the opponent's discard at 1280,
// test_letter_round20ae_browser's desk end box, as (0 - 1) rows took 16 px off)
import { endPanelHeight } from "./layout_end.js";

describe("a result panel with no win-rate line keeps the advice's row", () => {
  it("endPanelHeight with no note equals it with a one-line note", () => {
    const lost = { ...WON, title: "Cthulhu rises", win: false };
    expect(endPanelHeight(lost, 930, { difficulty: true, note: "" }))
      .toBe(endPanelHeight(lost, 930, { difficulty: true, note: "one line" }));
  });
});
