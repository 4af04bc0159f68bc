// Newcomer review 27 (round AS, fixer AS1), letter_en 2 (083, 084, 106): the last clue a face-up Elder Sign, the
// prompt said "this game is lost. Play it out." while the Insanity line still said "never eliminate the last yourself:
// let the opponent play it, then seal Cthulhu on your turn": the opponent's Elder Sign protects it (LS-O4), so that
// plan loses too (LS-TURN-7). In a lost position no line gives a winning plan.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import answer from "../fixtures/letter_answer.json";

const SIGN = { id: "elder_sign", value: 4, insane: false };

/** Return the player's turn: one clue over Cthulhu, its top `top` (face up), Insanity N = 1, deck 7. */
function view(top) {
  return { ...answer.view, phase: "play", prompt: { kind: "play" }, to_act: "player", insanity: 1, insane: true,
           deck: { count: 7, top_known: false, cards: [{ hidden: true }] },
           opponent: { ...answer.view.opponent, top_known: Boolean(top), cards: [top ?? { hidden: true },
                                                                                 answer.view.opponent.cards[1]] } };
}

/** Return the Insanity line's words at `width` in `lang`. */
function line(top, width, lang = "en") {
  const scene = layout({ game: "letter", lang, mode: "play", seat: "player", view: view(top), legal: [],
                         catalog: answer.catalog, ui: {} }, { width });
  return scene.items.filter((i) => i.label === "insanity-line").map((i) => i.text).join(" ");
}

describe("LS-O4, LS-TURN-7: a face-up protection card as the last clue: no plan to let the opponent play it", () => {
  it("at 1280 the line keeps the deck's clock, not the plan", () => {
    expect(line(null, 1280)).toContain("let the opponent play it");   // the plan, while it can win
    const said = line(SIGN, 1280);
    expect(said).toContain("the deck (7) lasts 3 more turns");   // the clock, its 'about' gone (HH6, review 38)
    expect(said).not.toContain("let the opponent play it");
  });
  it("zh and ja likewise", () => {
    for (const lang of ["zh", "ja"]) expect(line(SIGN, 1280, lang)).not.toBe(line(null, 1280, lang));
  });
});
