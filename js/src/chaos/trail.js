// The trail of the board: on the seat's turn, each piece that moved since the seat's last turn shows its latest move
// (newcomer review 23, chaos_en finding 2: one click on "Bot plays ▶" ran a whole enemy turn, a push of three cells and
// a role swap, and the player "first saw it already done"). Review 24: at most one move a piece, numbered in the order
// they ended, the older fainter (chaos_ja 1: lines piled up); a line only along orthogonal cell steps, solid for its
// steps, dashed for a push cell by cell; a return to the spawn or a roll/swap/jump is a ring round the piece, no line
// (chaos_en 5: one diagonal dash read as an illegal move); where it was, a number, not a dot like a piece (chaos_ja 4).
// Only from the views this page was sent, kept in the page's `ui`: a vanished enemy ghost has no cell in them, so its
// unseen way is never drawn. The seat's first act (a card, a step) clears it.
import { font } from "../draw.js";
import { TEAM } from "./glyphs.js";

const keyOf = (cell) => (Array.isArray(cell) ? `${cell[0]},${cell[1]}` : null);

/** Return whether the seat acts in its own turn now (a partner's join or a reaction window is another's turn). */
function ownTurn(view, seat) {
  return view.to_act === seat && !["join", "react"].includes(view.phase) && !view.result;
}

/** Return what changes once the seat acts in its turn: its piece's cell, its hand's size, the phase. */
function actMark(view, seat) {
  const piece = view.pieces.find((p) => p.seat === seat);
  return `${keyOf(piece?.cell)}|${view.hands?.[seat]?.count}|${view.phase}`;
}

/** Return the page's book of the cells each piece was seen on since the seat's last turn (a new seat or a game that
 * went back starts afresh: nothing is known of the way before). */
function bookOf(ui, view, seat) {
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  const book = ui.chaosTrail;
  if (book && book.seat === seat && at >= book.at) return Object.assign(book, { at });
  const paths = Object.fromEntries(view.pieces.map((p) => [p.seat, [keyOf(p.cell)]]));
  const ticks = Object.fromEntries(view.pieces.map((p) => [p.seat, [0]]));
  ui.chaosTrail = { seat, at, paths, ticks, clock: 0, turn: null, mark: null, acted: true };
  return ui.chaosTrail;
}

/** Add each piece's cell now to its way (null: out of sight, which breaks the way). */
function follow(book, view) {
  book.clock = (book.clock ?? 0) + 1;
  for (const p of view.pieces) {
    const path = (book.paths[p.seat] ??= []);
    const ticks = ((book.ticks ??= {})[p.seat] ??= []);
    const now = keyOf(p.cell);
    if (!path.length || path.at(-1) !== now) {
      path.push(now);
      ticks[path.length - 1] = book.clock;
    }
  }
}

/** Note the seat's turn opening or its first act; once it acted, each way starts again where the piece stands, through
 * the rest of that turn (a partner's joint step in it, a combo's jump: the seat's own doing, not news). */
function turnOf(book, view, seat) {
  if (ownTurn(view, seat) && book.turn !== view.turn) {
    Object.assign(book, { turn: view.turn, mark: actMark(view, seat), acted: false });
  } else if (ownTurn(view, seat) && actMark(view, seat) !== book.mark) book.acted = true;
  if (book.acted && book.turn === view.turn) {
    book.paths = Object.fromEntries(view.pieces.map((p) => [p.seat, [keyOf(p.cell)]]));
    book.ticks = Object.fromEntries(view.pieces.map((p) => [p.seat, [book.clock]]));
  }
}

/** Return the cells between two cells of one row or column, both ends kept: a push goes cell by cell. */
function along(a, b) {
  const n = Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
  const [dr, dc] = [Math.sign(b[0] - a[0]), Math.sign(b[1] - a[1])];
  return Array.from({ length: n + 1 }, (_, i) => [a[0] + dr * i, a[1] + dc * i]);
}

