// The Letter table, round AG (newcomer review 20, Letter en finding 5 and zh-TW finding 1: "Standard feels like luck";
// "nothing points me to Easy after a loss"): a game lost on Standard or Hard opens its game-over box with "Try Easy"
// and the computer player's win rate there, first in the box, in place of the current level's note (the box keeps its
// height: one line at the desk's width); its Easy button is marked as the suggestion. A win, or a loss on Easy, keeps
// the box as it was.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { ENDING_WORDS, endingDifficulty, endingPanel } from "../ui/ending.js";
import { PAGE_WORDS } from "../ui/words.js";
import { wrapLines } from "../scene/text.js";

useFakeDocument();
const LOST = { title: "Cthulhu wins", text: "You lost.", win: false };
const WON = { title: "You win", text: "Cthulhu is sealed.", win: true };
const model = (traits) => ({ get: (name) => traits[name] });
const LANGS = ["en", "ja", "zh-TW", "zh-CN"];
const level = (lang, difficulty) => endingDifficulty(model({ difficulty, mode: "play" }), PAGE_WORDS[lang]);

describe("a loss on Standard or Hard points to Easy, first in the box", () => {
  for (const lang of LANGS) {
    for (const current of ["standard", "hard"]) {
      it(`${lang}, lost on ${current}`, () => {
        const panel = endingPanel(LOST, {}, ENDING_WORDS[lang], false, true, level(lang, current));
        expect(panel.advice).toBe(ENDING_WORDS[lang].try_easy);
        expect(panel.advice).toContain(PAGE_WORDS[lang].difficulty_easy);
        expect(panel.note ?? "").toBe("");                     // the advice takes the note's line: the box keeps its height
        expect(panel.buttons.find((b) => b.key === "again_easy")).toMatchObject({ suggest: true });
      });
    }
    it(`${lang}: the advice is one line at the desk's width (12 px type, 528 px)`, () => {
      expect(wrapLines(ENDING_WORDS[lang].try_easy, 528, 12)).toHaveLength(1);
    });
    it(`${lang}: no advice after a win, nor after a loss on Easy`, () => {
      for (const [banner, current] of [[WON, "standard"], [LOST, "easy"], [WON, "hard"]]) {
        const panel = endingPanel(banner, {}, ENDING_WORDS[lang], false, true, level(lang, current));
        expect(panel.advice ?? "").toBe("");
        expect(panel.note).toBe(PAGE_WORDS[lang][`difficulty_note_${current}`]);
      }
    });
  }

  it("the page shows the advice first in the box, above the title (desk)", async () => {
    vi.resetModules();
    const { buildEnding } = await import("../ui/ending.js");
    const root = document.createElement("div");
    root.dataset.wide = "1";
    const canvas = document.createElement("canvas");
    root.append(canvas);
    const sent = [];
    const update = buildEnding({ root, canvas }, (m) => sent.push(m));
    update(model({ lang: "en", game: "letter", banner: LOST, difficulty: "standard", mode: "play", replay: {} }));
    const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
    expect(box.childNodes[0].className).toBe("cw-end-advice");
    expect(box.childNodes[0].textContent).toBe(ENDING_WORDS.en.try_easy);
    expect(box.childNodes[1].className).toBe("cw-end-title");
    expect(box.childNodes.some((n) => n.className === "cw-end-note")).toBe(false);
  });
});

// Newcomer review 20, Letter zh-TW finding 4 (082): "End-panel buttons move when the text length changes; one tap
// missed". Letter's game-over box puts its buttons right under the title (and the note of the Difficulty under them),
// before the sentence, the decisive moment and the rows, whose lengths change from game to game: the buttons keep
// their place (a loss on Standard or Hard puts "Try Easy" over the title, the same in every such loss).
describe("the game-over box's buttons keep their place whatever the moment's length", () => {
  const SHORT = { ...LOST, moment: "What decided it: the opponent plays Investigators.", rows: [["Clues", 5]] };
  const LONG = { ...LOST, text: "You lost: the deck could not pay for the insanity check, and so on and on.",
                 moment: "What decided it: the insanity check turned 2 cards into your discard, then the deck ran "
                   + "out: fewer cards were left than the check needed. ".repeat(3),
                 rows: [["Clues", 0], ["Deck", 1], ["Insanity", 5], ["Turns", 11]] };
  const order = async (banner, wide, difficulty = "standard") => {
    vi.resetModules();
    const { buildEnding } = await import("../ui/ending.js");
    const root = document.createElement("div");
    root.dataset.wide = wide ? "1" : "0";
    const canvas = document.createElement("canvas");
    root.append(canvas);
    const update = buildEnding({ root, canvas }, () => {});
    update(model({ lang: "zh-TW", game: "letter", banner, difficulty, mode: "play", replay: {} }));
    const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
    return box.childNodes.map((n) => n.className);
  };
  for (const wide of [false, true]) {
    it(wide ? "desk" : "phone", async () => {
      const short = await order(SHORT, wide);
      const long = await order(LONG, wide);
      const bar = short.indexOf("cw-end-buttons");
      expect(bar).toBe(short.indexOf("cw-end-title") + 1);   // under the title, before the sentence and the moment
      expect(long.indexOf("cw-end-buttons")).toBe(bar);
      expect(short.indexOf("cw-end-moment")).toBeGreaterThan(bar);
    });
  }
});
