// A first game that teaches (issue 23): the "Learn to play" button (the `learn` command: a fixed deal, coached) and
// the coach marks the kernel sends in the `coach` trait (cthulhu_widgets/frames/coach.py): a bubble by the item the
// mark points at (a legal move of that step: its cell, card or chip, found in the scene), a ring around that item,
// the step ("Step 1 of 3"), what just happened and what to click and why; then "on your own", then nothing. The
// ending panel's style lives here too (ui/ending.js).
import { ENDING_WORDS, endingWords, fill } from "./ending.js";
import { dockBubble, docks, followSight, zoomBox } from "./coach_dock.js";
import { forTouch } from "./help.js";
import { onAnyScroll } from "./pin.js";
import { quietCanvas, quietOnce, quietPlace } from "./pointer.js";
import { gameOf } from "./words.js";
import { textWidth } from "../scene/text.js";
import { labelRing, ringTagBox } from "./coach_tag.js";
import { namedBoxes, namedItems } from "./coach_named.js";
import { releaseStory, storyDock } from "./coach_desk.js";

const STYLE = `
.cw-root { position: relative; }
.cw-ending { position: absolute; left: 50%; transform: translateX(-50%); width: min(560px, calc(100% - 24px));
  box-sizing: border-box; z-index: 5; background: #101a15; border: 2px solid #8a6d3b;
  border-radius: 10px; padding: 10px 14px; box-shadow: 0 6px 24px rgba(0,0,0,0.55); }
.cw-ending.win { border-color: #f5c542; }
.cw-ending[data-mode=hidden], .cw-ending[data-mode=replay] { width: auto; padding: 6px 10px; }
.cw-ending[data-mode=hidden] { padding: 2px 6px; }
.cw-ending[data-mode=hidden] .cw-end-buttons { margin-top: 0; }
.cw-ending[data-mode=hidden] button { padding: 1px 10px; }
.cw-end-title { font-size: 20px; font-weight: bold; color: #f5c542; }
.cw-end-text { margin: 4px 0; }
.cw-end-moment { margin: 6px 0; padding: 4px 8px; border-left: 3px solid #f5c542; background: #1d2a23; }
.cw-end-rows { border-collapse: collapse; margin: 6px 0; font-size: 12px; }
.cw-end-rows th, .cw-end-rows td { padding: 2px 8px; text-align: left; border-bottom: 1px solid #2a3a33; }
.cw-end-rows th { color: #cdbf9c; font-weight: normal; }
.cw-ending, .cw-coach { line-break: strict; }   /* kinsoku: no line starts with ー or a small kana */
.cw-end-step { font-weight: bold; color: #f5c542; }
.cw-end-log { font-size: 12px; opacity: 0.9; }
/* a replay's box is one line, its buttons first (review 11, finding 3): it covers or pushes no more than a row */
.cw-ending[data-mode=replay] { display: flex; align-items: center; gap: 10px; white-space: nowrap; }
.cw-ending[data-mode=replay] .cw-end-buttons { flex-wrap: nowrap; flex: none; }
.cw-ending[data-mode=replay] .cw-end-step { flex: none; }
.cw-story .cw-ending[data-mode=replay] .cw-end-buttons { flex-wrap: wrap; flex: 1 1 100%; }
/* its newest story line wraps to two lines, clamped: cut to one ("You draw Ny…") it was not read (newcomer review 14,
   finding 4, Letter desk 028) */
.cw-ending[data-mode=replay] .cw-end-log { flex: 1 1 auto; min-width: 0; overflow: hidden; white-space: normal;
  line-height: 1.2; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow-wrap: anywhere; }
/* a phone's replay box: its caption wraps, the newest line on a row of its own always two lines high (clamped), so it
   is read whole and the table under it never moves between steps (newcomer review 12, finding 5: cut on the phone) */
.cw-root[data-wide="0"] .cw-ending[data-mode=replay] { flex-wrap: wrap; white-space: normal; row-gap: 4px; }
.cw-root[data-wide="0"] .cw-ending[data-mode=replay] .cw-end-step { flex: 1 1 auto; min-width: 0; }
.cw-root[data-wide="0"] .cw-ending[data-mode=replay] .cw-end-log { flex: 1 1 100%; line-height: 1.35;
  height: 2.7em; overflow: hidden; text-overflow: clip; display: -webkit-box; -webkit-box-orient: vertical;
  -webkit-line-clamp: 2; overflow-wrap: anywhere; }
.cw-end-buttons, .cw-coach-buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
.cw-ending button, .cw-coach button, .cw-learn, .cw-learn-two { font: inherit; background: #f5c542; color: #1a1408; border: 0;
  border-radius: 5px; padding: 4px 12px; cursor: pointer; font-weight: bold; }
.cw-ending button:disabled { opacity: 0.4; cursor: default; }
/* Pause (Resume, ⟲) as wide as its longest label: a hidden, flat second row (newcomer review 19, finding 1) */
.cw-ending button[data-room] { display: inline-grid; justify-items: center; }
.cw-ending button[data-room]::after { content: attr(data-room); visibility: hidden; height: 0; overflow: hidden; }
.cw-ending button.cw-end-hide, .cw-ending button.cw-end-back, .cw-ending button.cw-end-pause,
.cw-ending button.cw-end-step_back, .cw-ending button.cw-end-step_next { background: #2a3a33;
  color: #e8e0cc; border: 1px solid #55665d; font-weight: normal; }
.cw-bar button.cw-learn, .cw-bar button.cw-learn-two { background: #f5c542; color: #1a1408; border: 0; font-weight: bold; }
/* the step tag (stepTag): no border, the row keeps its height as it comes and goes (the table never moves) */
.cw-bar button.cw-coach-again { background: #fdf6e3; color: #5a4a1f; border: 0; box-shadow: inset 0 0 0 1px #f5c542; }
.cw-coach { position: absolute; z-index: 25; width: min(320px, calc(100% - 16px)); box-sizing: border-box;
  background: #fdf6e3; color: #1a1408; border: 2px solid #f5c542; border-radius: 10px; padding: 8px 12px;
  box-shadow: 0 6px 20px rgba(0,0,0,0.5); font-size: 13px; line-height: 1.4; }
/* a phone: a sheet docked to the window's foot or top (ui/coach_dock.js), its Got it always in sight (review 9), under
   the menus and the rules sheet the reader opens over it (z 30-40) */
.cw-coach[data-dock] { position: fixed; left: 8px; right: 8px; width: auto; z-index: 29; max-height: 42vh;
  overflow-y: auto; overscroll-behavior: contain; }
.cw-coach[data-dock] .cw-coach-buttons { position: sticky; bottom: -8px; background: #fdf6e3; padding: 4px 0; }
/* a sheet anchored by its top (a phone's top sheet, a desk's story column) shows the rest behind More… below its
   buttons: it grew downward and moved わかった from under the finger (newcomer review 40, chaos_ja 2, 005→006) */
.cw-coach[data-dock=top], .cw-coach[data-desk=story] { display: flex; flex-direction: column; }
/* a closed bubble is gone, whatever display its dock gave it: a hidden top sheet still took the taps meant for the
   ringed button under it (round JJ: the Mythos ja phone course stuck at step 8's この1枚を捨てる) */
.cw-coach[hidden], .cw-coach-ring[hidden] { display: none !important; }
.cw-coach[data-dock=top] .cw-coach-rest, .cw-coach[data-desk=story] .cw-coach-rest { order: 1; }
/* a phone's course sheet that would lie over what the step names folds to a one-line strip at its own edge, a tap on
   its words unfolds it (ui/coach_dock.js keptPlace; review 40, chaos_ja 1: the box fled top to foot) */
.cw-coach[data-dock][data-fold] { display: flex; flex-direction: row; align-items: center; gap: 6px; max-height: none;
  overflow: hidden; padding: 4px 8px; cursor: pointer; }
/* a step's strip says its instruction; a note's (no instruction) its line, never its title alone: the rule hid a
   "What just happened" note's line and left 剛才發生的事 and 知道了 (newcomer review 41, letter_zh 7, 009/012) */
.cw-coach[data-fold]:has(> .cw-coach-text:not(.cw-coach-rest)) > .cw-coach-done,
.cw-coach[data-fold]:has(> .cw-coach-done, > .cw-coach-text:not(.cw-coach-rest)) > .cw-coach-head { display: none; }
.cw-coach[data-fold] > .cw-coach-done { flex: 1 1 auto; min-width: 0; margin: 0; }
/* its one instruction whole, wrapped (two lines where needed), never cut with "…": 「隠れた爆弾：強調されたマスを選
   ぼう（c…」 hid the cell to pick (newcomer review 41, chaos_ja 6, room_zh 12) */
.cw-coach[data-fold] .cw-coach-text { flex: 1 1 auto; min-width: 0; white-space: normal; overflow-wrap: anywhere; }
.cw-coach[data-fold] .cw-coach-text::before { content: "▸ "; color: #8a6d3b; }
.cw-coach[data-fold] .cw-coach-rest { display: none; }
.cw-coach[data-fold] .cw-coach-buttons { flex: none; flex-wrap: nowrap; margin-top: 0; position: static; padding: 0; }
.cw-coach[data-fold] .cw-coach-buttons > :not(.cw-coach-ok) { display: none; }
.cw-coach button.cw-coach-more { background: #efe4c4; color: #5a4a1f; border: 1px solid #c9b27a; font-weight: normal; }
/* the rest behind More… keeps its line breaks: Mythos's closing bubble says what comes next a line each (review 20) */
.cw-coach-rest { margin-top: 4px; white-space: pre-line; }
.cw-coach-head { font-size: 11px; font-weight: bold; color: #8a6d3b; text-transform: uppercase; }
/* a step that took another's place: its header and border light up for a moment (newcomer review 14, finding 1) */
.cw-coach.cw-coach-new { animation: cw-coach-new 1.2s ease-out; }
.cw-coach.cw-coach-new .cw-coach-head { animation: cw-coach-head-new 1.2s ease-out; }
@keyframes cw-coach-new { from { box-shadow: 0 0 0 4px #f5c542, 0 6px 20px rgba(0,0,0,0.5); background: #fff0b8; } }
@keyframes cw-coach-head-new { from { color: #b8860b; } }
.cw-coach-done { font-style: italic; color: #4a5a4f; margin: 2px 0; }
/* CJK has no italic: the browser slants the glyphs (zh-TW showed slanted Chinese: review 12, finding 6); colour and
   weight keep the note apart */
.cw-root[data-lang^=zh] .cw-coach-done, .cw-root[data-lang^=ja] .cw-coach-done { font-style: normal; font-weight: 600; }
/* the ring stands apart from the gold glow of every playable card by more than colour: thicker, pulsing and with a
   pointer label, "Choose this" (newcomer review 20, mythos_ja finding 1: the reader picked another glowing card) */
.cw-coach-ring { position: absolute; z-index: 4; pointer-events: none; border: 4px solid #fff3c4; border-radius: 8px;
  box-shadow: 0 0 0 3px #f5c542, 0 0 18px #f5c542; animation: cw-coach-pulse 1.4s ease-in-out infinite; }
.cw-coach-ring::after { content: attr(data-tag); position: absolute; left: 50%; top: -26px; transform: translateX(-50%);
  background: #f5c542; color: #1a1408; font: bold 11px/16px sans-serif; padding: 0 6px; border-radius: 4px;
  white-space: nowrap; box-shadow: 0 1px 4px rgba(0,0,0,0.5); }
.cw-coach-ring:not([data-tag])::after, .cw-coach-ring[data-tag=""]::after { display: none; }
/* the tag's spot beside the ring, on no words (ui/coach_tag.js TAG_SPOTS, the same boxes; newcomer review 21) */
.cw-coach-ring[data-tag-at=top-start]::after { left: -4px; transform: none; }
.cw-coach-ring[data-tag-at=top-end]::after { left: auto; right: -4px; transform: none; }
.cw-coach-ring[data-tag-at=right]::after { left: calc(100% + 10px); top: 50%; transform: translateY(-50%); }
.cw-coach-ring[data-tag-at=left]::after { left: auto; right: calc(100% + 10px); top: 50%; transform: translateY(-50%); }
.cw-coach-ring[data-tag-at^=bottom]::after { top: auto; bottom: -26px; }
.cw-coach-ring[data-tag-at=bottom-start]::after { left: -4px; transform: none; }
.cw-coach-ring[data-tag-at=bottom-end]::after { left: auto; right: -4px; transform: none; }
.cw-coach-ring[data-tag-at=none]::after { display: none; }
.cw-coach-ring[data-kind=chip] { box-shadow: inset 0 0 8px #f5c542; animation-name: cw-coach-pulse-in; }
@keyframes cw-coach-pulse-in { 50% { box-shadow: inset 0 0 14px #f5c542; } }
@keyframes cw-coach-pulse { 50% { box-shadow: 0 0 0 7px rgba(245, 197, 66, 0.55), 0 0 26px #f5c542; } }
@media (prefers-reduced-motion: reduce) { .cw-coach-ring { animation: none; } .cw-coach-ring[data-kind=chip] { animation: none; } }
`;

