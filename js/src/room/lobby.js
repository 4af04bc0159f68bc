// Creating a table: the form (its language, game, each seat human or bot, a secret deal or a typed seed, the name,
// listed or not, open seats; each choice labelled and explained in en/ja/zh-TW/zh-CN), the create request
// (docs/rooms.md), and the answer's seat links with copy buttons. Used by the standalone page and by TableWidget in a
// notebook.
import GAMES from "../games.json";   // each game's label and a new room's seats, written from the GameSpecs
import { FORM_LANGS, FORM_WORDS, formLang, formSay } from "./lobby_words.js";
import { keepSetup, keptSetup, putSetup } from "./lobby_setup.js";
import { ensureRoomStyle } from "./style.js";

export { GAMES };

/** Return a game's label in the form's `lang` ("Mythos（2 人）"): its "(2 players)" was English on every page. */
export function gameLabel(key, lang = "en") {
  return FORM_WORDS[lang]?.[`label_${key}`] ?? GAMES[key]?.label ?? String(key ?? "");
}

/**
 * Return a table's name in the form's `lang`: its own, else its game and number ("Lovecraft Letter table 3", the
 * server numbers unnamed tables), else "Table <id>" (newcomer round 6c item 7: "Table CsCQ31IS" named nothing).
 */
export function tableName(info, lang = "en", room = info?.room) {
  if (info?.name) return info.name;
  const game = gameLabel(info?.game, lang).replace(/\s*[(（].*$/, "");
  return Number.isInteger(info?.number) && info.number > 0 && info?.game
    ? formSay(lang, "list_table_n", { game, n: info.number }) : formSay(lang, "list_table", { room });
}

/**
 * Return the line that tells a Chinese reader (form language `lang`: "zh-TW", "zh-CN") that a game's Chinese is the
 * other script, the script of its original text: "Lovecraft Letter 的中文为繁体中文（原作的文字）。" for zh-CN at Letter;
 * "" where the reader's script is the game's or the game also speaks it (CHAOS's "zh-TW", generated from its
 * Simplified tables), or the reader is not reading Chinese (review 11, room finding 1: a zh-TW lobby opened a
 * Simplified CHAOS table, unexplained; round P: CHAOS now speaks Traditional Chinese to it).
 */
export function scriptNote(game, lang) {
  const script = GAMES[game]?.scripts?.zh;
  if (!script || !String(lang).startsWith("zh") || script === lang || GAMES[game]?.langs?.includes(lang)) return "";
  const label = gameLabel(game, lang).replace(/\s*[(（].*$/, "");
  return formSay(lang, "script_note", { game: label, script: formSay(lang, `script_${script}`) });
}

/** Return the line that tells a reader of the form in `lang` which languages a game has when it lacks theirs: "Mythos
 * 仅支持 English 或 日本語：牌桌将以英文显示。" for zh-CN (review 37, room_zh 1: a 简体中文 lobby's Mythos table came up in
 * English, unwarned); "" where the game speaks it (in either Chinese script: scriptNote says which). */
export function langNote(game, lang) {
  const langs = GAMES[game]?.langs ?? [];
  const coarse = String(lang).startsWith("zh") ? "zh" : String(lang);
  if (!langs.length || langs.includes(coarse) || langs.includes(lang)) return "";
  const names = Object.fromEntries(FORM_LANGS);   // each language by its own name: English, 日本語, 繁體中文 …
  const said = langs.filter((l) => l !== "zh-TW" || !langs.includes("zh"))
    .map((l) => names[l === "zh" ? GAMES[game]?.scripts?.zh ?? "zh-CN" : l] ?? l);
  const label = gameLabel(game, lang).replace(/\s*[(（].*$/, "");
  return formSay(lang, "lang_note", { game: label, langs: said.join(formSay(lang, "lang_or")) });
}

/** Return a seat as its table names it, in `lang`: a Mythos "p0" is "Player 1", Letter's "player" "Player"; other seats
 * keep their names. */
export function seatLabel(game, seat, lang = "en") {
  // Letter's one seat read "player's turn" in a Japanese list (round F, finding 4): it has its word too
  if (game === "letter" && seat === "player") return formSay(lang, "seat_player");
  return game === "mythos" && /^p\d+$/.test(seat) ? formSay(lang, "player_n", { n: Number(seat.slice(1)) + 1 }) : seat;
}
// The round limits the create form offers, for the games whose spec has one as a rule option: CHAOS's max_rounds
// (CH-WIN-2, ★60, a draw at the limit); a shorter game lets a room reach its end (review 19, room finding 1).
export const ROUND_LIMITS = { chaos: [60, 30, 20] };

// A seat's choices: its request value and the form's word for it (room/lobby_words.js).
const KINDS = [["human", "human"], ["bot:heuristic", "heuristic"], ["bot:random", "random"]];

/**
 * Return the create request of the form's values; throws a sentence in `lang` (the form's) when the seed is not a
 * whole number. `maxRounds` (a ROUND_LIMITS value of the game) becomes the rule option; the default sends no rules.
 */
export function createRequest({ game, seats, seedText = "", name = "", listed = true, openSeats = false,
                                lang = "en", maxRounds = null, takeover = null }) {
  const text = String(seedText).trim();
  let seed = null;
  if (text !== "") {
    if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text))) throw new Error(formSay(lang, "bad_seed"));
    seed = Number(text);
  }
  const request = { game, seats: { ...seats }, seed, name: String(name).slice(0, 80), listed: Boolean(listed),
                   open_seats: Boolean(listed) && Boolean(openSeats) };
  const limits = ROUND_LIMITS[game] ?? [];
  const rounds = Number(maxRounds);
  if (limits.includes(rounds) && rounds !== limits[0]) request.rules = { max_rounds: rounds };
  const minutes = Number(takeover);
  if (takeover !== null && TAKEOVER_CHOICES.includes(minutes)) request.takeover = minutes;
  return request;
}

