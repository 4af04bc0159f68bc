// Issue 23 (a newcomer's findings at the Letter table): the header names the card the seat answers, not "Your move"
// (LS-TURN-5: an opponent effect that targets the player is answered with the hand or the deck top).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";
import { textWidth } from "../scene/text.js";

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

// Issue 23: "The 'Hand' label is hidden by the option buttons or by the cards": the label over the player's hand stays
// in sight, whatever card is chosen, at every width and in every language.
const box = (i, fs) => ({ x: i.x, y: i.y, w: Math.max(i.w, textWidth(i.text, i.size ?? fs)), h: i.h });
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const WIDTHS = [1280, 910, 390, 350];

describe("the Hand label stays visible (issue 23)", () => {
  for (const [name, fixture] of [["start", start], ["answer", answer]]) {
    it(`LS_TURN_1: ${name}: no chip, card or zoom covers the Hand label, with or without a chosen card`, () => {
      for (const lang of LANGS) {
        for (const width of WIDTHS) {
          const picks = [{}, ...fixture.view.hand.map((_, i) => ({ selected: i }))];
          for (const ui of picks) {
            const s = scene({ ...fixture, lang }, ui, width);
            const label = s.items.find((i) => i.label === "hand-label");
            expect(label, `${lang} ${width}`).toBeTruthy();
            expect(label.text).toBe(fixture.catalog.ui[lang].hand);
            const fs = label.size;
            const others = s.items.filter((i) => ["chip", "card", "pile"].includes(i.type) || i.label === "zoom");
            for (const other of others) {
              expect(overlaps(box(label, fs), other), `${lang} ${width} ${JSON.stringify(ui)} ${other.id ?? other.label}`)
                .toBe(false);
            }
          }
        }
      }
    });
  }
});
