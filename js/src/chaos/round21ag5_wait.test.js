// CHAOS, newcomer review 20 (chaos_en finding 5, 023-025; chaos_ja finding 9, 102): the bots played on while the reader
// read: a step already timed went out with the Rules open (the help's toggle comes after), a card's text opened while
// the bots played was closed by their next step, and the "⋯" menu (the language) was no pause. The page's own steps
// now wait while the Rules, a card's text or the "⋯" panel are open, and go on by themselves when they close.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel } from "../ui/fake_dom.js";
import { autoplay } from "../ui/autoplay.js";

beforeEach(() => { vi.useFakeTimers({ now: 1_000_000 }); });
afterEach(() => { vi.useRealTimers(); });

const table = () => fakeModel({ game: "chaos", seat: "A1", autoplay: true, delay_ms: 700, step: 7,
                                view: { to_act: "B2" } });

describe("round 21 AG5, finding 2: the bots wait while the reader reads", () => {
  it("a step timed before the Rules opened is not sent while they are open, and comes after they close", () => {
    const model = table();
    const ui = { selected: null };
    autoplay(model, ui).schedule();
    vi.advanceTimersByTime(300);
    ui.helpOpen = true;                 // opened; the help's toggle (which stops the timer) has not come yet
    vi.advanceTimersByTime(5000);
    expect(model.sent).toEqual([]);
    ui.helpOpen = false;
    vi.advanceTimersByTime(3000);
    expect(model.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });

  it("a card's text open holds the bots; closed, they go on by themselves", () => {
    const model = table();
    const ui = { selected: "zoom:hand:prank_moon" };
    autoplay(model, ui).schedule();
    vi.advanceTimersByTime(6000);
    expect(model.sent).toEqual([]);
    ui.selected = null;
    vi.advanceTimersByTime(3000);
    expect(model.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });

  it("the '⋯' panel (the language menu) open holds the bots", () => {
    const model = table();
    let open = true;
    const ui = { selected: null, barOpen: () => open };
    autoplay(model, ui).schedule();
    vi.advanceTimersByTime(6000);
    expect(model.sent).toEqual([]);
    open = false;
    vi.advanceTimersByTime(3000);
    expect(model.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });
});