/** The minutes a person may think on one turn before the others may let a bot play their seat (rooms/takeover.py;
 * 0: never): the form's menu, the server's allowed values (rooms/spec.py TAKEOVER_CHOICES; review 24, AP8 finding 6). */
export const TAKEOVER_CHOICES = [0, 1, 3, 5, 10];

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

/** Return a <label> holding `control` and the form's word `key` (before it; after it for a box), and a help line. */
function field(texts, key, control, helpKey = null) {
  const words = el("span");
  texts.push([words, key]);
  const box = control.type === "checkbox" || control.type === "radio";
  const node = el("label", { className: "cw-field" }, ...(box ? [control, " ", words] : [words, " ", control]));
  if (!helpKey) return node;
  const help = el("small", { className: "cw-field-help" });
  texts.push([help, helpKey]);
  return el("div", { className: "cw-field-row" }, node, help);
}

/** Add the seat menus of `game` to `box` (its legend and help first), each seat human unless `initial` says. */
function drawSeats(box, menus, game, initial, lang) {
  const legend = el("legend", { textContent: formSay(lang, "seats") });
  const help = el("small", { className: "cw-field-help", textContent: formSay(lang, "seats_help") });
  box.replaceChildren(legend, help);
  for (const k of Object.keys(menus)) delete menus[k];
  for (const s of GAMES[game].seats) {
    const menu = el("select", { name: `seat-${s}` });
    for (const [v, key] of KINDS) menu.appendChild(el("option", { value: v, textContent: formSay(lang, key) }));
    menu.value = initial.seats?.[s] ?? "human";
    menus[s] = menu;
    box.appendChild(el("label", { className: "cw-field" }, `${seatLabel(game, s, lang)} `, menu));
  }
}

