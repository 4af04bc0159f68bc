// Painters of the Mythos table (see layout.js for the scene). Card faces are procedural: a frame and header
// band in the type's colour with a type glyph (so types differ without colour too), the value in a circle,
// the Sanity pentagram (red loses, green gains, yellow for spells), location icons, the gate swirl and the
// dimension glyph. Face-down cards show a pentagram back; used or flipped cards are shaded and crossed.
import { fitLines, font, nameFont, roundRect, shieldPath, star } from "../draw.js";
import { MYTHOS_EMBLEMS, emblemSpot, lineBoxes, mythosEmblemKey, paintEmblem } from "../scene/emblems.js";
import { fillStroke } from "../scene/paint.js";
import { MIN_TEXT, NO_END, NO_START, wholeWords } from "../scene/text.js";
import { PARCHMENT, dimensionGlyph, gateGlyph, iconGlyph, pentagon, typeGlyph } from "./glyphs.js";

const TYPE = { location: "#6b5b45", ally: "#2f6690", monster: "#7d2333", artifact: "#9a5b1e", tome: "#2e6b45",
               spell: "#5b3f8c", event: "#3c6e74", adventure: "#a07f10" };
const INK = "#2b2418";
const GOLD = "#f5c542";
const SANITY = { loss: "#c0392b", gain: "#2e8b57", spell: "#d4ac0d" };

// A name fitted to a card width ({size, lines}: shrunk first, cut after a whole word only when still too long); a
// word is never hyphenated ("Questiona-ble"): its words a line each, condensed by fillText's maxWidth (text.js).
function fitName(ctx, name, width, size, maxLines) {
  const kept = cjkWhole(ctx, String(name), width, size, maxLines);
  if (kept) return kept;
  const fitted = fitLines(ctx, String(name), width, size, maxLines);
  const lines = wholeWords(String(name), fitted.lines, maxLines);
  // more words than lines, one of them still broken or cut ("Search-ing for Laban…", "Penn Central Trai…": newcomer
  // review 11, finding 4, desk 183/047): its words whole in the lines it has, the longest line condensed to the card
  // a Japanese name cut ("郷士…", phone 154) likewise, in its parts at "・" and spaces
  const cjk = /[\u3000-\u9fff\uff00-\uffef]/.test(name);
  const words = String(name).split(cjk ? /(?<=・)|\s+/ : /\s+/).filter(Boolean);
  const whole = (l) => l.split(/\s+/);
  if (words.length < 2 || maxLines < 2 || (cjk ? !lines.some((l) => l.includes("…"))
    : words.every((wd) => lines.some((l) => whole(l).includes(wd))))) return { ...fitted, lines };
  ctx.font = nameFont(fitted.size);
  return { ...fitted, lines: fewestWide(words, Math.min(maxLines, words.length), (l) => ctx.measureText(l).width,
                                        cjk ? "" : " ") };
}

// A Japanese name's words: at '・' and spaces, after 'の', and where a run of katakana meets one of kanji
// ('ウォーターベリー|州立病院', '二本の|王笏')
// and before a particle after katakana ('シュリュズベリイ|を探して': newcomer review 37, mythos_ja 3), and where kanji
// follow kana ('古い|絞首台': a table's sideways card read 「古い絞／首台」, review 37 again, round FF)
const CJK_WORD = new RegExp(["(?<=[・の\\s])", "(?<=[\\u30a0-\\u30ff])(?=[\\u4e00-\\u9fff\\u3040-\\u309f])",
                             "(?<=[\\u4e00-\\u9fff])(?=[\\u30a0-\\u30ff])",
                             "(?<=[\\u3040-\\u309f])(?=[\\u4e00-\\u9fff])"].join("|"));

// How far a whole Japanese word may be condensed on its line before the name breaks inside one
const CJK_SQUEEZE = 0.5;
// How far a Japanese name's line may be condensed before the name takes one more line
const CJK_MILD = 0.8;

/**
 * Return a Japanese name fitted to its lines in whole words (CJK_WORD): shrunk first, then condensed (fillText's
 * maxWidth) to CJK_SQUEEZE; null where it is not Japanese or even that does not fit. A name broke inside a word
 * ('二本の王/笏', 'ウォー/ターベ/リー…') where its lines had room for its words whole (newcomer review 13, finding 6).
 */
