// Creating a table: the form (game, each seat human or bot, a secret deal or a typed seed), the create
// request (docs/rooms.md), and the answer's seat links with copy buttons. Used by the standalone page and by
// TableWidget in a notebook.
import GAMES from "../games.json";   // each game's label and a new room's seats, written from the GameSpecs
import { ensureRoomStyle } from "./style.js";

export { GAMES };

/** Return a seat as its table names it: a Mythos "p0" is "Player 1"; other seats keep their names. */
export function seatLabel(game, seat) {
  return game === "mythos" && /^p\d+$/.test(seat) ? `Player ${Number(seat.slice(1)) + 1}` : seat;
}
const KINDS = [["human", "human"], ["bot:heuristic", "bot (heuristic)"], ["bot:random", "bot (random)"]];

/** Return the create request of the form's values; throws a sentence when the seed is not a whole number. */
export function createRequest({ game, seats, seedText = "", name = "", listed = true, openSeats = false }) {
  const text = String(seedText).trim();
  let seed = null;
  if (text !== "") {
    if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new Error("the seed is a whole number from 0 to 2^53 (or leave it empty for a secret deal)");
    }
    seed = Number(text);
  }
  return { game, seats: { ...seats }, seed, name: String(name).slice(0, 80), listed: Boolean(listed),
           open_seats: Boolean(listed) && Boolean(openSeats) };
}

/** Return the value of cookie `name` (Jupyter's `_xsrf`), or "". */
export function cookie(name, doc = globalThis.document) {
  const found = String(doc?.cookie ?? "").split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : "";
}

/** POST a create request to the rooms prefix `base`; return the answer (201) or throw its error. */
export async function createRoom(base, request, fetchImpl = globalThis.fetch) {
  const headers = { "Content-Type": "application/json" };
  let xsrf = cookie("_xsrf");
  if (!xsrf && fetchImpl === globalThis.fetch) {
    // A page that did not get Jupyter's `_xsrf` cookie (Voilà's) asks the rooms page, which sets it.
    await fetchImpl(`${base.replace(/\/$/, "")}/page`, { credentials: "same-origin" }).catch(() => null);
    xsrf = cookie("_xsrf");
  }
  if (xsrf) headers["X-XSRFToken"] = xsrf;   // a Jupyter server checks it; the standalone server ignores it
  const response = await fetchImpl(base.replace(/\/$/, ""), {
    method: "POST", headers, body: JSON.stringify(request), credentials: "same-origin",
  });
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status !== 201) throw new Error(body?.error ?? (NOT_HERE.includes(response.status) ? NO_ROOMS
                                                                 : `the server answered ${response.status}`));
  return body;
}

