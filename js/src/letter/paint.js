// Painters of the Lovecraft Letter table: cards drawn procedurally (no artwork). Sane and Insane cards differ by
// colour AND by glyph (star / eye) and border (solid / dashed), so they stay distinguishable without colour.
import { C, eye, fitLines, font, highlight, nameFont, roundRect, shieldPath, slot, star } from "../draw.js";
import { LETTER_EMBLEMS, emblemSpot, lineBoxes, paintEmblem } from "../scene/emblems.js";
import { wholeWords } from "../scene/text.js";

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Return a Chinese or Japanese name's fitted lines with no lone last character ("奈亞拉托提 / 普", "伊波恩之 / 書" on a
 * small card: newcomer R3-L m12_t5b): on one line, a little smaller, when it fits so; else in lines of even length.
 */
function noLoneTail(ctx, name, fitted, width) {
  const { lines, size } = fitted;
  if (lines.length < 2 || [...lines[lines.length - 1]].length > 1 || !CJK.test(name ?? "")) return fitted;
  const one = fitLines(ctx, name, width, size, 1);
  if (!one.cut && one.lines.length === 1 && one.size >= size * 0.8) return one;
  const chars = [...String(name)];
  const n = lines.length;
  const even = [];
  for (let i = 0, at = 0; i < n; i++) {
    const len = Math.floor(chars.length / n) + (i < chars.length % n ? 1 : 0);
    even.push(chars.slice(at, at + len).join(""));
    at += len;
  }
  return { ...fitted, lines: even };
}

const VOWEL = /[aeiouyAEIOUY]/;
const DIGRAPH = /^(th|ch|sh|ph|gh|ck|qu|wh)$/i;
// a whole word condensed more than this is split (a mild squeeze keeps the word whole: issue 23 r6, finding 2)
const HYPHEN_BELOW = 0.7;

/**
 * Return a small card's name lines with a long Latin word (a line of its own, condensed under HYPHEN_BELOW in `box`) split
 * in two at a syllable's edge, a hyphen after the first part, while the card has lines to spare: on a 54 px discard
 * card "Trapezohedron" was condensed to half its width (newcomer review 11). The break is between a vowel and a
 * consonant that starts the next syllable (Trapezo-hedron) or between two consonants that are no digraph (Nyar-
 * lathotep), at least 3 letters each side, the one whose wider part is narrowest.
 */
function hyphenated(ctx, lines, box, most) {
  const out = [...lines];
  const width = (t) => ctx.measureText(t).width;
  for (let i = 0; i < out.length; i += 1) {
    const word = out[i];
    if (!/^[A-Za-z]{7,}$/.test(word) || width(word) * HYPHEN_BELOW <= box) continue;
    if (out.length >= most) {   // no line to spare: two short words before it share a line ("The Shining")
      const j = out.findIndex((l, n) => n + 1 < i && !l.endsWith("-") && width(`${l} ${out[n + 1]}`) <= 1.6 * box);
      if (j < 0) continue;
      out.splice(j, 2, `${out[j]} ${out[j + 1]}`);
      i -= 1;
    }
    let best = null;
    for (let k = 3; k <= word.length - 3; k += 1) {
      const [a, b, c] = [word[k - 1], word[k], word[k + 1]];
      const syllable = (VOWEL.test(a) && !VOWEL.test(b) && VOWEL.test(c))
        || (!VOWEL.test(a) && !VOWEL.test(b) && !DIGRAPH.test(a + b) && VOWEL.test(word[k - 2]));
      if (!syllable) continue;
      const wide = Math.max(width(`${word.slice(0, k)}-`), width(word.slice(k)));
      if (!best || wide <= best.wide) best = { k, wide };   // a tie: the longer first part (a hyphen is narrow)
    }
    if (!best || best.wide >= width(word)) continue;
    out.splice(i, 1, `${word.slice(0, best.k)}-`, word.slice(best.k));
    i += 1;
  }
  return out;
}

