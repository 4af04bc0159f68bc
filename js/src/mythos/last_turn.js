// What the others did since the reader's last action, told on the table in the story's own sentences (the kernel's
// lines: cthulhu_widgets/frames/story.py), where the reader looks at once: the bot's turn went by unseen on a phone,
// its cards played before the next look (newcomer review 14, finding 1). Pure: no DOM, no rules.
import { INK } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { sinceOf } from "../ui/story.js";

/** Return the size of the lines' print on a table whose text is `fs`. */
export const lastSize = (fs) => Math.max(MIN_TEXT, fs - 1);

/** Return the height of `rows` rows of the lines' print. */
export const lastRows = (rows, fs) => rows * (lastSize(fs) + 3);

/**
 * Return the story lines since the reader's last action that the others made (their plays first when room is short),
 * `null` when the page passed no story (`log_lines`): nothing is drawn nor kept for it then. The reader's own acts
 * are left out; what others did to the reader ("You: Sanity -1 (Bot 2's …)") is told. At another's turn (`acting`
 * false) the reader's last act and what followed it.
 */
export function othersLines(log, acting = true) {
  if (!Array.isArray(log)) return null;
  const told = (l) => l?.text && !l.turn && !l.round;
  if (acting) return sinceOf(log).filter((l) => told(l) && !(l.you && !l.big));
  // at another's turn, what just happened: the reader's last act and what came of it (the room held nothing there)
  // and before them, where the room holds more, the lines that came before (`older`: no empty band over the hand)
  const act = log.findLastIndex((l) => told(l) && l.you && !l.big);
  // (twelve: the room over a phone's hand keeps more rows since review 29, mythos_ja 1; eight left it half empty)
  const older = log.slice(0, Math.max(0, act)).filter(told).slice(-12);
  return Object.assign(act < 0 ? [] : log.slice(act).filter(told), { older });
}

/**
 * Return the rows (texts) of `lines` wrapped to `width` at the lines' size, at most `rows` of them: every play of a
 * card kept whole first, then the big moments, then the rest (the newest first in each), told in the story's order;
 * a line that does not fit whole is left out (the story below has it), cut only where no line fits.
 */
export function lastTurnRows(lines, width, fs, rows) {
  const size = lastSize(fs);
  const older = lines.older ?? [];
  const all = [...older, ...lines];
  const wrapped = new Map(all.map((l) => [l, wrapLines(String(l.text).replace(/\s+/g, " "), width, size)]));
  const newest = (keep) => lines.filter(keep).reverse();
  const order = [...newest((l) => l.play), ...newest((l) => !l.play && l.big), ...newest((l) => !l.play && !l.big),
                 ...[...older].reverse()];
  const kept = new Set();
  let used = 0;
  for (const l of order) {
    const n = wrapped.get(l).length;
    if (used + n <= rows) {
      kept.add(l);
      used += n;
    }
  }
  if (!kept.size && order.length && rows > 0) {
    // no line fits whole: the newest, its first rows, rather than a blank band over the hand (newcomer review 41,
    // mythos_ja 4, 052/076/079); the story below says it whole
    const head = wrapped.get(order[0]).slice(0, rows);
    return [...head.slice(0, -1), `${head.at(-1).replace(/[\s、。,.…]*$/, "")}…`];
  }
  return all.filter((l) => kept.has(l)).flatMap((l) => wrapped.get(l));
}

/** Draw `rows` (lastTurnRows) from (x, y), labelled "last-turn". Return the y below. */
export function drawLastTurn(t, rows, x, y) {
  const size = lastSize(t.sizes.fs);
  for (const row of rows) {
    t.text(row, x, y, { size, h: size, colour: INK.soft, label: "last-turn" });
    y += size + 3;
  }
  return y;
}

/**
 * Return the lines of the box beside a seat's cards: that seat's doings ("Bot 2 plays … on you"), and of the reader's
 * own lines only the big ones naming the seat (`name`: "You: Sanity -3 (Bot 2's threat)"), never its moves: the
 * reader's moves and their costs were told there too, and the box read as no one's (newcomer review 18, finding 5).
 */
export function seatLines(lines, name) {
  if (!lines) return lines;
  return lines.filter((l) => !l.you || l.at || (l.big && name && String(l.text).includes(name)));
}

/**
 * On a wide table, beside another seat's row of cards (its items `row`, from `top` to `foot`, in `box`): what the
 * others did since the reader's last action, where the row leaves room (a 1280×800 desk has no line to spare for it
 * elsewhere; the story beside the table tells it all).
 */
export function besideRow(t, box, row, top, foot, seat) {
  const { W, fs, gap } = t.sizes;
  // a two-seat table's bot only (the lines say no seat: four seats would each repeat them all); a player's own look
  const own = !t.view.result && !t.watching && !t.design && t.others.length === 1;
  const lines = W >= 600 && own ? seatLines(othersLines(t.log), seat == null ? null : t.who(seat)) : null;
  if (!lines?.length) return;
  const wide = (i) => (i.type === "text" ? Math.max(i.w || 0, textWidth(String(i.text ?? ""), i.size ?? fs, i.bold)) : i.w || 0);
  const right = Math.max(box.x, ...row.map((i) => i.x + wide(i)));
  const x = right + 3 * gap;
  const width = box.x + box.w - x;
  if (width < 16 * fs) return;
  drawLastTurn(t, lastTurnRows(lines, width, fs, Math.floor((foot - top) / lastRows(1, fs))), x, top);
}
