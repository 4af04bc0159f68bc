// Round HH, fixer HH3 (review 38, chaos_en 6, shots 060 230; room_en 9): a role swap showed two toasts at once, the
// gold banner "⇄ You are now a patient: …" in the middle panel and the violet news "You met B2: you are a patient
// now" over the hand, the same change told twice. One toast at a time: while the banner shows, the hand's news waits
// (the story keeps every line), at a desk and on a phone (CH-SWAP-1).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEW = [{ function: "amnesia", id: "amnesia_eye", role: "patient", suit: "eye" },
             { function: "protection", id: "protection_skull", role: "patient", suit: "skull" }];

/** chaos_start as A1 sees it: acting, or waiting while B1 plays; `swap`: A2 and B1 traded roles, a new hand. */
function frame(lang, acting, swap = false) {
  const f = structuredClone(start);
  if (swap) {
    const roles = Object.fromEntries(f.view.pieces.map((p) => [p.seat, p.role]));
    f.view.pieces = f.view.pieces.map((p) => (p.seat === "A2" ? { ...p, role: roles.B1 }
      : p.seat === "B1" ? { ...p, role: roles.A2 } : p));
    f.view.hands.A1 = { cards: NEW, count: 2 };
  }
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang, step: acting ? 1 : swap ? 3 : 2, deal: "d" };
}

describe("review 38, chaos_en 6: one toast at a time", () => {
  for (const lang of ["en", "ja"]) for (const width of [1280, 390]) {
    it(`${lang} at ${width}: the swap's banner and no violet news beside it; gone at the reader's decision`, () => {
      const ui = { now: 1000 };
      layout({ ...frame(lang, true), ui }, { width });
      const before = layout({ ...frame(lang, false), ui }, { width });
      expect(before.items.some((i) => i.label === "swap-banner")).toBe(false);
      const s = layout({ ...frame(lang, false, true), ui }, { width });
      expect(s.items.some((i) => i.label === "swap-banner")).toBe(true);
      expect(s.items.filter((i) => i.label === "hand-news-tag" || i.news).map((i) => i.text ?? i.label)).toEqual([]);
      // at the reader's decision the banner goes (the kernel's news then tells the swap in one line: swap_banner.js)
      const next = layout({ ...frame(lang, true, true), step: 4, ui }, { width });
      expect(next.items.some((i) => i.label === "swap-banner")).toBe(false);
    });
  }
});
