// Round AK, fixer AK5 (newcomer review 22, Letter en finding 3, 005→006, and zh-TW finding 1, 005_tut4→006_tut5): in
// Learn to play "Got it" on the "What just happened" note also ran the opponent's turn (a few seconds later, while
// "Opponent plays ▶" showed), so the reader's press on that chip landed on the answer chip that took its place, and
// step 2 was answered unseen. One click does one thing: Got it only closes the bubble; in Letter's course the
// opponent's turn waits for its chip (urged, not "plays by itself"), and every step shows, in order.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";
import { autoplay, stepsBySelf, traitsOf } from "./autoplay.js";
import courses from "./round13q_marks.json";

useFakeDocument({ now: 5_000_000 });

const SCENE = { width: 800, height: 600, items: [] };

/** A Letter course page: the coach, the page's autoplay and its model; `show(mark, toAct)` brings the next mark. */
async function coursePage(win, game = "letter") {
  const { update, bubble } = await fakeCoach(win);
  const table = fakeModel({ game, seat: "p", autoplay: true, delay_ms: 700, step: 1, view: { to_act: "p" } });
  const ui = { reading: () => update.reading() };
  ui.reading.holds = () => update.reading.holds?.();
  const auto = autoplay(table, ui);
  const show = (mark, toAct) => {
    table.set("step", table.get("step") + 1);
    table.set("view", { to_act: toAct });
    update(coachModel(game, "en", mark), SCENE);
    auto.schedule();
  };
  const head = () => (bubble.hidden ? "" : part(bubble, "cw-coach-head").textContent);
  return { bubble, table, ui, auto, show, head };
}

describe("Letter course: one click does one thing, no step skipped", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: Got it, Opponent plays ▶, step 2, … in order`, async () => {
      const { bubble, table, ui, auto, show, head } = await coursePage(win);
      const marks = courses["letter zh-TW"];
      const heads = [];
      show(marks[0], "p");
      heads.push(head());
      show(marks[1], "opponent");   // step 1 played: its note, the opponent to act
      vi.advanceTimersByTime(3000);  // the note is read
      gotIt(bubble).fire("click");
      auto.schedule();               // index.js: the coach's onClose refreshes the page's autoplay
      expect(bubble.hidden).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(table.sent).toEqual([]);                            // Got it only closed the note
      expect(stepsBySelf(traitsOf(table), ui)).toBe(false);      // its chip waits for the reader, urged
      auto.now();                                                 // the reader's "Opponent plays ▶"
      expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
      show(marks[2], "p");
      heads.push(head());
      show(marks[3], "p");
      heads.push(head());
      show(marks[4], "opponent");
      vi.advanceTimersByTime(60_000);                             // the note unread for a minute: still waits
      expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
      show(marks[5], "p");
      heads.push(head());
      expect(heads).toEqual(["Learn to play · Step 1 of 5", "Learn to play · Step 2 of 5",
                             "Learn to play · Step 3 of 5", "Learn to play · Step 4 of 5"]);
    });
  }

  it("the held turn's chip is what the coach rings, with the note and after its Got it", async () => {
    const { update, bubble, ring } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const chip = { id: "cmd:bot_step", type: "chip", text: "Opponent plays ▶", x: 40, y: 470, w: 160, h: 28 };
    const scene = { width: 800, height: 600, items: [chip] };
    const note = courses["letter zh-TW"][1];
    update(coachModel("letter", "en", note), scene);
    expect(bubble.dataset.target).toBe("cmd:bot_step");
    expect(ring.hidden).toBe(false);
    vi.advanceTimersByTime(3000);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
    expect(ring.hidden).toBe(false);   // the ring stays on "Opponent plays ▶": the one thing to press
    update(coachModel("chaos", "en", note), scene);
    expect(bubble.dataset.target).not.toBe("cmd:bot_step");   // other games' notes ring nothing
  });

  it("after the course (no note: a moment or the game on its own) the opponent waits for the reader's ▶", async () => {
    // a player's Letter table never plays the opponent on a timer (review 28, letter_zh 1: it had played on, at its
    // own pace, while the reader looked): ▶ plays it
    const { table, auto, show } = await coursePage({ innerWidth: 1280, innerHeight: 800 });
    show(courses["letter zh-TW"].at(-1), "opponent");
    vi.advanceTimersByTime(5_000);
    expect(table.sent).toEqual([]);
  });

  it("other games' courses keep their bots' pace after Got it (CHAOS's many bot steps)", async () => {
    const { bubble, table, auto, show } = await coursePage({ innerWidth: 1280, innerHeight: 800 }, "chaos");
    show(courses["chaos ja"].find((m) => m.wait), "B1");
    vi.advanceTimersByTime(3000);
    gotIt(bubble).fire("click");
    auto.schedule();
    vi.advanceTimersByTime(20_000);
    expect(table.sent.length).toBeGreaterThan(0);
  });
});
