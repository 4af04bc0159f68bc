// Round AS, fixer AS3 (review 27, chaos_en 1, its worst): the bots ran ahead (five seats' turns while the reader looked
// at one screenshot; one "Bot plays ▶" press did one step at one time and the whole way to the reader's turn at
// another). The rule now, for CHAOS: the page plays one seat's turn at a time, each step drawn before the next
// (~1 s), and waits ~2.5 s before the next seat's first step; a press on ▶ plays the rest of this seat's turn, one
// step at a time (never two bot_steps for one step), and no further: the next seat waits its own pace.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel } from "./fake_dom.js";
import { autoplay, pacer } from "./autoplay.js";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

/** A CHAOS table at step 10 with bot `toAct` to play, the reader A1, the app's pace. */
function chaosTable(toAct = "B1") {
  return fakeModel({ game: "chaos", seat: "A1", autoplay: true, delay_ms: 700, step: 10, mode: "play",
                     view: { to_act: toAct }, log_lines: [] });
}

/** The kernel's answer to the last bot_step: the next step, `toAct` to play; the page schedules again. */
function answer(table, auto, toAct) {
  table.set("step", table.get("step") + 1);
  table.set("view", { to_act: toAct });
  table.set("log_lines", [{ text: `${toAct} moves` }]);
  auto.schedule();
}

describe("CHAOS pace: one seat at a time, each move drawn before the next", () => {
  it("waits about 1 s between a seat's steps and 2.5 s before the next seat's first step", () => {
    const traits = { game: "chaos", delay_ms: 700, step: 1, view: { to_act: "B1" }, log_lines: [] };
    const pace = pacer({ get: (k) => traits[k] });
    pace();
    Object.assign(traits, { step: 2, log_lines: [{ text: "B1 moves" }] });
    expect(pace()).toBeGreaterThanOrEqual(950);     // B1 goes on: its step drawn and seen
    Object.assign(traits, { step: 3, view: { to_act: "B2" }, log_lines: [{ text: "B1 draws" }] });
    expect(pace()).toBeGreaterThanOrEqual(2400);    // B2's turn: named, and a beat before it moves
  });

  it("a press on ▶ plays the rest of this seat's turn, one step at a time, and stops at the next seat", () => {
    const table = chaosTable("B1");
    const auto = autoplay(table, {});
    auto.now();                                      // the reader's ▶ while B1 plays
    expect(table.sent).toEqual([{ cmd: "bot_step", step: 10 }]);
    answer(table, auto, "B1");                       // B1 still to play: its next step comes soon
    vi.advanceTimersByTime(500);
    expect(table.sent).toEqual([{ cmd: "bot_step", step: 10 }, { cmd: "bot_step", step: 11 }]);
    answer(table, auto, "B2");                       // B1's turn over: B2 waits its own pace, not the press's
    vi.advanceTimersByTime(2000);
    expect(table.sent.length).toBe(2);
    vi.advanceTimersByTime(600);
    expect(table.sent.at(-1)).toEqual({ cmd: "bot_step", step: 12 });
    answer(table, auto, "B2");                       // B2's next step at the seat's pace, not rushed
    vi.advanceTimersByTime(500);
    expect(table.sent.length).toBe(3);
  });

  it("a press stops hurrying at the reader's own turn, even when the same seat plays next after it", () => {
    const table = chaosTable("B1");
    const auto = autoplay(table, {});
    auto.now();
    answer(table, auto, "A1");                       // the reader's turn: the page waits for it
    answer(table, auto, "B1");                       // its move made, B1 again (a reversed order)
    answer(table, auto, "B1");
    vi.advanceTimersByTime(500);
    expect(table.sent.length).toBe(1);               // B1's steps at the seat's pace, not the old press's
  });
});
