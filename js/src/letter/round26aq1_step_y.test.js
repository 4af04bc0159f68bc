// Newcomer review 25 (round AQ, fixer AQ1), letter_en 5 (063): "Opponent plays ▶" moved down when the band's "Your
// last turn: …" was longer (y 423 → 439 at 1280): the chip keeps one y whatever the band says.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import answer from "../fixtures/letter_answer.json";

const WAIT = { ...answer.view, to_act: "opponent", prompt: { kind: "play" } };
const SHORT = ["You play Great Race of Yith (Sane effect)."];
const LONG = [...SHORT, "You compare the deck's top card, Elder Sign (4), with the opponent's Silver Key (7): lower, your card "
  + "is discarded.", "The deck's top card, Elder Sign, is discarded to your discard pile, not an Insanity card: Insanity N "
  + "stays 2.", "The opponent's top card is now known: The Silver Key."];

/** Return the y of the step chip at `width` after the reader's turn told by `lines`. */
function stepY(lines, width) {
  const log = [{ turn: true, you: true, text: "Turn 5: your turn." }, { you: true, text: "You draw Liber Ivonis." },
               ...lines.map((text) => ({ text })), { turn: true, text: "Turn 6: the opponent's turn." }];
  const scene = layout({ game: "letter", lang: "en", mode: "play", seat: "player", view: WAIT, legal: [],
                         catalog: answer.catalog, log_lines: log, step: 9, ui: {} }, { width });
  const chip = scene.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
  const told = scene.items.filter((i) => i.type === "text" && /^prompt/.test(i.label ?? "")).map((i) => i.text).join(" ");
  return { y: chip.y, told };
}

describe("the opponent's step chip keeps its y", () => {
  for (const width of [930, 390]) {
    it(`at ${width} px, a long last turn or a short one`, () => {
      const short = stepY(SHORT, width);
      const long = stepY(LONG, width);
      expect(long.told).toContain("Silver Key");   // the outcome still told
      expect(long.y).toBe(short.y);
    });
  }
});
