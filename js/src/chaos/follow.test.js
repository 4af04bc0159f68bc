// A newcomer follows the CHAOS table (issue 23): each status tag is tied to its own piece, chips and prompts say
// why nothing else can be done, and a tooltip adds to its chip's words or does not show.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { centreOf, echoes, tipAt } from "../scene/hit.js";
import effects from "../fixtures/chaos_effects.json";
import react from "../fixtures/chaos_react.json";
import hidden from "../fixtures/chaos_hidden.json";
import cards from "../fixtures/chaos_cards.json";
import { bubblePlace, promptBoxes } from "../ui/coach.js";
import { pacer } from "../ui/autoplay.js";
import { GLIDE_CELL, GLIDE_MAX, MOTION_MS, planMotion, sceneAt } from "../scene/motion.js";

const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const ofType = (s, type) => s.items.filter((i) => i.type === type);

/** Return the effects fixture with its pieces moved to `cells` (seat -> [row, col]): two or more close together. */
function placed(cells) {
  const view = { ...effects.view, pieces: effects.view.pieces.map((p) => (cells[p.seat]
    ? { ...p, cell: cells[p.seat], ...(p.path ? { path: [cells[p.seat]] } : {}) } : p)) };
  return { ...effects, view };
}

// Pieces side by side, one above the other, diagonal, and a piece with others all round it (CH-DUR-1, CH-DUR-2).
const CROWDS = [
  { A1: [4, 4], A2: [4, 5], B1: [3, 4], B2: [5, 4] },
  { A1: [4, 4], A2: [5, 4], B1: [6, 4], B2: [3, 4] },
  { A1: [4, 4], A2: [5, 5], B1: [3, 3], B2: [6, 6] },
  { A1: [6, 6], A2: [6, 7], B1: [7, 6], B2: [5, 6] },
  { A1: [7, 2], A2: [7, 3], B1: [6, 2], B2: [6, 3] },
];
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("CHAOS status marks (review 7, finding 1: the tags' pills crowded the board)", () => {
  it("CH-DUR-1 CH-DUR-2: each piece keeps its name and one glyph in its own box; the words are in the legend", () => {
    const bad = [];
    for (const width of [390, 800, 1280]) {
      for (const cells of CROWDS) {
        const s = scene(placed(cells), { selected: "@notes" }, width);   // (the notes opened: review 29, chaos_en 1)
        const pieces = ofType(s, "piece");
        expect(ofType(s, "tag")).toEqual([]);
        const where = `${JSON.stringify(cells)} at ${width}`;
        for (const [label, seat] of [["tag-follows-A1", "A1"], ["tag-protected-B1", "B1"], ["tag-vanish-A2", "A2"]]) {
          const line = s.items.find((i) => i.label === label);
          if (!line?.legend || !line.text.startsWith(`${seat} · `)) bad.push(`${label} not in the legend ${where}`);
        }
        expect(pieces.find((p) => p.seat === "A1").status).toBe("follows");
        expect(pieces.find((p) => p.seat === "B1").status).toBe("protected");
        for (const a of pieces) for (const b of pieces) if (a !== b && overlap(a, b)) bad.push(`${a.label} on ${b.label} ${where}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("CHAOS chips say why, tooltips add to them", () => {
  it("CH-C4: the Do not react chip's tooltip says what passing does; a tooltip echoing its chip is not shown", () => {
    const s = scene(react);
    const c = centreOf(s, "act:pass");
    expect(tipAt(s, c.x, c.y)).toBe("Do not react: the enemy combo goes ahead.");
    const echo = { items: [{ type: "chip", x: 0, y: 0, w: 100, h: 30, text: "Do not react", say: "Do not react.",
                             id: "act:pass" }] };
    expect(tipAt(echo, 50, 15)).toBe("");
    expect(echoes("断る。", "断る")).toBe(true);
    expect(echoes("Stay where you are and go on to play cards.", "Stay")).toBe(false);
  });

  it("the chip the page steps by itself says a bot plays that seat, and how to skip to your turn", () => {
    const s = scene(hidden);  // B1's view, B2 (a bot) to act
    const c = centreOf(s, "cmd:bot_step");
    expect(tipAt(s, c.x, c.y)).toMatch(/B2 is played by a bot.*▶▶ to my turn/);
  });
});

describe("CHAOS coach bubble", () => {
  it("leaves the prompt, its chips and the ringed item visible at 1280 and 390 px (Learn to play)", () => {
    for (const [width, height] of [[930, 800], [390, 844]]) {
      const s = scene(cards, {}, width);   // the card phase: a prompt, chips and a hand
      const area = { left: 0, top: 0, w: width, h: Math.max(s.height, height), width };
      const prompt = promptBoxes(s);
      expect(prompt).toHaveLength(1);
      expect(prompt[0].h).toBeGreaterThan(s.items.find((i) => i.label === "prompt").size);
      for (const id of s.items.filter((i) => i.id?.startsWith("act:")).map((i) => i.id)) {
        const item = s.items.find((i) => i.id === id);
        for (const bh of [120, 200]) {
          const at = bubblePlace(item, { w: Math.min(320, width - 16), h: bh }, area, prompt);
          const box = { ...at, w: Math.min(320, width - 16), h: bh };
          for (const o of [item, ...prompt]) {
            expect(overlap(box, o), `${id} at ${width} (${bh} high)`).toBe(false);
          }
        }
      }
    }
  });
});

describe("CHAOS pace and motion", () => {
  it("steps a little sooner within a turn, later at a new seat's turn, longest after a big moment; others keep delay_ms", () => {
    const traits = { game: "chaos", delay_ms: 700, step: 1, view: { to_act: "B1" }, log_lines: [{ text: "a" }] };
    const pace = pacer({ get: (k) => traits[k] });
    expect(pace()).toBe(980);                         // 1.4 × 700: B1's first step shown (review 27, chaos_en 1)
    traits.step = 2;
    traits.log_lines = [{ text: "B1 moves" }];
    expect(pace()).toBe(980);                         // B1 goes on
    traits.step = 3;
    traits.view = { to_act: "B2" };
    traits.log_lines = [{ text: "B1 draws" }];
    expect(pace()).toBe(2520);                        // a new seat's turn
    expect(pace()).toBe(2520);                        // the same step redrawn: the same wait
    traits.step = 4;
    traits.log_lines = [{ text: "B2 meets A1: they swap roles", big: true }];
    expect(pace()).toBe(2800);                        // a big moment, announced
    traits.delay_ms = 80;                             // a test's own pace: the factors scale with it
    traits.step = 5;
    expect(pace()).toBe(112);
    const other = { game: "letter", delay_ms: 700, step: 1, view: { to_act: "B" } };
    expect(pacer({ get: (k) => other[k] })()).toBe(700);
  });

  it("slides a piece pushed across cells longer than a one-cell step, along the straight line it was pushed", () => {
    const before = { items: [{ type: "piece", key: "piece-B1", x: 100, y: 100, w: 40, h: 40, glide: 50, place: "c1" }] };
    const one = { items: [{ ...before.items[0], x: 150, place: "c2" }] };
    const three = { items: [{ ...before.items[0], x: 250, place: "c4" }] };
    expect(planMotion(before, one).ms.get("piece-B1")).toBe(MOTION_MS);
    const plan = planMotion(before, three);
    expect(plan.ms.get("piece-B1")).toBe(MOTION_MS + 2 * GLIDE_CELL);
    expect(plan.span).toBeCloseTo((MOTION_MS + 2 * GLIDE_CELL) / MOTION_MS);
    const at = (t) => sceneAt(three, plan, t).items[0];
    expect(at(0).x).toBe(100);
    expect(at(1).x).toBeGreaterThan(100);
    expect(at(1).x).toBeLessThan(250);                // still on its way when a one-cell step has landed
    expect(at(1).y).toBe(100);                        // along the row it was pushed on
    expect(at(plan.span).x).toBe(250);
    const far = { items: [{ ...before.items[0], x: 100 + 7 * 50, place: "spawn" }] };
    expect(planMotion(before, far).ms.get("piece-B1")).toBe(GLIDE_MAX);   // sent back to its spawn: capped
    const s = scene(effects);
    expect(ofType(s, "piece").every((p) => p.glide > 0)).toBe(true);
  });
});

describe("CHAOS seat badges", () => {
  it("count a hand of one as one card, in the table's words", () => {
    const seats = ofType(scene(effects), "seat");
    expect(seats.find((i) => i.seat === "A2")).toMatchObject({ count: 1, cardsWord: "card" });
    expect(seats.find((i) => i.seat === "A1")).toMatchObject({ count: 2, cardsWord: "cards" });
  });
});