/** Return the form's controls (not yet placed), with the texts they show (`texts`: [node, key] pairs). */
function formControls(initial, texts) {
  const language = el("select", { name: "lang" });
  for (const [v, text] of FORM_LANGS) language.appendChild(el("option", { value: v, textContent: text }));
  const game = el("select", { name: "game" });
  for (const [key, g] of Object.entries(GAMES)) game.appendChild(el("option", { value: key, textContent: g.label }));
  game.value = initial.game ?? "chaos";
  const secret = el("input", { type: "radio", name: "deal", value: "secret", checked: true });
  const typed = el("input", { type: "radio", name: "deal", value: "seed" });
  const seed = el("input", { type: "text", name: "seed", inputMode: "numeric", size: 18 });
  seed.addEventListener("input", () => { typed.checked = seed.value !== ""; secret.checked = seed.value === ""; });
  secret.addEventListener("change", () => { if (secret.checked) seed.value = ""; });
  const name = el("input", { type: "text", name: "name", maxLength: 80, size: 28 });
  const listed = el("input", { type: "checkbox", name: "listed", checked: false });
  // Open seats: off by default, as a seat's link handed out should stay that seat's only key.
  const open = el("input", { type: "checkbox", name: "open_seats", checked: false, disabled: true });
  listed.addEventListener("change", () => { open.disabled = !listed.checked; if (!listed.checked) open.checked = false; });
  const rounds = el("select", { name: "max_rounds" });   // its options follow the game (speakForm)
  const takeover = el("select", { name: "takeover" });   // a stalled seat's bot: never, or after 1–10 min (speakForm)
  for (const n of TAKEOVER_CHOICES) takeover.appendChild(el("option", { value: String(n) }));
  takeover.value = "3";
  const length = el("p", { className: "cw-field-help cw-game-length" });   // how long the chosen game usually lasts
  // the chosen length whole, on a phone only: its menu cut it with "…" (review 39, room_zh 9, 097; room/style.js)
  const roundsWhole = el("small", { className: "cw-field-help cw-rounds-whole" });
  const submit = el("button", { type: "submit" });
  texts.push([submit, "create"]);
  const about = el("p", { className: "cw-field-help cw-game-about" });   // what the chosen game is
  const script = el("p", { className: "cw-field-help cw-script-note" });   // its Chinese, where not the reader's
  const error = el("p", { className: "cw-error", role: "alert" });
  return { language, game, secret, typed, seed, name, listed, open, rounds, roundsWhole, takeover, length, submit, about,
           script, error };
}

/** Put every text of the form in `lang`: the [node, key] pairs, the hints, the game's sentence and the seat menus. */
function speakForm(form, c, texts, lang) {
  form.lang = lang;
  for (const [node, key] of texts) node.textContent = formSay(lang, typeof key === "function" ? key() : key);
  c.seed.placeholder = formSay(lang, "seed_hint");
  c.name.placeholder = formSay(lang, "name_hint");
  c.about.textContent = formSay(lang, `game_${c.game.value}`);
  c.script.textContent = scriptNote(c.game.value, lang) || langNote(c.game.value, lang);   // review 37, room_zh 1
  c.script.hidden = !c.script.textContent;
  for (const option of c.game.options ?? []) option.textContent = gameLabel(option.value, lang);
  for (const option of c.takeover.options ?? []) {
    option.textContent = option.value === "0" ? formSay(lang, "takeover_0") : formSay(lang, "takeover_n", { n: option.value });
  }
  speakLength(c, lang);
}

/** Say the chosen game's usual length, and offer its round limits (CHAOS) with what happens at the limit. */
function speakLength(c, lang) {
  const limits = ROUND_LIMITS[c.game.value] ?? [];
  const kept = Number(c.rounds.value);
  c.length.textContent = formSay(lang, `length_${c.game.value}`);
  c.rounds.replaceChildren(...limits.map((n) => el("option", { value: String(n), textContent: formSay(lang, `rounds_${n}`) })));
  c.rounds.value = String(limits.includes(kept) ? kept : limits[0] ?? "");
  c.roundsRow.hidden = c.roundsWhole.hidden = !limits.length;
  c.roundsWhole.textContent = limits.length ? formSay(lang, `rounds_${c.rounds.value}`) : "";
}

/**
 * Show the create form in `host`, in the browser's language (or `initial.lang`) with a menu to change it: each
 * choice labelled with a sentence on what it means. `onCreated(answer)` gets the server's answer; `onLang(lang)` hears
 * the language menu change it; `langAt` (an element) gets that menu first, outside the form.
 */
