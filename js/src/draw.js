// Drawing primitives shared by every game's painter (paint.js, letter/, chaos/ and mythos/paint.js): colours,
// paths, fonts, name wrapping, the highlight of a clickable item.
import { MIN_TEXT, fitText, wrapWords } from "./scene/text.js";

/** Colours of the painted table (cards, chips, banners). */
export const C = {
  parchment: "#f3ead3", ink: "#2b2418", sane: "#2f7d6d", insane: "#8a3d9a", back: "#20403a",
  backLine: "#6fa08f", gold: "#f5c542", text: "#e8e0cc", dim: "#9a9483", error: "#8c1d2a",
  win: "rgba(30, 110, 70, 0.92)", loss: "rgba(120, 20, 35, 0.92)", chip: "#34493f", chipQuiet: "#2a302c",
  draw: "rgba(50, 60, 90, 0.92)", chipOff: "#262a28", chipOffLine: "#5c625e", hover: "#fff3c4",
  tipFill: "rgba(8, 14, 11, 0.96)",
};

/** Trace a rounded rectangle path (fill or stroke it after). */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Return a canvas font string of the UI's family at `size` pixels, never under MIN_TEXT (scene/text.js). */
export function font(size, bold = false) {
  return `${bold ? "bold " : ""}${Math.max(MIN_TEXT, size)}px system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif`;
}

/**
 * Return the font string of a card's name at `size` (never under MIN_TEXT): bold, in a condensed face where the
 * system has one (card names are long words on narrow cards), else the UI's family.
 */
export function nameFont(size) {
  return `bold ${Math.max(MIN_TEXT, size)}px "DejaVu Sans Condensed", "Arial Narrow", "Roboto Condensed", "Segoe UI", `
    + "system-ui, -apple-system, sans-serif";
}

/** Trace a star path with `points` tips around (cx, cy). */
export function star(ctx, cx, cy, r, points = 5) {
  ctx.beginPath();
  for (let i = 0; i <= points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
}

/** Draw a person (a head over rounded shoulders) filled in the current fill, in the box of radius `r` round (cx, cy):
 * Mythos's ally glyph and CHAOS's patient role share it. */
export function person(ctx, cx, cy, r) {
  ctx.beginPath();
  ctx.arc(cx, cy - r * 0.45, r * 0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.75, cy + r);
  ctx.quadraticCurveTo(cx, cy - r * 0.32, cx + r * 0.75, cy + r);
  ctx.closePath();
  ctx.fill();
}

/** Draw an eye: its outline stroked, its pupil filled. */
export function eye(ctx, cx, cy, r) {
  ctx.beginPath();
  ctx.moveTo(cx - r, cy);
  ctx.quadraticCurveTo(cx, cy - r * 0.9, cx + r, cy);
  ctx.quadraticCurveTo(cx, cy + r * 0.9, cx - r, cy);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.32, 0, Math.PI * 2);
  ctx.fill();
}

// Split a name into lines as the canvas measures it, between words by the language's rules (scene/text.js).
export function wrap(ctx, text, maxWidth) {
  return wrapWords(text, maxWidth, (t) => ctx.measureText(t).width);
}

// Fitted names, by text, width, size and lines: measuring text is the slow part of a repaint.
const FITTED = new Map();
// How far a line of a name may be condensed at MIN_TEXT (its painter passes the width to fillText as maxWidth, and
// the browser narrows the glyphs) before a word is broken inside.
export const SQUEEZE = 0.82;

/**
 * Return a card name fitted to `maxWidth` and `maxLines` as the canvas measures it in `face` ({size, lines}):
 * shrunk from `size` down to MIN_TEXT first, then condensed to SQUEEZE (draw its lines with fillText's maxWidth),
 * a word broken inside only when still too wide, cut after a whole word with an ellipsis only when still too long
 * (scene/text.js fitText; the whole name is in the tooltip and zoom).
 */
export function fitLines(ctx, text, maxWidth, size, maxLines = Infinity, face = nameFont) {
  const key = `${text}|${maxWidth}|${size}|${maxLines}|${face(size)}`;
  let fitted = FITTED.get(key);
  if (!fitted) {
    const measure = (t, s) => {
      ctx.font = face(s);
      return ctx.measureText(t).width;
    };
    fitted = fitText(text, { width: maxWidth, size, maxLines, measure, squeeze: SQUEEZE });
    if (FITTED.size > 1500) FITTED.clear();
    FITTED.set(key, fitted);
  }
  return fitted;
}

/** Return a card name's lines within `maxWidth` and `maxLines`, starting at `size` (fitLines' lines). */
export function cutLines(ctx, text, maxWidth, size, maxLines) {
  return fitLines(ctx, text, maxWidth, size, maxLines).lines;
}

/** Return the size a card name is drawn at within `maxWidth` (fitLines' size, its lines unbounded). */
export function fitSize(ctx, text, maxWidth, size) {
  return fitLines(ctx, text, maxWidth, size).size;
}

/** Trace a heater shield's outline (w wide, h high; its point at about 1.05 h) as the current path. */
export function shieldPath(ctx, x, y, w, h) {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h * 0.55);
  ctx.quadraticCurveTo(x + w / 2, y + h * 1.08, x, y + h * 0.55);
  ctx.closePath();
}

/** Frame a clickable item (gold unless told otherwise; `dash` for a dashed frame, `pad` pixels outside). */
export function highlight(ctx, item, colour = C.gold, dash = null, pad = 3) {
  roundRect(ctx, item.x - pad, item.y - pad, item.w + 2 * pad, item.h + 2 * pad, item.w * 0.1);
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3;
  if (dash) ctx.setLineDash(dash);
  ctx.stroke();
  if (dash) ctx.setLineDash([]);
}

/** Outline an empty place for a card (dashed). */
export function slot(ctx, item) {
  roundRect(ctx, item.x, item.y, item.w, item.h, item.w * 0.08);
  ctx.setLineDash([4, 4]);
  ctx.strokeStyle = C.dim;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.setLineDash([]);
}
