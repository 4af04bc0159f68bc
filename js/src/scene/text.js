// Text measured without a canvas (layouts are pure: they run in Node), cut into lines the way each language breaks
// them, and fitted to a box. The painters fit card names with the same functions and the canvas's own measure.
//
// Line breaking: Latin text breaks at spaces; Chinese and Japanese between words (Intl.Segmenter's, where the
// runtime has it), a katakana word (a name: トゥールスチャ) and the kana that follow a word (イスの, 偉大なる) kept
// whole, and never against kinsoku: no line starts with 。、）」ャュョッー… and none ends with （「…
// Fitting (`fitText`): shrink to the smallest size (MIN_TEXT) first, then let a line be condensed a little; only a
// word still wider than the box is broken inside (a hyphen in a Latin word, between two characters of a CJK one,
// kinsoku kept); only text still longer than the box's lines is cut, after a whole word, with an ellipsis.

/** The smallest font size a table draws, in its own pixels (a fitted table is never scaled below 10-11 CSS px). */
export const MIN_TEXT = 11;

const WIDE = /[\u1100-\u115f\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const UPPER = /[A-Z\u00c0-\u00de]/;
const DIGIT = /[0-9]/;
const NARROW = /[.,:;'!|()[\]/\-ilj·•`]/;
// Widths in em of the UI's sans-serif (DejaVu Sans on Linux, the widest of its family list; bold about 12 % wider).
const EM = { wide: 1.0, space: 0.32, narrow: 0.34, upper: 0.68, digit: 0.64, other: 0.56 };
export const BOLD = 1.12;

const CHAR_EM = new Map();  // a character's width in em, once looked up

/** Return a character's estimated width in em. */
function charEm(ch) {
  let v = CHAR_EM.get(ch);
  if (v === undefined) {
    // (U+2060, the word joiner between a card name's characters, takes no room)
    v = ch === "\u2060" ? 0 : WIDE.test(ch) ? EM.wide : ch === " " ? EM.space : NARROW.test(ch) ? EM.narrow
      : UPPER.test(ch) ? EM.upper : DIGIT.test(ch) ? EM.digit : EM.other;
    CHAR_EM.set(ch, v);
  }
  return v;
}

/** Return an estimate of a text's width in pixels at font size `fs` (`bold`: the bold face). */
export function estimate(text, fs, bold = false) {
  let n = 0;
  for (const ch of String(text)) n += charEm(ch);
  return n * fs * (bold ? BOLD : 1);
}

// The browser's own measure (a 2D context of an OffscreenCanvas, in the painters' font, draw.js `font`): the estimate
// ran ~5 % narrower than Chromium's font, so box text wrapped to it ran past the box's edge (issue 23 review 6,
// finding 4). Node (the layout tests) has no OffscreenCanvas: there the estimate alone is used, as before.
const FAMILY = 'system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif';   // draw.js `font`'s
let CANVAS;                   // undefined: not looked for yet; null: none
const MEASURED = new Map();   // (size, weight, text) -> px

/** Return the 2D context that measures text like the painters, or null where there is none (Node). */
function measurer() {
  if (CANVAS === undefined) {
    CANVAS = null;
    try {
      const ctx = typeof OffscreenCanvas === "undefined" ? null : new OffscreenCanvas(8, 8).getContext("2d");
      if (ctx && typeof ctx.measureText === "function") CANVAS = ctx;
    } catch {
      CANVAS = null;
    }
  }
  return CANVAS;
}

/** Forget the measuring context and the texts wrapped with it (a test installs or removes a fake OffscreenCanvas). */
export function resetMeasure() {
  CANVAS = undefined;
  MEASURED.clear();
  WRAPPED.clear();
}

/**
 * Return a text's width in pixels at font size `fs` (`bold`: the bold face): the estimate, or the canvas's measure
 * where a canvas is there and it is wider (never narrower than the estimate, so no layout packs tighter than before).
 */
export function textWidth(text, fs, bold = false) {
  const guess = estimate(text, fs, bold);
  const ctx = measurer();
  if (!ctx || !guess) return guess;
  const key = `${fs}|${bold ? 1 : 0}|${text}`;
  let px = MEASURED.get(key);
  if (px === undefined) {
    ctx.font = `${bold ? "bold " : ""}${Math.max(MIN_TEXT, fs)}px ${FAMILY}`;
    px = ctx.measureText(String(text)).width * (fs < MIN_TEXT ? fs / MIN_TEXT : 1);
    if (MEASURED.size > 20000) MEASURED.clear();
    MEASURED.set(key, px);
  }
  return Math.max(guess, px);
}

// Kinsoku (禁則): characters that may not begin a line, and characters that may not end one.
export const NO_START = new Set([..."、。，．,.:;?!！？：；）)］]｝}〕〉》」』】〙〗〟’”｠»・ーヽヾゝゞ々〻‐゠–〜～…‥％%"
  + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ\u2060"]);
// (U+2060, the word joiner, in both: the kernel joins a short card name's characters with it, so the name never
// splits, "淘汰克／蘇魯": newcomer review 25, letter_zh 8)
export const NO_END = new Set([..."（(［[｛{〔〈《「『【〘〖〝‘“｟«\u2060"]);
const HIRAGANA = /[\u3041-\u309f]/;
const VOWEL = /[aeiouyAEIOUY\u00e0-\u00ff]/;
const KATAKANA = /[\u30a0-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
// the words of a CJK run in its language: Japanese where it has kana, else Chinese (Intl.Segmenter's, where it exists)
const segmenter = (lang) => (typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter(lang, { granularity: "word" }) : null);
const SEGMENTERS = { ja: segmenter("ja"), zh: segmenter("zh") };
const KANA = /[\u3041-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/** Return whether two pieces of a CJK text stay on one line: kinsoku, kana after a word, a katakana word, Latin. */
function joins(prev, next) {
  const a = prev.at(-1);
  const b = next[0];
  if (NO_END.has(a) || NO_START.has(b)) return true;
  if (a === "・") return false;                          // a name's parts (ハワード・フィリップス) break after the dot
  if (HIRAGANA.test(b) && !NO_START.has(a)) return true;  // particles and okurigana stay with the word before them
  if (KATAKANA.test(a) && KATAKANA.test(b)) return true;  // a katakana word (a name, a loan word) is one word
  return !WIDE.test(a) && !WIDE.test(b);                  // "C5" inside a CJK sentence
}

/** Return whether two characters of a word broken inside stay on one line: kinsoku only. */
const kinsoku = (prev, next) => NO_END.has(prev.at(-1)) || NO_START.has(next[0]);

/** Return the pieces of a text (no space in it) merged where `together(prev, next)` says they stay on one line. */
function merged(pieces, together = joins) {
  const out = [];
  for (const piece of pieces) {
    if (out.length && together(out.at(-1), piece)) out[out.length - 1] += piece;
    else out.push(piece);
  }
  return out;
}

/** Return the words of a CJK run: a short Han name (at most 4 characters: 克苏鲁) is one word. */
function cjkWords(chunk) {
  const chars = [...chunk];
  if (chars.length <= 4 && chars.every((c) => WIDE.test(c) && !HIRAGANA.test(c) && !KATAKANA.test(c))) {
    return [chunk];
  }
  const seg = SEGMENTERS[KANA.test(chunk) ? "ja" : "zh"];
  return merged(seg ? [...seg.segment(chunk)].map((s) => s.segment) : chars);
}

// Brackets: a short group in them ("（正気度 -1）", "(Sanity -1)": at most GROUP characters inside) is one word, and
// across a space no line ends with an opening bracket nor starts with a closing one (newcomer review 15, finding 4:
// 「（正気度」 over 「-1）」).
const CLOSING = { "（": "）", "(": ")", "［": "］", "[": "]", "｛": "｝", "{": "}", "〔": "〕", "〈": "〉", "《": "》",
  "「": "」", "『": "』", "【": "】", "〘": "〙", "〖": "〗", "〝": "〟", "‘": "’", "“": "”", "｟": "｠", "«": "»" };
const CLOSERS = new Set(Object.values(CLOSING));
const GROUP = 10;

/** Return where a unit's text leaves a bracket open: {at, close} for its last unclosed opening bracket, or null. */
function openBracket(text) {
  const chars = [...text];
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const close = CLOSING[chars[i]];
    if (close && !chars.slice(i + 1).includes(close)) return { at: i, close };
  }
  return null;
}

/** Return the units' text as one line (a space where a unit had one before it). */
const joinUnits = (us) => us.map((u, k) => (k && u.space ? " " : "") + u.text).join("");

/** Return the units with a short bracketed group made one unit, and a bracket never left alone at a space. */
function keepBrackets(units) {
  const out = [];
  for (let i = 0; i < units.length; i += 1) {
    const u = units[i];
    const prev = out.at(-1);
    if (prev && (CLOSING[[...prev.text].at(-1)] || CLOSERS.has([...u.text][0]))) {
      out[out.length - 1] = { text: joinUnits([prev, u]), space: prev.space };
      continue;
    }
    const open = openBracket(u.text);
    const j = open ? units.findIndex((v, k) => k > i && v.text.includes(open.close)) : -1;
    const inside = j > i ? [...joinUnits(units.slice(i, j + 1))].slice(open.at + 1) : [];
    if (j > i && inside.indexOf(open.close) <= GROUP) {
      out.push({ text: joinUnits(units.slice(i, j + 1)), space: u.space });
      i = j;
    } else out.push(u);
  }
  return out;
}

const UNITS = new Map();  // text -> its words (segmenting is the slow part of wrapping CJK text)

/**
 * Return the words of a text, in order, as {text, space} (`space`: a space stood before it): a Latin text's
 * words are its space-separated ones; a CJK run is cut into words (Intl.Segmenter, else its characters), merged so
 * that no break is left against kinsoku, inside a katakana word, or before the kana that follow a word.
 */
export function breakUnits(text) {
  const key = String(text);
  let units = UNITS.get(key);
  if (units) return units;
  units = [];
  key.split(" ").forEach((chunk, i) => {
    if (!chunk) return;
    const pieces = WIDE.test(chunk) ? cjkWords(chunk) : [chunk];
    pieces.forEach((p, k) => units.push({ text: p, space: k === 0 && i > 0 && units.length > 0 }));
  });
  units = keepBrackets(units);
  if (UNITS.size > 4000) UNITS.clear();
  UNITS.set(key, units);
  return units;
}

/** Return the pieces of one word too wide for `width`: a Latin word hyphenated, a CJK word between characters. */
function breakWord(unit, width, measure) {
  const chars = [...unit.text];
  const out = [];
  if (WIDE.test(unit.text)) {  // even lines, on characters merged by kinsoku (a small kana stays with the one before)
    const pieces = merged(chars, kinsoku);
    const even = measure(unit.text) / Math.ceil(measure(unit.text) / width) + 0.5;
    let line = "";
    for (const p of pieces) {
      if (line && measure(line + p) > Math.min(width, even)) {
        out.push(line);
        line = p;
      } else line += p;
    }
    if (line) out.push(line);
  } else {    // a hyphen with at least 3 letters on each side, after a vowel before a consonant where one fits
    let rest = chars;
    while (rest.length >= 6 && measure(rest.join("")) > width) {
      let k = rest.length - 3;
      while (k > 3 && measure(`${rest.slice(0, k).join("")}-`) > width) k -= 1;
      const syllable = [k, k - 1, k - 2].find((j) => j >= 3 && VOWEL.test(rest[j - 1]) && !VOWEL.test(rest[j]));
      const at = syllable ?? k;
      out.push(`${rest.slice(0, at).join("")}-`);
      rest = rest.slice(at);
    }
    out.push(rest.join(""));
  }
  return out.map((t, i) => ({ text: t, space: i === 0 && unit.space, end: i === out.length - 1 }));
}

/** Return units laid into lines no wider than `width` (a unit wider than the line stays whole on its own line). */
function fill(units, width, measure) {
  const lines = [];
  let line = "";
  for (const u of units) {
    const next = line ? line + (u.space ? " " : "") + u.text : u.text;
    if (line && measure(next) > width) {
      lines.push(line);
      line = u.text;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Return one paragraph cut into lines no wider than `maxWidth` as `measure(text)` says: between words, by the
 * language's rules (`breakUnits`). A word wider than the line stays whole on its own line.
 */
export function wrapWords(text, maxWidth, measure) {
  return fill(breakUnits(text), maxWidth, measure);
}

const WRAPPED = new Map();  // (text, width, size, weight) -> lines: a table wraps the same texts on every layout

/** Return a text cut into lines that fit `maxWidth` at font size `fs` (estimated widths; "\n" starts a line). */
export function wrapLines(text, maxWidth, fs, bold = false) {
  const key = `${maxWidth}|${fs}|${bold ? 1 : 0}|${text}`;
  let lines = WRAPPED.get(key);
  if (!lines) {
    if (WRAPPED.size > 4000) WRAPPED.clear();
    lines = wrapped(String(text ?? ""), maxWidth, fs, bold);
    WRAPPED.set(key, lines);
  }
  return [...lines];
}

/** Return a text cut into lines (wrapLines, not kept). */
function wrapped(text, maxWidth, fs, bold) {
  const k = fs * (bold ? BOLD : 1);
  // the canvas's measure where there is one; else the estimate at the weight's size, exactly as before
  const unit = measurer() ? (t) => textWidth(t, fs, bold) : (t) => estimate(t, k, false);
  const space = measurer() ? unit(" ") : EM.space * k;
  const join = (us) => us.map((u, i) => (i && u.space ? " " : "") + u.text).join("");
  const wide = (us) => us.reduce((w, u, i) => w + (i && u.space ? space : 0) + unit(u.text), 0);
  return text.split("\n").flatMap((para) => {
    const lines = [];    // each a list of words; estimated widths add up: each word measured once
    let line = [];
    let width = 0;
    for (const u of breakUnits(para)) {
      const uw = unit(u.text);
      const gap = line.length && u.space ? space : 0;
      if (line.length && width + gap + uw > maxWidth) {
        lines.push(line);
        line = [u];
        width = uw;
      } else {
        line.push(u);
        width += gap + uw;
      }
    }
    if (line.length) lines.push(line);
    // a CJK paragraph's last line of one or two characters (牌。) takes the word before it along, where it fits
    const last = lines.at(-1);
    const before = lines.at(-2);
    if (before?.length > 1 && WIDE.test(join(last)) && [...join(last)].length <= 2
        && wide([before.at(-1), ...last]) <= maxWidth) last.unshift(before.pop());
    return lines.length ? lines.map(join) : [""];
  });
}

/** Return the units laid into at most `maxLines` lines, the last ending in "…" after a whole unit (null: none ends
 * within the lines). */
function ellipsis(units, width, maxLines, measure) {
  const text = (us) => us.map((u, k) => (k && u.space ? " " : "") + u.text).join("");
  const lines = [];
  let line = [];
  for (const u of units) {
    if (line.length && measure(text([...line, u])) > width) {
      lines.push(line);
      line = [u];
    } else line.push(u);
  }
  lines.push(line);
  if (lines.length <= maxLines) return lines.map(text);
  const kept = lines.slice(0, maxLines);
  let last = kept.pop();
  // drop units from the end until the ellipsis fits after a word's end (never after part of a broken word); else
  // it goes to the end of the line above
  const fits = (us) => measure(`${text(us)}…`) <= width && us.at(-1).end !== false;
  for (;;) {
    while (last.length > 1 && !fits(last)) last = last.slice(0, -1);
    if (fits(last)) return [...kept.map(text), `${text(last)}…`];
    if (!kept.length) return null;  // no word ends within the lines
    last = kept.pop();
  }
}

/**
 * Fit a text in a box `width` wide and `maxLines` lines high, from font size `size` down to `min`: shrink first;
 * at `min`, let a line be condensed to `squeeze` of its width (the painter passes `width` to fillText as its
 * maxWidth), then break inside only the words still too wide; cut with an ellipsis after a whole word only when
 * the text is still longer than the box. A first word too long for the box even broken is shown alone on one line,
 * condensed. `measure(text, size)` is the width at a size.
 * @returns {{size:number, lines:string[], cut:boolean}}
 */
export function fitText(text, { width, size, min = MIN_TEXT, maxLines = Infinity, measure, squeeze = 1 }) {
  const units = breakUnits(String(text ?? ""));
  const top = Math.max(min, Math.floor(size));
  for (let s = top; s >= min; s--) {
    const m = (t) => measure(t, s);
    const lines = fill(units, width, m);
    if (lines.length <= maxLines && lines.every((l) => m(l) <= width)) return { size: s, lines, cut: false };
  }
  const room = width / squeeze;  // a line at min may run this wide, drawn condensed to `width`
  const m = (t) => measure(t, min);
  if (squeeze < 1) {
    const lines = fill(units, room, m);
    if (lines.length <= maxLines && lines.every((l) => m(l) <= room)) return { size: min, lines, cut: false };
  }
  const pieces = units.flatMap((u) => (m(u.text) > room ? breakWord(u, room, m) : [u]));
  const lines = fill(pieces, room, m);
  if (lines.length <= maxLines) return { size: min, lines, cut: false };
  // too long for the box even so: whole words up to an ellipsis (the whole text is in the tooltip and the zoom)
  const cut = ellipsis(units.every((u) => m(u.text) <= room) ? units : pieces, room, maxLines, m);
  if (cut) return { size: min, lines: cut, cut: true };
  // not even the first word fits the lines: it alone, on one line the painter condenses to the width
  return { size: min, lines: [`${units[0].text}${units.length > 1 ? "…" : ""}`], cut: true };
}

/**
 * Return a name's fitted `lines` (fitText's), unless they break a Latin word inside ("Nyarlatho-/tep"): then its
 * words a line each when they are at most `maxLines`, which the painter condenses to the box (fillText's maxWidth).
 * A card's name is read whole: shrink and condense, never hyphenate (issue 23 r6, finding 2; CHAOS's hand: chaos/paint.js).
 * A CJK name broken inside a word ("フーディー/ニ", "サミュ/エル・/ウィンザー": newcomer review 10, finding 6) is laid
 * at its words' boundaries (breakUnits: Intl.Segmenter's words, a katakana run whole, a break after ・) in as many
 * lines, its words whole unless one alone is far wider than the fitted lines (then they stand).
 */
export function wholeWords(text, lines, maxLines = Infinity) {
  const words = String(text ?? "").split(/\s+/).filter(Boolean);
  const broken = words.some((wd) => !WIDE.test(wd) && !lines.some((l) => l.split(/\s+/).includes(wd)));
  if (broken && words.length <= maxLines) return words;
  return cjkWhole(String(text ?? ""), lines, maxLines);
}

/** Return a CJK name's lines at its words' boundaries when `lines` split a word inside (see wholeWords), else `lines`. */
function cjkWhole(text, lines, maxLines) {
  if (!WIDE.test(text) || lines.length < 2) return lines;
  const units = breakUnits(text);
  const len = (s) => [...s].length;
  if (units.every((u) => lines.some((l) => l.includes(u.text)))) return lines;   // no word split inside
  const room = Math.max(...lines.map(len));
  if (units.some((u) => len(u.text) > Math.ceil(room / 0.75))) return lines;   // a word far too wide: broken it stays
  const k = Math.min(units.length, Number.isFinite(maxLines) ? maxLines : lines.length, lines.length);
  return balance(units, k);
}

/** Return `units` laid in `k` lines, in order, the longest line as short as it can be (by characters). */
function balance(units, k) {
  const line = (us) => us.map((u, i) => (i && u.space ? " " : "") + u.text).join("");
  const n = units.length;
  let best = null;
  const walk = (from, left, acc) => {   // n is a name's few words: every split is tried
    if (left === 1) {
      const all = [...acc, line(units.slice(from))];
      const worst = Math.max(...all.map((l) => [...l].length));
      if (!best || worst < best.worst) best = { worst, all };
      return;
    }
    for (let to = from + 1; to <= n - left + 1; to += 1) walk(to, left - 1, [...acc, line(units.slice(from, to))]);
  };
  walk(0, Math.max(1, k), []);
  return best.all;
}
