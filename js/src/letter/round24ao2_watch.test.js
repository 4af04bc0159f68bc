// Newcomer review 23, Letter en finding 9 (070): during "Bot plays (watch)" the header said "Turn 3 · Your move" over
// an empty panel, though the bot plays the seat and no move is offered: the header says the bot is playing it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

const BOT = { en: /bot plays your turn/i, zh: /電腦/, ja: /ボット/ };
const OWN = { en: "Your move", zh: "輪到你", ja: "あなたの番" };
const headOf = (s) => s.items.filter((i) => i.type === "text" && i.size && i.bold && /·/.test(i.text ?? ""))
  .map((i) => i.text).join(" ");

describe("a watched game's header says the bot plays the reader's turn", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: every turn of the reader's, watched`, () => {
        const rows = new Set();
        let seen = 0;
        for (const f of games[lang][0]) {
          if (f.view.result || f.view.to_act !== "player") continue;
          seen += 1;
          const input = { ...valid({ ...start, ...f, lang, catalog: start.catalog }), ui: { touch: width < 600 } };
          const watched = layout({ ...input, legal: [], watch: true }, { width });
          const head = headOf(watched);
          expect(head, `turn ${f.view.turn}`).toMatch(BOT[lang]);
          expect(head).not.toContain(OWN[lang]);
          rows.add(watched.items.find((i) => i.label === "hand-0")?.y);
          // a game played by the person keeps its own words
          expect(headOf(layout(input, { width }))).not.toMatch(BOT[lang]);
        }
        expect(seen).toBeGreaterThan(2);
        expect(rows.size, "the hand keeps its row through the watched game").toBe(1);
      });
    }
  }
});
