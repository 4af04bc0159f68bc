// Newcomer review 8 (issue 23 round L), finding 2: after "Got it" on a step the ring on the suggested card went with
// the bubble, and every playable card glowed alike: "choose the ringed card" no longer found its card.
import { describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, fakeCoach } from "./fake_coach.js";

/** Return a coach on a fake 1280×800 page. */
const table = () => fakeCoach({ innerWidth: 1280, innerHeight: 800 });

const card = { id: "act:play card=31", type: "card", x: 100, y: 500, w: 60, h: 90 };
const other = { id: "act:play card=24", type: "card", x: 170, y: 500, w: 60, h: 90 };
const scene = { width: 1280, height: 800, items: [card, other] };
const step = (n, id) => ({ title: "Learn to play", n, of: 7, step: `Step ${n} of 7`, text: "Choose the ringed card.",
                           id });
const model = (coach, seed = 81) => ({ get: (k) => ({ lang: "en", game: "mythos", seed, seat: "p0", coach })[k] });

describe("the ring after Got it (review 8 finding 2)", () => {
  it("stays on the step's card while the bubble is gone, until the step changes", async () => {
    const restore = installFakeDocument();
    try {
      const { update, bubble, ring } = await table();
      const wait = clock();
      const m = model(step(4, "play card=31"));
      update(m, scene);
      expect(ring.hidden).toBe(false);
      wait(700);   // read a moment: a bubble just shown takes no tap (review 17 round Z, finding 3)
      bubble.childNodes.find((n) => n.className === "cw-coach-buttons").childNodes[0].fire("click");
      expect(bubble.hidden).toBe(true);
      expect(ring.hidden).toBe(false);
      expect(ring.style.left).toBe(`${100 - 4}px`);
      update(m, scene);                                     // a redraw: still ringed
      expect(ring.hidden).toBe(false);
      update(model({ title: "Learn to play", done: "Your artifact is in play.", wait: 1 }), scene);   // played
      expect(ring.hidden).toBe(true);
      update(model(step(5, "play card=24")), scene);        // the next step: its own card, its bubble
      expect(bubble.hidden).toBe(false);
      expect(ring.style.left).toBe(`${170 - 4}px`);
    } finally {
      vi.restoreAllMocks();
      restore();
    }
  });

  it("a dismissed moment (no item) or a replay shows no ring", async () => {
    const restore = installFakeDocument();
    try {
      const { update, bubble, ring } = await table();
      update(model({ title: "Learn to play", moment: "combat", head: "Combat", text: "Combat." }, 82), scene);
      bubble.childNodes.find((n) => n.className === "cw-coach-buttons").childNodes[0].fire("click");
      expect(ring.hidden).toBe(true);
      const replay = { get: (k) => ({ lang: "en", game: "mythos", seed: 83, coach: step(4, "play card=31"),
                                      replay: { view: 1 } })[k] };
      update(replay, scene);
      expect(ring.hidden).toBe(true);
    } finally {
      restore();
    }
  });
});
