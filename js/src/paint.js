// Painter: draws a scene on a 2D canvas context, item by item, with the painter of each item's type: the
// common ones here (background, text, chips, error strip, result banner) and each game's (letter/, chaos/ and
// mythos/paint.js). Cards are drawn procedurally (no artwork).
import { C, fitLines, font, highlight, roundRect, slot } from "./draw.js";
import { FEEDBACK_PAINTERS } from "./paint_feedback.js";
import { actionable } from "./scene/hit.js";
import { MIN_TEXT } from "./scene/text.js";
import { CHAOS_PAINTERS } from "./chaos/paint.js";
import { LETTER_PAINTERS } from "./letter/paint.js";
import { MYTHOS_PAINTERS } from "./mythos/paint.js";

/** Paint the whole scene (logical pixels; the caller sets the device-pixel-ratio transform). */
export function paint(ctx, scene) {
  for (const item of scene.items) {
    const fn = PAINTERS[item.type];
    if (item.alpha != null && fn) {      // an item fading out (scene/motion.js: a card that left the hand)
      ctx.save();
      ctx.globalAlpha = Math.max(0, Math.min(1, item.alpha));
      fn(ctx, item);
      ctx.restore();
      continue;
    }
    if (fn) fn(ctx, item);
    // a card marked new (Mythos's solid tag) is not also framed: a dashed frame on a drawn card read as "unplayable"
    if (item.last && !item.fresh && item.w > 0 && item.h > 0) lastOutline(ctx, item);
  }
}

// The last action's colour: cyan, apart from the gold of legal moves and the red of an exposed Cthulhu.
export const LAST_COLOUR = "#4fd8ff";

/** Outline an item the last action touched (scene/motion.js): a cell inside its square, anything else 2 px around it
 * (6 px cut through the labels over Mythos cards and lay over the next chip: newcomer review 11, Mythos 009/310). */
function lastOutline(ctx, item) {
  ctx.save();
  // a Letter card or pile that glows (its gold ring 3 px out) gets its cyan frame inside its edge: drawn over the ring
  // it hid the glow of a card just drawn (newcomer review 25, letter_en 9); outside it, it met the next card's ring
  const ringed = item.highlight && (item.type === "card" || item.type === "pile");
  highlight(ctx, item, LAST_COLOUR, [9, 3], item.type === "cell" ? -3 : ringed ? -4 : 2);
  ctx.restore();
}

// A chip's text keeps this far from its pill's border (newcomer review 11: a two-line chip's outer glyphs touched the
// rounded ends, radius h/2, when wrapped to w - 10).
export const CHIP_PAD = 3;

/** Return how far a chip's text keeps from each side: its outer lines' glyphs (`rows` lines at `size`, 1.2 apart,
 * half a size above and below each line's middle) CHIP_PAD inside the pill's rounded ends; at least 5 as before. */
export function chipInset(h, size, rows) {
  const r = h / 2;
  const reach = ((rows - 1) / 2) * size * 1.2 + size / 2 + 1;   // from the middle to an outer glyph's edge
  const inner = r - CHIP_PAD;   // the glyph's corner within this of the end's centre
  return Math.max(5, r - Math.sqrt(Math.max(0, inner * inner - reach * reach)));
}

const PAINTERS = {
  rect(ctx, item) {
    ctx.fillStyle = item.fill;
    ctx.fillRect(item.x, item.y, item.w, item.h);
  },
  text(ctx, item) {
    ctx.fillStyle = item.colour;
    ctx.font = font(item.size, item.bold);
    ctx.textAlign = item.align ?? "left";
    ctx.textBaseline = "top";
    if (item.maxW > 0) ctx.fillText(item.text, item.x, item.y, item.maxW);  // squeezed to its column, never cut
    else ctx.fillText(item.text, item.x, item.y);
  },
  chip(ctx, item) {
    // a chip nothing presses (no id: a step the page takes by itself, "no moves") is drawn disabled: grey, a dashed
    // border, dim text; a quiet chip (Cancel, Close) is a secondary button; any other is a move, framed in gold
    const off = !actionable(item.id);
    roundRect(ctx, item.x, item.y, item.w, item.h, item.corner ?? item.h / 2);   // a grid's cell: `corner` (letter/name_grid.js)
    // an urged chip (a stop waiting for the reader's ▶: ui/autoplay.js urgeStep) is filled gold, its words dark
    // a game's kind of move may have its own `look` ({fill, edge}: mythos/chip_look.js, newcomer review 24)
    ctx.fillStyle = off ? C.chipOff : item.urge ? C.gold : item.quiet ? C.chipQuiet : item.look?.fill ?? C.chip;
    ctx.fill();
    ctx.strokeStyle = off ? C.chipOffLine : item.urge ? C.text : item.quiet ? C.dim : item.look?.edge ?? C.gold;
    ctx.lineWidth = 1.5;
    if (off) ctx.setLineDash([4, 3]);
    ctx.stroke();
    if (off) ctx.setLineDash([]);
    ctx.fillStyle = off ? C.dim : item.urge ? C.ink : C.text;
    // the label fitted to its chip and rows (scene/build.js chipRows): shrunk, never under MIN_TEXT, then wrapped,
    // within the pill's width at its outer lines' glyphs, CHIP_PAD from the border
    const room = item.w - 2 * (item.corner ?? chipInset(item.h, Math.max(MIN_TEXT, item.size), item.fit ? item.rows ?? 1 : 1));
    const { size, lines } = item.fit
      ? fitLines(ctx, item.text, room, item.size, item.rows ?? 1, (s) => font(s, true))
      : { size: item.size, lines: [item.text] };
    ctx.font = font(size, true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    lines.forEach((line, i) => ctx.fillText(line, item.x + item.w / 2,
                                            item.y + item.h / 2 + 1 + (i - (lines.length - 1) / 2) * size * 1.2,
                                            room));
  },
  error(ctx, item) {
    roundRect(ctx, item.x, item.y, item.w, item.h, 4);
    ctx.fillStyle = C.error;
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = font(item.size);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    let text = `⚠ ${item.text}`.slice(0, 160);
    const room = item.w - 16;
    if (ctx.measureText(text).width > room) {  // cut a long message to the strip, with an ellipsis
      const keep = Math.max(8, Math.floor((text.length * room) / ctx.measureText(text).width) - 1);
      text = `${text.slice(0, keep)}…`;
    }
    ctx.fillText(text, item.x + 8, item.y + item.h / 2);
  },
  banner(ctx, item) {
    if (item.unseen) return;   // the page's result panel is open over it (ui/ending.js)
    ctx.fillStyle = item.draw ? C.draw : item.win ? C.win : C.loss;
    ctx.fillRect(item.x, item.y, item.w, item.h);
    ctx.fillStyle = "#fff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const titleSize = item.titleSize ?? Math.round(item.size * 1.9);
    ctx.font = font(titleSize, true);
    ctx.fillText(item.text, item.x + item.w / 2, item.y + item.size * 0.5 + titleSize / 2);
    ctx.font = font(item.size);
    (item.lines ?? [item.sub]).forEach((line, i) => {
      ctx.fillText(line, item.x + item.w / 2, item.y + item.size * 0.9 + titleSize + (i + 0.5) * (item.size + 4));
    });
  },
  slot,
  ...FEEDBACK_PAINTERS,
  ...LETTER_PAINTERS,
  ...CHAOS_PAINTERS,
  ...MYTHOS_PAINTERS,
};
