// Announcements of big moments: the lines the kernel marks `big` (cthulhu_widgets/frames/story.py: a role swap and
// what the new role may do, the gate open, a bomb, an insanity check that must fail, a Sanity change, the end and
// what decided it…) are shown as short toasts over the story panel. A toast never blocks play: it takes no click
// (pointer-events: none), changes no layout of the table, and goes by itself; the line stays in the story.
import { onAnyScroll, pinToWindow } from "./pin.js";

export const TOAST_MS = 6000;   // how long a toast stays
export const MAX_TOASTS = 3;    // toasts shown at once (the latest; older ones go first)

// a window narrower than the page's two columns (ui/page.js WIDE_PAGE): a phone, its story under the table
const PHONE_WINDOW = 760;

/** Return whether the window is a phone's (no story beside the table, no outline of a bot's card seen played). */
export function phoneWindow() {
  const width = globalThis.innerWidth;
  return Number.isFinite(width) && width > 0 && width < PHONE_WINDOW;
}

/**
 * Return the toasts a message brings: the big lines appended since the page last saw `seen` lines, if the table
 * moved on (`stepped`), but those the page shows already (`shown`: the "since your turn" digest); none on the first
 * message (a page opened mid-game, a hot seat's curtain lifted), an undo or a change of language. On a phone
 * (`phone`) also each other seat's play (a line marked `play`: "Bot 2 plays X"), which a desk sees outlined on the
 * table and told in the story beside it (issue 23 round J); there, those its "since your turn" box on the table shows
 * (`boxed`) are told in it alone. At most MAX_TOASTS, the latest: {text, note}.
 */
export function newToasts(lines, seen, stepped, shown = [], phone = phoneWindow(), boxed = []) {
  const all = Array.isArray(lines) ? lines : [];
  if (!stepped || !Number.isInteger(seen) || seen <= 0 || seen >= all.length) return [];   // 0: nothing drawn yet
  const news = (line) => line?.big || (phone && line?.play && !line?.you);
  // a phone's story lies under the table, out of sight: its digest shows nothing, so a big moment it holds is still
  // news (review 9, CHAOS ja phone: the seat's own bomb, push and role swap were told only two screens down)
  // and a moment another seat made happen to the reader (`at`), or a bigger one with what it means for the reader
  // (`note`: "You are now a ghost…"), is toasted though the desk's digest holds it: an enemy combo's role swap was
  // told only there, and the newcomer missed it (review 12, CHAOS desk)
  // (a phone's box on the table says it in full, a toast right under it said it again: review 32, chaos_ja 7, 142)
  const told = (phone ? boxed : shown).filter((line) => !(line?.at || (Number(line?.big) >= 2 && line?.note)));
  // the reader's turn heading, its note a summary of what the desk's "since your turn" box beside it lists, is not
  // toasted too (newcomer review 25, chaos_en 3, 061: one event told in the box, a callout and the story)
  // (a phone's too: its since box tells it, and the callout sat atop the story over round 3's lines: review 26, chaos_ja 10)
  const summary = (line) => line?.turn && line?.you && shown.some((l) => l !== line && !l?.turn);
  // a desk's story beside the table shows the reader's own big act (its Dawn, its step onto a bomb) as it happens:
  // a toast over it said it again, word for word (review 34, chaos_en 017, room_en 020)
  const own = (line) => !phone && line?.you && !line?.at && !line?.turn;
  const fresh = all.slice(seen).filter((line) => news(line) && !told.includes(line) && !summary(line) && !own(line));
  // the most important MAX_TOASTS (ties: the newest), told in their order (newcomer review 11, finding 7: with ▶▶ a
  // bomb that sent a seat home gave way to the round's key placement)
  const kept = fresh.map((line, i) => ({ line, i, rank: toastRank(line) }))
    .sort((a, b) => b.rank - a.rank || b.i - a.i).slice(0, MAX_TOASTS).sort((a, b) => a.i - b.i);
  return kept.map(({ line, rank }) => ({ text: String(line.text ?? ""), note: String(line.note ?? ""),
                                         ...(rank !== 1 ? { rank } : {}) }));
}

/** Return how much a big line matters (more: told first): its `big` (1; a story may rank a moment higher), and a
 * little more when another seat made it happen to the reader (`at`). */
