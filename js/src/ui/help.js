// "Rules and help": a "?" (an HTML details element above the canvas) that opens the game's rules reminder, how to read
// its table, the CHAOS legend and the controls, in the table's language. The texts come from the kernel: the catalog's
// `help` (language -> {title, rules, guide, legend, seats}, from games/<g>/sentences/<lang>.py), so the rules are said
// once, in the words of the game's glossary; the headings and the controls are the page's words (ui/words.js).
// An app's page may carry its title in an element marked `data-cw-title`: the help puts the game's title there, and
// into the window's title, in the table's language (nothing else on the page is touched).
import { onAnyScroll, pinToWindow } from "./pin.js";
import { PAGE_WORDS, say } from "./words.js";

/**
 * Return the help element (closed): a "?" summary and a body the game fills in (`updateHelp`). Open, the body lies
 * over the table (page.js's style sheet; a phone's is a sheet at the window's foot): the "?" and the table keep their
 * place and scale (issue 23 round 6, review 7); Escape or a press elsewhere folds it.
 */
export function buildHelp() {
  const details = document.createElement("details");
  details.className = "cw-help";
  const summary = document.createElement("summary");
  summary.textContent = PAGE_WORDS.en.help;
  const body = document.createElement("div");
  details.append(summary, body);
  details.dataset.game = "";
  details.dataset.lang = "en";
  details.dataset.filled = "";
  details.addEventListener?.("keydown", (event) => {
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    summary.focus?.({ preventScroll: true });   // closing never scrolls the page (newcomer review 9, finding 3)
  });
  document.addEventListener?.("pointerdown", (event) => {
    if (!details.open || details.contains(event.target)) return;
    details.open = false;
    swallowClick(event.target);
  }, true);
  // a phone's open help is a sheet at the window's foot (page.js), kept there in a page that scrolls a box
  const pin = () => {
    if (details.open && details.closest?.(".cw-root")?.dataset.wide === "0") pinToWindow(body, "bottom", 0);
  };
  details.addEventListener?.("toggle", pin);
  onAnyScroll(pin);
  sheetWheel(details, body);
  sheetKeys(details, body);
  const more = () => moreCue(body);
  details.addEventListener?.("toggle", more);
  body.addEventListener?.("scroll", more);
  return details;
}

/** Show the sheet's "▼ more" cue while text lies below what `body` shows, hide it at the end; return whether shown.
 * The sheet ended mid-sentence with nothing saying it scrolls (newcomer review 35, mythos_ja 3, 067). */
function moreCue(body) {
  const cue = [...(body.childNodes ?? [])].find((e) => e.className === "cw-help-more");
  if (!cue) return false;
  cue.hidden = !(body.scrollHeight - body.clientHeight - body.scrollTop > 8);
  return !cue.hidden;
}

/** Return the sheet's "▼ more" cue: at the foot of what the sheet shows, over a fade; a press reads on. */
function moreButton(body, words) {
  const cue = document.createElement("div");
  cue.className = "cw-help-more";
  cue.textContent = say(words, "help_more");
  // down to the sheet's foot through its 6 px padding, opaque from above its words: at bottom 0 a line of text showed
  // under it and through it (review 38, chaos_en 067, mythos_en 273, room_en 073)
  Object.assign(cue.style, { position: "sticky", bottom: "-6px", margin: "0 -50px -6px -10px", padding: "18px 0 8px",
                             textAlign: "center", fontWeight: "bold", color: "#f5c542", cursor: "pointer",
                             background: "linear-gradient(rgba(11, 18, 14, 0), #0b120e 35%)" });
  cue.addEventListener("click", () => { body.scrollTop += Math.round((body.clientHeight || 0) * 0.8); });
  return cue;
}

// the keys that scroll a text, and how far each moves a sheet `h` high (Home, End: to either end)
const SCROLL_KEYS = { PageDown: (h) => 0.9 * h, PageUp: (h) => -0.9 * h, " ": (h) => 0.9 * h,
                      ArrowDown: () => 40, ArrowUp: () => -40, Home: () => -Infinity, End: () => Infinity };

