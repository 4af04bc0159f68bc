// The canvas's feedback (issue 23): the pointer cursor over what a click would press (and only there), the hover
// glow, a quick on-canvas tooltip (the move's sentence, the card's text) after the pointer rests TIP_MS, and the
// keyboard focus ring with its tooltip. The state lives in `ui` (hover, tip, pointer, focusVisible, painted); the
// overlays come from scene/feedback.js and are painted over the scene shown, without laying the table out again.
import { paint } from "../paint.js";
import { LONG_PRESS_MS, TIP_MS, withFeedback } from "../scene/feedback.js";
import { actionable, changedUnder, clickable, echoes, hitTest, hoverAt, movedUnder, needsSecondTap, tipAt } from "../scene/hit.js";
import { MOTION_MS, reducedMotion } from "../scene/motion.js";

// a finger's tap that starts this soon after the table was laid out again where it lands (or during which the table
// is laid out again there) presses nothing: the reader looked at the table before, and the tap hit another card
// (issue 23 newcomer review 6, Mythos phone finding 2)
export const STEADY_MS = 400;
// how far (CSS px) a finger may slide, or the page scroll under it, between its touch and its lift for a tap: more is
// a scroll, which presses nothing (review 25, room_zh 2: a thumb's scroll played Checkup)
export const TAP_SLOP = 10;
// how long after a finger closed something laid over the canvas (a coach bubble's Got it) the canvas presses nothing:
// the tap's ghost click reached the table under it once the bubble was gone (newcomer review 11, finding 2, Mythos
// phone 016/021: the glossary or a card's zoom opened)
export const GHOST_MS = 700;

/** Have `canvas` press nothing for GHOST_MS: a finger's tap just closed something that lay over it. */
export function quietCanvas(canvas) {
  if (canvas?.dataset) canvas.dataset.quietUntil = String(Date.now() + GHOST_MS);
}
// how long after a coach bubble closed a click at its place presses no control of the page, the bar's and the menus'
// as well as the table's: the tap's ghost click, or a second tap where the Got it was, reached the bar's Undo under
// the sheet (newcomer review 12, CHAOS phone finding 1: the move was undone and the tutorial derailed)
export const GHOST_PLACE_MS = 400;
// how far around the closed bubble's box such a click is still taken for one meant for the bubble (CSS px)
const GHOST_SLACK = 12;

/**
 * Have a click at `box` (the closed bubble's box, window px) press nothing anywhere on the page for GHOST_PLACE_MS:
 * a window listener in the capture phase stops it before any control's own. A keyboard's click (detail 0, no place)
 * is not stopped.
 */
export function quietPlace(box, win = globalThis.window, ms = GHOST_PLACE_MS) {
  if (typeof win?.addEventListener !== "function" || !box || !(box.width > 0 || box.height > 0)) return;
  const until = Date.now() + ms;
  const at = { left: box.left - GHOST_SLACK, right: box.left + box.width + GHOST_SLACK,
               top: box.top - GHOST_SLACK, bottom: box.top + box.height + GHOST_SLACK };
  const stop = (event) => {
    if (Date.now() >= until) return done();
    if (event.detail === 0 || !(event.clientX >= at.left && event.clientX <= at.right
        && event.clientY >= at.top && event.clientY <= at.bottom)) return undefined;
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    return undefined;
  };
  const done = () => win.removeEventListener?.("click", stop, true);
  win.addEventListener("click", stop, true);
  (win.setTimeout ?? globalThis.setTimeout)(done, ms);
}
/**
 * Have the page's next click at `box` (window px: a coach bubble's Got it before the bubble moved away by itself)
 * press nothing, if it comes within `ms`: the reader aimed at the Got it they had read, the bubble went elsewhere
 * while they read, and the click opened the card under it (newcomer review 21, mythos_en finding 2, 007/008/022/029).
 * Any click elsewhere first ends the watch (the reader saw the move); a keyboard's click (detail 0) is not stopped,
 * nor one on `spare` (a box or a list of boxes, window px: the item the coach rings now, its bubble now).
 */
export function quietOnce(box, win = globalThis.window, ms = GOT_IT_LEFT_MS, spare = null) {
  if (typeof win?.addEventListener !== "function" || !box || !(box.width > 0 && box.height > 0)) return;
  const until = Date.now() + ms;
  const within = (r, x, y, slack) => Boolean(r) && x >= r.left - slack && x <= r.left + r.width + slack
    && y >= r.top - slack && y <= r.top + r.height + slack;
  const stop = (event) => {
    if (event.detail === 0) return;
    done();
    // `spare`: the boxes of what the coach shows now (its ringed move, its bubble), never stopped
    if (Date.now() >= until || !within(box, event.clientX, event.clientY, GHOST_SLACK)
        || [spare].flat().some((r) => within(r, event.clientX, event.clientY, 0))) return;
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
  };
  const done = () => win.removeEventListener?.("click", stop, true);
  win.addEventListener("click", stop, true);
  (win.setTimeout ?? globalThis.setTimeout)(done, ms);
}
// how long after a bubble moved away by itself a click at its Got it's old place is still taken for one meant for it:
// a newcomer reads a bubble for many seconds before the press (review 21: the notes' bots wait NOTE_READ_MS, 12 s)
export const GOT_IT_LEFT_MS = 20000;
// a mouse's click on a move that a step (not the player's own press) put where another button was, under the
// pointer, this soon before the press, plays nothing: it was meant for the button before (newcomer review 11, CHAOS
// desk finding 1: a click on "Bot plays ▶" as the bots finished played the player's own new chip "Stay" there)
export const STEADY_MOUSE_MS = 700;
// how far (scene px) the pointer moves on a button swapped in under it to show the reader aims at it (a hand's
// jitter is less)
const AIM_PX = 4;
// the player's own press lays the table out again (a card's chips open, a move is played): what it put under the
// pointer this soon after is the player's own doing, not a swap behind their back
const OWN_PRESS_MS = 1000;
// the beat of the glow's flash that says a held press's item is new (a swap under a resting pointer)
const FLASH_MS = 120;
// a second press this soon after a first at about its spot (DOUBLE_PX css px) is the double click's second: it is
// held where it would land on another item than the first did (that item came in its place: review 27, room_en 10;
// review 26, room_en 3). A press aimed anew, or later, goes (AR2's 500 ms guard on any press held Letter answers)
export const DOUBLE_MS = 400;
const DOUBLE_PX = 6;
import { PAGE_WORDS, say } from "./words.js";
import { tipOffTarget } from "./tip_place.js";

