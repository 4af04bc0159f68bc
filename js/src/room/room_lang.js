// The language this tab's tables are read in: the lobby's when it made the table, then the one the reader chose in a
// table's own menu. A table opened again in the tab (Play again's link reloads the page) joined in the browser's
// language, English after a 简体中文 lobby (review 37, room_zh 1).
import { formLang } from "./lobby_words.js";

const KEY = "cthulhu-room-lang";

/** Keep `lang` (a form's "zh-CN", a table's "ja") as this tab's tables' language. */
export function keepLang(lang) {
  try {
    if (lang) globalThis.sessionStorage?.setItem(KEY, String(lang));
  } catch { /* storage switched off: the browser's language then */ }
}

/** Return this tab's tables' language, undefined when none was kept (the browser's is used then). */
export function keptLang() {
  try {
    return globalThis.sessionStorage?.getItem(KEY) || undefined;
  } catch {
    return undefined;
  }
}

// The lobby's own language, apart from the tables': a Letter table read in 繁體 (its only Chinese) must not turn a
// 简体中文 lobby into English or 繁體 on the way back ("← 牌桌清單" reloads the page: review 38, room_zh 1).
const LOBBY = "cthulhu-lobby-lang";

/** Keep `lang` (the create form's menu) as this tab's lobby language. */
export function keepLobbyLang(lang) {
  try {
    if (lang) globalThis.sessionStorage?.setItem(LOBBY, String(lang));
  } catch { /* storage switched off: the browser's language then */ }
}

/** Return this tab's lobby language, undefined when none was chosen (the browser's is used then). */
export function keptLobbyLang() {
  try {
    return globalThis.sessionStorage?.getItem(LOBBY) || undefined;
  } catch {
    return undefined;
  }
}

/** Return the reader's language ("zh-CN", "zh-TW", "ja", "en"): the tab's lobby's, else the browser's `browser`; the
 * rooms' pages and the courses they open read their own words in its script (review 41, room_zh 1: a 简体中文
 * reader's Letter course read 復原/重做/新遊戲). */
export function readerLang(lobby = keptLobbyLang(), browser = globalThis.navigator?.language) {
  return formLang(lobby ?? browser);
}
