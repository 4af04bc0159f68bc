// The course inside the room page (review 28, room_en 2 / room_zh 3: "★ Learn to play (solo, new tab)" left the
// table, a phone lost it, and the reviewers' browser never reached the course). A full-window sheet holds the solo
// course page (<rooms>/learn/<game>.html?learn=1, rooms/learn.py) in a frame over the table; its bar keeps
// "← Back to the table" in sight and shows a badge when it is the reader's turn: the table runs on under the sheet.

export const SHEET_WORDS = {
  en: { back: "← Back to the table", lobby: "← Back to the lobby", turn: "● Your turn at the table" },
  ja: { back: "← テーブルに戻る", lobby: "← ロビーに戻る", turn: "● テーブルであなたの番" },
  "zh-CN": { back: "← 回到牌桌", lobby: "← 回到大厅", turn: "● 牌桌上轮到你了" },
  "zh-TW": { back: "← 回到牌桌", lobby: "← 回到大廳", turn: "● 牌桌上輪到你了" },
};   // lobby: the bar of a course opened from the lobby (review 32, room_en 1: a new tab had no way back)
SHEET_WORDS.zh = SHEET_WORDS["zh-CN"];

let sheet = null;   // the page's one sheet, made at the first open
let yours = false;   // the reader's turn at the table, kept for a sheet opened later
const listeners = [];   // told true at an open, false at a close: the room tells the other seats (review 29, room_en 2)

/** Call `fn(open)` whenever the sheet opens (true) or closes (false), while `alive()` (a room unmounted must not keep
 * its socket's listener: it goes at the next telling); return what stops it. */
export function onSheet(fn, alive = () => true) {
  const entry = { fn, alive };
  listeners.push(entry);
  return () => { const at = listeners.indexOf(entry); if (at >= 0) listeners.splice(at, 1); };
}

/** Return whether the course's sheet is open now. */
export const sheetOpen = () => Boolean(sheet && !sheet.el.hidden);
const tell = (open) => {
  for (const entry of [...listeners]) {
    if (entry.alive()) entry.fn(open);
    else listeners.splice(listeners.indexOf(entry), 1);
  }
};

const make = (tag, className, text = "") => Object.assign(document.createElement(tag), { className, textContent: text });

/** Make the sheet (hidden) in the page's body: {el, bar, back, badge, frame}. */
function makeSheet() {
  const el = make("div", "cw-learn-sheet");
  el.hidden = true;
  el.setAttribute("role", "dialog");
  const bar = make("div", "cw-learn-sheet-bar");
  const back = Object.assign(make("button", "cw-learn-sheet-back"), { type: "button" });
  const badge = make("span", "cw-learn-sheet-turn");
  badge.hidden = true;
  const frame = make("iframe", "cw-learn-sheet-frame");
  bar.append(back, badge);
  el.append(bar, frame);
  // over everything of the table (its pop-ups and badges too); the bar a fixed height, the frame the rest
  Object.assign(el.style, { position: "fixed", inset: "0", zIndex: "2147483000", display: "none",
                            flexDirection: "column", background: "#14101c" });
  Object.assign(bar.style, { flex: "0 0 44px", display: "flex", alignItems: "center", gap: "0.8em",
                             padding: "0 0.6em", background: "#241a33", color: "#eee", font: "15px sans-serif" });
  Object.assign(back.style, { font: "inherit", fontWeight: "bold", padding: "0.35em 0.8em", cursor: "pointer" });
  Object.assign(badge.style, { color: "#f5c542", fontWeight: "bold", whiteSpace: "nowrap" });
  // the course page's own colour: its scrollbar's gutter (ui/page.js) showed a white frame through it at the right
  // edge (review 35, room_en 7, 004/148)
  Object.assign(frame.style, { flex: "1 1 auto", width: "100%", border: "0", background: "#1d2a24" });
  back.addEventListener("click", () => closeSheet());
  document.addEventListener?.("keydown", (event) => { if (event.key === "Escape" && !el.hidden) closeSheet(); });
  globalThis.addEventListener?.("message", (event) => {   // the course's language, told by its own frame only
    if (event.source === frame.contentWindow && typeof event.data?.cwCourseLang === "string" && sheet) {
      courseLang(sheet, event.data.cwCourseLang);
    }
  });
  (document.body ?? document.documentElement).appendChild(el);
  return { el, bar, back, badge, frame };
}

/** Return the course an `address` opens, its round limit left out: a course the reader is in stays when the table's
 * link asks it with the table's rounds (review 34, room_zh 8: the course from the lobby began again at step 1). */
const courseOf = (address) => String(address ?? "").replace(/&rounds=\d+/, "");

/** Say the sheet's bar in `lang` (a room's or the play page's code) for the page `under` it; an unknown one keeps it. */
function sayBar(target, lang, under) {
  const words = SHEET_WORDS[lang];
  if (!words) return;
  target.back.textContent = under === "lobby" ? words.lobby : words.back;
  target.badge.textContent = words.turn;
}

/** Follow the course's language in the sheet's bar (review 34, room_en 8: "← Back to the lobby" stayed English over a
 * course the reader had switched to 日本語): the course page tells it (lite/main.js tellParentLang). */
export function courseLang(target, lang) {
  sayBar(target, lang, target.under);
}

/** Open the sheet on the course at `address`, its bar in `lang`, its Back naming the page under it (`under`: "table"
 * or "lobby"); the frame keeps its page when it is the same course. Returns the sheet. */
export function openSheet(address, lang = "en", under = "table") {
  sheet ??= makeSheet();
  sheet.under = under;
  sayBar(sheet, SHEET_WORDS[lang] ? lang : "en", under);
  sheet.badge.hidden = !yours;
  if (courseOf(sheet.frame.getAttribute?.("src")) !== courseOf(address)) sheet.frame.setAttribute("src", address);
  sheet.el.hidden = false;
  sheet.el.style.display = "flex";
  sheet.back.focus?.();   // a keyboard's Enter or Escape goes back to the table
  sheet.scroll = document.documentElement?.style?.overflow ?? "";
  if (document.documentElement?.style) document.documentElement.style.overflow = "hidden";   // the page's bar too
  tell(true);
  return sheet;
}

/** Close the sheet: the table is in sight again (the course stays loaded for the next open). */
export function closeSheet() {
  if (!sheet || sheet.el.hidden) return;
  if (document.documentElement?.style) document.documentElement.style.overflow = sheet.scroll ?? "";
  tell(false);
  sheet.el.hidden = true;
  sheet.el.style.display = "none";
}

/** Tell the sheet whether it is the reader's turn at the table (its bar's badge). */
export function sheetTurn(mine) {
  yours = Boolean(mine);
  if (sheet) sheet.badge.hidden = !yours;
}

/** Return the page's sheet ({el, back, badge, frame}) or null before the first open. */
export const currentSheet = () => sheet;
