// Newcomer review 33 (letter_en 5, letter_zh 2; reviews 15 and 32 too): the language menu read "English | 繁體中文 |
// 繁體中文 | 日本語". The entry left out was only `hidden`, which a phone's native picker (iOS) and a reader listing the
// select's <option>s still show: an entry not offered is not in the menu at all.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { languageMenu as menu, offerLanguages } from "./toolbar.js";

useFakeDocument();

const listed = (select) => select.options.map((o) => `${o.value}:${o.textContent}`);

describe("the language menu lists each script once, each entry its own script", () => {
  it("Letter in English: English, 繁體中文, 日本語 and nothing else in the select", () => {
    const select = menu();
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "en", "letter");
    expect(listed(select)).toEqual(["en:English", "zh:繁體中文", "ja:日本語"]);
  });

  it("Letter in zh-TW keeps the chosen entry; back in English the menu is the same again", () => {
    const select = menu();
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "zh-TW", "letter");
    expect(listed(select)).toEqual(["en:English", "zh-TW:繁體中文", "ja:日本語"]);
    expect(select.value).toBe("zh-TW");
    offerLanguages(select, ["en", "zh", "zh-TW", "ja"], "en", "letter");
    expect(listed(select)).toEqual(["en:English", "zh:繁體中文", "ja:日本語"]);
  });

  it("CHAOS lists both scripts, Mythos neither", () => {
    const chaos = menu();
    offerLanguages(chaos, ["en", "zh", "zh-TW", "ja"], "en", "chaos");
    expect(listed(chaos)).toEqual(["en:English", "zh:简体中文", "zh-TW:繁體中文", "ja:日本語"]);
    const mythos = menu();
    offerLanguages(mythos, ["en", "ja"], "ja", "mythos");
    expect(listed(mythos)).toEqual(["en:English", "ja:日本語"]);
  });
});
