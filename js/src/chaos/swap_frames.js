// Test support for the role-swap banner's tests (round17x.test.js, round18z_board.test.js): the start frame as a seat
// reads it, changed by a test, and the swap of A1 and B2 (CH-SWAP-1).
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

export const LANGS = ["en", "ja", "zh", "zh-TW"];

/** Return the scene of frame `f` laid out at `width` with the page's state `ui`. */
export const scene = (f, width, ui = {}) => layout({ ...valid(f), ui }, { width });

/** Return the start as `seat` reads it in `lang`, its view changed by `change`. */
export function frame(lang, change = (v) => v, seat = "A1") {
  const f = structuredClone({ ...start, lang, seat });
  f.view.seat = seat;
  change(f.view);
  return f;
}

/** CH-SWAP-1: A1 (patient) and B2 (ghost) met; A1 is now a ghost rolled into the dice area, B2 a patient. */
export const swapped = (v) => {
  const role = { A1: "ghost", B2: "patient" };
  v.pieces = v.pieces.map((p) => (role[p.seat] ? { ...p, role: role[p.seat], cell: p.seat === "A1" ? [4, 4] : [8, 1] } : p));
  v.phase = "cards";
};

/** Return the swap banner's items of scene `s`. */
export const banners = (s) => s.items.filter((i) => String(i.label ?? "").startsWith("swap-banner"));
