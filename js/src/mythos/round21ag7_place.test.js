// Round AG, fixer AG7 (newcomer review 20, mythos_en finding 2, 022_dawn2/012/020/025: "'Watch your bar beside your
// investigator' sits on top of my Sanity bar; the bubble covers my threat and story deck, and 'Finished' sits over the
// first combat band"): a coach bubble keeps off what the coach speaks of on the reader's own panel, its Sanity bar,
// score, threat, story deck and deck, and off the combat band, wherever another place is free.
import { describe, expect, it } from "vitest";
import { coachPlace } from "../ui/coach.js";

const BUBBLE = { w: 320, h: 110 };
const OPTS = { rootWidth: 1000, height: 700, width: 1000 };
const overlaps = (at, b) => at.x < b.x + b.w && b.x < at.x + BUBBLE.w && at.y < b.y + b.h && b.y < at.y + BUBBLE.h;
const base = [{ type: "panel", you: true, label: "panel-p0", x: 0, y: 300, w: 1000, h: 240 },
              { type: "panel", you: false, label: "panel-p1", x: 0, y: 40, w: 1000, h: 240 }];

describe("mythos_en finding 2: the bubble never covers what it speaks of", () => {
  for (const label of ["sanity-p0", "threat-p0", "story-top-p0", "deck-p0", "score-p0", "combat"]) {
    it(`a bubble with no item of its own keeps off ${label}`, () => {
      const free = coachPlace({ width: 1000, height: 700, items: base }, null, BUBBLE, OPTS);
      const spoken = { type: "text", label, x: free.x + 20, y: free.y + 20, w: 120, h: 24 };
      const at = coachPlace({ width: 1000, height: 700, items: [...base, spoken] }, null, BUBBLE, OPTS);
      expect(overlaps(at, spoken)).toBe(false);
    });
  }

  it("another seat's Sanity bar is no such place", () => {
    const free = coachPlace({ width: 1000, height: 700, items: base }, null, BUBBLE, OPTS);
    const theirs = { type: "msanity", label: "sanity-p1", x: free.x + 20, y: free.y + 20, w: 120, h: 24 };
    expect(coachPlace({ width: 1000, height: 700, items: [...base, theirs] }, null, BUBBLE, OPTS)).toEqual(free);
  });
});
