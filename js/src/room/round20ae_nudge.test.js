// Round AE (newcomer review 19, room finding 2): "'A1 正在选择… 3:53' just keeps counting. I did not know whether A1
// had left." The turn line says whether the person waited on is connected, left (and how long ago) or has not joined;
// after a minute the other seats get "Nudge A1" (once a minute); the nudged page beeps and blinks its tab.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { turnText } from "./client.js";
import { canNudge, nudgeButton, nudged } from "./nudge.js";

const seats = { A1: { human: true, connected: true, left: null }, B1: { human: true, connected: true, left: null },
                B2: { human: false, bot: "heuristic", connected: true } };
const at = (msg) => ({ to_act: "B1", seats, waited: 65, seen: 1_000_000, ...msg });
const say = (msg, lang = "en") => turnText(msg, "A1", lang, "chaos", (s) => s, 1_000_000);

describe("the turn line says whether the person waited on is there (review 19, room finding 2)", () => {
  it("connected, left how long ago, or not joined yet", () => {
    expect(say(at())).toBe("B1 (a person) is connected · has been choosing for 1 min");   // words since round AI
    const left = { ...seats, B1: { human: true, connected: false, left: 125 } };
    expect(say(at({ seats: left }))).toBe("B1 (a person) left the room 2 min ago · waiting for 1 min");
    const never = { ...seats, B1: { human: true, connected: false, left: null } };
    expect(say(at({ seats: never }))).toBe("B1 (a person) has not joined yet · waiting for 1 min");
    expect(say(at({ to_act: "B2", waited: 7 }))).toBe("B2 (bot) has been choosing for 7 s");   // a bot is always there; 7: no clock under 5 s (AQ8)
  });

  it("in every language the rooms offer, with no English word", () => {
    const left = { ...seats, B1: { human: true, connected: false, left: 125 } };
    for (const lang of ["ja", "zh", "zh-TW"]) {
      for (const msg of [at(), at({ seats: left })]) {
        const text = say(msg, lang);
        expect(text).toMatch(/1 分/);
        expect(text.replace(/B1/g, "")).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });
});

describe("Nudge: after a minute, once a minute, for the others only", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => { restore(); vi.useRealTimers(); });

  it("is offered to another seat after 60 s on a connected person, never to a spectator, the seat itself or a bot", () => {
    expect(canNudge(at(), "A1", 1_000_000)).toBe(true);
    expect(canNudge(at({ waited: 30 }), "A1", 1_000_000)).toBe(false);
    expect(canNudge(at({ waited: 30 }), "A1", 1_031_000)).toBe(true);   // the wait counts on
    expect(canNudge(at(), null, 1_000_000)).toBe(false);
    expect(canNudge(at(), "B1", 1_000_000)).toBe(false);
    expect(canNudge(at({ to_act: "B2" }), "A1", 1_000_000)).toBe(false);
    expect(canNudge(at({ result: {} }), "A1", 1_000_000)).toBe(false);
    const left = { ...seats, B1: { human: true, connected: false, left: 5 } };
    expect(canNudge(at({ seats: left }), "A1", 1_000_000)).toBe(false);   // nobody there to hear it
  });

  it("the button sends a bare nudge, then rests a minute", () => {
    const host = document.createElement("span");
    const sent = [];
    const button = nudgeButton(host, { send: (m) => { sent.push(m); return true; },
                                       wordsOf: (k, v) => `${k}:${v?.seat ?? ""}`, clock: () => 1_000_000 });
    button.show(at(), "A1", (s) => s, 1_000_000);
    expect(button.el.hidden).toBe(false);
    expect(button.el.textContent).toBe("nudge:B1");
    button.el.fire("click");
    expect(sent).toEqual([{ type: "nudge" }]);
    button.show(at(), "A1", (s) => s, 1_030_000);
    expect(button.el.disabled).toBe(true);
    expect(button.el.textContent).toBe("nudged:B1");
    button.show(at(), "A1", (s) => s, 1_061_000);
    expect(button.el.disabled).toBe(false);
    button.show(at({ to_act: "A1" }), "A1", (s) => s, 1_061_000);
    expect(button.el.hidden).toBe(true);
  });

  it("the nudged page blinks its tab title, then gives it back", () => {
    vi.useFakeTimers();
    const doc = { title: "CHAOS Table 1" };
    nudged(doc, "⏰ Your turn");
    expect(doc.title).toBe("⏰ Your turn");
    vi.advanceTimersByTime(700);
    expect(doc.title).toBe("CHAOS Table 1");
    vi.advanceTimersByTime(20_000);
    expect(doc.title).toBe("CHAOS Table 1");
  });
});
