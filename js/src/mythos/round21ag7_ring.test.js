// Round AG, fixer AG7 (newcomer review 20, mythos_ja finding 1, 002/006: "Step 1/2 says 「囲まれたカードを選ぶ」, but every
// playable card has the same gold outline"): the course's ring differs from the glow of the other playable cards by
// more than colour: it pulses (unless the reader asks for less motion) and carries a pointer label in the page's
// language, "Choose this" / 「これを選ぶ」 (shared coach: CHAOS and Letter steps get it too).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { clock, coachModel, fakeCoach } from "../ui/fake_coach.js";
import { coachStyle } from "../ui/coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const STEP = { title: "Learn to play", n: 2, of: 7, step: "Step 2 of 7", id: "play card=7", target: { card: 7 },
               text: "Choose the ringed card." };
const scene = { width: 1000, height: 700, items: [{ id: "select:7", x: 500, y: 400, w: 90, h: 120 },
                                                   { id: "select:6", x: 600, y: 400, w: 90, h: 120 }] };

describe("mythos_ja finding 1: the ringed card stands apart from the other glowing ones", () => {
  for (const [game, lang, tag] of [["mythos", "en", "Choose this"], ["mythos", "ja", "これを選ぶ"], ["chaos", "zh-TW", "選這個"]]) {
    it(`${game} ${lang}: the ring carries its pointer label`, async () => {
      clock();
      const { update, ring } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      update(coachModel(game, lang, STEP), scene);
      expect(ring.hidden).toBe(false);
      expect(ring.dataset.tag).toBe(tag);
    });
  }

  it("the ring pulses, its label drawn from data-tag, still without motion where the reader asks", () => {
    const css = coachStyle();
    expect(css).toMatch(/\.cw-coach-ring\s*\{[^}]*animation:\s*cw-coach-pulse/);
    expect(css).toMatch(/\.cw-coach-ring::after\s*\{[^}]*content:\s*attr\(data-tag\)/);
    expect(css).toMatch(/prefers-reduced-motion:\s*reduce\)\s*\{\s*\.cw-coach-ring\s*\{\s*animation:\s*none/);
  });
});
