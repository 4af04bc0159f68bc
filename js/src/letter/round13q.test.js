// The Letter table, newcomer review 13 (round Q; zh-TW phone, 390×844).
// Finding 3: on a phone a chosen card's text box covered the player's discard row under "我方棄牌堆 · 瘋狂 N" (phone 070:
// the chosen Investigators' text over 舊神印記 · 調查員 ×3 · 伊斯之偉大種族); the row came under the box, until round U
// (review 15, finding 2: the footer then lay over it): the box is an overlay again, the label clear of it. round10n_games.json: six whole games' frames in en, zh and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

const LANGS = ["en", "zh", "ja"];
const SCREEN = 844 - 64;   // a 390×844 phone under the page's bar
const at = (s, label) => s.items.find((i) => i.label === label);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function chosen(lang) {
  const out = [];
  for (const game of games[lang]) {
    for (const f of game) {
      if (f.view.result) continue;
      const base = valid({ ...start, ...f, lang, catalog: start.catalog });
      f.view.hand.forEach((_, i) => {
        if (f.legal.some((a) => a.target?.zone === "hand" && a.target.index === i)) out.push({ base, selected: i });
      });
    }
  }
  return out;
}

describe("finding 3: a chosen card's box never covers the player's discard label, and moves no card", () => {
  for (const lang of LANGS) {
    it(`${lang} at 360: every card chosen in six games: the row's label clear of the box, its cards still, one height`, () => {
      const heights = new Set();
      let n = 0;
      for (const { base, selected } of chosen(lang)) {
        const s = layout({ ...base, ui: { selected, touch: true } }, { width: 360 });
        const plain = layout({ ...base, ui: { touch: true } }, { width: 360 });
        heights.add(s.height).add(plain.height);
        const box = at(s, "zoom");
        const label = at(s, "insanity");
        expect(overlaps(box, { ...label, w: label.w || 200, h: label.size })).toBe(false);
        const cards = s.items.filter((i) => /^player-discard(-\d+)?$/.test(i.label ?? ""));
        expect(cards.length).toBeGreaterThan(0);
        // round U (newcomer review 15, finding 2): the box is an overlay over the row's cards (no moves), which stay
        // where they lie without it; brought down under it, the footer lay over them
        for (const card of cards) {
          expect([card.x, card.y], `${card.label} ${card.card ?? ""}`).toEqual([at(plain, card.label).x, at(plain, card.label).y]);
          expect(card.y + card.h).toBeLessThanOrEqual(s.height);   // inside the table
        }
        if (base.view.player_discard.length >= 3) n += 1;
        // the box's name still in the screen with the hand (review 10, finding 2)
        const name = at(s, "zoom-name");
        expect(name.y + name.size).toBeLessThanOrEqual(SCREEN);
      }
      expect(n).toBeGreaterThan(5);
      expect([...heights]).toHaveLength(1);
    });
  }
});

// Finding 3, its second half: late in a game a phone's discard row crowded (nine kinds overlapped in one row, their
// names cut: phone 086). More kinds than fit side by side take a second row, in room kept from turn 1: no card over
// another, each whole, the footer under them, one table height.
describe("finding 3: a crowded discard row on a phone takes two rows, no card over another", () => {
  for (const lang of LANGS) {
    it(`${lang} at 360: every frame of six games: the player's discard cards side by side, the table one height`, () => {
      const heights = new Set();
      let crowded = 0;
      for (const game of games[lang]) {
        for (const f of game) {
          const base = valid({ ...start, ...f, lang, catalog: start.catalog });
          const s = layout({ ...base, ui: { touch: true, endingShown: true } }, { width: 360 });
          if (!f.view.result) heights.add(s.height);
          const cards = s.items.filter((i) => /^player-discard-\d+$/.test(i.label ?? ""));
          if (cards.length > 6) crowded += 1;
          for (const a of cards) {
            expect(a.x + a.w).toBeLessThanOrEqual(360);
            for (const b of cards) if (a !== b) expect(overlaps(a, b), `${a.card} ${b.card}`).toBe(false);
          }
          const foot = Math.max(0, ...cards.map((c) => c.y + c.h));
          for (const line of s.items.filter((i) => i.label === "out-of-play")) expect(line.y).toBeGreaterThan(foot);
        }
      }
      expect(crowded).toBeGreaterThan(0);
      expect([...heights]).toHaveLength(1);
    });
  }
});
