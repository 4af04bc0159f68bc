// anywidget entry point: the page (ui/page.js), the toolbar (ui/toolbar.js), the canvas wiring (clicks and keys
// -> ids -> commands), one redraw per message from the kernel, and autoplay (ui/autoplay.js).
// The front end knows views, never rules: it draws the synced traits (the seat's frame, cthulhu_widgets/frames)
// and sends back what was clicked.
import { layout } from "./layout.js";
import { withoutBanner } from "./scene/build.js";
import { MIN_TEXT } from "./scene/text.js";
import { clickable, describe, hitTest, moveFocus, nearest } from "./scene/hit.js";
import { motionDriver, withLast } from "./scene/motion.js";
import { withCurtain } from "./room/curtain.js";
import { revealHand } from "./room/reveal.js";
import { WATCHING, autoplay, quietSelfSteps, staleStep, stepsBySelf, traitsOf, urgeStep } from "./ui/autoplay.js";
import { opponentBeat } from "./ui/beat.js";
import { guardTable } from "./ui/leave_guard.js";
import { buildPage, closeOutside, logUpdater, statusText, tableWidth, turnInSight } from "./ui/page.js";
import { placeSince, sinceYield } from "./ui/since_spot.js";
import { placeToasts } from "./ui/toast.js";
import { buildToolbar, inTutorial } from "./ui/toolbar.js";
import { modelWords, say } from "./ui/words.js";
import { buildCoach, scrollPage } from "./ui/coach.js";
import { buildEnding } from "./ui/ending.js";
import { withHints } from "./ui/hints.js";
import { markCard, sendMarked } from "./mythos/discard.js";
import { nextFight, openRecap } from "./mythos/combat.js";
import { focusTip, followPointer, insideMenu, paintTable, wirePointer } from "./ui/pointer.js";

export { dealLabel } from "./ui/toolbar.js";

// Traits whose change redraws the table (and the toolbar, log and status). One message changes several of them,
// one `change:` event each: the redraw waits for the end of the message (a microtask), so a step is laid out once.
const EVENTS = "change:view change:legal change:log_lines change:log_from change:mode change:lang change:error "
               + "change:step change:history_len change:can_reveal change:seat change:catalog_data change:seed "
               + "change:deal change:undo_policy change:banner change:autoplay change:watch change:fit_screen "
               + "change:hotseat change:prompt change:coach change:replay change:hints change:hint change:undo_block";
// A legal move's keys in the order of its packed form (the widget sends arrays: cthulhu_widgets.frames.MOVE_KEYS).
const MOVE_KEYS = ["id", "text", "target", "kind", "fields", "cards", "label", "dooms"];
const LOGS = new WeakMap();   // model -> the page's copy of the log, {from, lines}
const MOVES = new WeakMap();  // model -> {raw, moves}: the unpacked moves of its `legal`

/** Return legal moves as objects: a packed move (an array in MOVE_KEYS order) unpacked, an object kept. */
export function unpackMoves(legal) {
  if (!Array.isArray(legal)) return [];
  return legal.map((m) => (Array.isArray(m)
    ? Object.fromEntries(MOVE_KEYS.flatMap((key, i) => (m[i] == null ? [] : [[key, m[i]]]))) : m));
}

/** Return the model's legal moves as objects (unpacked once per message). */
export function movesOf(model) {
  const raw = model.get("legal");
  const memo = MOVES.get(model);
  if (memo && memo.raw === raw) return memo.moves;
  const moves = unpackMoves(raw);
  MOVES.set(model, { raw, moves });
  return moves;
}

/**
 * Return the page's copy of the log after a message: the kernel sends only the lines the page lacks (`lines`,
 * starting at `from` in the seat's whole log), so the copy is cut at `from` and `lines` appended; a `from` outside
 * the copy (or none: a whole log) starts it afresh. The whole story is kept (the story panel shows it, ui/story.js).
 */
export function mergeLog(copy, lines, from) {
  const added = Array.isArray(lines) ? lines : [];
  const inside = Number.isInteger(from) && from >= copy.from && from <= copy.from + copy.lines.length;
  return inside ? { from: copy.from, lines: copy.lines.slice(0, from - copy.from).concat(added) }
    : { from: Number.isInteger(from) ? from : 0, lines: added.slice() };
}

