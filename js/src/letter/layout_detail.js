// A card's text drawn by the Letter layout itself: a phone's detail box (ownZoom), a desk's in its one place (deskZoom)
// and the room a wide table's zoom column needs. Pure: no DOM.
import { INK, chipRows } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { textsOf } from "../scene/zoom.js";
import { linesFoot } from "./layout_hand.js";
import { cardParas, letterZoom } from "./layout_zoom.js";

/**
 * Push the text of the hand card chosen on a narrow table (`t.selected`), or of a card opened by a tap (`close`: with
 * its ✕), as an overlay in one place: the table's width, right under "Discard · Insanity N" (under the hand's row and
 * its Insanity lines when there is no such label), over the discard's cards and the footer, none of them a move. It
 * moves nothing: the discard's rows came down under it and the footer then lay over them (newcomer review 15,
 * finding 2, zh phone). Its name and first lines stay in the screen with the hand (newcomer review 10, finding 2); not
 * over the opponent's row (review 11, finding 2), nor over "Discard · Insanity N" (review 12, finding 5).
 * Marked `own`: letterZoom then adds no zoom of its own.
 */
export function ownZoom(t, text, bandTop, close = false, tapped = null) {
  const { fs, m, W } = t;
  if (!text) return;
  const box = boxLines(t, text, close);
  const y = tapped ? byTap(t.items, tapped, box.h, m) : boxTop(t) ?? Math.max(m, bandTop - 10 - box.h);
  pushBox(t, { x: m, y, w: W - 2 * m }, box, close, fs);
}

/** Push a card text's box at `at` ({x, y, w}): its frame (`own`: letterZoom adds no zoom of its own), its `lines` in
 * `fs`, its ✕ when `close`; `extra` on the frame. */
function pushBox(t, { x, y, w }, { lines, h }, close, fs, extra = {}) {
  const pad = 8;
  t.items.push({ type: "mzoom", x, y, w, h, id: "cmd:none", z: 10, label: "zoom", own: true, ...extra });
  let ly = y + pad;
  lines.forEach((l, i) => {
    t.items.push({ type: "text", text: l.t, x: x + pad, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                   colour: l.bold ? INK.gold : INK.text, z: 11, label: i === 0 ? "zoom-name" : "zoom-text" });
    ly += l.size + 4;
  });
  if (close) chipRows(t.items, [{ text: "✕", id: "select:none", quiet: true }], x + pad, ly + 4, w - 2 * pad, fs,
                      { extra: { z: 12 } });
}

/** Push the box of a card's text opened by a tap on a narrow table (`zoom.opened`, letterZoom): with its ✕, by the
 * item a finger tapped in a table `foot` high, else under the hand. */
export function tappedZoom(t, zoom, bandTop, foot) {
  ownZoom(t, zoom.texts(zoom.opened), bandTop, true, tapSpot(t, zoom.zoomKey, zoom.opened, t.ui.visible, foot));
}

const TAP_GAP = 6;   // px between a tapped item and its text
const NEIGHBOUR = 24;   // px: items of one key this near make one spot (the clue stack's title and its pile)

/**
 * Return where a tapped item's text goes by it ({spot, top, bottom}: the items of the opened `key` a finger reaches,
 * the part of the table the window shows, `ui.visible` from the page, within the table's `foot`), or null (no finger). Its box
 * opened under the hand whatever was tapped: the clue stack's text lay at the page's foot, out of sight (newcomer
 * review 17, finding 1).
 */
export function tapSpot(t, zoomKey, key, visible, foot) {
  if (!t.touch || !visible) return null;   // a mouse's window: the box under the hand, as before
  const top = Math.max(0, visible?.top ?? 0);
  const bottom = Math.min(foot, visible?.bottom ?? foot);
  const all = t.items.filter((i) => zoomKey(i) === key);
  const seen = all.filter((i) => i.y < bottom && i.y + (i.h || i.size) > top);
  const pool = seen.length ? seen : all;
  const first = pool.find((i) => i.type === "card" || i.type === "pile") ?? pool[0];
  if (!first) return null;
  let spot = { y: first.y, foot: first.y + (first.h || first.size) };
  for (let grew = true; grew;) {   // the items of the key next to it, one by one
    grew = false;
    for (const i of pool) {
      const [y, f] = [i.y, i.y + (i.h || i.size)];
      if ((y < spot.y || f > spot.foot) && y <= spot.foot + NEIGHBOUR && f >= spot.y - NEIGHBOUR) {
        spot = { y: Math.min(y, spot.y), foot: Math.max(f, spot.foot) };
        grew = true;
      }
    }
  }
  return { spot, top, bottom };
}

/** Return the top of a box `h` high by a tapped spot (tapSpot), in the window: under it, else over it, the one that
 * covers nothing kept first (a move, the prompt, a line read to choose: layout_keep.js); else where the window shows
 * most of it. */
function byTap(items, { spot, top, bottom }, h, m) {
  const fits = [spot.foot + TAP_GAP, spot.y - TAP_GAP - h].filter((y) => y >= top + m && y + h <= bottom - m);
  const kept = items.filter((i) => i.keep || i.type === "chip");
  const clear = (y) => !kept.some((i) => i.y < y + h && y < i.y + (i.h || i.size));
  return fits.find(clear) ?? fits[0] ?? Math.max(top + m, Math.min(spot.foot + TAP_GAP, bottom - m - h));
}

/**
 * Return the top of ownZoom's box: under "Discard · Insanity N", else under the hand's row and its Insanity lines (a
 * warning the box never covers: issue 23 round 6c, finding 1), else null (no such row).
 */
