// What the Mythos layout reads of the view and the legal moves: the selection (ui.selected), the cards shown face
// up, the cards each action names, and the two card pushers (cards and attachment strips) every region uses.
import { fitText, textWidth, wholeWords } from "../scene/text.js";
import { cardName } from "../scene/words.js";
import { textsOf } from "../scene/zoom.js";
import { cardFields, faceOf } from "./cards.js";

/** Return the parts of ui.selected: the open zone (or null) and the zoomed card instance (or null); a "zoom:" value
 * is an investigator's text (the shared zoom, scene/zoom.js), neither. */
export function selection(selected) {
  if (Number.isInteger(selected)) return { open: null, zoom: selected };
  if (typeof selected !== "string" || !selected || selected.startsWith("zoom:")) return { open: null, zoom: null };
  const [open, inst] = selected.split("/");
  return { open: open || null, zoom: inst !== undefined && /^\d+$/.test(inst) ? Number(inst) : null };
}

/** Return every card instance the view shows face up, with its card (for names and zoom). */
export function visibleCards(view) {
  const out = new Map();
  const add = (c) => {
    if (c && Number.isInteger(c.inst) && c.id != null && !out.has(c.inst)) out.set(c.inst, c);
  };
  const carried = (a) => {
    add(a);
    for (const k of ["weapon", "item", "spell"]) add(a?.[k]);
  };
  for (const p of view?.players ?? []) {
    for (const zone of ["hand", "discard", "story", "events", "phobias", "threat", "adventures", "deck"]) {
      for (const c of p[zone] ?? []) add(c);
    }
    for (const a of [...(p.allies ?? []), ...(p.captives ?? [])]) carried(a);
    for (const a of p.artifacts ?? []) {
      add(a);
      if (a.petrified) carried(a.petrified);
    }
    for (const t of p.tomes ?? []) {
      add(t);
      for (const s of t.spells ?? []) add(s);
    }
    add(p.goo);
  }
  return out;
}

/**
 * Return the card instances an action names: those the widget sends, else its fields that the catalog's
 * card_fields list as naming a card.
 */
export function namedCards(a, catalog) {
  if (Array.isArray(a.cards)) return a.cards.filter(Number.isInteger);
  return cardFields(catalog).map((k) => a.fields?.[k]).filter(Number.isInteger);
}

/** Return a face-down pile's size as a count of cards ("3 cards", "3枚"), or null: a bare 3 on a threat's back read
 *  as its strength (newcomer review 17, finding 1). */
function pileWords(t, n) {
  return n == null ? null : t.w(n === 1 ? "face_down_cards_1" : "face_down_cards", { n });
}

/**
 * Add to the table `t` the card pushers: `t.card(vc, x, y, w, h, opts, into)` pushes a card item (face up when
 * the view gives its id; a face-up card opens the zoom) and returns it; `t.tab(vc, x, y, w, opts)` pushes an
 * attachment strip (a weapon, item or spell carried by an ally or loaded in a tome). Both record which cards
 * are drawn clickable (t.drawn) and where each first is (t.anchors: where its zoom opens).
 */
export function addPushers(t) {
  const { catalog, lang, byInst, zoom, prefix, items } = t;
  const register = (inst, item) => {
    t.drawn.add(inst);
    if (!t.anchors.has(inst)) t.anchors.set(inst, item);
  };
  t.card = (vc, x, y, cardW, cardH, opts = {}, into = items) => {
    const inst = vc?.inst;
    const up = Boolean(vc && vc.id != null) && !opts.back;
    const clickable = up && Number.isInteger(inst) && !opts.inert;
    const acts = clickable ? byInst.get(inst) : undefined;
    const item = {
      type: "mcard", x, y, w: cardW, h: cardH, rot: opts.rot ?? 0,
      face: up ? faceOf(vc, catalog, lang, opts.extra) : null, down: Boolean(opts.down),
      hidden: Boolean(opts.hidden || vc?.hidden), badge: opts.badge ?? null, badgeText: pileWords(t, opts.badge),
      mark: opts.mark ?? null, used: Boolean(opts.used),
      highlight: Boolean(acts), selected: clickable && inst === zoom, small: cardW < 56, calm: clickable && !acts,
      id: clickable ? `select:${prefix}${inst}` : null,
      label: opts.label ?? (Number.isInteger(inst) ? `card-${inst}` : "card"),
    };
    // the round's discard: a click on a hand card chooses it, the Discard chip on it (discard.js discardChip) confirms,
    // as a card an adventure needs always did: one click discarded the wrong card twice (newcomer review 21, mythos_en
    // finding 6, 049_g14/103_g61; the hand keeps its places within the discards, handSlots, so nothing moves between)
    // motion (scene/motion.js): a card instance keeps its key from zone to zone; its zone is its place
    if (Number.isInteger(inst)) Object.assign(item, { key: `inst-${inst}`, place: item.label });
    else if (opts.label) item.key = opts.label;
    if (opts.from) item.from = opts.from;
    into.push(item);
    if (clickable) register(inst, item);
    return item;
  };
  t.tab = (vc, x, y, tabW, opts = {}) => {
    const inst = vc?.inst;
    const face = faceOf(vc, catalog, lang);
    const { text, full, size, lines } = tabText(t, vc, tabW);
    const item = { type: "mtab", x, y, w: tabW, h: tabHeight(t, vc, tabW), size, lines, face,
                   text, down: Boolean(opts.down), ...(full ? { tip: full } : {}),
                   highlight: Boolean(byInst.get(inst)), selected: inst === zoom, calm: !byInst.get(inst),
                   id: Number.isInteger(inst) ? `select:${prefix}${inst}` : null, label: `tab-${inst}`,
                   ...(Number.isInteger(inst) ? { key: `inst-${inst}`, place: `tab-${inst}` } : {}) };
    items.push(item);
    if (Number.isInteger(inst)) register(inst, item);
  };
}

