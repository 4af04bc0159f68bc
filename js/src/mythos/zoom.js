// The zoom of a Mythos card: drawn over the table by the card it opens from (never making the table taller): the
// card large, its name (and English name), its printed data, its text (card_texts, in the chosen language), and a
// chip for every legal action that names it, then "close"; placed where it covers no chip and no prompt.
import { INK } from "../scene/build.js";
import { wholeChips } from "./chips.js";
import { MIN_TEXT, wrapLines } from "../scene/text.js";
import { cardName, term } from "../scene/words.js";
import { placeBox, textsOf } from "../scene/zoom.js";
import { actionLabel, colon, faceOf, statLines } from "./cards.js";
import { playText, termNotes, zoomNotes } from "./glossary.js";
import { referenceLine, untoldCards } from "./refs.js";
import { goalNeeds } from "./tracker.js";
import { neededLine } from "./table.js";

const NARROW = 480;   // a zoom narrower than this (a phone's) puts its chips under the card's name
const SHEET_W = 600;  // a table narrower than this (a phone's: layout.js bandOrder) opens its zoom as a bottom sheet
// the room between the text and the chips under it: a move's chip glows and the coach's ring reaches 11 px round it
// (ui/coach.js .cw-coach-ring), which lay on the last line's descenders at 6 px (newcomer review 21, mythos_en finding
// 5, 016_step5c/020_step6c)
const CHIP_AIR = 14;

/** Return why the seat's card `inst` cannot be played now, in its language (the view's why_not), or "": every
 * reason at once when more than one stops it ("all": review 39, mythos_en 8, the Enchanted Knife told one a time). */
export function whyNot(t, inst) {
  const entry = (t.me.why_not ?? []).find((r) => r.inst === inst);
  if (!entry) return "";
  const vars = (r) => ({
    ...(r.attribute ? { attribute: term(t.catalog, t.lang, r.attribute) } : {}),
    ...(r.language ? { language: term(t.catalog, t.lang, r.language) } : {}),
  });
  if (!(entry.all?.length > 1)) return t.w(`why_${entry.why}`, vars(entry));
  const needs = entry.all.map((r) => t.w(`whyneed_${r.why}`, vars(r))).join(t.w("whyneed_join"));
  return t.w("why_all", { needs });
}

/** Return the quick tooltip of a hand card (ui/pointer.js shows it on hover or a long press): its name, what it does
 * (card_texts, in the chosen language), and, when no move names it, why it cannot be played now (`why`: a hand's). */
export function handTip(t, vc, why = true) {
  if (!vc || vc.id == null) return "";
  const own = textsOf(t.catalog?.card_texts?.cards, t.lang, vc.id);
  const refs = untoldCards(t.catalog, t.lang, vc.id).map((r) => playText(t, referenceLine(r, t.lang)));
  const cardText = playText(t, own?.text ?? t.catalog?.cards?.[vc.id]?.text ?? "");
  const text = [cardText, ...refs, ...termNotes(t.catalog, t.lang, cardText)].filter(Boolean).join("\n");
  const not = why && t.acting && !(t.byInst.get(vc.inst) ?? []).length ? whyNot(t, vc.inst) : "";
  const title = t.w("why_title");
  const said = not ? `${title}${title.endsWith("：") ? "" : " "}${not}` : "";
  // the traits right under the name, no blank line between: a phone's tip must still fit above or below the hand
  const head = [own?.name ?? cardName(t.catalog, t.lang, vc.id), placeTraits(t, vc.id)].filter(Boolean).join("\n");
  return [head, text, said].filter(Boolean).join("\n\n");
}

/** Return a location's traits line ("Attributes: City, Commercial, Artifact"), or "": what "found only at Artifact
 * locations" asks of it, shown in its zoom only before (newcomer review 34, mythos_ja 6). */
function placeTraits(t, id) {
  const c = t.catalog?.cards?.[id];
  if (c?.type !== "location") return "";
  return statLines(id, t.catalog, t.lang).find((l) => l.startsWith(`${t.w("attributes")}${colon(t.lang)}`)) ?? "";
}

/** Lay out the zoom of a card: large face, printed data, our text, a chip per action naming it. Return the table's
 * height (`tableH`, unless the zoom found no free place over it and goes below). */