/** Return a piece's latest move from its way (keys, null out of sight; `ticks` when each cell was reached), or null:
 * its run of single steps up to where it stands ("step"), else its last relocation — a push along a row or column
 * cell by cell ("push"), a return to its spawn ("back"), any other (a roll, a swap, a jump: "jump", no line). Newcomer
 * review 24, chaos_en 5: one straight diagonal dash read as an illegal move, and a respawn is no move at all. */
function latest(path, ticks, spawn) {
  const cell = (i) => path[i]?.split(",").map(Number);
  const last = path.length - 1;
  if (last < 1 || !path[last] || !path[last - 1]) return null;
  const gap = (i) => Math.abs(cell(i)[0] - cell(i - 1)[0]) + Math.abs(cell(i)[1] - cell(i - 1)[1]);
  const when = ticks[last];
  if (gap(last) === 1) {
    let i = last;
    while (i > 1 && path[i - 2] && gap(i - 1) === 1) i -= 1;
    return { kind: "step", cells: path.slice(i - 1).map((_, k) => cell(i - 1 + k)), when };
  }
  const [a, b] = [cell(last - 1), cell(last)];
  if (spawn && b[0] === spawn[0] && b[1] === spawn[1]) return { kind: "back", cells: [a, b], when };
  if (a[0] === b[0] || a[1] === b[1]) return { kind: "push", cells: along(a, b), when };
  return { kind: "jump", cells: [a, b], when };
}

/** Return the moves to draw: at most each piece's latest, [{seat, kind, cells, n, of}], numbered 1.. in the order they
 * ended (newcomer review 24, chaos_ja 1: every way at once piled lines over the board). */
export function trailSteps(input) {
  const { view, ui, seat } = input;
  if (!ui || typeof ui !== "object" || input.replaying || input.mode === "design" || !view?.pieces) return [];
  const book = bookOf(ui, view, seat ?? "A1");
  follow(book, view);
  turnOf(book, view, book.seat);
  const spawns = view.map?.spawns ?? {};
  if (!ownTurn(view, book.seat) && !view.result) return movedMine(book, spawns);
  if (book.acted) return [];
  const moves = Object.entries(book.paths)
    .map(([who, path]) => ({ seat: who, ...latest(path, book.ticks?.[who] ?? [], spawns[who]) }))
    .filter((m) => m.cells).sort((x, y) => x.when - y.when);
  return moves.map(({ when, ...m }, k) => ({ ...m, n: k + 1, of: moves.length }));
}

/** Return, while the seat waits, its own piece's latest relocation by others (sent back to its spawn, pushed, rolled:
 * never its own steps) as the trail's one move: drawn at the moment (review 27, chaos_ja 1, 082: a4, then a8 on the
 * bots' turn, nothing on the board). The other pieces' ways wait for its turn, as before. */
function movedMine(book, spawns) {
  const move = latest(book.paths[book.seat] ?? [], book.ticks?.[book.seat] ?? [], spawns[book.seat]);
  if (!move || move.kind === "step") return [];
  const { when: _when, ...rest } = move;
  return [{ seat: book.seat, ...rest, n: 1, of: 1 }];
}

/** A marker's one-line reading on hover or tap, "② B1's move: 2 of 3 since your turn" (review 28, chaos_ja 5, room_zh
 * 5: the numbered markers were never explained); none where the catalog lacks the words. */
function trailTip(t, s) {
  const mark = s.n >= 1 && s.n <= 20 ? String.fromCharCode(0x245f + s.n) : String(s.n);
  const said = t.w?.("trail_tip", { mark, seat: s.seat, n: s.n, of: s.of });
  return said && said !== "trail_tip" ? { tip: said } : {};
}

/**
 * Put the trail on the board of scene-so-far `t` (geometry `g`: bx, by, cs): one item per piece's move, after the
 * cells and before the pieces, so a piece and a cell's text and dot stay on top and a click goes to the cell (no id).
 */
