// A cell's crowd: its pieces and its badges (a Checkup ✓/✗, a compass) each get a place of their own inside the cell,
// so no piece lies over another, past the board, or under a badge (newcomer review 9, finding 1: "A1 A2 B1" at h2
// touched the board's edge; A1 at b6 was half hidden under A2, the compass and "r3 ✓"; a Midnight compass lay under
// its patient on a phone).
//
// One rule for a cell's contents (newcomer review 11, CHAOS finding 1: two pieces and a "r23 ✓?" shrank to tiny chips,
// the tag cut to "✓?", "R1 ✓" under a piece's ring, a piece beside a compass off-centre):
//   - the badges take a band across the cell's top: the Checkup tag, round and all ("r23 ✓?"), in its upper right
//     corner, a compass in its upper left one (left out, its tooltip kept, when the tag leaves it no room);
//   - the pieces share the rest, in one row (two rows for three or four if that reads better), centred, all one
//     size, their names at the canvas text minimum (MIN_TEXT) or more, their gold ring drawn tight inside the cell;
//   - only when that cannot give readable names (three or four pieces with a badge in a phone's small cell) do the
//     pieces take the cell's quarters and a badge the quarter left free, or go under them (the older rule).
// The frame the last move draws is its cell's (one per cell: the page's painter, see the round O report).
import { fitSize } from "./board.js";
import { MIN_TEXT, textWidth } from "../scene/text.js";

const GAP = 2;     // between two pieces of a cell
const INSET = 2;   // a crowded cell's pieces keep this far from its sides (their tight ring fits in it)

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
    const { hidden, shown } = placeLow(c) ?? placeBanded(c, x, y, g.cs) ?? placeQuartered(c, x, y, g.cs);
    under.push(...hidden);
    over.push(...shown);
  }
  const moved = new Set([...under, ...over]);
  const rest = t.items.filter((i) => !moved.has(i));
  const first = rest.findIndex((i) => i.type === "piece");
  t.items.length = 0;
  t.items.push(...rest.slice(0, first), ...under, ...rest.slice(first), ...over);
}

/** Return a cell's band height: the Checkup mark's corner (paint_board.js check: 0.2 of the cell, 3 px in) and its
 * round's box, and the tight ring of a piece under them. */
export const bandHeight = (cs) => Math.ceil(9 + 0.2 * cs);   // the badge 3 px in, 0.2 of the cell (review 26)

/** The Checkup tag's box as the painter draws it on a cell at (x, y), `cs` wide: the mark and, left of it, its round
 * (a mark alone in its corner over a piece's cell: cornerBox). */
export function tagBox(check, x, y, cs) {
  return cornerBox(x, y, cs, Boolean(check.doubt));   // the mark alone, its round on hover (review 35)
}

/** Return the size of a Checkup mark's glyph ("✓", "✓?") on a `cs` cell: 10 px at least, readable on a phone. */
export const markText = (cs) => Math.max(10, Math.round(cs * 0.2));

/** Return the box of a Checkup mark drawn alone ("✓", "✗", "✓?") in the top right corner of the cell at (x, y): wide
 * enough for its glyphs whole (review 35, room_zh 9: a squeezed "✓?" beside its round was unreadable at 390). */
export function cornerBox(x, y, cs, doubt = false) {
  const h = Math.max(MIN_TEXT, Math.round(cs * 0.24));
  const w = Math.max(h, Math.ceil(textWidth(doubt ? "✓?" : "✓", markText(cs), true)) + 4);
  return { x: x + cs - 3 - w, y: y + 3, w, h };   // 3 px in, as a tag's (review 26)
}

/** One piece on a checked cell keeps the board's full size, centred, and its mark takes the cell's top right corner
 * over it on its dark box (review 42, chaos_en 10 / chaos_ja 3: a piece pushed low and shrunk to a small disc under
 * its ✓ "looks like a glitch"; it was so since review 38 kept the mark off the ring); the mark's words also on the
 * piece's hover. Return the shown and hidden marks; null for any other cell. */