/** Return the canvas's CSS pixels per scene pixel (1 without a box: a canvas not in a page). */
function cssScale(canvas, scene) {
  const width = canvas?.getBoundingClientRect?.().width;
  return width && scene.width ? width / scene.width : 1;
}

/** Return the id the keyboard focus is on (ui.focus indexes the scene's clickable ids), or null. */
function focusedId(scene, ui) {
  const ids = clickable(scene);
  return ui.focus >= 0 && ui.focus < ids.length ? ids[ui.focus] : null;
}

/**
 * Paint `shown` (the scene at this frame of a slide; `scene` is the final one, which the focus indexes) with the
 * feedback overlays, and keep what was painted for `repaint`.
 */
export function paintTable(ctx, shown, scene, ui, canvas) {
  ui.painted = { ctx, shown, scene, canvas };
  const state = { hover: ui.hover ?? null, focus: focusedId(scene, ui), focusVisible: Boolean(ui.focusVisible),
                  tip: ui.tip ?? null, scale: cssScale(canvas, scene) };
  // a phone's pop-up off the card or line it tells of and the chosen card (review 37, finding 3: ui/tip_place.js)
  const drawn = tipOffTarget(withFeedback(shown, state), ui.tip?.at);
  // where the "press again" box of a ⚠ move is drawn: a press on it plays that move (armedTipAt)
  const box = ui.tip?.press ? drawn.items.find((i) => i.type === "tooltip" || i.armedLabel) : null;
  ui.tipBox = box ? { x: box.x, y: box.y, w: box.w, h: box.h, id: ui.tip.press } : null;
  paint(ctx, drawn);
  ringsYield(drawn, canvas);
  ui.onPainted?.(drawn, canvas);   // the result panel steps aside from a pop-up drawn under it (ui/ending.js)
}

/** Hide a course ring (a frame laid over the canvas, ui/coach.js) that the canvas's tooltip reaches while it shows: a
 * tooltip is on top of everything (review 35, chaos_en 3, 024: "Dawn …"'s ring showed through a card's tooltip). */
function ringsYield(drawn, canvas) {
  const rings = canvas?.ownerDocument?.querySelectorAll?.(".cw-coach-ring") ?? [];
  if (!rings.length) return;
  const tip = drawn.items.find((i) => i.type === "tooltip");
  const box = canvas.getBoundingClientRect?.();
  const k = box?.width && drawn.width ? box.width / drawn.width : 1;
  for (const ring of rings) {
    const r = ring.getBoundingClientRect?.();
    const over = Boolean(tip && box && r) && r.left < box.left + (tip.x + tip.w) * k && box.left + tip.x * k < r.right
      && r.top < box.top + (tip.y + tip.h) * k && box.top + tip.y * k < r.bottom;
    ring.style.visibility = over ? "hidden" : "";
  }
}

/** Return the ⚠ move whose "press again" box (ui.tipBox) is drawn at `p` and still on `scene`, or null: the box looks
 * like a button (▶, a frame), and a press on it only hid it (newcomer review 37, letter_zh 2, 012→013). */
function armedTipAt(scene, ui, p) {
  const b = ui.tip?.press && ui.tipBox?.id === ui.tip.press ? ui.tipBox : null;
  if (!b || !p || p.x < b.x || p.x >= b.x + b.w || p.y < b.y || p.y >= b.y + b.h) return null;
  return (scene?.items ?? []).some((i) => i.id === b.id) ? b.id : null;
}

/** Play the ⚠ move `id` a press on its "press again" box chose (armedTipAt): the table's own click is stopped (what
 * lies under the box is not pressed), the move is sent as its chip's second press would. */
function pressTip(canvas, table, ui, event, id) {
  event.stopImmediatePropagation?.();
  event.preventDefault?.();
  ui.pressedAt = Date.now();
  ui.answerTo = canvas.dataset?.step ?? null;
  ui.tip = null;
  ui.tipBox = null;
  table.activate?.(id);
}

/** Paint the last painted scene again with the current feedback (a hover or a tooltip changed: no new layout). */
export function repaint(ui) {
  const p = ui.painted;
  if (!p?.ctx) return;   // a flash timer may outlive its table (a test's ui painted without a context)
  p.ctx.clearRect?.(0, 0, p.scene.width, p.scene.height);
  paintTable(p.ctx, p.shown, p.scene, ui, p.canvas);
}

/**
 * After a new layout: what is under the resting pointer now (a step may have moved or removed it) sets the cursor
 * and the glow; a tooltip whose text is no longer there is hidden. Call before painting.
 */
