// Review 38, room_zh 7 (059, 061, 082): at a Letter room's end on a phone the page stayed scrolled where the turns
// had brought the hand in (room/reveal.js), the strip half above the window: 再玩一局 cut at the top. At the game's
// end the strip, with its ways on (Play again, the replay), comes whole into the window.
import { describe, expect, it } from "vitest";
import { stripInSight } from "./strip.js";

const win = () => {
  const w = { scrolled: [], scrollBy: ({ top }) => w.scrolled.push(top), innerHeight: 844 };
  return w;
};

describe("round42hh7: the end's strip comes whole into the window (review 38, room_zh 7)", () => {
  it("a strip 22 px above the window's top: the page scrolls up 22 px", () => {
    const w = win();
    expect(stripInSight({ getBoundingClientRect: () => ({ top: -22, bottom: 60, height: 82 }) }, w)).toBe(-22);
    expect(w.scrolled).toEqual([-22]);
  });

  it("a strip already whole in the window: nothing moves", () => {
    const w = win();
    expect(stripInSight({ getBoundingClientRect: () => ({ top: 0, bottom: 82, height: 82 }) }, w)).toBe(0);
    expect(stripInSight(null, w)).toBe(0);
    expect(w.scrolled).toEqual([]);
  });
});
