// Issue 23 r6 (newcomer R-M, Mythos 1280×800): with a monster's zoom open, Enter passed the turn — the keyboard focus
// had stayed on Pass under the zoom. Enter now goes to the zoom's first move chip first.
import { describe, expect, it } from "vitest";
import { zoomChipIndex } from "./index.js";

const scene = { items: [
  { id: "act:pass", type: "chip", z: 0 },
  { id: "select:4", type: "mcard" },
  { id: "act:play card=4", type: "chip", z: 12 },
  { id: "select:none", type: "chip", z: 12 },
] };
const ids = scene.items.map((i) => i.id);

describe("Enter with a card's zoom open", () => {
  it("focus on a move under the zoom: Enter goes to the zoom's first move chip, plays nothing", () => {
    expect(zoomChipIndex(scene, ids, 0)).toBe(2);
  });
  it("focus already on one of the zoom's chips: nothing diverted (Enter plays it)", () => {
    expect(zoomChipIndex(scene, ids, 2)).toBe(-1);
    expect(zoomChipIndex(scene, ids, 3)).toBe(-1);
  });
  it("a zoom with no move of its own (Letter's text zoom, only ✕) diverts nothing", () => {
    const letter = { items: [{ id: "act:guess 3", type: "chip", z: 0 }, { id: "select:none", type: "chip", z: 12 }] };
    expect(zoomChipIndex(letter, letter.items.map((i) => i.id), 0)).toBe(-1);
  });
});
