// The standalone page (room.html, served at <base>cthulhu/rooms/page): with `#room=ID&token=TOKEN` in the
// fragment it joins that seat (or watches, with the spectators' token); without, it offers the create form and
// then the seat links. The token stays in the fragment (never sent to the server in a URL) and in
// sessionStorage, so a reload resumes the seat.
import { mountRoom } from "./client.js";
import { createForm, linksPanel } from "./lobby.js";

const KEY = "cthulhu-room-token:";

/** Return {room, token} from a fragment like "#room=ID&token=TOKEN" (either may be missing). */
export function parseFragment(hash) {
  const params = new URLSearchParams(String(hash ?? "").replace(/^#/, ""));
  return { room: params.get("room") ?? "", token: params.get("token") ?? "" };
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

function recall(room) {
  try {
    return globalThis.sessionStorage?.getItem(KEY + room) ?? "";
  } catch {
    return "";
  }
}

export function main(doc = document, loc = location) {
  const base = roomsBase(loc.pathname);
  const host = doc.getElementById("app") ?? doc.body;
  host.replaceChildren();
  const lobby = doc.createElement("div");
  const tableHost = doc.createElement("div");
  host.append(lobby, tableHost);
  let current = null;

  function join(room, token) {
    current?.close();
    remember(room, token);
    doc.title = `cthulhu-widgets table ${room}`;
    current = mountRoom(tableHost, { base, room, token });
    globalThis.__cthulhuRoom = current;   // for the browser tests and the developer tools
  }

  const { room, token } = parseFragment(loc.hash);
  const known = token || (room ? recall(room) : "");
  if (room && known) {
    join(room, known);
    return;
  }
  if (room) {
    const p = doc.createElement("p");
    p.className = "cw-lobby cw-error";
    p.textContent = `This link names table ${room} but holds no seat key: ask for your seat's link.`;
    lobby.appendChild(p);
  }
  createForm(lobby, {
    base,
    onCreated(answer) {
      lobby.replaceChildren();
      linksPanel(lobby, answer, {
        onJoin(key, seatToken) {
          history.replaceState(null, "", `#room=${encodeURIComponent(answer.room)}&token=${encodeURIComponent(seatToken)}`);
          join(answer.room, seatToken);
        },
      });
    },
  });
}

if (typeof window !== "undefined" && typeof document !== "undefined" && !globalThis.__cthulhuRoomNoAutostart) {
  window.addEventListener("hashchange", () => location.reload());
  main();
}
