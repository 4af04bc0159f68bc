// The Mythos table explains its terms where a newcomer meets them (issue 23): every term of the game's glossary
// (catalog.glossary, one per language, from games/mythos/sentences/glossary.py) found in a line of the table's text is
// drawn with a dotted underline (an "mgloss" item under it); hovering the line (or a long press) shows each term's one
// plain sentence, and a tap opens it in the shared zoom ("zoom:gloss:<term>|<term>", layout.js mythosZoom). A chip that
// names a term says it in its tooltip after its move's sentence.
import { textWidth } from "../scene/text.js";

/** Return the glossary of `lang` ({term, name, says, re}), English for a language without one; [] without any. */
export function glossary(catalog, lang) {
  const list = catalog?.glossary?.[lang] ?? catalog?.glossary?.en ?? [];
  const flags = lang === "en" || !catalog?.glossary?.[lang] ? "gi" : "g";
  return list.map((e) => ({ ...e, re: e.spot.map((s) => new RegExp(s, flags)) }));
}

/** Return the terms a text names, in reading order, none overlapping (a longer one first where two start together):
 * [{term, from, to}]. */
export function termsIn(text, terms) {
  const found = [];
  for (const t of terms) {
    for (const re of t.re) {
      re.lastIndex = 0;
      for (const m of String(text).matchAll(re)) if (m[0]) found.push({ term: t.term, from: m.index, to: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  const out = [];
  for (const f of found) if (!out.length || f.from >= out.at(-1).to) out.push(f);
  return out;
}

/** Return the sentence of the key "gloss:<term>|<term>" ({title, lines}: each term named, then what it is), or null. */
export function glossText(catalog, lang, key) {
  const byTerm = new Map(glossary(catalog, lang).map((t) => [t.term, t]));
  const terms = key.split("|").map((k) => byTerm.get(k)).filter(Boolean);
  if (!terms.length) return null;
  const colon = lang === "en" ? ": " : "：";
  if (terms.length === 1) return { title: terms[0].name, lines: [terms[0].says] };
  return { title: terms.map((t) => t.name).join(" · "), lines: terms.map((t) => `${t.name}${colon}${t.says}`) };
}

/** Return whether a text item is one the glossary reads: the table's own lines, left- or right-aligned (an
 * investigator's name opens its own zoom). */
const readable = (item) => item.type === "text" && !item.investigator && ["left", "right"].includes(item.align ?? "left")
  && typeof item.text === "string";

/**
 * Mark the terms of the scene's text: each readable line naming a term gets `gloss` (its terms, the zoom key
 * layout.js opens) and a dotted underline item per term; a chip naming a term gets the terms' sentences in its `tip`.
 */
export function addGlossary(items, catalog, lang) {
  const terms = glossary(catalog, lang);
  if (!terms.length) return;
  const marks = [];
  for (const item of items) {
    if (item.type === "chip" && item.id) {
      const found = termsIn(item.text, terms);
      if (found.length) item.tip = glossText(catalog, lang, keyOf(found)).lines.join("\n");
      continue;
    }
    if (item.type === "msanity") {   // the Sanity bar: its word said on a hover or a tap (drawn inside the bar)
      const found = termsIn(item.text, terms);
      if (found.length) item.gloss = keyOf(found);
      continue;
    }
    if (!readable(item)) continue;
    const found = termsIn(item.text, terms);
    if (!found.length) continue;
    item.gloss = keyOf(found);
    if (item.align === "right") {   // hovered and tapped over its own box: from its left end
      item.x -= Math.ceil(textWidth(item.text, item.size, item.bold));
      delete item.align;
    }
    for (const f of found) marks.push(underline(item, f));
  }
  items.push(...marks);
}

/** Return the zoom key of the terms found: their names, once each, joined by "|". */
const keyOf = (found) => [...new Set(found.map((f) => f.term))].join("|");

/** Return the dotted underline of a term in a line: where it lies by the estimate (the painter measures it again). */
function underline(item, f) {
  const x = item.x + textWidth(item.text.slice(0, f.from), item.size, item.bold);
  return { type: "mgloss", x, y: item.y + item.size + 1, w: textWidth(item.text.slice(f.from, f.to), item.size, item.bold),
           h: 2, line: item.text, from: f.from, to: f.to, at: item.x, size: item.size, bold: Boolean(item.bold),
           colour: item.colour, ...(item.z ? { z: item.z } : {}) };
}