/** Return the style sheet of the coach and the ending panel (its text: the tests read it). */
export function coachStyle() {
  return STYLE;
}

function ensureStyle() {
  if (document.getElementById("cthulhu-widgets-coach-style")) return;
  const style = document.createElement("style");
  style.id = "cthulhu-widgets-coach-style";
  style.textContent = STYLE;
  document.head.appendChild(style);
}

/**
 * Return the scene item a coach mark points at: the item that plays its move (`act:<id>`), else the one that opens
 * it (a hand card or a table card with several moves: `select:<index or card>`); null when none is in sight.
 */
export function coachItem(scene, mark) {
  if (!mark || !mark.id || !scene?.items) return null;
  const items = scene.items.filter((i) => typeof i.id === "string" && i.w > 0 && i.h > 0);
  // the move's chip, or the one confirm chip that sends it alone (Mythos's marked discard: "Discard this 1")
  const act = items.filter((i) => i.id === `act:${mark.id}` || i.id === `acts:${JSON.stringify([mark.id])}`);
  if (act.length) return act.reduce((a, b) => ((b.z ?? 0) > (a.z ?? 0) ? b : a));
  const target = mark.target ?? {};
  const key = Number.isInteger(target.index) ? target.index : target.card;
  if (key === undefined || key === null) return null;
  // a card chosen by a select, or marked for a discard sent by its confirm chip (mythos/discard.js markTap): the
  // course's step 8 rang no card of a marked discard, and the phone's reader guessed (newcomer review 24, mythos_ja 1)
  const pattern = new RegExp(`^(?:select|mark):(?:.*[^0-9A-Za-z_])?${String(key).replace(/[^0-9A-Za-z_]/g, "\\$&")}$`);
  return items.find((i) => pattern.test(i.id)) ?? null;
}

// the course's name in each language and script (a course's own title, the bar's Learn to play)
const COURSE_NAMES = new Set(Object.values(ENDING_WORDS).map((w) => w.learn));

/** Return what the coach bubble says ({head, done, text}) for a mark (null: no bubble): a coached step, "on your
 * own", what just happened while others play, or a moment of the game (CHAOS: a combo, a reaction, a ghost, a time
 * card, a bomb, the gate; once a game). A `nudge` (the seat asked a bot for its coached move) leads the text.
 * A note after a move says "Learn to play · What just happened", no step count (review 32, chaos_ja 5). The last
 * bubble says the tutorial is finished, and a moment, which comes after it, is a tip of the game, no longer "Learn to play" (finding 6). */
export function coachLines(mark, words) {
  if (!mark || !mark.title) return null;
  // the course named as the bar's button names it, in the page's script: Letter's Traditional 學習遊玩 headed a
  // 简体中文 reader's tips beside 学习玩法 (review 42, room_zh 5, 031); the same word in every other page
  if (words.learn && COURSE_NAMES.has(mark.title)) mark = { ...mark, title: words.learn };
  if (mark.moment) return { head: `${words.coach_tip} · ${mark.head ?? ""}`, done: "", text: mark.text ?? "" };
  if (mark.nudge) {
    return { head: [mark.title, mark.step].filter(Boolean).join(" · "), done: mark.nudge, text: mark.text ?? "",
             more: mark.more };
  }
  if (mark.free) {
    return { head: `${mark.title} · ${words.coach_free_title}`, done: mark.done ?? "", text: mark.free, more: mark.more };
  }
  if (mark.wait) {
    // "Learn to play · What just happened": a note is no step and carries no count; "Step 4 of 10" on the step and
    // again on its note read as a course stuck (newcomer review 32, chaos_ja 5, 015 → 017)
    const head = [mark.title, mark.step];
    return mark.done ? { head: head.filter(Boolean).join(" · "), done: mark.done, text: "", more: mark.more } : null;
  }
  return { head: [mark.title, mark.step].filter(Boolean).join(" · "), done: mark.done ?? "", text: mark.text ?? "",
           more: mark.more };
}

/**
 * Return where the coach bubble goes ({x, y}, page.root pixels) beside the box of its item: right of it where it
 * fits, else left of it, else below it, else above it; never over the item itself. With `avoid` (the prompt and its
 * chips, the legal moves, the hand; `soft` boxes such as the board or an open zoom matter less) the first of those
 * places, then of the table's corners, then of the places down its left and right edges, that fits and covers none
 * of them; else one that covers none but the soft ones; else just below the table (issue 23: the bubble hid the
 * board rows and the hand). A null item (others play): the same places, from the table's corners.
 */
export function bubblePlace(item, bubble, area, avoid = []) {
  if (!avoid.length && item) return placeBeside(item, bubble, area);
  const target = item ?? { x: -1e6, y: -1e6, w: 0, h: 0 };
  const seen = (r) => (area.visible === undefined || (r.y + bubble.h <= area.visible && r.y >= (area.visibleTop ?? -1e9))
    ? 0 : 1);
  const places = [...placesBeside(target, bubble, area), ...edgePlaces(bubble, area)]
    .filter((r) => fits(r, bubble, area));
  const cover = (r, boxes) => [target, ...boxes].reduce((sum, o, i) => sum + overlapArea({ ...r, ...size(bubble) }, o)
    * (i ? 1 : 1000), 0);   // the item itself weighs most
  const inSight = places.filter((r) => !seen(r));
  for (const among of [inSight, places]) {   // in the window's sight first
    for (const boxes of [avoid, avoid.filter((o) => !o.soft)]) {
      const clear = among.find((r) => cover(r, boxes) === 0);
      if (clear) return clear;
    }
    if (among === inSight && area.visible !== undefined) {   // a phone: in sight over the board's empty cells
      const guards = avoid.filter((o) => o.guard);           // rather than out of sight below the table
      const fair = inSight.filter((r) => cover(r, avoid.filter((o) => !o.soft && !o.guard)) === 0);
      // a moment's bubble (no item of its own) never over a piece, the key or the gate: further down, under the chips,
      // the page scrolled to it (newcomer review 6, finding 3: the combo's bubble hid the key and A2 on a phone)
      const free = fair.filter((r) => cover(r, guards) === 0);
      if (free.length) return free[0];
      if (item && fair.length) return fair.reduce((a, b) => (cover(b, guards) < cover(a, guards) ? b : a));
      const held = inSightOver(inSight, avoid, cover);
      if (held && (item || cover(held, guards) === 0)) return held;
    }
  }
  // no free place on the table: just below it (over the page beside or below the table, never over a move)
  return { x: Math.max(8, Math.min(area.w - bubble.w - 8, target.x > 0 ? target.x : 8)), y: area.top + area.h + 8 };
}

/** Return the place in sight that covers no vital box (the prompt and its chips, a move, the hand) and the least of
 * the rest (a zone's ▾, the board), or null: a phone's first bubble of Learn to play went under the table, below the
 * window, where a newcomer never saw it (issue 23 round D, finding 1: Mythos ja at 390×844). */
