// Painters of the CHAOS table: the board's (paint_board.js), then the panel's: turn-order seats, the time of day and
// hand cards with suits. Teams differ by shape (A circle, B square), roles by fill (patient solid, ghost hollow and
// dashed), suits by glyph (moon, eye, skull), bombs by outline (permanent solid, temporary dashed), Checkup results by
// mark (tick safe, cross bomb).
import { C, fitLines, font, highlight, nameFont, roundRect, star } from "../draw.js";
import { ROLE_INK, TEAM, moon, pieceGlyph, roleGlyph, suitGlyph, teamShape } from "./glyphs.js";
import { BOARD_PAINTERS } from "./paint_board.js";

// Fitting a name to a card measures text many times: keep the result per name and width (a few dozen).
const CARD_TEXT = new Map();
function cardText(ctx, name, w, small, most = 3) {
  const key = `${name}|${w}|${small}|${most}`;
  let fitted = CARD_TEXT.get(key);
  if (!fitted) {
    const names = String(name).split("|");
    const first = small ? names.slice(0, 1) : names;
    const base = Math.max(small ? 0 : 12, Math.round(w * (small ? 0.17 : 0.14)));  // 12 px where it fits (r6 #4)
    const per = Math.max(1, Math.floor((small ? 2 : most) / first.length));  // lines for each alternative name
    // shrunk first, never under MIN_TEXT; cut after a whole word only when still too long (draw.js fitLines)
    const size = Math.min(...first.map((n) => fitLines(ctx, n, w * 0.88, base, per).size));
    fitted = { size, lines: first.flatMap((n) => whole(n, fitLines(ctx, n, w * 0.88, size, per).lines, per)).slice(0, most) };
    if (CARD_TEXT.size > 500) CARD_TEXT.clear();
    CARD_TEXT.set(key, fitted);
  }
  return fitted;
}

/**
 * Return where a card's name of `n` lines at `size` goes (`top`: its middle), whether the suit's glyph keeps the
 * card's middle and how many lines the middle holds at most (`most`): the name lies between the corner glyphs and the suit's glyph; a name too tall for that room (a big
 * hand's narrow card: "Mania / Sprint" on three lines) takes the glyph's place, the suit still in the upper right corner
 * and in words at the foot (newcomer review 11, CHAOS finding 4: room 207/223/243, the name over the suit icons).
 */
export function namePlace(item, size, n) {
  const { y, w, h } = item;
  const g = w * 0.11;
  const below = y + 2 * g + 7;                            // under the role and suit glyphs of the top corners
  const glyph = y + h * 0.72 - w * 0.13 - 2;              // above the suit's glyph
  const word = y + h * 0.9 - Math.max(12, Math.round(w * 0.11)) / 2 - 2;   // above the suit's word
  const block = n * size * 1.15 - size * 0.15;
  const mid = y + h * 0.4;
  const most = Math.max(1, Math.floor((word - below + size * 0.15) / (size * 1.15)));   // lines the middle holds
  if (mid - block / 2 >= below && mid + block / 2 <= glyph) return { top: mid, centreSuit: true, most };
  if (block <= glyph - below) return { top: (below + glyph) / 2, centreSuit: true, most };
  return { top: Math.max(below + block / 2, (below + word) / 2), centreSuit: false, most };
}

/** Return where a card's suit shows in its lower half: `word` (the suit's name at the foot) and `glyph` (the suit's
 * glyph in the middle, its top where the name leaves room: {cx, cy, r} and its box), smaller on a short card so the
 * word never lies over it, null when too small to read (newcomer review 26, chaos_ja 6: 髑髏 over the skull in a
 * phone's hand of 6-8; the corner glyph still shows the suit). */