/** Keep the page's copy of `model`'s log from now on (once per model: anywidget's `initialize`, or a render). */
export function trackLog(model) {
  if (LOGS.has(model)) return;
  const merge = () => LOGS.set(model, mergeLog(LOGS.get(model), model.get("log_lines"), model.get("log_from")));
  LOGS.set(model, { from: 0, lines: [] });
  merge();
  model.on("change:log_lines change:log_from", merge);
}

/** Return the log lines the page shows (its copy of the seat's latest lines). */
export function logOf(model) {
  return LOGS.get(model)?.lines ?? [];
}
// The smallest CSS size a table's text is shown at: 11 px in a window at least PHONE wide, 10 px on a phone. A fitted
// table (fit_screen) is never scaled below it (its smallest text is MIN_TEXT): the page scrolls instead.
const MIN_CSS_TEXT = { wide: 11, phone: 10 };
const PHONE = 700;

/** Return the layout's input: the synced traits it reads and the local UI state. */
function inputOf(model, ui) {
  const replay = model.get("replay")?.view;   // "Watch the replay": the seat's own view of a past step, no move
  return { view: replay ?? model.get("view"), legal: replay ? [] : movesOf(model), catalog: model.get("catalog_data"),
           lang: model.get("lang"), mode: model.get("mode"), error: model.get("error"), seat: model.get("seat"),
           banner: model.get("banner"), prompt: model.get("prompt") ?? "", shared: Boolean(model.get("shared_table")), ui,
           log_lines: replay ? model.get("replay")?.log ?? [] : logOf(model),   // Letter's phone "Last:" line
           replaying: Boolean(replay),   // a replay's past steps leave the game's memory of its hand (Mythos)
           ...motionStep(model),   // CHAOS's hand news has no "before" across a new deal or a step back (review 31)
           behind: model.get("step") < model.get("history_len"),   // an Undo's or a room replay's past step
           difficulty: model.get("difficulty") ?? "",   // Letter's level, the header's tag (a table with none: "")
           course: inTutorial(model.get("coach"), false),   // Learn to play's deal: Letter's end names no seed
           watch: Boolean(model.get("watch")) };   // the reader's bot plays its seat: Letter's header says so
}

/**
 * Return the step and deal the motion driver follows: the replay's own step while "Watch the replay" shows one, in a
 * deal of its own, so entering or leaving it slides nothing and outlines nothing, and its steps outline their own last
 * move (the game's end's last-move frames stayed drawn at a replay's early steps: newcomer review 10, r10cd 75-76).
 */
export function motionStep(model) {
  const replay = model.get("replay");
  if (!replay?.view) return { step: model.get("step"), deal: model.get("deal") };
  return { step: replay.step, deal: `replay|${model.get("deal") ?? ""}` };
}

/** Return the smallest scale a table may be shown at in a window `windowWidth` wide (its text kept readable). */
export function minScale(windowWidth) {
  return (windowWidth >= PHONE ? MIN_CSS_TEXT.wide : MIN_CSS_TEXT.phone) / MIN_TEXT;
}

/**
 * Return the scale that fits a table of `height` (the scene's fitHeight: the table without a selection or a zoom) in
 * the window below the canvas's top: at most 1, at least `floor` (minScale: the text stays readable; a taller table
 * scrolls). Clicks map through scene.width / box.width.
 */
export function fitScale(canvasTop, windowHeight, height, floor = minScale(1280), margin = 8) {
  return Math.max(floor, Math.min(1, (windowHeight - canvasTop - margin) / height));
}

/** Return the canvas's top on the page as if nothing were scrolled (Voilà scrolls a container, not the window). */
function topOnPage(canvas) {
  let scrolled = globalThis.scrollY || 0;
  for (let el = canvas.parentElement; el; el = el.parentElement) scrolled += el.scrollTop || 0;
  return canvas.getBoundingClientRect().top + scrolled;
}

/**
 * Return the CSS scale of a table `width` × `height` (the scene's fitHeight: the table without a selection or a zoom)
 * in a room `room` wide: the room's width over the table's, and with fit_screen the fit to the window's height. It
 * depends only on the table and the window: the canvas's top is measured once per window size, so the help opening
 * above the canvas, a selection or a zoom never rescale the table.
 */
