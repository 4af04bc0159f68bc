// The reader's language kept over a reload (issue 23 review 7: a phone that reloaded the tab came back in English,
// and 日本語 had to be found again under "⋯"). The choice is the reader's, so it lives in the browser
// (localStorage); the kernel still decides what the table says, and accepts only the languages it knows.

const KEY = "cthulhu-widgets:lang";

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
export function languageRestorer(model, send, storage = globalThis.localStorage) {
  let done = false;
  return () => {
    if (done) return;
    const langs = model.get("catalog_data")?.langs;
    if (!Array.isArray(langs)) return;   // the catalog is not here yet: ask on a later update
    done = true;
    const lang = storedLanguage(storage);
    if (lang && lang !== model.get("lang") && langs.includes(lang)) send({ cmd: "lang", value: lang });
  };
}
