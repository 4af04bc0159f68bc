// Round P (newcomer review 12, CHAOS desk): a role swap made by an enemy combo was told only in the desk's "since
// your last turn" digest, no toast, and the newcomer missed it. A moment done to the reader (`at`) or a bigger one
// with what it means for the reader (`note`) is still toasted; other digest lines are not told twice.
import { describe, expect, it } from "vitest";
import { newToasts } from "./toast.js";

const before = [{ text: "Round 3: your turn.", turn: 1, you: 1 }];

describe("a desk's digest does not swallow a moment done to the reader", () => {
  it("toasts the enemy combo's role swap that the digest shows", () => {
    const swap = { text: "B1's combo: you and your partner A2 swap roles.", big: 2, at: 1,
                   note: "You are now a ghost: you pass through walls." };
    const toasts = newToasts([...before, swap], 1, true, [swap], false);
    expect(toasts.map((t) => t.text)).toEqual([swap.text]);
    expect(toasts[0].note).toBe(swap.note);
  });

  it("still leaves out a plain big line the digest shows", () => {
    const key = { text: "The key is placed on c4.", big: 1 };
    expect(newToasts([...before, key], 1, true, [key], false)).toEqual([]);
  });
});
