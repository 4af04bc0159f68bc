// Round X, fixer X5 (make test's time): a browser test walks Learn to play at a quicker pace than a person's. It sets
// the bots' `delay_ms` in the page (as the bot-game tests do) and `window.__cwTestPace` (0.25: a quarter of a person's
// times), so the bots' wait for a "What just happened" note's reader (NOTE_READ_MS) shrinks with them: the walk keeps
// the race review 15 found (the bots play while a note is read) at a quarter of its wall time. A player's page never
// sets it: the wait stays NOTE_READ_MS.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach } from "./fake_coach.js";
import { autoplay } from "./autoplay.js";
import { NOTE_READ_MS } from "./coach.js";
import courses from "./round13q_marks.json";

useFakeDocument({ now: 5_000_000 });

/** Show Letter's "What just happened" note (zh-TW phone) with the opponent to act at `delay_ms`; return what the
 * opponent's bot sent after `ms`. */
async function sentAfter(ms, win = {}, delay = 700) {
  const { update } = await fakeCoach({ innerWidth: 390, innerHeight: 844, ...win });
  // a table that steps by itself (a designer's autoplay box): a player's Letter table waits for ▶ (review 28, letter_zh 1)
  const table = fakeModel({ game: "letter", seat: "p", autoplay: true, can_reveal: true, delay_ms: delay, step: 4,
                            view: { to_act: "opponent" } });
  const auto = autoplay(table, { autoplay: true, reading: () => update.reading() });
  update(coachModel("letter", "zh-TW", courses["letter zh-TW"][1]), { width: 390, height: 900, items: [] });
  auto.schedule();
  vi.advanceTimersByTime(ms);
  return table.sent;
}

describe("a browser test's pace: the bots' wait for a note's reader shrinks with it", () => {
  it("at __cwTestPace 0.25 the opponent plays once a quarter of NOTE_READ_MS (and its own delay) has passed", async () => {
    const quarter = NOTE_READ_MS / 4;
    expect(await sentAfter(quarter - 200, { __cwTestPace: 0.25 }, 175)).toEqual([]);   // still read
    expect(await sentAfter(quarter + 200, { __cwTestPace: 0.25 }, 175)).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });

  it("a player's page (no pace set) still waits NOTE_READ_MS for the reader", async () => {
    expect(await sentAfter(NOTE_READ_MS - 500)).toEqual([]);
    expect(await sentAfter(NOTE_READ_MS + 800)).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });
});
