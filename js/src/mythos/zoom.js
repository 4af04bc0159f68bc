// The zoom of a Mythos card: drawn over the table by the card it opens from (never making the table taller): the
// card large, its name (and English name), its printed data, its text (card_texts, in the chosen language), and a
// chip for every legal action that names it, then "close"; placed where it covers no chip and no prompt.
import { INK, chipRows } from "../scene/build.js";
import { MIN_TEXT, wrapLines } from "../scene/text.js";
import { cardName, term } from "../scene/words.js";
import { placeBox, textsOf } from "../scene/zoom.js";
import { actionLabel, faceOf, statLines } from "./cards.js";
import { termNotes } from "./glossary.js";
import { referenceLine, referencedCards } from "./refs.js";
import { goalNeeds } from "./tracker.js";

/** Return why the seat's card `inst` cannot be played now, in its language (the view's why_not), or "". */
export function whyNot(t, inst) {
  const entry = (t.me.why_not ?? []).find((r) => r.inst === inst);
  if (!entry) return "";
  const vars = {};
  if (entry.attribute) vars.attribute = term(t.catalog, t.lang, entry.attribute);
  if (entry.language) vars.language = term(t.catalog, t.lang, entry.language);
  return t.w(`why_${entry.why}`, vars);
}

/** Return the quick tooltip of a hand card (ui/pointer.js shows it on hover or a long press): its name, what it does
 * (card_texts, in the chosen language), and, when no move names it, why it cannot be played now. */
export function handTip(t, vc) {
  if (!vc || vc.id == null) return "";
  const own = textsOf(t.catalog?.card_texts?.cards, t.lang, vc.id);
  const refs = referencedCards(t.catalog, t.lang, vc.id).map((r) => referenceLine(r, t.lang));
  const cardText = own?.text ?? t.catalog?.cards?.[vc.id]?.text ?? "";
  const text = [cardText, ...refs, ...termNotes(t.catalog, t.lang, cardText)].filter(Boolean).join("\n");
  const why = t.acting && !(t.byInst.get(vc.inst) ?? []).length ? whyNot(t, vc.inst) : "";
  const title = t.w("why_title");
  const said = why ? `${title}${title.endsWith("：") ? "" : " "}${why}` : "";
  return [own?.name ?? cardName(t.catalog, t.lang, vc.id), text, said].filter(Boolean).join("\n\n");
}

/** Lay out the zoom of a card: large face, printed data, our text, a chip per action naming it. Return the table's
 * height (`tableH`, unless the zoom found no free place over it and goes below). */
