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