function cardBack(ctx, x, y, w, h) {
  roundRect(ctx, x, y, w, h, w * 0.08);
  ctx.fillStyle = C.back;
  ctx.fill();
  ctx.strokeStyle = C.backLine;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.save();
  ctx.strokeStyle = C.backLine;
  star(ctx, x + w / 2, y + h / 2, w * 0.28);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, w * 0.36, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

function cardFace(ctx, item) {
  const { x, y, w, h, face } = item;
  const colour = face.insane ? C.insane : C.sane;
  roundRect(ctx, x, y, w, h, w * 0.08);
  ctx.fillStyle = C.parchment;
  ctx.fill();
  ctx.lineWidth = Math.max(2, w * 0.035);
  ctx.strokeStyle = colour;
  ctx.setLineDash(face.insane ? [w * 0.08, w * 0.05] : []);
  ctx.stroke();
  ctx.setLineDash([]);
  // Value badge and glyph.
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x + w * 0.2, y + w * 0.2, w * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.font = font(Math.max(10, Math.round(w * 0.18)), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(face.value), x + w * 0.2, y + w * 0.21);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, w * 0.02);
  if (face.insane) eye(ctx, x + w * 0.78, y + w * 0.2, w * 0.12);
  else {
    star(ctx, x + w * 0.78, y + w * 0.2, w * 0.11);
    ctx.fill();
  }
  // The name: fitted (draw.js fitLines, never under MIN_TEXT); a small card's 3 lines stay clear of its value badge.
  // A Latin word is never hyphenated: it gets a line of its own, condensed (text.js wholeWords, issue 23 r6 finding 2).
  // a card under the next one (`peek`: the px of it in sight) fits its name to that strip, centred in it: the next
  // card covered "Professor Henry Armitage" and cut "Mi-Go" on a full end board (newcomer review 10, finding 4)
  const seen = item.peek && item.peek < w ? item.peek : w;
  const box = Math.min(w * 0.86, seen - 6);
  const most = item.small ? 3 : 4;
  const first = fitLines(ctx, face.name, box, Math.round(w * (item.small ? 0.15 : 0.13)), most);
  const fitted = noLoneTail(ctx, face.name, first, box);
  const s = fitted.size;
  ctx.font = nameFont(s);
  // a small card's name may take a 4th line for a split word, but not over a count's badge ("×2") in its foot nor an
  // Insanity card's dot in its corner (the dot lay over "hedron": newcomer review 15, finding 5)
  const footMark = Boolean(item.times || item.marked);
  const lines = item.small ? hyphenated(ctx, wholeWords(face.name, fitted.lines, most), box, footMark ? most : most + 1)
    : wholeWords(face.name, fitted.lines, most);
  // a counted or marked small card lifts its name clear of the count's badge and the dot, both inside its foot; a
  // counted one's last line 2 px over the badge ("教授" lay on "×2": review 38, letter_zh 8, 056, 064), its first still
  // under the value badge
  const half = ((lines.length - 1) / 2) * s * 1.15;
  const over = item.times ? y + h - 18 - 0.6 * s - half : Infinity;
  const laid = y + h * (item.small ? (footMark ? 0.55 : 0.62) : 0.55);
  const mid = Math.max(y + w * 0.34 + s / 2 + half, Math.min(laid, over));
  cardArt(ctx, item, seen, colour, lineBoxes(ctx, lines, x + seen / 2, mid, s * 1.15, box));
  ctx.fillStyle = C.ink;
  lines.forEach((line, i) => ctx.fillText(line, x + seen / 2, mid + (i - (lines.length - 1) / 2) * s * 1.15, box));
  if (face.known && !item.small) knownMark(ctx, item, face.known);
  if (face.hidden) {
    // Designer view: this card is hidden from the player.
    ctx.save();
    roundRect(ctx, x, y, w, h, w * 0.08);
    ctx.clip();
    ctx.fillStyle = "rgba(20, 30, 40, 0.28)";
    ctx.fillRect(x, y, w, h);
    ctx.strokeStyle = "rgba(20, 30, 40, 0.55)";
    ctx.lineWidth = 1;
    for (let k = -h; k < w; k += 8) {
      ctx.beginPath();
      ctx.moveTo(x + k, y + h);
      ctx.lineTo(x + k + h, y);
      ctx.stroke();
    }
    ctx.restore();
  }
}

/**
 * Paint a face's emblem (scene/emblems.js: its character, newcomer review 18 "plain text-only cards"), muted in its
 * Sane or Insane ink, under its value badge in the part of it in sight (`seen` px), the name's lines (`names`) clear.
 */
function cardArt(ctx, item, seen, colour, names) {
  const { x, y, w, h } = item;
  const top = y + w * 0.36;   // under the value badge and the star / eye
  const bottom = y + h - (item.small ? 4 : Math.max(6, w * 0.06));
  const spot = emblemSpot({ x: x + 4, y: top, w: Math.min(seen, w) - 8, h: bottom - top }, names, 0.9);
  paintEmblem(ctx, LETTER_EMBLEMS[item.face.id], spot, colour, names);
}