function inSightOver(inSight, avoid, cover) {
  const vital = avoid.filter((o) => o.vital);
  const rest = avoid.filter((o) => !o.vital);
  const fair = inSight.filter((r) => cover(r, vital) === 0);
  return fair.length ? fair.reduce((a, b) => (cover(b, rest) < cover(a, rest) ? b : a)) : null;
}

const size = (b) => ({ w: b.w, h: b.h });
const fits = (r, b, area) => r.x >= 8 && r.x + b.w <= area.w - 8 && r.y >= area.top
  && r.y + b.h <= area.top + area.h;
const overlapArea = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** Return places down the table's left and right edges and its middle, then beside the table (a wide page's story
 * column, where the page has room: Letter at 1280×800 fills the window's height, and its bubble went below the fold,
 * then scrolled the page to it; issue 23 round D), every 24 px (the last resort's choices). */
function edgePlaces(bubble, area) {
  const left = (area.left ?? 0) + 8;
  const right = Math.min(area.w, (area.left ?? 0) + (area.width ?? area.w)) - bubble.w - 8;
  const beside = (area.left ?? 0) + (area.width ?? area.w) + 8;
  // the page's right edge, mostly over the story column beside a table too wide for the whole bubble there: at
  // 1280 CHAOS's bubble lay over the board's cells, beside its chip (newcomer review 6, finding 3)
  const edge = area.w - bubble.w - 8;
  const xs = [...new Set([right, left, Math.round((left + right) / 2),
                          ...(beside + bubble.w <= area.w - 8 ? [beside] : edge > right ? [edge] : [])])];
  const out = [];
  for (let y = area.top + 8; y + bubble.h <= area.top + area.h - 8; y += 24) xs.forEach((x) => out.push({ x, y }));
  return out;
}

/** Return the places a bubble may take by its item, in order of preference, then the table's four corners. */
function placesBeside(item, bubble, area) {
  const gap = 14;
  const x = Math.max(8, Math.min(area.w - bubble.w - 8, item.x + item.w / 2 - bubble.w / 2));
  const midY = Math.max(area.top, Math.min(area.top + area.h - bubble.h, item.y + item.h / 2 - bubble.h / 2));
  const above = { x, y: item.y - gap - bubble.h };
  const lower = item.y + item.h / 2 > area.top + area.h / 2;
  const left = (area.left ?? 0) + 8;
  const right = Math.min(area.w, (area.left ?? 0) + (area.width ?? area.w)) - bubble.w - 8;
  return [...(lower ? [above] : []), { x: item.x + item.w + gap, y: midY }, { x: item.x - gap - bubble.w, y: midY },
          { x, y: item.y + item.h + gap }, above,
          { x: right, y: area.top + 8 }, { x: left, y: area.top + 8 },
          { x: right, y: area.top + area.h - bubble.h - 8 }, { x: left, y: area.top + area.h - bubble.h - 8 }];
}

/** The bubble's place with nothing else to avoid (see bubblePlace). */
function placeBeside(item, bubble, area) {
  const gap = 14;
  const centred = Math.max(8, Math.min(area.w - bubble.w - 8, item.x + item.w / 2 - bubble.w / 2));
  const lower = item.y + item.h / 2 > area.top + area.h / 2;   // a hand along the foot: the bubble goes above it
  if (lower && item.y - gap - bubble.h >= area.top) return { x: centred, y: item.y - gap - bubble.h };
  const midY = Math.max(area.top, Math.min(area.top + area.h - bubble.h, item.y + item.h / 2 - bubble.h / 2));
  if (item.x + item.w + gap + bubble.w <= area.w - 8) return { x: item.x + item.w + gap, y: midY };
  if (item.x - gap - bubble.w >= 8) return { x: item.x - gap - bubble.w, y: midY };
  const x = Math.max(8, Math.min(area.w - bubble.w - 8, item.x + item.w / 2 - bubble.w / 2));
  const below = item.y + item.h + gap;
  if (below + bubble.h <= area.top + area.h || item.y - gap - bubble.h < area.top) return { x, y: below };
  return { x, y: item.y - gap - bubble.h };
}

/** Return the boxes a coach bubble must leave visible (page.root pixels): the prompt with its chips (`area` of the
 * scene's "prompt" item; a bare text line runs to the table's right edge), the items a table marks `keep` and an
 * open card zoom (`soft`: covered rather than a move when there is no other place). */
export function promptBoxes(scene, scale = 1, left = 0, top = 0) {
  return (scene?.items ?? []).filter((i) => i.label === "prompt" || i.keep || i.label === "zoom")
    .map((i) => ({ ...(i.area ?? { x: i.x, y: i.y, w: i.w || Math.max(0, (scene.width ?? 0) - i.x), h: i.h || 14 }),
                   soft: i.label === "zoom" }))
    .map((r) => ({ x: left + r.x * scale, y: top + r.y * scale, w: r.w * scale, h: r.h * scale, soft: r.soft,
                   vital: !r.soft }));
}

/** Return the boxes (page.root pixels) of what the coach speaks of on the reader's own panel, its Sanity bar, score,
 * threat, story deck and deck (Mythos: the panel item marked `you`, labelled panel-<seat>), and the combat band: a
 * bubble keeps off them where another place is free (newcomer review 20, mythos_en finding 2, 022_dawn2: "watch your
 * bar beside your investigator" lay on that bar; 012/020 the threat and story deck, 025 the first combat band). */
export function spokenBoxes(scene, scale = 1, left = 0, top = 0) {
  const items = scene?.items ?? [];
  const seat = (items.find((i) => i.you && /^panel-/.test(i.label ?? ""))?.label ?? "").slice("panel-".length);
  const spoken = new Set(seat ? ["sanity", "score", "threat", "story-top", "deck"].map((k) => `${k}-${seat}`) : []);
  return items.filter((i) => (spoken.has(i.label) || i.label === "combat") && i.w > 0 && i.h > 0)
    .map((i) => ({ x: left + i.x * scale, y: top + i.y * scale, w: i.w * scale, h: i.h * scale, soft: true }));
}

/** Return the boxes a coach bubble must not cover besides the prompt (page.root pixels): every legal move on the
 * table (`act:`, `select:` and `cmd:` items), the hand (items labelled `hand-…`), the turn-order row (CHAOS's seat
 * badges, `seat-…`: issue 23, the bubble hid it at 1280), what a table marks `avoid` (CHAOS's pieces, key, gate and
 * bombs: issue 23 r6, the bubble hid the key's and the gate's rows) and, `soft`, the rest of the board. */
export function moveBoxes(scene, scale = 1, left = 0, top = 0) {
  // a zoom's frame (cmd:none: a click on it closes nothing) is no move: a bubble may lie over it when it must
  const move = (i) => typeof i.id === "string" && /^(act|select|cmd):/.test(i.id)
    && !["select:none", "cmd:none"].includes(i.id);
  // what the last step touched (`last`: an other's new card, framed cyan) is avoided too, never vital: a Mythos desk
  // bubble kept its top-left place over Bot 2's new cards (newcomer review 15, page finding 3, 007-022)
  return (scene?.items ?? []).map(headSized).filter((i) => i.w > 0 && i.h > 0
    && (move(i) || /^(hand|seat)-/.test(i.label ?? "") || i.label === "board" || i.avoid || i.head
        || (i.last && i.type !== "rect")))
    .map((i) => ({ x: left + i.x * scale, y: top + i.y * scale, w: i.w * scale, h: i.h * scale, last: Boolean(i.last),
                   soft: i.label === "board", guard: Boolean(i.avoid || i.head) && !move(i),
                   vital: /^(act|cmd):/.test(i.id ?? "") || /^(hand|seat)-/.test(i.label ?? "") || Boolean(i.highlight) }));
}

// A table's header lines (its status line, the time of day and its icon, the turn order's line): a bubble keeps them
// clear, as the status line a table marks `avoid` (newcomer review 16, finding 3: CHAOS desk, "What just happened"
// lay over the order strip and the "Dawn" header)
const HEAD_LABELS = /^(status|time|time-text|order|order-next)$/;

/** Return `item`, a header line (HEAD_LABELS) with its box (`head`; a text's width is its words', w: 0 in a scene). */
function headSized(item) {
  if (!item || !HEAD_LABELS.test(item.label ?? "")) return item;
  const size = item.size || item.h || 13;
  const w = item.type === "text" && !(item.w > 0) ? textWidth(String(item.text ?? ""), size, item.bold) : item.w;
  const x = item.type === "text" && item.align === "right" ? item.x - w
    : item.type === "text" && item.align === "center" ? item.x - w / 2 : item.x;
  return { ...item, x, w, h: item.h || size, head: true };
}

/** Return where the bubble goes over a scene drawn at `scale` from (`left`, `top`) in an area `rootWidth` wide:
 * beside `item` (or, with none, in a free place), clear of the prompt, the moves, the hand and, if it can, the
 * board; with `visible` (how far down the page's window shows the root, root pixels) a place in sight first (issue
 * 23: a moment's bubble went below the window's foot when the reaction panel lengthened the table). */
export function coachPlace(scene, item, bubble, { scale = 1, left = 0, top = 0, rootWidth, height, width,
                                                  visible, visibleTop, keepClear = [] } = {}) {
  const box = item ? { x: left + item.x * scale, y: top + item.y * scale, w: item.w * scale, h: item.h * scale } : null;
  // `keepClear`: the page's own boxes a bubble never covers (the story's header and its "since your turn" digest)
  const avoid = [...promptBoxes(scene, scale, left, top), ...moveBoxes(scene, scale, left, top),
                 ...spokenBoxes(scene, scale, left, top), ...keepClear.map((b) => ({ ...b, vital: true }))]
    .filter((o) => !box || overlapArea(o, box) < o.w * o.h);   // the item itself is not a box to avoid twice
  // a table whose first sight already says its choices are further down (CHAOS's window line on a phone, `below`)
  // keeps that sight, the board, uncovered: the bubble goes by its item down there (issue 23 r6b, item 2)
  const told = (scene?.items ?? []).some((i) => i.below);
  return bubblePlace(box, bubble, { left, top, w: rootWidth, h: height, width, visible: told ? undefined : visible,
                                    visibleTop }, avoid);
}

/** Return the room (px) the root must add at its foot so a bubble at `y`, `h` high, lies inside it with a margin
 * (0: it does): a phone's bubble went below the table and the page cut it, its Got it never seen (issue 23 r6c,
 * finding 8: phone_035). `rootHeight`: the root's height without such room. */
export function roomBelow(y, h, rootHeight) {
  return rootHeight > 0 ? Math.max(0, Math.ceil(y + h + 8 - rootHeight)) : 0;
}

/** Give the root the room at its foot a bubble (`at`, `h` high; null: none showing) needs to lie inside it. */
function keepInside(root, at, h) {
  const had = Number(root.dataset?.coachRoom || 0);
  const room = at ? roomBelow(at.y, h, (root.offsetHeight || 0) - had) : 0;
  if (room === had) return;
  root.dataset.coachRoom = String(room);
  root.style.paddingBottom = room ? `${6 + room}px` : "";   // 6: the root's own padding (ui/page.js)
}

/**
 * Return `at` moved into the window's sight (root pixels `top`..`bottom`; undefined outside a browser) when a bubble
 * (`size` {w, h}) placed there lies out of it: the lowest place in sight covering none of the `boxes` (the ringed
 * item, the moves and the hand), else `at` unchanged. Over a phone's open card zoom a bubble placed below the table
 * was never seen, and scrolling to it moved the page after a tap (review 7, page finding 2).
 */
export function intoSight(at, size, top, bottom, boxes = []) {
  const { w, h } = size;
  if (top === undefined || bottom === undefined || (at.y >= top && at.y + h <= bottom)) return at;
  const covers = (y) => boxes.some((b) => at.x < b.x + b.w && b.x < at.x + w && y < b.y + b.h && b.y < y + h);
  for (let y = bottom - h - 8; y >= top + 8; y -= 8) {
    if (!covers(y)) return { ...at, y };
  }
  return at;
}

/** Return `scene` without the items an open card zoom hides (drawn before it, inside its box): a bubble over them
 * covers nothing the reader can see or press. */
export function unhidden(scene) {
  const items = scene?.items ?? [];
  const at = items.findIndex((i) => i.label === "zoom");
  if (at < 0) return scene;
  const z = items[at];
  const inside = (i) => i.x >= z.x && i.y >= z.y && i.x + i.w <= z.x + z.w && i.y + i.h <= z.y + z.h;
  return { ...scene, items: items.filter((i, k) => k >= at || !inside(i)) };
}

/** Return whether `item` lies under an open card zoom (drawn before it, overlapping it): its ring would be drawn over
 * the pop-up (newcomer review 15, page finding 3, Mythos phone 033); the pop-up covers the ring. */
function underZoom(scene, item) {
  const items = scene?.items ?? [];
  const at = items.findIndex((i) => i.label === "zoom");
  return at >= 0 && items.indexOf(item) < at && overlapArea(item, items[at]) > 0;
}

/** Return how far down `root` the window shows it (root pixels; undefined outside a browser window). */
function visibleBottom(root) {
  const inner = typeof window === "undefined" ? 0 : window.innerHeight;
  return inner > 0 && root.getBoundingClientRect ? Math.max(0, inner - root.getBoundingClientRect().top) : undefined;
}

/** Return where the window's sight of `root` begins (root pixels: above it the page is scrolled away). */
function visibleTop(root) {
  return root.getBoundingClientRect ? Math.max(0, -root.getBoundingClientRect().top) : undefined;
}

/**
 * Return how far (px, + down) the page must scroll so a box from `top` to `bottom` (window pixels) lies in a window
 * `inner` high, `margin` clear (0: it does); a box taller than the window shows its top, where its chips are.
 */
export function revealBy(top, bottom, inner, margin = 8) {
  if (!(inner > 0) || (top >= 0 && bottom <= inner)) return 0;
  if (top < 0 || bottom - top + 2 * margin > inner) return top - margin;
  return bottom + margin - inner;
}

/** Scroll the page (the nearest box above `el` that scrolls, else the window: Voilà scrolls a box) `by` px down. */
export function scrollPage(el, by, win = globalThis.window) {
  if (!by || !win) return;
  for (let box = el?.parentElement; box && box !== win.document?.scrollingElement; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(win.getComputedStyle?.(box).overflowY ?? "")) {
      box.scrollTop += by;
      return;
    }
  }
  win.scrollBy?.({ top: by });
}

