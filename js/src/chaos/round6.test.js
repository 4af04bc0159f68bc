// CHAOS, issue 23 round 6 (newcomer findings at 1280×800 and on a 390×844 phone): two pieces on one cell stand side by
// side with both names readable (#3), the phone's smallest text is 12 px (#4) and the cyan dashed "last move" frame has
// a legend (#7).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import { tooltipItem } from "../scene/feedback.js";
import { coachPlace } from "../ui/coach.js";

const scene = (fixture, width = 800) => layout({ ...valid(fixture), ui: {} }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const PHONE = 328;   // the table's width in a 390 px window (Voilà's margins)

/** Return the start fixture with the first two pieces on one cell. */
function sharing() {
  const f = structuredClone(start);
  const [a, b] = f.view.pieces;
  b.cell = [...a.cell];
  return { f, seats: [a.seat, b.seat] };
}

describe("CHAOS round 6", () => {
  for (const width of [PHONE, 1280]) {
    it(`draws two pieces of one cell side by side, apart, each at least 14 px (#3, ${width})`, () => {
      const { f, seats } = sharing();
      const s = scene(f, width);
      const [p, q] = seats.map((seat) => byLabel(s, `piece-${seat}`));
      expect(p.shared && q.shared).toBe(true);
      expect(overlaps(p, q)).toBe(false);
      expect(Math.min(p.w, q.w)).toBeGreaterThanOrEqual(14);
      expect(Math.abs(p.y - q.y)).toBeLessThan(2);    // one row: the names side by side
      const cell = byLabel(s, `cell-${p.cell[0]}-${p.cell[1]}`);
      for (const piece of [p, q]) expect(overlaps(piece, cell)).toBe(true);
    });
  }

  it("draws the phone's table at its own width: panel text, tags and the status at 12 px or more (#4)", () => {
    for (const fixture of [start, join]) {
      const s = scene(fixture, PHONE);
      expect(s.width).toBe(PHONE);       // not laid out at 360 and shrunk to 328 (10-11 px text)
      const small = s.items.filter((i) => (i.type === "text" || i.type === "tag") && i.size < 12
                                          && i.label !== undefined);
      expect(small.map((i) => `${i.label}:${i.size}`)).toEqual([]);
      expect(byLabel(s, "key-moves").size).toBeGreaterThanOrEqual(12);
      for (const label of ["col-1", "spawn-A1"]) expect(byLabel(s, label).size).toBeGreaterThanOrEqual(12);
    }
  });

  for (const width of [PHONE, 1280]) {
    it(`explains the cyan dashed frame of the last move by the turn order (#7, ${width})`, () => {
      const s = scene(start, width);
      const swatch = byLabel(s, "last-legend");
      const text = byLabel(s, "last-legend-text");
      expect(swatch.last).toBe(true);      // painted with the same frame as the last move (paint.js lastOutline)
      // on two lines when beside the order's words it does not fit one (newcomer review 9, finding 6)
      const second = s.items.find((i) => i.label === "last-legend-text-2");
      expect([text.text, second?.text].filter(Boolean).join(" ")).toBe(start.catalog.ui.en.last_move);
      const order = s.items.filter((i) => i.type === "seat");
      for (const seat of order) expect(overlaps(seat, { x: swatch.x - 6, y: swatch.y - 6, w: 14, h: 14 })).toBe(false);
      expect(text.x + 12).toBeLessThanOrEqual(s.width);
    });
  }

  for (const width of [PHONE, 1280]) {
    it(`keeps a tooltip off the pieces, the key, the gate and the bombs (#2, ${width})`, () => {
      const s = scene(start, width);
      const guarded = s.items.filter((i) => i.avoid);
      expect(guarded.map((i) => i.type)).toEqual(expect.arrayContaining(["piece", "key", "cell"]));
      const key = byLabel(s, "key");
      const text = "A long card text that wraps over several lines of the tooltip, as a card's rule does. ".repeat(3);
      for (const at of [{ x: key.x - 40, y: key.y - 50 }, { x: key.x + key.w / 2, y: key.y - 20 },
                        { ...byLabel(s, "hand-" + start.view.hands.A1.cards[0].id) }]) {
        const tip = tooltipItem(s, text, at, 1);
        expect(guarded.filter((g) => overlaps(tip, g)).map((g) => g.label)).toEqual([]);
      }
    });

    it(`keeps a coach bubble off the pieces, the key and the gate (#2, ${width})`, () => {
      const s = scene(start, width);
      const guarded = s.items.filter((i) => i.avoid);
      const bubble = { w: Math.min(320, width - 16), h: 150 };
      for (const item of [null, byLabel(s, "hand-" + start.view.hands.A1.cards[0].id), byLabel(s, "seat-A1")]) {
        const at = coachPlace(s, item, bubble, { rootWidth: width, height: s.height, width: s.width });
        const box = { ...at, ...bubble };
        expect(guarded.filter((g) => overlaps(box, g)).map((g) => g.label)).toEqual([]);
      }
    });
  }

  it("keeps a join or reaction window within a 1280×800 page: the table (930 px beside the story) at most 660 high (#5)", () => {
    // Voilà puts the canvas's top at 123 px and 6 px of frame under it: 123 + 660 + 6 < 800
    const plain = scene(start, 930).height;
    for (const fixture of [join, react]) {
      const s = scene(fixture, 930);
      expect(s.height).toBeLessThanOrEqual(660);
      const chips = s.items.filter((i) => i.type === "chip");
      expect(chips.length).toBeGreaterThan(1);
      expect(Math.min(...chips.map((c) => c.size))).toBeGreaterThanOrEqual(12);
    }
    expect(plain).toBeLessThanOrEqual(660);
  });

  it("keeps a phone's coach bubble in sight: over the fewest board pieces rather than below the window (#2)", () => {
    const s = scene(start, PHONE);
    const bubble = { w: PHONE - 16, h: 160 };
    const visible = 650;   // a 390×844 window shows the table's first 650 px
    const item = s.items.find((i) => i.id?.startsWith("act:") && i.type === "cell");
    const at = coachPlace(s, item, bubble, { rootWidth: PHONE, height: s.height, width: s.width, visible });
    expect(at.y + bubble.h).toBeLessThanOrEqual(visible);
    const box = { ...at, ...bubble };
    expect(overlaps(box, item)).toBe(false);
    const hard = s.items.filter((i) => /^(act|select|cmd):/.test(i.id ?? "") || /^(hand|seat)-/.test(i.label ?? ""));
    expect(hard.filter((h) => overlaps(box, h)).map((h) => h.label ?? h.id)).toEqual([]);
    // this deal's rows 1-6 hold the key and both enemy pieces: it covers what it must, not all of them
    expect(s.items.filter((g) => g.avoid && overlaps(box, g)).length).toBeLessThan(s.items.filter((g) => g.avoid).length / 2);
  });
});
