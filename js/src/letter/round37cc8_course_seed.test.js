// Newcomer review 35 (round CC, fixer CC8), letter_en 8 (023): after the course's game the table said "This game's
// seed is now in the bar's Seed box" while the box read "Course deal" (the course plays a fixed practice deal, no
// seed). In the course the end line keeps only what is true: the face-down cards stay face down.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import won from "../fixtures/letter_won.json";

const endLine = (s) => s.items.filter((i) => i.label === "end-hidden").map((i) => i.text).join(" ");

describe("letter_en 8: the course's end says nothing of a seed", () => {
  for (const [lang, seed] of [["en", /seed/iu], ["zh", /種子/u], ["ja", /シード/u]]) {
    it(lang, () => {
      const input = { ...valid(won), game: "letter", mode: "play", seat: "player", lang, ui: {} };
      expect(endLine(layout(input, { width: 1280, height: 800 }))).toMatch(seed);
      const course = endLine(layout({ ...input, course: true }, { width: 1280, height: 800 }));
      expect(course.length).toBeGreaterThan(5);
      expect(course).not.toMatch(seed);
    });
  }
});
