// A coach built on a fake page for the tests (installFakeDocument first): its root, bar and canvas, the window stubbed
// with `win` (its size, scrollBy), and the coach's bubble and ring found by their classes.
import { vi } from "vitest";

/** Return {update, root, bar, bubble, ring} of a coach built on a fake page in a window `win` ({innerWidth, …}). */
export async function fakeCoach(win) {
  vi.stubGlobal("window", { scrollBy: () => {}, addEventListener: () => {},
                            getComputedStyle: () => ({ overflowY: "visible" }), ...win });
  const { buildCoach } = await import("./coach.js");
  const root = document.createElement("div");
  const bar = document.createElement("div");
  const canvas = document.createElement("canvas");
  root.append(bar, canvas);
  const update = buildCoach({ root, bar, canvas }, () => {});
  const find = (name) => root.childNodes.find((n) => n.className === name);
  return { update, root, bar, bubble: find("cw-coach"), ring: find("cw-coach-ring") };
}

/** Return a model of `game` in `lang` whose coach trait is `coach` (the Learn deal, seed 1). */
export const coachModel = (game, lang, coach) => ({ get: (k) => ({ game, lang, seed: 1, deal: "learn", seat: "p", coach })[k] });
/** Return the child of `bubble` of class `name`. */
export const part = (bubble, name) => bubble.childNodes.find((n) => n.className === name);
/** Return a bubble's Got it button. */
export const gotIt = (bubble) => part(part(bubble, "cw-coach-buttons"), "cw-coach-ok");

/** Return `wait(ms)`, moving on a clock (Date.now mocked) that starts at `now`. */
export function clock(now = 1_000_000) {
  vi.spyOn(Date, "now").mockImplementation(() => now);
  return (ms) => { now += ms; };
}
