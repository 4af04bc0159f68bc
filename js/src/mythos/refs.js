// A card text that points at another card ("Same as Luther Harden: …", "Same hand-minimum reduction as Frank Belknap
// Long", 「ルーサー・ハーデン」と同じ) is not readable alone: the zoom shows the referenced card's text under it
// (issue 23 r5, PM11a and M29). The catalog's card_texts hold every card's name and text in each language.
import { textsOf } from "../scene/zoom.js";

// en: "Same …as NAME" / "as with NAME" / "like NAME" (the longest card name the rest starts with); ja: 「NAME」と同じ / 「NAME」と同様
const PATTERNS = {
  en: [/\bSame\b[^.:]*?\bas ([A-Z].*)/g, /\b(?:[Aa]s with|[Ll]ike) ([A-Z].*)/g],
  ja: [/「([^」]+)」と(?:同じ|同様)/g],
};

/** Return the cards the text of card `id` refers to as "the same as" (not itself), each {id, name, text} in `lang`. */
export function referencedCards(catalog, lang, id) {
  const table = catalog?.card_texts?.cards ?? {};
  const own = textsOf(table, lang, id);
  const text = own?.text ?? "";
  const byName = new Map();
  for (const other of Object.keys(table)) {
    const entry = textsOf(table, lang, other);
    if (entry?.name && other !== id) byName.set(entry.name, other);
  }
  const out = [];
  for (const re of PATTERNS[lang] ?? PATTERNS.en) {
    for (const match of text.matchAll(re)) {
      const name = [...byName.keys()].filter((n) => match[1].trim().startsWith(n)).sort((a, b) => b.length - a.length)[0];
      const other = byName.get(name);
      if (other && !out.some((r) => r.id === other)) out.push({ id: other, name, text: textsOf(table, lang, other).text });
    }
  }
  return out;
}

/** Return the cards `id`'s text refers to (referencedCards) whose text it does not already say whole: Gomes spells out
 * Frank Belknap Long's clause, and his zoom told it twice (review 27, mythos_ja 8, 064). */
export function untoldCards(catalog, lang, id) {
  const own = clean(textsOf(catalog?.card_texts?.cards ?? {}, lang, id)?.text);
  return referencedCards(catalog, lang, id).filter((r) => !String(r.text ?? "").split(/[。；;.]/).map(clean)
    .filter(Boolean).every((clause) => own.includes(clause)));
}

/** Return a text without spaces and punctuation, to compare clauses. */
function clean(text) {
  return String(text ?? "").replace(/[\s、，,。．.；;:：（）()「」]/g, "");
}

/** Return the zoom line of a referenced card: its name, then its own text. */
export function referenceLine(ref, lang) {
  return lang === "ja" ? `「${ref.name}」：${ref.text}` : `${ref.name}: ${ref.text}`;
}