export function zoomBox(inst, t, anchor, acts, tableH) {
  const { items, sizes } = t;
  const { m, W } = sizes;
  const ax = anchor ? anchor.x + anchor.w / 2 : W / 2;
  // the cards that are moves (a hand to discard from) count as moves too: a zoom rather covers a ▾ than them
  const moves = items.filter((i) => i.type === "mcard" && i.highlight && !i.keep);
  for (const i of moves) i.keep = true;
  // Over the table, nearest the spot above the card, never over a chip, a move, the prompt or the card itself: its
  // own width first, then wider (a shorter box fits above a row of moves: the term notes made it taller and it
  // covered Pass), then without its term notes, and only then over the fewest (scene/zoom.js)
  const widths = [...new Set([560, 800, W - 2 * m].map((v) => Math.min(W - 2 * m, v)))];
  const band = visibleBand(t.ui);   // inside what the window shows: the page never scrolls to a zoom
  if (band && W < SHEET_W) return bottomSheet(inst, t, acts, band, tableH, moves);
  let pick = null;
  for (const notes of [true, false]) {   // the term notes (in its tooltip too) left out, an adventure's needs run on
    for (const zw of widths) {
      const box = zoomContent(inst, t, acts, zw, notes);
      const at = placeBox(items, { x: Math.round(ax - zw / 2), w: zw, h: box.zh }, anchor, m, tableH, W, { strict: true, band });
      if (at && !pick) pick = { box, at };
    }
    if (pick) break;
  }
  if (!pick) {   // no free place even so: the place covering the fewest (a click outside the box closes it)
    const box = zoomContent(inst, t, acts, widths[0], false);
    pick = { box, at: placeBox(items, { x: Math.round(ax - box.zw / 2), w: box.zw, h: box.zh }, anchor, m, tableH, W, { band }) };
  }
  for (const i of moves) delete i.keep;
  drawZoom(t, inst, pick.box, pick.at);
  return pick.at.grow ? pick.at.y + pick.box.zh + m : tableH;
}

/**
 * Lay out a phone's zoom as a bottom sheet: the table's width, its foot at the window's foot, its chips across its
 * foot (at thumb reach), the same place for every card (issue 23 review 6, finding 1: placed by each card, it opened
 * in varying places). Taller than the window even without its term notes, it starts at the window's top with its chips
 * under the card's name, in sight. Return the table's height (taller only when the table ends above the sheet's top).
 */
function bottomSheet(inst, t, acts, band, tableH, moves) {
  const { m, W } = t.sizes;
  const room = Math.min(band.bottom, tableH) - Math.max(band.top, 0) - 2 * m;
  let box = zoomContent(inst, t, acts, W - 2 * m, true, true);
  if (box.zh > room) box = zoomContent(inst, t, acts, W - 2 * m, false, true);
  if (box.zh > room) box = zoomContent(inst, t, acts, W - 2 * m, false);
  const foot = Math.min(band.bottom, tableH) - m;
  const y = Math.max(Math.max(band.top, 0) + m, Math.round(foot - box.zh));
  for (const i of moves) delete i.keep;
  drawZoom(t, inst, box, { x: m, y });
  return Math.max(tableH, y + box.zh + m);
}

/** Return the band of the table the window shows ({top, bottom}, scene px: `ui.visible`, set by the page), or null. */
function visibleBand(ui) {
  const v = ui?.visible;
  return v && Number.isFinite(v.top) && Number.isFinite(v.bottom) && v.bottom - v.top > 40 ? v : null;
}

