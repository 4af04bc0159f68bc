// "Your tables" in the lobby: the tables this browser created or sat at, kept in its localStorage, each with a link
// back to its seat (or to watch it). The server's list shows listed tables only: a player of an unlisted table had no
// way back to it but its link (newcomer review 9, room finding 5). The seat's token stays in this browser.
import { seatLabel } from "./lobby.js";
import { formSay } from "./lobby_words.js";

export const MY_KEY = "cthulhu-my-tables";
export const KEPT = 12;   // the newest tables kept

const storage = () => { try { return globalThis.localStorage ?? null; } catch { return null; } };

/** Return the tables this browser keeps, newest first: [{room, token, seat, name, game, at}]. */
export function myTables(store = storage()) {
  try {
    const list = JSON.parse(store?.getItem(MY_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((t) => t && typeof t.room === "string" && t.room) : [];
  } catch {
    return [];
  }
}

/** Keep table `entry` ({room, token?, seat?, name?, game?}): one entry per room and token (a seat's, or none to watch),
 * the newest first; what it does not say is kept from before. */
export function keepTable(entry, store = storage(), now = Date.now()) {
  if (!entry?.room || !store) return;
  const token = entry.token ?? "";
  const all = myTables(store);
  const old = all.find((t) => t.room === entry.room && (t.token ?? "") === token)
    ?? all.find((t) => t.room === entry.room && !t.token) ?? {};   // a seat keeps the name its creation said
  const defined = Object.fromEntries(Object.entries(entry).filter(([, v]) => v != null && v !== ""));
  // a seat taken at a table this browser only watched (or created) replaces that entry: its link is the seat's
  const rest = all.filter((t) => t.room !== entry.room || ((t.token ?? "") !== token && (!token || t.token)));
  const kept = [{ ...old, ...defined, token, at: now }, ...rest].slice(0, KEPT);
  try {
    store.setItem(MY_KEY, JSON.stringify(kept));
  } catch { /* storage full or switched off: the link still opens the seat */ }
}

/** Put the next game of finished table `room` in its entry's place: `offer` is the server's rematch message ({room,
 * link}: this page's seat's link to it). A finished table and its next game under one name read as one table listed
 * twice (review 36, room_en/room_zh 1). A table this browser never kept, or a link without a token, changes nothing. */
export function followTable(room, offer, store = storage(), now = Date.now()) {
  const token = new URLSearchParams(String(offer?.link ?? "").split("#")[1] ?? "").get("token");
  const all = myTables(store);
  const old = all.find((t) => t.room === room);
  if (!old || !token || typeof offer.room !== "string" || !offer.room) return;
  const next = { ...old, room: offer.room, token, at: now };
  delete next.created;   // the new game was made by the server, not here: its seat's link is the way back
  const kept = [next, ...all.filter((t) => t.room !== room && t.room !== offer.room)].slice(0, KEPT);
  try {
    store.setItem(MY_KEY, JSON.stringify(kept));
  } catch { /* storage full or switched off: the rematch link still opens the seat */ }
}

/** Return a kept table's link on this page: its seat's fragment, else the watch fragment. */
export function tableLink(t) {
  const room = encodeURIComponent(t.room);
  return t.token ? `#room=${room}&token=${encodeURIComponent(t.token)}` : `#room=${room}&watch=1`;
}

/** Put "Your tables" in `host` (hidden while there are none), in `lang`. Returns {speak(lang), el}. */
export function myTablesPanel(host, { lang = "en", store = storage() } = {}) {
  const make = (tag, props = {}) => Object.assign(document.createElement(tag), props);
  const box = make("section", { className: "cw-lobby cw-my-tables" });
  host.appendChild(box);
  function draw() {
    const kept = myTables(store);
    box.hidden = !kept.length;
    const items = kept.map((t) => {
      const item = make("li");
      const name = t.name || formSay(lang, "list_table", { room: t.room });
      const link = make("a", { href: tableLink(t), textContent: name });
      link.dataset.room = t.room;
      const what = t.token ? (t.seat ? formSay(lang, "my_seat", { seat: seatLabel(t.game, t.seat, lang) }) : "")
        : formSay(lang, t.created && !t.watched ? "my_created" : "my_watch");
      item.append(link, what ? ` — ${what}` : "");
      return item;
    });
    const list = make("ul", { className: "cw-my-list" });
    list.append(...items);
    box.replaceChildren(make("h2", { textContent: formSay(lang, "my_title") }),
                        make("p", { className: "cw-field-help", textContent: formSay(lang, "my_help") }), list);
  }
  draw();
  return { el: box, speak(to) { lang = to; draw(); } };
}