function tableScale(page, model, ui, width, height, room) {
  const across = Math.min(1, room / Math.max(1, width));
  // A phone scrolls rather than shrinks: fitting its height made the board jump between two widths whenever a join
  // or reaction window made the table taller (issue 23 r6, CHAOS finding 6), and took its text under 12 px.
  if (!model.get("fit_screen") || (globalThis.innerWidth ?? 1280) < PHONE) return across;
  const key = `${globalThis.innerWidth}x${globalThis.innerHeight}`;
  if (ui.fitTop?.key !== key) ui.fitTop = { key, top: topOnPage(page.canvas) };
  const floor = minScale(globalThis.innerWidth ?? 1280);
  return Math.min(across, fitScale(ui.fitTop.top, globalThis.innerHeight, height, floor));
}

/** Say a script error on the page's console (and to the window's error listeners) without stopping what called. */
export function reportFault(error) {
  if (typeof globalThis.reportError === "function") globalThis.reportError(error);
  else console.error(error);
}

/**
 * Return the table's own height (the scene's fitHeight, laid out as if nothing were selected), or the scene's height
 * where that layout fails, the fault said: a selection that cannot be measured still opens its zoom (newcomer review
 * 20, mythos_en finding 1: the fitted layout threw and a hand card's click opened nothing).
 */
export function fittedHeight(scene, report = reportFault) {
  try {
    return scene.fitHeight ?? scene.height;
  } catch (error) {
    report(error);
    return scene.height;
  }
}

/**
 * Return whether a bot's step waits for the reader's ▶ (true), comes by itself in a moment (false), or neither (null):
 * a replay is not the bot's turn, so its bar never says "Bot 2 plays in a moment… Play now" (newcomer review 20,
 * mythos_en finding 8, 066).
 */
export function stepWaitsOf(traits, model, ui) {
  if (traits.replaying) return null;
  return !stepsBySelf(traits, ui) && !model.get("shared_table") && !model.get("watch");
}

/** Lay out and paint the table on the canvas (device-pixel-ratio aware); return the scene. */
function drawTable(page, model, ui) {
  const { canvas } = page;
  const started = performance.now();
  const width = tableWidth(page);   // the story panel beside it takes its share (ui/page.js)
  ui.visible = visibleBand(canvas, canvas.__cthulhu?.scene?.width || width);   // a zoom opens in sight (mythos/zoom.js)
  ui.beats?.follow();   // a new step: the opponent's beat opens or ends (ui/beat.js)
  // a bot's step the page will not take by itself waits for the reader's ▶: the layout says so (review 18, 2)
  ui.stepWaits = stepWaitsOf(traitsOf(model), model, ui);
  let scene = layout(inputOf(model, ui), { width });
  if (ui.endingShown) scene = withoutBanner(scene);
  if (!model.get("replay")?.view) scene = withHints(scene, model.get("hint"), movesOf(model));   // a hint asked: shares on the chips
  clearTimeout(ui.redrawTimer);   // a table that changes by itself (CHAOS's swap banner leaving) is drawn again then
  if (scene.redrawIn > 0 && ui.redraw) ui.redrawTimer = setTimeout(ui.redraw, scene.redrawIn + 20);
  const tableHeight = fittedHeight(scene);  // the table's own height, as if nothing were selected
  // a selection that shows fewer chips than the table has leaves the canvas as tall as the table: nothing moves
  if (tableHeight > scene.height && scene.items[0]?.background) scene.items[0].h = scene.height = tableHeight;
  // What the page is about to step by itself, or a room's server plays (`shared_table`), is not a move for the
  // viewer: its step chip is drawn disabled and presses nothing.
  // The page's own autoplay keeps its chip pressable, a quiet button (play now), saying the step comes by itself.
  if (stepsBySelf(traitsOf(model), ui) || model.get("shared_table")) {
    const own = !model.get("shared_table") && !traitsOf(model).replaying && ui.stepNow;
    // a replay's steps are the ending panel's: no bot's "Play now" chip under it (newcomer review 20, mythos_en 066)
    const soon = model.get("watch") || traitsOf(model).replaying ? WATCHING : say(modelWords(model), "self_step_soon");
    scene = quietSelfSteps(scene, own ? soon : null);
  } else if (ui.stepWaits) scene = urgeStep(scene);
  const ratio = globalThis.devicePixelRatio || 1;
  const scale = tableScale(page, model, ui, scene.width, tableHeight, width);
  canvas.width = Math.round(scene.width * ratio);
  canvas.height = Math.round(scene.height * ratio);
  canvas.style.width = `${Math.ceil(scene.width * scale)}px`;   // width and height by one scale: no stretching
  canvas.style.height = `${Math.ceil(scene.height * scale)}px`;
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ui.motion ??= motionDriver();  // slides what a step moved and outlines what it touched (scene/motion.js)
    ui.layoutStep = String(model.get("step"));   // the step laid out: a move's answer is the reader's doing
    followPointer(scene, ui, canvas);  // hover, cursor and tooltip follow the new table (ui/pointer.js)
    const { step, deal } = motionStep(model);
    ui.motion.show(scene, step, (shown) => paintTable(ctx, shown, scene, ui, canvas), deal);
  }
  const ms = performance.now() - started;
  canvas.__cthulhu = { scene, paintMs: ms, ui };  // read by the browser tests
  canvas.dataset.paintMs = ms.toFixed(3);
  canvas.dataset.step = String(model.get("step"));
  canvas.dataset.seed = model.get("seed") == null ? "" : String(model.get("seed"));
  canvas.dataset.deal = model.get("deal") ?? "";
  return scene;
}