export function followPointer(scene, ui, canvas) {
  // the first table at another step than the one the reader's own move was pressed at is its answer, however late it
  // comes: the player's own doing (newcomer review 16, finding 6: CHAOS desk, a bomb's answer came after OWN_PRESS_MS
  // and put "End cards and draw" under the resting pointer; its first click did nothing)
  const answer = ui.answerTo != null && ui.layoutStep != null && ui.layoutStep !== ui.answerTo;
  if (answer) ui.answerTo = null;
  const own = answer || ownDoing(ui);
  if (ui.painted?.scene !== scene && movedAt(ui.painted?.scene, scene)) {
    // slide: how long the table slides to its new places; a finger's STEADY_MS counts from its end (newcomer
    // review 17, CHAOS phone: the hand slid up under the finger after 'Bot's turn ▶', a tap played a card)
    ui.relaid = { at: Date.now(), slide: reducedMotion() ? 0 : MOTION_MS, before: ui.painted?.scene ?? null, own };
    // every layout of the last STEADY_MOUSE_MS, not the last only (newcomer review 19, finding 1: swappedUnder)
    ui.relays = [...(ui.relays ?? []).filter((r) => ui.relaid.at - r.at < STEADY_MOUSE_MS), ui.relaid];
    if (!own) ui.fresh = freshAnswers(ui.painted?.scene, scene, ui.relaid) ?? ui.fresh;
  }
  if (ui.warnShown && !scene.items.some((i) => i.id === ui.warnShown)) ui.warnShown = null;   // its chip left
  // the keyboard's tooltip goes when its item left, or says another text now: raised in Chinese, it lay over the
  // English table's game-over panel after the language changed until the mouse moved (review 32, letter_en 4, 146)
  if (ui.tip?.focus && itemTip(scene, ui.tip.id) !== ui.tip.text) ui.tip = null;
  // a choice opened or closed (a card's chips): a tooltip left from before goes (newcomer review 8, finding 2)
  const chosen = ui.selected ?? null;
  if (chosen !== (ui.tipChoice ?? null) && ui.tip && !ui.tip.focus) ui.tip = null;
  ui.tipChoice = chosen;
  if (ui.armed && !needsSecondTap(scene, ui.armed)) {   // the tapped card left the table (or plays no more)
    ui.armed = null;
    if (ui.tip?.armed) ui.tip = null;
  }
  // a finger's tooltip (a long press, a tapped term) goes once what it told of has left its spot: a card played or
  // swapped away (newcomer review 14, Letter phone: a card's text stayed open after the card had left the hand)
  if (ui.tip?.at && !ui.tip.focus && !ui.tip.armed && tipHere(scene, ui.tip.at) !== ui.tip.text) ui.tip = null;
  // a tapped note goes with the step it was opened at, its mark still there or not (review 32, chaos_ja 3, 140/142:
  // the hidden bombs' "(?)" words stayed over row 2 through the bots' turns)
  if (ui.tip?.step != null && ui.layoutStep != null && ui.tip.step !== ui.layoutStep) ui.tip = null;
  if (!ui.pointer) return;
  const { x, y } = ui.pointer;
  const was = ui.painted?.scene ? controlAt(ui.painted.scene, x, y) : "";
  ui.hover = hoverAt(scene, x, y);
  // one button became another under the resting pointer: its first click only shows it (the glow), the next presses
  if (was && commits(ui.hover) && controlAt(scene, x, y) !== was && !own) {
    ui.swapped = { id: ui.hover, at: Date.now(), x, y };
  }
  canvas.style.cursor = ui.hover ? "pointer" : "default";
  if (ui.tip && !ui.tip.focus && tipHere(scene, { x, y }) !== ui.tip.text) ui.tip = null;
}

// A new question's answers (items marked `answer`: Letter's answer to the opponent's card; not Mythos's `once` marks,
// whose first click this guard ate: newcomer review 26, mythos_en 1, mythos_ja 2) laid out by a step that was
// not the reader's own press take no press until they were seen: the first press on one only shows it (its glow),
// mouse or finger alike, however long after they came, unless a mouse rested on it ANSWER_REST_MS first. The page
// plays the opponent by itself and its answer chips come where "Opponent's turn ▶" was: a press meant for ▶ answered
// a question never seen (newcomer review 25, letter_en 1, letter_zh 1 and 10), and a time window (round AQ's first
// guard, 1 s) still let a press that came later, from a reader who had looked away, answer unseen.
export const ANSWER_REST_MS = 400;

/** Return the answers (`answer` items) `scene` has and `before` had not, with when they came ({at, ids}), or null. */
function freshAnswers(before, scene, relaid) {
  const had = new Set((before?.items ?? []).filter((i) => i?.answer).map((i) => i.id));
  const ids = new Set((scene.items ?? []).filter((i) => i?.answer && i.id != null && !had.has(i.id)).map((i) => i.id));
  return ids.size ? { at: relaid.at + (relaid.slide ?? 0), ids, seen: false } : null;
}

/** Return the fresh answer (`ui.fresh`) not yet seen that a press at `p` would give, or null; a mouse that rested on
 * it ANSWER_REST_MS (since the answers came) has seen it. */
function freshAnswerAt(scene, ui, p) {
  const fresh = ui.fresh;
  if (!fresh || fresh.seen) return null;
  const id = hitTest(scene, p.x, p.y);
  if (!fresh.ids.has(id)) return null;
  const rest = ui.restOn;
  if (rest?.id === id && Date.now() - Math.max(rest.since, fresh.at) >= ANSWER_REST_MS) return null;
  return id;
}