export function createForm(host, { base, onCreated, fetchImpl, initial: given = {}, onLang = () => {},
                                   langAt = null }) {
  ensureRoomStyle();
  const kept = keptSetup();   // the set-up left in this tab, back after "← Tables" (review 35, room_en 9)
  const initial = { ...(kept.game ? { game: kept.game, seats: kept.seats } : {}), ...given };
  const form = el("form", { className: "cw-lobby cw-create" });
  const texts = [];
  const c = formControls(initial, texts);
  const seatBox = el("fieldset", { className: "cw-seats" });
  const menus = {};
  let lang = initial.lang ?? formLang(globalThis.navigator?.language);
  c.language.value = lang;
  const redraw = () => {
    drawSeats(seatBox, menus, c.game.value, initial, lang);
    speakForm(form, c, texts, lang);
  };
  const heading = el("h2");
  const intro = el("p", { className: "cw-field-help" });
  texts.push([heading, "title"], [intro, "intro"]);
  // ticked, the hint says who sees it (it read "Unlisted, only people with a link…" under a ticked box: review 11)
  const listedHelp = () => (c.listed.checked ? "listed_on_help" : "listed_help");
  const dealLegend = el("legend");
  const dealHelp = el("small", { className: "cw-field-help" });
  texts.push([dealLegend, "deal"], [dealHelp, "deal_help"]);
  c.roundsRow = field(texts, "length", c.rounds, "rounds_help");
  c.roundsRow.insertBefore(c.roundsWhole, c.roundsRow.lastChild);   // under its menu, above what the limit means
  const language = field(texts, "language", c.language);
  language.classList?.add("cw-lobby-lang");
  // at the page's top (`langAt`, the lobby's head): under the form's heading a phone's reader found it halfway down,
  // after the page in English (review 39, room_zh 9, 001)
  langAt?.prepend(language);
  form.append(heading, ...(langAt ? [] : [language]), intro, field(texts, "game", c.game), c.about, c.length,
              c.roundsRow, c.script, seatBox,
              el("fieldset", {}, dealLegend, field(texts, "secret", c.secret),
                 el("label", { className: "cw-field" }, c.typed, " ", wordOf(texts, "typed"), " ", c.seed), dealHelp),
              field(texts, "name", c.name, "name_help"), field(texts, "listed", c.listed, listedHelp),
              field(texts, "open", c.open, "open_help"), field(texts, "takeover", c.takeover, "takeover_help"),
              el("p", {}, c.submit), c.error);
  c.listed.addEventListener("change", () => speakForm(form, c, texts, lang));   // the hint follows the box
  c.game.addEventListener("change", redraw);
  c.rounds.addEventListener("change", () => speakLength(c, lang));   // its whole words follow the choice
  c.language.addEventListener("change", () => { lang = c.language.value; redraw(); onLang(lang); });
  redraw();
  putSetup(c, kept);
  speakForm(form, c, texts, lang);   // the listed box's hint follows it
  form.addEventListener("change", () => keepSetup(c, menus));
  form.addEventListener("submit",
                        (event) => submitForm(event, { c, menus, base, fetchImpl, onCreated, lang: () => lang }));
  host.appendChild(form);
  return form;
}

/** Return a <span> showing the form's word `key` (in `texts`, so it follows the language). */
function wordOf(texts, key) {
  const node = el("span");
  texts.push([node, key]);
  return node;
}

/** Send the create request of the form; show its error (in the form's language) or pass the answer on. */
async function submitForm(event, { c, menus, base, fetchImpl, onCreated, lang }) {
  event.preventDefault();
  c.error.textContent = "";
  c.submit.disabled = true;
  let request = null;
  try {
    const seats = Object.fromEntries(Object.entries(menus).map(([s, m]) => [s, m.value]));
    request = createRequest({ game: c.game.value, seats, seedText: c.typed.checked ? c.seed.value : "",
                              name: c.name.value, listed: c.listed.checked, openSeats: c.open.checked, lang: lang(),
                              maxRounds: c.rounds.value, takeover: c.takeover.value });
    onCreated(await createRoom(base, request, fetchImpl), lang());   // the links speak the form's language
  } catch (e) {
    c.error.textContent = request ? formSay(lang(), "server", { error: e.message }) : e.message;
    (request ? c.submit : c.seed).focus?.();
  } finally {
    c.submit.disabled = false;
  }
}

/**
 * Return a Copy button for `address` that keeps its width: its three words ("Copy", "Copied ✓", "Select and copy") lie
 * in one cell, the widest holding the room, one shown (clicked, "Copied ✓" widened it and pushed "Sit here" aside:
 * review 11, lobby finding 3). A failed copy selects the link's field for the reader.
 */
function copyButton(address, input, key, say, who) {
  const faces = Object.fromEntries(["copy", "copied", "copy_manual"].map((k) => [k, el("span", { textContent: say(k) })]));
  const button = el("button", { type: "button", className: "cw-copy", title: say("copy_title", { seat: who }) },
                    ...Object.values(faces));
  button.dataset.copy = key;
  const show = (shown) => {
    button.dataset.shown = shown;
    for (const [k, face] of Object.entries(faces)) face.setAttribute("aria-hidden", String(k !== shown));
  };
  show("copy");
  button.addEventListener("click", async () => show((await copy(address, input)) ? "copied" : "copy_manual"));
  return button;
}

