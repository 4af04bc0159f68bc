// The prompt's chips of the CHAOS panel: in a combo's join or reaction window on a wide table, three or four long
// chips (a card per suit and Decline or Do not react) laid in two columns when that is shorter, so the prompt, its
// chips and a hand of five to seven cards stay within a 1280×800 window (newcomer review 8, finding 1).
import { chipRows } from "../scene/build.js";
import { textWidth } from "../scene/text.js";

/** Lay out `chips` at (x, y) in width `w` (into `items`) and return the y below them: in rows (scene/build.js), or in
 * two columns when `tight` (a combo's window on a wide table), there are three chips or more and that is shorter. */
export function promptChips(items, chips, { x, y, w, size, opts, tight }) {
  if (chips.length > 1 && chips.every((c) => /^act:push /.test(c.id ?? ""))) return pushChips(items, chips, { x, y, w, size, opts });
  if (!tight || chips.length < 3) return chipRows(items, chips, x, y, w, size, opts);
  const rows = chipRows([], chips, x, y, w, size, opts);
  const scratch = [];
  const cols = columns(scratch, chips, { x, y, w, size, opts });
  if (cols >= rows) return chipRows(items, chips, x, y, w, size, opts);
  items.push(...scratch);
  return cols;
}

// The room between the push chips: the course's ring round one (ui/coach.js: a 4 px border, a 3-7 px glow) lay over
// its neighbour 8 px away (newcomer review 35, chaos_en 4, 039; room_en 5, 024)
const PUSH_GAP = 20;

/** Lay the push chips ("▲ up ▼ down ◀ left ▶ right") in rows PUSH_GAP apart where a row has room; return the y below. */
function pushChips(items, chips, { x, y, w, size, opts }) {
  const from = items.length;
  const foot = chipRows(items, chips, x, y, w, size, opts);
  const rows = new Map();
  for (const chip of items.slice(from)) rows.set(chip.y, [...(rows.get(chip.y) ?? []), chip]);
  for (const row of rows.values()) {
    const extra = PUSH_GAP - 8;   // (chipRows lays them 8 px apart)
    const end = row.at(-1).x + row.at(-1).w + extra * (row.length - 1);
    if (end <= x + w) row.forEach((chip, k) => { chip.x += extra * k; });
  }
  return foot;
}

/** Lay the chips two to a row, each in half the width (its words wrapped within it); return the y below them. */
function columns(items, chips, { x, y, w, size, opts }) {
  const gap = 8;
  const half = Math.floor((w - gap) / 2);
  let top = y;
  for (let i = 0; i < chips.length; i += 2) {
    const pair = chips.slice(i, i + 2);
    const bottoms = pair.map((c, k) => chipRows(items, [c], x + k * (half + gap), top, half, size, { ...opts, long: false, below: 0 }));
    // a chip alone in its column keeps its own width; the pair's chips take the row's height so their frames line up
    const h = Math.max(...bottoms) - top;
    for (const item of items.slice(-pair.length)) if (item.rows || pair.length > 1) item.h = Math.max(item.h, h);
    top += h + 6;
  }
  return top - 6 + (opts?.below ?? 10);
}

/** Stand a lone 'Bot plays ▶' chip (items[at]) at the right end of its "Waiting for B1" line (`line`, the prompt's
 * first text item), where the seat's own prompt has words, never a chip: the seat's chips, cards and cells all come
 * under that line, so a press meant for the bot's chip never lands on the seat's first move once the bots have
 * played (newcomer review 21, chaos_en finding 1, 062→063: it was spent as "You stay"). Left where it was laid
 * when the line leaves it no room. Return whether it stood aside. */
export function botChipAside(items, at, line, { x, w }) {
  const chip = items[at];
  if (chip?.id !== "cmd:bot_step" || items.length !== at + 1 || line?.label !== "prompt") return;
  const size = line.size ?? chip.size;
  if (textWidth(line.text, size, true) + 16 + chip.w > w) return;
  chip.x = x + w - chip.w;
  // its foot above where the seat's first chip may start (the line's foot and its 7 px gap), its middle on the words
  chip.y = Math.round(Math.min(line.y + (size - chip.h) / 2, line.y + size + 6 - chip.h));
  return true;
}