/** Return the ⚠ chip (an `answer` item a layout marks as a move that can lose) at `p` not pressed once since it
 * came, or null: a press on it only shows it, as a fresh answer's; the next one plays (review 31, letter 3). Only the
 * chip itself: a Letter hand card chosen by a first press (its ⚠ chip shown then) shares its one move's id, and its
 * second press plays, as the card's own words say (newcomer review 36, finding 4: it asked a third press). */
function warnedAt(scene, ui, p) {
  const id = hitTest(scene, p.x, p.y);
  if (id == null || id === ui.warnShown) return null;
  const hit = (i) => i.id === id && p.x >= i.x && p.x < i.x + i.w && p.y >= i.y && p.y < i.y + i.h;
  const chosen = (scene?.items ?? []).some((i) => i.chosen && hit(i));
  return !chosen && (scene?.items ?? []).some((i) => i.id === id && i.answer) ? id : null;
}

/** Return what a reader takes for the control at (x, y): the topmost item with an id, or a chip even drawn quiet
 * (the waiting "Bot plays ▶" while the page steps the bots has no id), as "id|text"; "" where there is none. */
export function controlAt(scene, x, y) {
  let best = "";
  let bestZ = -Infinity;
  for (const item of scene?.items ?? []) {
    if (item == null || (item.id == null && item.type !== "chip")) continue;
    if (x < item.x || x >= item.x + item.w || y < item.y || y >= item.y + item.h) continue;
    const z = Number.isFinite(item.z) ? item.z : 0;
    if (z >= bestZ) {
      best = `${item.id ?? ""}|${item.text ?? ""}`;
      bestZ = z;
    }
  }
  return best;
}

// how near (scene px) to a chip of an open card's menu (its moves, its Cancel) a press on nothing is still inside the
// menu: a tap in the gap between the card's text and its confirm cancelled the card (review 26, room_zh 6)
const MENU_SLACK = 40;

/** Return whether (x, y) on `scene` lies in an open card menu (near one of its chips, its Cancel among them): a press on
 * nothing there keeps the menu open; only Cancel, or a press away from it, closes it (review 26, room_zh 6). */
export function insideMenu(scene, x, y) {
  const items = scene?.items ?? [];
  if (!items.some((i) => i?.type === "chip" && i.id === "select:none")) return false;
  return items.some((i) => i?.type === "chip" && (i.id === "select:none" || String(i.id ?? "").startsWith("act:"))
    && x >= i.x - MENU_SLACK && x < i.x + i.w + MENU_SLACK && y >= i.y - MENU_SLACK && y < i.y + i.h + MENU_SLACK);
}

/** Return whether pressing `id` plays a move (a card chosen, a zoom opened, a step asked for can be taken back or
 * does nothing of the player's: only a move is held back when it was swapped in under the pointer). */
function commits(id) {
  return String(id ?? "").startsWith("act:");
}

/** Return whether the table was just laid out again by the player's own press (OWN_PRESS_MS), not by a step. */
function ownDoing(ui) {
  return Date.now() - (ui.pressedAt ?? -Infinity) < OWN_PRESS_MS;
}

/**
 * Return whether a mouse's press at `p` on `scene` was meant for another button than the one there now (newcomer
 * review 11, finding 1): a button swapped under the resting pointer (`ui.swapped`, followPointer) and not yet shown
 * by a click, or one a step put there, in place of another button, less than STEADY_MOUSE_MS ago.
 */
function swappedUnder(scene, ui, p, pressedBefore = -Infinity) {
  const id = hoverAt(scene, p.x, p.y);
  // whatever a step put where the bot's step chip was ("Play now ▶") is held too, a term or a card: a glossary sheet
  // opened by a press aimed at the chip as the bot played (review 39, mythos_ja 3, 048/049)
  const chipLeft = id && (ui.relays ?? []).some((r) => !r.own && hitTest(r.before, p.x, p.y) === "cmd:bot_step");
  if (!commits(id) && !chipLeft) return false;
  if (ui.swapped?.id === id) return true;
  // a layout the reader has pressed the table since was seen: the bots' step before the reader's own move does not
  // hold the move's next press, whatever that move put there (its 'End' came where a bot's chip was: the press after
  // a quick move did nothing, stop 56's stuck walk, test_browser_round30au4_scroll)
  const steps = (ui.relays ?? []).filter((r) => !r.own && r.at > pressedBefore && controlAt(r.before, p.x, p.y));
  // (round AR2's guard on the player's own presses, a control come where the last press was held for APPEAR_MS, is
  // withdrawn: it held test_browser_play letter-ja's answer press in the fresh-clone CI, a press a person makes too;
  // review 26, room_en 3 stays open for a narrower rule)
  return changedUnder(steps, scene, p.x, p.y, Date.now(), STEADY_MOUSE_MS, controlAt);
}

/** Return the item a press (`event`, at scene point `p`) would take when it is a double click's second landing on
 * another item than its first did (DOUBLE_MS, DOUBLE_PX), else null; every press is kept as the next one's first. */
function doubleMiss(scene, ui, event, p) {
  const id = hitTest(scene, p.x, p.y) ?? null;
  const last = ui.lastPress;
  const at = Date.now();
  ui.lastPress = { at, x: event.clientX, y: event.clientY, id };
  const near = last && Math.hypot((event.clientX ?? 0) - last.x, (event.clientY ?? 0) - last.y) <= DOUBLE_PX;
  return near && at - last.at < DOUBLE_MS && id && last.id && id !== last.id ? id : null;
}

/** Flash the glow of `id` (a press held because the item just came under the pointer): the reader sees it is new
 * and that the next press takes it (review 26, room_en 3, letter_en 1). */
