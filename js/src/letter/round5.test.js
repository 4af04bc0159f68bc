// The Letter table, issue 23 round 5 (a newcomer's findings): the Insanity line tells the deck race early (how many
// turns the deck lasts at this N, amber a few turns before doom, with the way out), naming a value shows the unseen
// cards by value, and Chinese / Japanese labels use the full-width colon.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { colon, insanityState, letterZoom, sharedWarning, unseenByValue } from "./layout.js";
import start from "../fixtures/letter_start.json";

const LANGS = ["en", "zh", "ja"];
const scene = (fixture, width = 910) => layout({ ...valid(fixture), ui: {} }, { width });
const withView = (lang, view) => ({ ...start, lang, view: { ...start.view, ...view } });
// no deck clock (deck.turns): the line counts deck ÷ (N + 1), the turns each case means (the start's 13 are deck 13's)
const race = (n, count) => withView("en", { insanity: n, deck: { ...start.view.deck, turns: undefined, count } });

describe("LS-CHECK-1 / LS-TURN-1: the deck race, told before it is lost (issue 23 r5 item 1)", () => {
  it("counts the turns the deck lasts at this N (N cards for the check, 1 for the draw)", () => {
    expect(insanityState(race(3, 14).view)).toMatchObject({ key: "insanity_race", turns: 3, race: true, doom: false });
    expect(insanityState(race(1, 12).view)).toMatchObject({ key: "insanity_next", turns: 6, race: false });
    expect(insanityState(race(2, 9).view)).toMatchObject({ key: "insanity_race", turns: 3 });
    expect(insanityState(race(2, 12).view)).toMatchObject({ key: "insanity_next", turns: 4 });
    expect(insanityState(race(3, 3).view)).toMatchObject({ key: "insanity_empty", doom: true });
    expect(insanityState(race(0, 3).view).key).toBe("insanity_zero");
  });

  for (const lang of LANGS) {
    it(`${lang}: the line says the turns left, turns amber with the way out (seal Cthulhu, the clues over it)`, () => {
      const calm = scene(withView(lang, { insanity: 1, deck: { ...start.view.deck, turns: undefined, count: 12 } }));
      const calmLine = calm.items.filter((i) => i.label === "insanity-line");
      expect(calmLine.map((i) => i.text).join(" ")).toMatch(/6/);
      const s = scene(withView(lang, { insanity: 3, deck: { ...start.view.deck, turns: undefined, count: 14 } }));
      const line = s.items.filter((i) => i.label === "insanity-line");
      const text = line.map((i) => i.text).join(lang === "en" ? " " : "");
      expect(text).toContain("N = 3");
      expect(text).toContain("14");
      expect(text).toMatch(lang === "en" ? /3 more turns/ : /3/);
      expect(text).toContain(start.catalog.cards.cthulhu[lang]);
      expect(text).toContain(String(start.view.opponent.clues));                   // the clues to clear first
      expect(text).not.toMatch(/\{|insanity_/);
      expect(line[0].colour).not.toBe(calmLine[0].colour);                           // amber, not the calm pink
      expect(line[0].colour).not.toBe("#ff8f8f");                                    // and not yet the doom red
    });
  }
});

describe("LS-P1: naming a value shows the cards not yet seen, by value (issue 23 r5 item 3, G1_03)", () => {
  it("counts every card of the game minus those with a face in the player's view", () => {
    const list = unseenByValue(start.catalog, start.view);
    // 25 cards: 0×1 1×6 2×3 3×3 4×3 5×3 6×2 7×2 8×2; seen: Mi-Go (5), Liber Ivonis (4), Cthulhu, Necronomicon (8),
    // the Braincase (0)
    expect(list).toBe("1×6 · 2×3 · 3×3 · 4×2 · 5×2 · 6×2 · 7×2");   // none left: left out (review 7, finding 5)
  });
  for (const lang of LANGS) {
    it(`${lang}: the zoom of Investigators / Deep Ones lists them; other cards do not`, () => {
      const z = letterZoom({ ...valid(start), lang });
      expect(z.texts("investigators").lines.at(-1)).toContain("1×6 · 2×3");
      expect(z.texts("deep_ones").lines.at(-1)).toContain("7×2");
      expect(z.texts("elder_sign").lines.join(" ")).not.toContain("×");
    });
  }
});

describe("zh / ja labels use the full-width colon (issue 23 r5 item 5, Z02-Z04)", () => {
  for (const lang of ["zh", "ja"]) {
    it(`${lang}: clues, deck and the footer have no ASCII colon`, () => {
      expect(colon(lang)).toBe("：");
      const s = scene(withView(lang, {}));
      const texts = s.items.filter((i) => i.type === "text").map((i) => i.text ?? "");
      expect(texts.some((t) => t.includes(`${start.catalog.ui[lang].clues}：`))).toBe(true);
      expect(texts.filter((t) => /[^\x00-\x7f]: /.test(t))).toEqual([]);
    });
  }
});

describe("the hand row stays in one place turn to turn (issue 23 r5 item 5, L14, G1_05)", () => {
  const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
  const handY = (hand, width, insanity = 0) => scene(withView("en", { hand: hand.map(card), insanity }), width)
    .items.find((i) => i.label === "hand-0").y;
  for (const width of [910, 390]) {
    it(`width ${width}: the same y whatever the hand holds`, () => {
      const ys = [["mi_go", "liber_ivonis"], ["silver_key", "elder_sign"], ["deep_ones", "cats_of_ulthar"],
                  ["investigators", "investigators"]].map((h) => handY(h, width));
      expect(new Set(ys).size, ys.join(",")).toBe(1);
    });
    it(`width ${width}: an insane player's hand row keeps one y too (Deep Ones' chips carry their row)`, () => {
      const ys = [["mi_go", "liber_ivonis"], ["silver_key", "elder_sign"], ["deep_ones", "cats_of_ulthar"]]
        .map((h) => handY(h, width, 2));
      expect(new Set(ys).size, ys.join(",")).toBe(1);
    });
  }
  it("a warning every chip carries is said once in the prompt, not on each chip", () => {
    const chips = [2, 3].map((g) => ({ text: `Name ${g} ⚠ Cthulhu stays on top: you lose`, id: `act:${g}` }));
    const { chips: bare, warn } = sharedWarning(chips);
    expect(bare.map((c) => c.text)).toEqual(["Name 2", "Name 3"]);
    expect(warn).toBe("⚠ Cthulhu stays on top: you lose");
    const mixed = [{ text: "Name 2 ⚠ last clue" }, { text: "Name 3" }];
    expect(sharedWarning(mixed)).toEqual({ chips: mixed, warn: "" });
  });
});
