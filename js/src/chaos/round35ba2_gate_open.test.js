// CHAOS, round BA (newcomer review 33, chaos_en 6, 152/198): the role-swap banner said "You are now a patient: find the
// key, escape through the open gate" long after the key had opened the gate. Once the gate is open it says so and names
// the gate's cell ("the gate is open: reach a1"). Failed before (it said "find the key" with the gate open).
import { describe, expect, it } from "vitest";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";
import { banners, frame, scene } from "./swap_frames.js";

// the table's words as the kernel sends them now (the recorded start holds the older ones; zh-TW: its zh, generated)
const LANGS = ["en", "ja", "zh"];
const withWords = (f) => {
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  return f;
};

/** Return a change of the start's view: A1 is `a1` (team A's other seat the other role), the gate `open` or shut. */
const roles = (a1, open) => (v) => {
  const role = { A1: a1, A2: a1 === "ghost" ? "patient" : "ghost" };
  v.pieces = v.pieces.map((p) => (role[p.seat] ? { ...p, role: role[p.seat] } : p));
  v.gate_open = open;
  if (open) v.key = null;
  v.phase = "cards";
};
/** Return the banner's words when A1, a ghost, has just become a patient (CH-SWAP-1). */
const said = (lang, open) => {
  const ui = { now: 1000 };
  scene(withWords(frame(lang, roles("ghost", open))), 1200, ui);
  const s = scene(withWords(frame(lang, roles("patient", open))), 1200, ui);
  return banners(s).filter((i) => i.type === "text").map((i) => i.text).join(" ");
};
const KEY = { en: "find the key", ja: "鍵を見つけ", zh: "找钥匙" };

describe("chaos_en 6: a new patient's banner says the gate is open when it is", () => {
  for (const lang of LANGS) {
    it(lang, () => {
      const shut = said(lang, false);
      expect(shut).toContain(KEY[lang]);
      const open = said(lang, true);
      expect(open, "no banner").not.toBe("");
      expect(open).not.toContain(KEY[lang]);
      expect(open).toContain("a1");
    });
  }
});
