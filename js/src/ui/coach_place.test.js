// Where the coach bubble of "Learn to play" goes (issue 23, round 3: a newcomer found the coach boxes covered board
// rows and the hand): over the tables of the three games at 1280 and 390 px, for every legal move the coach may
// point at (and none: while others play), a bubble 140 or 220 px high (on the table, else just below it) never
// covers the item it points at, any other legal move, the prompt and its chips, or the hand; on CHAOS's wide table
// it leaves the board alone too.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { bubblePlace, coachPlace, moveBoxes, promptBoxes } from "./coach.js";
import chaosStart from "../fixtures/chaos_start.json";
import chaosCards from "../fixtures/chaos_cards.json";
import chaosJoin from "../fixtures/chaos_join.json";
import chaosReact from "../fixtures/chaos_react.json";
import letterStart from "../fixtures/letter_start.json";
import letterAnswer from "../fixtures/letter_answer.json";
import mythosStart from "../fixtures/mythos_start.json";

const TABLES = { chaosStart, chaosCards, chaosJoin, chaosReact, letterStart, letterAnswer, mythosStart };
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const heightOf = (s) => s.height ?? Math.max(...s.items.map((i) => (i.y ?? 0) + (i.h ?? 0)));

describe("the coach bubble never covers what it points at, the moves or the hand", () => {
  for (const [name, fixture] of Object.entries(TABLES)) {
    for (const width of [1280, 390]) {
      it(`${name} at ${width} px`, () => {
        const s = layout({ ...valid(fixture), ui: {} }, { width });
        const frame = { rootWidth: width, height: heightOf(s), width };
        const bw = Math.min(320, width - 16);
        const keep = [...promptBoxes(s), ...moveBoxes(s).filter((o) => !o.soft)];
        expect(keep.some((o) => o.y > 0)).toBe(true);
        const targets = [null, ...s.items.filter((i) => /^(act|select):/.test(i.id ?? "") && i.w > 0 && i.h > 0)];
        for (const item of targets) {
          for (const bh of [140, 220]) {
            const at = coachPlace(s, item, { w: bw, h: bh }, frame);
            const box = { ...at, w: bw, h: bh };
            expect(box.x >= 0 && box.x + bw <= width, `${item?.id} inside the table`).toBe(true);
            if (item) expect(overlap(box, item), `${item.id} is left visible`).toBe(false);
            for (const o of keep.filter((k) => !item || !(k.x === item.x && k.y === item.y))) {
              expect(overlap(box, o), `${name} ${width}: bubble for ${item?.id} (${bh}) over ${JSON.stringify(o)}`)
                .toBe(false);
            }
          }
        }
      });
    }
  }

  it("on CHAOS's wide table keeps off the turn-order row before the board (round 4: it hid the row)", () => {
    // the panel beside the board is full (seats, prompt, chips, hand): the board's empty cells come before the row
    const s = layout({ ...valid(chaosStart), ui: {} }, { width: 1280 });
    const cell = s.items.find((i) => i.id?.startsWith("act:move"));
    const at = coachPlace(s, cell, { w: 320, h: 140 }, { rootWidth: 1280, height: heightOf(s), width: 1280 });
    for (const seat of s.items.filter((i) => /^seat-/.test(i.label ?? ""))) {
      expect(overlap({ ...at, w: 320, h: 140 }, seat)).toBe(false);
    }
    expect(overlap({ ...at, w: 320, h: 140 }, cell)).toBe(false);
  });

  it("with nothing to avoid, still puts the bubble beside its item (the old rule)", () => {
    const at = bubblePlace({ x: 40, y: 150, w: 90, h: 130 }, { w: 320, h: 150 }, { left: 0, top: 0, w: 1280, h: 600 });
    expect(at.x).toBeGreaterThanOrEqual(130);
  });
});