/**
 * Scroll an open card zoom of `scene` (drawn on `canvas`) into the window: the whole box where it fits, else its top
 * down to its last chip (issue 23 round D, finding 1: on a phone most zooms opened below the fold, a tap showed
 * nothing). A zoom with no chips of its own (Letter's: its moves are the chips by the prompt) is not scrolled to:
 * scrolling to it took the card's chips and the opponent's row off a phone's window after every tap (round D).
 * Return the px scrolled.
 */
export function revealZoom(canvas, scene, win = globalThis.window) {
  const zoom = scene?.items?.find((i) => i.label === "zoom" && i.h > 0);
  if (!zoom || !win?.innerHeight || !canvas?.getBoundingClientRect) return 0;
  const box = canvas.getBoundingClientRect();
  const k = box.width / (scene.width || box.width || 1);
  const inZoom = (i) => i.y >= zoom.y && i.y < zoom.y + zoom.h && i.x >= zoom.x && i.x < zoom.x + zoom.w;
  const chips = scene.items.filter((i) => i.type === "chip" && inZoom(i)).map((i) => i.y + i.h);
  if (!chips.length) return 0;   // a zoom without chips (Letter's) is read, not acted on: the page stays put
  const bottom = zoom.h * k + 16 <= win.innerHeight ? zoom.y + zoom.h : Math.max(...chips);
  const by = revealBy(box.top + zoom.y * k, box.top + bottom * k, win.innerHeight);
  scrollPage(canvas, by, win);
  return by;
}

/** Scroll a coach bubble into the window if it lies outside it (its Got it too), never taking the ringed item `ring`
 * out of it; return the px scrolled. Only for the first bubble of the reader's Learn to play (review 7: a page scrolls
 * when its reader asks). */
export function revealBubble(bubble, ring, win = globalThis.window) {
  if (!win?.innerHeight || !bubble.getBoundingClientRect) return 0;
  const r = bubble.getBoundingClientRect();
  let by = r.height ? revealBy(r.top, r.bottom, win.innerHeight) : 0;
  // never so far that the ringed item (what to click) leaves the window: Letter's Compare chip went off a phone's
  // top when its bubble, under the table, was scrolled to (round D)
  const at = ring && !ring.hidden ? ring.getBoundingClientRect?.() : null;
  if (at?.height && by > 0) by = Math.max(0, Math.min(by, at.top - 8));
  if (at?.height && by < 0) by = Math.min(0, Math.max(by, at.bottom + 8 - win.innerHeight));
  scrollPage(bubble, by, win);
  return by;
}

/**
 * Return a bubble's Got it button: a press runs `close`; a tap or a mouse's click also has `canvas` press nothing a moment,
 * so the tap's ghost click does not reach the table under the bubble (newcomer review 11, finding 2, Mythos phone
 * 016/021: the glossary or a card's zoom opened). While `fresh()` (the bubble took another's place a moment ago) a
 * press does nothing (newcomer review 13, Letter phone: a tap meant for step 1's note closed step 2 unread).
 */
function gotIt(text, canvas, close, fresh = () => false) {
  const ok = el("button", "cw-coach-ok", text);
  let finger = false;
  ok.addEventListener("pointerdown", (event) => { finger = event?.pointerType === "touch"; });
  ok.addEventListener("click", (event) => {
    if (fresh()) return;   // the bubble was put there under the finger: the press was meant for the one before
    if (finger || pointed(event)) quietCanvas(canvas);
    // the bubble's place presses nothing for a moment, the bar's Undo under a phone's sheet included (review 12, 1)
    const box = ok.closest?.(".cw-coach")?.getBoundingClientRect?.();
    close();
    quietPlace(box);
  });
  return ok;
}

/** A bubble that left its place by itself (the bots played, the next step's bubble went elsewhere) has a click at
 * the place it left press nothing a moment: the reader aimed at its Got it, and the click opened the zoom of the card
 * laid out under it (newcomer review 19, Mythos desk finding 1, seen in reviews 17-19). */
function quietLeftPlace(bubble, was, okWas, ring) {
  if (!was || !(was.width > 0)) return;
  const now = bubble.hidden ? null : bubble.getBoundingClientRect?.();
  const moved = !now || Math.abs(now.left - was.left) > 4 || Math.abs(now.top - was.top) > 4;
  if (moved) quietPlace(was, globalThis.window, LEFT_PLACE_MS);
  // shown elsewhere now: the reader's next click at its Got it's old place, seconds later, was aimed at it (review 21);
  // a phone's sheet keeps its edge, and a tap on the board where it was is the reader's own (chaos_ja 3: a lost tap)
  if (moved && now && !bubble.dataset?.dock) quietOnce(okWas, globalThis.window, undefined, [now, ring.hidden ? null : ring.getBoundingClientRect?.()]);
}

/** Return the box (window px) of a shown bubble's Got it, or null. */
function gotItBox(bubble) {
  const kids = (node) => Array.from(node?.childNodes ?? []);
  const buttons = bubble.hidden ? null : kids(bubble).find((n) => n.className === "cw-coach-buttons");
  return kids(buttons).find((n) => n.className === "cw-coach-ok")?.getBoundingClientRect?.() ?? null;
}

/** Return `render` that quiets the place the bubble left by itself (quietLeftPlace); `left.byReader`: its Got it. */
function watchLeaving(bubble, render, left, ring) {
  return (model, scene) => {
    const was = bubble.hidden ? null : bubble.getBoundingClientRect?.();
    const okWas = gotItBox(bubble);
    render(model, scene);
    if (!left.byReader) quietLeftPlace(bubble, was, okWas, ring);
    left.byReader = false;
  };
}