/**
 * Return the index (in `ids`) of an open card zoom's first move chip when the focus at `focus` is outside it, else -1:
 * Enter then moves to that chip rather than playing a move under the zoom (a newcomer's Enter with a monster's zoom
 * open passed the turn: the focus had stayed on Pass; issue 23 r6).
 */
export function zoomChipIndex(scene, ids, focus) {
  const at = (id) => scene.items.find((i) => i.id === id);
  const zoomChips = ids.map((id, k) => [k, at(id)]).filter(([, i]) => i && i.type === "chip" && (i.z ?? 0) >= 10);
  if (!zoomChips.length) return -1;
  const focused = focus >= 0 && focus < ids.length ? at(ids[focus]) : null;
  if (focused && (focused.z ?? 0) >= 10) return -1;
  const move = zoomChips.find(([, i]) => String(i.id).startsWith("act:"));   // a zoom whose moves are its own
  return move ? move[0] : -1;
}

/**
 * Focus what a selection opened (`was`: the scene, focused id and selection before it): a card zoom's own move, else a
 * move the selection brought, else the zoom's Close; closed, the focus goes back to what the keyboard opened it from.
 * The first move anywhere was Pass behind a Mythos card's zoom, and a second Enter passed (review 41, mythos_en 6, 180).
 */
function focusOpened(table, ui, was) {
  const ids = clickable(table.scene);
  if (ui.selected === null) {
    const back = ui.focusBack;
    ui.focusBack = null;
    table.setFocus(back ? ids.indexOf(back) : -1, ids);
    return;
  }
  if (was.selected == null) ui.focusBack = ui.focusVisible ? was.id : null;
  const zoomed = (id) => table.scene.items.some((i) => i.id === id && (i.z ?? 0) >= 10);
  const had = new Set(clickable(was.scene));
  const acts = ids.filter((i) => i.startsWith("act:"));
  const pick = acts.find(zoomed) ?? acts.find((i) => !had.has(i)) ?? ids.find((i) => i === "select:none" && zoomed(i))
    ?? acts[0];
  table.setFocus(pick ? ids.indexOf(pick) : -1, ids);
}

const ARROWS = { ArrowDown: "down", ArrowUp: "up", ArrowLeft: "left", ArrowRight: "right" };

/** Handle a key on the canvas: focus moves (Tab, arrows), Enter / Space plays, U / R undo and redo, Escape. */
function onKey(event, table) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;  // leave the browser's shortcuts alone
  const { ui, send } = table;
  const ids = clickable(table.scene);
  const key = event.key;
  if (key === "Tab") {
    const next = moveFocus(ui.focus, ids.length, key, event.shiftKey);
    if (next.leave) {
      table.setFocus(-1, ids);  // let Tab leave the canvas at either end
      return;
    }
    event.preventDefault();
    table.setFocus(next.focus, ids);
  } else if (ARROWS[key]) {   // the move that way, or the focus stays (review 20, CHAOS en finding 6); Tab cycles
    if (!ids.length) return;
    event.preventDefault();
    table.setFocus(nearest(table.scene, ids, ui.focus, ARROWS[key]), ids);
  } else if (key === "Enter" || key === " ") {
    const inZoom = zoomChipIndex(table.scene, ids, ui.focus);
    if (inZoom >= 0) {            // a card's zoom is open and the focus is on the table under it: go to its first chip
      event.preventDefault();
      table.setFocus(inZoom, ids);
    } else if (ui.focus >= 0 && ui.focus < ids.length) {
      event.preventDefault();
      table.activate(ids[ui.focus]);
    }
  } else if (key === "u" || key === "U") {
    if (!table.over?.()) send({ cmd: "undo" });   // after Game over no undo, as the bar's (review 11, finding 4)
  }
  else if (key === "r" || key === "R") send({ cmd: "redo" });
  else if (key === "Escape") table.activate("select:none");
  else if (key === "i" || key === "I") {                  // the focused card's text (scene/zoom.js)
    const item = table.scene.items.find((i) => i.id === ids[ui.focus]);
    if (item?.zoom) table.activate(`zoom:${item.zoom}`);
  }
}

