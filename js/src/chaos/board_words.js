// A test helper for the CHAOS table's vitest files: the words the board's items draw, painted by the table's own
// painters into a recording context.
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";

/** Return the words each item of the board draws but a piece's (a spawn's name, a Checkup tag, a coordinate…), each
 * with the item that drew it. */
export function boardWords(s) {
  const board = s.items.find((i) => i.label === "board");
  const out = [];
  for (const item of s.items) {
    if (item.type === "piece" || item.y > board.y + board.h || item.y + (item.h ?? 0) < board.y) continue;
    const { ctx, drawn } = recordingContext();
    paint(ctx, { width: 2000, height: 2000, items: [item] });
    out.push(...drawn.map((d) => ({ ...d, what: `${item.type} ${item.label ?? ""} "${d.text}"` })));
  }
  return out;
}

/** Return how far box `b` keeps off the shape `piece` is drawn as (glyphs.js teamShape: a circle for team A, else a
 * square with corners rounded 0.14 of it); negative when they overlap. */
export function shapeGap(b, piece) {
  const [cx, cy, r] = [piece.x + piece.w / 2, piece.y + piece.h / 2, piece.w / 2];
  const dx = Math.max(b.x - cx, 0, cx - (b.x + b.w));
  const dy = Math.max(b.y - cy, 0, cy - (b.y + b.h));
  if (piece.team === "A") return Math.hypot(dx, dy) - r;
  const k = piece.w * 0.14;
  return Math.hypot(Math.max(0, dx - (r - k)), Math.max(0, dy - (r - k))) - k;
}