export function toastRank(line) {
  return (Number(line?.big) || 1) + (line?.at ? 0.5 : 0);
}

/** Return the toast box's element (not yet in the page): a polite live region that lets clicks through. */
export function buildToasts() {
  const box = document.createElement("div");
  box.className = "cw-toasts";
  box.setAttribute("aria-live", "polite");
  box.setAttribute("role", "status");
  return box;
}

/** Show `toasts` ({text, note}) in `box`, each for `ms`; keep at most MAX_TOASTS (the oldest go first). */
export function showToasts(box, toasts, ms = TOAST_MS) {
  for (const toast of toasts) {
    const el = document.createElement("div");
    el.className = "cw-toast";
    el.dataset.rank = String(toast.rank ?? 1);
    el.append(toastText(toast.text));
    if (toast.note) {
      const note = document.createElement("div");
      note.className = "cw-toast-note";
      note.textContent = toast.note;
      el.append(note);
    }
    const more = [...box.childNodes].find((n) => n?.className === "cw-toast-more");
    if (more) box.insertBefore(el, more);   // the "+n more" stays last
    else box.append(el);
    setTimeout(() => {
      drop(box, el);
      box.restack?.();
    }, ms);
  }
  while (toastsOf(box).length > MAX_TOASTS) drop(box, toastsOf(box)[0]);
}

// a toast's first sentence, ended by 。！？ or by . ! ? and a space, and the rest after it
const LEAD = /^(.+?(?:[。！？]|[.!?](?=\s)))(\s*\S[\s\S]*)$/u;

/** Return a toast's text element: its first sentence, then the rest in its own span, which a phone's toast left on
 * one line hides (compactSpot): said whole, a sentence at a time, where it was cut mid-word with "…" (review 41,
 * chaos_ja 1, 099: 「…カードは配ら…」); the rest stays in the story. */
function toastText(said) {
  const text = document.createElement("div");
  text.className = "cw-toast-text";
  const [, lead, rest] = String(said).match(LEAD) ?? [];
  if (!rest) {
    text.textContent = said;
    return text;
  }
  const more = document.createElement("span");
  more.className = "cw-toast-rest";
  more.textContent = rest;
  text.append(lead, more);
  return text;
}

/** Return the toasts in `box` (not its "+n more"), oldest first. */
export function toastsOf(box) {
  return [...box.childNodes].filter((el) => el?.className === "cw-toast" || el?.className === undefined);
}

/**
 * Show the most important toast (ties: the newest) and, for the others, a "+n more" (`moreText(n)`) that opens them
 * all, most important first, until they go (newcomer review 11, finding 7: only the newest was kept in sight). A box
 * of plain objects (a test's) only gets its toasts hidden.
 */
export function stackToasts(box, moreText = (n) => `+${n}`) {
  const toasts = toastsOf(box);
  const rank = (el) => Number(el.dataset?.rank ?? 1);
  const order = toasts.map((el, i) => ({ el, i })).sort((a, b) => rank(b.el) - rank(a.el) || b.i - a.i);
  const open = box.dataset?.open === "1";
  order.forEach(({ el }, k) => { el.hidden = k > 0 && !open; });
  if (typeof box.append !== "function" || typeof document === "undefined") return;
  let more = [...box.childNodes].find((el) => el?.className === "cw-toast-more");
  if (open && toasts.length) {   // open: most important first (moved only when the order changed)
    const want = order.map(({ el }) => el);
    if (want.some((el, k) => toasts[k] !== el)) box.replaceChildren(...want, ...(more ? [more] : []));
  }
  if (!toasts.length && box.dataset) box.dataset.open = "";
  const rest = open ? 0 : toasts.length - 1;
  if (rest <= 0) {
    if (more) drop(box, more);
    return;
  }
  if (!more) {
    more = document.createElement("button");
    more.className = "cw-toast-more";
    more.addEventListener("click", () => {
      box.dataset.open = "1";
      stackToasts(box, moreText);
    });
    box.append(more);
  }
  more.textContent = moreText(rest);
}

/** Take `el` out of `box` (if it is still there). */
function drop(box, el) {
  if (typeof box.removeChild === "function") {
    if (el.parentNode === box) box.removeChild(el);
  } else {
    const at = box.childNodes.indexOf(el);
    if (at >= 0) box.childNodes.splice(at, 1);
  }
}

