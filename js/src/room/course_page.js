// The server's own course page (<rooms>/learn/<game>.html?learn=1&lang=…&lesson=…, rooms/course_handlers.py): where
// the static play pages were not built, neither the lobby nor a table offered "Learn to play" (review 37, room_en,
// Q1 7). The rooms server deals the course with the widget's own learn() and sends its trait changes over a socket;
// this page draws them with the widgets' render({model, el}) from a RoomModel, as the static page does from its
// worker: the same coach marks, Got it and step chips, Undo. A reload takes its course back (sessionStorage).
import { render } from "../index.js";
import { COURSE_STYLE, applyChanges, tellParentLang } from "../lite/main.js";
import { RoomModel } from "./model.js";
import { readerLang } from "./room_lang.js";
import { readAsChinese } from "./words.js";

const KEPT = "cthulhu-course:";   // the page's course {course, token}, per address: a reload resumes it

/** Return what the page's address asks: {lang, lesson, rounds} (an unknown language: English). */
export function courseAsks(search = globalThis.location?.search ?? "") {
  const query = new URLSearchParams(search);
  const lang = query.get("lang");
  const rounds = /^\d{1,4}$/.test(query.get("rounds") ?? "") ? Number(query.get("rounds")) : 0;
  return { lang: ["en", "zh", "zh-TW", "ja"].includes(lang) ? lang : "en",
           lesson: query.get("lesson") === "2" ? 2 : 1, rounds: rounds > 0 && rounds <= 1000 ? rounds : 0 };
}

/** Return the course socket's address for a page at `loc` ("…/cthulhu/rooms/learn/chaos.html" -> "ws…/course/ws"). */
export function courseSocketAddress(loc = globalThis.location) {
  const prefix = String(loc.pathname).replace(/\/learn\/[^/]*$/, "");
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}${prefix}/course/ws`;
}

/** Return the first message of a page's socket: its kept course back, else a new one as `asks` says. */
export function firstMessage(game, asks, kept = null) {
  if (kept?.course && kept?.token) return { type: "resume", course: kept.course, token: kept.token };
  return { type: "start", game, lesson: asks.lesson, lang: asks.lang, rounds: asks.rounds };
}

const keep = (key, value) => {
  try { globalThis.sessionStorage?.setItem(KEPT + key, JSON.stringify(value)); } catch { /* storage off */ }
};
const kept = (key) => {
  try { return JSON.parse(globalThis.sessionStorage?.getItem(KEPT + key) ?? "null"); } catch { return null; }
};

/** Forget the tab's "Got it" marks of `game` (ui/coach.js coachMemory, kept per game, deal, seed and seat): both
 * CHAOS lessons deal seed 1 to A1, so lesson 1's Got it hid lesson 2's first card (review 38, room_en 2). */
export function forgetCoach(game, store = globalThis.sessionStorage) {
  try {
    const keys = Array.from({ length: store?.length ?? 0 }, (_, i) => store.key(i));
    for (const k of keys) if (k?.startsWith(`cw-coach|${game}|`)) store.removeItem(k);
  } catch { /* storage off: the memory lasts as long as the page */ }
}

// the page was empty and dark for ~2 s while the server dealt the lesson (review 38, room_en 3, 002)
const LOADING = { en: "Dealing the lesson…", zh: "正在发牌，马上开始…", "zh-TW": "正在發牌，馬上開始…",
                  ja: "レッスンを配っています…" };

/** Return the line the page shows until the course is drawn, in the address's `lang`. */
export const loadingLine = (lang) => LOADING[lang] ?? LOADING.en;

/** Return a handler of the socket's messages drawing the course in `host`; `state.model` holds the model. */
export function courseMessages(host, socket, key, state = {}) {
  return (msg) => {
    if (msg.type === "course") keep(key, { course: msg.course, token: msg.token });
    else if (msg.type === "state") {
      const model = new RoomModel(JSON.parse(msg.json), (command) => {
        socket.send(JSON.stringify({ type: "cmd", cmd: command }));
      });
      const sayLang = () => {   // the sheet's bar follows the course's language; the page's own lang too (readers)
        tellParentLang(globalThis, model.get("lang"));
        if (document.documentElement) document.documentElement.lang = model.get("lang");
      };
      model.on("change:lang", sayLang);
      sayLang();
      const table = Object.assign(document.createElement("div"), { className: "cw-lite-table cw-lite-course" });
      host.replaceChildren(table);
      render({ model, el: table });
      state.model = model;
      globalThis.__cwCourse = state;
    } else if (msg.type === "changes" && state.model) applyChanges(state.model, msg.json);
    else if (msg.type === "error") {
      if (state.model) state.model.update({ error: String(msg.message ?? "").slice(0, 300) });
      else host.textContent = String(msg.message ?? "");
    }
  };
}

function start(doc = document) {
  const host = doc.getElementById("cw-course");
  const game = host.dataset.game;
  const asks = courseAsks();
  readAsChinese(readerLang());   // the page's own words in the reader's script (review 41, room_zh 1)
  const key = `${game}:${asks.lesson}:${asks.lang}`;
  const style = doc.createElement("style");
  style.textContent = COURSE_STYLE;
  doc.head.appendChild(style);
  host.replaceChildren(Object.assign(doc.createElement("p"), { className: "cw-course-loading",
                                                              textContent: loadingLine(asks.lang) }));
  let resumed = false;
  const connect = (from) => {
    const socket = new WebSocket(courseSocketAddress());
    const onMessage = courseMessages(host, socket, key, globalThis.__cwCourse ?? {});
    if (!from) forgetCoach(game);   // a course dealt afresh opens on its first card; a reload keeps its Got its
    socket.onopen = () => socket.send(JSON.stringify(firstMessage(game, asks, from)));
    socket.onmessage = (event) => onMessage(JSON.parse(event.data));
    socket.onclose = (event) => {   // a kept course closed meanwhile (4004): a new one, once
      if (from && !resumed && event.code === 4004) {
        resumed = true;
        keep(key, null);
        connect(null);
      }
    };
  };
  connect(kept(key));
}

if (typeof document !== "undefined" && document.getElementById("cw-course")) start();
