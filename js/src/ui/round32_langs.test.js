// Newcomer review 32 (letter_zh 3, letter_en 3): the language menu read "English | 繁體中文 | 繁體中文 | 日本語" on a
// Letter table in English: its "zh" is Traditional, named 繁體中文 like "zh-TW"; each name is offered once.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { languageMenu as menu, offerLanguages } from "./toolbar.js";

useFakeDocument();

const shown = (select) => select.options.filter((o) => !o.hidden).map((o) => o.textContent);

describe("the language menu offers each name once", () => {
  it("a Letter table in English that speaks zh and zh-TW: one 繁體中文", () => {
    const select = menu();
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "en", "letter");
    expect(shown(select)).toEqual(["English", "繁體中文", "日本語"]);
    expect(select.value).toBe("en");
  });

  it("the current entry is the one kept (zh-TW chosen)", () => {
    const select = menu();
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "zh-TW", "letter");
    expect(select.options.filter((o) => !o.hidden).map((o) => o.value)).toEqual(["en", "zh-TW", "ja"]);
  });

  it("CHAOS keeps both scripts: 简体中文 and 繁體中文", () => {
    const select = menu();
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "en", "chaos");
    expect(shown(select)).toEqual(["English", "简体中文", "繁體中文", "日本語"]);
  });
});