// how long the place a bubble left by itself presses nothing: a person's click aimed at it lands that much later
export const LEFT_PLACE_MS = 1200;

/** Whether a Got it's click came from a pointer (a mouse's has a click count; a key's is 0): a mouse's click, or the
 * second of a double-click, reached the story-deck card under the closed bubble (newcomer review 17, Mythos desk 1). */
function pointed(event) {
  return event?.detail > 0;
}

// how long a bubble that appeared (in another's place or where none was) ignores its Got it: the press was aimed at
// the one before (newcomer review 13, Letter phone: step 2 closed by a tap meant for step 1's note; review 17 round Z,
// finding 3: by a second tap, the note closed a moment before)
export const FRESH_MS = 600;

/** Return what a mark is, for the "Got it" memory: a moment by its name, a coached step by its number (its card
 * then its chip is one step), any other mark by its words. */
export function markKey(mark) {
  if (mark.moment) return `moment:${mark.moment}`;
  // a step asked again after an Undo (its `again`: the position undone to) is a new mark: the step's earlier Got it
  // must not hide it, or the "you took your move back" line never shows (round P, review 12's CHAOS phone)
  if (mark.n && mark.astray != null) return `step:${mark.n}:astray:${mark.astray}`;   // a held move's line (CHAOS)
  if (mark.n) return mark.again != null ? `step:${mark.n}:again:${mark.again}` : `step:${mark.n}`;
  return mark.free ? "free" : JSON.stringify(mark);
}

/** Return the page's session store, or null where the page may not use one (a sandboxed frame). */
function sessionStore() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Return the "Got it" memory of a page: the marks dismissed in the game shown (its deal and seat), kept in the
 * session so a reload or a mark coming back (Undo, a card then its chip) never shows them again; "Learn to play"
 * (the reader asking for help) forgets them (issue 23 round F item 2: "Reaction" and "You are a ghost" came back
 * after Got it, the memory held only the last mark and only until the page was built again).
 */
export function coachMemory(store = sessionStore()) {
  let at = null;
  let gone = new Set();
  let fresh = false;   // asked for help: the next game shown (Learn to play deals the same one again) starts afresh
  const save = (k) => {
    try {
      store?.setItem(k, JSON.stringify([...gone]));
    } catch { /* a full or closed store: the memory lasts as long as the page */ }
  };
  const where = (model) => ["cw-coach", gameOf(model), model.get("deal"), model.get("seed"), model.get("seat")]
    .map((v) => v ?? "").join("|");
  const sync = (model) => {
    const k = where(model);
    if (k === at) return k;
    at = k;
    if (fresh) {
      fresh = false;
      gone = new Set();
      save(k);
      return k;
    }
    let saved = [];
    try {
      saved = JSON.parse(store?.getItem(k) ?? "[]");
    } catch {
      saved = [];
    }
    gone = new Set(Array.isArray(saved) ? saved : []);
    return k;
  };
  return {
    hides: (model, mark) => {
      const k = sync(model);
      // a step asked again after an Undo: the course goes on from it, so the later steps' Got it is forgotten too (the
      // next step, dismissed before the Undo, never came back: newcomer review 13, CHAOS phone)
      if (mark?.again != null && mark.n) {
        const later = [...gone].filter((key) => Number((/^step:(\d+)$/.exec(key) ?? [])[1]) >= mark.n);
        if (later.length) {
          later.forEach((key) => gone.delete(key));
          save(k);
        }
      }
      return gone.has(markKey(mark));
    },
    dismiss: (model, mark) => { const k = sync(model); gone.add(markKey(mark)); save(k); },
    /** The reader asked to read the closed `mark` again (its step tag): it shows until its next Got it. */
    recall: (model, mark) => { const k = sync(model); gone.delete(markKey(mark)); save(k); },
    forget: (model) => { const k = sync(model); gone = new Set(); save(k); fresh = true; },
  };
}

/**
 * Return how the coach's sentences read on this screen: on a touch screen a finger's words (tap, press and hold, no
 * keys: ui/help.js forTouch), as the help says them (review 7: the Letter tutorial said 點擊 where the prompts say 輕觸).
 */
