// "★ Learn to play" from a room (review 27, room_en 1, room_zh 7: a table offered no course and the lobby's pointer
// to one was no link): a link to the game's solo play page served by the rooms server (<rooms>/learn/<game>.html,
// rooms/learn.py), whose ?learn=1 starts the course (lite/main.js), in a new tab. Shown only once the server answers
// for it: where the pages are not built, the words say where the course is instead. A table's link opens the course
// in a sheet over the table instead (room/learn_sheet.js; review 28, room_en 2 / room_zh 3: a new tab lost the table).
import { openSheet } from "./learn_sheet.js";

export const LEARN_WORDS = {
  en: { link: "★ Learn to play (solo, new tab)", here: "★ Learn to play (solo course)",
        sheet: "★ Learn to play (solo, 10 steps, your seat waits)" },
  ja: { link: "★ 遊び方を学ぶ（ひとりで・新しいタブ）", here: "★ 遊び方を学ぶ（ひとりで練習）",
        sheet: "★ 遊び方を学ぶ（ひとりで 10 ステップ、席はそのまま）" },
  "zh-CN": { link: "★ 学习玩法（单人，新标签页）", here: "★ 学习玩法（单人教程）",
             sheet: "★ 学习玩法（单人，10 步，座位等你回来）" },
  "zh-TW": { link: "★ 學習遊玩（單人，新分頁）", here: "★ 學習遊玩（單人教學）",
             sheet: "★ 學習遊玩（單人，10 步，座位等你回來）" },
};   // sheet: the rules sheet's line (room/help_learn.js; review 31, room_zh 1)
LEARN_WORDS.zh = LEARN_WORDS["zh-CN"];   // a table's language code
const WIDGET_LANG = { "zh-CN": "zh", zh: "zh" };   // the play page's languages: en, zh, zh-TW, ja

/** Return the rooms prefix of a page at `pathname` ("/cthulhu/rooms/page" -> "/cthulhu/rooms"), null elsewhere. */
export function roomsPrefix(pathname = globalThis.location?.pathname ?? "") {
  const match = /^(.*)\/page\/?$/.exec(String(pathname));
  return match ? match[1] : null;
}

/** Return the address of `game`'s course under the rooms `prefix`, in `lang`, dealt with the table's round limit
 * `rounds` when it has one (review 29, room_en 3: the course said "Round 1/60" beside a table of 12), its `lesson`
 * when not the first (CHAOS's lesson 2, served by the rooms server's own course: review 37, room_en). */
export function learnAddress(prefix, game, lang = "en", rounds = null, lesson = 1) {
  const to = WIDGET_LANG[lang] ?? (["en", "ja", "zh-TW"].includes(lang) ? lang : "en");
  const limit = Number(rounds) > 0 ? `&rounds=${Math.floor(Number(rounds))}` : "";
  const second = lesson === 2 ? "&lesson=2" : "";
  const page = `${String(prefix).replace(/\/$/, "")}/learn/${encodeURIComponent(game)}.html`;
  return `${page}?learn=1&lang=${to}${limit}${second}`;
}

const served = new Map();   // address without its query -> Promise<boolean>: asked once a page
/** Return (a promise of) whether the server serves the page at `address` (a HEAD answered 200). */
export function isServed(address, fetchImpl = globalThis.fetch) {
  const page = address.split("?")[0];
  if (!served.has(page)) {
    const asked = fetchImpl ? fetchImpl(page, { method: "HEAD", credentials: "same-origin" }) : Promise.resolve(null);
    served.set(page, Promise.resolve(asked).then((r) => Boolean(r?.ok), () => false));
  }
  return served.get(page);
}

/** Return {el: a hidden <a> that opens `game`'s course, shown once served; say(lang, text?, rounds?)}: in a new tab,
 * or `inside` the page, in a sheet over the page `under` it: a table (review 28, room_en 2 / room_zh 3: a new tab lost
 * the table) or the lobby (review 32, room_en 1: the new tab had no way back to the lobby). */
export function learnLink({ prefix = roomsPrefix(), game = "chaos", fetchImpl = globalThis.fetch,
                            inside = false, under = "table", lesson = 1 } = {}) {
  const el = Object.assign(document.createElement("a"), { className: "cw-learn-link", hidden: true },
                           inside ? {} : { target: "_blank", rel: "noopener" });
  Object.assign(el.style, { marginLeft: "0.6em", color: "#f5c542" });
  let lang = "en";
  let limit = null;   // the table's round limit, for the course's deal
  const say = (to = lang, text = null, rounds = limit) => {
    [lang, limit] = [to, rounds];
    if (prefix) el.href = learnAddress(prefix, game, lang, limit, lesson);
    el.textContent = text ?? (LEARN_WORDS[lang] ?? LEARN_WORDS.en)[inside ? "here" : "link"];
  };
  if (inside) {
    el.addEventListener("click", (event) => {
      event.preventDefault?.();
      if (el.href) openSheet(el.href, lang, under);
    });
  }
  say();
  const ready = prefix ? isServed(learnAddress(prefix, game), fetchImpl) : Promise.resolve(false);
  ready.then((ok) => { el.hidden = !ok; });
  return { el, say, ready };
}