function flash(ui, id, timers = globalThis) {
  ui.flashing = id;
  [0, 1, 2, 3].forEach((k) => timers.setTimeout?.(() => {
    if (ui.flashing !== id) return;
    ui.hover = k % 2 ? id : null;
    if (k === 3) ui.flashing = null;
    repaint(ui);
  }, k * FLASH_MS));
}

/** Return the actionable items' ids and boxes of a scene, as one string (memoised): what a click could press where. */
const LAYOUTS = new WeakMap();
function pressable(scene) {
  if (!scene) return "";
  if (!LAYOUTS.has(scene)) {
    LAYOUTS.set(scene, (scene.items ?? []).filter((i) => i && (i.id != null || i.type === "chip"))
      .map((i) => `${i.id ?? ""}|${i.text ?? ""}|${i.x},${i.y},${i.w},${i.h}`).join(";"));
  }
  return LAYOUTS.get(scene);
}

/** Return whether scene `b` puts other controls, or the same ones elsewhere, than scene `a` (null: a first layout). */
function movedAt(a, b) {
  return !a || pressable(a) !== pressable(b);
}

/** Return the tooltip at `p`: while the table asks for cells (`scene.picking`, CHAOS's pick) only a cell's or a chip's,
 * never a card's left over the board (issue 23 r6c item 7: Mischief's text lay over the cells to choose). */
function tipHere(scene, p) {
  const text = tipAt(scene, p.x, p.y);
  if (text && toldByPanel(scene, p)) return "";
  if (!text || !scene?.picking) return text;
  const id = hitTest(scene, p.x, p.y);
  const item = id && scene.items.find((i) => i.id === id && p.x >= i.x && p.x < i.x + i.w && p.y >= i.y && p.y < i.y + i.h);
  return item && (item.type === "cell" || item.type === "chip") ? text : "";
}

/** Return the item of `id` that has a sentence or a tooltip, or undefined. */
function tipped(scene, id) {
  return id == null ? undefined : scene.items.find((i) => i.id === id && ((i.say && !echoes(i.say, i.text)) || i.tip));
}

/** Return the text the keyboard's tooltip shows for the item of `id` (its sentence and its tooltip), or null. */
function itemTip(scene, id) {
  const item = tipped(scene, id);
  if (!item) return null;
  const say = !echoes(item.say, item.text) ? item.say : null;  // a chip that shows its sentence whole: no echo
  return [say, item.tip].filter(Boolean).join("\n\n");
}

/** Return whether the item at `p` is the card whose text an open panel already shows (its `tells`: Letter's desk):
 * its tooltip said it a second time beside it (review 32, letter_en 5: one popup at a time). */
function toldByPanel(scene, p) {
  const told = (scene?.items ?? []).find((i) => i?.type === "mzoom" && i.tells)?.tells;
  return Boolean(told) && (scene.items ?? []).some((i) => i?.zoom === told && p.x >= i.x && p.x < i.x + i.w
    && p.y >= i.y && p.y < i.y + i.h);
}

/** Return the tooltip of the focused item ({text, at: its box, focus: true}), or null when it has no sentence. */
export function focusTip(scene, ui) {
  const id = focusedId(scene, ui);
  const item = tipped(scene, id);
  if (!item) return null;
  return { text: itemTip(scene, id), at: { x: item.x, y: item.y, w: item.w, h: item.h }, focus: true, id };
}

/**
 * Return a long press's tracker: `start(p)` arms a timer of LONG_PRESS_MS that calls `show(p)` (true: a tooltip was
 * shown); `move(p)` beyond a few pixels and `cancel()` (the finger lifted) disarm it; `swallow()` says once whether
 * the click that ends a shown long press must press nothing.
 */
export function longPress(env, show) {
  let timer = null;
  let from = null;
  const state = {
    shown: false,
    start(p) {
      env.clearTimeout(timer);
      from = p;
      state.shown = false;
      timer = env.setTimeout(() => { state.shown = Boolean(show(p)); }, LONG_PRESS_MS);
    },
    move(p) {
      if (from && Math.hypot(p.x - from.x, p.y - from.y) > 10) state.cancel();
    },
    cancel() {
      env.clearTimeout(timer);
      from = null;
    },
    swallow() {
      const was = state.shown;
      state.shown = false;
      return was;
    },
  };
  return state;
}

/** Return the scene point under a pointer event on the canvas of `table`. */
function pointOf(canvas, table, event) {
  const box = canvas.getBoundingClientRect();
  const k = table.scene.width / box.width;
  return { x: (event.clientX - box.left) * k, y: (event.clientY - box.top) * k };
}

// how long after a tooltip left (the pointer moved off its item) the next item's shows at once: a reader reading the
// hand card by card saw nothing on the second (newcomer review 21, room_en finding 6, 011_hover2)
export const WARM_MS = 500;

/**
 * Wire the mouse's hover: pointermove (a mouse or a pen; a finger has no hover) sets the cursor, the glow and the
 * tooltip's timer (TIP_MS); leaving the canvas clears them. Return `hideTip()` (true when a tooltip was shown).
 */
