// Round AE, fixer AE2 (newcomer review 19, Letter en finding 3/5, 005→006): in Learn to play, "Got it" on the "What
// just happened" note also ran the opponent's turn before the reader pressed "Opponent plays ▶". Got it only closes the
// bubble: the opponent plays at its own pace a while later (AFTER_NOTE_MS), or at once when the reader presses the chip.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach, gotIt } from "./fake_coach.js";
import { autoplay } from "./autoplay.js";
import { AFTER_NOTE_MS } from "./coach.js";
import courses from "./round13q_marks.json";

useFakeDocument({ now: 5_000_000 });

/** Show Letter's "What just happened" note (desk or phone), the opponent to act; return {bubble, table, auto}. */
async function noteShown(win) {
  const { update, bubble } = await fakeCoach(win);
  const table = fakeModel({ game: "letter", seat: "p", autoplay: true, delay_ms: 700, step: 4,
                            view: { to_act: "opponent" } });
  const auto = autoplay(table, { reading: update.reading });   // as index.js wires it (its holds too: round AK)
  update(coachModel("letter", "en", courses["letter zh-TW"][1]), { width: 800, height: 600, items: [] });
  auto.schedule();
  vi.advanceTimersByTime(3000);   // the note is read
  return { bubble, table, auto };
}

describe("Letter en finding 5: the note's Got it only closes the bubble", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    // round AK (newcomer review 22, Letter en finding 3): "at its own pace later" still read as Got it running the
    // opponent's turn, and the reader's tap on the chip hit the answer chip that came in its place: in Letter's course
    // the opponent's turn now waits for its chip (js/src/ui/round23ak5_course.test.js)
    it(`${win.innerWidth}: the opponent does not play on the press, nor later: it waits for its chip`, async () => {
      const { bubble, table, auto } = await noteShown(win);
      gotIt(bubble).fire("click");
      auto.schedule();                  // index.js: the coach's onClose refreshes the page's autoplay
      expect(bubble.hidden).toBe(true);
      vi.advanceTimersByTime(1500);     // the old page had the opponent play ~1 s after the press
      expect(table.sent).toEqual([]);
      vi.advanceTimersByTime(AFTER_NOTE_MS + 1000);
      expect(table.sent).toEqual([]);
      auto.now();
      expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
    });
  }

  it("the reader's 'Opponent plays ▶' after Got it plays at once", async () => {
    const { bubble, table, auto } = await noteShown({ innerWidth: 1280, innerHeight: 800 });
    gotIt(bubble).fire("click");
    auto.schedule();
    vi.advanceTimersByTime(300);
    auto.now();
    expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });
});
