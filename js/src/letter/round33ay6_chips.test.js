// Newcomer review 32 (round AY, fixer AY6), letter_en finding 2: a desk's chips were cut with "…" in the words a
// choice needs ("Play The Shining Trapezohedron: no… ⚠ you may have to play The Silver…", 150; "Insane: Look… —
// already known: shows nothing new", 047), one line each while the band had room for two. A chip that does not fit
// takes a second line where the band has room; a chip is cut only where two lines are not enough, and once at most.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { slotRows } from "./chip_slots.js";
import start from "../fixtures/letter_start.json";
import named from "./round29at1_frames.json";
import af from "./round20af_frames.json";
import games from "./round32ax8_games.json";

/** Return [frame, lang, catalog] of every recorded frame the reader acts in. */
function recorded() {
  const out = [];
  for (const set of [named, af]) {
    for (const [name, f] of Object.entries(set)) {
      if (name !== "catalog") out.push([f, name.split("_").at(-1), set.catalog]);
    }
  }
  for (const [lang, list] of Object.entries(games)) list.flat().forEach((f) => out.push([f, lang, start.catalog]));
  return out.filter(([f]) => !f.view.result && f.legal?.length);
}

/** Return the scenes of each hand card chosen in each recorded frame at `width`. */
function chosen(width) {
  return recorded().flatMap(([f, lang, catalog]) => f.view.hand.map((_, k) => layout(
    { game: "letter", mode: "play", seat: "player", lang, ...f, catalog, ui: { selected: k } }, { width })));
}

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
const handY = (s) => s.items.find((i) => i.label === "hand-label").y;   // a chosen card is drawn lifted
const cuts = (c) => (c.text.match(/…/gu) ?? []).length - (c.say ?? c.text).split("…").length + 1;

// the review's own chips (150, 047, 133): each a move of a two-move card, at a desk
const REVIEWED = [
  "Play The Shining Trapezohedron: no effect ⚠ you may have to play The Silver Key next: 9 of 12 unseen cards "
  + "are a 5 or 6",
  "Insane: Look, then draw 1 and play 1 — already known: shows nothing new",
  "Compare the deck's top card ⚠ if the last clue is Elder Sign (1 unseen), it protects Cthulhu: you lose",
];

/** Return the armitage_en frame, its card chosen, its two moves worded `labels`, at `width`. */
function reviewed(labels, width, selected = 0) {
  const f = structuredClone(named.armitage_en);
  let k = 0;
  f.legal = f.legal.map((a) => (a.fields.card === "professor_armitage" ? { ...a, label: labels[k++] } : a));
  return layout({ game: "letter", mode: "play", seat: "player", lang: "en", ...f, catalog: named.catalog,
                  ui: { selected } }, { width });
}

describe("letter_en 2: a chip's words are cut only where two lines are not enough", () => {
  it("at 1280 no recorded chip is cut (19 of 291 were, on one line)", () => {
    const cut = chosen(1280).flatMap(chips).filter((c) => cuts(c) > 0);
    expect(cut.map((c) => c.text)).toEqual([]);
  });

  it("at 390 a chip is cut once at most (3 of 291 are cut, as before)", () => {
    const cut = chosen(390).flatMap(chips).filter((c) => cuts(c) > 0);
    expect(cut.length).toBeLessThanOrEqual(3);
    expect(cut.filter((c) => cuts(c) > 1).map((c) => c.text)).toEqual([]);
  });

  it("at 1280 the review's chips read whole, and the hand does not move", () => {
    const still = handY(reviewed(REVIEWED.slice(0, 2), 1280, null));
    for (const pair of [REVIEWED.slice(0, 2), REVIEWED.slice(1)]) {
      const s = reviewed(pair, 1280);
      expect(chips(s).map((c) => c.text)).toEqual(pair);
      expect(handY(s)).toBe(still);
    }
  });

  it("at 390 the review's chips are cut once at most", () => {
    for (const pair of [REVIEWED.slice(0, 2), REVIEWED.slice(1), [REVIEWED[0], REVIEWED[0]]]) {
      const twice = chips(reviewed(pair, 390)).filter((c) => cuts(c) > 1);
      expect(twice.map((c) => c.text)).toEqual([]);
    }
  });

  // since round DD (review 36, letter_en 2: ⚠ chips cut or drawn at 11 px) a desk chip takes the lines its words need
  it("a desk chip too long for one line takes a second, its words whole (150: 'no… ⚠ … The Silver…')", () => {
    for (const [width, fs] of [[732, 14], [600, 14], [600, 12], [500, 13], [500, 12]]) {
      const laid = [];
      slotRows(laid, [{ text: REVIEWED[0], own: true }], 0, 0, width, fs, { below: 12 });
      expect(cuts(laid[0]), `${width} ${fs}: ${laid[0].text}`).toBe(0);
      expect(laid[0].text, `${width} ${fs}: ${laid[0].text}`).toBe(REVIEWED[0]);
      expect(laid[0].rows, `${width} ${fs}`).toBeGreaterThanOrEqual(2);
    }
  });
});