/** Return whether two boxes ({x, y, w, h}) overlap. */
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Return the first of `spots` (boxes {x, y, w, h, name}, in the same px as `avoid`) that covers none of `avoid` (the
 * story's newest line, every move of the table), or null when none is free.
 */
export function toastSpot(spots, avoid) {
  return spots.find((spot) => !avoid.some((box) => overlap(spot, box))) ?? null;
}

/**
 * Return the boxes of a scene's moves (items that do something when pressed: act:, select:, cmd: but cmd:none) in
 * page px, the scene drawn in `rect` ({left, top, width}: the canvas's box).
 */
export function moveBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  return (scene?.items ?? []).filter((i) => /^(act|select|cmd):/.test(String(i.id ?? "")) && i.id !== "cmd:none")
    .map((i) => ({ x: rect.left + i.x * k, y: rect.top + i.y * k, w: i.w * k, h: i.h * k }));
}

/**
 * Return the boxes of a scene's text lines (what the player reads on the table: the prompt, the Insanity line, a
 * panel's name line) in page px, the scene drawn in `rect`; a line without a measured width is taken as wide as its
 * characters at its size.
 */
export function textBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  return (scene?.items ?? []).filter((i) => i.type === "text" && String(i.text ?? "").trim())
    .map((i) => {
      const size = i.size ?? 12;
      const w = i.w || String(i.text).length * size * 0.6;
      const x = i.align === "right" ? i.x - w : i.align === "center" ? i.x - w / 2 : i.x;
      return { x: rect.left + x * k, y: rect.top + i.y * k, w: w * k, h: (i.h || size) * k };
    });
}

/**
 * Return the boxes of what a toast never covers on any page: the page's title and headings (a toast hid a phone's
 * title: issue 23 round 6d, finding 6), the table's bar, and elements marked data-toast-free (a room's status strip,
 * which says whose turn it is and the reader's seat, and its chat bar fixed at a phone's foot — issue 23 round 6, a
 * toast hid each on a phone).
 */
function keptClear() {
  if (typeof document === "undefined") return [];
  const marked = [...(document.querySelectorAll?.("[data-toast-free]") ?? []),
                  ...(document.querySelectorAll?.("[data-cw-title], h1, h2, h3, .cw-top") ?? []),
                  ...(document.querySelectorAll?.(".cw-coach") ?? []),   // the coach's bubble (a hidden one: no box)
                  // CHAOS's "since your turn" box: a toast over it hid what it told (newcomer review 21, chaos_ja 4, 118)
                  ...(document.querySelectorAll?.(".cw-since-box") ?? []),
                  // a replay's step bar (slider, play, speed): the round-end toast hid it (review 34, room_zh 5, 148)
                  ...(document.querySelectorAll?.(".cw-scrub, .cw-replay-back") ?? [])];   // (and a room's "← Back")
  return marked.map((el) => el.getBoundingClientRect?.());
}

/**
 * Place the toasts again while the page scrolls (once per box; the window or a box of the page, as Voilà's): a spot
 * fixed on the screen chosen while the status strip was out of sight would cover it when the reader scrolls back.
 */
function followScroll(box, page, win) {
  if (box.followsScroll) return;
  box.followsScroll = true;
  onAnyScroll(() => {
    if (box.childNodes.length) placeToasts(box, page);
  }, win);
}

/**
 * Return the boxes (page px, the window's width) of the table's round / turn line: the scene's "status" text, its
 * topmost line and, over a board, every line above the board's first row (CHAOS's time of day header).
 */
export function headBoxes(scene, rect, width) {
  const k = rect.width / (scene?.width || rect.width || 1);
  const texts = (scene?.items ?? []).filter((i) => i.type === "text" && String(i.text ?? "").trim());
  if (!texts.length) return [];
  const cells = (scene?.items ?? []).filter((i) => i.type === "cell" && i.h > 0);
  const boardTop = cells.length ? Math.min(...cells.map((c) => c.y)) : -Infinity;
  const topmost = Math.min(...texts.map((i) => i.y));
  return texts.filter((i) => i.label === "status" || i.y === topmost || i.y < boardTop)
    .map((i) => ({ x: 0, y: rect.top + i.y * k - 2, w: width, h: (i.h || i.size || 12) * k + 4 }));
}

