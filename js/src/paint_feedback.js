// Painters of the feedback overlays (scene/feedback.js): the hover glow on what a click would press, the keyboard's
// focus ring, and the on-canvas tooltip. They draw over the table and change nothing under them.
import { C, font, roundRect } from "./draw.js";

/** Trace an overlay's shape: a pill (chip), a square (board cell) or a rounded box (cards, piles, text). */
function shapePath(ctx, item, pad = 0) {
  const x = item.x - pad;
  const y = item.y - pad;
  const w = item.w + 2 * pad;
  const h = item.h + 2 * pad;
  if (item.shape === "square") {
    ctx.beginPath();
    ctx.rect(x, y, w, h);
  } else roundRect(ctx, x, y, w, h, item.shape === "pill" ? h / 2 : Math.max(3, Math.min(w, h) * 0.08));
}

export const FEEDBACK_PAINTERS = {
  hover(ctx, item) {  // a bright glowing frame around the item (and a light wash over a dark one)
    ctx.save();
    if (item.calm && item.wash) {
      // a line of text to read (a Mythos seat's numbers, its "At:" line, the prompt): a faint wash under the pointer,
      // no frame: the thin box stayed where the pointer rested and read as a stray focus ring (newcomer review 14,
      // Mythos desk 062/100)
      shapePath(ctx, item, 2);
      ctx.fillStyle = "rgba(255, 248, 220, 0.10)";
      ctx.fill();
      ctx.restore();
      return;
    }
    if (item.calm) {  // something to read, not to play: a thin light frame, no glow
      shapePath(ctx, item, 4);
      ctx.strokeStyle = "rgba(255, 255, 255, 0.7)";
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.restore();
      return;
    }
    if (item.wash) {
      shapePath(ctx, item);
      ctx.fillStyle = "rgba(255, 248, 220, 0.16)";
      ctx.fill();
    }
    // outside a card's gold "legal" ring (3 px out), on a cell's inside (its neighbours touch it)
    shapePath(ctx, item, item.shape === "square" ? -1 : item.shape === "pill" ? 3 : 6);
    ctx.shadowColor = "rgba(255, 230, 150, 0.95)";
    ctx.shadowBlur = 12;
    ctx.strokeStyle = C.hover;
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.restore();
  },
  focusring(ctx, item) {  // dark under light, dashed: visible on the dark table and on a parchment card alike
    ctx.save();
    roundRect(ctx, item.x, item.y, item.w, item.h, 6);
    ctx.strokeStyle = "rgba(0, 0, 0, 0.85)";
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = 2.5;
    ctx.setLineDash([6, 3]);
    ctx.stroke();
    ctx.restore();
  },
  tooltip(ctx, item) {  // the move's sentence or the card's text, in a dark box by the pointer or the focused item
    ctx.save();
    roundRect(ctx, item.x, item.y, item.w, item.h, 6);
    ctx.shadowColor = "rgba(0, 0, 0, 0.6)";
    ctx.shadowBlur = 8;
    ctx.fillStyle = C.tipFill;
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.strokeStyle = C.gold;   // the card-text box's style: a 2 px gold frame, its title bold and gold (review 11, 6)
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    item.lines.forEach((line, i) => {
      const title = i < (item.bold ?? 0);
      ctx.fillStyle = title ? C.gold : C.text;
      ctx.font = font(item.size, title);
      ctx.fillText(line, item.x + item.pad, item.y + item.pad + i * item.lineH);
    });
    ctx.restore();
  },
};
