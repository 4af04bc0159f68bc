// A room's "Watch the replay" at the game's end (newcomer review 18, finding 1: a room game had none): each seat's
// link to its own replay of the finished game, the solo replay page (js/src/replay, with its speed control) that the
// server makes from the room's save (rooms/replays.py), in the table's language. A spectator gets none.

/** Return the address of room `room`'s replay seen from `seat` in `lang`, under the rooms prefix `base`. */
export function replayAddress(base, room, seat, lang = "en") {
  const query = new URLSearchParams({ seat: seat ?? "", lang: lang ?? "en" });
  return `${String(base).replace(/\/$/, "")}/${encodeURIComponent(room)}/replay?${query}`;
}

/**
 * Add the link to the strip's tools; return {show(msg, seat), words()}: `show` after each state (the link only for
 * a seat once the game is over, to `address(seat)`); `wordsOf(key)` gives the table's words.
 */
export function replayLink(tools, { wordsOf, address }) {
  // the same tab, Back returns to the table: a new tab opened where a phone showed nothing (review 20, room_zh finding 2)
  const link = Object.assign(document.createElement("a"), { className: "cw-replay-link" });
  link.hidden = true;
  tools.append(link);
  const words = () => {
    link.textContent = wordsOf("watch_replay");
    link.title = wordsOf("watch_replay_title");
  };
  words();
  return {
    show(msg, seat) {
      link.hidden = !(msg?.result && seat);
      if (!link.hidden) link.href = address(seat);
    },
    words,
  };
}