/**
 * Return the boxes (page px) a phone's toast never covers even when no spot is clear of all text: the turn's prompt
 * (text labelled `prompt`, `prompt-more`: what to do now) and a protection shield (newcomer review 14, finding 5,
 * Letter phone 068/040: a toast lay over the turn prompt, "已復原…" over the opponent's shield).
 */
export function promptLineBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  const prompt = keptLines(scene?.items ?? []);
  const areas = (scene?.items ?? []).filter((i) => i.label === "prompt" && i.area?.h > 0)
    .map(({ area: a }) => ({ x: rect.left + a.x * k, y: rect.top + a.y * k, w: a.w * k, h: a.h * k }));
  const shields = (scene?.items ?? []).filter((i) => i.type === "shield" && i.h > 0)
    .map((i) => ({ x: rect.left + i.x * k, y: rect.top + i.y * k, w: i.w * k, h: i.h * k }));
  return [...textBoxes({ ...scene, items: prompt }, rect), ...areas, ...shields];
}

/**
 * Return the table's text lines a phone's toast never covers: the prompt whole (its first line labelled `prompt`, the
 * wrapped lines under it, `prompt-more`, a card's or a combo's text `prompt-effect`), a Mythos discard's ⚠ warning and
 * the adventure checklist (`goal…`): toasts lay over CHAOS's instruction after an undo and a bot's turn, and over
 * Mythos's checklist (newcomer review 19, CHAOS ja phone finding 8, Mythos ja phone finding 5).
 */
function keptLines(items) {
  const kept = [];
  let last = null;   // the prompt's line above: an unlabelled line right under it at its x is its next line
  for (const i of items) {
    if (i.type !== "text") continue;
    const next = last && i.label == null && i.x === last.x && i.y > last.y && i.y <= last.y + 2 * (last.size ?? 14) + 4;
    // ...and the hand's label: "你无法反制…" lay over "你的手牌" (review 25, room_zh 5, 044)
    if (next || /^(prompt(-more|-effect)?|discard-warning|goals?-.*|hand-title)$/.test(i.label ?? "")) kept.push(i);
    last = next || i.label === "prompt" ? i : null;
  }
  return kept;
}

/** Return the words a toast box `el` says (its text, not its note), without white space. */
const toastWords = (el) => String(el.querySelector?.(".cw-toast-text")?.textContent ?? el.textContent ?? "").replace(/\s+/g, "");

/**
 * Take out of a phone's `box` each toast whose words the table already shows in the window (the scene's lines in
 * sight, read in order): Mythos's lines over the hand tell the others' plays and a Sanity change, and the toast lay over
 * the very line it repeated (newcomer review 19, Mythos ja phone finding 5, 005/010/021/031).
 */
function dropTold(box, scene, rect, win) {
  const k = rect.width / (scene?.width || rect.width || 1);
  const inSight = (i) => rect.top + i.y * k < win.innerHeight && rect.top + (i.y + (i.h || i.size || 12)) * k > 0;
  const shown = (scene?.items ?? []).filter((i) => i.type === "text" && inSight(i)).map((i) => String(i.text ?? ""))
    .join("").replace(/\s+/g, "");
  const told = toastsOf(box).filter((el) => toastWords(el) && shown.includes(toastWords(el)));
  for (const el of told) drop(box, el);
  if (told.length) box.restack?.();
}

/**
 * Return the boxes (page px) of the seats' strip: each seat's chip and the order's line above them ("Order ↻ · next:
 * B2 ▸"), which a phone's toast never covers: over them it hid whose turn came next (newcomer review 21, room_zh
 * finding 4, 043, 054).
 */
export function stripBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  return (scene?.items ?? []).filter((i) => i.type === "seat" || i.label === "order-next")
    .map((i) => ({ x: rect.left, y: rect.top + i.y * k, w: rect.width, h: (i.h || i.size || 12) * k }))   // its row
    .filter((r) => r.h > 0);
}

/** Return the boxes of a board's cells (CHAOS: the gate among them) in page px, the scene drawn in `rect`. */
export function cellBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  return (scene?.items ?? []).filter((i) => i.type === "cell" && i.h > 0)
    .map((i) => ({ x: rect.left + i.x * k, y: rect.top + i.y * k, w: i.w * k, h: i.h * k }));
}

