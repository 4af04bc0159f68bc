// What another seat did to the reader's hand, told the moment it happens (review 27, room_zh 2: 狂躁/精神分裂 became
// 精神分裂/保护/保护 while B1 waited, 032/033 and 064/065, and "A2 的洗脑换掉了你的手牌" came only at its next turn).
// Derived here from two of the seat's own frames (its hand is in its view), so nothing hidden is asked for. The tag
// lies over the hand's title, where the kernel's news goes at the reader's turn: it moves nothing, covers no card,
// and stays until the reader acts or the kernel's own news takes the place.
import { cardById, chaosWords } from "../chaos/labels.js";
import { askedOf, roomSay } from "./words.js";

/** Return the card ids ("<function>_<suit>") of `seat`'s hand in state `msg` (a CHAOS view), or null where the view
 * holds none. By id, not by function: two Schizophrenias of other suits are other cards (review 28, room_en 5). */
function cardsOf(msg, seat) {
  const cards = msg?.view?.hands?.[seat]?.cards;
  return Array.isArray(cards) ? cards.map((c) => String(c?.id ?? c?.function ?? c)) : null;
}

/** Return the items of `a` that `b` does not hold (as many times as `a` holds them more). */
function less(a, b) {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** Return {by, lost, gained, whole} (card ids; whole: no card of the hand stayed, CH-G3 Brainwash) when the hand of
 * `seat` lost a card between states `prev` and `msg` while another seat acted (`prev` did not ask the reader: a card
 * it plays is its own doing), else null. */
export function handChange(prev, msg, seat) {
  if (!seat || !prev || !(msg?.step > prev.step) || askedOf(prev, seat) || !prev.to_act || prev.to_act === seat) return null;
  const [was, now] = [cardsOf(prev, seat), cardsOf(msg, seat)];
  if (!was || !now) return null;
  const lost = less(was, now);
  const gained = less(now, was);
  return lost.length ? { by: prev.to_act, lost, gained, whole: lost.length === was.length && gained.length > 0 } : null;
}

/** Return the line of a change in the table's words: "A2 took your Mania", "A2 changed your hand: −Mania +Amnesia",
 * after a whole-hand swap "New hand from A2: Mania, Checkup, Amnesia" (review 28, room_en 5). In a change, a name
 * that two cards of the line share gets its suit: "−Schizophrenia (Moon) +Schizophrenia (Eye)". */
export function handChangeText(change, { lang = "en", catalog = null, name = (s) => s } = {}) {
  const { fnName, cardText } = chaosWords(catalog, lang);
  const ids = [...new Set([...change.lost, ...change.gained])];
  const one = (id) => {   // a whole new hand names its cards only: one line (the hand shows their suits)
    const card = cardById(id);
    const twins = ids.filter((other) => cardById(other).function === card.function).length > 1;
    return card.suit && twins && !change.whole ? cardText(card) : fnName(card.function);
  };
  const names = (ids) => ids.map(one).join(roomSay(lang, "chaos", "list_sep"));
  const vars = { seat: name(change.by), lost: names(change.lost), gained: names(change.gained) };
  const key = change.whole ? "hand_new" : change.gained.length ? "hand_changed" : "hand_taken";
  return roomSay(lang, "chaos", key, vars);
}

/** Return the tag's place over the canvas's hand title ({left, top, width}: px in `host`), or null where there is no
 * title or the kernel's own news holds the place (the reader's turn: chaos/hand_news.js). */
function titlePlace(canvas, host) {
  const scene = canvas?.__cthulhu?.scene;
  const [box, from] = [canvas?.getBoundingClientRect?.(), host.getBoundingClientRect?.() ?? { left: 0, top: 0 }];
  const title = (scene?.items ?? []).find((i) => i.label === "hand-title");
  if (!title || !(box?.width > 0) || scene.items.some((i) => i.label === "hand-news-tag")) return null;
  // a role swap's banner holds the title's place: one banner at a time (review 31, chaos_ja 1, 148)
  if (scene.items.some((i) => i.label === "swap-banner" && i.y <= title.y && title.y < i.y + i.h)) return null;
  const k = box.width / (scene.width || box.width);
  return { left: box.left - from.left + title.x * k - 3, top: box.top - from.top + title.y * k - 3,
           width: box.width - title.x * k };
}

/** Return the room's hand news: `show(prev, msg, seat, words)` at each state, `acted()` when the reader acts. */
export function handNews(host) {
  const tag = Object.assign(document.createElement("div"), { className: "cw-room-handnews", hidden: true });
  tag.setAttribute("role", "status");
  const place = () => {
    const root = host.querySelector?.(".cw-root") ?? host;   // the table's root is the one relative box
    if (tag.parentElement !== root) root.appendChild(tag);
    const at = tag.textContent ? titlePlace(host.querySelector?.("canvas.cw-canvas"), root) : null;
    tag.hidden = !at;
    if (at) Object.assign(tag.style, { left: `${at.left}px`, top: `${at.top}px`, maxWidth: `${at.width}px` });
  };
  // the table's own layout moves the title (a pop-up opened, the window turned): the tag follows
  globalThis.window?.addEventListener?.("resize", place);
  host.addEventListener?.("click", () => setTimeout(place, 0));
  return {
    el: tag,
    show(prev, msg, seat, words) {
      const change = handChange(prev, msg, seat);
      // the reader's turn passed (it decided, or a bot played it): the news is old (review 28, room_zh 2, 089)
      if (!change && askedOf(prev, seat) && !askedOf(msg, seat)) tag.textContent = "";
      if (change) tag.textContent = handChangeText(change, words);
      if (change) tag.title = tag.textContent;   // cut to one line: the whole on hover
      setTimeout(place, 0);   // once the table is drawn
    },
    acted() {
      tag.textContent = "";
      place();
    },
    place,
  };
}
