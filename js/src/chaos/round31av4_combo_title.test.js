// Round AV, fixer AV4 (newcomer review 30, chaos_en 2b, shot 090/091): on a 1280×800 page, after the enemy's reaction
// cancelled the reader's combo, "Reaction: B1: Prank (Eye) + B2: Schizophrenia (Skull) · cancelled" was printed on top
// of "Your hand · you are a ghost now…" (the ghost's hand of patient cards says why in lines rising into the band).
// The combo's lines and the hand's title never share a pixel row: the title keeps its first clause where they reach it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import cards from "../fixtures/chaos_cards.json";

/** chaos_cards as A2, a ghost holding patient cards, in its joint move after a reaction cancelled its combo. */
function cancelled(lang) {
  const f = structuredClone({ ...cards, lang });
  f.view.hands[f.seat] = { cards: ["amnesia_eye", "amnesia_skull", "mania_eye"].map((id) => {
    const [fn, suit] = id.split("_"); return { function: fn, id, role: "patient", suit }; }), count: 3 };
  const card = (id) => { const [fn, suit] = id.split("_"); return { function: fn, id, role: "ghost", suit }; };
  f.view.combo = { combo: "C3", team: "A", leader: "A2", partner: "A1", effect: "weak", reflect: "weak",
                   cards: { A2: card("possession_eye"), A1: card("protection_moon") },
                   reaction: { B1: card("prank_eye"), B2: card("schizophrenia_skull") } };
  f.view.phase = "combo_move";
  f.view.prompt = { kind: "combo_move" };
  f.prompt = { kind: "combo_move" };
  f.legal = [{ fields: {}, id: "stay", kind: "stay", label: "Stay", target: {}, text: "Stay where you are." }];
  return f;
}

describe("chaos_en 2b: a cancelled combo's lines never lie on the hand's title", () => {
  for (const lang of ["en", "ja", "zh"]) {
    it(`${lang} at 930 px`, () => {
      const s = layout({ ...cancelled(lang), ui: {} }, { width: 930 });
      const at = s.items.findIndex((i) => i.label === "combo");
      const to = s.items.findIndex((i) => i.label === "hand-title");
      expect(at >= 0 && to > at).toBe(true);
      // the combo's lines (its name, cards, reaction, wrapped) end above the title's first line
      const lines = s.items.slice(at, to).filter((i) => i.type === "text");
      const end = Math.max(...lines.map((i) => i.y + (i.h ?? i.size ?? 14)));
      const top = Math.min(...s.items.filter((i) => i.label === "hand-title").map((i) => i.y));
      expect(top, lines.map((i) => i.text).join(" / ")).toBeGreaterThanOrEqual(end);
    });
  }
});
