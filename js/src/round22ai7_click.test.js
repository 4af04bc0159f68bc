// Round AI, fixer AI7 (newcomer review 21, mythos_en finding 2: "Clicking 'Got it' sometimes also opened the card or
// term panel under the popup: Miss Greene's Home (007_step3, 008_step3b), Miskatonic University Commons (022_step7b),
// a 'location · gate' note (029_combat1)"). The note the reader was reading (006_step2b, top left) moved away by
// itself once the bots' wait for its reader ran out (NOTE_READ_MS), the next step's bubble elsewhere; the reader's
// click at the old Got it, many seconds later, landed on Bot 2's new story-deck card. Now the page's next click at a
// Got it's old place, within GOT_IT_LEFT_MS of the bubble moving away by itself, presses nothing (every game).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./ui/fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt } from "./ui/fake_coach.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

/** Return a window stand-in whose capture-phase click listeners `click(x, y)` runs: true when one stopped it. */
function clickingWindow() {
  const listeners = [];
  const win = { innerWidth: 1280, innerHeight: 800, setTimeout: () => 0,
                addEventListener: (type, fn, capture) => listeners.push({ type, fn, capture }),
                removeEventListener: (type, fn) => { const i = listeners.findIndex((l) => l.fn === fn); if (i >= 0) listeners.splice(i, 1); } };
  const click = (x, y, detail = 1) => {
    const event = { clientX: x, clientY: y, detail, stopped: false, preventDefault() {} };
    event.stopImmediatePropagation = () => { event.stopped = true; };
    for (const l of [...listeners]) if (l.type === "click" && l.capture) l.fn(event);
    return event.stopped;
  };
  return { win, click };
}

const NOTE = { title: "Learn to play", wait: true, done: "This is your current location, the top of your story deck." };
const STEP = { title: "Learn to play", n: 2, of: 7, step: "Step 2 of 7", id: "play card=7", target: { card: 7 },
               text: "Choose the ringed card." };
const scene = { width: 1200, height: 700, items: [
  { type: "mcard", id: "select:7", label: "hand-7", x: 900, y: 560, w: 85, h: 119 },
  { type: "mcard", id: "select:story-p1", x: 10, y: 90, w: 60, h: 85 } ] };
// after the bots' move: Bot 2's new card where the note lay (framed as the last move, which a bubble keeps off)
const played = { ...scene, items: [...scene.items, { type: "mcard", id: "select:story-p2", last: true, x: 440, y: 0, w: 400, h: 160 }] };

/** Give the fake bubble and its Got it the boxes a browser would: the bubble where its style puts it. */
function measure(bubble) {
  const box = () => ({ left: parseFloat(bubble.style.left) || 0, top: parseFloat(bubble.style.top) || 0, width: 320, height: 140 });
  bubble.getBoundingClientRect = box;
  const ok = gotIt(bubble);
  if (ok) ok.getBoundingClientRect = () => ({ left: box().left + 12, top: box().top + 100, width: 70, height: 28 });
}

describe("round 22 AI7, finding 4: a click meant for a Got it that moved away reaches nothing", () => {
  for (const game of ["mythos", "letter", "chaos"]) {
    it(`${game}: the note moves away as the bots play; the reader's click at its Got it 10 s later is stopped, once`, async () => {
      const wait = clock();
      const { win, click } = clickingWindow();
      const { update, bubble } = await fakeCoach(win);
      update(coachModel(game, "en", NOTE), scene);
      expect(bubble.hidden).toBe(false);
      measure(bubble);
      const ok = gotIt(bubble).getBoundingClientRect();
      wait(12000);
      update(coachModel(game, "en", STEP), played);   // the bots played: the next step's bubble, by its card
      measure(bubble);
      expect(Math.abs(bubble.getBoundingClientRect().left - (ok.left - 12)) + Math.abs(bubble.getBoundingClientRect().top
        - (ok.top - 100))).toBeGreaterThan(4);
      wait(10000);
      expect(click(ok.left + 30, ok.top + 14)).toBe(true);    // the Got it's old place: stopped
      expect(click(ok.left + 30, ok.top + 14)).toBe(false);   // the next click there is the reader's own
    });
  }

  it("a click elsewhere first ends the watch; a keyboard's click, or one on the ringed item or the bubble now, is never stopped", async () => {
    const { quietOnce } = await import("./ui/pointer.js");
    const { win, click } = clickingWindow();
    quietOnce({ left: 20, top: 120, width: 70, height: 28 }, win);
    expect(click(40, 130, 0)).toBe(false);
    expect(click(600, 400)).toBe(false);
    expect(click(40, 130)).toBe(false);
    quietOnce({ left: 20, top: 120, width: 70, height: 28 }, win, undefined, { left: 30, top: 110, width: 40, height: 40 });
    expect(click(40, 130)).toBe(false);   // on the item the coach rings now: the step's own move goes through
    quietOnce({ left: 20, top: 120, width: 70, height: 28 }, win, undefined, [null, { left: 0, top: 125, width: 320, height: 140 }]);
    expect(click(40, 130)).toBe(false);   // on the bubble now there (moved a few px): its own Got it goes through
  });
});
