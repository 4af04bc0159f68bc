// A nudge for a slow seat (newcomer review 19, room finding 2: "I did not know whether A1 had left"): after a minute on
// one decision, another seat's strip offers "Nudge A1"; the server (rooms/nudge.py) sends the waited seat alone a bare
// {"type": "nudge"}, at most once a minute a table, and its page beeps and blinks its tab. No text goes with it.

export const NUDGE_AFTER = 60;          // seconds a person may think before the others may nudge
export const NUDGE_REST_MS = 60_000;    // the button rests this long after a nudge (the server's limit too)
const BLINKS = 8;                       // the nudged tab's title shows this many times, every BLINK_MS
const BLINK_MS = 700;

/** Return how long (s) the table has waited on state `msg` at `now` (ms): the server's `waited`, counted on from when
 * the page `seen` it. The table's own clock, whatever page reads it: it starts when the table's first person sits
 * (rooms/room.py join; review 24, AP8 finding 5: not at its making), and a page come back reads it on (review 27,
 * room_en 6: capped at the page's arrival, it read "0 s" after a trip to Tables). The strip's clock and the Nudge
 * and bot buttons read this one clock (review 25, left 7 of the last stop). */
export function waitedAt(msg, now = Date.now()) {
  if (typeof msg?.waited !== "number") return 0;
  return msg.waited + Math.max(0, now - (msg.seen ?? now)) / 1000;
}

/** Return whether seat `seat` may nudge the seat `msg` waits on at `now`: a connected person, another seat's, in a
 * running game, after NUDGE_AFTER seconds (a spectator, a bot or a seat that left has nobody to hear it). */
export function canNudge(msg, seat, now = Date.now()) {
  const waited = msg?.seats?.[msg?.to_act];
  if (!seat || !waited || msg.result || msg.to_act === seat || !waited.human || !waited.connected) return false;
  return waitedAt(msg, now) >= NUDGE_AFTER;
}

/** Put the strip's "Nudge A1" button in `host` (hidden until canNudge); `send(msg)` sends it to the room. Returns
 * {el, show(msg, seat, name, now)}: `show` updates it each second and at each state; `clock()` (ms) times a nudge. */
export function nudgeButton(host, { send, wordsOf, clock = () => Date.now() }) {
  const el = Object.assign(document.createElement("button"), { type: "button", className: "cw-room-nudge" });
  el.hidden = true;
  host.appendChild(el);
  let sentAt = -Infinity;
  let target = null;
  el.addEventListener("click", () => {
    if (send({ type: "nudge" })) sentAt = clock();
  });
  function show(msg, seat, name = (s) => s, now = Date.now()) {
    const waited = msg?.to_act;
    if (waited !== target) sentAt = -Infinity;   // a new seat waited on: its own minute
    target = waited;
    el.hidden = !canNudge(msg, seat, now);
    const resting = now - sentAt < NUDGE_REST_MS;
    el.disabled = resting;
    el.textContent = wordsOf(resting ? "nudged" : "nudge", { seat: name(waited) });
    el.title = wordsOf("nudge_title", { seat: name(waited) });
  }
  return { el, show };
}

/** The page was nudged: blink the tab's title (`doc.title`) with `text` a few times, then give it back. */
export function nudged(doc, text) {
  if (!doc) return;
  const own = doc.title;
  let n = 0;
  doc.title = text;
  const timer = setInterval(() => {
    n += 1;
    doc.title = n % 2 === 0 && n < BLINKS ? text : own;
    if (n >= BLINKS) clearInterval(timer);
  }, BLINK_MS);
}
