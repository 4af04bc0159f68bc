// Review 33, room_en 10 (013): in the CHAOS course, after Got it on "What just happened" the page read "Waiting for A2"
// with "A2 plays ▶" and nothing moved for 3 s (the bots waited AFTER_NOTE_MS, a wait made for Letter, whose course now
// holds its opponent for the chip anyway). Once the reader closed the note, CHAOS's bots play at the table's own pace;
// while the note is open they still wait for it to be read.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach, gotIt } from "./fake_coach.js";
import { autoplay, paceFactor } from "./autoplay.js";
import courses from "./round13q_marks.json";

useFakeDocument({ now: 5_000_000 });

describe("the CHAOS course's bots play on at the table's pace after Got it (review 33, room_en 10)", () => {
  it("A2's first step comes one turn's pace after Got it, none while the note is open", async () => {
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const table = fakeModel({ game: "chaos", seat: "A1", autoplay: true, delay_ms: 700, step: 4,
                              view: { to_act: "A2" }, log_lines: [] });
    const auto = autoplay(table, { reading: update.reading });
    update(coachModel("chaos", "ja", courses["chaos ja"][4]), { width: 800, height: 600, items: [] });
    auto.schedule();
    vi.advanceTimersByTime(3000);
    expect(table.sent).toEqual([]);   // the note is being read: the bots wait
    gotIt(bubble).fire("click");
    auto.schedule();                  // index.js: the coach's onClose refreshes the page's autoplay
    vi.advanceTimersByTime(Math.round(700 * paceFactor("chaos", { turn: true })) + 100);
    expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step", step: 4 })]);
  });
});
