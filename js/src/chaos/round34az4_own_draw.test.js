// Round AZ, fixer AZ4 (newcomer review 32, room_en 5, 094/207): after its joint turn the reader drew a card at the turn's
// end (CH-CARD-3: "You draw Schizophrenia (Eye)") and, waiting for B1, the tag over its hand said "New in your hand:
// Schizophrenia" as if another seat had done it, kept there into the next turns. Its own draw is no news: the deck it
// draws from went down by the cards gained. A card come back with no draw (a failed reaction's Prank) is still told.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const card = (fn, suit, role = "patient") => ({ function: fn, id: `${fn}_${suit}`, role, suit });
const START = start.view.hands.A1.cards;
const DRAWN = [...START, card("schizophrenia", "eye")];

/** chaos_start as A1 sees it: acting, or waiting while `toAct` plays, with `cards` and the patient deck's `deck`. */
function frame(acting, { cards = START, toAct = "B1", deck = 9 } = {}) {
  const f = structuredClone(start);
  f.view.hands.A1 = { cards, count: cards.length };
  f.view.decks.patient.count = deck;
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: toAct, turn: 2 } });
  return { ...valid(f), lang: "en" };
}

const newsOf = (s) => s.items.filter((i) => i.news).map((i) => i.text).join(" ");

describe("room_en 5 (207): the reader's own draw is not news over its hand", () => {
  it("a card drawn from its deck at its turn's end says nothing", () => {
    const ui = {};
    const see = (f) => newsOf(layout({ ...f, ui }, { width: 390 }));
    see(frame(true));
    see(frame(false, { toAct: "A2" }));                               // its step done: the partner chooses
    expect(see(frame(false, { toAct: "B1", cards: DRAWN, deck: 8 }))).toBe("");
  });

  it("a card come back with no draw is still told", () => {
    const ui = {};
    const see = (f) => newsOf(layout({ ...f, ui }, { width: 390 }));
    see(frame(true));
    see(frame(false, { toAct: "A2" }));
    expect(see(frame(false, { toAct: "B1", cards: DRAWN, deck: 9 }))).toBe("New in your hand: Schizophrenia");
  });
});