function wireHover(canvas, table, ui, env) {
  let timer = null;
  let pending = "";
  let warmUntil = 0;   // a tip hid a moment ago by the pointer's move: the next item's tip needs no wait
  // `stay`: a click hid it; the item under the pointer shows no tooltip again until the pointer leaves it (newcomer
  // review 8, finding 2: a card's text came back over the table while the reader chose an option)
  const hideTip = (stay = false) => {
    env.clearTimeout(timer);
    if (!stay) pending = "";
    const had = Boolean(ui.tip);
    ui.tip = null;
    return had;
  };
  canvas.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") return;
    // a touch screen has no hover: a mouse-like move there is the browser's own after a tap (at its point, again when
    // the table moved on under it), and its tooltip stuck over the table with nothing to move off it (issue 23 round
    // 6d, finding 7): no glow and no tooltip from it
    if (ui.touch) {
      if (ui.held && ui.hover === ui.held) return;   // a fresh answer a tap only showed keeps its glow (review 25)
      if (hideTip() || ui.hover) repaint(ui);
      ui.hover = null;
      return;
    }
    const p = pointOf(canvas, table, event);
    ui.pointer = p;
    if (armedTipAt(table.scene, ui, p)) {   // on its way onto the "press again" box, the box stays: it plays its move
      canvas.style.cursor = "pointer";
      return;
    }
    const id = hoverAt(table.scene, p.x, p.y);
    if (id !== (ui.restOn?.id ?? null)) ui.restOn = { id, since: Date.now() };   // a mouse resting on an answer saw it
    const text = tipHere(table.scene, p);
    canvas.style.cursor = id ? "pointer" : "default";
    let changed = id !== (ui.hover ?? null);
    ui.hover = id;
    if (ui.swapped && id !== ui.swapped.id) ui.swapped = null;   // the pointer left the swapped button
    // the pointer moved on the swapped button well after the swap: the reader aims at the button they see glow, and
    // its first click presses it (newcomer review 24, letter_en finding 1: Learn's step-2 answer chip came where
    // "Opponent's turn ▶" had been clicked; the reader read, moved onto the chip, clicked: nothing happened)
    else if (ui.swapped && Date.now() - ui.swapped.at >= STEADY_MOUSE_MS
             && Math.hypot(p.x - ui.swapped.x, p.y - ui.swapped.y) > AIM_PX) ui.swapped = null;
    if (text !== pending && !ui.tip?.press) {   // a ⚠ move's "press again" box stays while the mouse goes to it
      // from one card's tip onto the next (or across the gap between them), the next shows at once (review 21)
      const warm = Boolean(ui.tip) || Date.now() < warmUntil;
      const had = hideTip();
      if (had) warmUntil = Date.now() + WARM_MS;
      changed = had || changed;
      pending = text;
      if (text && warm) {
        ui.tip = { text, at: p };
        changed = true;
      } else if (text) {
        timer = env.setTimeout(() => {
          if (tipHere(table.scene, ui.pointer) !== text) return;   // the table moved on under the resting pointer
          ui.tip = { text, at: ui.pointer };
          repaint(ui);
        }, TIP_MS);
      }
    }
    if (changed) repaint(ui);
  });
  canvas.addEventListener("pointerleave", () => {
    const had = hideTip() || ui.hover;
    ui.pointer = null;
    ui.hover = null;
    canvas.style.cursor = "default";
    if (had) repaint(ui);
  });
  return hideTip;
}

/**
 * Wire a finger's long press (`longPress`): it shows the tooltip where the finger rests, and the tap it ends in
 * presses nothing (a click listener in the capture phase, before the table's own). Return the tracker.
 */
function wireLongPress(canvas, table, ui, env) {
  const press = longPress(env, (p) => {
    const text = tipHere(table.scene, p);
    if (!text) return false;
    ui.tip = { text, at: p };
    repaint(ui);
    return true;
  });
  canvas.addEventListener("pointermove", (event) => {
    if (event.pointerType === "touch") press.move(pointOf(canvas, table, event));
  });
  canvas.addEventListener("pointercancel", () => press.cancel());
  canvas.addEventListener("pointerup", () => press.cancel());
  canvas.addEventListener("click", (event) => {
    if (!press.swallow()) return;
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
  }, true);
  canvas.addEventListener("contextmenu", (event) => { if (press.shown) event.preventDefault?.(); });
  return press;
}

/**
 * Return what a finger's tap at `p` on `id` does (issue 23): "show" — a card that would play at once (`needsSecondTap`)
 * not tapped just before shows its text and "tap it again to play it"; "press" — anything else, or the second tap.
 * A card already chosen (`chosen`: a Letter hand card its first tap or click selected, its chip saying what it does)
 * plays on this tap: its first tap was the one that showed it (issue 23 r6, finding 1: mouse and finger alike); so
 * does a card marked `once` (a Letter answer to the opponent's card: one tap, as its chip; issue 23 r6c, finding 9).
 */
export function tapAction(scene, id, armed) {
  const chosen = (scene?.items ?? []).some((i) => i.id === id && (i.chosen || i.once));   // `once`: an answer
  return needsSecondTap(scene, id) && id !== armed && !chosen ? "show" : "press";
}

/**
 * A finger's tap on what presses nothing: a term or a line with a note shows it where the finger is (the tap before
 * closed any other, on its pointerdown); anywhere else nothing stays (issue 23 round 6d, finding 7).
 */
function tapNote(table, ui, p) {
  ui.armed = null;
  const text = tipHere(table.scene, p);
  // (a second tap on the note's own mark closes it: its pointerdown hid these words, `tipClosed`)
  if (text && text !== ui.tipClosed) ui.tip = { text, at: p, step: ui.layoutStep };
  repaint(ui);
}

/** Return whether an item marked `clickTip` lies at `p`. */
const clickTipAt = (scene, p) => (scene?.items ?? []).some((i) => i.clickTip && p.x >= i.x && p.x < i.x + i.w
  && p.y >= i.y && p.y < i.y + i.h);

