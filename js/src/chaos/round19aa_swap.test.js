// CHAOS, newcomer review 18 (room seats, finding 4): a burst of enemy moves (the page stepping the bots one after
// another after a ▶) made the reader a ghost, and no banner was seen: it went at the very next move, a bot's, a moment
// after it came. The role swap's banner (CH-SWAP-1) now stays its time through the other seats' moves and goes at the
// reader's own next move, or after SWAP_BANNER_MS.
import { describe, expect, it } from "vitest";
import { SWAP_BANNER_MS } from "./swap_banner.js";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";

/** The view after bot step `k` of a burst: B2 met A1 (swapped), then B1 and the others move on, none the reader. */
const burst = (k) => (v) => {
  swapped(v);
  v.to_act = ["B1", "A2", "B2"][k % 3];
  v.turn = (v.turn ?? 0) + 1 + k;
  v.pieces = v.pieces.map((p) => (p.seat === "B1" ? { ...p, cell: [p.cell[0], 1 + ((p.cell[1] + k) % 7)] } : p));
};

describe("round 19aa finding 4: the swap banner shows through a burst of bot moves", () => {
  for (const lang of LANGS) {
    it(`stays while the bots play on, in ${lang}`, () => {
      const ui = { now: 0 };
      scene(frame(lang, (v) => { v.to_act = "B1"; }), 1280, ui);
      for (let k = 0; k < 4; k += 1) {
        ui.now = 600 * k;
        const said = banners(scene(frame(lang, burst(k)), 1280, ui)).find((i) => i.type === "text");
        expect(said, `no banner at bot step ${k} of the burst`).toBeTruthy();
      }
      // (round 21 AG5: its time counts from the reader's turn, not from the swap: the bots' 4 s took it unseen)
      ui.now = SWAP_BANNER_MS + 10;
      expect(banners(scene(frame(lang, burst(5)), 1280, ui)).length).toBeGreaterThan(0);
      const mine = frame(lang, (v) => { burst(6)(v); v.to_act = "A1"; });
      scene(mine, 1280, ui);
      ui.now += SWAP_BANNER_MS + 10;
      expect(banners(scene(mine, 1280, ui))).toEqual([]);
    });
  }

  it("goes at the reader's own next move", () => {
    const ui = { now: 0 };
    scene(frame("en", (v) => { v.to_act = "B1"; }), 1280, ui);
    ui.now = 100;
    expect(banners(scene(frame("en", (v) => { swapped(v); v.to_act = "A1"; }), 1280, ui)).length).toBeGreaterThan(0);
    ui.now = 200;
    const moved = frame("en", (v) => { swapped(v); v.to_act = "A1"; v.phase = "extra"; v.hands.A1.count += 1; });
    expect(banners(scene(moved, 1280, ui))).toEqual([]);
  });

  it("is laid out on a phone too, through the burst", () => {
    const ui = { now: 0 };
    scene(frame("ja", (v) => { v.to_act = "B1"; }), 390, ui);
    scene(frame("ja", burst(0)), 390, ui);
    ui.now = 700;
    expect(banners(scene(frame("ja", burst(1)), 390, ui)).length).toBeGreaterThan(0);
  });
});
