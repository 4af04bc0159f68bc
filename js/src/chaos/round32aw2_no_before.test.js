// Round AW, fixer AW2 (review 31, chaos_en 1, 114: after a win, its replay and New game, the new game opened with "A
// bomb at a1 sent you back to a8"; room_en 5, 135: a replay said "New hand (B1's Brainwash)" and "Your piece was moved
// from a7 to c7" for the reader's own walk): the hand's news compares a view with the one before it; across a new
// deal, a step back (Undo) or a replay's steps there is no "before": nothing is said.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import won from "../fixtures/chaos_won.json";

const NEW = [{ function: "amnesia", id: "amnesia_eye", role: "patient", suit: "eye" },
             { function: "protection", id: "protection_skull", role: "patient", suit: "skull" }];

/** chaos_start as A1 sees it at `step` of deal `deal`: acting, or waiting while B1 plays, at `cell` with `cards`. */
function frame(acting, { cell = [4, 1], cards = null, step = 1, deal = "d1", behind = false } = {}) {
  const f = structuredClone(start);
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell } : p));
  if (cards) f.view.hands.A1 = { cards, count: cards.length };
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), step, deal, behind, lang: "en" };
}

const newsOf = (s) => s.items.filter((i) => i.news).map((i) => i.text).join(" ");
const W = { width: 390 };

/** Lay out the reader's decision at step 1 with its press on a cell other than a8; return that ui. */
function pressed() {
  const ui = {};
  const seen = layout({ ...frame(true, { cell: [8, 1] }), ui }, W);
  const cell = seen.items.find((i) => i.type === "cell" && i.id?.startsWith("act:"));
  ui.lastPress = { id: cell.id };
  return ui;
}

describe("review 31: no news across a new deal, an undo or a replay", () => {
  it("chaos_en 1: a win, then New game: the new deal's first view says nothing", () => {
    const ui = pressed();
    layout({ ...valid(structuredClone(won)), step: 2, deal: "d1", lang: "en", ui }, W);   // the win
    expect(newsOf(layout({ ...frame(false, { cell: [8, 1], step: 0, deal: "d2" }), ui }, W))).toBe("");
    // same deal, its step 2: the bomb is told (the news still works)
    const ui2 = pressed();
    expect(newsOf(layout({ ...frame(false, { cell: [8, 1], step: 2 }), ui: ui2 }, W))).toContain("A bomb at");
  });

  it("an Undo (a step back): no bomb, no moved piece, no new hand", () => {
    const ui = pressed();
    expect(newsOf(layout({ ...frame(false, { cell: [8, 1], step: 0 }), ui }, W))).toBe("");
    const ui2 = {};
    layout({ ...frame(false, { step: 5 }), ui: ui2 }, W);
    layout({ ...frame(false, { step: 6 }), ui: ui2 }, W);
    expect(newsOf(layout({ ...frame(false, { cell: [3, 3], cards: NEW, step: 3 }), ui: ui2 }, W))).toBe("");
  });

  it("room_en 5: a replay's steps (behind the game's last) tell no news, moved or played", () => {
    const ui = {};
    layout({ ...frame(false, { step: 5, behind: true }), ui }, W);
    expect(newsOf(layout({ ...frame(false, { cell: [7, 3], cards: NEW, step: 6, behind: true }), ui }, W))).toBe("");
    expect(newsOf(layout({ ...frame(false, { cell: [7, 1], step: 2, behind: true }), ui }, W))).toBe("");
  });
});
