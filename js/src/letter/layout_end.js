// The Letter table at the end and in a replay: the result's strip, the room the page's result and replay panels
// take, the end board that stays where the last turn lay. Pure: no DOM.
import { bannerItem } from "../scene/build.js";
import { wrapLines } from "../scene/text.js";
import { layoutLetter } from "./layout.js";
import { GAP } from "./layout_hand.js";
import { PAGE_WORDS, pageLang } from "../ui/words.js";

/**
 * Return whether the board of an ended game stays where it lay on its last turn: a wide table (the page's result panel
 * is centred over the canvas's top, right of the stack and Cthulhu) with that panel open (`ui.endingShown`, index.js);
 * not a replay's, nor a room's shared table (no such panel: its own result strip takes the room above the rows).
 */
export function stillEnd(t, replaying) {
  return Boolean(t.view.result) && !replaying && t.full > t.W && t.ui?.endingShown === true && !t.shared;
}

/**
 * Push the result strip of a still end board (stillEnd): no room, as the page's panel shows the result (the strip is
 * never painted while it is open, index.js), yet in the scene for what reads the result from it (the page's tests,
 * the coach): 0 px high, it covers no card (a cover takes its cards' clicks and zooms, scene/zoom.js).
 */
export function stillBanner(t, y) {
  const win = t.view.result.outcome === "win";
  const strip = bannerItem(t.items, t.banner, { title: t.w(win ? "win" : "loss"), win },
                           { y, W: t.W, fs: t.fs, design: t.mode === "design" });
  strip.h = 0;
}

/** Return {top, hand, height}: where the opponent's row (its clue label) and the Hand label lay on the game's last turn,
 * and how tall the table was. */
export function lastTurnRows(input, size, fs) {
  const s = layoutLetter({ ...input, view: { ...input.view, result: null }, legal: [], banner: undefined, prompt: "",
                           ui: {} }, size);
  const at = (label) => s.items.find((i) => i.label === label)?.y ?? 0;
  return { top: at("clue-stack") - fs - GAP - 2, hand: at("hand-label"), height: s.height };
}

/** The result banner under the header (the kernel's banner: title, sentence, rule in design mode), as tall as the
 * page's result panel drawn over the canvas's top (ui/ending.js): the opponent's row comes under it. Return its foot.
 * Between the rows, the panel at the canvas's top lay over the opponent's discard (newcomer review 7, finding 2). */
export function banner(t, y, replaying = false) {
  const { view, w, fs, W, m } = t;
  const win = view.result.outcome === "win";
  const strip = bannerItem(t.items, t.banner, { title: w(win ? "win" : "loss"), win },
                           { y, W, fs, design: t.mode === "design" });
  if (!replaying) strip.h = Math.max(strip.h, panelRoom(t, endPanelHeight(t.banner, t.css)) - y);
  // the panel folded to its pill: the strip is not painted (index.js) and keeps no room (review 33, letter_zh 5)
  if (!replaying && t.ui?.endingFolded) strip.h = 0;
  strip.keep = true;   // a card's zoom opens off it: under the page's panel it was never seen (review 7, finding 2)
  return y + strip.h + Math.round(m / 2);   // half a margin: the end board fits a 1280×800 window (issue 23 round K)
}

const PANEL_SLACK = 6;   // px under a page panel's measured foot on a phone: its wrapped lines ran past the measure

/** Return the table px a page panel `css` CSS px tall covers (t.perCss), on a narrow table with PANEL_SLACK under it. */
export function panelRoom(t, css) {
  return Math.ceil(css * t.perCss) + (t.full === t.W ? PANEL_SLACK : 0);
}

/**
 * Return how far down the canvas the page's result panel reaches (px; ui/ending.js puts its top 8 px down, ui/coach.js
 * styles it: 13 px text, a 20 px title, 12 px rows, at most 560 px wide): its title, sentence, decisive moment, rows and
 * buttons, measured at 1280×800 (en) and 390×844 (zh) in Chromium.
 */
export function endPanelHeight(banner, W, { paired = false, difficulty = false, note = "" } = {}) {
  if (!banner?.title) return 0;
  const inner = Math.min(560, W - 12) - 32;
  const cjk = CJK.test(`${banner.title}${banner.text ?? ""}`);   // a Chinese or Japanese line stands taller
  const lh = cjk ? 20 : 15;
  const lines = (text, size, width = inner) => (text ? wrapLines(String(text), width, size).length : 0);
  const rows = Array.isArray(banner.rows) ? Math.ceil(banner.rows.length / (paired ? 2 : 1)) : 0;
  return 8 + 24 + lines(banner.title, 20) * (cjk ? 28 : 23) + lines(banner.text, 13) * lh + 4
    + (banner.moment ? lines(banner.moment, 13, inner - 19) * lh + 20 : 0) + (rows ? rows * (cjk ? 21 : 18) + 12 : 0)
    + (cjk ? 31 : 27) + (difficulty ? difficultyRoom(inner, cjk) + Math.max(0, lines(note, 12) - 1) * 16 : 0);   // (no note: no line less)
}

/** Return the px the Difficulty's buttons ("Play again:" Easy · ✓ Standard · Hard beside Watch the replay and Hide,
 * ui/ending.js) and its win-rate line (12 px) add: a second row of buttons and a second line on a phone. */
