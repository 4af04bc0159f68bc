// Newcomer review 31 (round AX, fixer AX8), letter_zh finding 1 (zh-TW phone, 390×844): while the reader waited the
// instruction band was ~100 px of nothing, kept so the hand stays pinned. The phone's story lines now lie in the
// band's foot: no stretch of the band is that empty, and the hand keeps one y in every live frame of a game.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import games from "./round32ax8_games.json";   // two games a language, the story as the page gets it

/** Return the tallest stretch (px) between the band's top and the Hand label where nothing is drawn. */
function emptiest(scene) {
  const band = scene.items.find((i) => i.label === "prompt-panel");
  const hand = scene.items.find((i) => i.label === "hand-label");
  const drawn = scene.items.filter((i) => (i.type === "text" || i.type === "chip") && i.y >= band.y && i.y < hand.y)
    .map((i) => [i.y, i.y + (i.h ?? i.size)]).sort((a, b) => a[0] - b[0]);
  let [gap, at] = [0, band.y];
  for (const [top, foot] of [...drawn, [hand.y, hand.y]]) {
    gap = Math.max(gap, top - at);
    at = Math.max(at, foot);
  }
  return gap;
}

describe("letter_zh 1: the phone's band holds no empty stretch while the reader waits; the hand stays put", () => {
  for (const lang of ["zh", "en", "ja"]) {
    it(`${lang} at 390`, () => {
      games[lang].forEach((game, g) => {
        const live = game.filter((f) => !f.view.result);
        const scenes = live.map((f) => layout({ game: "letter", mode: "play", seat: "player", lang, ...f,
                                                 catalog: start.catalog, ui: {} }, { width: 390 }));
        const hands = new Set(scenes.map((s) => s.items.find((i) => i.label === "hand-0").y));
        expect([...hands], `game ${g}`).toHaveLength(1);
        scenes.forEach((s, k) => {
          if (live[k].view.to_act !== "opponent") return;   // the wait: "Opponent plays ▶" and the last turn
          expect(emptiest(s), `game ${g}, frame ${k}`).toBeLessThan(90);   // 88-161 px before
        });
      });
    });
  }
});
