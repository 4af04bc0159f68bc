// Stop 56's stuck walk (test_browser_round30au4_scroll, a CHAOS phone): the bots played, the reader moved at once,
// and 'End cards and draw' came where a control of the bots' table had been; its press did nothing (held as "meant
// for what was there") and only glowed, like a button that works. A layout the reader has pressed the table since was
// seen: only what a step put there after the reader's last press holds a press.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wirePointer } from "./pointer.js";
import { listeningCanvas } from "./fake_dom.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const chip = (id, text, y) => ({ type: "chip", x: 10, y, w: 200, h: 40, id, text });
const BOTS = { width: 400, height: 300, items: [chip("cmd:bot_step", "B1 plays ▶", 200)] };   // the bots' table
const MINE = { width: 400, height: 300, items: [chip("act:stay", "Stay", 20), chip("act:move to=a2", "a2", 200)] };
const CARDS = { width: 400, height: 300, items: [chip("act:end", "End cards and draw", 200)] };

/** Return a fake canvas on `table` and the ids its own click listener (index.js's) took. */
function fakeCanvas(table, ui) {
  const pressed = [];
  const canvas = listeningCanvas();
  canvas.addEventListener("click", (event) => {
    const item = table.scene.items.find((i) => event.clientX >= i.x && event.clientX < i.x + i.w
                                               && event.clientY >= i.y && event.clientY < i.y + i.h);
    if (item) pressed.push(item.id);
  });
  const env = { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: false }) };
  wirePointer(canvas, table, ui, env);
  return { canvas, pressed };
}

function click(canvas, x, y) {
  const at = { clientX: x, clientY: y, pointerType: "mouse" };
  canvas.fire("pointerdown", at);
  canvas.fire("pointerup", at);
  canvas.fire("click", at);
}

/** The bots' step at t=0 gives the reader the turn: its layout (not the reader's doing) replaces 'B1 plays ▶'. */
function botsGaveTheTurn() {
  const table = { scene: MINE, setFocus() {} };
  const ui = { focus: -1, relays: [{ at: Date.now(), slide: 0, before: BOTS, own: false }] };
  return { table, ui, ...fakeCanvas(table, ui) };
}

describe("a press after the reader's own quick move is not held for the bots' step before it", () => {
  it("'Stay' 150 ms after the bots' step, then 'End cards and draw' where 'B1 plays ▶' was, 60 ms later: pressed", () => {
    const { table, ui, canvas, pressed } = botsGaveTheTurn();
    vi.advanceTimersByTime(150);
    click(canvas, 50, 40);                                        // Stay
    expect(pressed).toEqual(["act:stay"]);
    table.scene = CARDS;                                          // its answer (the reader's own doing)
    ui.relays.push({ at: Date.now(), slide: 0, before: MINE, own: true });
    vi.advanceTimersByTime(60);
    click(canvas, 50, 220);                                       // End, where the bots' chip was 210 ms ago
    expect(pressed).toEqual(["act:stay", "act:end"]);
  });

  it("a press with none since the bots' step, on a move come where their chip was, is held (review 19)", () => {
    const { canvas, pressed } = botsGaveTheTurn();
    vi.advanceTimersByTime(150);
    click(canvas, 50, 220);                                       // meant for 'B1 plays ▶'
    expect(pressed).toEqual([]);
    vi.advanceTimersByTime(300);
    click(canvas, 50, 220);   // seen (its flash says the next press takes it): it moves; held too before, < 700 ms
    expect(pressed).toEqual(["act:move to=a2"]);
  });
});
