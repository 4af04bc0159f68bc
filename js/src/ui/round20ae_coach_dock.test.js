// Round AE, fixer AE2 (newcomer review 19, Letter zh-TW phone finding 3: "The tutorial box jumps between the top and
// the bottom of the screen … At the top it hides the turn title and the clue counter (004_tut2, 011_tut9)"). There a
// card's text opened at the window's foot (Letter's zoom) and the sheet fled to the top, over the turn title and the
// counters. Now it keeps its foot place, lifted just above the open card text, when that covers neither its ringed
// chip nor the turn line; only when it cannot does it take the other edge as before.
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";

const win = { innerHeight: 844, innerWidth: 390 };
const sheet = (h = 156) => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: h }) });
const ringAt = (top, bottom) => ({ hidden: false, getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) });
const TURN = { top: 40, bottom: 64 };   // the turn title and the counters' line, at the window's top

describe("Letter zh-TW phone 004/011: a card's text at the foot does not send the sheet over the turn title", () => {
  it("step 1 with the card text open at the foot: the sheet stays at the foot, just above the text", () => {
    const bubble = sheet();
    const edge = dockBubble(bubble, ringAt(377, 401), { top: 745, bottom: 835 }, win, { keep: [TURN], moves: [] });
    expect(edge).toBe("bottom");
    const top = parseFloat(bubble.style.top);
    expect(top + 156).toBeLessThanOrEqual(745);     // over none of the card's text
    expect(top).toBeGreaterThanOrEqual(401);         // nor its ringed chip, nor the turn title above it
  });

  it("a sheet that cannot lie between the ringed chip and the card text takes the other edge, as before", () => {
    const bubble = sheet();
    expect(dockBubble(bubble, ringAt(600, 640), { top: 700, bottom: 835 }, win, { keep: [TURN], moves: [] }))
      .toBe("top");
    expect(bubble.dataset.lift).toBeUndefined();
  });
});