export function layTrail(t, g, steps) {
  const centre = (c) => ({ x: g.bx + (c[1] - 0.5) * g.cs, y: g.by + (c[0] - 0.5) * g.cs });
  const team = new Map(t.pieces.map((p) => [p.seat, p.team]));
  const items = steps.map((s, k) => {
    const points = s.cells.map(centre);
    const [from, to] = [points[0], points.at(-1)];
    const pad = g.cs * 0.5;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return { type: "trail", x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
             h: Math.max(...ys) - Math.min(...ys) + 2 * pad, from, to, points, cells: s.cells, kind: s.kind, n: s.n, of: s.of,
             seat: s.seat, team: team.get(s.seat), cs: g.cs, z: -1, label: `trail-${s.seat}-${k}`, ...trailTip(t, s) };
  });
  placeMarks(t, g, items);
  // a line lies under the pieces; a ring, round a piece, over them (under it, the piece hid it)
  const lines = items.filter((i) => i.kind === "step" || i.kind === "push");
  const under = t.items.findIndex((i) => i.type === "piece");
  t.items.splice(under < 0 ? t.items.length : under, 0, ...lines);
  const over = t.items.map((i) => i.type).lastIndexOf("piece") + 1;
  t.items.splice(over > 0 ? over : t.items.length, 0, ...items.filter((i) => !lines.includes(i)));
}

/** Return the box a board item's ink covers that a marker must leave in sight (review 29, chaos_en 3 / chaos_ja 4: ④
 * hid the key at h3, ① lay on A2 at h5 and its name): a piece with its gold ring, the key's drawn shape (paint_board.js
 * key), a Checkup tag's top-right band, a bomb, a tag; null for what a marker may lie on (a cell, a line). */
export function inkBox(i) {
  const { x, y, w, h } = i;
  if (i.type === "piece") {
    const pad = i.acting ? (i.shared || i.tight ? 2 : 5) : 1;
    return { x: x - pad, y: y - pad, w: w + 2 * pad, h: h + 2 * pad };
  }
  if (i.type === "key") return { x: x + w * 0.2, y: y + w * 0.34, w: w * 0.68, h: w * 0.33 };
  if (i.type === "check" && !i.under) return { x: x + w * 0.4, y, w: w * 0.6, h: w * 0.2 + 6 };
  if (i.type === "bomb") return i.over || i.shared ? { x, y, w, h } : { x: x + w * 0.25, y: y + w * 0.15, w: w * 0.6, h: w * 0.62 };
  if (i.type === "tag" || i.type === "hiddenbombs") return { x, y, w, h };
  if (i.type === "spawn" && !i.covered) return { x: x + 3, y: y + h - 6 - i.size, w: w - 6, h: i.size + 4 };
  return null;
}

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Give each move its numbered marker: in a free corner of the cell where the piece ENDED (review 29, chaos_en 3: in
 * the final board A1's ③ was at the arrow's start, not at the piece), the corners on the side it came from first,
 * slid along the diagonal from the cell's corner point outward till it covers no piece, name, key, tag or other
 * marker; the least covered place if none is free. */
function placeMarks(t, g, items) {
  const r = Math.max(6, Math.round(g.cs * 0.13));
  const board = { x: g.bx, y: g.by, w: g.cols * g.cs, h: g.rows * g.cs };
  const boxes = t.items.map(inkBox).filter(Boolean);
  for (const item of items) {
    const [end, prev] = [item.cells.at(-1), item.cells.at(-2) ?? item.cells[0]];
    const cx = g.bx + (end[1] - 0.5) * g.cs;
    const cy = g.by + (end[0] - 0.5) * g.cs;
    const towards = (s, d) => (Math.sign(d) === s ? 0 : 1);
    const corners = [[-1, -1], [1, -1], [-1, 1], [1, 1]]
      .sort((a, b) => towards(a[0], prev[1] - end[1]) + towards(a[1], prev[0] - end[0])
                    - towards(b[0], prev[1] - end[1]) - towards(b[1], prev[0] - end[0]));
    let best = null;
    for (const k of [0, 0.06, 0.12, 0.18, -0.06]) {
      for (const [sx, sy] of corners) {
        const at = { x: cx + sx * g.cs * (0.5 + k), y: cy + sy * g.cs * (0.5 + k) };
        const box = { x: at.x - r, y: at.y - r, w: 2 * r, h: 2 * r };
        if (box.x < board.x || box.y < board.y || box.x + box.w > board.x + board.w || box.y + box.h > board.y + board.h) continue;
        const hits = boxes.filter((b) => meets(box, b)).length;
        if (!best || hits < best.hits) best = { at, box, hits };
      }
      if (best?.hits === 0) break;
    }
    best ??= { at: { x: cx, y: cy }, box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } };
    Object.assign(item, { mark: { x: best.at.x, y: best.at.y, r }, markBox: best.box });
    boxes.push(best.box);
  }
}

