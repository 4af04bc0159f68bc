// The coach's bubble speaks a finger's words on a touch screen (issue 23 review 7: the Letter tutorial on a zh phone
// said 點擊, click, where the prompts say 輕觸, tap).
import { describe, expect, it } from "vitest";
import { touchWords } from "./coach.js";

const model = (lang) => ({ get: (k) => (k === "lang" ? lang : undefined) });
const media = (coarse) => (query) => ({ matches: coarse && query === "(pointer: coarse)" });

describe("coach words on a touch screen", () => {
  it("says tap on a touch screen, in the table's language", () => {
    expect(touchWords(model("zh"), media(true))("點擊發光的牌")).toBe("輕觸發光的牌");
    expect(touchWords(model("en"), media(true))("Click a glowing card")).toBe("Tap a glowing card");
    expect(touchWords(model("ja"), media(true))("光るカードをクリック")).toBe("光るカードをタップ");
  });

  it("keeps the words as they are for a mouse, or where the screen cannot say", () => {
    expect(touchWords(model("zh"), media(false))("點擊發光的牌")).toBe("點擊發光的牌");
    expect(touchWords(model("en"), undefined)("Click a glowing card")).toBe("Click a glowing card");
  });
});
