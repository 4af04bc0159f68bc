// The widgets' canvas front end connected to a room: one seat's (or a spectator's) websocket feeds a
// RoomModel, the widgets' own render({model, el}) draws it, clicks become the room's act messages. Above the
// table a strip says who is connected, whose turn it is, and how the connection is.
import { render } from "../index.js";
import { tableScript } from "../ui/words.js";
import { hitTest, tipAt } from "../scene/hit.js";
import { chatPanel } from "./chat.js";
import { connectRoom } from "./connection.js";
import { GAMES, linksPanel, scriptNote } from "./lobby.js";
import { formLang, formSay } from "./lobby_words.js";
import { initialTraits, RoomModel, traitsOf } from "./model.js";
import { beep, soundToggle } from "./sound.js";
import { ensureRoomStyle } from "./style.js";
import { rematchControls } from "./rematch.js";
import { oneOverlay, resultAside } from "./one_overlay.js";
import { keepLang } from "./room_lang.js";
import { replayAddress, replayLink } from "./replay_link.js";
import { nudgeButton, nudged, waitedAt } from "./nudge.js";
import { takeoverButtons } from "./takeover.js";
import { asksMenu } from "./asks.js";
import { comingLine } from "./coming.js";
import { firstTip } from "./first_tip.js";
import { helpLearn } from "./help_learn.js";
import { revealHand } from "./reveal.js";
import { handNews } from "./hand_swap.js";
import { cardReader } from "./card_read.js";
import { onSheet, sheetOpen, sheetTurn } from "./learn_sheet.js";
import { besideStory, followDrawer, holdHeight, pageClear, seedButton, storyClear, stripInSight,
  wholeOnTap } from "./strip.js";
import { askedOf, botKind, ROOM_WORDS, roomLang, roomName, roomSay, seatName, tabTitle, teamRole } from "./words.js";

