// A cell's crowd: its pieces and its badges (a Checkup ✓/✗, a compass) each get a place of their own inside the cell,
// so no piece lies over another, past the board, or under a badge (newcomer review 9, finding 1: "A1 A2 B1" at h2
// touched the board's edge; A1 at b6 was half hidden under A2, the compass and "r3 ✓"; a Midnight compass lay under
// its patient on a phone).
import { fitSize } from "./board.js";

const keyOf = (cell) => `${cell[0]},${cell[1]}`;

// The cell's quarters: top left, top right, bottom left, bottom right.
const TL = 0;
const TR = 1;
const BL = 2;

/** Return the box of quarter `q` of the cell at (x, y), `cs` wide. */
const quarter = (x, y, cs, q) => ({ x: x + (q % 2) * (cs / 2), y: y + Math.floor(q / 2) * (cs / 2), w: cs / 2, h: cs / 2 });

/** Give each cell's pieces and badges their places; a badge with no free place goes under the pieces. */
export function arrangeCells(t, g) {
  const cells = new Map();
  const at = (cell) => {
    const k = keyOf(cell);
    if (!cells.has(k)) cells.set(k, { cell, pieces: [], badges: [] });
    return cells.get(k);
  };
  for (const i of t.items) {
    if (!Array.isArray(i.cell)) continue;
    if (i.type === "piece") at(i.cell).pieces.push(i);
    else if (i.type === "check" || i.type === "compass") at(i.cell).badges.push(i);
  }
  const under = [];
  const over = [];
  for (const c of cells.values()) {
    if (!c.pieces.length || (c.pieces.length === 1 && !c.badges.length)) continue;
    const { x, y } = g.at(c.cell);
    const { hidden, shown } = placeBadges(c, x, y, g.cs);
    under.push(...hidden);
    over.push(...shown);
    placePieces(c, x, y, g.cs, shown);
  }
  const moved = new Set([...under, ...over]);
  const rest = t.items.filter((i) => !moved.has(i));
  const first = rest.findIndex((i) => i.type === "piece");
  t.items.length = 0;
  t.items.push(...rest.slice(0, first), ...under, ...rest.slice(first), ...over);
}

/** Put the compasses in the lower left quarter and the Checkup mark in the upper right one while the pieces leave
 * them free (at most three pieces with a compass, two with both); else a badge goes under the pieces, undrawn. Beside one
 * piece a Checkup mark keeps its corner and its round ("r3 ✓") in the band the piece leaves above it. */
function placeBadges(c, x, y, cs) {
  const n = c.pieces.length;
  const shown = [];
  const hidden = [];
  let room = 4 - n;
  for (const [type, q] of [["compass", BL], ["check", TR]]) {
    const group = c.badges.filter((b) => b.type === type);
    if (!group.length) continue;
    const fits = n === 1 || room > 0;
    room -= 1;
    for (const b of group) {
      if (fits && !(n === 1 && type === "check")) Object.assign(b, quarter(x, y, cs, q), { quarter: q });
      if (!fits) b.under = true;   // not drawn: it would peek out between the pieces; its tooltip stays
      (fits ? shown : hidden).push(b);
    }
  }
  return { shown, hidden };
}

/** One piece: large, where the badges leave room (under a Checkup mark, right of a compass, in the lower right
 * corner beside both); two to four: one quarter each, the badges' quarters left out. */
function placePieces(c, x, y, cs, shown) {
  const pad = Math.max(2, Math.round(cs * 0.04));
  if (c.pieces.length === 1) {
    const p = c.pieces[0];
    const check = shown.some((b) => b.type === "check");
    const compass = shown.some((b) => b.type === "compass");
    const size = Math.floor(cs * (check && compass ? 0.5 : check ? 0.6 : 0.52));
    const px = compass ? x + cs - pad - size : x + (cs - size) / 2;
    const py = check ? y + cs - pad - size : y + pad;
    Object.assign(p, { x: Math.round(px), y: Math.round(py), w: size, h: size,
                       nameSize: Math.max(8, fitSize(p.seat, size - 2, Math.round(size * 0.4))) });
    return;
  }
  const taken = new Set(shown.map((b) => b.quarter));
  const free = [TL, TR, BL, 3].filter((q) => !taken.has(q));
  const size = Math.floor(cs / 2) - 2 * pad;
  const row = c.pieces.length === 2 && !shown.length;   // two alone: side by side in the cell's middle, names level
  c.pieces.forEach((p, i) => {
    const box = quarter(x, y, cs, free[i] ?? i);
    Object.assign(p, { x: Math.round(box.x + pad), y: Math.round(row ? y + (cs - size) / 2 : box.y + pad), w: size,
                       h: size, shared: true, nameSize: Math.max(9, fitSize(p.seat, size - 2, Math.round(size * 0.6))) });
  });
}
