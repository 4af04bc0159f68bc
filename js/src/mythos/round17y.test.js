// Newcomer review 17 (Mythos en desk 1280×800, mouse). Finding 1: "Got it" clicked through to the card underneath —
// the reader closed a "What just happened" bubble with its Got it and the bot's story-deck card under it opened too
// (twice: a second click of a double-click, or the click after a dead-looking first one). A mouse's click that
// closes a bubble must press nothing on the table for a moment, as a finger's tap already did; a key's does not.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "../ui/fake_coach.js";
import { GHOST_MS } from "../ui/pointer.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

const note = { title: "Learn to play", step: "What just happened", moment: "bot_story", text: "The bot played." };
/** Press a bubble's Got it as a device would: its pointerdown (none for a key), then its click (detail 0 for a key). */
function press(button, pointerType) {
  if (pointerType) for (const fn of button.listeners.pointerdown ?? []) fn({ type: "pointerdown", pointerType });
  for (const fn of button.listeners.click ?? []) fn({ type: "click", detail: pointerType ? 1 : 0, target: button });
}

describe("finding 1: a mouse's Got it presses nothing under the bubble", () => {
  it("the canvas presses nothing for GHOST_MS after a mouse closed the bubble", async () => {
    const wait = clock(3_000_000);
    const coach = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const canvas = coach.root.childNodes.find((n) => n.tagName === "CANVAS");
    coach.update(coachModel("mythos", "en", note), { width: 1000, height: 800, items: [] });
    wait(2000);
    press(gotIt(coach.bubble), "mouse");
    expect(coach.bubble.hidden).toBe(true);
    expect(Number(canvas.dataset.quietUntil ?? 0)).toBeGreaterThanOrEqual(Date.now() + GHOST_MS);
  });

  it("a key's Got it (no place on the table) leaves the canvas as it was", async () => {
    const wait = clock(3_000_000);
    const coach = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const canvas = coach.root.childNodes.find((n) => n.tagName === "CANVAS");
    coach.update(coachModel("mythos", "en", note), { width: 1000, height: 800, items: [] });
    wait(2000);
    press(gotIt(coach.bubble), null);
    expect(coach.bubble.hidden).toBe(true);
    expect(Number(canvas.dataset.quietUntil ?? 0)).toBeLessThan(Date.now());
  });
});
