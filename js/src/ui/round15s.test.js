// Round S (issue 23, newcomer review 14, Letter phone): a card's text opened by a long press closes once the card
// has left the table, and stays while the card is still there.
import { describe, expect, it } from "vitest";
import { followPointer } from "./pointer.js";

const card = (id, tip, x = 10) => ({ id, type: "card", face: true, x, y: 10, w: 60, h: 90, tip });
const sceneOf = (...items) => ({ items });

describe("a finger's tooltip follows its card", () => {
  it("closes when the card it told of has left the hand", () => {
    const at = { x: 30, y: 40 };
    const ui = { pointer: null, tip: { text: "Cats of Ulthar (2)", at } };
    followPointer(sceneOf(card("act:cats", "Cats of Ulthar (2)")), ui, { style: {} });
    expect(ui.tip?.text).toBe("Cats of Ulthar (2)");                  // still there: the text stays open
    followPointer(sceneOf(card("act:elder", "Elder Sign (4)", 200)), ui, { style: {} });
    expect(ui.tip).toBe(null);                                        // played: nothing at its spot tells of it
  });

  it("closes when another card now lies at its spot", () => {
    const ui = { pointer: null, tip: { text: "Cats of Ulthar (2)", at: { x: 30, y: 40 } } };
    followPointer(sceneOf(card("act:elder", "Elder Sign (4)")), ui, { style: {} });
    expect(ui.tip).toBe(null);
  });
});