/**
 * Wire a finger's two taps on a card that plays at once (`tapAction`): the first shows the card's text with "tap it
 * again to play it" in the page's language (the root's data-lang) and presses nothing (a click listener in the capture
 * phase, before the table's own); the second plays. A mouse or a pen presses at once, as before.
 */
function wireTouchTap(canvas, table, ui) {
  let finger = false;
  canvas.addEventListener("pointerdown", (event) => { finger = event.pointerType === "touch"; }, true);
  canvas.addEventListener("click", (event) => {
    if (!finger) {
      ui.armed = null;
      // a mark that is only words (`clickTip`: CHAOS's hidden bombs) opens them on a click too (review 32, chaos_en 4)
      const at = pointOf(canvas, table, event);
      if (!hitTest(table.scene, at.x, at.y) && clickTipAt(table.scene, at)) tapNote(table, ui, at);
      return;
    }
    const p = pointOf(canvas, table, event);
    const id = hitTest(table.scene, p.x, p.y);
    if (!id) return tapNote(table, ui, p);
    if (ui.armedAt !== canvas.dataset?.step) ui.armed = null;   // a tap before the table moved on arms nothing now
    if (tapAction(table.scene, id, ui.armed) === "press") {
      ui.armed = null;
      return;
    }
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    const lang = canvas.closest?.(".cw-root")?.dataset?.lang;
    ui.armed = id;
    ui.armedAt = canvas.dataset?.step;
    ui.hover = id;
    // a board cell's confirm (a step onto a known bomb, CHAOS) is a step, not a card's play (review 26, chaos_ja 5)
    const again = table.scene.items.some((i) => i?.id === id && i.confirm) ? "tap_again_move" : "tap_again";
    ui.tip = { text: `${tipAt(table.scene, p.x, p.y)}\n\n${say(PAGE_WORDS[lang] ?? null, again)}`, at: p, armed: true };
    repaint(ui);
  }, true);
}

/**
 * Wire the steady tap (STEADY_MS): a finger's tap is ignored (its click stopped in the capture phase, before every
 * other listener) when what it presses changed under it since its touchstart, or in the STEADY_MS before it.
 */
function wireSteadyTap(canvas, table, ui) {
  let down = null;
  const now = () => Date.now();
  canvas.addEventListener("pointerdown", (event) => {
    const p = pointOf(canvas, table, event);
    const viaTip = armedTipAt(table.scene, ui, p);
    if (viaTip) {   // the ⚠ move's "press again" box: its click plays that move
      const box = canvas.getBoundingClientRect();
      down = { viaTip, finger: event.pointerType === "touch" || event.pointerType === "pen", x: event.clientX,
               y: event.clientY, left: box.left, top: box.top, travel: 0 };
      return;
    }
    const r = ui.relaid;
    // a question just come, or a ⚠ chip not yet pressed: the press only shows it (its glow)
    const answer = freshAnswerAt(table.scene, ui, p) ?? warnedAt(table.scene, ui, p);
    const pressedBefore = ui.lastPress?.at ?? -Infinity;   // doubleMiss keeps this press as the next one's last
    const double = doubleMiss(table.scene, ui, event, p);
    const swapped = event.pointerType !== "touch" && !answer
      && (swappedUnder(table.scene, ui, p, pressedBefore) || Boolean(double));
    const settling = event.pointerType === "touch" && !answer && (Boolean(double)
      || (Boolean(r) && now() - r.at < (r.slide ?? 0) + STEADY_MS && movedUnder(r.before, table.scene, p.x, p.y)));
    const stale = Boolean(answer) || swapped || settling;
    const come = (swapped || settling) && (hoverAt(table.scene, p.x, p.y) || double);
    if (come) flash(ui, come);   // what came under the press flashes: the next press takes it
    ui.swapped = null;   // shown by this press (its glow): the next one presses it
    const box = canvas.getBoundingClientRect();
    const finger = event.pointerType === "touch" || event.pointerType === "pen";
    down = { scene: table.scene, stale, finger, x: event.clientX, y: event.clientY, left: box.left, top: box.top,
             travel: 0, answer };
    ui.held = answer;
    if (answer) {
      ui.warnShown = answer;   // shown by this press: the next one answers, as its note says (review 26, letter_zh 6:
      if (ui.fresh) ui.fresh.seen = true;   // the held tap read as a dead button: its note is set with the stopped
      ui.hover = answer;                    // click)
      repaint(ui);
    }
  }, true);
  // a finger's slide, and a touch the browser took for a scroll (pointercancel), make it no tap (scrolled below)
  canvas.addEventListener("pointermove", (event) => {
    if (down?.finger) down.travel = Math.max(down.travel, Math.hypot(event.clientX - down.x, event.clientY - down.y));
  }, true);
  canvas.addEventListener("pointercancel", () => {
    if (down?.finger) down.travel = Infinity;
  }, true);
  canvas.addEventListener("click", (event) => {
    const was = down;
    down = null;
    if (was?.finger && scrolled(was, canvas, event)) {
      event.stopImmediatePropagation?.();
      event.preventDefault?.();
      return;
    }
    if (was?.viaTip) return pressTip(canvas, table, ui, event, was.viaTip);
    if (Date.now() < Number(canvas.dataset?.quietUntil ?? 0)) {   // a ghost of the tap that closed a bubble
      event.stopImmediatePropagation?.();
      event.preventDefault?.();
      return;
    }
    const p = pointOf(canvas, table, event);
    const id = hitTest(table.scene, p.x, p.y);
    if (!was || (!was.stale && (was.scene === table.scene || !movedUnder(was.scene, table.scene, p.x, p.y)))) {
      if (actionable(id) && id !== "cmd:bot_step") ui.pressedAt = now();   // the player's own doing (ownDoing)
      if (commits(id)) ui.answerTo = canvas.dataset?.step ?? null;          // a move: the next step is its answer
      return;
    }
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    if (was.answer) {   // a held answer says a second press answers: that alone, by the button (review 30,
      const lang = canvas.closest?.(".cw-root")?.dataset?.lang;   // letter_en 5, letter_zh 3: under the move's
      const box = pressedBox(table.scene, id, p);                 // sentence it ran off a phone's screen, 081)
      const again = table.scene.items.find((i) => i.id === id && i.again)?.again ?? "tap_again_answer";
      const lead = again.startsWith("warn") ? say(PAGE_WORDS[lang] ?? null, "warn_lead") : null;   // scene/feedback.js
      ui.tip = { text: say(PAGE_WORDS[lang] ?? null, again), at: box ?? p, armed: true, press: id, lead };
      repaint(ui);
    }
  }, true);
}

