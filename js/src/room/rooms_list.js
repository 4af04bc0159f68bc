// The lobby's list of listed rooms (GET <base>?offset=&limit=, a page at a time): each room's name, game, seats
// free and taken, round (Letter: turn) and whether it is over, with "Join" on each free seat (a seat the room's creator opened:
// POST <base>/<id>/claim answers that seat's own new link) and "Watch". It refreshes itself every few seconds.
import { cookie, gameLabel, seatLabel, tableName } from "./lobby.js";
import { formLang, formSay } from "./lobby_words.js";

export const REFRESH_MS = 5000;

export { seatLabel };

/** Return where a table is in its game's own count, in `lang`: "round 3" (CHAOS, Mythos) or "turn 5" (Letter), "round
 * 13 of 20" where the room has a round limit (CHAOS's `max_rounds`); an older server's info without `round` says
 * nothing (never the engine's "step 21"). */
export function progressText(info, lang = "en") {
  const n = Number(info?.round);
  if (!Number.isInteger(n) || n < 1) return "";
  const max = Number(info.max_rounds);
  if (info.game !== "letter" && Number.isInteger(max) && max > 0) return formSay(lang, "list_round_of", { n, max });
  return formSay(lang, info.game === "letter" ? "list_turn" : "list_round", { n });
}

/** Return how long a table's game usually lasts ("usually 12–29 rounds, ~25–60 min"): the reader knows before joining
 * (review 19, room finding 1); "" for a game the lobby has not measured. */
export function lengthText(info, lang = "en") {
  const key = `list_len_${info?.game}`;
  return formSay(lang, key) === key ? "" : formSay(lang, key);
}

/**
 * Return what a table's seats are at, from who joined: "1 of 4 joined · 3 free to take" (open seats) or "1 of 4 joined
 * · the others by their links"; "0 free · 4 taken" read as a full table when only A1 had joined, the handed-out links
 * counted as taken (newcomer review 14, lobby finding 1). An older server's info without `joined` keeps its counts.
 */
function seatsText(info, seats, free, say) {
  if (!Array.isArray(info.joined)) return say("list_seats", { free: free.length, taken: seats.length - free.length });
  const people = seats.filter(([, s]) => s?.human !== false).length;
  if (!people) return say("list_bots_only");
  const bots = seats.length - people;
  const n = info.joined.length;
  const joined = bots ? withBots(n, people, bots, say) : say("list_joined", { joined: n, people });
  if (info.joined.length >= people || info.over) return joined;
  return `${joined} · ${free.length ? say("list_free", { free: free.length }) : say("list_links_only")}`;
}

/** Return a table with bots' count: "1 person, 3 bots · 4 seats" (all joined) or "1 of 2 people joined, 2 bots · 4
 * seats": "1 of 1 joined" at a four-seat CHAOS table read as a one-seat table (review 39, room_en 9, room_zh 12). */
function withBots(joined, people, bots, say) {
  const vars = {
    joined, seats: people + bots,
    people: say(people === 1 ? "list_person" : "list_persons", { n: people }),
    bots: say(bots === 1 ? "list_bot" : "list_bots", { n: bots }),
  };
  return say(joined >= people ? "list_people_bots" : "list_people_joined", vars);
}

/** Return how long table `info` has waited since its last move ("idle 25 min", "idle 2 h"), from two minutes on; ""
 * before, once over, or from an older server's info without `idle` (review 39, room_zh 12: a table stuck at one
 * turn the whole session looked like one in play). */
function idleText(info, say) {
  const idle = Number(info?.idle);
  if (info?.over || info?.idle == null || !(idle >= 120)) return "";
  const time = idle < 5400 ? say("list_mins", { n: Math.floor(idle / 60) })
    : say("list_hours", { n: Math.round(idle / 3600) });   // from 90 min "2 h", never back to "1 h" after "89 min"
  return ` · ${say("list_idle", { time })}`;
}

// seconds without a move after which another's table is greyed and listed last: tables idle for hours sat among the
// live ones, clutter for a newcomer looking for a game (review 41, room_en 11, 304)
const IDLE_GREY = 3600;

/** Return whether table `info` (a game under way) has had no move for IDLE_GREY seconds or more. */
export const idleLong = (info) => !info?.over && Number(info?.idle) >= IDLE_GREY;