/** Return the boxes of a scene's cards, piles and empty piles' places (the hand's above all, playable or not: a toast
 * hid it, review 7) in page px, a pile's with the few px its stacked edges reach past its box (PILE_REACH). */
export function cardBoxes(scene, rect) {
  const k = rect.width / (scene?.width || rect.width || 1);
  // a Letter toast lay on the clue stack's drawn edges and Cthulhu's foot, its box 1 px under them (review 39,
  // letter_zh 2, 164: "下次瘋狂檢定必定失敗" over the clue stack and Cthulhu)
  const reach = (i) => (i.type === "pile" ? PILE_REACH : 0);
  // (and an empty pile's place, "slot": the undo toast lay over the reader's empty discard pile, review 41, letter_zh 8)
  return (scene?.items ?? []).filter((i) => /card$|^pile$|^slot$/i.test(String(i.type ?? "")) && i.h > 0)
    .map((i) => ({ x: rect.left + (i.x - reach(i)) * k, y: rect.top + (i.y - reach(i)) * k,
                   w: (i.w + 2 * reach(i)) * k, h: (i.h + 2 * reach(i)) * k }));
}

const PILE_REACH = 6;   // scene px a pile's stacked edges (a layer's 3 px) and its glow reach past its box
const BOARD_MARGIN = 6;   // page px a phone's toast keeps off the board's cells (its 2 px frame, a piece's role badge)

/**
 * Return the height (px) a phone's toast box takes in the window: its own, measured, when it is laid out (a toast with
 * its note ran 130 px and more, and one placed for 70 px lay over the table's head and the reader's chips: newcomer
 * review 15, page finding 3), else 70 px a toast, at most a third of the window.
 */
export function toastHeight(box, win) {
  const measured = box.getBoundingClientRect?.().height || 0;
  const shown = [...(box.childNodes ?? [])].filter((el) => !el?.hidden).length;
  return Math.ceil(measured) || Math.min(win.innerHeight / 3, 70 * Math.max(1, shown));
}

/** Return a spot clear of `avoid` for the toasts on one line (`data-compact`: the note and all but the text's first
 * sentence left to the story), the window's top, foot or an empty band; null (and the toasts whole again) where none is. Over the lines
 * being read a toast hid them (newcomer review 28, mythos_ja 4, 049). */
function compactSpot(box, win, avoid) {
  if (!box.dataset) return null;
  box.dataset.compact = "1";
  const h = toastHeight(box, win);
  const w = win.innerWidth - 16;
  const spots = [{ x: 8, y: 8, w, h, name: "top" }, { x: 8, y: win.innerHeight - 8 - h, w, h, name: "bottom" }];
  for (let y = 16; y < win.innerHeight - 16 - h; y += 8) spots.push({ x: 8, y, w, h, name: "band" });
  const at = toastSpot(spots, avoid);
  if (!at) delete box.dataset.compact;
  return at;
}

/**
 * Put the toasts where they cover neither the story's newest line nor a move (issue 23): beside the table (wide) in
 * the story panel's flow above its lines (the lines make room and keep their newest in view: they cover nothing); on
 * a phone over the top or the bottom of the screen, whichever covers no move, no line of the table, not the newest
 * line, no card (the hand's), not the game's end panel, not the page's title and bar, not the coach's bubble and
 * nothing marked data-toast-free (a room's status strip and chat bar), else in the story panel's flow. Sets the box's
 * data-spot ("flow", "top", "bottom"; the page's style sheet places it, pinToWindow keeps it on the window).
 */
