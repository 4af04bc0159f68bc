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

describe("room review 14, finding 2: a phone's hand keeps its y within a turn, not the whole game", () => {
  // the hand's top (its title, "Your hand") and the lowest text above it (the prompt, "Waiting for A1 …"): between
  // them only the chips' row, else blank
  const measure = (s) => {
    // (the news tag's violet box reaches 3 px over the title's words: its words keep the title's y, review 26)
    const cards = s.items.filter((i) => /^hand-/.test(i.label ?? "") && i.label !== "hand-news-tag");
    if (!cards.length) return null;
    const top = Math.min(...cards.map((c) => c.y));
    const above = s.items.filter((i) => i.y + (i.h ?? 0) <= top && i.type === "text" && i.y > 0);
    return { top, gap: top - Math.max(...above.map((i) => i.y + (i.h ?? 0))) };
  };
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390×844 over a recorded game`, () => {
      const ui = {};
      const tops = new Map();
      const gaps = [];
      const acted = new Set();
      for (const f of game[lang]) {
        const s = layout({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui },
                         { width: 390, height: 844 });
        const m = measure(s);
        if (!m) continue;
        const at = `${f.view.round}.${f.view.turn}`;
        // waiting for the partner within a joint turn the reader took part in (a team cover, CH-COVER-1): the hand
        // is held for the turn as the reader's move left it (round AE's recorded game, 1.0), so it is not measured
        if (f.view.to_act === "A1") acted.add(at);
        if (!acted.has(at)) gaps.push([at, f.view.to_act, f.view.phase, m.gap]);
        if (["join", "react"].includes(f.view.phase)) continue;   // a window's words: the hand under them, that window only
        // within a turn the hand never comes up (a combo's lines started mid-turn may still push it down once)
        if (tops.has(at)) expect(m.top, `turn ${at}`).toBeGreaterThanOrEqual(tops.get(at));
        tops.set(at, m.top);
      }
      // waiting for another seat (no window open), the hand sits under the waiting line, the space kept for a
      // chip row only: held for the game it was 148 px below it in this game (~300 px in the review's)
      const waiting = gaps.filter(([, toAct, phase]) => toAct !== "A1" && !["join", "react"].includes(phase));
      expect(waiting.length).toBeGreaterThan(15);   // 19 in round AE's recorded game (its partner bot combos less)
      for (const [at, , , gap] of waiting) expect(gap, `turn ${at}`).toBeLessThanOrEqual(60);
    });
  }
});
