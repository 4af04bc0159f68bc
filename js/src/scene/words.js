// Words of the catalog (synced once per table): UI words and names, in the chosen language with English, then
// the key itself, as fallbacks. Every game's layout reads its words through these.

/**
 * Return `text` with its {name} placeholders filled from `vars`; `{n:turn|turns}` is the word for n (the first when n
 * is 1), as in the kernel's sentence tables (cthulhu_widgets/core/texts.py). Unknown placeholders stay.
 */
export function fillWords(text, vars = {}) {
  return String(text).replace(/\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g, (whole, k, one, other) => {
    if (!(k in vars)) return whole;
    if (one === undefined) return String(vars[k]);
    return ["1", "+1", "-1"].includes(String(vars[k]).trim()) ? one : other;
  });
}

/** Return a word of the UI in the chosen language, with {name} placeholders filled from `vars`. */
export function word(catalog, lang, key, vars = {}) {
  const ui = catalog?.ui ?? {};
  return fillWords(ui[lang]?.[key] ?? ui.en?.[key] ?? key, vars);
}

/** Return the name of `id` in a table of the catalog ({id: {en, ja, …}}): in `lang`, else English, else the id. */
export function named(table, lang, id) {
  const entry = table?.[id];
  return entry?.[lang] ?? entry?.en ?? String(id ?? "?");
}

/** Return a card's name in the chosen language (catalog.cards). */
export function cardName(catalog, lang, id) {
  return named(catalog?.cards, lang, id);
}

/** Return a game term (a region, an icon, a suit…) in `lang`: its UI word, else the term as printed. */
export function term(catalog, lang, t) {
  return t == null ? "" : word(catalog, lang, String(t));
}
