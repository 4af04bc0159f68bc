// Review 31, room_zh 3 (round AX, AX7): when the bots had played, the seat's turn scrolled the phone's page 46 px by
// itself to bring the hand's names in, and the strip's "your turn" line went above the window. The page now brings the
// hand in no further than keeps whose turn in sight; a turn that came while the last tap was fresh tries once more.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepRoom, revealHand } from "./reveal.js";

const phone = () => ({ innerWidth: 390, innerHeight: 844, scrolled: [], timers: [], addEventListener() {},
                       scrollBy(o) { this.scrolled.push(o.top); }, setTimeout(f, ms) { this.timers.push([f, ms]); } });
const canvasAt = (cardY, win) => ({ parentElement: null,
  getBoundingClientRect: () => ({ top: 105 - win.scrolled.reduce((a, b) => a + b, 0), width: 390 }),
  __cthulhu: { scene: { width: 390, items: [{ id: "select:card", type: "ccard", y: cardY, h: 107 }] } } });
const turnLine = (win) => ({ getBoundingClientRect: () => ({ top: 24 - win.scrolled.reduce((a, b) => a + b, 0) }) });

/** The seat's first turn on `canvas` (the whole hand, round F), its scroll taken back: the next call is a later turn. */
function firstTurn(canvas, win) {
  const items = canvas.__cthulhu.scene.items;
  canvas.__cthulhu.scene.items = [];
  revealHand(canvas, null, win);
  canvas.__cthulhu.scene.items = items;
}

describe("AX7: the seat's turn brings the hand in, whose turn stays in sight", () => {
  afterEach(() => vi.useRealTimers());

  it("at a later turn scrolls no further than the turn line's top: 24 px of the 46 the whole hand wanted", () => {
    const win = phone();
    const canvas = canvasAt(670, win);   // the hand's foot at 105 + 670 + 107 = 882, under the 844 px window
    firstTurn(canvas, win);
    expect(revealHand(canvas, null, win, { keep: turnLine(win) })).toBe(24);
    expect(turnLine(win).getBoundingClientRect().top).toBe(0);   // whose turn still at the window's top
    expect(105 - 24 + 670 + 0.75 * 107).toBeLessThanOrEqual(844);   // the hand's names in sight
  });

  it("puts no limit where the turn line is out of sight already, or none is given", () => {
    expect(keepRoom(null)).toBe(Infinity);
    expect(keepRoom({ getBoundingClientRect: () => ({ top: -30 }) })).toBe(Infinity);
    expect(keepRoom({ getBoundingClientRect: () => ({ top: 23.6 }) })).toBe(23);
  });

  it("tries once more when the tap that ended the last turn held it, and only while it is the seat's turn", () => {
    for (const mine of [true, false]) {
      vi.useFakeTimers();
      vi.setSystemTime(100_000);
      const win = { ...phone(), on: {}, addEventListener(t, f) { (this.on[t] ??= []).push(f); } };
      revealHand(canvasAt(0, win), null, win);   // the page listens to its touches from here on
      for (const f of win.on.pointerdown) f();   // the tap that ended the seat's last turn
      const canvas = canvasAt(670, win);
      expect(revealHand(canvas, null, win, { keep: turnLine(win), began: 100_001, still: () => mine })).toBe(0);
      expect(win.timers.map(([, ms]) => ms)).toEqual([1500]);   // held while the tap is fresh
      vi.setSystemTime(101_600);
      win.timers[0][0]();
      expect(win.scrolled).toEqual(mine ? [24] : []);
      vi.useRealTimers();
    }
  });

  it("does not try again for a touch after the turn began (the reader at work on the page)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(200_000);
    const win = { ...phone(), on: {}, addEventListener(t, f) { (this.on[t] ??= []).push(f); } };
    revealHand(canvasAt(0, win), null, win);
    for (const f of win.on.touchmove) f();
    expect(revealHand(canvasAt(670, win), null, win, { keep: turnLine(win), began: 199_000 })).toBe(0);
    expect(win.timers).toEqual([]);
  });
});
