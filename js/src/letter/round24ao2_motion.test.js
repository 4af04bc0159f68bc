// Newcomer review 23, Letter en finding 5 ("no motion: the table jumps from my turn 1 to turn 3"): the opponent's card
// is SEEN arriving, sliding from its clue stack to its discard, long enough to follow, even when a card of that kind
// already lies there ("×2": its group kept its key and nothing moved, nothing was outlined).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { planMotion } from "../scene/motion.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

const sceneOf = (f, lang, width) =>
  layout({ ...valid({ ...start, ...f, lang, catalog: start.catalog }), ui: { touch: width < 600 } }, { width });
const rect = (i) => ({ x: i.x, y: i.y, w: i.w, h: i.h });

/** Return each step of the recorded games in which the opponent's discard took one card: [before, after, its kind]. */
function opponentPlays(lang) {
  const out = [];
  for (const game of games[lang]) {
    for (let k = 1; k < game.length; k += 1) {
      const [a, b] = [game[k - 1].view, game[k].view];
      if (b.opponent_discard.length !== a.opponent_discard.length + 1) continue;
      out.push({ before: game[k - 1], after: game[k], kind: b.opponent_discard.at(-1).id,
                 again: a.opponent_discard.some((c) => c.id === b.opponent_discard.at(-1).id) });
    }
  }
  return out;
}

describe("the opponent's played card slides from its clue stack to its discard", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: every opponent's card, a kind new or again`, () => {
        const plays = opponentPlays(lang);
        expect(plays.some((p) => p.again), "the games hold a kind played twice").toBe(true);
        for (const { before, after, kind, again } of plays) {
          const [s0, s1] = [sceneOf(before, lang, width), sceneOf(after, lang, width)];
          const plan = planMotion(s0, s1);
          const card = s1.items.find((i) => i.key != null && i.key.startsWith(`opponent-discard:${kind}#`)
                                            && plan.moves.has(i.key));
          const what = `${kind}${again ? " again" : ""} on turn ${after.view.turn}`;
          expect(card, `${what}: no slide`).toBeDefined();
          const stack = s0.items.find((i) => i.key === "clue-stack");
          expect(plan.moves.get(card.key), what).toEqual(rect(stack));
          expect(plan.ms.get(card.key), `${what}: slow enough to follow`).toBeGreaterThanOrEqual(400);
          expect(plan.last.has(card.key), `${what}: outlined`).toBe(true);
        }
      });
    }
  }

  it("a card the player draws never slides from the opponent's discard (a kind both have)", () => {
    for (const lang of ["en"]) {
      for (const game of games[lang]) {
        for (let k = 1; k < game.length; k += 1) {
          const [s0, s1] = [sceneOf(game[k - 1], lang, 930), sceneOf(game[k], lang, 930)];
          const plan = planMotion(s0, s1);
          const piles = s0.items.filter((i) => /^opponent-discard-/.test(i.label ?? "")).map(rect);
          for (const [key, from] of plan.moves) {
            if (key.startsWith("opponent-discard:")) continue;
            expect(piles, `${key} on turn ${game[k].view.turn}`).not.toContainEqual(from);
          }
        }
      }
    }
  });
});