export function touchWords(model, media = globalThis.matchMedia) {
  const touch = Boolean(media?.("(pointer: coarse)")?.matches);
  return touch ? (text) => forTouch(text, model.get("lang")) : (text) => text;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Return the window box ({top, bottom}) of the table's turn line drawn on `canvas` at `scale` (CHAOS's "status", else
 * the scene's topmost text: Letter's and Mythos's heading), or null.
 */
export function turnLine(canvas, scene, scale) {
  const texts = (scene?.items ?? []).filter((i) => i.type === "text" && i.text);
  const line = texts.find((i) => i.label === "status") ?? texts.reduce((a, b) => (a && a.y <= b.y ? a : b), null);
  const box = line && canvas?.getBoundingClientRect?.();
  if (!box) return null;
  const h = (line.h || line.size || 14) * scale;
  return { top: box.top + line.y * scale - 4, bottom: box.top + line.y * scale + h + 4 };
}

/** Return the window boxes ({top, bottom}) of the scene's moves (act: items) and hand cards but the ringed `item`. */
function sheetAvoids(canvas, scene, scale, item) {
  const box = canvas?.getBoundingClientRect?.();
  if (!box) return [];
  return (scene?.items ?? []).filter((i) => i !== item && i.h > 0 && i.w > 0
    && (/^act:/.test(typeof i.id === "string" ? i.id : "") || /^hand-/.test(i.label || "")))
    .map((i) => ({ top: box.top + i.y * scale, bottom: box.top + (i.y + i.h) * scale }));
}

/**
 * Return the boxes ({top, bottom}, window px) of what a mark talks about besides its ringed item: the other items of
 * its move (CHAOS: the board's cell beside the chip that plays it) and the cell its target names. A phone's sheet
 * keeps off them where an edge can (newcomer review 12, CHAOS phone finding 3: the bubble lay over the cell it spoke of).
 */
function anchorsOf(canvas, scene, scale, item, mark) {
  const box = canvas?.getBoundingClientRect?.();
  if (!box || !mark) return [];
  const cell = Array.isArray(mark.target?.cell) ? mark.target.cell : null;
  return [...(scene?.items ?? []).filter((i) => i !== item && i.h > 0 && i.w > 0
    && ((mark.id && i.id === `act:${mark.id}`) || (cell && i.type === "cell" && i.row === cell[0] && i.col === cell[1])
      || spokenPiece(i, mark))), ...namedItems(scene, mark)]   // and what its words name (review 27, coach_named.js)
    .map((i) => ({ top: box.top + i.y * scale, bottom: box.top + (i.y + i.h) * scale }));
}

/** Return whether `i` is a piece the mark talks about: the reader's own, or one its text names ("B1", not "B10"),
 * kept clear of a phone's sheet (newcomer review 18, CHAOS ja phone: the sheet covered B1 on rows 1-2). */
function spokenPiece(i, mark) {
  if (i.type !== "piece" || typeof i.seat !== "string") return false;
  return Boolean(i.you) || new RegExp(`(^|[^0-9A-Za-z])${i.seat}([^0-9A-Za-z]|$)`).test(mark.text ?? "");
}

/** Return what a phone's sheet keeps in sight or off (dockBubble's plan): the turn line and the bar, the other moves
 * and the hand (sheetAvoids), what the mark talks about (anchorsOf), and how far the page may scroll up. */
function sheetPlan(page, scene, scale, item, mark) {
  const canvas = page.canvas;
  return { keep: [turnLine(canvas, scene, scale), page.top?.getBoundingClientRect?.()], up: scrolledUp(canvas),
           moves: sheetAvoids(canvas, scene, scale, item), anchors: anchorsOf(canvas, scene, scale, item, mark) };
}

/** Return how far the page around `el` is scrolled down (the window and every box above it: Voilà scrolls a box). */
function scrolledUp(el) {
  let up = globalThis.window?.scrollY || 0;
  for (let box = el?.parentElement; box; box = box.parentElement) up += box.scrollTop || 0;
  return up;
}

/** Put the ring around the scene item `item` (scene units, drawn at `scale` from the canvas's `left`, `top`); a
 * button's (a chip's) inside its own box, its glow inward (`data-kind=chip`): round it the glow lay over the line under
 * CHAOS's End turn, 「順番 ↻ 次」 (newcomer review 40, chaos_ja 7: 010 021 039). */
export function placeRing(ring, item, scale, left, top) {
  const chip = item.type === "chip";
  ring.dataset.kind = chip ? "chip" : "";
  const [out, grow] = chip ? [0, -8] : [4, 2];   // the 4 px border: within the chip, or round the card or cell
  Object.assign(ring.style, { left: `${left + item.x * scale - out}px`, top: `${top + item.y * scale - out}px`,
                              width: `${Math.max(0, item.w * scale + grow)}px`,
                              height: `${Math.max(0, item.h * scale + grow)}px` });
}

/** Return the boxes (root pixels, vital) of the story panel's header, its "since your turn" digest and its toasts
 * (a big moment's note pinned over the story): a bubble over the story column hid them (newcomer review 11, CHAOS
 * desk finding 6: 003, 013, 023; review 15, page finding 3: Mythos desk 131's adventure, CHAOS desk 009's gate). */
export function storyHeadBoxes(root) {
  const at = root?.getBoundingClientRect?.();
  const els = root?.querySelectorAll ? [...root.querySelectorAll(".cw-story-head, .cw-digest, .cw-toast")] : [];
  return at ? els.map((e) => e.getBoundingClientRect?.()).filter((r) => r && r.width > 0 && r.height > 0)
    .map((r) => ({ x: r.left - at.left, y: r.top - at.top, w: r.width, h: r.height, vital: true })) : [];
}

/**
 * Place the shown coach `bubble` over a wide page: beside its `item`, never over it, the prompt, the legal moves or
 * the hand (and, where it can, not the board), in the window's sight (coachPlace, intoSight); over an open card zoom
 * it waits, hidden, until the zoom closes (newcomer review 9, finding 2: it covered the rule text it spoke of).
 */
function placeBubble(page, bubble, scene, item, { scale, left, top, mark }, kept = null, tag = null) {
  const canvas = page.canvas;
  const rootWidth = page.root.clientWidth || 800;
  const bw = Math.min(320, rootWidth - 16);
  const h = bubble.offsetHeight || 140;
  // the ring's tag (review 26) and what the mark's words name (review 27, mythos_en 1: coach_named.js)
  const named = namedBoxes(scene, mark, { scale, left, top });
  const keepClear = [...storyHeadBoxes(page.root), ...storyNewestBoxes(page.root), ...storyColumn(page.root),
                     ...scoreBoxes(scene, scale, left, top), ...(tag ? [tag] : []), ...named];
  const at = coachPlace(scene, item, { w: bw, h }, { scale, left, top, rootWidth, height: canvas.clientHeight || 600,
                                                     width: canvas.clientWidth || rootWidth,
                                                     visible: visibleBottom(page.root),
                                                     visibleTop: visibleTop(page.root), keepClear });
  const seen = unhidden(scene);
  const vital = [...promptBoxes(seen, scale, left, top), ...moveBoxes(seen, scale, left, top), ...keepClear]
    .filter((b) => b.vital);
  // what a kept place must stay off: the vital boxes, and the pieces, key and gate a table marks `avoid` (guard)
  const hard = [...vital, ...moveBoxes(seen, scale, left, top).filter((b) => b.guard || b.last)];
  const near = item ? [{ x: left + item.x * scale, y: top + item.y * scale, w: item.w * scale, h: item.h * scale },
                       ...(tag ? [tag] : [])] : [];
  const zoom = promptBoxes(scene, scale, left, top).find((b) => b.soft);
  // one place while it shows and from step to step at one table width: the place the last bubble took, while it
  // covers nothing vital, the ringed item or an open zoom and lies in sight (newcomer review 14, finding 1: the box
  // jumped between top-centre and the right side, and over the story after a card click)
  const free = kept && kept.width === rootWidth
    && ![...near, ...hard, ...(zoom ? [zoom] : [])].some((b) => overlapArea({ x: kept.x, y: kept.y, w: bw, h }, b) > 0)
    && intoSight(kept, { w: bw, h }, visibleTop(page.root), visibleBottom(page.root), []) === kept;
  const sight = free ? kept : sightPlace(at, { w: bw, h }, page.root, [...near, ...vital], named);
  if (zoom && overlapArea({ ...sight, w: bw, h }, zoom) > 0) {
    bubble.hidden = true;
    return;
  }
  bubble.style.left = `${sight.x}px`;
  bubble.style.top = `${sight.y}px`;
  keepInside(page.root, sight, h);
  return { x: sight.x, y: sight.y, width: rootWidth };
}

/** Return where in the window's sight the bubble of `size` at `at` goes, off `boxes` if it can, else off all but the
 * `named` ones, else at sight's foot: a bubble kept off everything its words named was left under a 1280×800 page's
 * fold, out of sight (newcomer review 28, mythos_en 1: step 4 never showed; named since round AS7). */
function sightPlace(at, size, root, boxes, named) {
  const top = visibleTop(root), bottom = visibleBottom(root);
  const shown = (p) => top === undefined || bottom === undefined || (p.y >= top && p.y + size.h <= bottom);
  const first = intoSight(at, size, top, bottom, boxes);
  if (shown(first)) return first;
  const second = intoSight(at, size, top, bottom, boxes.filter((b) => !named.includes(b)));
  return shown(second) ? second : { ...at, y: Math.max(top + 8, bottom - size.h - 8) };
}

/** Return the boxes (root pixels, vital) of the table's score lines (items labelled `score-…`: Mythos's "score 17 =
 * Sanity 17 + …"): a bubble hid them (newcomer review 14, Mythos desk 040). */
function scoreBoxes(scene, scale, left, top) {
  return (scene?.items ?? []).filter((i) => i.type === "text" && /^score-/.test(i.label ?? "") && i.w > 0)
    .map((i) => {
      const x = i.align === "right" ? i.x - i.w : i.align === "center" ? i.x - i.w / 2 : i.x;
      return { x: left + x * scale, y: top + i.y * scale, w: i.w * scale, h: (i.h || i.size || 14) * scale, vital: true };
    });
}

/** Return the box (root pixels, vital) of a wide page's story column beside the table, or none: a bubble never lies
 * over the story on a desk (newcomer review 16, finding 6: Letter's step 5 bubble jumped from the table's middle to
 * the right, over the story panel, at 1280×800). A phone's story is below the table, out of the bubble's way. */
function storyColumn(root) {
  const at = root?.getBoundingClientRect?.();
  const story = root?.dataset?.wide === "1" ? root.querySelector?.(".cw-story")?.getBoundingClientRect?.() : null;
  return at && story && story.width > 0 && story.height > 0
    ? [{ x: story.left - at.left, y: story.top - at.top, w: story.width, h: story.height, vital: true }] : [];
}

/** Return the boxes (root pixels, vital) of the story's three newest lines in sight: a bubble over the story column
 * hid the line that said what just happened (newcomer review 14, Mythos desk 051, 016). */
function storyNewestBoxes(root) {
  const at = root?.getBoundingClientRect?.();
  const els = root?.querySelectorAll ? [...root.querySelectorAll(".cw-lines .cw-line")] : [];
  return at ? els.slice(-3).map((e) => e.getBoundingClientRect?.()).filter((r) => r && r.width > 0 && r.height > 0)
    .map((r) => ({ x: r.left - at.left, y: r.top - at.top, w: r.width, h: r.height, vital: true })) : [];
}

/** Return the coach's bubble and ring, hidden, added to `root`. */
function coachBoxes(root) {
  const bubble = el("div", "cw-coach");
  bubble.setAttribute("role", "status");
  const ring = el("div", "cw-coach-ring");
  bubble.hidden = ring.hidden = true;
  root.append(ring, bubble);
  return { bubble, ring };
}

/**
 * Return the coach's note keeper: a "what just happened" note shown and not yet closed keeps its line over the one
 * step (or "on your own") that comes next, until the reader's Got it closes that line (newcomer review 13, Mythos
 * phone: the bots played while the note was read, the step took its place and the tap meant for the note closed the
 * step unread; steps 2-7 never showed).
 */
function noteKeeper(memory) {
  let note = null;
  let over = null;   // the one step it lies over
  const told = new Set();   // the lines the notes said: the step after one never says its line again
  return {
    /** Return `lines` of `mark` without a "done" line a note already said (newcomer review 19, Mythos desk 011:
     * step 4 began with the "You have arrived…" line its note had said word for word). */
    unsaid: (mark, lines) => {
      if (!lines?.done) return lines;
      if (mark.wait) return told.add(lines.done) && lines;
      // CHAOS adds what the bots did meanwhile after it: that news stays (review 30, chaos_en 7, 029 vs 031)
      const said = [...told].find((line) => lines.done.startsWith(line));
      return said ? { ...lines, done: lines.done.slice(said.length).trim() } : lines;
    },
    /** Return the note whose line lies over `mark` (a step, "on your own"), or null. */
    heldOver: (model, mark) => (note && (mark.n || mark.free) && (!over || over === markKey(mark))
      && !memory.hides(model, note) ? note : null),
    /** The bubble shows `lines` for `mark`, `held` over it: a note shown is kept (one without words holds nothing). */
    shown: (mark, lines, held) => {
      // the bots' wait line says what to do while they play, not what happened: it never lies over the reader's next
      // step (review 40, chaos_en 5: step 7 began "The bots play now" while the table waited for the reader)
      note = lines ? held ?? (mark.wait && !mark.bots ? mark : null) : null;
      over = held ? markKey(mark) : null;
    },
    close: () => { note = over = null; },
    /** Learn to play again: nothing said yet. */
    restart: () => { note = over = null; told.clear(); },
  };
}

/** Return {see(key), fresh()}: the bubble shows the mark `key` (null: none); fresh() while FRESH_MS have not passed
 * since it appeared, in another's place (newcomer review 13, finding 2) or where none was (review 17 round Z, finding
 * 3, Letter phone: the next step came where the closed note had been and a second tap closed it unseen): its Got it
 * then does nothing. */
function freshness() {
  let drawn = null;
  let at = 0;
  return {
    /** Return true when `key` took the place of another mark shown (the bubble's words changed under the reader). */
    see: (key) => {
      if (key === drawn) return false;
      const replaced = drawn !== null && key !== null;
      [drawn, at] = [key, key !== null ? Date.now() : 0];
      return replaced;
    },
    fresh: () => Date.now() - at < FRESH_MS,
  };
}

/** Mark the coach `bubble` new for a moment (a short highlight, .cw-coach-new) when its mark `key` took another's
 * place (`changed`): the reader sees a new step came without a second Got it (newcomer review 14, finding 1). */
function flashIfNew(bubble, key, changed) {
  const mark = (on) => {
    bubble.className = on ? "cw-coach cw-coach-new" : "cw-coach";
  };
  if (changed) {
    bubble.dataset.fresh = key;
    mark(false);
    void bubble.offsetWidth;   // restart the animation
  }
  mark(bubble.dataset.fresh === key);
  clearTimeout(bubble.freshTimer);
  if (bubble.dataset.fresh) {
    bubble.freshTimer = setTimeout(() => {
      delete bubble.dataset.fresh;
      mark(false);
    }, FLASH_MS);
  }
}

// how long a new step's bubble is marked new (its highlight fades within it)
const FLASH_MS = 1200;

/** Return `text` cut at its first line break: [what the bubble says, what its "More…" keeps] ("" for none). */
function cutMore(text) {
  const at = (text ?? "").indexOf("\n");
  return at < 0 ? [text ?? "", ""] : [text.slice(0, at), text.slice(at + 1)];
}

/** Return the "More…" button (labelled `label`) and the rest of a step's words (`rest`), shown once pressed; a step
 * keeps them open through redraws (`bubble.dataset.open`: its mark `key`). A course step says what to click and why
 * in at most 5 lines; the rest waits behind it (newcomer review 19, Mythos desk: 10-line bubbles, 015, 017). */
function moreParts(bubble, rest, label, key, grown) {
  if (!rest) return { button: [], text: [] };
  const open = bubble.dataset.open === key;
  const text = el("div", "cw-coach-text cw-coach-rest", rest);
  const button = el("button", "cw-coach-more", label || "…");
  [text.hidden, button.hidden] = [!open, open];
  button.addEventListener("click", () => {
    bubble.dataset.open = key;
    [text.hidden, button.hidden] = [false, true];
    grown?.();   // placed again at its new height: off the item it rings (review 28, mythos_en 7, 037: over Pass)
  });
  return { button: [button], text: [text] };
}

/** Fill the coach `bubble` with `lines` (head, done, text), a held note's line (`noteLine`) above its own, and `ok`;
 * what follows a line break in them waits behind "More…" (moreParts). */
function fillBubble(bubble, lines, noteLine, said, ok, key, grown, extra = []) {
  const [note, done, text] = [noteLine, lines.done, lines.text].map(cutMore);
  const more = moreParts(bubble, said([note[1], done[1], text[1]].filter(Boolean).join(" ")), lines.more, key, grown);
  const buttons = el("div", "cw-coach-buttons");
  buttons.append(ok, ...more.button, ...extra);
  // a tap on a phone's folded strip (not on its Got it) unfolds it for this step (coach_dock.js keptPlace)
  bubble.onclick = (e) => {
    if (!bubble.dataset.fold || e?.target?.closest?.("button")) return;
    bubble.dataset.unfold = key;
    grown?.();
  };
  bubble.replaceChildren(el("div", "cw-coach-head", lines.head), ...[note[0], done[0]].filter(Boolean)
    .map((line) => el("div", "cw-coach-done", said(line))),
  ...(text[0] ? [el("div", "cw-coach-text", said(text[0]))] : []), ...more.text, buttons);
}

/** Put the coach's bubble on a phone as a sheet at the window's edge, never placed down the page (review 9); `dock`
 * keeps the scroll and edges from one mark to the next. */
function dockSheet(page, { bubble, ring, scene, scale, item, mark, key }, dock) {
  keepInside(page.root, null, 0);
  releaseStory(page.root, bubble);   // a page turned narrow: its story gets its room back
  // a new mark may scroll its item and the turn line into sight; a redraw never
  // the page scrolled for it: the table under a finger moved, the next tap's aim is stale (review 12, finding 2)
  const scroll = key !== dock.scrolled ? (by) => { scrollPage(page.canvas, by); quietCanvas(page.canvas); } : null;
  dock.scrolled = key;
  // one place for the whole tutorial: the edge its first sheet took (review 11, finding 4); a moment (CHAOS, after
  // it) chooses its own
  const edge = dockBubble(bubble, ring, zoomBox(page.canvas, scene, scale), globalThis.window,
                          { ...sheetPlan(page, scene, scale, item, mark), scroll, key,
                            edge: mark.moment ? null : (!scroll && dock.markEdge) || dock.sheetEdge,
                            first: !mark.moment && !dock.sheetEdge });
  // the first sheet's edge, kept
  if (edge && !mark.moment) [dock.markEdge, dock.sheetEdge] = [edge, dock.sheetEdge ?? edge];
}

/** Put a wide page's shown `bubble` at its story column's top, beside the table, one place for the whole course (newcomer
 * review 30, chaos_en 4: it sat over the board rows it spoke of); return false where there is no story column. */
function deskStory(root, bubble) {
  if (!storyDock(root, bubble)) return false;
  keepInside(root, null, 0);
  return true;
}

/** Return the button a course's end offers (`mark.next`), as a list ([] for none): {lesson, label} starts that
 * lesson (`start(lesson)`, as the bar's Learn to play does lesson 1: CHAOS's lesson 1 offers lesson 2, "Checkups,
 * reactions and ghosts", newcomer review 36), {restart, label} a new game (`send`: lesson 2's end, the reader is
 * ready). */
export function nextButtons(mark, start, send) {
  const { lesson, restart, label } = mark?.next ?? {};
  if (!Number.isInteger(lesson) && !restart) return [];
  const button = el("button", "cw-coach-next", lesson ? `★ ${label ?? ""}` : String(label ?? ""));
  button.type = "button";
  button.addEventListener("click", () => (lesson ? start(lesson) : send({ cmd: "restart" })));
  return [button];
}

/** Return the bar's "★ Lesson 2" button, running `press` (CHAOS's second lesson, "Checkups, reactions and ghosts":
 * newcomer review 36), in the bar's "⋯" fold: beside the seed on a wide page, in its panel on a phone, whose bar keeps
 * its rows; hidden until a CHAOS table is drawn (labelLessons). The bar asks before
 * it deals over a game under way as for Learn to play (toolbar.js LEARNS). */
function lessonTwoButton(bar, press) {
  const fold = Array.from(bar.childNodes ?? []).find((n) => n.className === "cw-more-box") ?? bar;
  const button = learnButton(fold, press);
  [button.className, button.hidden] = ["cw-learn-two", true];
  button.dataset.lesson = "2";
  return button;
}

/** Label the bar's Learn to play (`learn`) and Lesson 2 (`second`, shown at a CHAOS table only) in `words`; return
 * `model`. */
function labelLessons(model, words, learn, second) {
  [learn.textContent, learn.title] = [`★ ${words.learn}`, words.learn_title];
  [second.textContent, second.title, second.hidden] = [`★ ${words.learn_two}`, words.learn_two_title, gameOf(model) !== "chaos"];
  return model;
}

/** Return the bar's "Learn to play" button, added to `bar`, running `press` when pressed. */
function learnButton(bar, press) {
  const learn = el("button", "cw-learn");
  learn.addEventListener("click", press);
  bar.append(learn);
  return learn;
}

/** Return the step tag added to `bar` after Learn to play: hidden until `show(mark, course, words)` gives a closed
 * course step ("Course 2/5 ↺", its tooltip saying when the next step shows: a bare "↺ 4/10" read as the course's end,
 * newcomer review 34, chaos_en 12, letter_en 7); a press runs `press`, which shows that step's words again (newcomer
 * review 32, letter_zh 4: after Got it they were gone, and Learn to play only offered to restart the course). */
function stepTag(bar, press) {
  const tag = el("button", "cw-coach-again");
  tag.type = "button";
  tag.hidden = true;
  tag.addEventListener("click", press);
  bar.append(tag);
  // from a course's first step on the tag keeps its room, unseen while its step's words are shown: coming at each
  // Got it it wrapped the bar and moved the table ~20 px under the pointer, the next press missed (review 33,
  // letter_en 3, chaos_ja 4)
  // (unseen, it holds the words of the course's step shown, `room`: "Course 1/5 ↺" coming at Got it in the room of an
  // empty tag wrapped the phone's bar, test_browser_round34az8_phone_course)
  let last = null;   // the step last named: each language switch names it again (review 42, letter_zh 6, mythos_ja 5)
  tag.show = (mark, course = false, words = {}, room = null) => {
    if (mark || course) tag.hidden = false;
    // in a course the deal is fixed: a wide bar drops the Seed box and Play this seed (page.js) for the tag's room,
    // so it keeps one row (review 36, letter_en: "Course 1/5 ↺" sent "? Rules and help" to a second row)
    const root = tag.closest?.(".cw-root");
    if (root) root.dataset.course = mark || course ? "1" : "0";
    // drawn through the whole course, pressable only on a closed step: shown and hidden with each step's words and
    // the opponent's turns, it moved "? Rules and help" beside it (review 38, letter_zh 4, 006 → 007 → 012)
    // after a course the tag stays, its ↺ a ✓: gone, its row went and the table jumped ~20 px (review 41, letter_zh 6,
    // room_zh 6, chaos_ja 4, mythos_ja 11)
    const done = !(mark || course) && !tag.hidden;
    tag.style.visibility = mark || course || done ? "" : "hidden";
    tag.disabled = !mark;
    last = (done ? null : mark ?? room) ?? last;
    if (!last) return;
    const at = { n: last.n, of: last.of };
    const name = fill((last.of ? words.course_tag : words.course_tag_one) ?? "↺ {n}/{of}", at);
    tag.textContent = done ? name.replace("↺", "✓") : name;
    tag.title = done ? words.course_tag_done ?? ""
      : last.of && words.course_tag_title ? fill(words.course_tag_title, at) : last.step || last.title || "";
    tag.setAttribute("aria-label", tag.title);
  };
  return tag;
}

/**
 * Build the "Learn to play" button (in the bar) and the coach bubble and ring (over the canvas); return
 * `update(model, scene)`, run after each redraw: the bubble follows the mark, the ring its item.
 */
export function buildCoach(page, send, hooks = {}) {
  ensureStyle();
  const memory = coachMemory();
  let shown = null;   // the model last drawn: "Learn to play" forgets its game's dismissed marks
  let asked = null;   // the mark shown when the reader pressed Learn to play: the first after it is brought into sight
  // a phone's sheet (dockSheet): the mark its page was last scrolled for, the edge the sheet keeps for the whole
  // tutorial (Learn to play resets it), the edge the mark shown took (its redraws keep it: never back over its ring)
  const dock = { scrolled: null, sheetEdge: null, markEdge: null };
  let deskPlace = null;  // the place a wide page's last bubble took ({x, y, width}): the next keeps it if it can
  const notes = noteKeeper(memory);
  const drawn = freshness();
  const reading = noteReading();
  const startLesson = (lesson) => {   // lesson 1: the bar's Learn to play; 2 (CHAOS): lesson 1's end (nextButtons)
    dock.sheetEdge = dock.markEdge = deskPlace = null;   // a new tutorial: its first sheet chooses its place again
    notes.restart();
    if (shown) memory.forget(shown);
    asked = JSON.stringify(shown?.get("coach") ?? {});
    send(lesson > 1 ? { cmd: "learn", lesson } : { cmd: "learn" });
  };
  const [learn, second] = [learnButton(page.bar, () => startLesson(1)), lessonTwoButton(page.bar, () => startLesson(2))];
  let drawnOn = null;   // the scene last drawn: the step tag's press draws the bubble on it again
  let [lastStep, coursing] = [null, false];  // the step shown last (kept through "What just happened"); a course on
  const again = stepTag(page.bar, () => {
    const mark = shown?.get("coach");
    if ((mark?.n || mark?.wait) && drawnOn) { memory.recall(shown, mark); update(shown, drawnOn); }
  });
  const { bubble, ring } = coachBoxes(page.root);
  const leaving = { byReader: false };   // the bubble closes by its own Got it (gotIt quiets its place itself)
  const render = (model, scene) => {
    const words = endingWords(model.get("lang"), gameOf(model));
    shown = labelLessons(model, words, learn, second);
    const mark = model.get("coach") ?? {};
    const replay = model.get("replay")?.view;
    const held = replay ? null : notes.heldOver(model, mark);
    const gone = memory.hides(model, mark);
    const lines = notes.unsaid(mark, gone || replay ? null : coachLines(mark, words));
    drawnOn = scene;
    [lastStep, coursing] = [mark.of ? mark : mark.wait && !mark.over ? lastStep : null, inCourse(mark, coursing)];
    const step = taggedStep(mark, lastStep, gone);
    again.show(replay ? null : step, (coursing || Boolean(step)) && !replay, words, mark.of ? mark : null);
    notes.shown(mark, lines, held);
    bubble.hidden = !lines;
    if (!lines) releaseStory(page.root, bubble);   // the story column gets its room back (coach_desk.js)
    const key = lines ? markKey(mark) : null;
    const changed = drawn.see(key);
    reading.see(lines && mark.wait && !held ? key : null);
    const { item, scale, left, top } = showRing(ring, page.canvas, scene, mark, { lines, kept: gone && !replay, model, words });
    // closing keeps the root's room at its foot: a shorter root scrolled the page under the reader's finger, the
    // next tap hit another card (newcomer review 9, finding 3); the next bubble sets it again
    if (!lines) return;
    // one Got it closes the whole bubble, the note's line and the step under it (newcomer review 14, finding 1: a
    // first press closing the note's line only read as a dead click); a press within FRESH_MS of the bubble appearing,
    // taking another's place or growing does nothing, and the new step's arrival shows (its header, a short highlight)
    const ok = gotIt(words.got_it, page.canvas, () => {
      leaving.byReader = true;
      reading.close();
      if (held) memory.dismiss(model, held);
      memory.dismiss(model, mark);
      notes.close();
      update(model, scene);
      hooks.onClose?.();
    }, drawn.fresh);
    // never a bare "…": CHAOS's course and a held note's rest had no label (review 30, chaos_en 7, 035)
    fillBubble(bubble, { ...lines, more: lines.more || words.coach_more }, held?.done, touchWords(model), ok, key, () => update(model, scene), nextButtons(mark, startLesson, send));
    flashIfNew(bubble, key, changed);
    bubble.dataset.target = item ? item.id : "";
    if (docks(page.root)) return dockSheet(page, { bubble, ring, scene, scale, item, mark, key }, dock);
    deskPlace = placeOnDesk(page, { bubble, ring, scene, item, mark }, { scale, left, top }, deskPlace);
    // scrolled to only as the reader's Learn to play opens its first bubble: after a tap on the table the page stays
    // put (it moved after each tap: review 7, page finding 2)
    if (asked !== null && JSON.stringify(mark) !== asked) {
      asked = null;
      revealBubble(bubble, ring);
    }
  };
  const update = watchLeaving(bubble, render, leaving, ring);
  onAnyScroll(followSight(bubble));
  update.reading = readingOf(bubble, reading, () => shown);
  return update;
}

/** Return whether a course is under way at `mark` (`was`: it was at the mark before). */
function inCourse(mark, was) {
  // from a step's mark until the course lets go (its farewell, its end, a game without marks): a moment or the
  // opponent's turn between steps keeps the step tag in the bar (review 38, letter_zh 4)
  return Boolean(mark.of) || (was && !mark.free && !mark.over && Object.keys(mark).length > 0);
}

/** Return the course step the step tag offers to read again (`lastStep`: the course's step shown last), or null. */
function taggedStep(mark, lastStep, gone) {
  // a course step closed by Got it, still the one to play: its tag reads it again (review 32, letter_zh 4); after
  // it, while "What just happened" tells its result, the tag stays (review 33, letter_zh 9: gone there)
  return mark.wait && lastStep ? lastStep : gone && mark.n && !mark.moment && !mark.wait ? mark : null;
}

/** Place a wide page's bubble beside its item (not when hidden or shown in the story column); return the place it
 * took, else `deskPlace`, the place the last one took (the next keeps it if it can). */
function placeOnDesk(page, { bubble, ring, scene, item, mark }, { scale, left, top }, deskPlace) {
  delete bubble.dataset.dock;
  if (bubble.hidden || deskStory(page.root, bubble)) return deskPlace;
  return placeBubble(page, bubble, scene, item, { scale, left, top, mark }, deskPlace,
                     ringTagBox(ring, item, { scale, left, top })) ?? deskPlace;
}

/** Put the ring on the step's item (hidden when none) with its label; return the item and the canvas's place. */
function showRing(ring, canvas, scene, mark, { lines, kept, model, words }) {
  // after Got it the ring stays on a step's item until it is played or the step changes: with the bubble gone,
  // "choose the ringed card" must still find its card among the others that glow (newcomer review 8, finding 2)
  const item = ringedItem(scene, mark, Boolean(lines), kept, courseHolds(model));
  ring.hidden = !item || underZoom(scene, item);
  const place = canvasPlace(canvas, scene);
  if (item) placeRing(ring, item, place.scale, place.left, place.top);
  labelRing(ring, scene, item, words.coach_here, place);   // "Choose this" beside it, on no words
  return { item, ...place };
}

/** Return where the canvas lies in the page's root and its CSS px per scene px: {scale, left, top}. */
function canvasPlace(canvas, scene) {
  const scale = (canvas.clientWidth || scene.width || 1) / Math.max(1, scene.width || 1);
  return { scale, left: canvas.offsetLeft || 0, top: canvas.offsetTop || 0 };
}

/** Return the item the coach rings: the step's move (kept after its Got it until played, review 8), or, where the
 * course waits for the reader's step chip (courseHolds), that chip: "Opponent plays ▶" is what to press (review 22). */
function ringedItem(scene, mark, shown, gone, holds) {
  // the course over, its last note rings nothing: 選這個 on 對手出牌 after 課程完成 read as the course still running
  // (newcomer review 41, letter_zh 10, 046)
  if (holds && mark.over) return null;
  if (holds && (shown || gone)) return scene?.items?.find((i) => i.id === "cmd:bot_step" && i.type === "chip") ?? null;
  return shown || (gone && mark.n) ? coachItem(scene, mark) : null;
}

/** Return the page's `reading()`: the ms the bots still wait for a note's reader; its `holds()`: whether the course
 * shown waits for the reader's step chip instead (ui/autoplay.js stepsBySelf; courseHolds). */
function readingOf(bubble, reading, shown) {
  // once the note is closed CHAOS's bots play on at the table's pace: 3 s more read as "Waiting for A2" stalled
  // (review 33, room_en 10); Letter's course holds for its chip anyway (courseHolds)
  const after = () => (shown() && gameOf(shown()) === "chaos" ? 0 : reading.after());
  const read = () => Math.max(bubble.hidden ? 0 : reading.left(), after());
  read.holds = () => courseHolds(shown());
  return read;
}

// The games whose course holds the others' turn for its step chip while a course note waits (mark.wait): Letter's
// opponent plays one card a turn, and that turn ran by itself a moment after the note's Got it, so the reader's press
// on "Opponent plays ▶" hit the answer chip that took its place and step 2 was answered unseen (newcomer review 22,
// Letter en finding 3, 005→006, zh-TW finding 1, 005_tut4→006_tut5). One click does one thing.
const HOLDS_FOR_CHIP = ["letter"];

/** Return whether the course shown by `model` holds the others' turn until the reader presses its step chip. */
export function courseHolds(model) {
  if (!model || model.get("watch") || !HOLDS_FOR_CHIP.includes(gameOf(model))) return false;
  return Boolean(model.get("coach")?.wait);
}

/** Return {see(key), left()}: the "what just happened" note shown alone (`key`; null: none) and the ms the bots still
 * wait for its reader (0: none). While a note is read the others' next move waits, so the step it brings comes in a
 * bubble of its own after Got it (newcomer review 15, finding 1, Letter zh-TW phone 007: step 2 joined the note's
 * bubble and the press meant for the note closed both, step 2 unread). */
function noteReading() {
  let key = null;
  let at = 0;
  let closed = -Infinity;   // when the reader's Got it closed a note: the bots keep their own pace after it
  return {
    see: (note) => { if (note !== key) [key, at] = [note, Date.now()]; },
    left: () => (key ? Math.max(0, at + NOTE_READ_MS * testPace() - Date.now()) : 0),
    /** The reader closed the note shown (`key`): Got it only closes it (newcomer review 19, Letter en 005→006: it ran
     * the opponent's turn before the reader pressed "Opponent plays ▶"); the bots wait AFTER_NOTE_MS more. */
    close: () => { if (key) closed = Date.now(); },
    after: () => Math.max(0, closed + AFTER_NOTE_MS * testPace() - Date.now()),
  };
}

/** Return the page's pace: 1 (a person's), or what a browser test set in `window.__cwTestPace` beside the bots' quicker
 * `delay_ms`, so the wait for a note's reader shrinks with them (tests/browser_support.py LEARN_PACE). */
const testPace = () => globalThis.window?.__cwTestPace ?? 1;

// how long the bots wait at most for the reader of a "what just happened" note
export const NOTE_READ_MS = 12000;
// how long the bots still wait after the note's Got it: the press closes the note, it does not play their turn (their
// step chip, "Opponent plays ▶", plays at once)
export const AFTER_NOTE_MS = 3000;