export function suitPlace(item) {
  const { x, y, w, h } = item;
  const size = Math.max(12, Math.round(w * 0.11));
  const word = { x, y: y + h * 0.9 - size / 2, w, h: size, size };
  const top = y + h * 0.72 - w * 0.13 - 1;   // namePlace keeps the name above it
  const r = Math.min(w * 0.13, (word.y - top) / 2 - 1.5);
  if (r < w * 0.08) return { word, glyph: null };
  const cy = top + 1 + r;
  return { word, glyph: { cx: x + w / 2, cy, r, x: x + w / 2 - r - 1, y: cy - r - 1, w: 2 * r + 2, h: 2 * r + 2 } };
}

/** Return a name's fitted `lines`, unless they break a word ("Schizophr-/enia" on a hand of six, issue 23 finding 7):
 * then its words a line each (at most `per`), which the painter condenses to the card's width (fillText's maxWidth). */
export function whole(name, lines, per) {
  const words = String(name).split(/\s+/).filter(Boolean);
  const kept = words.every((wd) => lines.some((l) => l.split(/\s+/).includes(wd)));
  if (kept || words.length > per) return lines;
  return words;
}

export const CHAOS_PAINTERS = {
  ...BOARD_PAINTERS,
  seat(ctx, item) {  // a seat of the turn order: glyph, name, hand size; the seat to act framed in gold
    const { x, y, w, h, size } = item;
    roundRect(ctx, x, y, w, h, 6);
    ctx.fillStyle = item.toAct ? "#3a4a32" : "#22332b";
    ctx.fill();
    ctx.strokeStyle = item.toAct ? C.gold : "#55665d";
    ctx.lineWidth = item.toAct ? 2.5 : 1;
    ctx.stroke();
    const lines = item.roleWord ? h - item.roleSize - 4 : h;   // the role's line at the foot (panel.js turnOrder)
    const top = item.roleWord ? 1 : 5;
    const s = Math.min(lines * 0.55, w * 0.3);
    const gx = x + 5;
    const gy = y + top + (lines - top - s) / 2;
    if (item.hidden) {
      ctx.setLineDash([2, 2]);
      teamShape(ctx, item.team, gx, gy, s);
      ctx.strokeStyle = TEAM[item.team] ?? C.dim;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = C.text;
      ctx.font = font(Math.round(s * 0.7), true);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText("?", gx + s / 2, gy + s / 2 + 1);
    } else pieceGlyph(ctx, item.team, item.role, gx, gy, s);
    ctx.fillStyle = C.text;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.font = font(size, true);
    ctx.fillText(item.seat, gx + s + 5, y + top);
    ctx.font = font(Math.max(10, size - (item.roleWord ? 3 : 2)));
    ctx.fillStyle = C.dim;
    ctx.fillText(`${item.count} ${item.cardsWord}`, gx + s + 5, y + top + (item.roleWord ? 0 : 3) + size, Math.max(10, x + w - gx - s - 8));
    if (item.roleWord) {
      ctx.font = font(item.roleSize, true);
      ctx.fillStyle = item.role === "ghost" ? "#c9b8ff" : "#cfe8d8";
      ctx.textAlign = "center";
      ctx.textBaseline = "bottom";
      ctx.fillText(item.roleWord, x + w / 2, y + h, w - 8);   // (its em box to the edge: its glyphs end above it)
    }
    if (item.toAct) {
      ctx.fillStyle = C.gold;
      ctx.beginPath();
      ctx.moveTo(x + w / 2 - 5, y - 1);
      ctx.lineTo(x + w / 2 + 5, y - 1);
      ctx.lineTo(x + w / 2, y + 5);
      ctx.closePath();
      ctx.fill();
    }
    if (item.you) {
      ctx.fillStyle = C.gold;
      star(ctx, x + w - 8, y + 8, 5);
      ctx.fill();
    }
  },
  tod(ctx, item) {  // time of day: Midnight a crescent, Dawn a half sun on the horizon, Day a sun
    const { x, y, w } = item;
    const cx = x + w / 2;
    const cy = y + w / 2;
    ctx.fillStyle = item.kind === "midnight" ? "#c9d6ff" : "#f5c542";
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = 1.5;
    if (item.kind === "midnight") moon(ctx, cx, cy, w * 0.45);
    else {
      const r = w * 0.24;
      const oy = item.kind === "dawn" ? y + w * 0.7 : cy;
      ctx.beginPath();
      ctx.arc(cx, oy, r, item.kind === "dawn" ? Math.PI : 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      const rays = item.kind === "dawn" ? [5, 6, 7] : [0, 1, 2, 3, 4, 5, 6, 7];  // dawn: the upper rays
      for (const k of rays) {
        const a = (k * Math.PI) / 4;
        ctx.moveTo(cx + Math.cos(a) * r * 1.35, oy + Math.sin(a) * r * 1.35);
        ctx.lineTo(cx + Math.cos(a) * r * 1.9, oy + Math.sin(a) * r * 1.9);
      }
      if (item.kind === "dawn") {
        ctx.moveTo(x, oy);
        ctx.lineTo(x + w, oy);
      }
      ctx.stroke();
    }
  },
  ccard(ctx, item) {  // a CHAOS card: role by border (patient solid, ghost dashed) and glyph; suit by glyph
    const { x, y, w, h, face } = item;
    const ink = ROLE_INK[face.role] ?? C.ink;
    roundRect(ctx, x, y, w, h, w * 0.08);
    ctx.fillStyle = C.parchment;
    ctx.fill();
    ctx.lineWidth = Math.max(2, w * 0.035);
    ctx.strokeStyle = ink;
    ctx.setLineDash(face.role === "ghost" ? [w * 0.08, w * 0.05] : []);
    ctx.stroke();
    ctx.setLineDash([]);
    const g = w * (item.small ? 0.13 : 0.11);
    roleGlyph(ctx, face.role, x + g + 5, y + g + 5, g, ink);
    suitGlyph(ctx, face.suit, x + w - g - 6, y + g + 5, g, C.ink, C.parchment);
    // The name: alternatives "a|b" on separate lines, long names wrapped.
    ctx.fillStyle = C.ink;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    let { size, lines } = cardText(ctx, face.name, w, Boolean(item.small));
    let place = item.small ? { top: y + h * 0.52, centreSuit: false, most: 3 } : namePlace(item, size, lines.length);
    if (lines.length > place.most) {   // more lines than the card's middle holds: fewer, condensed to its width
      ({ size, lines } = cardText(ctx, face.name, w, false, place.most));
      place = namePlace(item, size, lines.length);
    }
    const { top, centreSuit } = place;
    ctx.font = nameFont(size);
    lines.forEach((l, i) => ctx.fillText(l, x + w / 2, top + (i - (lines.length - 1) / 2) * size * 1.15, w * 0.88));
    if (!item.small) {
      const suit = suitPlace(item);
      if (centreSuit && suit.glyph) suitGlyph(ctx, face.suit, suit.glyph.cx, suit.glyph.cy, suit.glyph.r, C.ink, C.parchment);
      ctx.fillStyle = C.ink;
      ctx.font = font(suit.word.size);
      ctx.textBaseline = "middle";
      ctx.fillText(face.suitName ?? face.suit, x + w / 2, y + h * 0.9);
    }
    if (item.offRole) {  // a card of the other role: good only for time cards
      ctx.save();
      roundRect(ctx, x, y, w, h, w * 0.08);
      ctx.clip();
      ctx.fillStyle = "rgba(20, 30, 40, 0.3)";
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = "rgba(20, 30, 40, 0.5)";
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let k = -h; k < w; k += 9) {
        ctx.moveTo(x + k, y + h);
        ctx.lineTo(x + k + h, y);
      }
      ctx.stroke();
      ctx.restore();
    }
    if (item.spent) {  // its play does nothing now (a Sprint after a bomb): veiled, not lit (newcomer review 21)
      ctx.save();
      roundRect(ctx, x, y, w, h, w * 0.08);
      ctx.fillStyle = "rgba(20, 30, 40, 0.45)";
      ctx.fill();
      ctx.restore();
    }
    if (item.highlight) highlight(ctx, item, item.selected ? "#ffffff" : C.gold);
  },
};
