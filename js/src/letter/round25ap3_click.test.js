// Newcomer review 24 (round AP, fixer AP3), letter_en finding 1: the first click on an answer chip sometimes did nothing.
// Learn's step-2 answer chip came where the reader had clicked "Opponent's turn ▶" (the pointer resting there); the
// reader read the bubble, moved onto the chip and clicked: ui/pointer.js held the click as one meant for the button
// before (review 11's swap guard), however long after the swap. A move onto the swapped button STEADY_MOUSE_MS or more
// after the swap shows the reader aims at it: its first click presses; a click with the pointer unmoved still only
// shows the new button (review 11's promise, ui/round11o.test.js).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { hitTest } from "../scene/hit.js";
import chaosStart from "../fixtures/chaos_start.json";
import cardsFixture from "../fixtures/chaos_cards.json";

let page;
beforeEach(() => {
  page = installFakePage();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

/** Fire a mouse's move, press and click at scene point `p`. */
function click(canvas, p) {
  const at = { clientX: p.x, clientY: p.y, pointerType: "mouse" };
  canvas.fire("pointermove", at);
  canvas.fire("pointerdown", at);
  canvas.fire("pointerup", at);
  canvas.fire("click", at);
}

describe("a button swapped in under the resting pointer", () => {
  const CARDS = { ...chaosStart.view, phase: "cards", prompt: { kind: "cards" } };
  const END = [cardsFixture.legal.find((a) => a.id === "end")];

  it("the reader moves onto it a while after the swap: the first click presses it", async () => {
    vi.useFakeTimers();
    const model = fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                              catalog_data: chaosStart.catalog, view: chaosStart.view, legal: chaosStart.legal,
                              autoplay: false, seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const stay = canvas.__cthulhu.scene.items.find((i) => i.id === "act:stay");
    const p = { x: stay.x + 10, y: stay.y + stay.h / 2 };
    canvas.fire("pointermove", { clientX: p.x, clientY: p.y, pointerType: "mouse" });   // the pointer rests on it
    vi.advanceTimersByTime(3000);
    model.set("view", CARDS);                    // a step: another move's chip comes at the same box
    model.set("legal", END);
    model.set("step", 8);
    await Promise.resolve();
    const end = canvas.__cthulhu.scene.items.find((i) => i.id === "act:end");
    const q = { x: end.x + end.w / 2, y: end.y + end.h / 2 };   // the chip's middle, where a reader aims
    expect(hitTest(canvas.__cthulhu.scene, p.x, p.y)).toBe("act:end");
    expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeGreaterThan(4);
    vi.advanceTimersByTime(3000);                // the reader reads the bubble, then moves onto the chip
    click(canvas, q);
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual(["end"]);
  });
});
