import { describe, expect, it } from "vitest";
import { ENDING_WORDS, endingPanel, endingWords, nextReplay } from "./ending.js";
import { bubblePlace, coachItem, coachLines } from "./coach.js";

const BANNER = { title: "Cthulhu wins", text: "You lost.", win: false, moment: "What decided it: the check.",
                 rows: [["Clues left on Cthulhu", 2], ["Cards left in the deck", 0]] };

describe("the ending panel (issue 23: game end)", () => {
  it("shows the decisive moment, the breakdown and Play again / Watch the replay at the end", () => {
    const panel = endingPanel(BANNER, {}, ENDING_WORDS.en);
    expect(panel.mode).toBe("end");
    expect(panel.moment).toBe(BANNER.moment);
    expect(panel.rows).toHaveLength(2);
    expect(panel.buttons.map((b) => b.cmd)).toEqual([{ cmd: "restart" }, { cmd: "replay", index: 0 }, undefined]);
  });
  it("at a room's shared table shows the result without dealing or replaying", () => {
    expect(endingPanel(BANNER, undefined, ENDING_WORDS.en, false, false).buttons.map((b) => b.key)).toEqual(["hide"]);
  });
  it("shows nothing while the game runs, and a replay's step with a way back", () => {
    expect(endingPanel({}, {}, ENDING_WORDS.en).mode).toBe("none");
    const panel = endingPanel(BANNER, { step: 3, of: 20, view: {}, log: ["a"] }, ENDING_WORDS.en);
    expect(panel.mode).toBe("replay");
    expect(panel.step).toBe("Replay: step 3 of 20");
    expect(panel.buttons[0].cmd).toEqual({ cmd: "replay", index: null });
  });
  it("paces the replay one step at a time and stops at its last", () => {
    expect(nextReplay({ step: 3, of: 20 })).toEqual({ cmd: "replay", index: 4 });
    expect(nextReplay({ step: 20, of: 20 })).toBeNull();
    expect(nextReplay({})).toBeNull();
  });
  it("speaks the page language: Traditional Chinese at Letter, Simplified at CHAOS, English for Mythos in zh", () => {
    expect(endingWords("zh", "letter")).toBe(ENDING_WORDS["zh-TW"]);
    expect(endingWords("zh", "chaos")).toEqual({ ...ENDING_WORDS["zh-CN"], try_easy: ENDING_WORDS["zh-CN"].try_easy_chaos });
    expect(endingWords("zh", "mythos")).toBe(ENDING_WORDS.en);
    expect(endingWords("ja", "mythos")).toBe(ENDING_WORDS.ja);
    for (const words of Object.values(ENDING_WORDS)) expect(Object.keys(words)).toEqual(Object.keys(ENDING_WORDS.en));
  });
});

describe("coach marks (issue 23: a first game that teaches)", () => {
  const scene = { width: 800, items: [
    { id: "select:0", x: 10, y: 300, w: 80, h: 120 },
    { id: "act:play card=a compare=hand", x: 200, y: 200, w: 120, h: 30 },
    { id: "select:sprint_moon", x: 400, y: 300, w: 60, h: 90 },
    { id: "select:hand:12", x: 500, y: 300, w: 60, h: 90 },
  ] };
  it("points at the item that plays the move, else the card that opens it", () => {
    expect(coachItem(scene, { id: "play card=a compare=hand", target: { index: 0 } }).id)
      .toBe("act:play card=a compare=hand");
    expect(coachItem(scene, { id: "play card=b", target: { zone: "hand", index: 0 } }).id).toBe("select:0");
    expect(coachItem(scene, { id: "combo", target: { card: "sprint_moon" } }).id).toBe("select:sprint_moon");
    expect(coachItem(scene, { id: "play card=12", target: { card: 12 } }).id).toBe("select:hand:12");
    expect(coachItem(scene, { id: "play card=2", target: { card: 2 } })).toBeNull();
    expect(coachItem(scene, {})).toBeNull();
  });
  it("says the step, what just happened and what to click; then on your own; nothing after", () => {
    const w = ENDING_WORDS.en;
    expect(coachLines({ title: "Learn", step: "Step 2 of 3", done: "Moved.", text: "Click." }, w))
      .toEqual({ head: "Learn · Step 2 of 3", done: "Moved.", text: "Click." });
    expect(coachLines({ title: "Learn", free: "Go.", done: "" }, w).text).toBe("Go.");
    expect(coachLines({ title: "Learn", wait: 1, done: "" }, w)).toBeNull();
    expect(coachLines({}, w)).toBeNull();
  });
  it("puts the bubble beside its item, never over it", () => {
    const area = { left: 0, top: 0, w: 1280, h: 600 };
    const right = bubblePlace({ x: 40, y: 150, w: 90, h: 130 }, { w: 320, h: 150 }, area);
    expect(right.x).toBeGreaterThanOrEqual(130);
    const hand = bubblePlace({ x: 40, y: 450, w: 90, h: 130 }, { w: 320, h: 150 }, area);
    expect(hand.y + 150).toBeLessThanOrEqual(450);
    const phone = bubblePlace({ x: 150, y: 300, w: 90, h: 60 }, { w: 320, h: 150 }, { ...area, w: 390 });
    expect(phone.y >= 360 || phone.y + 150 <= 300).toBe(true);
  });
});