export function placeToasts(box, page) {
  let spot = "flow";
  let band = null;
  let column = null;
  const win = typeof window !== "undefined" ? window : null;
  if (box.dataset) delete box.dataset.compact;   // measured whole first
  if (win && page?.root?.dataset?.wide === "0" && page.canvas?.getBoundingClientRect) {
    const h = toastHeight(box, win);
    const w = win.innerWidth - 16;
    const lines = page.story?.lines?.querySelectorAll?.(".cw-line") ?? [];
    const newest = lines.length ? lines[lines.length - 1].getBoundingClientRect() : null;
    const asBox = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
    // The game's end panel is no move but holds the result and its buttons: a toast over it hid "X wins".
    const ending = page.root.querySelector?.(".cw-ending:not([data-mode=hidden])")?.getBoundingClientRect?.();
    const scene = page.canvas.__cthulhu?.scene;
    const rect = page.canvas.getBoundingClientRect();
    dropTold(box, scene, rect, win);
    const never = [...moveBoxes(scene, rect), ...cardBoxes(scene, rect), ...promptLineBoxes(scene, rect),
                   ...stripBoxes(scene, rect),
                   ...[ending, ...keptClear()].filter((r) => r && r.height > 0).map(asBox)];
    // (with a margin: glued to row 8 a toast lay on its frame and on the role badges reaching past its cells, review 41,
    // chaos_ja 1, 017 099)
    const board = cellBoxes(scene, rect).map((b) => ({ x: b.x - BOARD_MARGIN, y: b.y - BOARD_MARGIN,
                                                       w: b.w + 2 * BOARD_MARGIN, h: b.h + 2 * BOARD_MARGIN }));
    const avoid = [...never, ...board, ...textBoxes(scene, rect), ...(newest ? [asBox(newest)] : [])];
    followScroll(box, page, win);
    // the window's top, its foot, then any empty band between (below the board, above the hand): a toast lay over the
    // board's top rows and the gate for seconds (newcomer review 11, finding 3, CHAOS phone 019/057/083)
    const spots = [{ x: 8, y: 8, w, h, name: "top" }, { x: 8, y: win.innerHeight - 8 - h, w, h, name: "bottom" }];
    for (let y = 16; y < win.innerHeight - 16 - h; y += 8) spots.push({ x: 8, y, w, h, name: "band" });
    // no spot clear of everything: a toast may lie over the table's other text for its few seconds (it takes no
    // click), never over a move, a card, a title, the coach or the end; in the story's flow it went unseen, under the
    // table (review 9, CHAOS ja phone)
    // never over the round / turn line or the board either (newcomer review 13, finding 3: a toast lay over the
    // Mythos phone's round line, the CHAOS board's top rows and its time header)
    const head = headBoxes(scene, rect, win.innerWidth);
    // nor over a line of the story in sight (under a phone's table: test_page_round4 finding 4); with no spot left the
    // toast goes into the story's flow, above its lines
    const told = [...lines].map((l) => asBox(l.getBoundingClientRect())).filter((r) => r.h > 0 && r.y < win.innerHeight && r.y + r.h > 0);
    const clear = [...avoid, ...head, ...told];
    const at = toastSpot(spots, clear) ?? compactSpot(box, win, clear)
      ?? toastSpot(spots, [...never, ...board, ...head, ...told]);
    spot = at?.name ?? "flow";
    if (spot === "band") band = at.y;
    column = spot === "band" ? textColumn(scene, rect, win) : null;
  }
  inColumn(box, column);
  if (box.dataset) box.dataset.spot = spot;
  // where the page scrolls a box that holds "fixed" (Voilà), the spot is measured and moved onto the window's
  pinToWindow(box, spot, 8, win);
  if (band !== null && box.style) {   // an empty band's place in the window (measured: a host may move "fixed")
    box.style.top = `${Math.round(band)}px`;
    const r = box.getBoundingClientRect?.();
    if (r?.height && Math.abs(r.top - band) >= 0.5) box.style.top = `${Math.round(2 * band - r.top)}px`;
  }
  return spot;
}

/** Return the table's text column ({left, right}: insets from the window's edges), `scene` drawn in `rect`, or null. */
function textColumn(scene, rect, win) {
  const k = rect.width / (scene?.width || rect.width || 1);
  const xs = (scene?.items ?? []).filter((i) => i.type === "text" && String(i.text ?? "").trim()).map((i) => i.x);
  if (!xs.length || !rect.width) return null;
  const inset = Math.max(0, Math.min(...xs)) * k;
  const right = win.innerWidth - (rect.left + rect.width - inset);
  return { left: Math.max(8, rect.left + inset), right: Math.max(8, right) };
}

/** Lay the toasts' box inside the table's text `column` (a phone's band over the table), else where the sheet puts it:
 * 8 px from the window's edges it stuck out past the panel's left edge (newcomer review 42, letter_zh 3, 071 105). */
function inColumn(box, column) {
  if (!box.style) return;
  box.style.left = column ? `${Math.round(column.left)}px` : "";
  box.style.right = column ? `${Math.round(column.right)}px` : "";
}
