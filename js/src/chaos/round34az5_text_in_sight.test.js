// Round AZ, fixer AZ5 (newcomer review 32, room_zh 7, 116/117): on a 390×844 phone a hand card tapped before moving (it
// cannot be played yet) opened its text in a box under the hand, below the window's foot; the reader scrolled to read
// it, while a card tapped after moving showed its text above the hand. One behaviour: a tapped hand card's text opens
// in the window the reader is looking at (the hand at its foot), the table no taller, and why the card cannot be
// played now is still said (in the prompt's place).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import cards from "../fixtures/chaos_cards.json";
import join from "../fixtures/chaos_join.json";
import time from "../fixtures/chaos_round4_time.json";
import game from "./round10n_game.json";

const frame = (f, lang, seat = f.seat) => valid({ ...start, ...f, view: { ...f.view, map: f.view.map ?? start.view.map }, lang,
                                                  ...(seat ? { seat } : {}) });
const SCREEN = 750;   // the table's part a 390×844 window shows under the page's bar

/** Return, for every hand card of `f` a tap opens the text of (one that cannot be played now; a playable one opens its
 * choices), where its text goes: {card, bottom (the window's foot), s, box, grew (under the table)}. */
function taps(f) {
  const plain = layout({ ...f, ui: {} }, { width: 390 });
  return plain.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? "")
                                          && String(i.id).startsWith("zoom:")).map((card) => {
    // (since round BB the hand lies right under the board, the prompt under it: the window shows the board's foot above
    // the hand and the prompt under it, as round17x_zoom's does, no longer the hand at its foot)
    const bottom = Math.max(0, card.y - 250) + SCREEN;
    const ui = { touch: true, selected: `zoom:${card.zoom}`, visible: { top: bottom - SCREEN, bottom } };
    const s = layout({ ...f, ui }, { width: 390 });
    const box = s.items.find((i) => i.label === "zoom");
    return { card, bottom, s, box, grew: box.y + box.h > plain.height };
  });
}

describe("room_zh 7: a phone's tapped hand card shows its text where the reader looks", () => {
  for (const lang of ["zh", "ja", "en"]) {
    it(`${lang}: the cards phase, a join window and a time card's turn: the text in the window, not under the table`, () => {
      const seen = [];
      for (const f of [cards, join, time]) {
        for (const { card, bottom, box, grew } of taps(frame(f, lang))) {
          seen.push(card.zoom);
          expect({ card: card.zoom, below: box.y + box.h > bottom, above: box.y < bottom - SCREEN, grew })
            .toEqual({ card: card.zoom, below: false, above: false, grew: false });
        }
      }
      expect(seen.length).toBeGreaterThan(4);
    });

    it(`${lang}: a card that cannot be played now still says why, in the prompt's place, once`, () => {
      const f = frame(cards, lang);
      const [tap] = taps(f).filter(({ card }) => card.zoom === "card:checkup_moon");
      const prompt = tap.s.items.find((i) => i.label === "prompt" || i.label === "prompt-effect");
      const why = prompt.text.split(/[:：]/).slice(1).join(":").trim();   // "<card>: why" (panel.js notNow)
      expect(why.length).toBeGreaterThan(5);
      const zoom = tap.s.items.filter((i) => /^zoom-/.test(i.label ?? "")).map((i) => i.text).join("");
      expect(zoom.length).toBeGreaterThan(20);                        // the card's name and what it does
      expect(zoom.replace(/\s/g, "")).not.toContain(why.replace(/\s/g, "").slice(0, 12));   // said once, not twice
    });
  }

  it("over a whole recorded game, every hand card the reader taps on its turn opens in the window", () => {
    for (const lang of ["zh", "ja", "en"]) {
      for (const [k, f] of game[lang].entries()) {
        if (f.view.to_act !== "A1" || !["move", "cards", "extra"].includes(f.view.phase)) continue;
        for (const { card, bottom, box, grew } of taps(frame(f, lang, "A1"))) {
          expect({ at: `${lang} ${k} ${card.zoom}`, out: box.y + box.h > bottom || box.y < bottom - SCREEN, grew })
            .toEqual({ at: `${lang} ${k} ${card.zoom}`, out: false, grew: false });
        }
      }
    }
  });
});