/** Return a room's row texts from its public info, in `lang`: {name, game, length, seats, progress, status}. */
export function roomRow(info, lang = "en") {
  const seats = Object.entries(info.seats ?? {});
  const free = Array.isArray(info.free) ? info.free : [];
  const say = (key, vars) => formSay(lang, key, vars);
  const toAct = info.to_act && say("list_to_act", { seat: seatLabel(info.game, info.to_act, lang) });
  return {
    name: tableName(info, lang), game: gameLabel(info.game, lang), length: lengthText(info, lang),
    seats: seatsText(info, seats, free, say),
    progress: progressText(info, lang),
    status: info.over ? say("list_over") : (toAct || say("list_in_play")) + idleText(info, say),
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

/** Return a listed room's table row in `lang`: its texts, "Join <seat>" on each free seat and "Watch". */
function roomLine(info, lang, { base, onJoin, onWatch, fetchImpl, onClaimError }) {
  const r = roomRow(info, lang);
  const actions = el("td", { className: "cw-room-actions" });
  for (const seat of r.free) {
    const who = seatLabel(info.game, seat, lang);
    const join = el("button", { type: "button", textContent: formSay(lang, "list_join", { seat: who }) });
    join.dataset.claim = seat;
    join.addEventListener("click", async () => {
      try {
        const answer = await claimSeat(base, info.room, seat, fetchImpl);
        onJoin(answer.room, answer.token);
      } catch (e) {
        onClaimError(e);
      }
    });
    actions.appendChild(join);
  }
  const watch = el("button", { type: "button", textContent: formSay(lang, "list_watch") });
  watch.dataset.watch = info.room;
  watch.addEventListener("click", () => onWatch(info.room));
  actions.appendChild(watch);
  const game = el("td", {}, r.game, el("small", { className: "cw-field-help cw-room-length", textContent: r.length }));
  const row = el("tr", {}, el("td", { textContent: r.name }), game,
                 ...[r.seats, r.progress, r.status].map((t) => el("td", { textContent: t })), actions);
  row.dataset.room = info.room;
  if (idleLong(info)) row.className = "cw-room-idle";
  return row;
}

/** Return a function that scrolls back what follows `box` (the create form) to where it was on screen, when the
 * reader is there (focus in the form, or the list's top scrolled away): a table listed while the reader filled the
 * form pushed the form down under their pointer (review 39, room_en 8, shots 029→033). */
function holdBelow(box) {
  const active = globalThis.document?.activeElement;
  const after = active && active !== box && !box.contains(active)
    && (box.compareDocumentPosition?.(active) ?? 0) & 4;   // Node.DOCUMENT_POSITION_FOLLOWING
  const rect = box.getBoundingClientRect?.();
  if (!rect || typeof globalThis.scrollBy !== "function" || !(after || rect.top < 0)) return () => {};
  return () => {
    const moved = box.getBoundingClientRect().bottom - rect.bottom;
    if (moved) globalThis.scrollBy(0, moved);
  };
}

/**
 * Show the list of listed rooms in `host`, in `lang` (the browser's by default; `speak(lang)` changes it);
 * `onJoin(room, token)` sits at a claimed seat, `onWatch(room)` watches; `mine()`: "Your tables" has rows.
 * Returns {refresh(), stop(), speak(), el}.
 */
export function roomsList(host, { base, onJoin, onWatch, fetchImpl = globalThis.fetch, timers = globalThis,
                                  lang = formLang(globalThis.navigator?.language), mine = () => false }) {
  const box = el("section", { className: "cw-lobby cw-rooms-list" });
  const title = el("h2", { textContent: formSay(lang, "list_title") });
  const table = el("table", { className: "cw-rooms" });
  const pager = el("p", { className: "cw-pager" });
  const error = el("p", { className: "cw-error", role: "alert" });
  box.append(title, table, pager, error);
  host.appendChild(box);
  let offset = 0;
  let timer = null;
  let last = null;

  function draw(page) {
    last = page;
    const onClaimError = (e) => { error.textContent = e.message; refresh(); };
    const hooks = { base, onJoin, onWatch, fetchImpl, onClaimError };
    const rooms = page.rooms ?? [];
    const rows = [...rooms.filter((r) => !idleLong(r)), ...rooms.filter(idleLong)]
      .map((info) => roomLine(info, lang, hooks));
    // right under "Your tables" with rows, "No listed table yet" read oddly (review 35, room_en 9)
    const empty = el("tr", {}, el("td", { textContent: formSay(lang, mine() ? "list_empty_other" : "list_empty") }));
    const held = holdBelow(box);
    table.replaceChildren(...(rows.length ? rows : [empty]));
    held();
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
      error.textContent = formSay(lang, "list_error", { error: e.message });
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
  /** Say the list in `to` (the create form's language menu calls it). */
  function speak(to) {
    lang = to;
    title.textContent = formSay(lang, "list_title");
    if (last) draw(last);
  }
  return { refresh, stop() { timers.clearTimeout(timer); }, speak, el: box };
}