function boxTop(t) {
  const foot = (i) => i.y + (i.type === "text" ? i.size ?? i.h : i.h);
  const discard = t.items.find((i) => i.label === "insanity" && i.type === "text");
  if (discard) return foot(discard) + 6;
  return t.items.some((i) => /^hand-\d$/.test(i.label ?? "")) ? linesFoot(t) + 8 : null;
}

/**
 * Push the card text a wide table opens (a hand card chosen, or a card clicked: with its ✕) in its one place: the top
 * of the zoom's column, right of the rows, clear of every card (`avoid`: a tooltip comes clear of it). It opened by its
 * card, bottom-right by the hand or top-right by the clue stack, and lay over the discard's cards (newcomer review 32,
 * letter_en 5, 036/038, 020/086). Marked `own`: letterZoom then adds no zoom of its own.
 */
export function deskZoom(t, zoom) {
  const key = zoom.opened ?? zoom.chosen;
  const text = key && zoom.texts(key);
  if (!text) return;
  const { m } = t;
  const pad = 8;
  const close = Boolean(zoom.opened);   // a chosen card's choices have their Cancel
  const cards = t.items.filter((i) => i.type === "card" || i.type === "pile");
  const rowTop = t.items.find((i) => i.label === "hand-label")?.y ?? Infinity;   // the player's row
  // right of the opponent's discard where it ran into the column; above the player's row where it runs into it (its
  // discard, its "Discard · Insanity N")
  const x = Math.max(t.W, ...cards.filter((i) => i.y < rowTop).map((i) => i.x + i.w + pad));
  const zw = t.full - m - x;
  const reach = (i) => i.x + (i.type === "text" && !i.w ? textWidth(i.text, i.size, i.bold) : i.w);
  const row = t.items.filter((i) => i.y >= rowTop && (i.type === "card" || i.label === "insanity") && reach(i) > x);
  const floor = Math.min(...row.map((i) => i.y - pad));
  // under the room the page's result or replay panel takes over the canvas's top (under it, it was never seen)
  const panel = t.items.filter((i) => i.keep && /^(banner|replay-room)$/.test(i.label) && i.h > 0)
    .map((i) => i.y + i.h + pad);
  const top = Math.max(m, t.endFoot ?? 0, ...panel);
  // its font a step smaller where the text is too long for that room (Mi-Go's, opened with its ✕, at 1280×800)
  let fs = t.fs;
  let box = boxLines(t, text, close, zw, fs);
  while (top + box.h > floor && fs > MIN_TEXT) box = boxLines(t, text, close, zw, --fs);
  if (top + box.h > floor) return;   // no room even so (an end board under the page's panel): by its card, as before
  pushBox(t, { x, y: top, w: zw }, box, close, fs, { avoid: true, tells: key });
}

/** Return the lines of a card's text in a box `zw` wide (its name, then its paragraphs wrapped) and its height. */
function boxLines(t, text, close = false, zw = t.W - 2 * t.m, fs = t.fs) {
  const pad = 8;
  const lines = [...wrapLines(text.title, zw - 2 * pad, fs + 1, true).map((l) => ({ t: l, size: fs + 1, bold: true })),
                 ...text.lines.flatMap((p) => wrapLines(p, zw - 2 * pad, fs).map((l) => ({ t: l, size: fs })))];
  const shut = close ? Math.round(fs * 2) + 4 : 0;   // its ✕ chip's row (chipRows: 2 × fs high)
  return { lines, h: lines.reduce((sum, l) => sum + l.size + 4, 0) + 2 * pad + shut };
}

/**
 * Return the foot a narrow table keeps for the box of any hand card chosen (`ownZoom`): the tallest text of a card of the
 * game as a chosen one shows it (its list of unseen values at its longest, none seen), so the table keeps one height
 * whichever card is chosen (round10n: one table height a whole game).
 */
export function chosenRoom(t, input) {
  const cards = t.items.filter((i) => /^player-discard(-\d+)?$/.test(i.label ?? ""));
  if (!cards.length) return 0;
  const none = { ...(input.view ?? {}), player_discard: [], opponent_discard: [], removed: [], set_aside: [],
                 unused: [], deck: { ...(input.view?.deck ?? {}), cards: [] },
                 opponent: { ...(input.view?.opponent ?? {}), cards: [] } };
  let tallest = 0;
  for (const id of Object.keys(input.catalog?.cards ?? {})) {
    const view = { ...none, hand: [{ id }] };
    const text = letterZoom({ ...input, view, ui: { ...(input.ui ?? {}), selected: 0 } }).texts(id);
    if (text) tallest = Math.max(tallest, boxLines(t, text).h);
  }
  // ownZoom's box under the label at the lowest it comes (the Insanity lines' room full), as tall as the tallest
  return t.boxRoom ? t.boxRoom + tallest + t.m : 0;
}

/**
 * Return the height the zoom's column needs on a wide table (`column` px wide): the tallest card text of the catalog
 * in the table's language, as scene/zoom.js draws it (title, paragraphs, close chip), so no zoom makes it taller.
 */
export function zoomColumnNeed(t, column) {
  const { catalog, lang, fs, m } = t;
  const zw = column - m;
  const pad = 10;
  let need = 0;
  for (const id of Object.keys(catalog?.card_texts ?? {})) {
    const c = textsOf(catalog.card_texts, lang, id);
    const paras = cardParas(c, id, t.w, lang, catalog, t.view);
    let h = wrapLines(`${c.name ?? id} (0)`, zw - 2 * pad, fs + 2, true).length * (fs + 7);
    for (const para of paras.filter(Boolean)) h += wrapLines(para, zw - 2 * pad, fs).length * (fs + 5);
    need = Math.max(need, h + 2 * pad + Math.round(fs * 2) + 8);
  }
  return need + 2 * m;
}
