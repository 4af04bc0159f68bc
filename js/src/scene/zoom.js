// The card zoom every game shares: a card's full text (the catalog's `card_texts`, in the chosen language with English
// as the fallback) in a box drawn over the table by the card it opens from, where it covers no chip, no move and no
// prompt. It never makes the table taller (so the fitted scale holds still) unless the table has no room for it.
// Letter and CHAOS open it here (ui.selected "zoom:<key>"; `addZoom`); Mythos lays out its own box (mythos/zoom.js)
// and places it with `placeBox`.
import { INK, chipRows } from "./build.js";
import { textWidth, wrapLines } from "./text.js";

/** Return the entry of a `card_texts` table for `id` in `lang`, else English, else null. */
export function textsOf(table, lang, id) {
  const entry = table?.[id];
  return entry?.[lang] ?? entry?.en ?? null;
}

/** Return whether an item must stay visible: a chip, something that plays a move, the prompt line, an item its
 * table marks `keep` (Letter: every actionable item and the clue stack) or `avoid` (CHAOS: the pieces, the key, the
 * gate, the bombs; newcomer review 6, finding 3: a card's zoom hid them while choosing). */
function mustShow(item) {
  // (a chip that only shows more words, a phone's "More ▾", may lie under a card's text while it is open)
  if (item.coverable) return false;
  return item.type === "chip" || String(item.id ?? "").startsWith("act:") || item.label === "prompt" || Boolean(item.keep)
    || Boolean(item.avoid);
}

/**
 * Return where a box `w` × `h` goes over a table `W` × `H` (the zoom is drawn over the table, never making it
 * taller): {x, y} of the first place, nearest the spot above `anchor` ({x, y, w, h}, or null: the top), that covers
 * no chip, no move, no prompt and not the anchor; `x` is the box's place by its card, then either side of the table.
 * With no such place: null when `strict`; else the place covering the fewest of them when `cover` (a click outside
 * the box closes it), or under the table ({x, y, grow: true}: the scene grows, its fitted scale does not).
 * With `band` ({top, bottom}: the part of the table the window shows) only places inside it, or at its top when the box
 * is taller: a phone's zoom opened far below the card, the page jumped to it and the next tap hit the wrong card.
 * With `near` (a finger's tap) the places nearest the anchor first, under it before over it, and no others: by the
 * finger (newcomer review 17, finding 1: the nearest place off every line read lay a screen away from the card).
 */
export function placeBox(items, { x, w, h }, anchor, m, H, W = x + w + m,
                         { strict = false, cover = true, band = null, readable = false, near = false } = {}) {
  // the prompt with its chips: its whole `area` (the zoom lay over the prompt's second line)
  const sized = (i) => (readable && i.label === "prompt" && i.area ? { ...i, ...i.area }
    : i.type === "text" && !i.w ? { ...i, w: textWidth(i.text, i.size, i.bold) } : i);
  const guard = items.filter(mustShow).map(sized);
  if (anchor) guard.push(anchor);
  // `readable`: what the reader reads or presses besides (a line of text, a seat's badge, a card), kept clear where a
  // place allows it, the place then saying how many it covers (`r`; newcomer review 11, finding 8)
  const soft = readable ? items.filter((i) => !mustShow(i) && i !== anchor && readableItem(i)).map(sized)
    .filter((i) => i.w > 0 && (i.h || i.size) > 0) : [];
  const want = anchor ? anchor.y - h - 8 : m;
  const ys = band ? bandYs(band, h, m, H) : [];
  if (!band) for (let y = m; y + h <= H - m; y += 4) ys.push(y);
  if (!band && H - m - h >= m) ys.push(H - m - h);
  if (near && anchor) nearFirst(ys, anchor, h);
  else ys.sort((a, b) => Math.abs(a - want) - Math.abs(b - want));
  const clamp = (v) => Math.round(Math.max(m, Math.min(W - m - w, v)));
  // each column of places: the guarded items across it; a place covers those its rows reach
  const columns = [...new Set([x, m, W - m - w].map(clamp))]
    .map((bx) => ({ bx, across: guard.filter((i) => i.x < bx + w && i.x + i.w > bx) }));
  for (const c of columns) c.soft = soft.filter((i) => i.x < c.bx + w && i.x + i.w > c.bx);
  let best = null;
  let clear = null;   // the nearest place covering no guarded item and the fewest readable ones
  for (const y of ys) {
    for (const { bx, across, soft: near } of columns) {
      let n = 0;
      for (const i of across) if (i.y < y + h && i.y + i.h > y && ++n >= (best?.n ?? Infinity)) break;
      if (!n) {
        const r = near.reduce((sum, i) => sum + (i.y < y + h && i.y + (i.h || i.size) > y ? 1 : 0), 0);
        if (!readable || !r) return { x: bx, y: Math.round(y), ...(readable ? { r } : {}) };
        if (!clear || r < clear.r) clear = { x: bx, y: Math.round(y), r };
      }
      if (!best || n < best.n) best = { x: bx, y: Math.round(y), n };
    }
  }
  if (clear) return clear;
  if (strict) return null;
  return best && cover ? { x: best.x, y: best.y } : { x: clamp(x), y: Math.round(H + m), grow: true };
}

