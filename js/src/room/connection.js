// One seat's websocket to a room: join with the token first (docs/rooms.md), hand every message on, and
// reconnect with backoff when the socket drops (a replaced seat, a bad token or a missing room end it).
import { catalogCache } from "./catalog.js";

const FINAL = { 4000: "this seat was opened in another window", 4001: "the link's token opens no seat here",
                4004: "no such room on this server", 4010: "this table was closed: nobody moved in it for too long",
                1008: "too many messages", 1009: "a message was too large" };

/** Return the wait before reconnect attempt `n` (0, 1, …): 0.5 s doubling to 15 s, with ±20 % jitter. */
export function backoff(n, random = Math.random) {
  const base = Math.min(15000, 500 * 2 ** Math.min(n, 10));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Connect to `url` as `token`. `onMessage(msg)` gets every server message; `onStatus({state, text, attempt})`
 * says connecting / open / waiting / closed; `catalogs` keeps the catalog it was sent (catalog.js); `lang()` gives the
 * language ("zh", "ja") the join asks the table in (the server keeps English where the game has none). Returns
 * {send(msg), close()}.
 */
export function connectRoom({ url, token, watch = false, lang = null, onMessage, onStatus = () => {}, WebSocketClass = globalThis.WebSocket,
                              timers = globalThis, catalogs = catalogCache() }) {
  let ws = null;
  let attempt = 0;
  let timer = null;
  let ping = null;
  let stopped = false;

  function open() {
    onStatus({ state: "connecting", text: attempt ? `reconnecting (attempt ${attempt + 1})…` : "connecting…", attempt });
    ws = new WebSocketClass(url);
    // A seat's or the spectators' token; without one, {"watch": true} watches a listed room (docs/rooms.md).
    // The tag of the catalog the page holds, if any: the server then leaves the catalog out (catalog.js).
    ws.onopen = () => {
      const tag = catalogs.tag();
      const join = watch && !token ? { type: "join", watch: true } : { type: "join", token };
      // the table's language from the first state on: its story (and the screen reader's news of it) read English
      // until the page's "lang" came after the join (review 11, room finding 1: a zh-TW phone)
      const wanted = lang?.();
      if (wanted && wanted !== "en") join.lang = wanted;
      ws.send(JSON.stringify(tag ? { ...join, catalog: tag } : join));
    };
    ws.onmessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      msg = catalogs.fill(msg);   // a joined message that names only the tag of the catalog held gets it back
      if (msg.type === "joined") {
        attempt = 0;
        onStatus({ state: "open", text: "connected", attempt });
      }
      onMessage(msg);
    };
    ws.onclose = (event) => {
      timers.clearInterval(ping);
      if (stopped) return;
      const final = FINAL[event.code];
      if (final) {
        stopped = true;
        onStatus({ state: "closed", text: final, code: event.code, attempt });
        return;
      }
      const wait = backoff(attempt);
      attempt += 1;
      onStatus({ state: "waiting", text: `connection lost; reconnecting in ${(wait / 1000).toFixed(1)} s`, attempt,
                 wait });
      timer = timers.setTimeout(open, wait);
    };
    ping = timers.setInterval(() => send({ type: "ping" }), 25000);
  }

  function send(msg) {
    if (ws && ws.readyState === 1) {
      ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }

  open();
  return {
    send,
    close() {
      stopped = true;
      timers.clearTimeout(timer);
      timers.clearInterval(ping);
      ws?.close();
    },
  };
}
