// A card's text drawn by the Letter layout itself: a phone's detail box (ownZoom) and the room a wide table's zoom
// column needs. Pure: no DOM.
import { INK, chipRows } from "../scene/build.js";
import { wrapLines } from "../scene/text.js";
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
export function ownZoom(t, text, bandTop, close = false) {
  const { fs, m, W } = t;
  if (!text) return;
  const pad = 8;
  const x = m;
  const zw = W - 2 * m;
  const { lines, h } = boxLines(t, text, close);
  const top = boxTop(t);
  const y = top ?? Math.max(m, bandTop - 10 - h);
  t.items.push({ type: "mzoom", x, y, w: zw, h, id: "cmd:none", z: 10, label: "zoom", own: true });
  let ly = y + pad;
  lines.forEach((l, i) => {
    t.items.push({ type: "text", text: l.t, x: x + pad, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                   colour: l.bold ? INK.gold : INK.text, z: 11, label: i === 0 ? "zoom-name" : "zoom-text" });
    ly += l.size + 4;
  });
  if (close) chipRows(t.items, [{ text: "✕", id: "select:none", quiet: true }], x + pad, ly + 4, zw - 2 * pad, fs,
                      { extra: { z: 12 } });
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

/** Return the lines of a card's text in the box of `ownZoom` (its name, then its paragraphs wrapped) and its height. */
function boxLines(t, text, close = false) {
  const { fs, m, W } = t;
  const pad = 8;
  const zw = W - 2 * m;
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
