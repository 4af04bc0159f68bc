// The status strip's steadiness and its end seed. The table under the strip keeps its y: the strip never gets
// shorter while the window keeps its width (newcomer review 9, room finding 1: the chat tab leaving the strip for its
// drawer, and the game's end hiding "You are A1 · team A · patient", each moved the whole table up 25 px). At the
// game's end the seed is a button of its own that shows it whole and copies it (finding 3: "seed 5747330…" was cut
// at the end of the result sentence).

/**
 * Hold `el`'s height: its min-height follows the tallest it has been since the window last changed width, so a
 * part leaving it never moves what lies below. Returns {measure()} (measure again after a change of content).
 */
export function holdHeight(el, win = globalThis.window) {
  let width = win?.innerWidth ?? 0;
  let tallest = 0;
  function measure() {
    if ((win?.innerWidth ?? 0) !== width) {   // a new width lays the strip out anew: it may be shorter there
      width = win?.innerWidth ?? 0;
      tallest = 0;
      el.style.minHeight = "";
    }
    const height = el.getBoundingClientRect?.().height ?? 0;
    if (height > tallest) {
      tallest = height;
      el.style.boxSizing = "border-box";   // the min-height is the whole height, padding in: else it grows each time
      el.style.minHeight = `${Math.ceil(height)}px`;
    }
  }
  const Observer = win?.ResizeObserver;
  if (Observer) new Observer(() => measure()).observe(el);
  win?.addEventListener?.("resize", measure);
  measure();
  return { measure };
}

/**
 * Put the end's seed button in `strip` before `before` (the seats): hidden in play and to players, at a designer's
 * game end it reads "seed 5747330157812345" and a click copies the number. `wordsOf(key, vars)` speaks the table's language. Returns
 * {show(msg), words(), el}.
 */
export function seedButton(strip, before, wordsOf, nav = globalThis.navigator) {
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-room-seed",
                                                                   hidden: true });
  strip.insertBefore(button, before);
  let seed = null;
  let copied = false;
  function words() {
    button.textContent = seed == null ? "" : copied ? wordsOf("seed_copied") : wordsOf("seed_of", { seed });
    button.title = wordsOf("seed_copy_title");
  }
  button.addEventListener("click", () => {
    if (seed == null) return;
    Promise.resolve(nav?.clipboard?.writeText?.(String(seed))).then(() => {
      copied = true;
      words();
      setTimeout(() => { copied = false; words(); }, 1500);
    }, () => {});
  });
  return {
    el: button,
    /** Show the seed of a finished game's state message `msg` (the server sends it only then) to a designer (`msg.design`)
     * or the table's `creator` (the lobby promised it: review 33, room_en 4), else hide: another seat read a big
     * "种子 3973087960837978" as developer's words (review 27, room_zh 8). */
    show(msg, creator = false) {
      seed = msg?.result && msg.seed != null && (msg.design === true || creator) ? msg.seed : null;
      button.hidden = seed == null;
      words();
    },
    words,
  };
}

/**
 * While the chat drawer `drawer` is open over the window's foot, the story's lines (in `table`) end above it: the box
 * gets a bottom padding as deep as the drawer lies over it, and a box showing its newest lines shows them again
 * (review 9, room finding 1: the open chat hid the story's newest lines at 1280 × 800). `on` false takes it away.
 */
export function storyClear(table, drawer, on) {
  const box = table?.querySelector?.(".cw-story .cw-lines");
  if (!box?.style) return 0;
  const atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 4;
  const fixed = on && drawer?.getBoundingClientRect && globalThis.getComputedStyle?.(drawer).position === "fixed";
  // only the part of the box in the window lies under the drawer, and the padding never eats the whole box: a phone's
  // story at the page's foot, far below the window, took a padding of ~900 px, an empty dark panel (review 10,
  // finding 6, r10r 99_B2_lower, 100_B2_story)
  const r = fixed ? box.getBoundingClientRect() : null;
  const over = fixed ? Math.min(r.bottom, globalThis.innerHeight || Infinity) - drawer.getBoundingClientRect().top : 0;
  const inSight = r && r.top < (globalThis.innerHeight || Infinity);
  const pad = over > 0 && inSight ? Math.min(Math.ceil(over) + 8, Math.floor((box.clientHeight || 0) * 0.6)) : 0;
  box.style.paddingBottom = pad ? `${pad}px` : "";
  box.style.boxSizing = pad ? "border-box" : "";   // the box keeps its height (a max-height on it holds it): the padding eats in
  if (atEnd) box.scrollTop = box.scrollHeight;
  followBox(box, on ? () => storyClear(table, drawer, true) : null);
  return pad;
}

/**
 * While the chat `drawer` is open at a desk's foot (fixed) beside a story column (the widget's absolute `.cw-story` in
 * `table`), it stands in that column, its left edge and width, and the story ends above it: the 340 px drawer from the
 * right lay over the story's foot and the table's right edge, the hand's card there (review 22, room_en finding 6,
 * 009_chat2, 070_r9d). Returns how far the story's foot rose; `on` false (or no such column) puts both back.
 */