/** Return the band of a scene `sceneW` wide that the window shows ({top, bottom}, scene px), or null before it is laid
 * out: a phone's zoom is placed there rather than the page scrolled to it (the next tap hit the wrong card). */
export function visibleBand(canvas, sceneW, win = globalThis.window) {
  const box = canvas?.getBoundingClientRect?.();
  if (!box?.width || !box.height || !sceneW || !(win?.innerHeight > 0)) return null;
  const k = box.width / sceneW;   // CSS px per scene px
  return { top: Math.round(Math.max(0, -box.top) / k), bottom: Math.round((win.innerHeight - box.top) / k) };
}

/**
 * Return the canvas's table: its scene, `draw()`, `activate(id)` (send a move or command, or change the local
 * selection) and `setFocus(index)`; `focusId` is the focused item's id, kept across redraws while it exists.
 */
/**
 * Return `check()`, run before each redraw: when a new game is dealt (its `deal` changes: Play again, New game) and
 * the top of the page's `root` (its bar, then the table) lies out of the window, the page scrolls it to the window's
 * top; a table in view never moves (newcomer review 13, Letter finding 4: after Play again the page stayed scrolled
 * down at the last game's result).
 */
export function newDealInView(root, inner, model, win = globalThis.window) {
  let deal = model.get("deal");
  return () => {
    if (model.get("deal") === deal) return;
    deal = model.get("deal");
    const top = root?.getBoundingClientRect?.().top;
    if (!win?.innerHeight || !Number.isFinite(top) || (top >= 0 && top <= win.innerHeight - 80)) return;
    scrollPage(inner, Math.round(top) - 8, win);
  };
}

/**
 * Return `draw()`'s scene; where drawing with a selection throws, the fault is said and the table drawn without it:
 * a click never leaves the table half drawn and every next click dead (newcomer review 20, mythos_en finding 1).
 */
export function drawnOrPlain(draw, ui, report = reportFault) {
  try {
    return draw();
  } catch (error) {
    if (ui.selected == null) throw error;
    report(error);
    ui.selected = null;
    return draw();
  }
}

const ACT_AGAIN_MS = 1500;   // a second press on a move at the same step within this is the same press

/** A press on ▶: the step the page was about to take, now (autoplay.js); nothing once the table moved on to the
 * reader's own turn under the press (ui/autoplay.js staleStep, review 26 letter_en 1); else the kernel's bot_step at
 * the page's step. */
function stepPressed(model, ui, table) {
  const traits = traitsOf(model);
  if (ui.stepNow && stepsBySelf(traits, ui)) ui.stepNow();
  else if (staleStep(traits)) table.draw();
  // the step it was pressed at: a second quick press, sent before the kernel answered the first, is then dropped as
  // stale (widgets/commands.py _stale) rather than taken at the reader's own turn (round AT1b: a red "your turn")
  else table.send({ cmd: "bot_step", step: model.get("step") });
}

/** A click on the canvas: the item under it activated; a click outside closes a zoom, one on nothing inside a card's
 * menu keeps it (review 26, room_zh 6). */
function clicked(page, table, ui, event) {
  const box = page.canvas.getBoundingClientRect();
  const scale = table.scene.width / box.width;
  const [x, y] = [(event.clientX - box.left) * scale, (event.clientY - box.top) * scale];
  const id = hitTest(table.scene, x, y);
  const inside = ui.selected !== null && !String(ui.selected).startsWith("zoom:") && insideMenu(table.scene, x, y);
  table.activate(id ?? (ui.selected !== null && !inside ? "select:none" : null));
}