function difficultyRoom(inner, cjk) {
  const narrow = inner < 500;
  return (narrow ? (cjk ? 31 : 27) : 0) + (narrow && !cjk ? 2 : 1) * 16 + 4;
}

/** Return the ending panel's options at table `t` (endPanelHeight): a desk pairs its rows and shows the Difficulty's
 * buttons at the reader's own table (not a room's, nor in design mode); a phone has them under the bar's ⋯, its
 * panel's room is the band's and the story's (the hand keeps its place at the end: round AA). */
export function panelOptions(t) {
  const wide = t.full > t.W;
  return { paired: wide, difficulty: wide && !t.shared && t.mode !== "design", note: levelNote(t) };
}

// the levels after whose loss the panel says its advice (one line) in place of the level's win rate (ui/ending.js)
const HARDER = new Set(["standard", "hard"]);

/** Return the win-rate line the result panel shows under its buttons (ui/ending.js: the level's note, or none where
 * the advice stands), so its room counts that line's rows: Easy's ran two at a desk and the panel lay over the
 * opponent's discard (newcomer review 22, Letter en finding 5, 064). */
function levelNote(t) {
  if (!t.level || (!t.banner?.win && HARDER.has(t.level))) return "";
  return PAGE_WORDS[pageLang(t.lang, "letter")]?.[`difficulty_note_${t.level}`] ?? "";
}

/**
 * Return the foot (table px) of a desk's result panel over a still end board: the page puts it under the table's
 * head (ui/ending.js panelTop: the turn line's foot + 2, then 6 px), not 8 px down as endPanelHeight counts; counted
 * from 8 px, it reached over the opponent's discard (newcomer review 19, Letter finding 2, desk 017/045/075).
 */
export function endPanelFoot(t) {
  const texts = t.items.filter((i) => i.type === "text" && String(i.text ?? "").trim());
  const topmost = Math.min(...texts.map((i) => i.y));
  const head = Math.max(...texts.filter((i) => i.y === topmost).map((i) => i.y + (i.h || i.size || 12) + 2));
  const top = texts.length ? head / t.perCss + 6 : 8;
  return panelRoom(t, top + endPanelHeight(t.banner, t.css, panelOptions(t)) - 8);
}
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
// a replay's box is one row (ui/ending.js, ui/coach.js: 13 px buttons padded 4 px, the box padded 6 px in a 2 px border,
// its newest story line cut to the row): ~40 px tall, a CJK line's taller glyphs ~4 px more (newcomer review 11)
const REPLAY_ROW = 40;
const REPLAY_ROW_CJK = 44;

/**
 * Return whether a replay's panel lies over the table: a step with no result yet under the game's banner, or its last
 * step, where the page shows the replay's panel, not its result panel (`ui.endingShown`, set by index.js; a room's
 * shared table has no such panel).
 */
export function replayShown(t) {
  if (!t.banner?.title) return false;
  return !t.view.result || (!t.shared && t.ui?.endingShown === false);
}

/**
 * Move the header's lines (items `from` to `to`) and the opponent's gold title into the band under the opponent's row
 * (no chips in a replay's step; the band's own words, from `bandAt`, left out), and keep the canvas's top clear
 * for the replay's panel (replayShown on a wide table). Return how far the header moved.
 */
export function liftHeader(t, from, to, bandTop, bandAt) {
  const moved = [...t.items.slice(from, to), ...t.items.filter((i) => i.label === "opponent-title")];
  const dy = bandTop + 4 - t.m;
  for (const i of moved) i.y += dy;
  // the band's own words at that step go: an answer's prompt without its chips ("Answer Randolph Carter with") lay
  // over the turn's title, which says it (round S, desk)
  for (let k = t.items.length - 1; k >= bandAt; k--) if (t.items[k].type === "text") t.items.splice(k, 1);
  t.items.push({ type: "rect", x: 0, y: 0, w: t.full, h: panelRoom(t, replayPanelHeight(t.log, t.css)), keep: true,
                 fill: "rgba(0,0,0,0)", label: "replay-room" });
  return dy;
}

/** Push the room a replay's panel takes (kept clear: a card's zoom opens off it); return its foot. */
export function replayRoom(t, y) {
  const foot = Math.max(y, panelRoom(t, replayPanelHeight(t.log, t.css)) + t.m);
  t.items.push({ type: "rect", x: 0, y: 0, w: t.full, h: foot - t.m, fill: "rgba(0,0,0,0)", keep: true,
                 label: "replay-room" });
  return foot;
}

/**
 * Return how far down the canvas a replay's panel reaches (px, its top 8 px down): one row, its buttons, its step and
 * the step's newest story line cut to the row (the page's 92a806b). Room for five wrapped story lines pushed the hand
 * under a 1280×800 window (newcomer review 11, desk 040/042). `_W` is kept for the callers: the row is as tall at any
 * width (nowrap).
 */
export function replayPanelHeight(log, _W) {
  const cjk = (log ?? []).some((l) => CJK.test(String(l?.text ?? l)));
  return 8 + (cjk ? REPLAY_ROW_CJK : REPLAY_ROW);
}