/** Return one seat's row of the links panel: who, its link (readable, selectable), Copy, and "Sit here" (or "Watch")
 * with `onJoin`. */
function linkRow(key, entry, { game, origin, onJoin, say, lang, name }) {
  const address = absolute(entry.link, origin);
  const who = key === "spectator" ? say("spectators") : seatLabel(game, key, lang);
  // the table's name and seat say whose link it is; the link itself is text to read and select (hidden behind Copy,
  // a failed copy left nothing to read: review 11, lobby finding 3); focused, the whole of it is selected
  const shown = el("span", { className: "cw-link-name", textContent: say("link_name", { name, seat: who }),
                             title: address });
  // a box of as many lines as the link takes, read whole: one line cut the token, the part that differs between the
  // seats, and a click selected it without showing it (newcomer review 14, lobby finding 1)
  const input = el("textarea", { readOnly: true, value: address, className: "cw-link-field", spellcheck: false,
                                 rows: linkRows(address), wrap: "soft" });
  input.dataset.seat = key;
  input.setAttribute("aria-label", say("link_field", { seat: who }));
  input.addEventListener("focus", () => input.select?.());
  const cells = [el("td", { textContent: who }), el("td", {}, shown, input),
                 el("td", {}, copyButton(address, input, key, say, who))];
  if (onJoin) {
    const join = el("button", { type: "button", textContent: key === "spectator" ? say("list_watch") : say("sit_here") });
    join.dataset.join = key;
    join.addEventListener("click", () => onJoin(key, entry.token));
    cells.push(el("td", {}, join));
  }
  return el("tr", {}, ...cells);
}

/** Return the lines a link's box needs to show `address` whole at the narrowest the panel lays it (a phone: ~44
 * characters a line); CSS `field-sizing: content` fits it closer where the browser knows it. */
export function linkRows(address) {
  return Math.max(1, Math.ceil(String(address).length / 44));
}

async function copy(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input.focus?.();   // the reader copies it by hand: the whole link selected
    input.select?.();
    return document.execCommand?.("copy") ?? false;
  }
}

/** Return a link's absolute address (the server gives it from its base URL: "/cthulhu/rooms/page#…"). */
export function absolute(link, origin = globalThis.location?.origin ?? "") {
  return /^[a-z]+:\/\//i.test(link) ? link : `${origin}${link}`;
}

/**
 * Show the seat links of a created room in `host`, in `lang` (the form's: "en", "ja", "zh-TW", "zh-CN"): each with a
 * copy button and a "sit here" button that calls `onJoin(key, token)`. Returns the panel.
 */
export function linksPanel(host, answer, { onJoin, origin, lang = "en" } = {}) {
  ensureRoomStyle();
  const say = (key, vars) => formSay(lang, key, vars);
  const panel = el("div", { className: "cw-lobby cw-links-panel" });
  panel.dataset.room = answer.room;
  const info = answer.info ?? {};
  // a secret deal's seed once the game is over, as the lobby promised; its code, unexplained, is gone (review 33, room_en 4)
  const deal = info.seed != null ? say("deal_seed", { seed: info.seed }) : say("deal_secret");
  // the header's name ("CHAOS Table 1"), not the room's id (review 33, room_en 8); a typed name says its game too
  const name = tableName(info, lang, answer.room);
  const title = info.name ? say("links_named", { name, game: gameLabel(info.game, lang) }) : name;
  // one bracket style a line: 「新手桌: Lovecraft Letter（单人） (秘密牌局)」 mixed them (review 41, room_zh 13)
  panel.appendChild(el("h2", { textContent: say("links_heading", { title, deal }) }));
  panel.appendChild(el("p", { textContent: say("links_intro") }));
  // where the links are once the creator sits: "Sit here" made the page that seat's, the list gone (review 14, lobby
  // finding 1); the strip's "Seat links" button shows them again
  if (onJoin) panel.appendChild(el("p", { className: "cw-field-help cw-links-after", textContent: say("links_after") }));
  const rows = el("table", { className: "cw-links" });
  for (const [key, entry] of Object.entries(answer.links ?? {})) {
    rows.appendChild(linkRow(key, entry, { game: info.game, origin, onJoin, say, lang, name }));
  }
  panel.appendChild(rows);
  host.appendChild(panel);
  return panel;
}
