// The widgets' canvas front end connected to a room: one seat's (or a spectator's) websocket feeds a
// RoomModel, the widgets' own render({model, el}) draws it, clicks become the room's act messages. Above the
// table a strip says who is connected, whose turn it is, and how the connection is.
import { render } from "../index.js";
import { connectRoom } from "./connection.js";
import { initialTraits, RoomModel, traitsOf } from "./model.js";
import { ensureRoomStyle } from "./style.js";

/** Return the websocket URL of room `room` under the rooms prefix `base` ("/cthulhu/rooms", same origin). */
export function socketUrl(base, room, loc = globalThis.location) {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}${base.replace(/\/$/, "")}/${encodeURIComponent(room)}/ws`;
}

/** Return the text of the turn line: who is to act, "you" for this seat, or the result. */
export function turnText(msg, seat) {
  if (!msg) return "";
  if (msg.result) {
    const b = msg.banner ?? {};
    const what = b.title ? [b.title, b.text].filter(Boolean).join(" — ") : "the result is on the table";  // no codes
    return `Game over: ${what}${msg.seed != null ? ` · seed ${msg.seed}` : ""}`;
  }
  if (!msg.to_act) return "";
  const info = msg.seats?.[msg.to_act];
  const who = info && !info.human ? ` (bot: ${info.bot})` : info ? "" : " (automaton)";
  return msg.to_act === seat ? `Your turn (${seat})` : `${msg.to_act} to act${who}`;
}

function seatChips(box, msg, seat) {
  const seats = msg?.seats ?? {};
  box.replaceChildren(...Object.entries(seats).map(([name, s]) => {
    const chip = document.createElement("span");
    chip.className = "cw-room-seat";
    chip.dataset.seat = name;
    chip.dataset.connected = String(Boolean(s.connected));
    chip.dataset.toAct = String(msg.to_act === name);
    const kind = s.human ? (s.connected ? "connected" : "away") : `bot ${s.bot}`;
    chip.textContent = `${s.connected ? "●" : "○"} ${name}${name === seat ? " (you)" : ""} · ${kind}`;
    chip.title = `${name}: ${kind}${msg.to_act === name ? ", to act" : ""}`;
    return chip;
  }));
  if (msg?.spectators) {
    const spec = document.createElement("span");
    spec.className = "cw-room-seat";
    spec.textContent = `${msg.spectators} watching`;
    box.appendChild(spec);
  }
}

/** Return the room's DOM: the status strip (connection, who you are, whose turn, the seats) and the table. */
function roomDom(room) {
  const make = (tag, className) => Object.assign(document.createElement(tag), { className });
  const root = make("div", "cw-room");
  root.dataset.room = room;
  const strip = make("div", "cw-room-status");
  strip.setAttribute("role", "status");
  const parts = { conn: make("span", "cw-room-conn"), who: make("span", "cw-room-who"),
                  turn: make("strong", "cw-room-turn"), seats: make("span", "cw-room-seats") };
  strip.append(parts.conn, parts.who, parts.turn, parts.seats);
  const table = make("div", "cw-room-table");
  root.append(strip, table);
  return { root, table, ...parts };
}

/**
 * Show room `room` in `el` as the holder of `token`; `base` is the rooms prefix. Returns {close(), model}.
 * `storage` (sessionStorage) keeps the token for a reload.
 */
export function mountRoom(el, { base, room, token, WebSocketClass, loc } = {}) {
  ensureRoomStyle();
  const { root, who, turn, seats, conn, table } = roomDom(room);
  el.appendChild(root);

  let model = null;
  let seat = null;
  let last = null;
  let unrender = null;
  let socket = null;

  function command(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.cmd === "act") {
      if (!socket.send({ type: "act", id: msg.id, step: msg.step })) model.update({ error: "not connected: wait" });
    } else if (msg.cmd === "bot_step") {
      // another seat is to act: its person or the server's bot plays it; nothing to ask
    } else if (msg.cmd === "lang") {
      model.update({ lang: msg.value });   // the page's words at once; the server sends the sentences in it
      socket.send({ type: "lang", lang: msg.value });
    } else {
      model.update({ error: `${msg.cmd}: not at a shared table (a room has no undo, restart or bot moves)` });
    }
  }

  function onMessage(msg) {
    if (msg.type === "joined") {
      seat = msg.seat ?? null;
      root.dataset.seat = seat ?? "spectator";
      root.dataset.game = msg.game;
      who.textContent = seat ? `You are ${seat}` : "Watching (spectator)";
      if (!model) model = new RoomModel(initialTraits(msg.game, seat), command);
      model.update(traitsOf(msg, seat));
      if (!unrender) unrender = render({ model, el: table });
      if (model.get("lang") !== "en") socket.send({ type: "lang", lang: model.get("lang") });   // after a reconnect
      return;
    }
    if (!model) return;
    if (msg.type === "state") {
      last = msg;
      model.update(traitsOf(msg, seat));
      root.dataset.step = String(msg.step);
      root.dataset.toAct = msg.to_act ?? "";
      turn.textContent = turnText(msg, seat);
      seatChips(seats, msg, seat);
    } else if (msg.type === "error") {
      model.update(traitsOf(msg));
    }
  }

  function onStatus(s) {
    conn.textContent = s.text;
    conn.dataset.state = s.state;
    root.dataset.connection = s.state;
    if (s.state === "closed" && model) model.update({ error: s.text });
  }

  const url = socketUrl(base, room, loc);
  socket = connectRoom({ url, token, onMessage, onStatus, WebSocketClass });
  return {
    get model() { return model; },
    get last() { return last; },
    close() {
      socket.close();
      unrender?.();
      root.remove();
    },
  };
}
