// The reader's language comes back after a reload (issue 23 review 7, Mythos ja phone and Letter zh phone).
import { describe, expect, it } from "vitest";
import { browserLanguage, languageRestorer, rememberLanguage, storedLanguage } from "./lang_memory.js";

function storage() {
  const data = new Map();
  return { getItem: (k) => (data.has(k) ? data.get(k) : null), setItem: (k, v) => data.set(k, String(v)) };
}

function model(lang, langs) {
  const traits = { lang, catalog_data: langs ? { langs } : null };
  return { get: (k) => traits[k], traits };
}

describe("the language kept over a reload", () => {
  it("asks once for the stored language when the table speaks it", () => {
    const store = storage();
    rememberLanguage("ja", store);
    const sent = [];
    const m = model("en", ["en", "ja"]);
    const restore = languageRestorer(m, (msg) => sent.push(msg), store);
    restore();
    restore();
    expect(sent).toEqual([{ cmd: "lang", value: "ja" }]);
  });

  it("waits for the catalog, and never asks for a language the game lacks or already shows", () => {
    const store = storage();
    rememberLanguage("zh", store);
    const sent = [];
    const m = model("en", null);
    const restore = languageRestorer(m, (msg) => sent.push(msg), store);
    restore();
    expect(sent).toEqual([]);
    m.traits.catalog_data = { langs: ["en", "ja"] };   // Mythos has no zh table
    restore();
    expect(sent).toEqual([]);
    const shown = languageRestorer(model("zh", ["en", "zh"]), (msg) => sent.push(msg), store);
    shown();
    expect(sent).toEqual([]);
  });

  it("a storage that refuses is a page without memory, not an error", () => {
    const refusing = { getItem: () => { throw new Error("blocked"); }, setItem: () => { throw new Error("blocked"); } };
    expect(() => rememberLanguage("ja", refusing)).not.toThrow();
    expect(storedLanguage(refusing)).toBe(null);
  });

  it("with nothing stored, an English table speaks the browser's language where the game has it (review 10)", () => {
    const sent = [];
    const ja = { languages: ["ja-JP", "en-US"] };
    languageRestorer(model("en", ["en", "ja"]), (msg) => sent.push(msg), storage(), ja)();
    expect(sent).toEqual([{ cmd: "lang", value: "ja" }]);
    // a stored choice wins; a table set to another language is kept; English first, or a language the game lacks
    const store = storage();
    rememberLanguage("en", store);
    languageRestorer(model("en", ["en", "ja"]), (msg) => sent.push(msg), store, ja)();
    languageRestorer(model("zh", ["en", "zh", "ja"]), (msg) => sent.push(msg), storage(), ja)();
    languageRestorer(model("en", ["en", "ja"]), (msg) => sent.push(msg), storage(), { languages: ["en-GB", "ja"] })();
    languageRestorer(model("en", ["en", "ja"]), (msg) => sent.push(msg), storage(), { languages: ["zh-TW"] })();
    expect(sent).toHaveLength(1);
    expect(browserLanguage(["en", "zh", "ja"], { language: "zh-TW" })).toBe("zh");
    expect(browserLanguage(["en", "ja"], undefined)).toBe(null);
  });
});
