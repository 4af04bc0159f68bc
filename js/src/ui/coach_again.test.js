// Round P (newcomer review 12, CHAOS phone finding 1): after an Undo inside "Learn to play" the kernel asks the same
// step again with the "you took your move back" line and `again` (the position undone to); the page's Got it memory
// must not hide it because the step's first ask was dismissed.
import { describe, expect, it } from "vitest";
import { coachMemory, markKey } from "./coach.js";

const model = (traits) => ({ get: (k) => traits[k] });

describe("a step asked again after an Undo shows although its first ask was dismissed", () => {
  it("keys a step asked again apart from the step, and each Undo apart", () => {
    expect(markKey({ n: 4, text: "Move" })).toBe("step:4");
    expect(markKey({ n: 4, text: "Move", done: "You took your move back.", again: 17 })).not.toBe("step:4");
    expect(markKey({ n: 4, again: 17 })).not.toBe(markKey({ n: 4, again: 23 }));
  });

  it("the memory hides the dismissed step, not its ask after the Undo", () => {
    const store = new Map();
    const memory = coachMemory({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) });
    const m = model({ game: "chaos", deal: "abcd", seed: null, seat: "A1" });
    memory.dismiss(m, { n: 4, text: "Move" });
    expect(memory.hides(m, { n: 4, text: "Move" })).toBe(true);
    expect(memory.hides(m, { n: 4, text: "Move", done: "You took your move back.", again: 17 })).toBe(false);
  });

  it("forgets the later steps' Got it once a step is asked again (the course goes on from it)", () => {
    const store = new Map();
    const memory = coachMemory({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) });
    const m = model({ game: "chaos", deal: "abcd", seed: null, seat: "A1" });
    for (const n of [1, 2, 3]) memory.dismiss(m, { n });
    expect(memory.hides(m, { n: 2, again: 9, done: "You took your move back." })).toBe(false);
    expect(memory.hides(m, { n: 3 })).toBe(false);   // review 13: step 3 never came back after the Undo
    expect(memory.hides(m, { n: 1 })).toBe(true);    // an earlier step stays dismissed
  });
});
