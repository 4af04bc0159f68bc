// Review 25, room_zh 2: a thumb scrolling the page played a card (Checkup). A touch that moves — the finger slid, or
// the page scrolled under it — is a scroll, never a tap on a card or chip; a steady tap still plays.
import { describe, expect, it } from "vitest";
import { TAP_SLOP, wirePointer } from "./ui/pointer.js";

const scene = { width: 400, height: 300, items: [
  { type: "chip", x: 10, y: 10, w: 200, h: 100, text: "Checkup", id: "act:checkup", say: "Play Checkup." },
] };

/** Return a fake canvas whose box's top is `view.top` (the page's scroll moves it), and the clicks the table got. */
function fakeCanvas() {
  const listeners = [];
  const view = { top: 0, pressed: [] };
  const canvas = {
    style: {}, dataset: {}, view,
    addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
    getBoundingClientRect: () => ({ left: 0, top: view.top, width: 400, height: 300 }),
    closest: () => ({ dataset: { lang: "en" } }),
    fire(type, props = {}) {
      let stopped = false;
      const event = { type, ...props, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
      for (const l of [...listeners.filter((x) => x.capture), ...listeners.filter((x) => !x.capture)]) {
        if (l.type === type && !stopped) l.callback(event);
      }
    },
  };
  canvas.addEventListener("click", () => view.pressed.push("act:checkup"));   // the table's own (index.js)
  const env = { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: true }) };
  wirePointer(canvas, { scene, setFocus() {} }, { focus: -1 }, env);
  return canvas;
}

const touch = (x, y) => ({ pointerType: "touch", pointerId: 1, clientX: x, clientY: y });

describe("review 25, room_zh 2: a scroll is never a tap", () => {
  it("a steady tap presses the chip", () => {
    const canvas = fakeCanvas();
    canvas.fire("pointerdown", touch(50, 50));
    canvas.fire("pointerup", touch(52, 51));
    canvas.fire("click", touch(52, 51));
    expect(canvas.view.pressed).toEqual(["act:checkup"]);
  });

  it("a finger that slid past the slop presses nothing", () => {
    const canvas = fakeCanvas();
    canvas.fire("pointerdown", touch(50, 50));
    canvas.fire("pointermove", touch(50, 50 + TAP_SLOP + 20));
    canvas.fire("pointermove", touch(50, 52));   // and came back: it was a scroll all the same
    canvas.fire("pointerup", touch(50, 52));
    canvas.fire("click", touch(50, 52));
    expect(canvas.view.pressed).toEqual([]);
  });

  it("a touch the page scrolled under (the canvas moved) presses nothing", () => {
    const canvas = fakeCanvas();
    canvas.fire("pointerdown", touch(50, 80));
    canvas.view.top = -40;                        // the page scrolled 40 px
    canvas.fire("pointerup", touch(50, 80));
    canvas.fire("click", touch(50, 80));
    expect(canvas.view.pressed).toEqual([]);
  });

  it("a touch the browser took for a scroll (pointercancel) presses nothing", () => {
    const canvas = fakeCanvas();
    canvas.fire("pointerdown", touch(50, 50));
    canvas.fire("pointercancel", touch(50, 50));
    canvas.fire("click", touch(50, 50));
    expect(canvas.view.pressed).toEqual([]);
  });
});
