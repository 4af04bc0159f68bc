// Review 35, room_en 5 (shot 164): the chat field's placeholder was cut, "Everyone at this table reads the". The box
// says in a few words who reads it (the line above it says it whole), short enough for a 1280 desk and a 390 phone.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const placeholder = (lang, game) => {
  const chat = chatPanel(document.createElement("div"), { send: () => true, context: () => ({ seat: "A1", lang, game }) });
  return allElements(chat.el).find((e) => e.tagName === "INPUT").placeholder;
};

// the field is ~230 px wide in the desk's drawer and on the phone (its Send beside it): ~13 px a CJK character,
// ~7 px a Latin one at 13 px
const width = (text) => [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 13 : 7), 0);

describe("round37cc9: the chat's placeholder is whole (review 35, room_en 5)", () => {
  const cases = [["en", "chaos", /whole table/], ["ja", "chaos", /全員/], ["zh", "chaos", /全桌/], ["zh-TW", "chaos", /全桌/],
                 ["zh", "letter", /全桌/]];
  for (const [lang, game, says] of cases) {
    it(`${lang} ${game}: short, and it still says the whole table reads it`, () => {
      const text = placeholder(lang, game);
      expect(text).toMatch(says);
      expect(width(text), text).toBeLessThanOrEqual(170);
    });
  }
});
