// Review 25, chaos_ja 1 and room_zh 2 (390×844): on the reader's turn the hand showed only its top 40-80 px, its names
// cut, below the prompt. When the turn comes the page brings the hand's names into sight (a card counts as shown only
// with its name in the window, not its top 28 px), and never scrolls the prompt off the window's top for it.
import { describe, expect, it } from "vitest";
import { revealHand } from "./room/reveal.js";

const phone = () => ({ innerWidth: 390, innerHeight: 844, scrolled: 0, addEventListener() {},
                       scrollBy(o) { this.scrolled += o.top; } });
/** A canvas at the window's top (less what the window scrolled), its scene's items `items`. */
const canvasOf = (win, items) => ({ parentElement: null,
  getBoundingClientRect: () => ({ top: -win.scrolled, width: 390 }), __cthulhu: { scene: { width: 390, items } } });
const card = (y) => ({ id: "select:c1", type: "ccard", label: "hand-c1", y, h: 100 });
const shown = (win, item, part) => -win.scrolled + item.y + item.h * part <= 844;

describe("review 25: the hand's names in sight on the reader's turn", () => {
  it("a later turn with only the cards' top 50 px in the window brings their names in", () => {
    const win = phone();
    const items = [{ id: "act:end", type: "chip", label: "chip", y: 600, h: 30 }, card(300)];
    const canvas = canvasOf(win, items);
    revealHand(canvas, null, win);              // the first turn: in sight already
    items[1].y = 794;                           // a later turn: the hand lower, its top 50 px showing
    expect(revealHand(canvas, null, win)).toBeGreaterThan(0);
    expect(shown(win, items[1], 0.75), "the cards' names in the window").toBe(true);
  });

  it("never scrolls the prompt off the window's top to show the hand", () => {
    const win = phone();
    const prompt = { type: "text", label: "prompt", y: 150, h: 18 };
    const items = [prompt, card(1000)];
    revealHand(canvasOf(win, items), null, win);
    expect(win.scrolled).toBeGreaterThan(0);
    expect(-win.scrolled + prompt.y, "the prompt still in the window").toBeGreaterThanOrEqual(0);
  });
});