function placeLow(c) {
  const checks = c.badges.filter((b) => b.type === "check");
  if (c.pieces.length !== 1 || !checks.length || checks.length !== c.badges.length) return null;
  const [p] = c.pieces;
  checks.forEach((b, i) => i && Object.assign(b, { under: true }));
  if (p.tip && checks[0].tip) p.tip = `${p.tip}\n${checks[0].tip}`;
  return { shown: [checks[0]], hidden: checks.slice(1) };
}

/** Put lone piece `p` low in the cell at (x, y), centred across, under the band a corner mark takes (its ring, 1.75 px
 * out, 3.5 px under the mark's box: closer, it read as on the piece, review 28; 2 px off the cell's foot, its role
 * tab hung to the grid line). Half its cell on a phone (round15t). Return whether it fits at 0.45 of the cell or
 * more. */
export function putLow(p, x, y, cs, doubt = false) {
  const box = cornerBox(x, y, cs, doubt);
  const under = (gap) => Math.min(p.w, Math.floor(y + cs - 2 - (box.y + box.h + gap)));
  // on a small phone the ring comes to 2.25 px off the mark rather than the piece drop below half its cell (round15t)
  const size = Math.max(under(5.5), Math.min(Math.ceil(cs / 2), under(4)));
  if (size < cs * 0.45) return false;
  // 12 px or more on a phone: 10 was unreadable (review 28)
  const name = fitSize(String(p.seat), size - 2, Math.max(MIN_TEXT + 1, p.nameSize ?? 0));
  Object.assign(p, { x: Math.round(x + (cs - size) / 2), y: y + cs - 2 - size, w: size, h: size, tight: true,
                     nameSize: name });
  return true;
}

/** The band rule: badges across the top, the pieces under them readable; null when the names would be too small. */
function placeBanded(c, x, y, cs) {
  const shown = [];
  const hidden = [];
  const checks = c.badges.filter((b) => b.type === "check");
  const compasses = c.badges.filter((b) => b.type === "compass");
  // a lone piece under a Checkup tag keeps up to 3 px more off it, while it keeps half its cell: its ring touched the
  // tag (review 28, chaos_en 10, 070; room_zh 7, 079: "r5 ✓" and "1轮 ✓" read as on the piece)
  const band = c.badges.length ? bandHeight(cs) : 0;
  const lone = checks.length && c.pieces.length === 1;
  const top = band && band + (lone ? Math.max(0, Math.min(3, cs - INSET - band - Math.ceil(cs / 2))) : 0);
  const area = { x: x + INSET, y: y + (top || INSET), w: cs - 2 * INSET, h: cs - INSET - (top || INSET) };
  const spots = pieceSpots(c.pieces, area);
  if (!spots) return null;
  c.pieces.forEach((p, i) => Object.assign(p, spots[i], { tight: true, shared: c.pieces.length > 1 }));
  checks.forEach((b, i) => (i ? hidden : shown).push(i ? Object.assign(b, { under: true }) : b));  // the whole cell's box
  let right = x + cs;
  if (checks.length) right = tagBox(checks[0], x, y, cs).x - 1;
  let d = Math.min(top - 4, right - (x + 2));
  // the rose keeps 4 px off a piece's box: 2 px off it, it read as lying on the piece (review 33, room_en 9, 171)
  const off = (size) => Math.min(...c.pieces.map((p) => {
    const r = size / 2;
    const [cx, cy] = [x + 2 + r, y + 2 + r];
    return Math.hypot(Math.max(p.x, Math.min(cx, p.x + p.w)) - cx, Math.max(p.y, Math.min(cy, p.y + p.h)) - cy) - r;
  }));
  while (compasses.length && d >= 8 && off(d) < 4) d -= 1;
  compasses.forEach((b, i) => {
    if (i || d < 8) {
      b.under = true;   // not drawn: no room left of the tag (or a second one, the same rose); its tooltip stays
      hidden.push(b);
    } else {
      Object.assign(b, { x: x + 2, y: y + 2, w: d, h: d, disc: true });
      shown.push(b);
    }
  });
  return { shown, hidden };
}

