// The table's place while the room's first state is on its way: Back from the replay showed an empty dark page for a
// few seconds (review 35, room_zh 11, 203). One line says the table is coming, in the page's language.
import { tableLang } from "./client.js";
import { roomSay } from "./words.js";

/** Put a "Connecting to the table…" line before `table` in `root` (`lang`: the browser's or the form's); return
 * {el, done()}: done() takes it away once the table is drawn. */
export function comingLine(root, table, lang) {
  const el = Object.assign(document.createElement("p"), { className: "cw-room-coming" });
  el.textContent = roomSay(tableLang(lang, "chaos"), "chaos", "coming_back");
  el.hidden = false;
  Object.assign(el.style, { margin: "24px 8px", color: "#cfc3a3" });
  root.insertBefore(el, table);
  return { el, done() { el.hidden = true; } };
}