/**
 * While the help is open, the keyboard's scroll keys scroll its text, never the page behind (newcomer review 35,
 * mythos_ja 3, 069: PageDown moved the page, the sheet stayed cut). The arrows and Space only from inside the help:
 * on the table they choose a move.
 */
function sheetKeys(details, body, win = globalThis.window) {
  if (typeof win?.addEventListener !== "function") return;
  const onKey = (event) => {
    if (details.isConnected === false) return win.removeEventListener?.("keydown", onKey, { capture: true });
    const by = SCROLL_KEYS[event.key];
    if (!details.open || !by || event.altKey || event.ctrlKey || event.metaKey) return;
    if (/^(Arrow| )/.test(event.key) && !details.contains?.(event.target)) return;
    event.preventDefault?.();
    const end = Math.max(0, (body.scrollHeight || 0) - (body.clientHeight || 0));
    body.scrollTop = Math.min(end, Math.max(0, body.scrollTop + by(body.clientHeight || 0)));
    moreCue(body);
  };
  win.addEventListener("keydown", onKey, { capture: true });
}

/** Return the px a wheel `event` moves by (its lines or pages made px for a sheet `h` high). */
const wheelPx = (event, h) => event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? h : 1);

/**
 * While a phone's help sheet is open, a wheel over the page behind it scrolls the sheet and the page keeps its place
 * (newcomer review 32: letter_zh 9, chaos_ja 10, room_zh 11: the page moved, the sheet stayed and its rest was
 * unread); over the sheet the browser scrolls it (its overscroll never reaches the page: page.js).
 */
function sheetWheel(details, body, win = globalThis.window) {
  if (typeof win?.addEventListener !== "function") return;
  const onWheel = (event) => {
    // a page built again (a notebook cell run again, a language's new page) leaves its sheet out of the document,
    // open or not: its listener goes with it, never holding the window's wheel for a sheet no one sees
    if (details.isConnected === false) return win.removeEventListener?.("wheel", onWheel, { capture: true });
    if (!details.open || details.closest?.(".cw-root")?.dataset.wide !== "0" || details.contains?.(event.target)) return;
    event.preventDefault?.();
    body.scrollTop += wheelPx(event, body.clientHeight || 0);
  };
  win.addEventListener("wheel", onWheel, { capture: true, passive: false });
}

/**
 * Stop the click a press that folded the help ends in (capture phase, before the table's listeners): the tap that
 * closed the sheet showed a card's tooltip over the hand, which caught the next tap (newcomer review 9, finding 4).
 */
export function swallowClick(target, win = globalThis.window, ms = 700) {
  if (typeof win?.addEventListener !== "function") return;
  const stop = (event) => {
    if (target && event.target !== target && !target.contains?.(event.target)) return;
    event.stopImmediatePropagation?.();
    event.preventDefault?.();
    done();
  };
  const done = () => win.removeEventListener?.("click", stop, true);
  win.addEventListener("click", stop, true);
  setTimeout(done, ms);
}

/** Return the sheet's × (the help's first line: a phone's sheet had no way to close it but a press elsewhere). */
function closeButton(details, words) {
  const close = document.createElement("button");
  close.type = "button";
  close.className = "cw-help-close";
  close.textContent = "×";
  close.setAttribute("aria-label", say(words, "help_close"));
  close.title = say(words, "help_close");
  close.addEventListener("click", () => { details.open = false; });
  return close;
}

/** Return the help's last line: a "Close the rules" button, where the reader's eyes end (newcomer review 15, page
 * finding 5, CHAOS desk 147: the × alone at the top corner, out of sight once the text was scrolled to its end). */
function footClose(details, words) {
  const close = document.createElement("button");
  close.type = "button";
  close.className = "cw-help-close-foot";
  close.textContent = say(words, "help_close");
  close.addEventListener("click", () => { details.open = false; });
  return close;
}