export function zoomBox(inst, t, anchor, acts, tableH) {
  const { items, sizes, catalog, lang, prefix, w, nameOf } = t;
  const { fs, m, W } = sizes;
  const vc = t.faces.get(inst);
  const c = catalog?.cards?.[vc.id] ?? {};
  const zw = Math.min(W - 2 * m, 560);
  const pad = 10;
  const bw = Math.max(84, Math.min(150, Math.round(zw * 0.28)));
  const bh = Math.round(bw * 1.4);
  const tx = pad + bw + pad;
  // text wraps 6 % short of the box: the estimate of scene/text.js runs up to ~2 % under a real face's width (a line
  // of the why-not reason overran the box by 5 px in Chromium), and a box edge wants air
  const tw = Math.floor((zw - tx - pad) * 0.94);
  const lines = [];
  const own = textsOf(catalog?.card_texts?.cards, lang, vc.id);  // the card's text in the chosen language
  const small = Math.max(MIN_TEXT, fs - 1);
  for (const l of wrapLines(own?.name ?? cardName(catalog, lang, vc.id), tw, fs + 3, true)) {
    lines.push({ t: l, size: fs + 3, bold: true });
  }
  if (lang !== "en" && c.en) for (const l of wrapLines(c.en, tw, small)) lines.push({ t: l, size: small, colour: INK.dim });
  for (const s of statLines(vc.id, catalog, lang, { value: vc.value, total: vc.total })) {
    for (const l of wrapLines(s, tw, small)) lines.push({ t: l, size: small, colour: INK.soft });
  }
  for (const l of wrapLines(own?.text ?? c.text ?? w("stats_only"), tw, fs)) {
    lines.push({ t: l, size: fs, colour: INK.text });
  }
  const goal = (t.me.goals ?? []).find((g) => g.inst === inst);  // an adventure in the seat's hand: what it holds
  for (const n of goal ? goalNeeds(catalog, lang, goal, w) : []) {
    for (const l of wrapLines(n.text, tw, small)) lines.push({ t: l, size: small, colour: n.met ? "#7fd39a" : INK.dim });
  }
  const why = acts.length ? null : whyNot(t, inst);  // a card of the hand no move names: the rule's reason
  const title = w("why_title");  // "Why not now:" then a space; "今使えない理由：" runs on (a full-width colon)
  const said = `${title}${title.endsWith("：") ? "" : " "}${why}`;
  if (why) for (const l of wrapLines(said, tw, small)) lines.push({ t: l, size: small, colour: INK.gold });
  // what the card refers to and the game's terms it uses come after its chips: on a phone they ran a screen long
  // and pushed the chips out of sight (issue 23 r6: Learn to play's first chip stood below the window)
  const after = [];
  for (const ref of referencedCards(catalog, lang, vc.id)) {   // "Same as Luther Harden": Luther's text with it
    for (const l of wrapLines(referenceLine(ref, lang), tw, small)) after.push({ t: l, size: small, colour: INK.soft });
  }
  for (const note of termNotes(catalog, lang, own?.text ?? c.text)) {   // "bury: put a card at the bottom of…"
    for (const l of wrapLines(note, tw, small)) after.push({ t: l, size: small, colour: INK.dim });
  }
  const height = (ls) => ls.reduce((s, l) => s + l.size + 4, 0);
  const textH = height(lines) + 6 + (after.length ? height(after) + 6 : 0);
  const chips = acts.map((a) => ({ text: a.label ?? actionLabel(a, catalog, lang, nameOf, inst), id: `act:${a.id}`,
                                   say: a.text }));
  if (!acts.length && !why) chips.push({ text: w("no_actions"), id: "cmd:none", quiet: true });
  chips.push({ text: w("close"), id: `select:${prefix ? prefix.slice(0, -1) : "none"}`, quiet: true });
  const probe = [];
  const chipsH = chipRows(probe, chips, 0, 0, tw, fs) - 4;
  const zh = Math.max(bh, textH + chipsH) + 2 * pad;
  // Over the table, nearest the spot above the card: never over a chip, a move, the prompt or the card itself, and
  // never making the table taller unless it has no free place (scene/zoom.js).
  const ax = anchor ? anchor.x + anchor.w / 2 : W / 2;
  // the cards that are moves (a hand to discard from) count as moves too: a zoom rather covers a ▾ than them
  const moves = items.filter((i) => i.type === "mcard" && i.highlight && !i.keep);
  for (const i of moves) i.keep = true;
  const at = placeBox(items, { x: Math.round(ax - zw / 2), w: zw, h: zh }, anchor, m, tableH, W);
  for (const i of moves) delete i.keep;
  const { x: zx, y: zy } = at;
  items.push({ type: "mzoom", x: zx, y: zy, w: zw, h: zh, id: "cmd:none", z: 10, label: "zoom" });
  items.push({ type: "mcard", x: zx + pad, y: zy + pad, w: bw, h: bh, rot: 0,
               face: faceOf(vc, catalog, lang, { total: vc.total }), down: false, hidden: false, badge: null, mark: null,
               highlight: false, selected: false, small: false, big: true, z: 11, label: "zoom-card" });
  let ly = zoomLines(items, lines, zx + tx, zy + pad, zy + pad);
  ly = chipRows(items, chips, zx + tx, Math.max(ly + 6, zy + pad), tw, fs, { extra: { z: 12 } }) + 2;
  zoomLines(items, after, zx + tx, ly, zy + pad);
  return at.grow ? zy + zh + m : tableH;
}

/** Place the zoom's text lines from `y` down (the first at `top` is the card's name); return the y below them. */
function zoomLines(items, lines, x, y, top) {
  for (const l of lines) {
    items.push({ type: "text", text: l.t, x, y, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                 colour: l.colour ?? INK.text, z: 11, label: y === top ? "zoom-name" : undefined });
    y += l.size + 4;
  }
  return y;
}
