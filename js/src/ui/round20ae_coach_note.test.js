// Round AE, fixer AE2 (newcomer review 19, Letter en finding 3/5, 005→006): in Learn to play, "Got it" on the "What
// just happened" note also ran the opponent's turn before the reader pressed "Opponent plays ▶". Got it only closes the
// bubble: the opponent plays at its own pace a while later (AFTER_NOTE_MS), or at once when the reader presses the chip.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach, gotIt } from "./fake_coach.js";
import { autoplay } from "./autoplay.js";
import { AFTER_NOTE_MS } from "./coach.js";
import courses from "./round13q_marks.json";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
  vi.useFakeTimers({ now: 5_000_000 });
});
afterEach(() => {
  restore();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Show Letter's "What just happened" note (desk or phone), the opponent to act; return {bubble, table, auto}. */
async function noteShown(win) {
  const { update, bubble } = await fakeCoach(win);
  const table = fakeModel({ game: "letter", seat: "p", autoplay: true, delay_ms: 700, step: 4,
                            view: { to_act: "opponent" } });
  const auto = autoplay(table, { reading: () => update.reading() });
  update(coachModel("letter", "en", courses["letter zh-TW"][1]), { width: 800, height: 600, items: [] });
  auto.schedule();
  vi.advanceTimersByTime(3000);   // the note is read
  return { bubble, table, auto };
}

describe("Letter en finding 5: the note's Got it only closes the bubble", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: the opponent does not play on the press; it plays at its own pace later`, async () => {
      const { bubble, table, auto } = await noteShown(win);
      gotIt(bubble).fire("click");
      auto.schedule();                  // index.js: the coach's onClose refreshes the page's autoplay
      expect(bubble.hidden).toBe(true);
      vi.advanceTimersByTime(1500);     // the old page had the opponent play ~1 s after the press
      expect(table.sent).toEqual([]);
      vi.advanceTimersByTime(AFTER_NOTE_MS + 1000);
      expect(table.sent).toEqual([{ cmd: "bot_step" }]);
    });
  }

  it("the reader's 'Opponent plays ▶' after Got it plays at once", async () => {
    const { bubble, table, auto } = await noteShown({ innerWidth: 1280, innerHeight: 800 });
    gotIt(bubble).fire("click");
    auto.schedule();
    vi.advanceTimersByTime(300);
    auto.now();
    expect(table.sent).toEqual([{ cmd: "bot_step" }]);
  });
});