function canvasTable(page, model, ui) {
  const table = { scene: { width: 0, height: 0, items: [] }, focusId: null, ui, send: (msg) => model.send(msg),
                  over: () => Boolean(model.get("view")?.result) };
  table.draw = () => { table.scene = drawnOrPlain(() => drawTable(page, model, ui), ui); };
  ui.redraw = () => table.draw();   // the scene's `redrawIn` (drawTable): table.draw as render() wraps it
  ui.beats = opponentBeat(model, ui);   // the opponent's step held a moment before the next choice; a tap skips it
  for (const kind of ["pointerdown", "keydown"]) page.canvas.addEventListener(kind, ui.beats.skip);
  table.setFocus = (index, ids = clickable(table.scene)) => {
    ui.focus = index;
    table.focusId = index >= 0 ? ids[index] : null;
    // the keyboard's focus shows its move's sentence as a tooltip by the item (ui/pointer.js)
    if (ui.focusVisible && index >= 0) ui.tip = focusTip(table.scene, ui);
    else if (ui.tip?.focus) ui.tip = null;
    table.draw();
    sayFocus(ids);
  };
  // the focused move's sentence, in the page's words (review 11, 5); none once the focus has gone: a CHAOS ghost was
  // still offered "Play Mania / Sprint (Eye)… (1 of 3)", a card it no longer had (newcomer review 16, finding 1)
  const sayFocus = (ids = clickable(table.scene)) => {
    const text = table.focusId ? say(modelWords(model), "focus_of",
      { item: describe(table.scene, table.focusId), i: ids.indexOf(table.focusId) + 1, n: ids.length }) : "";
    if (page.focusSay.textContent !== text) page.focusSay.textContent = text;
  };
  table.sayFocus = sayFocus;
  table.activate = (id) => {
    if (!id || id === "cmd:none") return;
    if (id.startsWith("act:")) {
      const step = model.get("step");
      // a press again at the step just acted on, before the table answered (a double click), is dropped: sent, the
      // kernel refused it as stale in red, "that move was offered at step 2; the table is now at step 3" (review
      // 30, letter_en 3); a press after ACT_AGAIN_MS is sent (a refused move may be tried again)
      if (ui.acted?.step === step && Date.now() - ui.acted.at < ACT_AGAIN_MS) return;
      ui.acted = { step, at: Date.now() };
      // pressed in a card's text: once the table answers, the turn line back in sight unless a next choice already is
      // (refresh; ui/page.js turnInSight)
      ui.sight = { scene: table.scene, id, step };
      ui.selected = null;
      table.send({ cmd: "act", id: id.slice(4), step });
    } else if (id.startsWith("mark:")) {         // the quick discard (mythos/discard.js): a tap marks, nothing is sent
      markCard(ui, Number(id.slice(5)));
      table.draw();
    } else if (id === "recap:next") {           // the last combat's next fight (mythos/combat.js): local
      nextFight(ui);
      table.draw();
    } else if (id === "recap:open") {           // the folded last combat's fight, opened (mythos/combat.js): local
      openRecap(ui);
      table.draw();
    } else if (id.startsWith("acts:")) {         // its "Discard these N": the marked cards' discards in turn
      ui.selected = null;
      sendMarked(table.send, id, model.get("step"), ui);
    } else if (id === "cmd:bot_step") {
      stepPressed(model, ui, table);
    } else if (id.startsWith("cmd:")) {
      table.send({ cmd: id.slice(4) });
    } else if (id.startsWith("zoom:")) {         // a card's text (scene/zoom.js): local, nothing is sent
      ui.selected = id;
      table.draw();
      const ids = clickable(table.scene);
      table.setFocus(ids.indexOf("select:none"), ids);   // the zoom opens in sight (ui.visible): no scroll
    } else if (id.startsWith("select:")) {
      const value = id.slice(7);
      const was = { scene: table.scene, id: table.focusId, selected: ui.selected };
      ui.selected = value === "none" || value === "" ? null : /^\d+$/.test(value) ? Number(value) : value;
      table.draw();
      focusOpened(table, ui, was);   // the keyboard goes on from the move the selection opened
      // a zoom opens inside what the window shows (ui.visible, mythos/zoom.js): the page never jumps to it (round E:
      // the page scrolled on every tap and the next tap hit the wrong card)
    }
  };
  page.canvas.addEventListener("click", (event) => clicked(page, table, ui, event));
  const pointer = wirePointer(page.canvas, table, ui);  // cursor, hover glow, tooltip, focus ring (ui/pointer.js)
  // a tap outside the widget closes a card's text, as one on the table does (ui/page.js closeOutside)
  table.unClose = closeOutside(page.root, () => ui.selected !== null, () => table.activate("select:none"));
  page.canvas.addEventListener("keydown", (event) => {
    pointer.keyboard();
    onKey(event, table);
  });
  return table;
}