function cjkWhole(ctx, name, width, size, maxLines) {
  if (!/[\u3000-\u9fff\uff00-\uffef]/.test(name)) return null;
  const words = name.split(CJK_WORD).map((x) => x.trim()).filter(Boolean);
  if (!words.length) return null;
  for (let parts = words; ; ) {
    const fitted = cjkLines(ctx, parts, width, size, maxLines);
    // a word too long for the card even condensed takes a spare line, broken after its 'ー' nearest its middle
    // ('ウォーター/ベリー/州立病院'), never cut with '…' inside it ('ウォー/ターベ/リー…')
    if (fitted) return fitted;
    const next = parts.length < maxLines && !parts.every((x) => x.length < 2) ? halve(ctx, parts) : null;
    // never inside a katakana word but after its 'ー': condensed whole instead ('ラバン・シュ／リュズベリイ' broke
    // in a word, newcomer review 37, mythos_ja 3)
    if (!next || next.some((x, k) => k > 0 && /[\u30a1-\u30fa]$/.test(next[k - 1]) && /^[\u30a1-\u30fc]/.test(x))) {
      ctx.font = nameFont(MIN_TEXT);
      return { size: MIN_TEXT, lines: fewestWide(parts, Math.min(maxLines, parts.length), (l) => ctx.measureText(l).width, "") };
    }
    parts = next;
  }
}

/** Return `parts` with its widest word broken in two: after the 'ー' nearest its middle, a kanji compound after its
 * first two, else at its middle. */
function halve(ctx, parts) {
  ctx.font = nameFont(MIN_TEXT);
  const i = parts.reduce((b, x, k) => (x.length > 1 && ctx.measureText(x).width > ctx.measureText(parts[b]).width ? k : b),
                         parts.findIndex((x) => x.length > 1));
  const word = parts[i];
  const mid = word.length / 2;
  const cuts = [...word].map((ch, k) => k + 1).filter((k) => k < word.length && word[k - 1] === "ー");
  // a compound of four kanji or more after its first two, the commonest word's length ('成功|恐怖症', never '成功恐|怖症')
  const kanji = word.length >= 4 && /^[\u4e00-\u9fff]+$/.test(word) ? 2 : null;
  const dash = cuts.length ? cuts.reduce((b, k) => (Math.abs(k - mid) <= Math.abs(b - mid) ? k : b)) : Math.ceil(mid);
  const near = kanji ?? dash;
  // never against kinsoku: no line ends with an opening bracket ('ミ＝ゴ（ / 労働者）') nor starts with a stop
  const fair = (k) => k > 0 && k < word.length && !NO_END.has(word[k - 1]) && !NO_START.has(word[k]);
  // (a word with no fair cut still breaks at `near`: halve must always split, or cjkWhole's loop would not end)
  const at = [...word].map((_, k) => k).filter(fair).reduce((b, k) => (Math.abs(k - near) < Math.abs(b - near) ? k : b),
                                                            fair(near) ? near : Infinity);
  if (!Number.isFinite(at)) return [...parts.slice(0, i), word.slice(0, near), word.slice(near), ...parts.slice(i + 1)];
  return [...parts.slice(0, i), word.slice(0, at), word.slice(at), ...parts.slice(i + 1)];
}

/** Return `words` whole on at most `maxLines` lines `width` wide: shrunk, then condensed to CJK_SQUEEZE; else null. */
function cjkLines(ctx, words, width, size, maxLines) {
  const measure = (l) => ctx.measureText(l).width;
  // (from MIN_TEXT at least: a hand card's 8-9 px start skipped this, so every name took its most lines, "イス／人":
  // newcomer review 37, mythos_ja 3)
  for (let s = Math.max(MIN_TEXT, Math.floor(size)); s >= MIN_TEXT; s -= 1) {
    ctx.font = nameFont(s);
    const lines = [];
    for (const word of words) {
      if (lines.length && measure(lines.at(-1) + word) <= width) lines[lines.length - 1] += word;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => measure(l) <= width)) return { size: s, lines };
  }
  ctx.font = nameFont(MIN_TEXT);
  // the fewest lines a little condensed (CJK_MILD), before the most lines condensed to CJK_SQUEEZE
  for (let k = 1; k < Math.min(maxLines, words.length); k += 1) {
    const few = fewestWide(words, k, measure, "");
    if (Math.max(...few.map(measure)) * CJK_MILD <= width) return { size: MIN_TEXT, lines: few };
  }
  const lines = fewestWide(words, Math.min(maxLines, words.length), measure, "");
  return Math.max(...lines.map(measure)) * CJK_SQUEEZE <= width ? { size: MIN_TEXT, lines } : null;
}

/** Return `words` in `k` lines (joined by `sep`), in order, the widest line (by `measure`) as narrow as it can be. */
function fewestWide(words, k, measure, sep = " ") {
  let best = null;
  const walk = (from, left, acc) => {
    if (left === 1) {
      const lines = [...acc, words.slice(from).join(sep)];
      const widest = Math.max(...lines.map(measure));
      if (!best || widest < best.widest) best = { lines, widest };
      return;
    }
    for (let end = from + 1; end <= words.length - left + 1; end += 1) walk(end, left - 1, [...acc, words.slice(from, end).join(sep)]);
  };
  walk(0, k, []);
  return best.lines;
}

