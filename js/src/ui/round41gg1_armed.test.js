// Newcomer review 38 (round GG, fixer GG1), letter_zh 2 (390×844, 055): after the first press of one of three ⚠ chips
// the "▶ ⚠: press again" box showed, but nothing marked which chip was armed. The armed chip itself now carries a ring
// (the keyboard focus's dark-and-light outline) while its box shows; the other chips none.
import { describe, expect, it } from "vitest";
import { feedbackItems } from "../scene/feedback.js";

const chip = (id, y) => ({ type: "chip", id, x: 10, y, w: 300, h: 32, text: `${id} ⚠`, answer: true });
const scene = { width: 390, height: 800, items: [chip("act:a", 100), chip("act:b", 140), chip("act:c", 180)] };

describe("letter_zh 2 (review 38): the armed ⚠ chip is marked on the table", () => {
  it("a ring round the armed chip, none round the others", () => {
    const tip = { text: "▶ ⚠：再按一下才出牌", at: { x: 10, y: 140, w: 300, h: 32 }, armed: true, press: "act:b" };
    const rings = feedbackItems(scene, { tip }).filter((i) => i.type === "focusring");
    expect(rings.map((r) => [r.x, r.y, r.w, r.h])).toEqual([[5, 135, 310, 42]]);
  });
  it("no ring without an armed press (a plain tooltip)", () => {
    const tip = { text: "a card's text", at: { x: 10, y: 140 } };
    expect(feedbackItems(scene, { tip }).filter((i) => i.type === "focusring")).toEqual([]);
  });
});