/** Return the boxes of `pieces` in `area`: one row (or two for three or four), centred, one size, each name at
 * MIN_TEXT or more; null when no such rows fit. */
function pieceSpots(pieces, area) {
  const n = pieces.length;
  const longest = pieces.reduce((a, p) => (String(p.seat).length > a.length ? String(p.seat) : a), "");
  for (const rows of n > 2 ? [1, 2] : [1]) {
    const cols = Math.ceil(n / rows);
    const size = Math.floor(Math.min((area.w - (cols - 1) * GAP) / cols, (area.h - (rows - 1) * GAP) / rows,
                                     n === 1 ? area.w * 0.8 : Infinity));
    const name = fitSize(longest, size - 1, Math.max(MIN_TEXT, Math.round(size * 0.56)));
    if (name < MIN_TEXT) continue;
    const spots = [];
    const y0 = area.y + (area.h - (rows * size + (rows - 1) * GAP)) / 2;
    for (let r = 0; r < rows; r++) {
      const inRow = Math.min(cols, n - r * cols);
      const x0 = area.x + (area.w - (inRow * size + (inRow - 1) * GAP)) / 2;
      for (let k = 0; k < inRow; k++) {
        spots.push({ x: Math.round(x0 + k * (size + GAP)), y: Math.round(y0 + r * (size + GAP)), w: size, h: size,
                     nameSize: name });
      }
    }
    return spots;
  }
  return null;
}

/** The older rule, when the band leaves no readable room: badges in free quarters, or under the pieces. */
function placeQuartered(c, x, y, cs) {
  const { hidden, shown } = placeBadges(c, x, y, cs);
  placePieces(c, x, y, cs, shown);
  return { hidden, shown };
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

// A cell's budget (review 37, chaos_en 3: "the board clutters when effects stack": a bomb, a Midnight compass and a
// picked cell's number drew over each other and over the pieces): over a cell's pieces its top left corner holds one
// mark whole, the first of this order: a known bomb (it may send a patient home), the number of a cell the seat is
// picking, a compass. Each other one is left out, its words on the piece's tooltip (a picked cell keeps its frame); a
// Checkup mark keeps its own place (its top right corner: placeLow, placeBanded).
const RANK = ["bomb", "picked", "compass"];

/** Keep one top-left mark whole over each cell's pieces, the others left out; a picked number goes over the pieces. */
export function budgetCells(t) {
  const held = new Map();
  for (const i of t.items) {
    if (i.type === "piece" && Array.isArray(i.cell)) held.set(keyOf(i.cell), [...(held.get(keyOf(i.cell)) ?? []), i]);
  }
  const marks = new Map();
  for (const i of t.items) {
    if (!RANK.includes(i.type) || !Array.isArray(i.cell) || !held.has(keyOf(i.cell)) || i.under) continue;
    marks.set(keyOf(i.cell), [...(marks.get(keyOf(i.cell)) ?? []), i]);
  }
  for (const [k, list] of marks) {
    list.sort((a, b) => RANK.indexOf(a.type) - RANK.indexOf(b.type));
    const [first, ...rest] = list;
    if (first.type === "picked") {   // its number in the cell's corner over the pieces, off their names
      t.items.splice(t.items.indexOf(first), 1);
      t.items.push(Object.assign(first, { over: true }));
    }
    const said = held.get(k).find((p) => p.tip) ?? t.items.find((i) => i.type === "cell" && keyOf([i.row, i.col]) === k);
    for (const m of rest) {
      Object.assign(m, m.type === "picked" ? { bare: true } : { under: true });   // (a picked cell: its frame only)
      if (!m.tip || !said || String(said.tip ?? "").includes(m.tip)) continue;
      said.tip = [said.tip, m.tip].filter(Boolean).join("\n");
    }
  }
}