function shade(ctx, x, y, w, h, r, dark) {  // diagonal hatching: hidden from others (light) or used / flipped (dark)
  ctx.save();
  roundRect(ctx, x, y, w, h, r);
  ctx.clip();
  ctx.fillStyle = dark ? "rgba(15, 20, 25, 0.55)" : "rgba(20, 30, 40, 0.22)";
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = dark ? "rgba(230, 230, 230, 0.45)" : "rgba(20, 30, 40, 0.5)";
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let k = -h; k < w; k += dark ? 6 : 8) {
    ctx.moveTo(x + k, y + h);
    ctx.lineTo(x + k + h, y);
  }
  ctx.stroke();
  ctx.restore();
}

function back(ctx, x, y, w, h) {
  const r = Math.max(3, w * 0.08);
  roundRect(ctx, x, y, w, h, r);
  fillStroke(ctx, "#1f3a30", "#6fa08f", 1.5);
  ctx.lineWidth = 1;
  star(ctx, x + w / 2, y + h / 2, w * 0.3);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x + w / 2, y + h / 2, w * 0.36, 0, Math.PI * 2);
  ctx.stroke();
}

/**
 * Return a card's frame colour: its kind's, darkened, so no kind's frame reads as the gold glow of a playable card
 * (newcomer review 9, finding 5: an adventure's gold frame and a monster's red one looked ringed, 27/29.png); the
 * header band keeps the kind's own colour.
 */
function frameColour(hex) {
  const n = parseInt(hex.slice(1), 16);
  const dark = (v) => Math.round(v * 0.45).toString(16).padStart(2, "0");
  return `#${dark(n >> 16)}${dark((n >> 8) & 255)}${dark(n & 255)}`;
}

