// Issue 23 round D, finding 1 (newcomer, Mythos ja at 390×844): the "Learn to play" bubble and most card zooms opened
// below the fold, a tap showed nothing. A phone's bubble goes in the window's sight (over the board rather than under
// the table), and a zoom or a bubble that opens outside the window is scrolled into it, its chips in sight.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachPlace, moveBoxes, promptBoxes, revealBy, revealZoom } from "./coach.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import mythosStart from "../fixtures/mythos_start.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("a phone's coach bubble opens in the window's sight", () => {
  it("Mythos ja at 390×844: the bubble by a glowing hand card lies above the window's foot, off the hand and moves", () => {
    const s = layout({ ...valid(withCatalog(mythosStart)), lang: "ja", ui: { touch: true } }, { width: 390 });
    const top = 180;                 // the canvas's top on the page (title, bar)
    const visible = 844 - top;       // how far down the window shows the table
    const cards = s.items.filter((i) => /^hand-/.test(i.label ?? "") && i.highlight);
    expect(cards.length).toBeGreaterThan(0);
    for (const item of cards) {
      for (const h of [150, 190]) {
        const bubble = { w: 374, h };
        const at = coachPlace(s, item, bubble, { rootWidth: 390, height: s.height, width: 390, visible });
        const box = { ...at, ...bubble };
        expect(at.y + h, `${item.label} ${h}: its foot in sight`).toBeLessThanOrEqual(visible);
        expect(overlap(box, item), `${item.label} left visible`).toBe(false);
        const vital = [...promptBoxes(s), ...moveBoxes(s)].filter((o) => o.vital);
        for (const o of vital) expect(overlap(box, o), `${item.label} ${h} over ${JSON.stringify(o)}`).toBe(false);
      }
    }
  });
});

describe("what opens outside the window is scrolled into it", () => {
  it("revealBy: 0 in sight; up to the foot below; the top of a box taller than the window; back up above", () => {
    expect(revealBy(100, 300, 844)).toBe(0);
    expect(revealBy(900, 1100, 844)).toBe(1100 + 8 - 844);
    expect(revealBy(700, 1800, 844)).toBe(700 - 8);
    expect(revealBy(-120, 80, 844)).toBe(-128);
  });

  it("a phone's hand card zoom below the fold scrolls until its chips are in the window", () => {
    const s = layout({ ...valid(withCatalog(mythosStart)), lang: "ja", ui: { touch: true } }, { width: 390 });
    const card = s.items.find((i) => /^hand-/.test(i.label ?? "") && i.highlight);
    const inst = Number(card.id.slice(7));
    const z = layout({ ...valid(withCatalog(mythosStart)), lang: "ja", ui: { touch: true, selected: inst } },
                     { width: 390 });
    const zoom = z.items.find((i) => i.label === "zoom");
    const chips = z.items.filter((i) => i.type === "chip" && (i.z ?? 0) >= 12);
    expect(zoom && chips.length).toBeTruthy();
    let scrolled = 0;
    const canvasTop = 844 - zoom.y + 40;   // the page scrolled so the zoom's top is 40 px under the window's foot
    const win = { innerHeight: 844, scrollBy: ({ top }) => { scrolled += top; } };
    const canvas = { getBoundingClientRect: () => ({ top: canvasTop, width: 390 }), parentElement: null };
    expect(revealZoom(canvas, z, win)).toBeGreaterThan(0);
    const after = (y) => canvasTop - scrolled + y;
    expect(after(zoom.y)).toBeGreaterThanOrEqual(0);
    for (const c of chips) expect(after(c.y + c.h), c.text).toBeLessThanOrEqual(844);
    scrolled = 0;
    const inSight = { getBoundingClientRect: () => ({ top: 100 - zoom.y, width: 390 }), parentElement: null };
    expect(revealZoom(inSight, z, win)).toBe(0);
  });
});

describe("a zoom without chips of its own never scrolls the page (Letter on a phone, round D)", () => {
  const scene = (zoomY) => ({ width: 390, items: [
    { type: "chip", id: "act:play card=x compare=hand", x: 20, y: 300, w: 200, h: 30 },
    { type: "rect", label: "zoom", x: 10, y: zoomY, w: 370, h: 200 }] });
  const canvas = { getBoundingClientRect: () => ({ top: 0, width: 390 }), parentElement: null };

  it("leaves the page where it is, the card's chips by the prompt in sight, however far below the zoom opens", () => {
    const log = [];
    const win = { innerHeight: 844, scrollBy: ({ top }) => log.push(top) };
    expect(revealZoom(canvas, scene(800), win)).toBe(0);
    expect(revealZoom(canvas, scene(1200), win)).toBe(0);
    expect(log).toEqual([]);
  });
});

describe("a wide page's bubble may lie beside the table, over the story column, rather than below the fold", () => {
  it("takes a place in sight beside the table when the table leaves none clear", () => {
    // a table 900 wide and 760 high in a root 1260 wide, filled with moves: no place over it is clear
    const items = [];
    for (let y = 0; y < 760; y += 40) items.push({ type: "chip", id: `act:m${y}`, x: 0, y, w: 900, h: 38 });
    const at = coachPlace({ width: 900, items }, items[5], { w: 320, h: 160 },
                          { rootWidth: 1260, height: 760, width: 900, visible: 760 });
    expect(at.x).toBeGreaterThanOrEqual(900);
    expect(at.y + 160).toBeLessThanOrEqual(760);
  });
});

describe("a bubble scrolled into the window never takes the ringed item out of it (Letter phone, round D)", () => {
  it("scrolls down only as far as keeps the ring in sight", async () => {
    const { revealBubble } = await import("./coach.js");
    const log = [];
    const win = { innerHeight: 844, scrollBy: ({ top }) => log.push(top) };
    const bubble = { getBoundingClientRect: () => ({ top: 900, bottom: 1100, height: 200 }), parentElement: null };
    const ring = { hidden: false, getBoundingClientRect: () => ({ top: 120, bottom: 160, height: 40 }) };
    expect(revealBubble(bubble, ring, win)).toBe(112);          // not 264: the ring stays 8 px under the top
    expect(revealBubble(bubble, null, win)).toBe(1100 + 8 - 844);
  });
});