/** Return the box ({x, y, w, h}) of the item `id` pressed at `p`, or null. */
function pressedBox(scene, id, p) {
  const hit = (scene?.items ?? []).find((i) => i.id === id && i.w > 0 && i.h > 0 && p.x >= i.x && p.x <= i.x + i.w
    && p.y >= i.y && p.y <= i.y + i.h);
  return hit ? { x: hit.x, y: hit.y, w: hit.w, h: hit.h } : null;
}

/** Return whether a finger's touch `was` (its pointerdown) ended in a scroll: it slid past TAP_SLOP, the browser took
 * it for a scroll, or the page (the canvas's box) moved under it by more than TAP_SLOP before its click `event`. */
function scrolled(was, canvas, event) {
  const box = canvas.getBoundingClientRect();
  const slid = Math.hypot((event.clientX ?? was.x) - was.x, (event.clientY ?? was.y) - was.y);
  return Math.max(was.travel, slid, Math.hypot(box.left - was.left, box.top - was.top)) > TAP_SLOP;
}

/**
 * Return the index in `ids` of the first move (an "act:" id), else 0: Tab into the table lands on what plays, not on
 * a text that only opens its explanation (newcomer review 22, room_en finding 8: the ring on the "Combo … Team A"
 * heading, "zoom:combo:C3", the first stop of a joint turn's list).
 */
function firstMove(ids) {
  const at = ids.findIndex((id) => String(id).startsWith("act:"));
  return at >= 0 ? at : 0;
}

/**
 * Wire the pointer's feedback on the canvas of `table` ({scene, setFocus}): the hover (`wireHover`), a finger's long
 * press (`wireLongPress`), and the focus ring: a press hides the tooltip and the ring (the ring is for the keyboard),
 * a key shows it (`keyboard()`), and Tab into the canvas focuses its first item (Shift+Tab: its last).
 */
export function wirePointer(canvas, table, ui, env = globalThis) {
  let pressed = false;
  canvas.addEventListener("click", () => { pressed = false; }, true);   // before a click the steady tap stops
  wireSteadyTap(canvas, table, ui);
  // a touch screen (ui.touch): a table may say how a tap works there (CHAOS: a chip acts at once, a card at two taps)
  ui.touch = Boolean(env.matchMedia?.("(pointer: coarse)")?.matches);
  canvas.addEventListener("pointerdown", (event) => {
    if (event.pointerType !== "touch" || ui.touch) return;
    ui.touch = true;
    table.draw?.();
  });
  const hideTip = wireHover(canvas, table, ui, env);
  const press = wireLongPress(canvas, table, ui, env);
  wireTouchTap(canvas, table, ui);
  canvas.addEventListener("pointerdown", (event) => {
    pressed = true;
    // the words a finger's press closes (tapNote: a second tap on a note closes it; a mouse's click opens it at once)
    ui.tipClosed = event.pointerType === "touch" ? ui.tip?.text ?? null : null;
    const had = hideTip(event.pointerType !== "touch") || ui.focusVisible;
    ui.focusVisible = false;
    if (had) repaint(ui);
    if (event.pointerType === "touch") press.start(pointOf(canvas, table, event));
  });
  // a finger's tap focuses the canvas after its pointerup (the browser's compatibility mousedown): the press lasts
  // until its click, or the tap showed the keyboard's focus ring and a big tooltip over the chips and the Hand label
  // on a phone (issue 23 r6b, finding 2)
  canvas.addEventListener("pointerup", (event) => { if (event?.pointerType !== "touch") pressed = false; });
  canvas.addEventListener("click", () => { pressed = false; });
  canvas.addEventListener("focus", (event) => {  // Tab into the canvas: its first item (Shift+Tab: its last)
    if (pressed || ui.focus >= 0) return;
    const ids = clickable(table.scene);
    if (!ids.length) return;
    const after = event.relatedTarget && canvas.compareDocumentPosition
      && (canvas.compareDocumentPosition(event.relatedTarget) & 4) !== 0;  // DOCUMENT_POSITION_FOLLOWING
    ui.focusVisible = true;
    table.setFocus(after ? ids.length - 1 : firstMove(ids), ids);
  });
  canvas.addEventListener("blur", () => {
    pressed = false;
    if (!ui.focusVisible && !ui.tip?.focus) return;
    ui.focusVisible = false;
    if (ui.tip?.focus) ui.tip = null;
    repaint(ui);
  });
  return {
    /** A key was pressed on the canvas: the focus ring shows from now on. */
    keyboard() { ui.focusVisible = true; },
  };
}
