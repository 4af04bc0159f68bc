// A phone's room brings the seat's hand and moves into sight when its turn comes (issue 23 round F, finding 1: a
// CHAOS table is taller than a phone's window, and the hand lay below the fold under the chat tab: a newcomer had to
// scroll to find what to play). The page scrolls down just enough; it never scrolls up, and a wide window stays put.
// It scrolls only for a move out of sight, never while the player's finger is on the page: a nudge of 30 px at each
// turn, for a card already showing, moved the table under a tap about to land (newcomer review 9, room finding 4).

export const SEEN = 28;        // px of a move in sight that a player can tap: no scroll for it
// the part of a hand card that must be in sight for it to count as shown: its name (its top 28 px showed no name, the
// hand's names cut on a phone: review 25, chaos_ja 1, room_zh 2)
export const NAME_PART = 0.75;
export const TOUCH_MS = 1500;  // a touch, press or wheel this recent: the player is at work, the page keeps still
let touched = -Infinity;
const LISTENED = new WeakSet();
const REVEALED = new WeakSet();   // the canvases whose first turn brought their hand in

/** Note the player's touches, presses and wheels on `win` (once per window). */
function listen(win) {
  if (!win?.addEventListener || LISTENED.has(win)) return;
  LISTENED.add(win);
  const note = () => { touched = Date.now(); };
  for (const type of ["pointerdown", "touchstart", "touchmove", "wheel"]) win.addEventListener(type, note, { passive: true });
}

const PHONE = 700;   // the width under which the widgets lay a table out for a phone (index.js PHONE)

/** Return whether a scene item is a move or a card of the hand: a cell, chip or card acted on or selected, or a card
 * (a glossary word or a score line that opens a note is none: scrolled to, Mythos's took the hand off the top). */
export function isMove(item) {
  return Boolean(item?.id) && item.h > 0 && (/^(act|select):/.test(item.id) || /card$/.test(String(item.type ?? "")));
}

/**
 * Return how far (px, down) the window must scroll so the lowest move of `scene` (isMove: cells, chips, the hand's
 * cards) ends `margin` above `floor` (the window's usable foot: the chat tab's top); 0 when it does already. `box` is
 * the canvas's {top, width} in the window.
 */
export function handBy(scene, box, floor, margin = 8) {
  const moves = (scene?.items ?? []).filter(isMove);
  if (!moves.length || !(floor > 0) || !(box?.width > 0)) return 0;
  const k = box.width / (scene.width || box.width);
  const bottom = Math.max(...moves.map((i) => box.top + (i.y + i.h) * k));
  return Math.max(0, Math.ceil(bottom + margin - floor));
}

listen(globalThis.window);   // from the page's start: a touch just before the first turn counts too

/** Return whether a move of `scene` shows less than SEEN px above `floor` (`box`: the canvas's {top, width}). */
export function moveOutOfSight(scene, box, floor) {
  const k = box.width / (scene.width || box.width);
  const part = (i) => (/card$/.test(String(i.type ?? "")) ? i.h * k * NAME_PART : Math.min(SEEN, i.h * k));
  return (scene?.items ?? []).filter(isMove).some((i) => box.top + i.y * k + part(i) > floor);
}

/** Return the window's usable foot: its height less what lies fixed over its bottom (the chat tab `chat`). */
export function floorOf(win, chat) {
  // a phone's folded tab lies in the status strip (client.js dockChat): only a chat fixed at the foot takes room there
  if (chat && win.getComputedStyle && win.getComputedStyle(chat).position !== "fixed") return win.innerHeight;
  const top = chat?.getBoundingClientRect?.().top;
  return top > 0 && top < win.innerHeight ? top : win.innerHeight;
}

/**
 * On a phone (`win` narrower than PHONE), scroll the window so the seat's moves on `canvas` are in sight above `chat`
 * (the room's chat host), at later turns never `keep` (the room's turn line) out of the window's top; return the px
 * scrolled. Held by
 * a touch from before the turn `began` (ms: the tap that ended the last one, the bots playing at once), it tries once
 * more when the touch is old, if `still()` (the seat's turn): else fast bots' turns never brought the hand in.
 */
export function revealHand(canvas, chat, win = globalThis.window,
                           { keep = null, began = -Infinity, still = () => true } = {}) {
  const scene = canvas?.__cthulhu?.scene;
  if (!scene || !win?.innerHeight || !(win.innerWidth < PHONE) || !canvas.getBoundingClientRect) return 0;
  listen(win);
  const [box, floor] = [canvas.getBoundingClientRect(), floorOf(win, chat)];
  // the first turn brings the whole hand in; later turns only a move out of sight (the page drifted 30 px a turn)
  const once = !REVEALED.has(canvas);
  REVEALED.add(canvas);
  if (Date.now() - touched < TOUCH_MS) {
    const again = () => { if (still()) revealHand(canvas, chat, win, { keep }); };   // the seat's turn still
    if (touched < began) win.setTimeout?.(again, touched + TOUCH_MS - Date.now());
    return 0;
  }
  if (!once && !moveOutOfSight(scene, box, floor)) return 0;
  // the first turn's whole hand wins over the strip (round F); later turns keep whose turn in sight (review 31)
  const by = Math.min(handBy(scene, box, floor), promptRoom(scene, box), once ? Infinity : keepRoom(keep));
  if (by > 0) scrollDown(canvas, by, win);
  else return 0;
  return by;
}

/** Return how far the window may scroll down with the turn's prompt (the scene's "prompt" line) still 8 px in it
 * (review 25, chaos_ja 1: the prompt and the hand in view together); no limit without one. */
export function promptRoom(scene, box) {
  const line = (scene?.items ?? []).find((i) => i.label === "prompt");
  if (!line) return Infinity;
  const k = box.width / (scene.width || box.width);
  return Math.max(0, Math.floor(box.top + line.y * k - 8));
}

/** Return how far the window may scroll down with `keep` (the room's turn line) still in it: whose turn stayed above
 * the window after the bots played (review 31, room_zh 3); no limit without one or when it is out of sight already. */
export function keepRoom(keep) {
  const top = keep?.getBoundingClientRect?.().top;
  return typeof top === "number" && top >= 0 ? Math.floor(top) : Infinity;
}

/** Scroll the nearest box above `el` that scrolls (a notebook's or Voilà's page), else the window, `by` px down. */
function scrollDown(el, by, win) {
  for (let box = el.parentElement; box && box !== win.document?.scrollingElement; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(win.getComputedStyle?.(box).overflowY ?? "")) {
      box.scrollTop += by;
      return;
    }
  }
  win.scrollBy?.({ top: by });
}