/** Return a zoom `zw` wide: its lines (those before its chips and, with `notes`, those after), its chips, its sizes. */
function zoomContent(inst, t, acts, zw, notes = true, sheet = false) {
  const { catalog, lang, w, nameOf } = t;
  const { fs } = t.sizes;
  const vc = t.faces.get(inst);
  const c = catalog?.cards?.[vc.id] ?? {};
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
  const add = (list, text, size, extra = {}) => {
    for (const l of wrapLines(text, tw, size, Boolean(extra.bold))) list.push({ t: l, size, ...extra });
  };
  add(lines, own?.name ?? cardName(catalog, lang, vc.id), fs + 3, { bold: true });
  const named = lines.length;   // a narrow zoom (a phone's) puts its chips right under the name: in sight
  if (t.design && lang !== "en" && c.en) add(lines, c.en, small, { colour: INK.dim });   // the designer's only (review 33)
  for (const s of statLines(vc.id, catalog, lang, { value: vc.value, total: vc.total })) add(lines, s, small, { colour: INK.soft });
  add(lines, playText(t, own?.text ?? c.text) ?? w("stats_only"), fs, { colour: INK.text });
  // an adventure in the seat's hand: what it holds, a line each (without the notes: run together, a shorter box)
  const goal = (t.me.goals ?? []).find((g) => g.inst === inst);
  const needs = goal ? goalNeeds(catalog, lang, goal, w) : [];
  if (notes) for (const n of needs) add(lines, n.text, small, { colour: n.met ? "#7fd39a" : INK.dim });
  else if (needs.length) add(lines, needs.map((n) => n.text).join("   "), small, { colour: INK.dim });
  const why = acts.length ? null : whyNot(t, inst);  // a card of the hand no move names: the rule's reason
  const title = w("why_title");  // "Why not now:" then a space; "今使えない理由：" runs on (a full-width colon)
  if (why) add(lines, `${title}${title.endsWith("：") ? "" : " "}${why}`, small, { colour: INK.gold });
  const needed = neededLine(t, inst);   // an adventure in hand needs it (newcomer review 20, mythos_en finding 5)
  if (needed) add(lines, needed, small, { colour: INK.gold });
  // what the card refers to and the game's terms it uses come after its chips: on a phone they ran a screen long
  // and pushed the chips out of sight (issue 23 r6: Learn to play's first chip stood below the window)
  const after = [];
  if (notes) for (const ref of untoldCards(catalog, lang, vc.id)) add(after, playText(t, referenceLine(ref, lang)), small, { colour: INK.soft });
  if (notes) for (const note of zoomNotes(catalog, lang, playText(t, own?.text ?? c.text), w("more_terms"))) add(after, note, small, { colour: INK.dim });
  const height = (ls) => ls.reduce((sum, l) => sum + l.size + 4, 0);
  const textH = height(lines) + CHIP_AIR + (after.length ? height(after) + 6 : 0);
  const chips = acts.map((a) => ({ text: a.label ?? actionLabel(a, catalog, lang, nameOf, inst), id: `act:${a.id}`,
                                   say: a.text }));
  if (!acts.length && !why) chips.push({ text: w("no_actions"), id: "cmd:none", quiet: true });
  chips.push({ text: w("close"), id: `select:${t.prefix ? t.prefix.slice(0, -1) : "none"}`, quiet: true });
  // a chip too long for 3 lines beside the card spans the zoom under it: cut with "…" it hid the cost (newcomer R3
  // 16_kings "…への近隣移動は捨て…", 137_qj "（ストーリーデッキのカードを19枚使う：…")
  const across = chips.some((c) => wrapLines(c.text, tw - Math.round(fs * 1.6), fs, true).length > 3);
  const split = sheet ? lines.length + after.length : zw < NARROW ? named : lines.length;
  const box = { zw, pad, bw, bh, tx, tw, lines: sheet ? [...lines, ...after] : lines, after: sheet ? [] : after, chips,
                named, split, across: across || sheet };
  if (sheet) {   // every line beside the card, then its chips across the sheet's foot
    box.chipsTop = Math.max(height(box.lines), bh) + CHIP_AIR;
    return { ...box, zh: box.chipsTop + wholeChips([], chips, 0, 0, zw - 2 * pad, fs) - 4 + 2 + 2 * pad };
  }
  if (!across) return { ...box, zh: Math.max(bh, textH + wholeChips([], chips, 0, 0, tw, fs) - 4) + 2 * pad };
  box.chipsTop = Math.max(height(lines.slice(0, split)), bh) + CHIP_AIR;
  const chipsH = wholeChips([], chips, 0, 0, zw - 2 * pad, fs) - 4;
  const rest = [...lines.slice(split), ...after];
  return { ...box, zh: box.chipsTop + chipsH + 2 + (rest.length ? height(rest) + 6 : 0) + 2 * pad };
}

/** Push the zoom `box` at `at` ({x, y}): its frame, the card large, its lines, its chips, the lines after them. */
function drawZoom(t, inst, box, { x: zx, y: zy }) {
  const { items, catalog, lang } = t;
  const vc = t.faces.get(inst);
  const { zw, zh, pad, bw, bh, tx, tw } = box;
  items.push({ type: "mzoom", x: zx, y: zy, w: zw, h: zh, id: "cmd:none", z: 10, label: "zoom" });
  items.push({ type: "mcard", x: zx + pad, y: zy + pad, w: bw, h: bh, rot: 0,
               face: faceOf(vc, catalog, lang, { total: vc.total }), down: false, hidden: false, badge: null, mark: null,
               highlight: false, selected: false, small: false, big: true, z: 11, label: "zoom-card" });
  // on a phone the card's text runs long: its chips come under its name, where the zoom opens in sight (issue 23
  // r6: Learn to play's first chip stood under the fold at 390×844); wider, after the text they act on
  const { split } = box;
  let ly = zoomLines(items, box.lines.slice(0, split), zx + tx, zy + pad, zy + pad);
  if (box.across) ly = wholeChips(items, box.chips, zx + pad, zy + pad + box.chipsTop, zw - 2 * pad, t.sizes.fs, { extra: { z: 12 } }) + 2;
  else ly = wholeChips(items, box.chips, zx + tx, Math.max(ly + CHIP_AIR, zy + pad), tw, t.sizes.fs, { extra: { z: 12 } }) + 2;
  zoomLines(items, [...box.lines.slice(split), ...box.after], zx + tx, ly, zy + pad);
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