/**
 * When the seat's moves come (its turn, a window's choice), a CHAOS phone's page brings the hand's names into sight
 * under the prompt, as a room's does (room/reveal.js: once per turn, never while the reader's finger is on the page,
 * never the prompt off the top). Review 25, chaos_ja 1: the hand showed its top 40-80 px, its names cut. Not in a room
 * (its client does it, above its chat tab) nor in Learn to play (the coach places the page).
 */
function turnComes(model, ui, canvas) {
  const mine = movesOf(model).length > 0 && !model.get("shared_table") && !model.get("replay")?.view;
  const came = mine && !ui.hadMoves;
  ui.hadMoves = mine;
  if (!came || model.get("view")?.game !== "chaos" || Object.keys(model.get("coach") ?? {}).length) return;
  (globalThis.setTimeout ?? ((f) => f()))(() => revealHand(canvas, null), 150);
}

/** Return whether another seat than the viewer's is to act while its person plays it (what ▶▶ skips). */
function othersToAct(model) {
  const view = model.get("view") ?? {};
  return !view.result && Boolean(view.to_act) && view.to_act !== model.get("seat") && !model.get("watch");
}

/** Return whether the local selection is a card zoom or still names a legal move (a hand index, a card, "@kind"). */
function selectionKept(ui, legal) {
  const kept = (a) => a.target?.index === ui.selected || a.target?.card === ui.selected
    || (typeof ui.selected === "string" && ui.selected === `@${a.kind}`);
  return ui.selected === null || String(ui.selected).startsWith("zoom:") || legal.some(kept);
}

/** Return `moved()`: whether the step or the deal changed since it last asked (a new deal at the same step 0, New game
 * or Learn to play, drops the selection too: newcomer review 21, Letter zh-TW finding 1). */
function stepWatch(model) {
  let step = model.get("step");
  let dealt = model.get("dealt");
  return () => {
    const moved = model.get("step") !== step || model.get("dealt") !== dealt;
    step = model.get("step");
    dealt = model.get("dealt");
    return moved;
  };
}

/** Return `refresh` run once at the end of the current message (a microtask), however many traits it changed. */
function coalesced(refresh) {
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (!schedule.closed) refresh();
    });
  };
  return schedule;
}

/**
 * Return the page's toolbar (ui/toolbar.js): its autoplay box redraws (`refresh`), its '▶▶ to my turn' has the kernel
 * play the bots once no step of the page's is under way; and the rules and help pause the bots while open
 * (autoplay.js), closing them lets the page step again.
 */
function pageToolbar(page, model, ui, auto, refresh) {
  page.help?.addEventListener?.("toggle", () => {
    ui.helpOpen = Boolean(page.help.open);
    if (ui.helpOpen) auto.stop();
    else auto.schedule();
  });
  return buildToolbar(page.bar, model, {
    onAutoplay: (checked) => {
      ui.autoplay = checked;
      refresh();
    },
    fastForward: () => {          // the kernel plays the bots now: no step of the page's may cross it
      auto.stop();
      if (auto.busy()) ui.fastForward = true;  // sent once the page's own step is answered (refresh)
      else model.send({ cmd: "fast_forward" });
    },
  });
}

/** After a redraw: a phone brings the hand into sight as the reader's turn comes, and a move pressed in a card's
 * text, once the table answered it, shows its next choice (round AQ, review 25 chaos_ja 1, mythos_ja 2). */
function keepInSight(model, ui, page, table) {
  turnComes(model, ui, page.canvas);
  if (ui.sight && model.get("step") !== ui.sight.step) {   // the move pressed in a card's text was answered
    turnInSight(page.canvas, ui.sight.scene, ui.sight.id, globalThis.window, table.scene);
    ui.sight = null;
  }
}

/** After a redraw: the focused move stays focused (drawn so again) if it is still on the table, else it is forgotten. */
function keepFocus(ui, table) {
  if (!table.focusId) return;
  ui.focus = clickable(table.scene).indexOf(table.focusId);
  if (ui.focus < 0) table.focusId = null;
  else table.draw();
}

/** Return whether "▶▶" asked the kernel to play the others' turns now (sent once the page's own steps are done). */
function fastForwarded(model, ui, auto) {
  if (!ui.fastForward || auto.busy()) return false;
  ui.fastForward = false;
  if (!othersToAct(model)) return false;
  model.send({ cmd: "fast_forward" });
  return true;
}

