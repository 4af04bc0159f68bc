// The CHAOS coach keeps teaching by moments (issue 23, finding 6): a moment's bubble says its head and text, a nudge
// leads a coached step calmly, and no bubble covers the turn-order row (CHAOS's seat badges) at 1280 px or the
// board on a phone when another place is free.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachLines, coachPlace } from "./coach.js";
import chaosStart from "../fixtures/chaos_start.json";
import chaosCards from "../fixtures/chaos_cards.json";
import chaosJoin from "../fixtures/chaos_join.json";
import chaosReact from "../fixtures/chaos_react.json";

const WORDS = { coach_free_title: "On your own", coach_tip: "Tip" };
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const heightOf = (s) => s.height ?? Math.max(...s.items.map((i) => (i.y ?? 0) + (i.h ?? 0)));

describe("coach moments and nudges (CH-COMBO-1, CH-C4, CH-SWAP-1, CH-TIME, CH-MOVE-4, CH-MOVE-5)", () => {
  it("a moment's bubble has its head and text, nothing of a step", () => {
    const lines = coachLines({ title: "Learn to play", moment: "ghost", head: "You are a ghost", text: "You became…" },
                             WORDS);
    // a moment comes after the tutorial: a tip of the game, not "Learn to play" (newcomer review 11, finding 6)
    expect(lines).toEqual({ head: "Tip · You are a ghost", done: "", text: "You became…" });
  });

  it("a nudge leads the coached step's text, calmly in the bubble", () => {
    const lines = coachLines({ title: "Learn", step: "Step 1 of 3", text: "Click the ringed cell", id: "move",
                               nudge: "This move is yours to make" }, WORDS);
    expect(lines.done).toBe("This move is yours to make");
    expect(lines.text).toBe("Click the ringed cell");
  });
});

describe("the coach bubble keeps off the turn-order row", () => {
  for (const [name, fixture] of Object.entries({ chaosStart, chaosCards, chaosJoin })) {
    for (const width of [1280, 390]) {
      it(`${name} at ${width} px: no bubble over a seat badge`, () => {
        const s = layout({ ...valid(fixture), ui: {} }, { width });
        const seats = s.items.filter((i) => /^seat-/.test(i.label ?? "") && i.w > 0);
        expect(seats.length).toBe(4);
        const frame = { rootWidth: width, height: heightOf(s), width };
        const bw = Math.min(320, width - 16);
        const targets = [null, ...s.items.filter((i) => /^(act|select):/.test(i.id ?? "") && i.w > 0 && i.h > 0)];
        for (const item of targets) {
          for (const bh of [140, 200]) {
            const box = { ...coachPlace(s, item, { w: bw, h: bh }, frame), w: bw, h: bh };
            for (const seat of seats) expect(overlap(box, seat), `${item?.id} ${bh} over ${seat.label}`).toBe(false);
          }
        }
      });
    }
  }
});

describe("a bubble with no item keeps in the window's sight when it can", () => {
  it("chooses a place whose foot is above the window's foot over one below it", () => {
    // the reaction panel lengthens the table (chaos_react at 1280): the free corner is under the window's foot
    const s = layout({ ...valid(chaosReact), ui: {} }, { width: 1280 });
    const frame = { rootWidth: 1280, height: heightOf(s), width: 1280 };
    const visible = 500;
    expect(coachPlace(s, null, { w: 320, h: 200 }, frame).y + 200).toBeGreaterThan(visible);
    const at = coachPlace(s, null, { w: 320, h: 200 }, { ...frame, visible });
    expect(at.y + 200).toBeLessThanOrEqual(visible);
    const seats = s.items.filter((i) => /^seat-/.test(i.label ?? ""));
    for (const seat of seats) expect(overlap({ ...at, w: 320, h: 200 }, seat)).toBe(false);
  });
});
