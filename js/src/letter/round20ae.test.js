// The Letter table, round AE (newcomer review 19, Letter desk): the game-over box offers the Difficulty where a
// newcomer who lost meets it (finding 1), and it covers no card of the end board (finding 2: "the game-over popup
// covers the opponent's discard", desk 017/045/075). Frames from the kernel (round19aa_end_frames.json, seed 5).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { endPanelHeight } from "./layout_end.js";
import { ENDING_WORDS, endingDifficulty, endingPanel, pairRows, panelTop } from "../ui/ending.js";
import { PAGE_WORDS } from "../ui/words.js";
import start from "../fixtures/letter_start.json";
import frames from "./round19aa_end_frames.json";

const shown = (lang, which, ui = {}) => ({ ...valid({ ...start, ...frames[lang][which], catalog: start.catalog }), ui });
const model = (traits) => ({ get: (name) => traits[name] });

describe("finding 2: the desk's game-over box lies over no card of the end board", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [930, 1280]) {
      it(`${lang} at ${width}`, () => {
        const input = shown(lang, "end", { endingShown: true });
        const scene = layout(input, { width });
        const canvas = { clientWidth: width, __cthulhu: { scene } };
        // the page puts the box at panelTop, as tall as the layout's measure (8 px of it the top's own margin)
        const foot = panelTop(canvas) + endPanelHeight(input.banner, width, { paired: true, difficulty: true }) - 8;
        const cards = scene.items.filter((i) => /^opponent-discard/.test(i.label ?? "") && i.w > 0);
        expect(cards.length).toBeGreaterThan(0);
        for (const c of cards) expect(c.y, c.label).toBeGreaterThanOrEqual(foot);
      });
    }
  }
});

describe("finding 1: the game-over box says Play again: Easy · Standard · Hard, the current one marked", () => {
  const banner = frames.en.end.banner;
  for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) {
    it(`in ${lang}`, () => {
      const difficulty = endingDifficulty(model({ difficulty: "standard", mode: "play" }), PAGE_WORDS[lang]);
      const panel = endingPanel(banner, {}, ENDING_WORDS[lang], false, true, difficulty);
      expect(panel.lead).toBe(ENDING_WORDS[lang].play_again_at);
      // a loss on Standard: the note's line says "Try Easy" first in the box since round AG (round20ag2_easy.test.js)
      expect(panel.note).toBe(banner.win ? PAGE_WORDS[lang].difficulty_note_standard : "");
      if (!banner.win) expect(panel.advice).toBe(ENDING_WORDS[lang].try_easy);
      const [easy, standard, hard] = panel.buttons;
      expect(easy.cmd).toEqual({ cmd: "difficulty", value: "easy" });
      expect(hard.cmd).toEqual({ cmd: "difficulty", value: "hard" });
      expect(standard).toMatchObject({ key: "again", current: true, cmd: { cmd: "restart" } });
      expect(standard.text).toBe(`✓ ${PAGE_WORDS[lang].difficulty_standard}`);
      expect(easy.title).toBe(PAGE_WORDS[lang].difficulty_note_easy);
      expect(panel.buttons.map((b) => b.key).slice(3)).toEqual(["replay", "hide"]);
    });
  }
  it("not at a table without one, in design mode, nor at a room's shared table", () => {
    expect(endingDifficulty(model({ mode: "play" }), PAGE_WORDS.en)).toBeNull();
    expect(endingDifficulty(model({ difficulty: "easy", mode: "design" }), PAGE_WORDS.en)).toBeNull();
    const difficulty = endingDifficulty(model({ difficulty: "easy", mode: "play" }), PAGE_WORDS.en);
    expect(endingPanel(banner, undefined, ENDING_WORDS.en, false, false, difficulty).buttons.map((b) => b.key))
      .toEqual(["hide"]);
  });
  it("pairs the breakdown's rows two to a row", () => {
    expect(pairRows([["a", 1], ["b", 2], ["c", 3]])).toEqual([["a", 1, "b", 2], ["c", 3]]);
  });
});

describe("finding 6 (brief item 5): a replay step's caption names the turn the board shows", () => {
  it("adds the turn the step passed into after its move", () => {
    const replay = { step: 6, of: 12, view: {}, log: [], said: ["You answer Great Race of Yith with the deck's top card."],
                     turn: "Turn 5: your turn." };
    expect(endingPanel(banner(), replay, ENDING_WORDS.en).turn).toBe("Turn 5: your turn.");
    expect(endingPanel(banner(), { ...replay, turn: "" }, ENDING_WORDS.en).turn).toBe("");
  });
});

function banner() {
  return frames.en.end.banner;
}
