// The Letter table, issue 23 round F (newcomer review 4): the Insanity line says when the clues can no longer be
// cleared before the deck runs out, not only once nothing can be done.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { insanityState } from "./layout.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/letter_start.json";

const LANGS = ["en", "zh", "ja"];
const scene = (fixture, width = 910) => layout({ ...valid(fixture), ui: {} }, { width });
const withView = (lang, view) => ({ ...start, lang, view: { ...start.view, ...view } });
// `verdict`: the kernel's (verdict.py `behind`), which the page reads since review 30, letter_en 4 (its own count gone)
// no deck clock (deck.turns): the line counts deck ÷ (N + 1), the turns each case means (the start's 13 are deck 13's)
const at = (lang, n, count, clues, verdict = null) => withView(lang, { insanity: n,
  deck: { ...start.view.deck, turns: undefined, count },
  opponent: { ...start.view.opponent, clues }, verdict });
const lineOf = (s, lang) => s.items.filter((i) => i.label === "insanity-line").map((i) => i.text)
  .join(lang === "en" ? " " : "");

describe("LS-CHECK-1 LS-TURN-2: the clues against the deck (review 4, finding 3)", () => {
  it("warns once the deck lasts fewer turns than the clues need (each side clears one a turn)", () => {
    expect(insanityState(at("en", 2, 6, 6, "behind").view)).toMatchObject({ key: "insanity_behind", turns: 2, need: 3,
      race: true, doom: false });
    expect(insanityState(at("en", 1, 4, 5, "behind").view)).toMatchObject({ key: "insanity_behind", turns: 2, need: 3 });
    expect(insanityState(at("en", 2, 9, 6).view).key).toBe("insanity_race");     // 3 turns, 3 needed: still a race
    expect(insanityState(at("en", 1, 12, 6).view).key).toBe("insanity_next");
    expect(insanityState(at("en", 3, 3, 6).view).key).toBe("insanity_empty");    // doom still comes first
  });

  for (const lang of LANGS) {
    it(`${lang}: the line says the turns left, the clues and the turns they need, in amber`, () => {
      const text = lineOf(scene(at(lang, 2, 6, 6, "behind")), lang);
      expect(text).toContain("N = 2");
      expect(text).toMatch(lang === "en" ? /2 more turns.*6 clues.*at least 3 turns/ : /2.*6.*3/);
      expect(text).not.toMatch(/\{|insanity_/);
    });
  }
});

describe("LS-KNOW-5: the unused card in words (review 4, finding 5)", () => {
  for (const lang of LANGS) {
    it(`${lang}: the footer says what the hidden unused card is, not "?"`, () => {
      const s = scene({ ...start, lang }, 1280);
      const foot = s.items.filter((i) => i.type === "text" && i.text.includes(start.catalog.ui[lang].unused))
        .map((i) => i.text).join(" ");
      expect(foot).toContain(start.catalog.ui[lang].unused);
      expect(foot).not.toMatch(/\?/);
      expect(foot).toMatch(lang === "en" ? /1 Insanity card removed unseen/ : /1/);
    });
  }
});

describe("a phone shows the newest story line over the hand (review 4, finding 1)", () => {
  const story = [{ text: "Turn 3: your turn.", turn: 1 },
    { text: "The opponent plays Investigators: it names your deck's top card, which is discarded to your discard pile, and the game goes on." },
    { text: "Turn 4: your turn.", turn: 1 }];
  const hand = (s) => s.items.find((i) => i.label === "hand-label" || /^hand-\d+$/.test(i.label ?? ""));
  for (const lang of LANGS) {
    it(`${lang} at 390 px: at most two rows, the newest event (not a turn heading), inside the table, above the hand`, () => {
      const s = layout({ ...valid({ ...start, lang }), log_lines: story, ui: {} }, { width: 390 });
      // round P (newcomer review 12, finding 3, 2dfee1e): the line may take two rows (with the insanity check's
      // cards), cut on the last one
      const last = s.items.filter((i) => i.label === "last-event");
      expect(last.length).toBeGreaterThanOrEqual(1);
      expect(last.length).toBeLessThanOrEqual(2);
      expect(last[0].text.startsWith(`${start.catalog.ui[lang].last_event.split("{text}")[0]}The opponent plays`)).toBe(true);
      expect(last.slice(0, -1).every((row) => !row.text.endsWith(" …"))).toBe(true);   // cut on its last row only
      for (const row of last) {
        expect(row.text).not.toContain("Turn 4");
        expect(row.x + textWidth(row.text, row.size)).toBeLessThanOrEqual(s.width);
        expect(row.y).toBeLessThan(hand(s).y);
      }
    });
  }
  it("the hand's row stays put whether the story is empty or not; a wide table and a missing story draw none", () => {
    const at = (log_lines, width = 390) => layout({ ...valid(start), log_lines, ui: {} }, { width });
    expect(hand(at([])).y).toBe(hand(at(story)).y);
    expect(at(story, 1280).items.some((i) => i.label === "last-event")).toBe(false);
    expect(at(undefined).items.some((i) => i.label === "last-event")).toBe(false);
  });
});

describe("a card chosen to play shows what it does, not what the opponent does with it (review 4, finding 1)", () => {
  for (const lang of LANGS) {
    it(`${lang} at 390 px: the chosen card's box leaves out the opponent's row and is shorter than its full zoom`, () => {
      const base = valid({ ...start, lang });
      const id = base.view.hand[0].id;
      const opponent = base.catalog.card_texts[id][lang].opponent;
      const zoomOf = (selected) => {
        const s = layout({ ...base, ui: { selected } }, { width: 390 });
        return { box: s.items.find((i) => i.label === "zoom"),
                 text: s.items.filter((i) => i.label === "zoom-text").map((i) => i.text).join(" ") };
      };
      const chosen = zoomOf(0);
      const full = zoomOf(`zoom:${id}`);
      const head = opponent.slice(0, 8);
      expect(full.text).toContain(head);
      expect(chosen.text).not.toContain(head);
      expect(chosen.box.h).toBeLessThan(full.box.h);
    });
  }
});
