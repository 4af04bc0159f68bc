// The standalone page (room.html, served at <base>cthulhu/rooms/page): with `#room=ID&token=TOKEN` in the
// fragment it joins that seat (or watches, with the spectators' token); without, it offers the create form and
// then the seat links. The token stays in the fragment (never sent to the server in a URL) and in
// sessionStorage, so a reload resumes the seat.
import { mountRoom } from "./client.js";
import { createForm, linksPanel } from "./lobby.js";
import { lobbyHead } from "./lobby_head.js";
import { formLang, formSay } from "./lobby_words.js";
import { followTable, keepTable, myTablesPanel } from "./my_tables.js";
import { keepLang, keepLobbyLang, keptLang, readerLang } from "./room_lang.js";
import { roomsList } from "./rooms_list.js";
import { readAsChinese } from "./words.js";

const KEY = "cthulhu-room-token:";
const LINKS = "cthulhu-room-links:";   // the creator's answer (its links), for the Share panel after a reload

/** Return {room, token, watch} from a fragment like "#room=ID&token=TOKEN" or "#room=ID&watch=1". */
export function parseFragment(hash) {
  const params = new URLSearchParams(String(hash ?? "").replace(/^#/, ""));
  return { room: params.get("room") ?? "", token: params.get("token") ?? "", watch: params.get("watch") === "1" };
}

/** Return the rooms prefix of a page path: "/base/cthulhu/rooms/page" -> "/base/cthulhu/rooms". */
export function roomsBase(pathname) {
  return String(pathname).replace(/\/page\/?$/, "") || "/cthulhu/rooms";
}

function remember(room, token) {
  try {
    globalThis.sessionStorage?.setItem(KEY + room, token);
  } catch { /* storage switched off: the fragment still holds it */ }
}

function recall(room, prefix = KEY) {
  try {
    return globalThis.sessionStorage?.getItem(prefix + room) ?? "";
  } catch {
    return "";
  }
}

function keepLinks(answer) {
  try {
    globalThis.sessionStorage?.setItem(LINKS + answer.room, JSON.stringify({ room: answer.room, links: answer.links,
                                                                             info: answer.info }));
  } catch { /* storage switched off: Share works until the page reloads */ }
}

function linksOf(room) {
  try {
    return JSON.parse(recall(room, LINKS) || "null");
  } catch {
    return null;
  }
}

/** Put "← Tables" (back to the lobby: the page without a fragment) in the room's strip, in the table's first
 * language `wanted` (the create form's, else the browser's). */
function backLink(host, doc, wanted) {
  const lang = formLang(wanted ?? globalThis.navigator?.language);
  const link = Object.assign(doc.createElement("a"), { href: "#", className: "cw-room-back",
                                                       textContent: formSay(lang, "back"),
                                                       title: formSay(lang, "back_title") });
  host.querySelector(".cw-room-tools")?.prepend(link);
}

/** Put the created table's links in `lobby` under "← Tables" (the lobby: the page without a fragment, the table in
 * "Your tables"): Sit here and Watch were its only ways on (review 38, room_en 15, 036). Return the links panel. */
export function linksPage(lobby, answer, { lang, onJoin, doc = document, loc = location }) {
  const back = Object.assign(doc.createElement("a"), { href: `${loc.pathname}${loc.search ?? ""}`,
                                                      className: "cw-room-back cw-links-back",
                                                      textContent: formSay(lang, "back"),
                                                      title: formSay(lang, "links_back_title") });
  lobby.appendChild(back);
  const panel = linksPanel(lobby, answer, { lang, onJoin });
  doc.defaultView?.scrollTo?.(0, 0);   // a phone's page stayed where the form's submit was: mid-list, its head away
  return panel;
}

export function main(doc = document, loc = location) {
  const base = roomsBase(loc.pathname);
  const host = doc.getElementById("app") ?? doc.body;
  host.replaceChildren();
  const lobby = doc.createElement("div");
  const tableHost = doc.createElement("div");
  host.append(lobby, tableHost);
  let current = null;

  function join(room, token, answer = null, lang = undefined) {
    current?.close();
    if (token) remember(room, token);
    lobby.replaceChildren();
    // the lobby's "Your tables" leads back here (an unlisted table is in no list); a watch link opened says "watching"
    keepTable({ room, token, ...(token ? {} : { watched: true }) });
    lang ??= keptLang();   // the lobby's or the table menu's, kept in this tab; else the browser's (review 37)
    readAsChinese(readerLang());   // room words: review 39, room_zh 2
    current = mountRoom(tableHost, { base, room, token, watch: !token, links: answer ?? linksOf(room), titled: doc,
                         lang, onJoined: (about) => keepTable({ room, token, ...about }),
                         onNext: (offer) => followTable(room, offer),   // after Play again, one entry (review 36)
                         onLinks: keepLinks });   // the creator's next table: Seat links and its seed (review 37)
    globalThis.__cthulhuRoom = current;   // for the browser tests and the developer tools
    backLink(tableHost, doc, lang);
  }

  const { room, token, watch } = parseFragment(loc.hash);
  const known = token || (room && !watch ? recall(room) : "");
  if (room && (known || watch)) {
    join(room, known);
    return;
  }
  // the language the reader chose in this tab's lobby, on every way back and a reload (review 38, room_zh 1)
  const said = readerLang();
  if (room) {
    const p = doc.createElement("p");
    p.className = "cw-lobby cw-error";
    p.textContent = formSay(said, "no_key", { room });
    lobby.appendChild(p);
  }
  const head = lobbyHead(lobby, { doc, lang: said });
  const mine = myTablesPanel(lobby, { lang: said });
  const list = roomsList(lobby, {
    base,
    lang: said,
    mine: () => !mine.el.hidden,   // "No other listed table" under Your tables' rows
    onJoin(id, seatToken) {
      list.stop();
      history.replaceState(null, "", `#room=${encodeURIComponent(id)}&token=${encodeURIComponent(seatToken)}`);
      join(id, seatToken);
    },
    onWatch(id) {
      list.stop();
      history.replaceState(null, "", `#room=${encodeURIComponent(id)}&watch=1`);
      join(id, "");
    },
  });
  createForm(lobby, {
    base,
    initial: { lang: said }, langAt: head.el,   // the language menu at the page's top (review 39, room_zh 9)
    onLang: (lang) => { keepLobbyLang(lang); list.speak(lang); head.speak(lang); mine.speak(lang); },   // all in it
    onCreated(answer, lang) {
      list.stop();
      keepLang(lang);
      keepLobbyLang(lang);
      keepLinks(answer);
      // created here: "created here" (not "watching" before its watch link was ever opened: review 10, finding 6)
      keepTable({ room: answer.room, name: answer.info?.name, game: answer.info?.game, created: true });
      lobby.replaceChildren();
      linksPage(lobby, answer, {
        lang,
        doc,
        loc,
        onJoin(key, seatToken) {
          history.replaceState(null, "", `#room=${encodeURIComponent(answer.room)}&token=${encodeURIComponent(seatToken)}`);
          join(answer.room, seatToken, answer, lang);   // the creator's table speaks the form's language
        },
      });
    },
  });
}

if (typeof window !== "undefined" && typeof document !== "undefined" && !globalThis.__cthulhuRoomNoAutostart) {
  window.addEventListener("hashchange", () => location.reload());
  main();
}
