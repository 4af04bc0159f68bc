// Round AK (newcomer review 22, room_en finding 8, 074_r10d): "A yellow focus outline appeared around the 'Combo … Team
// A' heading during my joint turn". The heading is a text that opens the combo's explanation (scene/zoom.js gives it
// "zoom:combo:C3"), the first stop of the table's focus list; Tab into the table put the keyboard's ring on it. Tab in
// now lands on the first move (what plays: an "act:" id), as a card's selection already does (index.js); a text that
// only opens its explanation is still reached by the arrows. The ring stays the keyboard's (a press hides it).
import { describe, expect, it } from "vitest";
import { wirePointer } from "../ui/pointer.js";

const scene = { width: 600, height: 400, items: [
  { type: "text", x: 300, y: 200, w: 260, h: 16, text: "Combo Possession + Protection · Team A", id: "zoom:combo:C3" },
  { type: "chip", x: 300, y: 150, w: 60, h: 28, text: "Stay", id: "act:stay" },
  { type: "cell", x: 50, y: 300, w: 40, h: 40, id: "act:move row=7 col=1" },
] };

const ENV = { matchMedia: () => ({ matches: false }), setTimeout: () => 1, clearTimeout() {} };

function fakeCanvas() {
  const listeners = [];
  return {
    style: {}, dataset: {},
    addEventListener: (type, callback) => listeners.push({ type, callback }),
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 600, height: 400 }),
    closest: () => ({ dataset: { lang: "en" } }),
    fire(type, props = {}) {
      const event = { type, ...props, stopImmediatePropagation() {}, preventDefault() {} };
      for (const l of listeners) if (l.type === type) l.callback(event);
    },
  };
}

describe("round AK8: the keyboard's ring goes to what plays (review 22, room_en finding 8)", () => {
  it("Tab into the table focuses its first move, not the combo's heading", () => {
    const canvas = fakeCanvas();
    const ui = { focus: -1 };
    const focused = [];
    wirePointer(canvas, { scene, setFocus: (i, ids) => focused.push(ids[i]) }, ui, ENV);
    canvas.fire("focus", {});
    expect(focused).toEqual(["act:stay"]);
    expect(ui.focusVisible).toBe(true);
  });

  it("a click into the table shows no ring", () => {
    const canvas = fakeCanvas();
    const ui = { focus: -1 };
    const focused = [];
    wirePointer(canvas, { scene, setFocus: (i, ids) => focused.push(ids[i]) }, ui, ENV);
    canvas.fire("pointerdown", { pointerType: "mouse", clientX: 320, clientY: 205 });
    canvas.fire("focus", {});
    expect(focused).toEqual([]);
    expect(Boolean(ui.focusVisible)).toBe(false);
  });
});
