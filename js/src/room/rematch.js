// A room's "Play again" at the game's end (newcomer round 6c item 4: the end had only '← Tables'): a seat asks the
// server for a new room of the same game, seats and options (the 'rematch' message; rooms/hub.py Hub.rematch), and
// every page of the room then gets its own seat's link to it (a 'rematch' message): the asker goes there at once,
// the others see "▶ Go to the new game". A spectator gets the watchers' link and no button. The two share one slot
// as wide as the wider, at the tools' left end: the link taking the button's place slid the tools left of it, and a
// tap meant for Chat opened '← Tables' (review 23, room_zh finding 3).
import { carryChatOpen } from "./chat.js";

/** Return the ask under the tools, over the table (it moves nothing): {el, text, yes, no, show(on)}; `overlay`
 * (room/one_overlay.js) closes the room's other overlays when it opens. */
function askBox(tools, anchor, overlay) {
  const make = (tag, className) => Object.assign(document.createElement(tag), { className });
  const el = make("span", "cw-rematch-ask");
  const [text, yes, no] = [make("span", "cw-rematch-ask-text"), make("button", "cw-rematch-yes"),
                           make("button", "cw-rematch-no")];
  yes.type = no.type = "button";
  el.append(text, yes, no);
  Object.assign(el.style, { position: "absolute", top: "calc(100% + 6px)", right: "0", zIndex: "27", display: "none",
                            alignItems: "center", gap: "8px", padding: "8px", background: "#16221c",
                            border: "1px solid #f5c542", borderRadius: "6px", flexWrap: "wrap",
                            maxWidth: "calc(100vw - 16px)", boxSizing: "border-box",   // whole on a phone (review 37)
                            boxShadow: "0 4px 14px rgba(0, 0, 0, 0.6)" });
  el.hidden = true;
  tools.append(el);
  const show = (on) => {
    if (on) overlay?.opened("ask", () => show(false));
    else overlay?.closed("ask");
    el.hidden = !on;
    el.style.display = on ? "flex" : "none";
    if (on) underButton(el, anchor, tools);
    if (on) yes.focus?.();
  };
  return { el, text, yes, no, show };
}

/** Put the open ask under the Play-again button `anchor`, within the window: at the tools' right end it lay over
 * "? Rules and help" below the strip (review 38, room_en 8, 101); under the button it covers the table's blank top. */
function underButton(el, anchor, tools) {
  const [a, t] = [anchor?.getBoundingClientRect?.(), tools?.getBoundingClientRect?.()];
  const width = globalThis.innerWidth ?? 0;
  Object.assign(el.style, { left: "", right: "0", top: "calc(100% + 6px)" });
  if (!a?.width || !t || !width) return;   // no layout (a test's page): at the tools' right end, as before
  const box = el.getBoundingClientRect();
  const left = Math.min(a.left, width - 8 - box.width);   // whole in the window: a phone's button sits near its edge
  // below the game's result line where it lies under the tools: a phone's ask covered "遊戲結束…" (review 39, room_zh 4)
  const said = tools.parentNode?.querySelector?.(".cw-room-turn")?.getBoundingClientRect?.();
  const foot = said?.height && said.bottom > t.bottom ? said.bottom : t.bottom;
  Object.assign(el.style, { left: `${Math.round(Math.max(8, left) - t.left)}px`, right: "auto",
                            top: `${Math.round(foot - t.top) + 6}px` });
}

/** Return the creator's keys of a table from its create answer `links` ({links: {holder: {token}}}), null without
 * them: sent with "Play again", they bring the new table's links too (rooms/rematch_keys.py; review 37, room_en 4:
 * the second table had no "Seat links" and no seed at its end). */
export function creatorKeys(links) {
  const held = Object.entries(links?.links ?? {}).filter(([, v]) => typeof v?.token === "string");
  return held.length ? Object.fromEntries(held.map(([holder, v]) => [holder, v.token])) : null;
}

/**
 * Add the button and the link to the strip's tools; return {show(msg, seat), offered(msg), words()}: `show` after
 * each state (the button only for a seat once the game is over), `offered` when the server sent the new game's
 * link. `links` (the creator's create answer) sends its keys with the ask. `send(msg)` sends to the room;
 * `wordsOf(key)` gives the table's words; `go(link)` opens a link; `leaving(link)` hears the page leave for the new game's link (the
 * open chat goes along: review 39, room_en 12).
 */
export function rematchControls(tools, { send, wordsOf, go: open = (link) => globalThis.location?.assign(link),
                                         links = null, overlay = null, leaving = carryChatOpen }) {
  const go = (address) => { leaving(address); open(address); };   // `leaving` keeps what goes along (the open chat)
  const keys = creatorKeys(links);   // the creator's page: Play again brings the next table's links (review 37)
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-rematch" });
  const link = Object.assign(document.createElement("a"), { className: "cw-rematch-join" });
  const slot = Object.assign(document.createElement("span"), { className: "cw-rematch-slot" });
  button.hidden = true;
  link.hidden = true;
  slot.hidden = true;
  slot.append(button, link);
  tools.append(slot);
  const ask = askBox(tools, slot, overlay);
  let asked = false;
  let offer = null;
  let people = [];   // the other persons' seats, invited to the new table
  let keysSent = false;   // the creator's keys go once: the server then sends the new table's links first
  const askServer = () => {
    send(keys ? { type: "rematch", keys } : { type: "rematch" });
    keysSent = Boolean(keys);
  };
  const sure = () => {
    ask.show(false);
    asked = true;
    button.disabled = true;
    askServer();
  };
  // a press asks first, naming who is invited (review 29, room_en 9: it moved the seat at once, B1 "away" there)
  button.addEventListener("click", () => (offer ? go(offer.link) : ask.show(true)));
  link.addEventListener("click", () => leaving(link.href));
  ask.yes.addEventListener("click", sure);
  ask.no.addEventListener("click", () => ask.show(false));
  const words = () => {
    button.textContent = wordsOf("play_again");
    button.title = wordsOf("play_again_title");
    link.textContent = wordsOf("rematch_join");
    link.title = wordsOf("rematch_join_title");
    const who = people.length ? ` ${wordsOf("rematch_who", { seats: people.join(wordsOf("list_sep")) })}` : "";
    ask.text.textContent = wordsOf("rematch_ask") + who;
    ask.yes.textContent = wordsOf("rematch_yes");
    ask.no.textContent = wordsOf("rematch_no");
  };
  words();
  return {
    show(msg, seat) {
      button.hidden = !(msg?.result && seat) || Boolean(offer);
      slot.hidden = button.hidden && link.hidden;
      people = Object.entries(msg?.seats ?? {}).filter(([s, info]) => info?.human && s !== seat).map(([s]) => s);
      words();
      if (button.hidden) ask.show(false);
    },
    offered(msg) {
      if (typeof msg?.link !== "string") return;
      offer = msg;
      link.href = msg.link;
      link.hidden = false;
      button.hidden = true;
      slot.hidden = false;
      ask.show(false);
      if (asked) go(msg.link);
      // another seat asked first: the creator's page asks too, with its keys, for the new table's links (review 37)
      else if (keys && !keysSent) askServer();
    },
    words,
    get asked() { return asked; },
  };
}
