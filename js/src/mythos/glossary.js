// The Mythos table explains its terms where a newcomer meets them (issue 23): every term of the game's glossary
// (catalog.glossary, one per language, from games/mythos/sentences/glossary.py) found in a line of the table's text is
// drawn with a dotted underline (an "mgloss" item under it); hovering the line (or a long press) shows each term's one
// plain sentence, and a tap opens it in the shared zoom ("zoom:gloss:<term>|<term>", layout.js mythosZoom). A chip that
// names a term says it in its tooltip after its move's sentence.
import { INK, chipRows } from "../scene/build.js";
import { textWidth, wrapLines } from "../scene/text.js";
import { word } from "../scene/words.js";
import { placeBox } from "../scene/zoom.js";

// A table is laid out on every frame and click, and its lines repeat from one layout to the next: the terms'
// expressions are compiled once per glossary and a line's terms found once per text (they were ~40 % of a Mythos
// layout's time, re-compiled and re-matched for every line of every layout).
const compiled = new WeakMap();   // a language's glossary list -> [flags -> terms]
const foundIn = new WeakMap();    // terms -> Map(text -> [{term, from, to}])

/** Return the glossary of `lang` ({term, name, says, re}), English for a language without one; [] without any. */
export function glossary(catalog, lang) {
  const list = catalog?.glossary?.[lang] ?? catalog?.glossary?.en ?? [];
  const flags = lang === "en" || !catalog?.glossary?.[lang] ? "gi" : "g";
  const byFlags = compiled.get(list) ?? new Map();
  compiled.set(list, byFlags);
  if (!byFlags.has(flags)) byFlags.set(flags, list.map((e) => ({ ...e, re: e.spot.map((s) => new RegExp(s, flags)) })));
  return byFlags.get(flags);
}

/** Return the terms a text names, in reading order, none overlapping (a longer one first where two start together):
 * [{term, from, to}], the same (frozen) list for the same text and terms. */
export function termsIn(text, terms) {
  const memo = foundIn.get(terms) ?? new Map();
  foundIn.set(terms, memo);
  const key = String(text);
  if (memo.size > 4000) memo.clear();   // a long game's story: the memory stays small
  if (!memo.has(key)) memo.set(key, Object.freeze(findTerms(key, terms)));
  return memo.get(key);
}

