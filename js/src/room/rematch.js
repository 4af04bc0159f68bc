// A room's "Play again" at the game's end (newcomer round 6c item 4: the end had only '← Tables'): a seat asks the
// server for a new room of the same game, seats and options (the 'rematch' message; rooms/hub.py Hub.rematch), and
// every page of the room then gets its own seat's link to it (a 'rematch' message): the asker goes there at once,
// the others see "▶ Go to the new game". A spectator gets the watchers' link and no button. The two share one slot
// as wide as the wider, at the tools' left end: the link taking the button's place slid the tools left of it, and a
// tap meant for Chat opened '← Tables' (review 23, room_zh finding 3).

/**
 * Add the button and the link to the strip's tools; return {show(msg, seat), offered(msg), words()}: `show` after
 * each state (the button only for a seat once the game is over), `offered` when the server sent the new game's
 * link. `send(msg)` sends to the room; `wordsOf(key)` gives the table's words; `go(link)` opens a link.
 */
export function rematchControls(tools, { send, wordsOf, go = (link) => globalThis.location?.assign(link) }) {
  const button = Object.assign(document.createElement("button"), { type: "button", className: "cw-rematch" });
  const link = Object.assign(document.createElement("a"), { className: "cw-rematch-join" });
  const slot = Object.assign(document.createElement("span"), { className: "cw-rematch-slot" });
  button.hidden = true;
  link.hidden = true;
  slot.hidden = true;
  slot.append(button, link);
  tools.append(slot);
  let asked = false;
  let offer = null;
  button.addEventListener("click", () => {
    asked = true;
    button.disabled = true;
    if (offer) go(offer.link);
    else send({ type: "rematch" });
  });
  const words = () => {
    button.textContent = wordsOf("play_again");
    button.title = wordsOf("play_again_title");
    link.textContent = wordsOf("rematch_join");
    link.title = wordsOf("rematch_join_title");
  };
  words();
  return {
    show(msg, seat) {
      button.hidden = !(msg?.result && seat) || Boolean(offer);
      slot.hidden = button.hidden && link.hidden;
    },
    offered(msg) {
      if (typeof msg?.link !== "string") return;
      offer = msg;
      link.href = msg.link;
      link.hidden = false;
      button.hidden = true;
      slot.hidden = false;
      if (asked) go(msg.link);
    },
    words,
    get asked() { return asked; },
  };
}
