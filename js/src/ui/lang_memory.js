// The reader's language kept over a reload (issue 23 review 7: a phone that reloaded the tab came back in English,
// and 日本語 had to be found again under "⋯"). The choice is the reader's, so it lives in the browser
// (localStorage); the kernel still decides what the table says, and accepts only the languages it knows.

import { gameOf, pageLang } from "./words.js";

const KEY = "cthulhu-widgets:lang";

/** Return the name to keep for `lang` chosen at a table of `game`: its script where "zh" names one ("zh-TW" for
 * Letter's Traditional "zh"), so the next game opens in the script the reader chose (review 33, letter_zh 2: CHAOS,
 * whose "zh" is Simplified, came up in Simplified after 繁體中文 at Letter). */
export function keptLanguage(lang, game) {
  return lang === "zh" && pageLang(lang, game) === "zh-TW" ? "zh-TW" : lang;
}

/** Return the table's name of the kept `lang` among its `langs` (Letter writes "zh-TW" as its "zh"), or null. */
function tableName(lang, langs, game) {
  if (langs.includes(lang)) return lang;
  return langs.find((l) => l !== "en" && pageLang(l, game) === pageLang(lang, game)) ?? null;
}

/** Return the stored language, or null (no storage, nothing stored, or storage refused). */
export function storedLanguage(storage = globalThis.localStorage) {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;   // a page whose storage is blocked (privacy settings) keeps the table's language
  }
}

/** Remember `lang` as the reader's choice; returns nothing (a refused storage is ignored). */
export function rememberLanguage(lang, storage = globalThis.localStorage) {
  try {
    storage?.setItem(KEY, lang);
  } catch {
    // nothing to do: the choice holds for this page only
  }
}

/**
 * Return a function for the bar's updates that, once, asks for the stored language when the table speaks it and
 * shows another (`send` the command); later updates do nothing, so the reader's new choices are never undone.
 */
export function languageRestorer(model, send, storage = globalThis.localStorage, nav = globalThis.navigator) {
  let done = false;
  return () => {
    if (done) return;
    const langs = model.get("catalog_data")?.langs;
    if (!Array.isArray(langs)) return;   // the catalog is not here yet: ask on a later update
    done = true;
    // nothing chosen yet here: a table in English speaks the browser's language where the game has it (newcomer
    // review 10: a ja-JP phone opened the Voilà app in English, 日本語 under "⋯"); a table set to another is kept
    const stored = storedLanguage(storage);
    const lang = stored ? tableName(stored, langs, gameOf(model))
      : (model.get("lang") === "en" ? browserLanguage(langs, nav) : null);
    if (lang && lang !== model.get("lang")) send({ cmd: "lang", value: lang });
  };
}

/** Return the first of the browser's preferred languages the game's table speaks (by its first part: "ja-JP" is
 * "ja"), or null. */
export function browserLanguage(langs, nav = globalThis.navigator) {
  const wanted = nav?.languages?.length ? nav.languages : [nav?.language].filter(Boolean);
  for (const tag of wanted) {
    const lower = String(tag).toLowerCase();
    const base = lower.split("-")[0];
    if (base === "en") return null;   // English first: the table's own
    // a Traditional-Chinese browser (zh-TW, zh-HK, zh-Hant) first asks for a table generated in Traditional Chinese
    if (/^zh-(tw|hk|mo|hant)/.test(lower) && langs.includes("zh-TW")) return "zh-TW";
    if (langs.includes(base)) return base;
  }
  return null;
}
