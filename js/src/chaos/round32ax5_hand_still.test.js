// Round AX, fixer AX5 (newcomer review 31, chaos_ja 4, room_zh 3): on a 390×844 phone the hand sat at y 711-780 on the
// reader's turn and at 571 while it waited, and the table's height changed with the phase, so the page scrolled by
// itself while the bots played. Over a whole recorded bot game, the hand's cards keep one y in every frame (the
// reader's turn, waiting, a join or reaction window, a combo), and the table never gets shorter.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui });
const cardsY = (s) => s.items.find((i) => i.type === "ccard" && String(i.label).startsWith("hand-") && !i.selected)?.y;
const title = (s) => s.items.find((i) => i.label === "hand-title");

describe("chaos_ja 4, room_zh 3: the hand keeps one y through a game, the table never shrinks", () => {
  for (const width of [390, 930]) {
    for (const lang of ["en", "ja", "zh"]) {
      it(`${lang} at ${width} px`, () => {
        const ui = {};
        const seen = game[lang].map((f, k) => ({ k, phase: f.view.phase, s: layout(input(f, lang, ui), { width }) }));
        const ys = new Set(seen.map(({ s }) => Math.round(cardsY(s))));
        expect([...ys], seen.map(({ k, phase, s }) => `${k} ${phase} ${Math.round(cardsY(s))}`).join(", ")).toHaveLength(1);
        const shrunk = seen.filter(({ s }, i) => i && s.height < seen[i - 1].s.height).map(({ k, s }) => `${k}: ${seen[k - 1].s.height} → ${s.height}`);
        expect(shrunk).toEqual([]);
        // nothing the reader reads lies on the hand's title or its cards
        for (const { k, s } of seen) {
          const top = title(s)?.y ?? cardsY(s);
          const x0 = title(s)?.x ?? 0;   // the hand's column (beside the board on a wide table)
          const over = s.items.filter((i) => i.type === "text" && i.text && !/^hand-|^played-|^swap-banner/.test(i.label ?? "") && !i.news
                                       && i.y + (i.size ?? 12) > top && i.y < cardsY(s) + 20 && i.x >= x0 - 2);
          expect(over.map((i) => `${k}: ${i.label} ${i.text}`)).toEqual([]);
        }
      });
    }
  }
});
