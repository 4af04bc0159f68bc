// A room's chat: the lines the server sends ({n, seat, text}: seat null for a spectator), drawn as text only
// (textContent, never HTML), each labelled with who said it as a person ("You", the seat's name, "Spectator"), a
// line saying who reads the chat (everyone at the table: there is no team channel), and a box to say a line (at
// most 200 characters; the server checks length and rate and says why it refuses).
import { takeoverSay, toldLine } from "./takeover.js";
import { roomSay } from "./words.js";

export const MAX_CHAT = 200;
export const SHOWN = 50;
// A page at least this wide shows the chat beside the table (room/style.js), always open; narrower, it is a drawer.
export const BESIDE_WIDTH = 1560;
const PHONE = 700;   // narrower, the open drawer lies over the hand (room/reveal.js PHONE): it folds on the seat's turn
const BESIDE = () => Boolean(globalThis.matchMedia?.(`(min-width: ${BESIDE_WIDTH}px)`).matches);   // lines the panel keeps (the server sends a joining page its last 50)

// The last line this tab's reader saw with the chat open, per room, in sessionStorage: the replay page and Back (the
// same tab) make the panel again and the server sends its last lines again; they were read (review 22, room_en 7).
const SEEN = "cthulhu-chat-seen:";
function seenKey() {
  const loc = globalThis.location;
  return SEEN + (new URLSearchParams(String(loc?.hash ?? "").replace(/^#/, "")).get("room") || loc?.pathname || "");
}
function seenStore() {
  let held = -1;   // no storage (or it refuses): this page's memory only
  const key = seenKey();
  try { held = Number(globalThis.sessionStorage?.getItem(key) ?? -1); } catch { /* kept in memory */ }
  return {
    get: () => (Number.isFinite(held) ? held : -1),
    set(n) {
      held = n;
      try { globalThis.sessionStorage?.setItem(key, String(n)); } catch { /* kept in memory */ }
    },
  };
}

// Whether the reader had the chat open, per room, in sessionStorage: "Watch the replay" and "Back to the table" (the
// same tab) make the panel again, and it came back folded (review 38, room_en 14: 098 vs 090).
const OPEN = "cthulhu-chat-open:";
function openStore() {
  const key = OPEN + seenKey().slice(SEEN.length);
  return {
    get() { try { return globalThis.sessionStorage?.getItem(key) === "1"; } catch { return false; } },
    set(on) {
      try {
        if (on) globalThis.sessionStorage?.setItem(key, "1");
        else globalThis.sessionStorage?.removeItem?.(key);
      } catch { /* kept nowhere: it opens folded */ }
    },
  };
}

/** Keep this room's open chat open at the table of `link` ("…#room=r2&token=…"), where the player goes from here:
 * after Play again the new table's chat came back folded (review 39, room_en 12, 272). Returns whether it carried. */
export function carryChatOpen(link) {
  const room = /[#&]room=([^&]+)/.exec(String(link ?? ""))?.[1];
  if (!room || !openStore().get()) return false;
  try { globalThis.sessionStorage?.setItem(OPEN + decodeURIComponent(room), "1"); } catch { return false; }
  return true;
}

/** Fold the new panel (`setOpen(false)`); open it again if the reader left it open (`kept`), once the room has
 * placed it (its tab in the strip: room/client.js dockChat). */
function firstFold(kept, open, setOpen) {
  const wasOpen = kept.get();
  setOpen(false);
  if (wasOpen) setTimeout(() => { if (!open()) setOpen(true); }, 0);
}

/** Return how many of `lines` others (not `seat`) sent after line number `seen`: the unread badge's count. A Play
 * again's table starts with the last table's lines, then its "@invited" lines (rooms/chat.py carry): those were read
 * there, not news here (review 28, room_en 11: table 2's chat showed "3 ✉" of the old table's messages, 090). */
export function unreadCount(lines, seen, seat) {
  const invited = lines.filter((l) => l.seat === "@invited").map((l) => l.n);
  const carried = invited.length ? Math.max(...invited) : -Infinity;   // the carried lines and the invitations
  return lines.filter((l) => l.n > seen && l.n > carried && l.seat !== seat).length;
}

/** Return who said a line, for the reader at `seat`: "You", "Your partner A2" (a CHAOS teammate: the same team
 * letter), the seat's name, or "Spectator". */
export function chatLabel(line, seat, lang = "en", game = "", name = (x) => String(x)) {
  if (line.seat == null) return roomSay(lang, game, "spectator");
  if (String(line.seat).startsWith("@")) return takeoverSay(lang, game, "table");   // the table's own line (a bot)
  if (line.seat === seat) return roomSay(lang, game, "you");
  const partner = game === "chaos" && typeof seat === "string" && seat && String(line.seat)[0] === seat[0];
  return partner ? roomSay(lang, game, "partner", { seat: line.seat }) : name(line.seat);
}

/** Return the lines to show: `held` and `incoming` merged by number (a rejoin sends the tail again), the last SHOWN. */
export function mergeLines(held, incoming) {
  const byN = new Map(held.map((l) => [l.n, l]));
  for (const l of incoming ?? []) if (l && Number.isInteger(l.n) && typeof l.text === "string") byN.set(l.n, l);
  return [...byN.values()].sort((a, b) => a.n - b.n).slice(-SHOWN);
}

/** Return a chat line's item: who said it, its text (text, never HTML), and `mark` (" ✓" sent, " · sending…"). */
function chatItem(line, who, mark) {
  const item = document.createElement("li");
  item.dataset.n = String(line.n ?? "sending");
  item.append(Object.assign(document.createElement("b"), { textContent: who }),
              Object.assign(document.createElement("span"), { textContent: line.text }),
              Object.assign(document.createElement("small"), { className: "cw-chat-sent", textContent: mark }));
  return item;
}

/** Return the chat's items for the reader of `context` ({seat, lang, game, name}): who said each line and its text (a
 * line of the table's own, rooms/takeover.py, in the reader's words), `mark(line)` after it. */
function chatItems(lines, { seat, lang, game, name }, mark) {
  return lines.map((line) => chatItem({ ...line, text: toldLine(line, lang, game, name) ?? line.text },
                                      `${chatLabel(line, seat, lang, game, name)}: `, mark(line)));
}

/** Return the lines `seat` sent that the room has not sent back among `incoming` yet (each back line once). */
export function stillSending(sending, incoming, seat) {
  const left = [...sending];
  for (const l of incoming ?? []) {
    const at = l?.seat === seat ? left.indexOf(l.text) : -1;
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** The chat's elements, built and put in `host`: its box, bar, list, form, note and the strip's tab. */
function chatParts(host) {
  const box = Object.assign(document.createElement("section"), { className: "cw-room-chat" });
  const head = Object.assign(document.createElement("h3"), { className: "cw-chat-head" });
  const toggle = Object.assign(document.createElement("button"), { type: "button", className: "cw-chat-toggle" });
  head.appendChild(toggle);   // on a narrow page the chat is a drawer at the bottom: its bar opens and closes it
  const who = Object.assign(document.createElement("p"), { className: "cw-chat-who" });   // who reads it, always shown
  const list = Object.assign(document.createElement("ol"), { className: "cw-chat-lines" });
  list.setAttribute("aria-live", "polite");
  const form = Object.assign(document.createElement("form"), { className: "cw-chat-form" });
  const input = Object.assign(document.createElement("input"), { type: "text", maxLength: MAX_CHAT, name: "chat" });
  const button = Object.assign(document.createElement("button"), { type: "submit" });
  const note = Object.assign(document.createElement("p"), { className: "cw-chat-note cw-error" });
  note.setAttribute("role", "alert");
  form.append(input, button);
  box.append(head, who, list, form, note);
  host.appendChild(box);
  // the strip's tab of the open drawer (below 1560 px: room/client.js dockChat puts it after `host`, room/style.js
  // shows it while the drawer is open), in the folded bar's place; it closes the drawer. The drawer taking the bar with
  // it moved Share and Sound beside it and left no Chat in the strip (review 14, room finding 2)
  const tab = Object.assign(document.createElement("button"), { type: "button", className: "cw-chat-tab" });
  tab.setAttribute("aria-hidden", "true");   // the drawer's own bar is the one the screen reader hears
  tab.tabIndex = -1;
  // a line come while the folded tab is out of sight: a hint at the screen's foot (review 26, room_zh 10)
  const hint = Object.assign(document.createElement("button"), { type: "button", className: "cw-chat-hint", hidden: true });
  head.appendChild(hint);   // the folded drawer shows its head only
  return { box, toggle, tab, hint, who, list, form, input, button, note };
}

/** Show the "✉ N new in Chat" hint at the screen's foot while no chat in sight (`shown`: open or beside the table)
 * and the tab's badge is off the screen, which then says it already (review 26, room_zh 10). */
function showHint(hint, toggle, shown, { lang, game }) {
  const n = Number(toggle.dataset.unread);
  const r = toggle.getBoundingClientRect?.();
  const inSight = Boolean(r?.height) && r.bottom > 0;
  hint.hidden = !n || shown || inSight;
  if (n) hint.textContent = roomSay(lang, game, "chat_new", { n });
}

/** Write the chat's words in the table's language on its parts. */
function chatWords({ toggle, tab, who, input, button }, { lang, game }) {
  toggle.textContent = roomSay(lang, game, "chat");
  tab.textContent = toggle.textContent;
  who.textContent = roomSay(lang, game, "chat_who");
  input.placeholder = roomSay(lang, game, "chat_box");   // short: the line above says it whole (review 35)
  input.title = roomSay(lang, game, "chat_title");
  input.setAttribute("aria-label", roomSay(lang, game, "chat"));
  button.textContent = roomSay(lang, game, "send");
}

/**
 * Put the chat panel in `host`. `send(text)` sends a line (returns false when not connected); `context()` gives
 * {seat, lang, game}; `onToggle(open)` hears the drawer open and close. Returns {add(lines), words(), el}.
 */
export function chatPanel(host, { send, context, onToggle = () => {} }) {
  const { box, toggle, tab, hint, who, list, form, input, button, note } = chatParts(host);
  let lines = [];
  let sending = [];   // this seat's lines sent and not yet back from the room: "· sending…", then ✓ (review 19)
  const kept = openStore();
  const seen = seenStore();   // the badge counts the lines others sent after it (review 22: it counted by adding up)
  const open = () => box.dataset.open === "true";
  function badge() {   // the chat in sight (open, or beside the table): every line is read
    if ((open() || BESIDE()) && lines.length) seen.set(Math.max(seen.get(), lines[lines.length - 1].n));
    toggle.dataset.unread = String(unreadCount(lines, seen.get(), context().seat));
    hintShow();
  }
  const hintShow = () => showHint(hint, toggle, open() || BESIDE(), context());
  globalThis.addEventListener?.("scroll", hintShow, { passive: true });
  hint.addEventListener("click", () => setOpen(true));
  function setOpen(on) {
    // the tab the folded bar's size (measured before it leaves): the tools beside it never move (review 14); at
    // least that size, not exactly: words changed since ("Chat", then "チャット") were cut (review 38, room_en 11)
    const r = on && !open() ? host.getBoundingClientRect?.() : null;
    if (r?.width && tab.style) Object.assign(tab.style, { minWidth: `${r.width}px`, minHeight: `${r.height}px` });
    box.dataset.open = String(on);
    kept.set(on);
    toggle.setAttribute("aria-expanded", String(on));
    badge();
    if (on) list.scrollTop = list.scrollHeight;
    onToggle(on);
  }
  toggle.addEventListener("click", () => {
    setOpen(!open());
    if (open()) input.focus?.();
  });
  tab.addEventListener("click", () => setOpen(!open()));
  firstFold(kept, open, setOpen);

  function draw() {
    const { seat, lang, game, name } = context();
    const mark = (line) => (line.n == null ? ` · ${roomSay(lang, game, "chat_sending")}` : line.seat === seat ? " ✓" : "");
    list.replaceChildren(...chatItems([...lines, ...sending.map((text) => ({ seat, text }))], context(), mark));
    list.scrollTop = list.scrollHeight;
  }

  function words() {
    chatWords({ toggle, tab, who, input, button }, context());
    draw();
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim().slice(0, MAX_CHAT);
    note.textContent = "";
    if (text && send(text)) {
      input.value = "";
      sending.push(text);
      draw();
    }
  });
  input.addEventListener("keydown", (event) => event.stopPropagation());   // the table's keys (U, R, I) stay out
  words();
  return {
    el: box,
    tab,
    add(incoming) {
      lines = mergeLines(lines, incoming);
      sending = stillSending(sending, incoming, context().seat);
      badge();
      draw();
    },
    words,
    /** It became this seat's turn: a phone's drawer open over the hand folds, its text kept; a desk's stays as the
     * reader left it (it folded there too, and the line just sent was out of sight: review 19, room finding 6). */
    yourTurn() { if (open() && !BESIDE() && !(globalThis.innerWidth >= PHONE)) setOpen(false); },
    note(text) {   // the server's refusal (length, rate): the line waiting for it is not sent
      note.textContent = String(text).slice(0, 300);
      sending = [];
      draw();
    },
    get lines() { return lines; },
    hint,
  };
}