// A server without the rooms API (standalone `voila notebook.ipynb`: its own server, without Jupyter's server
// extensions) answers a create 403 (its _xsrf check) or 404, not with a rooms error: the page says what to run.
const NOT_HERE = [403, 404, 405];
export const NO_ROOMS = "this page's server holds no rooms (standalone `voila notebook.ipynb` cannot): run "
  + "`jupyter server` and open /voila/render/play_together.ipynb there, or run `python -m cthulhu_widgets.serve` "
  + "and open the page it prints";

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** Show the create form in `host`; `onCreated(answer)` gets the server's answer. */
export function createForm(host, { base, onCreated, fetchImpl, initial = {} }) {
  ensureRoomStyle();
  const form = el("form", { className: "cw-lobby cw-create" });
  const game = el("select", { name: "game" });
  for (const [key, g] of Object.entries(GAMES)) game.appendChild(el("option", { value: key, textContent: g.label }));
  game.value = initial.game ?? "chaos";
  const seatBox = el("fieldset", {}, el("legend", { textContent: "Seats" }));
  const seatMenus = {};
  function drawSeats() {
    seatBox.replaceChildren(el("legend", { textContent: "Seats" }));
    for (const k of Object.keys(seatMenus)) delete seatMenus[k];
    for (const s of GAMES[game.value].seats) {
      const menu = el("select", { name: `seat-${s}` });
      for (const [v, label] of KINDS) menu.appendChild(el("option", { value: v, textContent: label }));
      menu.value = initial.seats?.[s] ?? "human";
      seatMenus[s] = menu;
      seatBox.appendChild(el("label", {}, `${seatLabel(game.value, s)} `, menu));
    }
  }
  game.addEventListener("change", drawSeats);
  drawSeats();
  const secret = el("input", { type: "radio", name: "deal", value: "secret", checked: true });
  const typed = el("input", { type: "radio", name: "deal", value: "seed" });
  const seed = el("input", { type: "text", name: "seed", placeholder: "seed", inputMode: "numeric", size: 18 });
  seed.addEventListener("input", () => { typed.checked = seed.value !== ""; secret.checked = seed.value === ""; });
  secret.addEventListener("change", () => { if (secret.checked) seed.value = ""; });
  const name = el("input", { type: "text", name: "name", placeholder: "table name (optional)", maxLength: 80 });
  const listed = el("input", { type: "checkbox", name: "listed", checked: false });
  // Open seats: off by default, as a seat's link handed out should stay that seat's only key.
  const open = el("input", { type: "checkbox", name: "open_seats", checked: false, disabled: true });
  listed.addEventListener("change", () => { open.disabled = !listed.checked; if (!listed.checked) open.checked = false; });
  const error = el("p", { className: "cw-error", role: "alert" });
  const submit = el("button", { type: "submit", textContent: "Create table" });
  form.append(
    el("h2", { textContent: "A table for several people" }),
    el("label", {}, "Game ", game),
    seatBox,
    el("fieldset", {}, el("legend", { textContent: "Deal" }),
       el("label", {}, secret, " secret deal (the seed is shown when the game is over)"),
       el("label", {}, typed, " this seed: ", seed)),
    el("label", {}, name), el("label", {}, listed, " listed on this server"),
    el("label", { title: "a seat nobody has joined yet may be taken from the list; its link then opens it no more" },
       open, " open seats: anyone may join a free seat from the list"),
    el("p", {}, submit), error,
  );
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    submit.disabled = true;
    try {
      const seats = Object.fromEntries(Object.entries(seatMenus).map(([s, m]) => [s, m.value]));
      const request = createRequest({ game: game.value, seats, seedText: typed.checked ? seed.value : "",
                                      name: name.value, listed: listed.checked, openSeats: open.checked });
      onCreated(await createRoom(base, request, fetchImpl));
    } catch (e) {
      error.textContent = e.message;
    } finally {
      submit.disabled = false;
    }
  });
  host.appendChild(form);
  return form;
}

async function copy(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input.select();
    return document.execCommand?.("copy") ?? false;
  }
}

/** Return a link's absolute address (the server gives it from its base URL: "/cthulhu/rooms/page#…"). */
export function absolute(link, origin = globalThis.location?.origin ?? "") {
  return /^[a-z]+:\/\//i.test(link) ? link : `${origin}${link}`;
}

/**
 * Show the seat links of a created room in `host`: each with a copy button and a "sit here" button that
 * calls `onJoin(key, token)`. Returns the panel.
 */
export function linksPanel(host, answer, { onJoin, origin } = {}) {
  ensureRoomStyle();
  const panel = el("div", { className: "cw-lobby cw-links-panel" });
  panel.dataset.room = answer.room;
  const info = answer.info ?? {};
  const deal = info.seed != null ? `seed ${info.seed}` : `secret deal, code ${info.deal}`;
  const label = GAMES[info.game]?.label ?? info.game ?? "";
  panel.appendChild(el("h2", { textContent: `${info.name || `Table ${answer.room}`}: ${label} (${deal})` }));
  panel.appendChild(el("p", { textContent: "Give each player only their own link: a link is that seat's key. "
                                          + "Bots need none." }));
  const rows = el("table", { className: "cw-links" });
  for (const [key, entry] of Object.entries(answer.links ?? {})) {
    const address = absolute(entry.link, origin);
    const input = el("input", { type: "text", readOnly: true, value: address });
    input.dataset.seat = key;
    const copyButton = el("button", { type: "button", textContent: "Copy", title: `copy the ${key} link` });
    copyButton.dataset.copy = key;
    copyButton.addEventListener("click", async () => {
      copyButton.textContent = (await copy(address, input)) ? "Copied ✓" : "Select and copy";
    });
    const who = key === "spectator" ? "spectators" : seatLabel(info.game, key);
    const cells = [el("td", { textContent: who }), el("td", {}, input),
                   el("td", {}, copyButton)];
    if (onJoin) {
      const join = el("button", { type: "button", textContent: key === "spectator" ? "Watch" : "Sit here" });
      join.dataset.join = key;
      join.addEventListener("click", () => onJoin(key, entry.token));
      cells.push(el("td", {}, join));
    }
    rows.appendChild(el("tr", {}, ...cells));
  }
  panel.appendChild(rows);
  host.appendChild(panel);
  return panel;
}
