// Round AY, newcomer review 32 (mythos_en), finding 5: one press of "Discard these 4" was four moves to the kernel,
// and Undo took back only the last card ("Discard (1 to go)", 172_click). Every move of the press says the step the
// press began at, so the kernel's one Undo takes the whole press back (tests/test_round33ay2_undo_press.py).
import { describe, expect, it } from "vitest";
import { sendMarked } from "./discard.js";

describe("Discard these N is one press", () => {
  it("sends each discard, and the Keep after them, with the step the press began at", () => {
    const sent = [];
    const ui = { marked: { insts: [4, 7, 9], then: "keep" } };
    sendMarked((m) => sent.push(m), 'acts:["discard card=4","discard card=7","discard card=9"]', 30, ui);
    expect(sent.map((m) => [m.id, m.step, m.press])).toEqual([
      ["discard card=4", 30, 30], ["discard card=7", 31, 30], ["discard card=9", 32, 30], ["keep", 33, 30]]);
    expect(ui.marked.insts).toEqual([]);
  });

  it("a single move is a press of its own", () => {
    const sent = [];
    sendMarked((m) => sent.push(m), 'acts:["discard card=4"]', 12, { marked: { insts: [4] } });
    expect(sent).toEqual([{ cmd: "act", id: "discard card=4", step: 12 }]);
  });
});