/** Return whether an item holds something to read or press (placeBox's `readable`): a line of text, a seat's badge,
 * a card, or anything a click does something on. */
function readableItem(i) {
  return (i.type === "text" && String(i.text ?? "").trim() !== "") || /^seat-/.test(i.label ?? "")
    || /card$/i.test(String(i.type ?? "")) || (i.id != null && i.id !== "cmd:none");
}

const NEAR_GAP = 6;   // px between a tapped card and its text opened next to it

/** Order the tops `ys` of a box `h` high by how near it lies to `anchor`, under it before over it; drop those on it. */
function nearFirst(ys, anchor, h) {
  const below = anchor.y + anchor.h + NEAR_GAP;
  const above = anchor.y - NEAR_GAP - h;
  const lo = Math.min(...ys);
  const hi = Math.max(...ys);
  for (const y of [below, above]) if (y >= lo && y <= hi) ys.push(Math.round(y));
  const off = (y) => (y >= below ? y - below : y <= above ? above - y + 0.5 : Infinity);
  const kept = ys.filter((y) => Number.isFinite(off(y))).sort((a, b) => off(a) - off(b));
  ys.splice(0, ys.length, ...kept);
}

/** Return the tops a box `h` high may take inside `band` of a table `H` high (its top alone when it is taller). */
function bandYs({ top, bottom }, h, m, H) {
  if (H - m - h < m) return [];   // taller than the table: it goes under it
  const lo = Math.max(m, Math.min(H - m - h, Math.round(top) + m));
  const hi = Math.min(H - m - h, Math.round(bottom) - m - h);
  const ys = [];
  for (let y = lo; y <= hi; y += 4) ys.push(y);
  if (hi > lo) ys.push(hi);
  return ys.length ? ys : [lo];
}

/** Return the lines of a zoom `zw` wide ({t, size, bold}) and its height. */
function zoomLines(text, zw, fs, pad, close) {
  const tw = zw - 2 * pad;
  const lines = [];
  for (const l of wrapLines(text.title, tw, fs + 2, true)) lines.push({ t: l, size: fs + 2, bold: true });
  for (const para of text.lines) for (const l of wrapLines(para, tw, fs)) lines.push({ t: l, size: fs });
  return { lines, zh: lines.reduce((s, l) => s + l.size + 5, 0) + pad * 2 + (close ? Math.round(fs * 2) + 8 : 0) };
}

/**
 * Push the zoom of `text` ({title, lines: [string]}) by `anchor` over a table `W` wide and `H` high (a close chip
 * "select:none" in it unless `close` is null), as wide as it may be where it covers nothing (narrower boxes are
 * tried); with `keep` (the choices of a card are on the table) it covers none of them, going under the table if it
 * must. Return the height the scene needs (H, unless it went under).
 */