// One card, unrotated, in the box (x, y, w, h).
function face(ctx, item, x, y, w, h) {
  const f = item.face;
  if (!f) return back(ctx, x, y, w, h);
  const colour = TYPE[f.type] ?? "#555";
  const r = Math.max(3, w * 0.08);
  const band = Math.round(h * 0.2);
  roundRect(ctx, x, y, w, h, r);
  ctx.fillStyle = PARCHMENT;
  ctx.fill();
  roundRect(ctx, x, y, w, band, r);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.fillRect(x, y + band - r, w, r);
  roundRect(ctx, x, y, w, h, r);
  ctx.strokeStyle = frameColour(colour);
  ctx.lineWidth = Math.max(1.5, w * 0.035);
  ctx.stroke();
  const b = band * 0.5;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // The value (ally, monster, weapon bonus, tome capacity, adventure points); a changed total in gold.
  if (f.value != null) {
    const shown = f.total != null ? f.total : f.value;
    ctx.fillStyle = f.total != null && f.total !== f.value ? GOLD : "#fff";
    ctx.beginPath();
    ctx.arc(x + b + 2, y + b, b * 0.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = INK;
    ctx.font = font(Math.max(10, Math.round(b * 1.05)), true);
    ctx.fillText(f.type === "artifact" ? `+${shown}` : String(shown), x + b + 2, y + b + 0.5);
  } else {
    typeGlyph(ctx, f.type, x + b + 2, y + b, b * 1.2, "#fff");
  }
  if (f.type === "location") dimensionGlyph(ctx, f.dimension, x + w / 2, y + b, b * 0.55, "#fff");
  // The Sanity pentagram.
  if (f.sanity || f.type === "spell") {
    const kind = f.type === "spell" ? "spell" : f.sanity > 0 ? "gain" : "loss";
    pentagon(ctx, x + w - b - 2, y + b, b * 0.9);
    fillStroke(ctx, SANITY[kind], "#fff", 1);
    ctx.fillStyle = kind === "spell" ? INK : "#fff";
    ctx.font = font(Math.max(10, Math.round(b * 0.95)), true);
    // within the pentagram, condensed: a "+2" ran past it to the card's corner on a phone (newcomer review 9, finding 4)
    ctx.fillText(f.sanity > 0 ? `+${f.sanity}` : String(f.sanity ?? 0), x + w - b - 2, y + b + 1, b * 1.4);
  }
  const { name, tagged } = faceText(ctx, item, { x, y, w, h, band });
  if (item.rot !== 90) {  // a sideways card's name is written upright over it (uprightName), not turned with its face
    const { size: s, lines: shown, mid, width: nameW } = name;
    ctx.font = nameFont(s);
    faceArt(ctx, { ...item, big: item.big || Boolean(tagged) }, { x, y, w, h, band },
            lineBoxes(ctx, shown, x + w / 2, mid, s * 1.12, nameW));
    ctx.fillStyle = INK;
    shown.forEach((l, i) => ctx.fillText(l, x + w / 2, mid + (i - (shown.length - 1) / 2) * s * 1.12, nameW));
  }
  footRow(ctx, item, f, x, y, w, h, colour);
  if (tagged) tagLine(ctx, tagged, x, w, colour);
  if (f.hidden || item.hidden) shade(ctx, x, y, w, h, r, false);
  if (item.down) shade(ctx, x, y, w, h, r, true);
  return undefined;
}

// the "new" tag's height (freshTag) and how far it reaches up into the header band: a short word over its middle; a
// wide "✓ Discard" mark only to below the band's pentagon and icons (they end at 0.9 of it): 5 px on it covered them
// on a phone (review 39, mythos_ja 8, 100/138)
const FRESH_H = MIN_TEXT + 3;
const freshUp = (item) => (item.marked ? 1 : 5);
// the "needed" tag's height and its gap to the card's foot (neededTag)
const NEEDED_H = MIN_TEXT + 4;

/**
 * Return where a face's words go: its name ({size, lines, mid, width}) and, on a hand card with room, its sub-type
 * ({size, lines, bottom}) or null. Each has its own band of the parchment, apart from the "new" tag under the header
 * band and the "needed" tag over the foot: the title ran into "Corrupt · Cultist" and the sub-type lay under
 * "⚑ needed" (newcomer review 37, mythos_en 1, mythos_ja 1); with no room the sub-type is left off (the zoom says it).
 */
function faceText(ctx, item, { x, y, w, h, band }) {
  const f = item.face;
  const size = Math.round(w * (item.big ? 0.1 : 0.14));
  const g = Math.max(6, Math.round(w * 0.12));
  const top = y + band + (item.fresh ? FRESH_H - freshUp(item) + 1 : 1);
  const foot = Math.min(y + h - g * (item.big && f.subtype ? 3 : 1.6), item.needed ? y + h - NEEDED_H - 4 : Infinity);
  // a margin inside the frame: a long katakana name condensed to w - 6 touched the card's edges (「トゥールスチャ」:
  // newcomer review 12, finding 4)
  const width = w - 2 * Math.max(4, Math.round(w * 0.08));
  const pitch = Math.max(size, MIN_TEXT) * 1.12;
  const fit = (room) => fitName(ctx, f.name ?? f.id, width, size, item.big ? 4 : Math.max(1, Math.floor(room / pitch)));
  const placed = (name, bottom) => {   // the name's lines about the face's middle, kept within [top, bottom]
    const half = (name.lines.length * name.size * 1.12) / 2;
    const mid = Math.max(top + half, Math.min(bottom - half, y + band + (h - band) * 0.42));
    return { ...name, mid, width };
  };
  const bare = fit(Math.max(2 * pitch, foot - top));
  // a hand-sized card's sub-type over its foot (its zoom's type line says it on a big card): the words of an
  // adventure's needs ("Corrupt · Cultist", "Enchanted Weapon"), unmatched on the faces (newcomer review 36, mythos_ja 3)
  // (the hand's cards only: the combat band's and the panels' keep their room for whole names)
  const tag = !item.big && f.tag && w >= TAG_WIDTH && item.rot !== 90 && /^hand-/.test(item.label ?? "") ? f.tag : null;
  if (!tag) return { name: placed(bare, Math.max(foot, top + bare.lines.length * bare.size * 1.12)), tagged: null };
  const tagged = fitTag(ctx, tag, w);
  const tagTop = foot - tagged.lines.length * tagged.size * 1.1 - 1;
  const name = fit(tagTop - top);
  const whole = !name.lines.some((l) => l.includes("…")) && name.size >= bare.size - 1;
  if (!whole || top + name.lines.length * name.size * 1.12 > tagTop) return { name: placed(bare, foot), tagged: null };
  return { name: placed(name, tagTop), tagged: { ...tagged, bottom: foot } };
}

/**
 * Paint a face's emblem (scene/emblems.js: a silhouette of its kind, newcomer review 18 "plain text-only cards"), muted
 * in its frame's ink, in the parchment between its band and its foot, the name's lines (`names`) kept clear of it.
 */
function faceArt(ctx, item, { x, y, w, h, band }, names) {
  const f = item.face;
  const g = Math.max(6, Math.round(w * 0.12));
  const top = y + band + 2;
  const bottom = y + h - g * (item.big ? 3 : 1.6);   // above the foot's glyphs (and a big card's type line)
  const spot = emblemSpot({ x, y: top, w, h: bottom - top }, names);
  paintEmblem(ctx, MYTHOS_EMBLEMS[mythosEmblemKey(f)], spot, frameColour(TYPE[f.type] ?? "#555"), names);
}

// the least width of a hand card whose face says its sub-type (64-85 px)
const TAG_WIDTH = 60;

/** Return a hand card's sub-type fitted to it ({size, lines}): on up to three lines, measured a fifth wider than the
 * card (the canvas condenses it to the card), so "Corrupt · Cultist · Scholar" is never cut. */
function fitTag(ctx, tag, w) {
  return fitLines(ctx, tag, (w - 6) * 1.25, Math.max(MIN_TEXT, Math.round(w * 0.13)), 3, (z) => font(z));
}

// A face's sub-type line(s) (fitTag) in their band (faceText), above its foot and its "needed" tag, in its frame's ink.
function tagLine(ctx, { size, lines, bottom }, x, w, colour) {
  ctx.fillStyle = colour;
  ctx.font = font(size);
  lines.forEach((l, i) => ctx.fillText(l, x + w / 2, bottom - (lines.length - 1 - i + 0.5) * size * 1.1, w - 6));
}

// A face's foot: the type glyph, then the location's icons and gate; a big card's type line above them.
function footRow(ctx, item, f, x, y, w, h, colour) {
  const g = Math.max(6, Math.round(w * 0.12));
  const by = y + h - g * 0.8 - 2;
  typeGlyph(ctx, f.type, x + g * 0.8, by, g, colour);
  let ix = x + w - g * 0.8;
  if (f.gate) {   // a swirl about 12 px across on a 64 px card: a few px, it read as any icon (review 30, mythos_en 5, 130)
    gateGlyph(ctx, ix - g * 0.3, by - g * 0.3, g, "#5b3f8c");
    ix -= g * 1.9;
  }
  for (const icon of [...(f.icons ?? [])].reverse()) {
    if (ix < x + g * 1.8) break;
    iconGlyph(ctx, icon, ix, by, g * 0.9, INK);
    ix -= g * 1.1;
  }
  if (item.big && f.subtype) {  // the type line ("Greater Independent"): shrunk, then on two lines, never clipped
    const { size: ss, lines: sl } = fitLines(ctx, f.subtype, w - 10, Math.max(MIN_TEXT, Math.round(w * 0.085)), 2,
                                             (z) => font(z));
    ctx.fillStyle = colour;
    ctx.font = font(ss);
    sl.forEach((l, i) => ctx.fillText(l, x + w / 2, y + h - g * 2.2 - (sl.length - 1 - i) * ss * 1.1, w - 10));
  }
}

function markGlyph(ctx, mark, x, y, s) {  // defend a shield, assault a sword, marked a red ring, petrified a stone
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = "#0b120e";
  ctx.beginPath();
  if (mark === "defend") {
    shieldPath(ctx, x, y, s, s);
    ctx.fillStyle = "#8fd0ff";
    ctx.fill();
    ctx.stroke();
  } else if (mark === "assault") {
    ctx.fillStyle = "#ffb0a0";
    ctx.arc(x + s / 2, y + s / 2, s / 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(x + s * 0.2, y + s * 0.8);
    ctx.lineTo(x + s * 0.8, y + s * 0.2);
    ctx.moveTo(x + s * 0.3, y + s * 0.45);
    ctx.lineTo(x + s * 0.55, y + s * 0.7);
    ctx.stroke();
  } else if (mark === "gate_used") {  // a gate arch, struck through: this location's gate is used
    ctx.fillStyle = "#5b3f8c";
    ctx.arc(x + s / 2, y + s / 2, s / 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    gateGlyph(ctx, x + s / 2, y + s / 2, s * 0.3, "#fff");
    ctx.beginPath();
    ctx.strokeStyle = "#ffb0a0";
    ctx.lineWidth = 2;
    ctx.moveTo(x + s * 0.2, y + s * 0.8);
    ctx.lineTo(x + s * 0.8, y + s * 0.2);
    ctx.stroke();
  } else {
    ctx.fillStyle = mark === "marked" ? "#e0524f" : "#9a9a9a";
    ctx.arc(x + s / 2, y + s / 2, s / 2, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

/**
 * Write a sideways card's name upright over its face, between its header band (now at its right) and its glyph row
 * (at its left): a walking location's name read turned 90° (newcomer review 9, finding 4, ja phone r9mp/12, 141b).
 */
function uprightName(ctx, item) {
  const f = item.face;
  if (!f || f.hidden || item.hidden) return;
  const { x, y, w, h } = item;   // the box on the table: the card's height across, its width down
  const band = Math.round(w * 0.2);
  const glyphs = Math.max(6, Math.round(h * 0.12)) * 1.6;
  const rw = w - band - glyphs - 4;
  const rh = h - 8;
  ctx.fillStyle = PARCHMENT;
  ctx.fillRect(x + glyphs + 2, y + 4, rw, rh);
  const size = Math.max(MIN_TEXT, Math.round(h * 0.14));
  const { size: s, lines } = fitName(ctx, f.name ?? f.id, rw - 4, size, Math.max(1, Math.floor(rh / (size * 1.12))));
  ctx.fillStyle = INK;
  ctx.font = nameFont(s);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const cx = x + glyphs + 2 + rw / 2;
  lines.forEach((l, i) => ctx.fillText(l, cx, y + h / 2 + (i - (lines.length - 1) / 2) * s * 1.12, rw - 4));
}

/** A card drawn since the seat's last turn: a small solid cyan tag saying "new" on its header band's lower edge,
 * centred (layout.js freshCards); a dashed frame is the last action's, never the sign of a new card (newcomer review
 * 13, finding 3). On the card's top edge it lay on the card above's "needed" tag and under the course's "Choose this"
 * (newcomer review 37, mythos_ja 1): inside the card, the name below it (faceText). */
function freshTag(ctx, item) {
  const { x, y, w, h } = item;
  const size = MIN_TEXT;
  ctx.save();
  ctx.font = font(size, true);
  const tw = Math.min(w - 8, ctx.measureText(item.fresh).width + 8);
  const th = FRESH_H;
  const ty = item.rot ? y - th / 2 : y + Math.round(h * 0.2) - freshUp(item);
  roundRect(ctx, x + (w - tw) / 2, ty, tw, th, th / 2);
  ctx.fillStyle = "#4fd8ff";
  ctx.fill();
  ctx.fillStyle = "#10201a";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(item.fresh, x + w / 2, ty + th / 2 + 1, tw - 6);
  ctx.restore();
}

// the "needed" tag's ink: lilac, never the gold of the playable glow (newcomer review 22, mythos_en finding 3)
const NEEDED_INK = "#d9c8ff";

/** A hand card an adventure in the seat's hand needs: a tag inside its foot, centred (layout.js; newcomer review 20,
 * mythos_en finding 5), unlike the playable glow at a glance (review 22, mythos_en 3: the gold pill read as the glow):
 * square corners, a dashed lilac edge on dark, the adventure card's flag before its word; apart from the "new" tag. */
function neededTag(ctx, item) {
  const { x, y, w, h } = item;
  const size = MIN_TEXT;
  ctx.save();
  ctx.font = font(size, true);
  const word = ctx.measureText(item.needed).width;
  const flag = size - 3;
  const tw = Math.min(w - 4, word + flag + 9);
  const th = NEEDED_H;
  const tx = x + (w - tw) / 2;
  const ty = y + h - th - 3;
  roundRect(ctx, tx, ty, tw, th, 2);
  ctx.fillStyle = "#2a2140";
  ctx.fill();
  ctx.setLineDash([3, 2]);
  ctx.strokeStyle = NEEDED_INK;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.setLineDash([]);
  typeGlyph(ctx, "adventure", tx + 2 + flag / 2, ty + th / 2, flag, NEEDED_INK);
  ctx.fillStyle = NEEDED_INK;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const left = tx + flag + 4;
  ctx.fillText(item.needed, (left + tx + tw - 2) / 2, ty + th / 2 + 1, tx + tw - 2 - left);
  ctx.restore();
}

/**
 * A face-down pile's size on its back, as a count of cards ("3 cards" / "3枚", on two lines where one is too wide): a
 * bare number in a disc read as the threat's strength (newcomer review 17, finding 1).
 */
function pileBadge(ctx, item, x, y, w, h) {
  const words = item.badgeText ?? String(item.badge);
  const size = Math.max(9, Math.min(13, Math.round(w * 0.2)));
  ctx.font = font(size, true);
  const one = ctx.measureText(words).width <= w - 8;
  const num = String(item.badge);
  const lines = one || !words.startsWith(num) ? [words] : [num, words.slice(num.length).trim()];
  const bw = Math.min(w - 4, Math.max(...lines.map((l) => ctx.measureText(l).width)) + 8);
  const bh = lines.length * (size + 2) + 4;
  roundRect(ctx, x + (w - bw) / 2, y + (h - bh) / 2, bw, bh, 4);
  ctx.fillStyle = "rgba(0, 0, 0, 0.8)";
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  lines.forEach((l, i) => ctx.fillText(l, x + w / 2, y + (h - bh) / 2 + 2 + (i + 0.5) * (size + 2) + 1, bw - 4));
}

export const MYTHOS_PAINTERS = {
  mhole(ctx, item) {  // an emptied place of the hand (layout.js): a dashed outline, empty (why: its tooltip)
    const { x, y, w, h } = item;
    ctx.save();
    roundRect(ctx, x + 2, y + 2, w - 4, h - 4, Math.max(4, w * 0.08));
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = "rgba(201, 193, 173, 0.35)";
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.restore();
  },
  mcard(ctx, item) {
    const { x, y, w, h } = item;
    if (item.rot === 90 || item.rot === 180) {  // walking (sideways), gate used (upside down), an old GOO
      ctx.save();
      ctx.translate(x + w / 2, y + h / 2);
      ctx.rotate((item.rot * Math.PI) / 180);
      const cw = item.rot === 90 ? h : w;
      const ch = item.rot === 90 ? w : h;
      face(ctx, item, -cw / 2, -ch / 2, cw, ch);
      ctx.restore();
      if (item.rot === 90) uprightName(ctx, item);
    } else face(ctx, item, x, y, w, h);
    if (item.used) {  // a used gate's location: dimmed, upright, its text still readable (marked below)
      ctx.save();
      roundRect(ctx, x, y, w, h, Math.max(3, w * 0.06));
      ctx.fillStyle = "rgba(12, 16, 24, 0.3)";
      ctx.fill();
      ctx.restore();
    }
    if (item.badge != null) pileBadge(ctx, item, x, y, w, h);
    if (item.mark) markGlyph(ctx, item.mark, x + w - Math.max(12, w * 0.28) - 2, y + h - Math.max(12, w * 0.28) - 2,
                             Math.max(12, w * 0.28));
    if (item.highlight || item.selected) {
      roundRect(ctx, x - 3, y - 3, w + 6, h + 6, Math.max(4, w * 0.1));
      // a dark ring under the gold parts it from any frame: beside a monster's dark red it was hard to see (review 30,
      // mythos_ja 5, 118 vs 119)
      ctx.strokeStyle = "#0b120e";
      ctx.lineWidth = 5;
      ctx.stroke();
      ctx.strokeStyle = item.selected ? "#ffffff" : GOLD;
      ctx.lineWidth = 3;
      ctx.stroke();
    }
    if (item.fresh) freshTag(ctx, item);
    if (item.needed) neededTag(ctx, item);
  },
  mtab(ctx, item) {  // a carried weapon / item / spell under its ally or tome
    const { x, y, w, h } = item;
    const colour = TYPE[item.face?.type] ?? "#555";
    roundRect(ctx, x, y, w, h, 3);
    ctx.fillStyle = item.down ? "#2a2a2a" : colour;
    ctx.fill();
    if (item.down) {
      ctx.setLineDash([3, 2]);
      ctx.strokeStyle = colour;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // a long name wraps on the lines its strip was made tall for (mythos/table.js tabText), never cut first
    const { size: ts, lines } = fitName(ctx, item.text, w - 6, item.size, item.lines ?? 1);
    ctx.font = nameFont(ts);
    ctx.fillStyle = item.down ? "#bbb" : "#fff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    lines.forEach((l, i) => ctx.fillText(l, x + w / 2, y + h / 2 + 1 + (i - (lines.length - 1) / 2) * (ts + 2), w - 6));
    if (item.highlight || item.selected) {
      roundRect(ctx, x - 2, y - 2, w + 4, h + 4, 4);
      ctx.strokeStyle = item.selected ? "#ffffff" : GOLD;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  },
  msanity(ctx, item) {  // Sanity against its maximum, the starting value ticked
    const { x, y, w, h } = item;
    roundRect(ctx, x, y, w, h, 4);
    ctx.fillStyle = "#0b120e";
    ctx.fill();
    const frac = Math.max(0, Math.min(1, item.value / Math.max(1, item.max)));
    ctx.fillStyle = item.value <= 3 ? "#c0392b" : item.value <= 7 ? "#c07a2b" : "#2e8b57";
    if (frac > 0) {
      roundRect(ctx, x, y, Math.max(8, w * frac), h, 4);
      ctx.fill();
    }
    // a rim round the whole bar: at 6/20 the label ran on over the dark rest, which read as the panel's ground, the
    // label overflowing a short bar (newcomer review 33, mythos_en 8, 174)
    roundRect(ctx, x, y, w, h, 4);
    ctx.strokeStyle = "#7d9a8b";
    ctx.lineWidth = 1;
    ctx.stroke();
    if (item.tick != null) {   // the layout placed it clear of the text (item.textX), or left it out
      const sx = item.tick;
      ctx.strokeStyle = "#f3ead3";
      ctx.lineWidth = 2;
      ctx.beginPath();   // notches just outside the bar, above and below: the tick never crosses the bar's text
      ctx.moveTo(sx, y - 4);
      ctx.lineTo(sx, y);
      ctx.moveTo(sx, y + h);
      ctx.lineTo(sx, y + h + 4);
      ctx.stroke();
    }
    ctx.fillStyle = "#fff";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    // the text stays in its bar, on its side of the tick: shrunk to the room, then condensed to it ("正気度 10/20",
    // "Sanity 12/20" ran past the bar where the page's face is wider than the layout's estimate: newcomer review 12,
    // finding 4)
    const tx = item.textX ?? x + 6;
    const end = item.tick != null && item.tick > tx ? item.tick - 4 : x + w - 4;
    const room = Math.max(1, end - tx);
    let size = item.size;
    ctx.font = font(size, true);
    while (size > MIN_TEXT && ctx.measureText(item.text).width > room) {
      size -= 1;
      ctx.font = font(size, true);
    }
    // the fill's end inside the label ran between its glyphs as a line, read as the start marker: "Sanity 9/2|0"
    // (newcomer review 42, mythos_en 5, 144): the label is drawn on a halo of the bar's dark ground there
    const edge = x + Math.max(8, w * frac);
    if (frac > 0 && frac < 1 && edge > tx - 2 && edge < tx + Math.min(room, ctx.measureText(item.text).width) + 2) {
      ctx.strokeStyle = "#0b120e";
      ctx.lineWidth = 4;
      ctx.lineJoin = "round";
      ctx.strokeText(item.text, tx, y + h / 2 + 1, room);
    }
    ctx.fillText(item.text, tx, y + h / 2 + 1, room);
    if (item.sub) {
      ctx.font = font(Math.max(10, item.size - 2));
      ctx.textAlign = "right";
      ctx.fillText(item.sub, x + w - 5, y + h / 2 + 1);
    }
  },
  mpanel(ctx, item) {
    roundRect(ctx, item.x, item.y, item.w, item.h, 8);
    const rim = item.active ? GOLD : item.you ? "#6fa08f" : "#34493f";
    fillStroke(ctx, item.you ? "#1f3229" : "#1b2a23", rim, item.active ? 2.5 : 1.2);
    if (item.out) {
      ctx.fillStyle = "rgba(0, 0, 0, 0.4)";
      ctx.fill();
    }
  },
  mband(ctx, item) {  // the combat
    roundRect(ctx, item.x, item.y, item.w, item.h, 8);
    fillStroke(ctx, "rgba(110, 25, 40, 0.28)", "#a04050", 1.5);
  },
  marrow(ctx, item) {  // points flowing from a threat to its target, with the arithmetic above the shaft
    const { x, y, w, h } = item;
    const my = y + h * 0.72;
    ctx.strokeStyle = item.colour;
    ctx.fillStyle = item.colour;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(x, my);
    ctx.lineTo(x + w - 8, my);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x + w, my);
    ctx.lineTo(x + w - 10, my - 6);
    ctx.lineTo(x + w - 10, my + 6);
    ctx.closePath();
    ctx.fill();
    ctx.font = font(item.size, true);
    ctx.textAlign = "center";
    ctx.textBaseline = "bottom";
    const lines = item.lines ?? [item.text];   // a wide fight's row keeps one row: its words on two lines (combat.js)
    lines.forEach((line, i) => ctx.fillText(line, x + w / 2, my - 4 - (lines.length - 1 - i) * (item.size + 2)));
  },
  mgloss(ctx, item) {  // a glossary term's dotted underline (glossary.js), measured where its line is drawn
    ctx.save();
    ctx.font = font(item.size, item.bold);
    const x = item.at + ctx.measureText(item.line.slice(0, item.from)).width;
    const w = ctx.measureText(item.line.slice(item.from, item.to)).width;
    ctx.strokeStyle = item.colour ?? "#c9d1c6";
    ctx.globalAlpha = 0.7;
    ctx.lineWidth = 1;
    ctx.setLineDash([1.5, 2]);
    ctx.beginPath();
    ctx.moveTo(x, item.y + 0.5);
    ctx.lineTo(x + w, item.y + 0.5);
    ctx.stroke();
    ctx.restore();
  },
  mzoom(ctx, item) {
    ctx.save();
    ctx.shadowColor = "rgba(0, 0, 0, 0.6)";
    ctx.shadowBlur = 16;
    roundRect(ctx, item.x, item.y, item.w, item.h, 10);
    ctx.fillStyle = "#0e1813";
    ctx.fill();
    ctx.restore();
    roundRect(ctx, item.x, item.y, item.w, item.h, 10);
    ctx.strokeStyle = GOLD;
    ctx.lineWidth = 2;
    ctx.stroke();
  },
};