// a carried card's name on at most this many lines under its ally or tome: a phone's table scrolls; a wide one keeps
// its height for a 1280×800 window (one line, shrunk, then its last words that fit: whole in its tooltip and zoom)
const TAB_LINES = { phone: 5, wide: 1 };

/** Return a carried card's strip text, its size and the lines its name takes in a strip `tabW` wide: ".30 / '06
 * Bolt-Action Rifle" was cut to ".30 / '06…" on one line (issue 23 round D, finding 3); it wraps now. */
export function tabText(t, vc, tabW) {
  const text = tabLabel(t, vc);
  const value = text.slice(cardName(t.catalog, t.lang, vc.id).length);
  const size = Math.max(10, t.sizes.fs - 3);
  // the painter's fit (draw.js fitLines), measured by scene/text.js's estimate of the UI face: the condensed name face
  // runs narrower, so the lines counted are enough
  const most = t.sizes.W < 600 ? TAB_LINES.phone : TAB_LINES.wide;
  const fit = (s) => fitText(s, { width: tabW - 6, size, maxLines: most, squeeze: 0.82, measure: textWidth });
  const fitted = fit(text);
  if (fitted.cut) {   // too long for its strip: the last words that fit whole, never a cut "Dr.…" (round F, finding 3)
    // where none fits, its name without its value, else its last word alone, which the painter condenses to the
    // strip: the strip stays as wide as its card ("The Two Scepters +0" widened its ally's place and broke the allies'
    // row: review 26, mythos_en 11, 186); only a name of one long word (".32口径リボルバー") still widens it
    const name = cardName(t.catalog, t.lang, vc.id);
    const bare = value && !fit(name).cut ? name : null;
    const short = tailOf(name, value, fit) ?? bare ?? (/\s/.test(name.trim()) ? name.trim().split(/\s+/).at(-1) : null);
    if (short) return { text: short, full: text, size, lines: wholeWords(short, fit(short).lines, most).length };
  }
  // its words whole, as painted (`cut`: its name cut all the same, whole on hover: panel.js widens a wide table's strip)
  return { text, size, lines: wholeWords(text, fitted.lines, most).length, ...(fitted.cut ? { cut: true, full: text } : {}) };
}

/** Return a carried card's whole strip label: its name, and an artifact's bonus ("Rifle +3"). */
export function tabLabel(t, vc) {
  const face = faceOf(vc, t.catalog, t.lang);
  return `${cardName(t.catalog, t.lang, vc.id)}${face.value != null && face.type === "artifact" ? ` +${face.value}` : ""}`;
}

// English words that join a name's parts: a tail starting on one reads as a phrase cut short
const LINKS = /^(of|the|and|in|to|from|with|on|for|at|by|a|an|de|du|von)$/;

/**
 * Return the longest tail of whole words of `name` (its value after it) that `fit` lays out uncut: the head noun that
 * says what the card is ("Tablets" for "Dr. Hammond's Nerve & Brain Tablets", "Rifle +3"), whole in its tooltip and
 * zoom (without its value when no tail fits with it); null when none fits or the name has no spaces. A tail never starts on a lone sign ("& Brain Tablets").
 */
function tailOf(name, value, fit) {
  const words = name.split(" ").filter(Boolean);
  for (const end of value ? [value, ""] : [""]) {   // its value kept where a tail fits with it (in its tip anyway)
    for (let k = 1; k < words.length; k += 1) {
      // nor on a connecting word: "of the Bloody Tongue" read as a cut phrase (newcomer review 35, mythos_en 6, 182)
      if (!/[\p{L}\p{N}]/u.test(words[k]) || LINKS.test(words[k])) continue;
      const tail = `${words.slice(k).join(" ")}${end}`;
      if (!fit(tail).cut) return tail;
    }
  }
  return null;
}

/** Return the height of a carried card's strip `tabW` wide (one line: the table's strip height). */
export function tabHeight(t, vc, tabW) {
  const { lines } = tabText(t, vc, tabW);
  return lines > 1 ? Math.max(t.sizes.th, lines * (Math.max(11, t.sizes.fs - 3) + 2) + 4) : t.sizes.th;
}

/** Return the sentence naming the adventures in the seat's hand that need hand card `inst` ("Needed by your adventure
 * The Price…"), "" for a card none needs: the view's goals' `wanted`, the seat's own view only (newcomer review 20,
 * mythos_en finding 5: a card's need was told only when it was being discarded). */
export function neededLine(t, inst) {
  const goals = (t.me?.goals ?? []).filter((g) => (g.wanted ?? []).includes(inst));
  if (!goals.length) return "";
  const name = (id) => textsOf(t.catalog?.card_texts?.cards, t.lang, id)?.name ?? cardName(t.catalog, t.lang, id);
  const names = goals.map((g) => (t.lang === "ja" ? `「${name(g.id)}」` : name(g.id)));
  return t.w(neededKey(t, inst)).replace("{cards}", names.join(t.lang === "ja" ? "、" : ", "));
}

/** Return the words of how hand card `inst` counts once out of the hand (MY-ADV-2; newcomer review 23, finding 1:
 * "keep it" held cards that count only once played): a phobia on an opponent, a monster once fought and buried. */
function neededKey(t, inst) {
  const id = (t.me?.hand ?? []).find((c) => c.inst === inst)?.id;
  const card = t.catalog?.cards?.[id] ?? {};
  if (card.subtype === "Phobia") return "hand_needed_by_phobia";
  return card.type === "monster" ? "hand_needed_by_monster" : "hand_needed_by";
}