export function zoomBox(items, text, anchor, { W, H, fs, m, close = "✕", keep = false, band = null, touch = false }) {
  const pad = 10;
  const ax = anchor ? anchor.x + anchor.w / 2 : W / 2;
  // its own width first; then wider (a shorter box may fit above a row of choices), then narrower
  const widths = [...new Set([520, 800, W - 2 * m, 400, 300].map((v) => Math.min(W - 2 * m, v)))];
  // one rule for every card's text (newcomer review 11, finding 8: CHAOS's zoom lay over the order chips, or over the
  // hand): by its card, above it first, of the widths the one that covers the fewest lines, badges and cards; a
  // finger's tap (`band`: the window's) by the card, in sight (review 17, finding 1)
  let pick = band && anchor ? nearPick(items, text, anchor, widths, { W, H, fs, m, pad, close, band }) : null;
  for (const zw of pick ? [] : widths) {
    const box = { zw, ...zoomLines(text, zw, fs, pad, close) };
    const at = placeBox(items, { x: Math.round(ax - zw / 2), w: zw, h: box.zh }, anchor, m, H, W,
                        { strict: true, readable: true });
    if (at && (!pick || at.r < pick.at.r)) pick = { box, at };
    if (pick?.at.r === 0) break;
  }
  if (!pick) {
    const box = { zw: widths[0], ...zoomLines(text, widths[0], fs, pad, close) };
    const inBand = band ? { band } : {};
    // a table that marks items `keep` never has them covered: the zoom goes under the table instead; a finger's
    // too (a tap outside closes a desk's zoom, but a phone's hid the Stay it was about to press: round AX5's still
    // hand left no free place by a CHAOS hand card; under the table lies right under the hand)
    pick = { box, at: placeBox(items, { x: Math.round(ax - box.zw / 2), w: box.zw, h: box.zh }, anchor, m, H, W,
                               { cover: !keep && !touch && !items.some((i) => i.keep), ...inBand }) };
  }
  const { box: { zw, zh, lines }, at } = pick;
  items.push({ type: "mzoom", x: at.x, y: at.y, w: zw, h: zh, id: "cmd:none", z: 10, label: "zoom" });
  let ly = at.y + pad;
  lines.forEach((l, i) => {
    items.push({ type: "text", text: l.t, x: at.x + pad, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                 colour: l.bold ? INK.gold : INK.text, z: 11, label: i === 0 ? "zoom-name" : "zoom-text" });
    ly += l.size + 5;
  });
  if (close) chipRows(items, [{ text: close, id: "select:none", quiet: true }], at.x + pad, ly + 4, zw - 2 * pad, fs, { extra: { z: 12 } });
  return at.grow ? at.y + zh + m : H;
}

/** Return {box, at} of the zoom by `anchor` a finger tapped (placeBox `near`, inside `band`): of the widths the one
 * nearest the card, the wider at a tie; null when none has a free place in the band. */
function nearPick(items, text, anchor, widths, { W, H, fs, m, pad, close, band }) {
  const ax = anchor.x + anchor.w / 2;
  const apart = (at, h) => (at.y >= anchor.y ? at.y - anchor.y - anchor.h : anchor.y - at.y - h);
  let pick = null;
  for (const zw of widths) {
    const box = { zw, ...zoomLines(text, zw, fs, pad, close) };
    const at = placeBox(items, { x: Math.round(ax - zw / 2), w: zw, h: box.zh }, anchor, m, H, W,
                        { strict: true, band, near: true });
    if (at && (!pick || apart(at, box.zh) < pick.d)) pick = { box, at, d: apart(at, box.zh) };
  }
  return pick;
}

/** Return the band of the table a touch window shows (`ui.visible`, set by the page: index.js visibleBand), or null
 * (a mouse: the desk's places hold). */
function fingerBand(ui) {
  const v = ui?.visible;
  return ui?.touch && v && Number.isFinite(v.top) && Number.isFinite(v.bottom) && v.bottom - v.top > 40 ? v : null;
}

/**
 * Make every card of a scene open its zoom: an item with `zoomKey(item)` gets `zoom` (the key; the I key opens it)
 * and `tip` (hover), and a card that does nothing on a click opens it ("zoom:<key>"). With ui.selected
 * "zoom:<key>" (or `chosen`, the key of a card selected to choose how to play it), push the zoom (`texts(key)` →
 * {title, lines}) by its card. Return the scene (taller if need be).
 */
export function addZoom(scene, ui, zoomKey, texts, sizes, chosen = null) {
  let anchor = null;
  const covers = scene.items.filter((i) => i.id === "cmd:none");  // a banner or a zoom: what lies under it is not a stop
  const under = (a) => covers.some((c) => a.x < c.x + c.w && c.x < a.x + a.w && a.y < c.y + c.h && c.y < a.y + a.h);
  const open = typeof ui?.selected === "string" && ui.selected.startsWith("zoom:") ? ui.selected.slice(5) : chosen;
  for (const item of scene.items) {
    const key = zoomKey(item);
    const text = key && texts(key);
    if (!text) continue;
    item.zoom = key;
    if (item.type === "text" && !item.w) item.w = Math.round(textWidth(item.text, item.size));
    item.tip = [text.title, ...text.lines].join("\n");
    if (item.id == null && !under(item)) item.id = `zoom:${key}`;
    if (key === open && !anchor) anchor = item;
  }
  if (!open || !texts(open)) return scene;
  const choosing = open === chosen && !String(ui?.selected).startsWith("zoom:");  // its choices' Cancel closes it
  const H = zoomBox(scene.items, texts(open), anchor, { ...sizes, W: scene.width, H: scene.height,
                                                        close: choosing ? null : undefined, keep: choosing,
                                                        band: fingerBand(ui), touch: Boolean(ui?.touch) });
  scene.height = H;
  scene.items[0].h = H;
  return scene;
}
