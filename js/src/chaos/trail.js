// The trail of the board: on the seat's turn, each piece that moved since the seat's last turn shows its way as a
// faint arrowed line from cell to cell (newcomer review 23, chaos_en finding 2: one click on "Bot plays ▶" ran a
// whole enemy turn, a push of three cells and a role swap, and the player "first saw it already done"). A step to a
// next cell is a solid line; a longer move between two views (a push, a respawn, a swap's roll) a dashed one. Only
// from the views this page was sent, kept in the page's `ui`: a vanished enemy ghost has no cell in them, so its
// unseen way is never drawn. The seat's first act (a card, a step) clears it.
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
  ui.chaosTrail = { seat, at, paths, turn: null, mark: null, acted: true };
  return ui.chaosTrail;
}

/** Add each piece's cell now to its way (null: out of sight, which breaks the way). */
function follow(book, view) {
  for (const p of view.pieces) {
    const path = (book.paths[p.seat] ??= []);
    const now = keyOf(p.cell);
    if (!path.length || path.at(-1) !== now) path.push(now);
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
  }
}

/** Return the ways to draw: [{seat, cells: [from, to]}] for each move between two seen cells. */
export function trailSteps(input) {
  const { view, ui, seat } = input;
  if (!ui || typeof ui !== "object" || input.replaying || input.mode === "design" || !view?.pieces) return [];
  const book = bookOf(ui, view, seat ?? "A1");
  follow(book, view);
  turnOf(book, view, book.seat);
  if (!ownTurn(view, book.seat) || book.acted) return [];
  const out = [];
  for (const [who, path] of Object.entries(book.paths)) {
    for (let i = 1; i < path.length; i += 1) {
      if (path[i - 1] && path[i]) out.push({ seat: who, cells: [path[i - 1], path[i]].map((k) => k.split(",").map(Number)) });
    }
  }
  return out;
}

/**
 * Put the trail on the board of scene-so-far `t` (geometry `g`: bx, by, cs): one item per move, after the cells and
 * before the pieces, so a piece and a cell's text and dot stay on top and a click goes to the cell (no id).
 */
export function layTrail(t, g, steps) {
  const centre = (c) => ({ x: g.bx + (c[1] - 0.5) * g.cs, y: g.by + (c[0] - 0.5) * g.cs });
  const team = new Map(t.pieces.map((p) => [p.seat, p.team]));
  const items = steps.map((s, k) => {
    const [from, to] = s.cells.map(centre);
    const jump = Math.abs(s.cells[0][0] - s.cells[1][0]) + Math.abs(s.cells[0][1] - s.cells[1][1]) !== 1;
    const pad = g.cs * 0.3;
    return { type: "trail", x: Math.min(from.x, to.x) - pad, y: Math.min(from.y, to.y) - pad,
             w: Math.abs(to.x - from.x) + 2 * pad, h: Math.abs(to.y - from.y) + 2 * pad, from, to, cells: s.cells,
             kind: jump ? "jump" : "step", seat: s.seat, team: team.get(s.seat), cs: g.cs, z: -1, label: `trail-${s.seat}-${k}` };
  });
  const under = t.items.findIndex((i) => i.type === "piece");
  t.items.splice(under < 0 ? t.items.length : under, 0, ...items);
}

/** Paint a trail's move: a faint line in its team's colour from a small mark where the piece was, dashed for a jump,
 * its head just outside the piece where it went (the piece stays whole, and the head shows). */
export function paintTrail(ctx, item) {
  const { from, to, cs } = item;
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const [ux, uy] = [(to.x - from.x) / len, (to.y - from.y) / len];
  const tip = { x: to.x - ux * cs * 0.44, y: to.y - uy * cs * 0.44 };
  const head = Math.max(6, cs * 0.18);
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const ring = Math.max(3, cs * 0.08);
  ctx.save?.();
  ctx.globalAlpha = 0.7;
  ctx.strokeStyle = TEAM[item.team] ?? "#c8c8c8";
  ctx.fillStyle = ctx.strokeStyle;
  ctx.lineWidth = Math.max(2, cs * 0.05);
  ctx.beginPath();   // where it was: a small filled mark in its team's shape (a hollow ring and a line read as the key)
  if (item.team === "B") ctx.rect(from.x - ring, from.y - ring, 2 * ring, 2 * ring);
  else ctx.arc(from.x, from.y, ring, 0, 2 * Math.PI);
  ctx.fill();
  ctx.setLineDash(item.kind === "jump" ? [Math.max(4, cs * 0.12), Math.max(3, cs * 0.08)] : []);
  ctx.beginPath();
  ctx.moveTo(from.x + ux * ring, from.y + uy * ring);
  ctx.lineTo(base.x, base.y);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(base.x - uy * head * 0.6, base.y + ux * head * 0.6);
  ctx.lineTo(base.x + uy * head * 0.6, base.y - ux * head * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.restore?.();
  ctx.globalAlpha = 1;
}
