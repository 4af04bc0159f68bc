// Issue 23 (a newcomer's findings at the Letter table): the header names the card the seat answers, not "Your move"
// (LS-TURN-5: an opponent effect that targets the player is answered with the hand or the deck top).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join(" ");
const LANGS = ["en", "zh", "ja"];

describe("the header while the seat answers the opponent's card (issue 23)", () => {
  it("LS_TURN_5: says 'Answer the opponent's Great Race of Yith', not 'Your move'", () => {
    const s = scene(answer);
    expect(texts(s)).toContain("Answer the opponent's Great Race of Yith");
    expect(texts(s)).not.toContain("Your move");
  });

  it("LS_TURN_5: in Chinese and Japanese too; the seat's own turn still says it is its move", () => {
    for (const lang of LANGS) {
      const name = answer.catalog.cards.great_race_of_yith[lang];
      const head = scene({ ...answer, lang }).items.find((i) => i.type === "text");
      expect(head.text.replace(/\s/g, "")).toContain(name.replace(/\s/g, ""));
      const own = scene({ ...start, lang }).items.find((i) => i.type === "text");
      expect(own.text).toContain(start.catalog.ui[lang].you);
    }
  });

  it("LS_TURN_5: the header is as tall answering as on the seat's own turn (the rows do not move)", () => {
    for (const width of [1280, 390]) {
      const top = (s) => s.items.find((i) => i.label === "clue-stack").y;
      expect(top(scene(answer, {}, width))).toBe(top(scene({ ...answer, view: { ...answer.view, phase: "play",
        prompt: null } }, {}, width)));
    }
  });
});
