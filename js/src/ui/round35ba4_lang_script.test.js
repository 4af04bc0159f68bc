// Newcomer review 33 (letter_zh 2): 繁體中文 chosen at Letter, the next game opened from the game list was in
// Simplified Chinese: the page kept "zh", which is Traditional at Letter and Simplified at CHAOS. It keeps the script.
import { describe, expect, it } from "vitest";
import { keptLanguage, languageRestorer, rememberLanguage } from "./lang_memory.js";

function storage() {
  const data = new Map();
  return { getItem: (k) => (data.has(k) ? data.get(k) : null), setItem: (k, v) => data.set(k, String(v)) };
}

function table(game, lang, langs) {
  const traits = { game, lang, catalog_data: { langs } };
  return { get: (k) => traits[k] };
}

describe("the language kept is the script the reader chose", () => {
  it("繁體中文 at Letter opens CHAOS in Traditional, and Letter again in its Traditional zh", () => {
    const store = storage();
    rememberLanguage(keptLanguage("zh", "letter"), store);
    const sent = [];
    languageRestorer(table("chaos", "en", ["en", "zh", "ja", "zh-TW"]), (m) => sent.push(m), store)();
    expect(sent).toEqual([{ cmd: "lang", value: "zh-TW" }]);
    const back = [];
    languageRestorer(table("letter", "en", ["en", "zh", "ja"]), (m) => back.push(m), store)();
    expect(back).toEqual([{ cmd: "lang", value: "zh" }]);
  });

  it("简体中文 at CHAOS stays zh, which Letter (Traditional only) still shows as its Chinese", () => {
    expect(keptLanguage("zh", "chaos")).toBe("zh");
    expect(keptLanguage("ja", "letter")).toBe("ja");
  });
});