/** Return the terms `text` names, by matching every term's expressions (termsIn's uncached work). */
function findTerms(text, terms) {
  const found = [];
  for (const t of terms) {
    for (const re of t.re) {
      re.lastIndex = 0;
      for (const m of text.matchAll(re)) if (m[0]) found.push({ term: t.term, from: m.index, to: m.index + m[0].length });
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

// Terms a card's zoom need not explain under its text: words of everyday play the table shows explained elsewhere
const PLAIN = new Set(["Sanity", "ally", "location", "adventure", "turn", "score", "adventure points", "card play",
                       "Education", "hand limits", "combat"]);

/** Return a card's text as `t`'s reader sees it: a player's without the ★ marks of the table's reading of an unclear
 * rule (review 29, mythos_en 7: "★ our reading" read as the table unsure of itself, 083, 175); the designer's whole. */
export const playText = (t, text) => (t.design || typeof text !== "string" ? text : text.replace(/\s*★/g, ""));

/** Return the notes of the game's own terms a card text uses ("bury", "threat", "story deck", "flip", "Joins"…), once
 * each in reading order, as "term: what it is" lines: a newcomer reads them under the card's text in its zoom and
 * tooltip, tap or no hover (issue 23 r6 item 6). */
export function termNotes(catalog, lang, text) {
  const terms = glossary(catalog, lang);
  const byTerm = new Map(terms.map((t) => [t.term, t]));
  const colon = lang === "en" ? ": " : "：";
  const seen = [...new Set(termsIn(text ?? "", terms).map((f) => f.term))].filter((k) => !PLAIN.has(k));
  return seen.map((k) => `${byTerm.get(k).name}${colon}${byTerm.get(k).says}`);
}

/** Return a card zoom's term notes: the first term's note in full, the others named on one "More terms: …" line
 * (`more`: its words with {terms}), each marked and explained on a hover like any table line (newcomer review 19,
 * finding 1: a zoom stacked 3–4 notes under the card's text). */
export function zoomNotes(catalog, lang, text, more) {
  const notes = termNotes(catalog, lang, text);
  if (notes.length <= 1) return notes;
  const byTerm = new Map(glossary(catalog, lang).map((t) => [t.term, t]));
  const seen = [...new Set(termsIn(text ?? "", glossary(catalog, lang)).map((f) => f.term))].filter((k) => !PLAIN.has(k));
  const names = seen.slice(1).map((k) => byTerm.get(k).name).join(lang === "en" ? " · " : "・");
  return [notes[0], more.replace("{terms}", names)];
}

/** Return whether a text item is one the glossary reads: the table's own lines, left- or right-aligned (an
 * investigator's name opens its own zoom). */
const readable = (item) => item.type === "text" && !item.investigator && ["left", "right"].includes(item.align ?? "left")
  && typeof item.text === "string";

/**
 * Mark the terms of the scene's text: each readable line naming a term gets `gloss` (its terms, the zoom key
 * layout.js opens), and the first line naming a term (of the table, then of an open zoom) a dotted underline under it,
 * painted right after its line (so a zoom drawn later covers the table's); a chip naming a term gets the terms'
 * sentences in its `tip`. The Sanity bar says its word on a hover or a tap.
 */
export function addGlossary(items, catalog, lang) {
  const terms = glossary(catalog, lang);
  if (!terms.length) return;
  const out = [];
  const marked = new Set();
  const covers = items.filter((i) => i.id === "cmd:none");   // a banner or a zoom: what lies under it is no stop
  const under = (a) => covers.some((c) => a !== c && (a.z ?? 0) < (c.z ?? 0) + 1 && a.x < c.x + c.w && c.x < a.x + (a.w || 1)
    && a.y < c.y + c.h && c.y < a.y + a.h);
  const prompt = items.find((i) => i.label === "prompt");   // what a newcomer reads first: its terms are marked there
  for (const f of prompt ? termsIn(prompt.text, terms) : []) marked.add(`table:${f.term}`);
  // each line's own id: two seats' lines naming the same terms were one id, so hovering one framed both and a tap on
  // the second opened its box by the first (newcomer r6b, ja 390); a repeat gets "|#n", a term no box reads
  const seen = new Map();
  const idOf = (key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `zoom:gloss:${key}${n > 1 ? `|#${n}` : ""}`;
  };
  for (const item of items) {
    out.push(item);
    const found = typeof item.text === "string" ? termsIn(item.text, terms) : [];
    if (!found.length || (item.type !== "chip" && under({ ...item, w: item.w || textWidth(item.text, item.size) }))) continue;
    if (item.type === "chip") {
      if (item.id) item.tip = glossText(catalog, lang, keyOf(found)).lines.join("\n");
    } else if (item.type === "msanity") {
      item.gloss = keyOf(found);
      item.tip = tipOf(catalog, lang, item.gloss);
      if (item.id == null) item.id = idOf(item.gloss);
    } else if (readable(item)) {
      item.gloss = keyOf(found);
      item.tip = tipOf(catalog, lang, item.gloss);
      if (item.id == null && (item.z ?? 0) < 10) item.id = idOf(item.gloss);   // a tap opens its box
      if (!item.w) item.w = Math.ceil(textWidth(item.text, item.size, item.bold));        // hovered over its words
      if (item.align === "right") {   // hovered and tapped over its own box: from its left end
        item.x -= Math.ceil(textWidth(item.text, item.size, item.bold));
        delete item.align;
      }
      const layer = (item.z ?? 0) >= 10 ? "zoom" : "table";
      for (const f of found.filter((g) => item === prompt || !marked.has(`${layer}:${g.term}`))) {
        marked.add(`${layer}:${f.term}`);
        out.push(underline(item, f));
      }
    }
  }
  items.splice(0, items.length, ...out);
}

/** Return the tooltip of a line's terms: the box's title, then its sentences. */
function tipOf(catalog, lang, key) {
  const text = glossText(catalog, lang, key);
  return [text.title, ...text.lines].join("\n");
}

/**
 * Push the box of a line's terms (ui.selected "zoom:gloss:<key>") by the line that opened it, over the table where it
 * covers no move (scene/zoom.js placeBox): the terms' names, what each is, and Close. Its text wraps 6 % short of the
 * box (the estimate's slack against a real face, as the card zoom's). Return the table's height (taller only when
 * the box found no place over it).
 */
export function glossBox(items, catalog, lang, key, { W, fs, m }, H) {
  const text = glossText(catalog, lang, key);
  if (!text) return H;
  const pad = 10;
  const zw = Math.min(W - 2 * m, 440);
  const tw = Math.floor((zw - 2 * pad) * 0.94);
  const lines = [...wrapLines(text.title, tw, fs + 1, true).map((t) => ({ t, size: fs + 1, bold: true, colour: INK.gold })),
                 ...text.lines.flatMap((para) => wrapLines(para, tw, fs).map((t) => ({ t, size: fs, colour: INK.text })))];
  const close = [{ text: word(catalog, lang, "close"), id: "select:none", quiet: true }];
  const chipsH = chipRows([], close, 0, 0, tw, fs) - 4;
  const zh = lines.reduce((s, l) => s + l.size + 5, 0) + chipsH + 2 * pad - 6;
  const anchor = items.find((i) => i.gloss && i.id === `zoom:gloss:${key}`) ?? null;
  const ax = anchor ? anchor.x + Math.min(anchor.w || zw, zw) / 2 : W / 2;
  const at = placeBox(items, { x: Math.round(ax - zw / 2), w: zw, h: zh }, anchor, m, H, W);
  items.push({ type: "mzoom", x: at.x, y: at.y, w: zw, h: zh, id: "cmd:none", z: 10, label: "gloss" });
  let y = at.y + pad;
  lines.forEach((l, i) => {
    items.push({ type: "text", text: l.t, x: at.x + pad, y, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                 colour: l.colour, z: 11, label: i ? "gloss-text" : "gloss-name" });
    y += l.size + 5;
  });
  chipRows(items, close, at.x + pad, y + 4, tw, fs, { extra: { z: 12 } });
  return at.grow ? at.y + zh + m : H;
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