/** Return the websocket URL of room `room` under the rooms prefix `base` ("/cthulhu/rooms", same origin). */
export function socketUrl(base, room, loc = globalThis.location) {
  const scheme = loc.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${loc.host}${base.replace(/\/$/, "")}/${encodeURIComponent(room)}/ws`;
}

/** Return `seconds` as time spent in words, "42 s" or "12 min" (whole minutes), never a clock's "12:28", which read
 * as a countdown (newcomer review 21, room_en finding 7). */
function spent(seconds, say) {
  const whole = Math.max(0, Math.floor(seconds));
  return whole < 60 ? say("secs", { n: whole }) : say("mins", { n: Math.floor(whole / 60) });
}

const FRESH = 5;   // seconds of a turn without a clock: "B1 to act" first

/** Return "B1 (a person) is choosing for 1 min this turn" for the seat the table waits on (a person's or a bot's), or "" when the
 * state has no `waited` (the server's seconds since the last step) or names no seat: a long silent wait said nothing
 * (review 18, finding 3). A person's seat says whether it is there: "is connected · choosing for 3 min", "left the
 * room 2 min ago · waiting for 3 min", "has not joined yet" (review 19, room finding 2). `now` counts on from when it was `seen`. */
function choosingText(msg, say, lang, game, name, now) {
  const info = msg.seats?.[msg.to_act];
  if (typeof msg.waited !== "number" || !info) return "";
  const who = info.human ? say("a_person") : botKind(info.bot, lang, game);
  const since = Math.max(0, now - (msg.seen ?? now)) / 1000;
  const waited = waitedAt(msg, now);   // the buttons' clock too (nudge.js)
  // no clock at a turn's first seconds: "choosing for 0 s" flashed at every turn change (review 25, room_en 10)
  if (waited < FRESH && (!info.human || info.connected !== false)) return "";
  const vars = { seat: name(msg.to_act), who, time: spent(waited, say) };
  if (!info.human || typeof info.connected !== "boolean") return say("choosing", vars);   // an older server
  if (info.connected) return say(info.course ? "choosing_course" : "choosing_here", vars);   // review 29, room_en 2
  return typeof info.left === "number" ? say("choosing_left", { ...vars, ago: spent(info.left + since, say) })
    : say("choosing_absent", vars);
}

/** Return the newest story line of the turn under way, after its heading ("A1 moves to b3."), "" from a new turn's
 * heading on; `was` when `lines` (a state's new lines) hold none: a room sends each step as it is taken, so a person's
 * move shows before its turn ends (newcomer review 21, room_zh finding 5: only "正在选择…" until A1 finished). */
export function turnNews(lines, was = "") {
  let news = was;
  for (const line of Array.isArray(lines) ? lines : []) news = line?.turn ? "" : String(line?.text ?? news);
  return news;
}

/** Return the text of the turn line: who is to act ("B1 (a person) is choosing for 42 s this turn"), "you" for this
 * seat, or the result, and what a person waited on did so far this turn (" · so far: A1 moves to b3."), in the page
 * language of the table's `lang` (English by default); `now` (ms) times the wait. */
export function turnText(msg, seat, lang = "en", game = "", name = (x) => x, now = Date.now()) {
  const { text, news } = turnLine(msg, seat, lang, game, name, now);
  return news ? text + roomSay(lang, game, "so_far", { text: news }) : text;
}

/** Return turnText's two parts, {text, news}: the strip shows the news apart, at a desk on the seats' line, where it is
 * whole beside the Nudge and bot buttons ("so far: B1 p…", "the gate is ope…": review 25, room_en 3). */
export function turnLine(msg, seat, lang = "en", game = "", name = (x) => x, now = Date.now()) {
  const text = turnWords(msg, seat, lang, game, name, now);
  const info = msg?.seats?.[msg?.to_act];
  const waiting = Boolean(text && info?.human && !msg.result && !askedOf(msg, seat) && waitedAt(msg, now) >= FRESH);
  return { text, news: waiting && msg.news ? String(msg.news) : "" };   // what it did this turn so far
}

function turnWords(msg, seat, lang, game, name, now) {
  const say = (key, vars) => roomSay(lang, game, key, vars);
  if (!msg) return "";
  if (msg.result) {
    const b = msg.banner ?? {};
    // no codes; the outcome whole, the title only: the banner's why ("You lost: the deck ran out during …") is the
    // result card's, whole on the table; after the title it took a second line or was cut, and the seed with it
    // (review 9, room finding 3). The seed is the strip's button of its own (room/strip.js)
    // the title is the game's own words, in its script (Letter's Chinese: Traditional): the whole line reads in it,
    // never 「游戏结束：克蘇魯獲勝」 (review 41, room_zh 4, shots 109 151)
    // and where that script is not the reader's, the line is the reader's and the title the table's result card's:
    // 「遊戲結束：克蘇魯獲勝」 read Traditional in a Simplified strip (review 42, room_zh 5, 108)
    if (b.title && tableScript(lang, game) === roomLang(lang, game)) {
      return roomSay(tableScript(lang, game), game, "game_over", { what: b.title });
    }
    return say("game_over", { what: say("result_shown") });
  }
  if (!msg.to_act) return "";
  const info = msg.seats?.[msg.to_act];
  const who = info && !info.human ? say("by_bot", { bot: botKind(info.bot, lang, game) }) : info ? "" : say("by_automaton");
  // asked to react to an enemy's combo or to join a partner's, it is not "Your turn" (review 14, seat finding 4)
  const phase = game === "chaos" ? msg.view?.phase : "";
  const mine = phase === "react" ? "your_react_seat" : phase === "join" ? "your_join_seat" : "your_turn_seat";
  if (askedOf(msg, seat)) return say(mine, { seat: name(seat) });
  return choosingText(msg, say, lang, game, name, now) || `${say("to_act", { seat: name(msg.to_act) })}${who}`;
}

/** Return the connection's words for status `s` ({state, text, attempt, wait, code}) in the table's language:
 * "connected", "connecting…", "⟳ connection lost; reconnecting in 1.0 s", or why the table closed (a bad link, a
 * replaced seat); a reason it has no words for stays the connection's own. */
export function connText(s, lang = "en", game = "") {
  const say = (key, vars) => roomSay(lang, game, key, vars);
  if (!s) return "";
  if (s.state === "open") return say("connected");
  if (s.state === "connecting") return s.attempt ? say("reconnecting_n", { n: s.attempt + 1 }) : say("connecting");
  if (s.state === "waiting") return say("lost_wait", { s: ((s.wait ?? 0) / 1000).toFixed(1) });
  const known = s.code != null && ROOM_WORDS.en[`closed_${s.code}`];
  return known ? say(`closed_${s.code}`) : String(s.text ?? "");
}

/** Return the rooms' language of a page or browser language: "zh", "ja" or "en", whatever the game offers (a join
 * asks for it; the server's sentences are English where the game has none). */
function coarseLang(wanted) {
  const tag = String(wanted ?? "").toLowerCase();
  return tag.startsWith("zh") ? "zh" : tag.startsWith("ja") ? "ja" : "en";
}

/** Return the language a join asks for before the game is known: a Traditional reader's "zh-TW" (the server reads
 * it as the game's "zh" where the game has no "zh-TW": rooms/protocol.py `reading`), else "zh", "ja" or "en". */
function askedLang(wanted) {
  return formLang(wanted) === "zh-TW" ? "zh-TW" : coarseLang(wanted);
}

/** Return the table's language for a page or browser language ("zh-TW", "ja-JP", "en-GB" …) at a table of `game`:
 * the reader's own script where the game offers it (CHAOS's "zh-TW" for a zh-TW, zh-HK or zh-Hant reader), else the
 * game's "zh" or "ja" where it offers that language, else "en". */
export function tableLang(wanted, game) {
  const langs = GAMES[game]?.langs ?? ["en"];
  const script = formLang(wanted);
  if (langs.includes(script)) return script;
  const lang = coarseLang(wanted);
  return langs.includes(lang) ? lang : "en";
}

function seatChips(box, msg, seat, say, label, bot) {
  const seats = msg?.seats ?? {};
  box.replaceChildren(...Object.entries(seats).map(([name, s]) => {
    const chip = document.createElement("span");
    chip.className = "cw-room-seat";
    chip.dataset.seat = name;
    chip.dataset.connected = String(Boolean(s.connected));
    chip.dataset.toAct = String(msg.to_act === name);
    chip.dataset.human = String(Boolean(s.human));
    const kind = s.human ? say(!s.connected ? "away" : s.course ? "in_course" : "connected") : bot(s.bot);
    const kindSpan = Object.assign(document.createElement("span"), { className: "cw-seat-kind", textContent: ` · ${kind}` });
    chip.dataset.you = String(name === seat);
    const you = Object.assign(document.createElement("span"), { className: "cw-seat-you",
                                                                textContent: name === seat ? say("you_mark") : "" });
    chip.append(`${s.connected ? "●" : "○"} ${label(name)}`, you, kindSpan);
    chip.title = `${label(name)}: ${kind}`;
    return chip;
  }));
  if (msg?.spectators) {
    const spec = document.createElement("span");
    spec.className = "cw-room-seat";
    spec.textContent = say("n_watching", { n: msg.spectators });
    box.appendChild(spec);
  }
}

/** Return the room's DOM: the status strip (the table's name, connection, who you are, whose turn, the seats, the
 * share and sound buttons), the share panel (hidden), the table and the chat below it. */
function roomDom(room) {
  const make = (tag, className) => Object.assign(document.createElement(tag), { className });
  const root = make("div", "cw-room");
  root.dataset.room = room;
  const strip = make("div", "cw-room-status");
  strip.setAttribute("role", "status");
  strip.dataset.toastFree = "1";   // whose turn and the seat: a story toast never covers them (ui/toast.js)
  const parts = { name: make("strong", "cw-room-name"), conn: make("span", "cw-room-conn"),
                  who: make("span", "cw-room-who"), role: make("span", "cw-room-role"), turn: make("strong", "cw-room-turn"),
                  seats: make("span", "cw-room-seats"), tools: make("span", "cw-room-tools"),
                  news: make("span", "cw-room-news") };
  // the strip in two steady lines from a tablet's width up (room/style.js): the table's name, the connection, who you
  // are and whose turn, then the tools at its right end; below, the seats. A turn's words or the "1 watching" chip
  // that came and went wrapped the tools to a second line and back: "Chat", "Rules and help" and "← Tables" moved
  // ~26 px between turns, clicks missed (review 11, room finding 2). On a phone the line is no box of its own.
  const line = make("span", "cw-room-line");
  line.append(parts.name, parts.conn, parts.who, parts.role, parts.turn);
  // what the seat waited on did so far: at a desk on the seats' line, whole (review 25, room_en 3; room/style.js)
  strip.append(line, parts.seats, parts.news, parts.tools);
  const share = make("div", "cw-room-share");
  share.hidden = true;
  const table = make("div", "cw-room-table");
  const chat = make("div", "cw-room-chat-host");
  chat.dataset.toastFree = "1";    // on a phone the chat is a bar fixed at the screen's foot: a toast never hides it
  root.append(strip, share);
  const tip = firstTip(root);   // a CHAOS seat's first round: 3 things to know (review 26, room_en 1, room_zh 7)
  root.append(table, chat);
  const whole = wholeOnTap(strip);   // a cut turn line or name whole on a tap (review 24, AP8 finding 3)
  return { root, strip, table, share, chat, tip, whole, ...parts };
}

/**
 * Below 1560 px (no column of its own) the folded chat is a tab in the status strip, beside the tools: fixed at the
 * screen's foot it lay over a chip of the table on a phone (issue 23 round G, finding 5) and over the story's newest
 * lines and the Midnight chips at 1280 (review 7). Opened, it is the drawer at the screen's foot (room/style.js); on a
 * wider page it goes back after the table, its own column.
 */
function dockChat(dom, win, tab) {
  const query = win?.matchMedia?.("(max-width: 1559.98px)");   // below the width where the chat has its own column
  if (!query) return;
  const place = () => {
    const home = query.matches ? dom.root.querySelector(".cw-room-status") : dom.root;
    if (home && dom.chat.parentElement !== home) home.appendChild(dom.chat);
    // the open drawer's tab stays in the strip where the folded bar was (review 14, room finding 2)
    if (query.matches && home) home.insertBefore(tab, dom.chat.nextSibling);
    else tab?.remove?.();
  };
  place();
  query.addEventListener?.("change", place);
}

/**
 * Under the strip, for a Chinese reader (the browser's or the create form's language `wanted`) at a table whose Chinese
 * is the other script, one short line in the reader's script: "CHAOS 的中文為簡體中文（原作的文字）。" (review 11, room
 * finding 1: a zh-TW lobby opened a Simplified CHAOS table and its menu offered no 繁體中文, unexplained). Shown from
 * the join on, it moves nothing during the game.
 */
function scriptLine(dom, game, wanted, now = "zh") {
  // only while the table reads Chinese: at English it said "…按钮、菜单和聊天为简体中文", false (review 42, room_zh 4)
  const text = String(now).startsWith("zh") ? scriptNote(game, formLang(wanted)) : "";
  let line = dom.scriptLine ?? null;
  if (line) line.hidden = !text;
  if (!text) return;
  if (!line) {
    line = Object.assign(document.createElement("p"), { className: "cw-room-script" });
    line.lang = formLang(wanted);
    line.dataset.toastFree = "1";   // the result's toast lay over it, cut (review 41, room_zh 3, 109; ui/toast.js)
    dom.root.insertBefore(line, dom.share);
    dom.scriptLine = line;
  }
  line.textContent = text;
}

/** Add the "Share" button (the creator's page holds the links: `answer`) that shows the links panel again, with the
 * seed `endSeed()` gives once the game is over. */
function shareButton(tools, shareBox, answer, wordsOf, formLang, endSeed = () => null, aside = null) {
  if (!answer?.links) return () => {};
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-share" });
  button.dataset.share = "1";
  // both its words in one cell, the wider holding the room, one shown: "Share" becoming "Hide links" widened it and
  // moved "← Tables" beside it (review 11, room finding 2: the bar's controls keep one place)
  const faces = ["share", "hide_share"].map((key) => Object.assign(document.createElement("span"), { key }));
  button.append(...faces);
  tools.appendChild(button);
  const words = () => {
    for (const face of faces) {
      face.textContent = wordsOf(face.key);
      face.setAttribute("aria-hidden", String((face.key === "share") !== shareBox.hidden));
    }
    button.title = wordsOf("share_title");
  };
  let back = () => {};   // shows the table's result again, hidden while the links are open (review 38, room_en 8)
  const toggle = (open) => {
    shareBox.replaceChildren();
    const seed = endSeed();
    const now = seed == null ? answer : { ...answer, info: { ...answer.info, seed } };
    if (open) linksPanel(shareBox, now, { lang: formLang() });   // in the table's language now
    shareBox.hidden = !open;
    if (open) aside?.overlay.opened("links", () => toggle(false));
    else aside?.overlay.closed("links");
    const shown = back;
    back = open ? resultAside(aside?.host) : () => {};
    if (!open) shown();
    words();
  };
  button.addEventListener("click", () => toggle(shareBox.hidden));
  words();
  return words;
}

/** Put the page's "← Tables" link (room/page.js adds it) in the table's language `form` (it stayed in the
 * browser's: English on a Chinese table, newcomer round 6). */
function backWords(tools, form) {
  const back = tools.querySelector?.(".cw-room-back");
  if (back) Object.assign(back, { textContent: formSay(form, "back"), title: formSay(form, "back_title") });
}

/**
 * Return the room's own parts beside the widget's table — the Share panel, the sound toggle, the chat — and
 * `words()`, which puts the page's words (name, who you are, tab title) in the table's language. `now()` gives
 * {model, seat, last, socket}.
 */
function roomParts(dom, { base, room, links, titled, first, onJoined }, now) {
  // before the joined message, the page's first language (the browser's, the create form's): round 6b's English tab
  const lang = () => now().model?.get("lang") ?? formLang(first);
  const game = () => now().model?.get("game") ?? "";
  const wordsOf = (key, vars) => roomSay(lang(), game(), key, vars);
  const nameOf = (s) => seatName(s, game(), now().model?.get("catalog_data"), lang());
  const page = () => (now().model ? roomLang(lang(), game()) : formLang(first));
  const overlay = oneOverlay();   // one of the room's overlays at a time (review 38, room_en 8)
  const endSeed = () => (now().last?.result ? now().last.seed ?? null : null);
  const shareWords = shareButton(dom.tools, dom.share, links, wordsOf, page, endSeed, { overlay, host: dom.table });
  const sound = soundToggle(dom.tools, wordsOf);
  const rematch = rematchControls(dom.tools, { send: (msg) => now().socket.send(msg), wordsOf, links, overlay });
  const replay = replayLink(dom.tools, { wordsOf, address: (seat) => replayAddress(base, room, seat, lang()) });
  const chat = chatPanel(dom.chat, {
    send: (text) => now().socket.send({ type: "chat", text }),
    context: () => ({ seat: now().seat, lang: lang(), game: game(), name: nameOf }),
    onToggle: (on) => clearOf(on),   // the story's newest lines stay above the drawer
  });
  // the story (a desk's column) and the page's end (a phone's story) stay above the open drawer (reviews 9, 18)
  function clearOf(on) {   // hoisted: the chat panel tells its first, folded state as it is made
    pageClear(dom.root, dom.chat, on);
    besideStory(dom.table, dom.chat, on);   // a desk's drawer in the story's column, the story above it
    return storyClear(dom.table, dom.chat, on);
  }
  dockChat(dom, globalThis.window, chat.tab);
  followDrawer(chat.el, () => clearOf(chat.el.dataset.open === "true"));
  const seed = seedButton(dom.strip, dom.seats, wordsOf);
  // "Nudge B1" after a minute on a person (review 19, room finding 2): among the tools, shown by `tick`
  // both under one "⋯" of the tools (review 28, room_en 6 / room_zh 4: they cut the table's name and "← Tables")
  const asks = asksMenu(dom.tools, { lang, game });
  const nudge = nudgeButton(asks.menu, { send: (msg) => now().socket.send(msg), wordsOf });
  // "Let a bot play B1" after the room's minutes on a person (review 23, room_en 8): the server counts the asks
  const takeover = takeoverButtons(dom.tools, { send: (msg) => now().socket.send(msg), lang, game, askHost: asks.menu });
  const steady = holdHeight(dom.strip);   // the table below never moves up
  let mine = false;                       // this seat is to act (the sound plays when it becomes so)
  function words() {
    const { seat, last } = now();
    dom.who.textContent = seat ? wordsOf("you_are", { seat: nameOf(seat) }) : wordsOf("watching");
    dom.role.textContent = teamRole(seat, last, { lang: lang(), game: game(), catalog: now().model?.get("catalog_data") });
    dom.name.textContent = roomName(last, room, lang(), game());
    dom.name.title = dom.name.textContent;   // a narrow strip cuts it with "…" (room/style.js)
    dom.role.title = dom.role.textContent;
    if (titled) titled.title = tabTitle(last, seat, room, lang(), game());
    shareWords();
    sound.words();
    rematch.words();
    replay.words();
    seed.words();
    chat.words();
    backWords(dom.tools, page());
    if (now().model) onJoined?.({ seat, name: dom.name.textContent, game: game() });   // the lobby's "Your tables"
  }
  function turned(msg, seat) {            // a state message: the sound when it becomes this seat's turn
    const yours = askedOf(msg, seat);
    if (yours && !mine && sound.on()) beep();
    if (yours && !mine) chat.yourTurn();   // a phone's open chat drawer covered the hand and the moves (round 6b)
    if (yours && !mine) handInSight(dom, () => mine);
    mine = yours;
    sheetTurn(yours);   // the course's sheet says so over the table (review 28, room_en 2 / room_zh 3)
    dom.root.dataset.yourTurn = String(yours);
    rematch.show(msg, seat);
    replay.show(msg, seat);   // the seat's own replay of the finished game (review 18, finding 1)
    seed.show(msg, Boolean(links?.links));   // the creator chose the deal: the lobby promised its seed at the end
    words();
    steady.measure();
    setTimeout(() => clearOf(chat.el.dataset.open === "true"), 0);   // once the story is drawn
  }
  /** The page's each second: the Nudge and bot buttons follow the wait. */
  const tick = () => {
    nudge.show(now().last, now().seat, nameOf);
    takeover.show(now().last, now().seat, nameOf);
    asks.follow(nameOf(now().last?.to_act ?? ""), Boolean(now().last?.result));
  };
  /** This seat was nudged: a beep (the nudge is the sound: asked for by a person) and a blinking tab title. */
  const poked = () => {
    beep();
    nudged(titled, wordsOf("nudged_title", { name: dom.name.textContent }));
  };
  return { words, turned, chat, nameOf, rematch, tick, poked };
}

/** Scroll a phone's hand into sight once the table is drawn, while `still()` (it lay below the fold: round F, finding
 * 1), never the strip out of sight, the table's name with whose turn (review 31, room_zh 3; review 41, room_zh 5:
 * after 「猜 2」 the page scrolled 35 px by itself, the name cut): a page at its top stays put. */
function handInSight(dom, still) {
  const began = Date.now();
  setTimeout(() => revealHand(dom.table.querySelector?.("canvas.cw-canvas"), dom.chat, undefined,
                              { keep: dom.strip, began, still }), 150);
}

/** Return the page's command handler (the widget's model.send): `act` goes to the room, `lang` changes the table's
 * language here and at the server, the rest (undo, restart, bot moves) is refused in the table's language, told by
 * `refused(text)`. `now()` gives {model, socket}; `words()` redraws the page's words. */
function commandOf(now, words, acted = () => {}, refused = (text) => now().model.update({ error: text })) {
  return function command(msg) {
    if (!msg || typeof msg !== "object") return;
    const { model, socket } = now();
    const say = (key) => roomSay(model?.get("lang") ?? "en", model?.get("game") ?? "", key);
    if (msg.cmd === "act") {
      acted();   // the reader acts: the hand's news (hand_swap.js) has been read
      if (!socket.send({ type: "act", id: msg.id, step: msg.step })) model.update({ error: say("not_connected") });
    } else if (msg.cmd === "bot_step") {
      // another seat is to act: its person or the server's bot plays it; nothing to ask
    } else if (msg.cmd === "lang") {
      model.update({ lang: msg.value });   // the page's words at once; the server sends the sentences in it
      socket.send({ type: "lang", lang: msg.value });
      keepLang(msg.value);   // the next table in this tab opens in it (review 37, room_zh 1)
      words();
    } else {
      refused(say("not_shared"));   // a room never undoes: its other seats may be people
    }
  };
}

/** Return whether a click (`event`) on the table's canvas lands on something to read: a card or a text whose press
 * opens its text ("zoom:" ids) or that has a note (tip). Out of turn such a tap reads it: the table opens it. */
function readsAt(event) {
  const canvas = event?.target;
  const scene = canvas?.__cthulhu?.scene;
  const box = canvas?.getBoundingClientRect?.();
  if (!scene || !(box?.width > 0)) return false;
  const k = (scene.width || box.width) / box.width;
  const [x, y] = [(event.clientX - box.left) * k, (event.clientY - box.top) * k];
  return String(hitTest(scene, x, y) ?? "").startsWith("zoom:") || Boolean(tipAt(scene, x, y));
}

/** Return what a click (`event`) on the table's canvas says while another seat plays ("B1 is playing: wait for your
 * turn"), in the table's language; "" for a spectator, the seat's own turn, the game's end, a click elsewhere, or a
 * card or noted text, which the table opens to read (review 24, AP8 finding 2: a tap on a card out of turn said
 * "wait for your turn" over its text). */
export function waitText(event, msg, seat, model, name = (s) => s) {
  if (!seat || !model || !msg?.to_act || msg.result || askedOf(msg, seat)) return "";
  if (String(event?.target?.tagName ?? "").toUpperCase() !== "CANVAS") return "";
  if (readsAt(event)) return "";
  return roomSay(model.get("lang"), model.get("game"), "wait_turn", { seat: name(msg.to_act) });
}

/** Show a room's state `msg` around the table (`dom`, see roomDom): its marks, the turn strip, the seat chips. */
function showState(dom, parts, msg, seat, model) {
  const { root, turn, seats } = dom;
  root.dataset.step = String(msg.step);
  root.dataset.toAct = msg.to_act ?? "";
  const ended = Boolean(msg.result) && root.dataset.over !== "true";
  root.dataset.over = String(Boolean(msg.result));   // the strip's end look (room/style.js)
  if (ended) setTimeout(() => stripInSight(dom.strip), 300);   // its ways on whole, once laid out (review 38)
  // another person at the table: a phone's strip keeps a row for what they did so far (review 26, room_zh 2)
  root.dataset.people = String(Object.entries(msg.seats ?? {}).some(([name, s]) => s?.human && name !== seat));
  const [lang, game] = [model.get("lang"), model.get("game")];
  msg.news = dom.said = turnNews(msg.log_lines, dom.said);   // the strip's "so far" (turnLine)
  turn.textContent = drawTurn(dom, parts, msg, seat, model);
  delete turn.dataset.wait;   // a new state: its words, not a click's "wait for your turn"
  turn.title = turn.textContent;   // a phone's strip shows one line of it (the banner on the table says the rest)
  seatChips(seats, msg, seat, (key, vars) => roomSay(lang, game, key, vars), parts.nameOf,
            (b) => botKind(b, lang, game));
  dom.tip.show(msg, lang, game, seat);   // 3 things to know, over the table's head until Got it (review 26, room_en 1/6)
  (dom.course ??= helpLearn(dom.table)).show(lang, game, msg.max_rounds);   // the course atop the Rules (review 31, room_zh 1)
  parts.turned(msg, seat);
  parts.tick();
  dom.whole.follow();
  // a hand another seat changed, told as it happens (review 27, room_zh 2); the page keeps it for the browser tests
  dom.root.__cthulhuHand = dom.hand ??= handNews(dom.table);
  dom.hand.show(dom.shown, msg, seat, { lang, catalog: model.get("catalog_data"), name: parts.nameOf });
  dom.shown = msg;
  dom.reader ??= cardReader(dom.table, () => model);   // a finger's first tap on a card reads it (review 27, room_zh 1)
  setTimeout(() => dom.reader.place(), 0);   // once drawn: the reading follows its card, or goes (review 28, room_zh 1)
}

/** Count the turn line's wait on ("B1 (a person) is choosing… 0:43"), unless a click's "wait for your turn" holds it. */
function retellTurn(dom, parts, msg, seat, model) {
  if (!msg || !model || msg.result || dom.turn.dataset.wait) return;
  const text = drawTurn(dom, parts, msg, seat, model);
  if (text !== dom.turn.textContent) dom.turn.textContent = dom.turn.title = text;
  dom.whole.follow();
}

/** Put what the seat waited on did so far in the strip's news ("so far: A1 moves to b3.", none else); return the turn
 * line's own text. */
function drawTurn(dom, parts, msg, seat, model) {
  const [lang, game] = [model.get("lang"), model.get("game")];
  const { text, news } = turnLine(msg, seat, lang, game, parts.nameOf);
  // the words' " · so far: {text}" joins the turn line in a tab title; the news, a part of its own, needs no " · "
  const said = news ? roomSay(lang, game, "so_far", { text: news }).replace(/^[\s·・]+/, "") : "";
  if (dom.news.textContent !== said) dom.news.textContent = dom.news.title = said;
  return text;
}

/**
 * Show `text` (whose turn it is, for a click out of turn; nothing when empty) in the strip's turn line for 2.5 s, where
 * the seat reads whose turn it is: as the table's error strip it pushed the board down on a phone.
 */
function sayWait(dom, text) {
  if (!text) return;
  dom.turn.textContent = text;
  dom.turn.dataset.wait = "1";
  clearTimeout(dom.waiting);
  dom.waiting = setTimeout(() => {
    if (dom.turn.dataset.wait === "1") dom.turn.textContent = dom.turn.title;   // the turn's words (showState)
    delete dom.turn.dataset.wait;
  }, 2500);
}

/** Say at a join what the server does not keep: the page's language (the browser's, or the create form's) unless the
 * join asked the table in it already, and that the seat is in the solo course while its sheet is open (the server
 * keeps that with the connection: a rejoin lost it; left from stop 56, round AV8). */
function joinedSays(socket, lang, asked, seat) {
  if (lang !== asked) socket.send({ type: "lang", lang });
  if (seat && sheetOpen()) socket.send({ type: "course", on: true });
}

/** Pass a message meant for a part of the page to it (a chat line or a chat error, a nudge, a rematch's offer);
 * return whether it was one. */
function partsHeard(parts, msg) {
  if (msg.type === "chat") parts.chat.add(msg.lines);
  else if (msg.type === "nudge") parts.poked();   // another seat nudged this one (rooms/nudge.py): a beep and a blinking tab
  else if (msg.type === "rematch") parts.rematch.offered(msg);   // the new game's link for this seat (rooms/hub.py Hub.rematch)
  else if (msg.type === "error" && /chat/.test(msg.code ?? "")) parts.chat.note(msg.message);
  else return false;
  return true;
}

/**
 * Show room `room` in `el` as the holder of `token` (none and `watch`: a spectator of a listed room); `base` is the
 * rooms prefix; `links` (the creator's create answer) feeds the Share panel; `titled` (the document) gets the tab
 * title; `lang` (the browser's language by default, or the create form's) is the table's first language where the
 * game offers it; `onJoined({seat, name, game})` hears who this page is at which table, `onNext(offer)` the link to
 * its next game ("Play again"), `onLinks(answer)` the creator's links to it (review 37, room_en 4). Returns {close(), model, last, chat}.
 * drawTable: the table is drawn from the game's first state, not at the join (its deal "" then): a finished game's
 * state read as a new deal from its seed, and "New game: deal of seed …" was pinned after Back from the replay (review
 * 22, room_en finding 7, 088_back).
 */
export function mountRoom(el, { base, room, token, watch = false, links = null, titled = null, WebSocketClass,
                                 loc, lang = globalThis.navigator?.language, onJoined, onNext, onLinks } = {}) {
  ensureRoomStyle();
  const dom = roomDom(room);
  const { root, conn, table } = dom;
  el.appendChild(root);
  const coming = comingLine(root, table, lang);   // Back from the replay: not an empty page (review 35, room_zh 11)
  let model = null;
  let seat = null;
  let last = null;
  let unrender = null;
  let socket = null;
  let status = null;   // the connection's last status: its words follow the table's language
  const drawConn = () => { conn.textContent = connText(status, model?.get("lang") ?? "en", model?.get("game") ?? ""); };
  const parts = roomParts(dom, { base, room, links, titled, first: lang, onJoined }, () => ({ model, seat, last, socket }));
  onSheet((on) => socket?.send({ type: "course", on }), () => root.isConnected);   // "B1 is in the solo course"
  // the script note too, at each language switch (review 42, room_zh 4)
  const words = () => { parts.words(); drawConn(); if (model) scriptLine(dom, model.get("game"), lang, model.get("lang")); };
  // a refused undo is said in the turn line, in place: as the table's red strip it pushed the board down (review 33,
  // room_en 2)
  const command = commandOf(() => ({ model, socket }), words, () => dom.hand?.acted(), (text) => sayWait(dom, text));
  // a click on the table out of this seat's turn says whose turn it is: it did nothing (review 14, seat finding 4)
  table.addEventListener("click", (event) => sayWait(dom, waitText(event, last, seat, model, parts.nameOf)));

  function onMessage(msg) {
    if (msg.type === "rematch") onNext?.(msg);   // the lobby's "Your tables": the next game takes this one's place
    if (msg.type === "rematch_links") return onLinks?.(msg.answer);   // the creator's: its next table's Seat links
    if (partsHeard(parts, msg)) return;
    if (msg.type === "joined") {
      seat = msg.seat ?? null;
      root.dataset.seat = seat ?? "spectator";
      root.dataset.game = msg.game;
      if (!last && typeof msg.name === "string") last = { name: msg.name, number: msg.number };   // before a state
      // end_key: a result hidden stays hidden for this room and seat in this tab (ui/ending.js; review 35, room_zh 11)
      model ??= new RoomModel({ ...initialTraits(msg.game, seat), lang: tableLang(lang, msg.game),
                                end_key: `${room}:${seat ?? ""}` }, command);
      model.update(traitsOf(msg, seat));
      joinedSays(socket, model.get("lang"), asked, seat);
      words();
    } else if (model && msg.type === "state") {
      msg.seen = Date.now();   // its `waited` counts on from here (retellTurn)
      msg.arrived = dom.arrived ??= msg.seen;   // this page's first state: its clock counts no earlier (choosingText)
      last = msg;
      model.update(traitsOf(msg, seat));
      unrender ??= render({ model, el: table });   // from the first state: drawTable's note (review 22, 088_back)
      coming.done();
      showState(dom, parts, msg, seat, model);
    } else if (model && msg.type === "error") {
      model.update(traitsOf(msg));
    }
  }

  function onStatus(s) {
    status = s;
    drawConn();
    conn.dataset.state = s.state;
    root.dataset.connection = s.state;
    if (s.state === "closed" && model) model.update({ error: conn.textContent });
  }

  // the join asks for the table's language (once joined, the one chosen since; before, the page's first language)
  let asked = "en";
  const joinLang = () => (asked = model?.get("lang") ?? askedLang(lang));
  socket = connectRoom({ url: socketUrl(base, room, loc), token, watch, lang: joinLang, onMessage, onStatus,
                         WebSocketClass });
  // the wait's clock, and the Nudge button after a minute
  const ticking = setInterval(() => { retellTurn(dom, parts, last, seat, model); parts.tick(); }, 1000);
  words();
  return {
    get model() { return model; },
    get last() { return last; },
    get chat() { return parts.chat.lines; },
    close() {
      clearInterval(ticking);
      socket.close();
      unrender?.();
      root.remove();
    },
  };
}
