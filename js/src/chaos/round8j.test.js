// CHAOS round J (issue 23): follow-ups of round I's CHAOS findings.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";
import cards from "../fixtures/chaos_cards.json";
import start from "../fixtures/chaos_start.json";

const scene = (fixture, width, ui, lang) => layout({ ...valid({ ...fixture, lang }), ui }, { width });
const hand = (s) => s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? ""));

describe("1280×800: a hand held lower by an earlier combo keeps the table at its one height", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`A2 asked to join, then playing its cards: the table stays at 660 px, the hand within it (${lang})`, () => {
      const fresh = scene(cards, 930, {}, lang).height;
      expect(fresh).toBeLessThanOrEqual(660);
      const ui = {};   // one game: the page's own state kept from frame to frame
      const seen = [join, cards, { ...start, seat: "A2" }].map((f) => scene(f, 930, ui, lang));
      expect(seen.map((s) => s.height)).toEqual([fresh, fresh, fresh]);
      const after = seen[1];
      for (const c of hand(after)) expect(c.y + c.h, c.label).toBeLessThanOrEqual(after.height);
      const title = after.items.find((i) => i.label === "hand-title");
      // the panel's prompt and chips above the hand (the time cards' chips lie under the board, left of the panel)
      const prompt = after.items.filter((i) => (i.type === "chip" || i.label === "prompt") && i.x >= title.x - 1);
      expect(prompt.length).toBeGreaterThan(1);
      for (const i of prompt) expect(i.y + i.h, i.label ?? i.id).toBeLessThanOrEqual(title.y);   // never over the prompt
    });
  }
});
