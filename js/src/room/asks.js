// What the reader may ask of another seat's person, under one "⋯" (review 28, room_en 6 / room_zh 4: with "Nudge B1"
// and "Let a bot play B1" in the strip the table's name read "CHAOS Tabl…" (033); on a phone "← Tables" shrank to
// "←", "♪ Sound" to "♪ ." (010); and taking over a live person's seat had the weight of the other buttons). The strip
// keeps one small "⋯"; its menu, over the table (it moves nothing), holds the Nudge and the take-over, which asks to
// be pressed twice (takeover.js).
// Review 29, room_en 11 (061, 082): the ⋯ came and went at the strip's right and moved the header: it is always there,
// disabled and titled while nothing is to ask. Its words are the room's (words.js more_title, more_idle).
import { roomSay } from "./words.js";

/** Put the "⋯" and its menu (hidden) in `tools`; `lang()` and `game()` give the table's. Returns {more, menu,
 * follow(seat, over)}: `menu` is the host of the Nudge and the take-over; follow() enables the "⋯" while one of them is
 * offered (closing the menu when none is) and titles it with the seat waited on. */
export function asksMenu(tools, { lang = () => "en", game = () => "" } = {}) {
  const more = Object.assign(document.createElement("button"), { type: "button", className: "cw-room-more",
                                                                 textContent: "⋯", hidden: false, disabled: true });
  more.setAttribute("aria-expanded", "false");
  const menu = Object.assign(document.createElement("span"), { className: "cw-room-asks", hidden: true });
  tools.append(more, menu);
  const open = (yes) => {
    menu.hidden = !yes;
    more.setAttribute("aria-expanded", String(yes));
  };
  more.addEventListener("click", () => open(menu.hidden));
  menu.addEventListener("click", (event) => {   // a Nudge sent closes it; the take-over's first press keeps it open
    if (event.target?.classList?.contains?.("cw-room-takeover")) return;
    open(false);
  });
  function follow(seat = "", over = false) {
    // after the game nobody is left to ask: out of sight, its place kept (review 30, room_en 9: a dead press)
    if (over) more.dataset.over = "1";
    else delete more.dataset.over;
    const offered = [...menu.childNodes].some((b) => b.tagName === "BUTTON" && !b.hidden);
    more.disabled = !offered;
    if (!offered) open(false);
    more.title = more.ariaLabel = roomSay(lang(), game(), offered ? "more_title" : "more_idle", { seat });
  }
  return { more, menu, follow, open };
}
