// Round AI, fixer AI7 (newcomer review 21, room_en finding 6: "The card tooltip sits on top of the cards it describes
// (010_hover1, 020_checkup). Once, hovering a second card showed nothing until I moved the mouse again (011_hover2)";
// chaos_en finding 7: "The Amnesia tooltip opens far to the left, over another card (026_g3)"): a hand card's tooltip
// opens above the hand (on a phone where there is no room above, below it), never over a hand card, over its own
// card's column; moving from one card's tip to the next card shows the next tip at once.
import { describe, expect, it } from "vitest";
import { layout } from "./layout.js";
import { valid } from "./view_schema.js";
import { tooltipItem } from "./scene/feedback.js";
import { tipAt } from "./scene/hit.js";
import courses from "./round22ai7_course.json";
import mythosCatalog from "./fixtures/mythos_catalog.json";

const sceneOf = (game, course, frame, width) => layout(valid({ ...frame,
  catalog: game === "mythos" ? { ...mythosCatalog, seats: frame.seats } : course.catalog }), { width });
const handCards = (s) => s.items.filter((i) => /^hand-/.test(i.label ?? "") && i.type !== "text" && i.w > 0);
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("round 22 AI7, finding 3: a hand card's tooltip opens above the hand, by its card", () => {
  for (const [game, course] of Object.entries(courses)) {
    for (const width of [1280, 390]) {
      it(`${game} at ${width} px: every hand card of every course step`, () => {
        const bad = [];
        let seen = 0;
        for (const frame of course.frames) {
          const scene = sceneOf(game, course, frame, width);
          const hand = handCards(scene);
          const top = Math.min(...hand.map((c) => c.y));
          for (const card of hand) {
            const at = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
            const text = tipAt(scene, at.x, at.y);
            if (!text) continue;
            seen += 1;
            const tip = tooltipItem(scene, text, at);
            const where = `step ${frame.coach.n}, ${card.label}`;
            for (const other of hand.filter((c) => crosses(tip, c))) bad.push(`${where}: over ${other.label}`);
            if (tip.x >= card.x + card.w || tip.x + tip.w <= card.x) bad.push(`${where}: not over its card's column`);
            if (width === 1280 && tip.y + tip.h > top) bad.push(`${where}: not above the hand`);
          }
        }
        expect(bad).toEqual([]);
        expect(seen).toBeGreaterThan(0);
      });
    }
  }
});

describe("round 22 AI7, finding 3: from one card's tip to the next, at once", () => {
  const scene = { width: 600, height: 400, items: [
    { type: "card", label: "hand-0", x: 10, y: 280, w: 80, h: 110, tip: "Mania / Sprint\nOne extra step after moving." },
    { type: "card", label: "hand-1", x: 96, y: 280, w: 80, h: 110, tip: "Schizophrenia\nReverse the turn order." },
  ] };
  const fakeCanvas = () => {
    const listeners = [];
    return {
      style: {}, dataset: {},
      addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 600, height: 400 }),
      closest: () => ({ dataset: { lang: "en" } }),
      fire(type, props = {}) {
        const event = { type, ...props, stopImmediatePropagation() {}, preventDefault() {} };
        for (const l of listeners) if (l.type === type) l.callback(event);
      },
    };
  };
  const wired = async () => {
    const { wirePointer } = await import("./ui/pointer.js");
    const canvas = fakeCanvas();
    const ui = { focus: -1 };
    const timers = new Map();
    let n = 0;
    const env = { setTimeout: (f) => { n += 1; timers.set(n, f); return n; }, clearTimeout: (id) => timers.delete(id),
                  matchMedia: () => ({ matches: false }) };
    const later = () => { const due = [...timers.values()]; timers.clear(); due.forEach((f) => f()); };
    wirePointer(canvas, { scene, setFocus() {} }, ui, env);
    const move = (x, y) => canvas.fire("pointermove", { pointerType: "mouse", clientX: x, clientY: y });
    return { ui, later, move };
  };

  it("straight from the first card onto the second", async () => {
    const { ui, later, move } = await wired();
    move(50, 330);
    later();
    expect(ui.tip?.text).toMatch(/^Mania/);
    move(130, 330);
    expect(ui.tip?.text).toMatch(/^Schizophrenia/);
  });

  it("across the gap between the two cards", async () => {
    const { ui, later, move } = await wired();
    move(50, 330);
    later();
    move(93, 330);   // the gap: no tip there
    move(130, 330);
    expect(ui.tip?.text).toMatch(/^Schizophrenia/);
  });

  it("a first hover still waits its moment", async () => {
    const { ui, later, move } = await wired();
    move(50, 330);
    expect(ui.tip ?? null).toBe(null);
    later();
    expect(ui.tip?.text).toMatch(/^Mania/);
  });
});