/**
 * Draw a known card's mark (a dark pill with its word, `said`) across the foot of the card: the player knows it, so a
 * knock-out on it loses (LS-KNOW-4; newcomer review 9, finding 5: a known card drawn into the hand was marked nowhere).
 */
function knownMark(ctx, item, said) {
  const { x, y, w, h } = item;
  ctx.font = font(11, true);
  const pw = Math.min(w - 8, Math.ceil(ctx.measureText(said).width) + 12);
  roundRect(ctx, x + (w - pw) / 2, y + h - 19, pw, 15, 7.5);
  ctx.fillStyle = "rgba(20, 30, 40, 0.85)";
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(said, x + w / 2, y + h - 11, pw - 6);
}

/**
 * Draw a discard kind's count ("×2") inside the foot of its card, off the insanity mark's corner: across the bottom
 * edge it hung below the card, over the next row's top (newcomer review 10, finding 4, d06). A card under the next
 * one (`peek`: the px of it in sight) has its count in that strip, narrower.
 */
function countBadge(ctx, item) {
  const bw = item.peek ? Math.max(14, Math.min(28, item.peek - 4)) : 28;
  const mid = item.peek ? item.x + 2 + bw / 2 : item.x + item.w / 2;
  ctx.fillStyle = "rgba(0,0,0,0.85)";
  roundRect(ctx, mid - bw / 2, item.y + item.h - 16, bw, 14, 7);
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.font = font(11, true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(`×${item.times}`, mid, item.y + item.h - 8.5, bw - 4);
}

export const LETTER_PAINTERS = {
  card(ctx, item) {
    if (item.face) cardFace(ctx, item);
    else cardBack(ctx, item.x, item.y, item.w, item.h);
    if (item.marked) {
      ctx.fillStyle = C.insane;
      ctx.beginPath();
      ctx.arc(item.x + item.w - 6, item.y + item.h - 6, 5, 0, Math.PI * 2);
      ctx.fill();
    }
    if (item.times) countBadge(ctx, item);
    // exposed Cthulhu: a dashed red ring outside the gold "legal" one, so the two differ by more than colour
    if (item.glow) highlight(ctx, item, "#e0524f", [6, 4], 8);
    if (item.highlight) highlight(ctx, item);
  },
  pile(ctx, item) {
    const depth = Math.min(item.count, 6);
    for (let i = depth - 1; i >= 1; i--) cardBack(ctx, item.x + i * 2, item.y + i * 2, item.w, item.h);
    if (item.count === 0) return slot(ctx, item);
    if (item.top) cardFace(ctx, { ...item, face: item.top });
    else cardBack(ctx, item.x, item.y, item.w, item.h);
    // the choice ring first, the count's badge over it: the ring cut the deck's count (newcomer review 9, d05, d27)
    if (item.highlight) highlight(ctx, item);
    if (item.badge === false) return undefined;   // no count to tell
    // the count's badge: on a back's corner; past a face-up top's corner, off its value mark (issue 23 r6c, finding 7:
    // the badge lay over a revealed clue's eye)
    // a face-up top's badge sits by the pile's lower right corner, over its edges, off the card's face: on its top
    // corner it lay over the card (newcomer review 14, finding 6), and without it the count was gone (review 23,
    // Letter zh-TW finding 8); clear of a "Protected" pill in the card's foot and of the prompt's panel 2 px under it;
    // a back's badge in the same place: on its top corner it moved when the top clue turned (review 39, letter_zh 13)
    const [bx, by] = [item.x + item.w + 8, item.y + item.h - 14];
    ctx.fillStyle = "rgba(0,0,0,0.85)";   // dark enough to read over the ring it lies on
    ctx.beginPath();
    ctx.arc(bx, by, 11, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = font(11, true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(item.tally ?? item.count), bx, by + 1);   // `tally`: the clues alone, not the Braincase
    return undefined;
  },
  shield(ctx, item) {
    const { x, y, w, h } = item;
    shieldPath(ctx, x, y, w, h);
    ctx.fillStyle = "#c9b458";
    ctx.fill();
    ctx.strokeStyle = "#fff3";
    ctx.stroke();
    ctx.fillStyle = C.ink;
    star(ctx, x + w / 2, y + h * 0.4, w * 0.25);
    ctx.fill();
  },
};
