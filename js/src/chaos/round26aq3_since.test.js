// CHAOS, round AQ (fixer AQ3), newcomer review 25, chaos_en 3 (061): one event told three times, "A2 plants temporary
// bombs at h6, h4" twice in the "Since your last turn" box and again in a yellow callout (the reader's turn heading
// toasted with its "Since your last turn: …" note) beside it. An event is one row of the box, and a desk that shows
// the box toasts no summary of it.
import { describe, expect, it } from "vitest";
import { sinceBox } from "../ui/story.js";
import { newToasts } from "../ui/toast.js";

const PLANT = { text: "Your partner A2 plants temporary bombs at h6, h4.", big: 1, news: "board",
                note: "These bombs hurt every patient, your team's too." };
const LINES = [
  { text: "Round 5: your turn.", round: "Round 5", turn: 1, you: 1 },
  { text: "You move to a6.", you: 1 },
  { text: "Round 5: your partner A2's turn.", turn: 1 },
  { ...PLANT },
  { ...PLANT },
  { text: "The turn order is reversed by Bot B2.", big: 1 },
  { text: "Round 6: your turn.", round: "Round 6", turn: 1, you: 1, big: 1,
    note: "Since your last turn: Your partner A2 plants temporary bombs at h6, h4." },
  { text: "Reversed: you open this round." },   // 061: a line after the heading, the newest (toldAlready's)
];

describe("review 25, chaos_en 3: one event, told once beside the table", () => {
  it("the box lists two lines of the same words once", () => {
    const box = sinceBox(LINES);
    const texts = box.lines.map((l) => l.text);
    expect(texts.filter((t) => t === PLANT.text)).toHaveLength(1);
    expect(texts).toContain("The turn order is reversed by Bot B2.");
  });
  it("a desk showing the box toasts not the turn heading that sums it up; a phone, without the box beside, does", () => {
    const digest = LINES.slice(3, 6);   // the box's lines, and the newest line
    const desk = newToasts(LINES, 3, true, [...digest, LINES.at(-1)], false).map((t) => t.text);
    expect(desk).not.toContain("Round 6: your turn.");
    const phone = newToasts(LINES, 3, true, [], true).map((t) => t.text);
    expect(phone).toContain("Round 6: your turn.");
  });
});
