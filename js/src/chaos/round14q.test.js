// CHAOS round Q, second wave (room review 14 and the room fixer's findings).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import cards from "../fixtures/chaos_cards.json";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

// (the line and, where a phone's line keeps only the status's first clause to keep the round's word, its hover: review
// 26, chaos_ja 11)
const status = (fixture, lang, view = {}) => {
  const line = layout({ ...valid({ ...fixture, lang, view: { ...fixture.view, ...view } }), ui: {} },
                      { width: 390, height: 844 }).items.find((i) => i.label === "status");
  return `${line.text} ${line.tip ?? ""}`;
};

describe("the header after the seat's move (room review 14, finding 3; CH-CARD-4)", () => {
  for (const lang of ["en", "zh", "ja", "zh-TW"]) {
    const words = { ...cards.catalog.ui.en, ...cards.catalog.ui[lang] };
    it(`says to play cards or end the turn in the cards phase, the extra steps in theirs, "your move" before (${lang})`, () => {
      expect(cards.view.phase).toBe("cards");
      expect(cards.view.to_act).toBe(cards.seat);
      const now = status(cards, lang);
      expect(now).toContain(words.head_cards);
      if (lang === "en") expect(now).not.toContain("Your move");
      expect(status(cards, lang, { phase: "extra" })).toContain(words.head_extra);
      expect(status(start, lang)).toContain(words.you);
    });
  }
});

// (since round AX a phone's hand keeps one y for the whole game, the waiting line's room above it kept: within a turn
// only it sat at 711 on the reader's turn and 571 while it waited, and taps by habit missed; newcomer review 31,
// chaos_ja 4, room_zh 3. The room review 14 blank, a window's ~300 px of words above the hand, goes under it now)
describe("room review 14, finding 2, as review 31 asks: a phone's hand keeps one y for the whole game", () => {
  const top = (s) => Math.min(...s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? "")).map((c) => c.y));
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390×844 over a recorded game`, () => {
      const ui = {};
      const tops = new Set();
      for (const f of game[lang]) {
        const s = layout({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui },
                         { width: 390, height: 844 });
        tops.add(top(s));
      }
      expect([...tops]).toHaveLength(1);
    });
  }
});
