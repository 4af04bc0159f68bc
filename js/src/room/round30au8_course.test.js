// Review 29, room_en 2: the tip offered the course while it was already the reader's turn (003), and the other human
// waited ~5 min in silence. The tip offers it only while the seat is not to act (its place kept), the page tells the
// server when its course sheet opens and closes, and the others read "B1 is in the course" on the turn line and chip.
// Review 29, room_en 6: "choosing for 12 s this turn" read as a countdown; it counts up.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { turnText } from "./client.js";
import { firstTip } from "./first_tip.js";
import { closeSheet, onSheet, openSheet, sheetOpen } from "./learn_sheet.js";

useFakeDocument();
const answer = (ok) => async () => ({ ok });
const settle = () => new Promise((r) => setTimeout(r, 0));
const seats = (course = false) => ({ A1: { human: true, connected: true, left: null },
                                     B1: { human: true, connected: true, left: null, course } });
const say = (m, lang = "en") => turnText({ seats: seats(m.course), waited: 12, seen: 0, ...m }, "A1", lang, "chaos",
                                         (s) => s, 0);

describe("the course is offered only while the seat waits (review 29, room_en 2)", () => {
  it("with another person, the tip's course link is out of sight at the seat's own turn, its place kept", async () => {
    document.body = document.createElement("body");
    const tip = firstTip(document.createElement("div"), { storage: null, prefix: "/r/rooms", fetchImpl: answer(true) });
    tip.show({ round: 1, max_rounds: 12, to_act: "A1", seats: seats() }, "en", "chaos", "A1");
    await settle();
    const line = tip.learnLine;
    expect(line.style.visibility).toBe("hidden");
    expect(line.hidden).not.toBe(true);   // its place kept: the tip's lines do not rewrap
    tip.show({ round: 1, max_rounds: 12, to_act: "A2", seats: seats() }, "en", "chaos", "A1");
    expect(line.style.visibility).toBe("visible");
    const bots = { A1: { human: true, connected: true }, B1: { human: false, bot: "heuristic", connected: true } };
    tip.show({ round: 1, max_rounds: 12, to_act: "A1", seats: bots }, "en", "chaos", "A1");
    expect(line.style.visibility).toBe("visible");   // only bots: nobody waits for the course
  });

  it("the sheet tells its listeners when it opens and closes", () => {
    document.body = document.createElement("body");
    const heard = [];
    onSheet((on) => heard.push(on));
    openSheet("/r/rooms/learn/chaos.html?learn=1&lang=en", "en");
    closeSheet();
    expect(heard).toEqual([true, false]);
  });

  it("a listener stopped hears nothing more, and the sheet says whether it is open (a room unmounted or rejoined)", () => {
    document.body = document.createElement("body");
    const heard = [];
    const off = onSheet((on) => heard.push(on));
    openSheet("/r/rooms/learn/chaos.html?learn=1&lang=en", "en");
    expect(sheetOpen()).toBe(true);
    off();
    closeSheet();
    expect(sheetOpen()).toBe(false);
    expect(heard).toEqual([true]);
    // a room gone from the page (`alive` false) is not told, and its listener goes
    let alive = true;
    const gone = [];
    onSheet((on) => gone.push(on), () => alive);
    openSheet("/r/rooms/learn/chaos.html?learn=1&lang=en", "en");
    alive = false;
    closeSheet();
    alive = true;
    openSheet("/r/rooms/learn/chaos.html?learn=1&lang=en", "en");
    expect(gone).toEqual([true]);
  });

  it("the others read that the seat is in the course, in every language", () => {
    expect(say({ to_act: "B1", course: true })).toBe("B1 (a person) is in the solo course · waiting for 12 s");
    expect(say({ to_act: "B1", course: true }, "zh")).toContain("教程");
    expect(say({ to_act: "B1", course: true }, "zh-TW")).toContain("教學");
    expect(say({ to_act: "B1", course: true }, "ja")).toContain("練習");
  });
});

describe("the wait counts up and says so (review 29, room_en 6)", () => {
  it("has been choosing", () => {
    expect(say({ to_act: "B1" })).toBe("B1 (a person) is connected · has been choosing for 12 s");
    expect(say({ to_act: "B1" }, "zh")).toContain("已思考 12 秒");
  });
});