export function render({ model, el }) {
  trackLog(model);
  const page = buildPage();
  el.appendChild(withCurtain(model, page.root, [page.canvas, page.log]));  // hot-seat: no table until "ready"
  // selected: a hand index (Letter), a card id or "@<kind>" (a group of chips, CHAOS), a card or zone (Mythos).
  const ui = { selected: null, focus: -1, autoplay: model.get("autoplay") };
  const auto = autoplay(model, ui);
  ui.stepNow = auto.now;
  const toolbar = pageToolbar(page, model, ui, auto, () => refresh());
  const table = canvasTable(page, model, ui);
  const ending = buildEnding(page, (msg) => model.send(msg), () => {   // the banner's moment, breakdown and buttons
    ui.endingShown = ending.showing();
    ui.endingFolded = ending.folded();
    table.draw();
  });
  ui.onPainted = (drawn, canvas) => {
    ending.yieldTo(drawn, canvas);
    sinceYield(page, drawn);   // a card's text over a phone's since box: the box steps aside (review 32, chaos_ja 1)
  };
  // Learn to play, and its coach marks: the bots wait while its note is read, and go on at its Got it
  const coach = buildCoach(page, (msg) => model.send(msg), { onClose: () => auto.schedule() });
  ui.reading = coach.reading;
  const drawTable = table.draw;
  table.draw = () => {                                            // the coach mark follows its item on every redraw
    drawTable();
    coach(model, withLast(table.scene, ui.motion?.state?.last));   // what the last step touched: kept clear
    // the result panel and the toasts follow the table as drawn now (newcomer review 15, page findings 2 and 3: placed
    // by the table before, they lay over its head and the reader's chips)
    ending.place();
    placeSince(page, ui, table.draw);   // a phone's "since" box near the board (ui/since_spot.js; review 28, chaos_ja 8)
    if (page.toasts.childNodes.length) placeToasts(page.toasts, page);
  };
  const updateLog = logUpdater({ get: (name) => (name === "log_lines" ? logOf(model) : model.get(name)) }, page,
                               { onZoom: (key) => table.activate(`zoom:${key}`) });   // a card named in the story
  const moved = stepWatch(model);
  const inView = newDealInView(page.root, page.canvas, model);

  function refresh() {
    if (moved() || !selectionKept(ui, movesOf(model))) ui.selected = null;
    toolbar.update(ui);
    updateLog();
    page.status.textContent = statusText(model);
    ui.focus = -1;
    ending(model);
    ui.endingShown = ending.showing();   // its panel open: the table leaves out its own result strip
    ui.endingFolded = ending.folded();   // folded to its pill: no room kept for it (letter/layout_end.js banner)
    inView();   // before the draw: the coach's first bubble of Learn to play scrolls after it
    table.draw();
    keepInSight(model, ui, page, table);
    keepFocus(ui, table);
    table.sayFocus();   // the focused move as the table says it now, or nothing
    if (!fastForwarded(model, ui, auto)) auto.schedule();
  }

  const followAutoplay = () => { ui.autoplay = model.get("autoplay"); };  // the kernel's switch resets the box
  model.on("change:autoplay", followAutoplay);
  const schedule = coalesced(refresh);
  model.on(EVENTS, schedule);
  // a reload starts a new game (the game lives in the kernel): ask first while one is under way (review 36, chaos_ja 3)
  const stopGuard = guardTable(globalThis, model);
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => table.draw());
  observer?.observe(page.root);
  const onWindow = () => { if (model.get("fit_screen")) table.draw(); };  // a fitted table follows the window
  globalThis.addEventListener?.("resize", onWindow);
  refresh();

  return () => {
    auto.stop();
    ending.stop();
    table.unClose();
    globalThis.removeEventListener?.("resize", onWindow);
    stopGuard();   // a removed table never asks again (every re-display added one more ask)
    observer?.disconnect();
    schedule.closed = true;
    model.off(EVENTS, schedule);
    model.off("change:autoplay", followAutoplay);
    page.unhold?.();   // its scroll listener and observer go with the view (round AU's blind review)
    page.root.remove();
  };
}

/** anywidget: a model is made (once, before any view of it): keep its copy of the log from its first message. */
function initialize({ model }) {
  trackLog(model);
}

export default { initialize, render };
