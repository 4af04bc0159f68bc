// CHAOS, newcomer review 21 (chaos_en finding 7 last bullet, 099→100: "The hand order changes after Undo, so I
// clicked the wrong card"; room_en finding 5: "Playing a card removes it and the other cards slide left… a quick
// second click on the same spot played a different card"). Review 22 (chaos_ja finding 1, 052/054/062/078: "Played
// cards leave blank gaps… the hand wraps with an odd offset. After the swap, 3 cards were scattered across an empty
// area"): the row closes up at once, but after Undo the card comes back between its old neighbours (the kernel's
// undo gives it back at the hand's end), and cards that arrive (a swap) never sit behind holes.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import cards from "../fixtures/chaos_cards.json";

const SEAT = "A2";
const ORDER = ["mischief_moon", "prank_moon", "checkup_moon", "possession_eye"];

/** The cards phase of `cards` with the seat's hand in `ids` order (cards of the fixture), `to_act` and its turn. */
function frame(ids, { toAct = SEAT, turn = 0, lang = "en" } = {}) {
  const f = structuredClone({ ...cards, lang });
  const all = f.view.hands[SEAT].cards;
  const extra = { function: "vanish", id: "vanish_eye", role: "ghost", suit: "eye" };   // a card new to the hand
  f.view.hands[SEAT] = { count: ids.length, cards: ids.map((id) => all.find((c) => c.id === id) ?? extra) };
  f.view.to_act = toAct;
  f.view.turn = turn;
  f.legal = toAct === SEAT ? f.legal.filter((a) => !a.fields?.card || ids.includes(a.fields.card)) : [];
  if (toAct !== SEAT) f.view.prompt = null;
  return f;
}

const xs = (f, ui, width) => Object.fromEntries(layout({ ...valid(f), ui }, { width }).items
  .filter((i) => i.label?.startsWith("hand-") && i.type === "ccard").map((i) => [i.label.slice(5), Math.round(i.x)]));

describe("the hand keeps its order through the seat's turn and closes up", () => {
  for (const width of [1280, 768, 390]) {
    for (const lang of ["en", "ja"]) {
      it(`${lang} at ${width}: a played card's neighbours close up; Undo brings it back to its slot`, () => {
        const ui = {};
        const first = xs(frame(ORDER, { lang }), ui, width);
        expect(Object.keys(first)).toEqual(ORDER);
        // Prank played: its neighbours keep their places through the turn, its own a "played" outline (review 28,
        // chaos_ja 3, 103: the row closing up put a second tap on an empty slot; round29at5_played_slot.test.js)
        const played = xs(frame(["mischief_moon", "checkup_moon", "possession_eye"], { lang }), ui, width);
        expect(Object.keys(played)).toEqual(["mischief_moon", "checkup_moon", "possession_eye"]);
        expect(played.checkup_moon).toBe(first.checkup_moon);
        expect(played.possession_eye).toBe(first.possession_eye);
        // Undo: the kernel gives Prank back at the end of its list; the page puts it back in its own slot
        const undone = xs(frame(["mischief_moon", "checkup_moon", "possession_eye", "prank_moon"], { lang }), ui, width);
        expect(undone).toEqual(first);
      });
    }
  }

  it("a swap's new cards in the seat's turn take the first places, no hole before them (052_g24a/078_g49)", () => {
    const ui = {};
    const first = xs(frame(ORDER), ui, 1280);
    xs(frame(["mischief_moon", "checkup_moon", "possession_eye"]), ui, 1280);   // Prank played
    // hands exchanged: one kept, one new (a card the hand never held: review 28's kept places, AT5)
    const swapped = xs(frame(["possession_eye", "vanish_eye"]), ui, 1280);
    expect(Object.values(swapped).sort((a, b) => a - b)).toEqual([first.mischief_moon, first.prank_moon]);
  });

  it("the turn over, the hand closes up (no hole kept into the next turns)", () => {
    const ui = {};
    const first = xs(frame(ORDER), ui, 1280);
    xs(frame(["mischief_moon", "checkup_moon", "possession_eye"]), ui, 1280);
    const later = xs(frame(["mischief_moon", "checkup_moon", "possession_eye"], { toAct: "B1", turn: 1 }), ui, 1280);
    expect(later.checkup_moon).toBe(first.prank_moon);
    expect(later.possession_eye).toBe(first.checkup_moon);
  });
});