/** Paint a piece's latest move in its team's colour, the older fainter: a numbered badge by where it ended (its order;
 * no filled dot, which read as the piece still there, chaos_ja r24 4; never on a piece or the key, review 29), a line
 * along its cells (dashed for a push) with its head just outside the piece; a return to the spawn or a relocation draws no line, only a ring where it is now. */
export function paintTrail(ctx, item) {
  const { points, cs } = item;
  const colour = TEAM[item.team] ?? "#c8c8c8";
  const fade = 0.45 + 0.4 * ((item.n ?? 1) / (item.of ?? 1));
  const badge = Math.max(6, cs * 0.15);
  const to = points.at(-1);
  ctx.save?.();
  ctx.globalAlpha = fade;
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = Math.max(2, cs * 0.05);
  if (item.kind === "step" || item.kind === "push") {
    const [p, q] = [points.at(-2), to];
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const [ux, uy] = [(q.x - p.x) / len, (q.y - p.y) / len];
    // at the cell's edge: 0.06 of a cell in, its head lay over the left piece of a shared cell (review 33, chaos_en 10, 078)
    const tip = { x: q.x - ux * (cs * 0.5 + 1), y: q.y - uy * (cs * 0.5 + 1) };
    const head = Math.max(6, cs * 0.18);
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    ctx.setLineDash(item.kind === "push" ? [Math.max(4, cs * 0.12), Math.max(3, cs * 0.08)] : []);
    ctx.beginPath();
    const [a, b] = [points[0], points[1]];
    const l0 = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const off = cs * 0.3;   // off the centre where it was: a key or a piece there stays clear (review 29, chaos_en 3)
    ctx.moveTo(a.x + ((b.x - a.x) / l0) * off, a.y + ((b.y - a.y) / l0) * off);
    for (const pt of points.slice(1, -1)) ctx.lineTo(pt.x, pt.y);
    ctx.lineTo(base.x, base.y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x - uy * head * 0.6, base.y + ux * head * 0.6);
    ctx.lineTo(base.x + uy * head * 0.6, base.y - ux * head * 0.6);
    ctx.closePath();
    ctx.fill();
  } else {   // back to its spawn, or moved by a roll, a swap, a jump: a ring round where it stands now
    ctx.setLineDash([Math.max(3, cs * 0.08), Math.max(3, cs * 0.06)]);
    ctx.beginPath();
    ctx.arc(to.x, to.y, cs * 0.46, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // its number in a free corner of where it ended (placeMarks; review 29, chaos_en 3: never on a piece or the key)
  const mark = item.mark ?? { x: to.x - cs * 0.5, y: to.y - cs * 0.5, r: badge };
  ctx.globalAlpha = Math.min(1, fade + 0.15);
  ctx.font = font(Math.max(8, Math.round(mark.r * 1.5)), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const at of [mark]) {
    ctx.fillStyle = "#10161a";
    ctx.beginPath();
    ctx.arc(at.x, at.y, mark.r, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = colour;
    ctx.fillText(String(item.n ?? ""), at.x, at.y + 0.5);
  }
  ctx.restore?.();
  ctx.globalAlpha = 1;
}
