// Newcomer review 18 on the Mythos desk, round AA, finding 1: "Combat can't be followed: after Done it all resolves
// at once, leaving a one-line 'Last combat' strip and the log". The band tells the fights one at a time after the
// combat: the first fight (its threat, what was cancelled, who absorbed what, the Sanity lost), then a tap on "Next
// fight ▸" shows the next, the hand in its place all along; the designer reads them all at once.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { nextFight } from "./combat.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

/** Return frame `n` of the recorded game `lang` with the page's copy of the story up to it. */
function frame(lang, n) {
  let story = [];
  for (const f of recorded[lang].slice(0, n + 1)) story = story.slice(0, f.log[0]).concat(f.log[1]);
  return { ...recorded[lang][n], log_lines: story };
}

/** Return the first look after a combat of two fights or more, with the reader to act. */
function afterCombat(lang) {
  const n = recorded[lang].findIndex((f) => f.view.phase !== "combat" && f.view.fights?.length > 1 && f.legal.length);
  expect(n).toBeGreaterThan(0);
  return frame(lang, n);
}

const scene = (f, ui, lang, width, mode = "play") =>
  layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang, mode }, { width });
const revealed = (s) => s.items.filter((i) => i.type === "mcard" && /^revealed-/.test(i.label ?? ""));
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));
const nextChip = (s) => s.items.find((i) => i.type === "chip" && i.id === "recap:next");

describe("finding 1: the last combat told one fight at a time", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    it(`${lang} ${width} px: the first fight, then Next fight shows the next, the hand holding still`, () => {
      const f = afterCombat(lang);
      const fights = f.view.fights;
      const ui = {};
      const first = scene(f, ui, lang, width);
      expect(revealed(first)).toHaveLength(fights[0].cards.length);
      const chip = nextChip(first);
      expect(chip, "a Next fight chip").toBeTruthy();
      expect(chip.text).toContain(`${1}`);
      const band = first.items.find((i) => i.label === "combat");
      expect(chip.y >= band.y && chip.y + chip.h <= band.y + band.h, "the chip in the band").toBe(true);
      for (let k = 1; k < fights.length; k += 1) nextFight(ui);
      const all = scene(f, ui, lang, width);
      expect(revealed(all)).toHaveLength(fights.reduce((n, x) => n + x.cards.length, 0));
      expect(nextChip(all)).toBeUndefined();
      expect(handTop(all)).toBe(handTop(first));
    });
  }

  it("the designer reads every fight at once (design mode is not slowed)", () => {
    const f = afterCombat("en");
    const s = scene(f, {}, "en", 1280, "design");
    expect(nextChip(s)).toBeUndefined();
    expect(revealed(s)).toHaveLength(f.view.fights.reduce((n, x) => n + x.cards.length, 0));
  });
});