/** Return a heading and a list (ul, or dl for [term, text] pairs) of one section; none for an empty list. */
function section(head, items) {
  if (!items?.length) return [];
  const title = document.createElement("strong");
  title.textContent = head;
  const pairs = Array.isArray(items[0]);
  const list = document.createElement(pairs ? "dl" : "ul");
  for (const item of items) {
    if (pairs) {
      const dt = document.createElement("dt");
      dt.textContent = item[0];
      const dd = document.createElement("dd");
      dd.textContent = item[1];
      list.append(dt, dd);
    } else {
      const li = document.createElement("li");
      li.textContent = item;
      list.append(li);
    }
  }
  return [title, list];
}

/**
 * Return a game's cards part (CHAOS: {head, groups: [{head, items: [[name, text]]}]}, games/chaos/sentences/
 * sheet_cards.py): its heading, then each group folded under its own heading, so a phone's sheet stays short and
 * the player opens the cards or combos it looks for (newcomer review 36, chaos_en 3); none without groups.
 */
function cardsPart(cards, said) {
  const groups = (cards?.groups ?? []).filter((g) => g?.items?.length);
  if (!groups.length) return [];
  const title = document.createElement("strong");
  title.textContent = cards.head ?? "";
  return [title, ...groups.map((group) => {
    const fold = document.createElement("details");
    fold.className = "cw-help-fold";
    const summary = document.createElement("summary");
    summary.textContent = group.head ?? "";
    // a whole line a finger can press, with its ▸ (the sheet's "?" pill style is too small a target for a phone)
    if (summary.style) Object.assign(summary.style, { display: "list-item", margin: "4px 0", padding: "6px 8px" });
    fold.append(summary, section("", said(group.items))[1]);
    return fold;
  })];
}

/** Put the game's title in the page's `data-cw-title` elements and the window's title (only where the page has one). */
export function speakTitle(title) {
  if (!title || typeof document.querySelectorAll !== "function") return;
  const marked = [...document.querySelectorAll("[data-cw-title]")];
  for (const node of marked) node.textContent = title;
  if (marked.length) document.title = title;
}

/**
 * Fill the help with the texts of `game` in the page language of `words` (ui/words.js pageWords: its `helpTexts`
 * come from the catalog), once per game, language and texts. A missing game or `words` keeps the one shown (the
 * hot-seat curtain sends no view; a caller that knows only the game keeps the language). `shared` (a room's table)
 * tells of its own controls: no undo, New game or Seed box there; `touch` (a touch screen) says tap, not click or
 * hover, and no keyboard shortcuts (`forTouch`); `variant` names other texts `words` brings (a phone's guide).
 */
