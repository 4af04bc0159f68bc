// The lobby's list of listed rooms (GET <base>?offset=&limit=, a page at a time): each room's name, game, seats
// free and taken, step and whether it is over, with "Join" on each free seat (a seat the room's creator opened:
// POST <base>/<id>/claim answers that seat's own new link) and "Watch". It refreshes itself every few seconds.
import { cookie, GAMES, seatLabel } from "./lobby.js";

export const REFRESH_MS = 5000;

export { seatLabel };

/** Return a room's row texts from its public info: {name, game, seats: "1 free · 3 taken", step, status}. */
export function roomRow(info) {
  const seats = Object.entries(info.seats ?? {});
  const free = Array.isArray(info.free) ? info.free : [];
  const taken = seats.length - free.length;
  return {
    name: info.name || `Table ${info.room}`, game: GAMES[info.game]?.label ?? info.game,
    seats: `${free.length} free · ${taken} taken`, step: `step ${info.step ?? 0}`,
    status: info.over ? "finished" : info.to_act ? `${seatLabel(info.game, info.to_act)} to act` : "in play",
    free: info.over ? [] : free,
  };
}

/** Return the listing URL of page `offset` under the rooms prefix `base`. */
export function listingUrl(base, offset = 0) {
  return `${base.replace(/\/$/, "")}?offset=${Math.max(0, offset | 0)}`;
}

/** Claim the free seat `seat` of room `room`; return the answer ({room, seat, token, link}) or throw its error. */
export async function claimSeat(base, room, seat, fetchImpl = globalThis.fetch) {
  const headers = { "Content-Type": "application/json" };
  const xsrf = cookie("_xsrf");
  if (xsrf) headers["X-XSRFToken"] = xsrf;
  const response = await fetchImpl(`${base.replace(/\/$/, "")}/${encodeURIComponent(room)}/claim`, {
    method: "POST", headers, body: JSON.stringify({ seat }), credentials: "same-origin",
  });
  const body = await response.json().catch(() => null);
  if (response.status !== 200) throw new Error(body?.error ?? `the server answered ${response.status}`);
  return body;
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Show the list of listed rooms in `host`; `onJoin(room, token)` sits at a claimed seat, `onWatch(room)` watches.
 * Returns {refresh(), stop(), el}.
 */
export function roomsList(host, { base, onJoin, onWatch, fetchImpl = globalThis.fetch, timers = globalThis }) {
  const box = el("section", { className: "cw-lobby cw-rooms-list" });
  const title = el("h2", { textContent: "Tables on this server" });
  const table = el("table", { className: "cw-rooms" });
  const pager = el("p", { className: "cw-pager" });
  const error = el("p", { className: "cw-error", role: "alert" });
  box.append(title, table, pager, error);
  host.appendChild(box);
  let offset = 0;
  let timer = null;

  function draw(page) {
    const rows = (page.rooms ?? []).map((info) => {
      const r = roomRow(info);
      const actions = el("td", { className: "cw-room-actions" });
      for (const seat of r.free) {
        const join = el("button", { type: "button", textContent: `Join ${seatLabel(info.game, seat)}` });
        join.dataset.claim = seat;
        join.addEventListener("click", async () => {
          try {
            const answer = await claimSeat(base, info.room, seat, fetchImpl);
            onJoin(answer.room, answer.token);
          } catch (e) {
            error.textContent = e.message;
            refresh();
          }
        });
        actions.appendChild(join);
      }
      const watch = el("button", { type: "button", textContent: "Watch" });
      watch.dataset.watch = info.room;
      watch.addEventListener("click", () => onWatch(info.room));
      actions.appendChild(watch);
      const row = el("tr", {}, el("td", { textContent: r.name }), el("td", { textContent: r.game }),
                     el("td", { textContent: r.seats }), el("td", { textContent: r.step }),
                     el("td", { textContent: r.status }), actions);
      row.dataset.room = info.room;
      return row;
    });
    table.replaceChildren(...(rows.length ? rows : [el("tr", {}, el("td", { textContent: "No listed table yet: create one below." }))]));
    const total = page.total ?? rows.length;
    const limit = page.limit ?? (rows.length || 1);
    pager.replaceChildren();
    if (total > limit) {
      const prev = el("button", { type: "button", textContent: "◀", disabled: offset === 0 });
      const next = el("button", { type: "button", textContent: "▶", disabled: offset + limit >= total });
      prev.addEventListener("click", () => { offset = Math.max(0, offset - limit); refresh(); });
      next.addEventListener("click", () => { offset += limit; refresh(); });
      pager.append(prev, ` ${offset + 1}–${Math.min(total, offset + limit)} / ${total} `, next);
    }
  }

  async function refresh() {
    try {
      const response = await fetchImpl(listingUrl(base, offset), { credentials: "same-origin" });
      const page = await response.json();
      if (response.status !== 200) throw new Error(page?.error ?? `the server answered ${response.status}`);
      if (offset && !(page.rooms ?? []).length && page.total) {
        offset = 0;
        return refresh();
      }
      draw(page);
    } catch (e) {
      error.textContent = `the list of tables: ${e.message}`;
    }
    return undefined;
  }

  function tick() {
    timer = timers.setTimeout(async () => {
      if (box.isConnected) await refresh();
      if (box.isConnected) tick();
    }, REFRESH_MS);
  }
  refresh().then(tick);
  return { refresh, stop() { timers.clearTimeout(timer); }, el: box };
}
