// Steps every table's painters repeat: a path (the caller traced it) filled, then outlined (CHAOS's bomb burst,
// chaos/paint_board.js; Mythos's card back, mythos/paint.js). One helper so a fill and its outline stay alike.

/**
 * Fill the path traced on `ctx` with `fill`, then outline it `width` px wide in `stroke`; the path stays traced, the
 * context keeps these styles (as the painters' own steps left them).
 */
export function fillStroke(ctx, fill, stroke, width) {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = width;
  ctx.stroke();
}