export function updateHelp(details, game, words, { shared = false, touch = false, variant = "", short = false } = {}) {
  if (!details) return;
  const shownGame = game || details.dataset.game;
  const lang = words?.lang ?? details.dataset.lang ?? "en";
  const texts = words?.helpTexts;
  const filled = texts ? "1" : "";
  const kind = `${shared ? "shared" : ""}${touch ? " touch" : ""}${variant ? ` ${variant}` : ""}${short ? " short" : ""}`;
  if (details.dataset.game === shownGame && details.dataset.lang === lang && details.dataset.filled === filled
      && (details.dataset.shared ?? "") === kind) return;
  if (!words && details.dataset.game === shownGame) return;
  const shownWords = words ?? { ...PAGE_WORDS[lang], lang };
  details.dataset.game = shownGame;
  details.dataset.lang = lang;
  details.dataset.filled = filled;
  details.dataset.shared = kind;
  // a phone's is short ("? ルール": in 日本語 it sat alone on the bar's third row, review 38 chaos_ja 9, mythos_ja 7)
  details.firstChild.textContent = say(shownWords, short ? "help_short" : "help");
  details.firstChild.setAttribute?.("aria-label", say(shownWords, "help").replace(/^\?\s*/, ""));
  const t = helpTexts(texts);
  // a room's seat is its link: the catalog's seat menu sentence ("choose Bot plays") has no menu there
  // a game's own controls sentence where it has one (Letter, solo: no "other people at the table", review 25)
  const own = shared ? "" : t.controls;
  // a solo page's game lives in its kernel: a reload starts afresh (review 36, chaos_ja 3; ui/leave_guard.js)
  const controls = [shared ? "" : t.seats, own || say(shownWords, shared ? "controls_shared" : "controls"),
                    shared ? "" : say(shownWords, "reload_note")].filter(Boolean);
  const said = (list) => (touch ? list.map((x) => (Array.isArray(x) ? x.map((y) => forTouch(y, lang))
    : forTouch(x, lang))) : list);
  details.lastChild.replaceChildren(closeButton(details, shownWords), ...section(say(shownWords, "rules_head"), said(t.rules)),
                                    ...section(say(shownWords, "guide_head"), said(t.guide)),
                                    ...section(say(shownWords, "legend"), said(t.legend)),
                                    ...cardsPart(t.cards, said),
                                    ...section(say(shownWords, "controls_head"), said(controls).filter(Boolean)),
                                    moreButton(details.lastChild, shownWords), footClose(details, shownWords));
  moreCue(details.lastChild);
  speakTitle(t.title);
}

/**
 * Return the help texts of one language of a catalog's `help` (see words.js pageWords), each part present: the
 * title, the rules, the guide, the legend's [term, text] pairs and the seat controls.
 */
export function helpTexts(texts) {
  const t = texts ?? {};
  const list = (x) => (Array.isArray(x) ? x : []);
  return { title: t.title ?? "", rules: list(t.rules), guide: list(t.guide), legend: list(t.legend),
           seats: t.seats ?? "", controls: t.controls ?? "", cards: t.cards ?? null };
}

// A touch screen's help (issue 23 round 6d, finding 3: a zh phone's help spoke of a mouse and "press I"): the
// sentences of the three games' help (games/<g>/sentences) and the page's controls (ui/words.js), each language's
// pointer and keyboard words made a finger's: [pattern, replacement], in order.
const TOUCH = {
  en: [[/,? (?:or )?hover it, or focus it and press I,/g, ""], [/hover a chip/g, "press and hold a chip"],
       [/Esc or a click outside/g, "a tap outside"], [/ ?Tab or the arrow keys choose a move[^.]*\./g, ""],
       [/\bClick/g, "Tap"], [/\bclick/g, "tap"]],
  zh: [[/、將滑鼠停在牌上，或選取它後按 I/g, ""], [/、将鼠标停在牌上，或选中它后按 I/g, ""],
       [/滑鼠停在按鈕上/g, "長按按鈕"], [/鼠标停在按钮上/g, "长按按钮"],
       [/Tab 或方向鍵選擇行動[^。]*。/g, ""], [/Tab 或方向键选择行动[^。]*。/g, ""],
       [/點擊/g, "輕觸"], [/点击/g, "轻触"]],
  ja: [[/するか、マウスを重ねるか、フォーカスして I を押すと/g, "すると"], [/するか、マウスを重ねるか、フォーカスして I を押せば/g, "すれば"],
       [/チップにマウスを重ねると/g, "チップを長押しすると"],
       [/Esc か外側のクリックで閉じる/g, "外側をタップすると閉じる"], [/Tab か矢印キーで手を選び[^。]*。/g, ""],
       [/クリック/g, "タップ"]],
};

/** Return a help sentence for a touch screen in `lang`: tap for click, no hover, no keyboard shortcuts. */
export function forTouch(text, lang) {
  // a help in English on another language's page (a table without that language's help) is made a finger's too
  const base = String(lang ?? "en").split("-")[0];
  const rules = base === "en" ? TOUCH.en : [...(TOUCH[base] ?? []), ...TOUCH.en];
  return rules.reduce((out, [pattern, put]) => out.replace(pattern, put), String(text ?? "")).trim();
}