export function besideStory(table, drawer, on) {
  const story = table?.querySelector?.(".cw-story");
  if (!story?.style || !drawer?.style) return 0;
  const lines = story.querySelector?.(".cw-lines");
  const atEnd = lines && lines.scrollHeight - lines.scrollTop - lines.clientHeight < 4;
  const kept = () => { if (atEnd) lines.scrollTop = lines.scrollHeight; };   // the newest lines stay in sight
  Object.assign(drawer.style, { left: "", width: "", right: "", bottom: "" });
  story.style.bottom = "";
  const css = globalThis.getComputedStyle;
  const column = on && css?.(drawer).position === "fixed" && css?.(story).position === "absolute"
    ? story.getBoundingClientRect() : null;
  if (!(column?.width > 0) || column.top >= (globalThis.innerHeight || Infinity)) {
    kept();
    return 0;
  }
  // its foot on the column's, not the window's: its Send row sat below the table's frame (review 28, room_en 11, 025)
  const foot = Math.max(0, Math.round((globalThis.innerHeight || 0) - column.bottom));
  Object.assign(drawer.style, { left: `${Math.round(column.left)}px`, width: `${Math.round(column.width)}px`,
                                right: "auto", bottom: foot ? `${foot}px` : "" });
  const over = column.bottom - drawer.getBoundingClientRect().top;
  // the story keeps at least a third of its height: a window too low for both leaves the drawer over its foot
  const lift = over > 0 ? Math.min(Math.ceil(over) + 6, Math.floor(column.height * 0.67)) : 0;
  story.style.bottom = lift ? `${lift}px` : "";
  kept();
  return lift;
}

/**
 * Run `again` (storyClear) when the story's box changes its outer size while the chat is open: the padding changes
 * which line wholeLines cuts at the box's top, the box grew 17 px after it and the drawer hid the newest line's last
 * row (round AF, test_browser_rooms_round9m at a CHAOS end, 1280 × 800). One observer a box; `again` null stops it.
 */
function followBox(box, again) {
  box.clearAgain = again;
  if (box.clearSeen || typeof globalThis.ResizeObserver !== "function") return;
  box.clearSeen = new globalThis.ResizeObserver(() => box.clearAgain?.());
  box.clearSeen.observe(box, { box: "border-box" });
}

/**
 * While the chat `drawer` is open as a sheet across the window's foot (a phone's: fixed, nearly the window's width),
 * the room `root` ends as much lower, so the page's end — the story — scrolls above the drawer: scrolled to the end,
 * the drawer covered the story's newest lines (review 18, finding 4). Returns the padding; `on` false takes it away.
 * A desk's drawer at the right covers the story column only: storyClear pads that box instead.
 */
export function pageClear(root, drawer, on) {
  if (!root?.style) return 0;
  const r = on && drawer?.getBoundingClientRect && globalThis.getComputedStyle?.(drawer).position === "fixed"
    ? drawer.getBoundingClientRect() : null;
  const sheet = r && (r.width ?? Infinity) >= 0.9 * (globalThis.innerWidth || 0);
  const pad = sheet && r.height > 0 ? Math.ceil(r.height) + 8 : 0;
  root.style.paddingBottom = pad ? `${pad}px` : "";
  return pad;
}

/**
 * Run `clear` (storyClear) again whenever the chat `drawer` changes size: a line said or received grew the open
 * drawer over the story's newest line after its opening had cleared them (review 10, finding 6, r10r 43_chat,
 * 44_chat_sent). Returns the observer (null without ResizeObserver).
 */
export function followDrawer(drawer, clear, Observer = globalThis.ResizeObserver) {
  if (typeof Observer !== "function" || !drawer) return null;
  const seen = new Observer(() => clear());
  seen.observe(drawer);
  return seen;
}

/**
 * A cut sentence of the strip (whose turn, the table's name, cut with "…" to keep the strip one height) is one tap
 * away: a tap or click on it shows its whole text in a box under the strip, over the table, moving nothing; a tap on
 * the box or on the sentence again puts it away (review 24, AP8 finding 3: the status line was cut on a phone).
 * The strip's data-cut names the parts cut now ("turn name"). Returns {el, follow()}: `follow` keeps the open box's
 * text that of its sentence and the marks up to date (after each change of the strip's words).
 */
export function wholeOnTap(strip, parts = ".cw-room-turn, .cw-room-name, .cw-room-news") {
  const box = Object.assign(document.createElement("p"), { className: "cw-room-whole", hidden: true });
  box.dataset.toastFree = "1";   // a toast never covers what the reader asked to read
  strip.appendChild(box);
  let source = null;
  const cut = (el) => (el?.scrollWidth ?? 0) > (el?.clientWidth ?? 0) + 1;
  const close = () => { box.hidden = true; source = null; };
  function follow() {
    const names = [...(strip.querySelectorAll?.(parts) ?? [])].filter(cut)
      .map((el) => String(el.className).replace(/^cw-room-/, ""));
    if (names.length) strip.dataset.cut = names.join(" ");
    else delete strip.dataset.cut;
    if (source) box.textContent = source.title || source.textContent;
  }
  box.addEventListener("click", close);
  strip.addEventListener("click", (event) => {
    const el = event.target?.closest?.(parts);
    if (!el || !strip.contains?.(el)) return;
    if (source === el || !cut(el)) return close();
    source = el;
    box.hidden = false;
    follow();
  });
  return { el: box, follow };
}

/** Scroll the window up so the room's `strip` is whole in it when its top lies above the window's; return the px
 * scrolled (negative: up; 0 when it was in sight). At the game's end its ways on (Play again, the replay) were cut
 * at the top, the page left where the turns had brought the hand in (review 38, room_zh 7: 再玩一局, 061). */
export function stripInSight(strip, win = globalThis.window) {
  const top = strip?.getBoundingClientRect?.().top;
  if (!(typeof top === "number" && top < 0) || !win?.scrollBy) return 0;
  const by = Math.floor(top);
  win.scrollBy({ top: by });
  return by;
}
