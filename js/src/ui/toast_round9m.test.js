// Review 9 (CHAOS, ja, 390 phone): the seat's own bomb, push and role swap got no toast; the reason was only in the
// story, two screens down. A phone's digest is out of sight, so it hides no big moment; a toast finds a place in sight.
import { afterEach, describe, expect, it, vi } from "vitest";

import { newToasts, placeToasts } from "./toast.js";

const lines = [{ text: "a" }, { text: "You step on a bomb", big: 1 }, { text: "Bot B1 moves" }];

describe("a big moment of the digest on a phone", () => {
  it("is toasted on a phone (its story is under the table), not on a desk (the digest is beside it)", () => {
    const digest = [lines[1]];
    expect(newToasts(lines, 1, true, digest, true).map((t) => t.text)).toEqual(["You step on a bomb"]);
    expect(newToasts(lines, 1, true, digest, false)).toEqual([]);
  });
});

describe("a phone whose table fills the screen", () => {
  afterEach(() => vi.unstubAllGlobals());
  const page = (items) => ({
    root: { dataset: { wide: "0" }, querySelector: () => null },
    canvas: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 390 }),
              __cthulhu: { scene: { width: 390, items } } },
    story: { lines: { querySelectorAll: () => [] } },
  });

  it("lays a toast over the table's text, not in the story's flow below the table", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const box = { childNodes: [{}], dataset: {} };
    const items = [{ type: "text", text: "Round 4", x: 10, y: 10, w: 300, h: 14, size: 14 },
                   { type: "text", text: "Your hand", x: 10, y: 760, w: 300, h: 14, size: 14 }];
    // newcomer review 11, finding 3: an empty band between them is taken first; over the text only without one
    expect(placeToasts(box, page(items))).toBe("band");
    const full = [...items, ...Array.from({ length: 40 }, (_, i) => ({ type: "text", text: "x", x: 10, y: 30 + i * 18,
                                                                      w: 300, h: 14, size: 14 }))];
    // over the table's other text, never its round line (newcomer review 13, finding 3): the foot, no longer the top
    expect(placeToasts({ childNodes: [{}], dataset: {} }, page(full))).toBe("bottom");
  });

  it("never over a move or a card: with them at both ends it takes the band between, and with no room the flow", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const box = { childNodes: [{}], dataset: {}, style: {} };
    const items = [{ id: "act:move a1", x: 10, y: 20, w: 40, h: 40 }, { type: "card", x: 10, y: 760, w: 80, h: 70 }];
    expect(placeToasts(box, page(items))).toBe("band");
    const y = parseFloat(box.style.top);
    expect(y >= 60 && y + 70 <= 760).toBe(true);   // between the move and the card
    const cards = Array.from({ length: 12 }, (_, i) => ({ type: "card", x: 10, y: i * 70, w: 80, h: 70 }));
    expect(placeToasts({ childNodes: [{}], dataset: {} }, page(cards))).toBe("flow");
  });
});
