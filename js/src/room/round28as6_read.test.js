// Review 27, room_zh 1 (its worst; 003, 024, 026): a room's hand card showed its name and suits only, and a tap on it
// opened the combo/play panel at once, so B1 could not read Mania or Checkup without starting a play. A finger's first
// tap on a card that opens choices now only shows its text (name, effect, "tap again"); the second opens the choices.
import { describe, expect, it } from "vitest";
import { cardRead, cardToRead } from "./card_read.js";

const catalog = { card_texts: { cards: { sprint_moon: {
  en: { name: "Mania / Sprint (Moon)", text: "One extra step after moving." },
  zh: { name: "狂躁（月）", text: "移动之后，再多走一格。" } } } } };
const scene = { items: [{ type: "ccard", id: "select:sprint_moon", face: { id: "sprint_moon" }, x: 0, y: 0, w: 60, h: 80 },
                        { type: "chip", id: "act:stay", x: 0, y: 100, w: 60, h: 30 }] };

describe("AS6: a hand card is read before it is played (room_zh 1)", () => {
  it("a first tap on a card that opens choices only shows it; the second, or a chip, is the table's", () => {
    expect(cardToRead(scene, "select:sprint_moon", null)).toBe("sprint_moon");
    expect(cardToRead(scene, "select:sprint_moon", "select:sprint_moon")).toBe("");   // the second tap plays on
    expect(cardToRead(scene, "act:stay", null)).toBe("");
  });

  it("shows the card's name and effect, in zh-CN and en (its Play button, review 28: round29at8_read.test.js)", () => {
    expect(cardRead(catalog, "zh", "sprint_moon")).toEqual({ name: "狂躁（月）", effect: "移动之后，再多走一格。" });
    expect(cardRead(catalog, "en", "sprint_moon").name).toBe("Mania / Sprint (Moon)");
  });
});
