// Review 38, room_en 2 (shots 289, 291, 292): "★ CHAOS · Lesson 2" opened with no lesson card, only a "Choose this"
// tag: lesson 1's Got it carried over (both lessons deal seed 1 to A1, so the coach's "Got it" memory of the tab,
// kept per game, deal, seed and seat, hid lesson 2's step 1). A course started afresh forgets that memory; a reload
// (its course resumed) keeps it.
import { describe, expect, it } from "vitest";
import { forgetCoach } from "./course_page.js";

const store = (held) => ({
  get length() { return Object.keys(held).length; },
  key: (i) => Object.keys(held)[i] ?? null,
  getItem: (k) => held[k] ?? null,
  setItem: (k, v) => { held[k] = String(v); },
  removeItem: (k) => { delete held[k]; },
});

describe("round41gg3: each lesson opens with its first step card (review 38, room_en 2)", () => {
  it("a fresh CHAOS course forgets the tab's CHAOS Got it marks, and nothing else", () => {
    const held = { "cw-coach|chaos|c7acfa43|1|A1": JSON.stringify(["step:1", "step:2"]),
                   "cw-coach|letter|d1|3|player": JSON.stringify(["step:1"]),
                   "cthulhu-course:chaos:1:en": JSON.stringify({ course: "c1", token: "t" }) };
    forgetCoach("chaos", store(held));
    expect(Object.keys(held).sort()).toEqual(["cthulhu-course:chaos:1:en", "cw-coach|letter|d1|3|player"]);
  });

  it("with no store (a sandboxed frame) it does nothing", () => {
    expect(() => forgetCoach("chaos", null)).not.toThrow();
  });
});

describe("round41gg3: the course page says it is dealing (review 38, room_en 3)", () => {
  it("shows a loading line in the address's language until the course is drawn", async () => {
    const { loadingLine } = await import("./course_page.js");
    expect(loadingLine("en")).toBe("Dealing the lesson…");
    expect(loadingLine("zh")).toMatch(/发牌/);
    expect(loadingLine("zh-TW")).toMatch(/發牌/);
    expect(loadingLine("ja")).toMatch(/レッスン/);
    expect(loadingLine("xx")).toBe("Dealing the lesson…");
  });
});
