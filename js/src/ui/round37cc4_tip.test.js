// Round CC, fixer CC4 (newcomer review 35, chaos_en 3, shot 024): the course's glowing ring round "Dawn …" (a frame
// laid over the canvas) showed through the tooltip of "Mania / Sprint" and hid its line saying why the card was
// greyed. A tooltip is on top of everything: a ring under it steps back while it shows, and comes back after.
import { describe, expect, it } from "vitest";
import { paintTable } from "./pointer.js";

/** A page stand-in: a 400×300 canvas at (10, 20) on screen and one coach ring at scene box `ring`. */
const page = (ring) => {
  const node = { style: {}, getBoundingClientRect: () => ({ left: 10 + ring.x, top: 20 + ring.y,
                                                             right: 10 + ring.x + ring.w, bottom: 20 + ring.y + ring.h }) };
  const doc = { querySelectorAll: (sel) => (sel === ".cw-coach-ring" ? [node] : []) };
  const canvas = { ownerDocument: doc, getBoundingClientRect: () => ({ left: 10, top: 20, width: 400, height: 300 }) };
  return { node, canvas };
};
const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : () => {}), set: (o, k, v) => { o[k] = v; return true; } });
const scene = { width: 400, height: 300, items: [{ type: "rect", x: 40, y: 100, w: 200, h: 30, fill: "#444" },
                                                 { type: "rect", x: 40, y: 200, w: 60, h: 80, fill: "#333" }] };

describe("review 35, chaos_en 3: a tooltip is drawn over the course's glowing ring", () => {
  it("the ring under the tooltip is hidden while it shows and back once it goes", () => {
    const { node, canvas } = page({ x: 36, y: 96, w: 208, h: 38 });
    const ui = { tip: { text: "Mania / Sprint (Skull)\nOne extra step after moving.", at: { x: 60, y: 90 } } };
    paintTable(ctx, scene, scene, ui, canvas);
    expect(node.style.visibility).toBe("hidden");
    paintTable(ctx, scene, scene, { tip: null }, canvas);
    expect(node.style.visibility).toBe("");
  });
  it("a ring the tooltip does not reach stays", () => {
    const { node, canvas } = page({ x: 300, y: 250, w: 60, h: 30 });
    paintTable(ctx, scene, scene, { tip: { text: "Mania / Sprint", at: { x: 20, y: 20 } } }, canvas);
    expect(node.style.visibility ?? "").toBe("");
  });
});
