// Review 24 (AP8 finding 2, room_zh 1): "a card's text cannot be read while waiting: a tap on a card out of turn says
// 'wait for your turn'". Out of turn a tap or click on a card (or a text with a note) reads it: the table opens its
// zoom, the strip says nothing; only a press meant as an action (the board, a place with nothing to read) is told to wait.
import { describe, expect, it } from "vitest";
import { waitText } from "./client.js";

const model = { get: (k) => ({ lang: "zh", game: "chaos" })[k] };
const msg = { to_act: "A1", seats: { A1: { human: true }, B1: { human: true } }, legal: [] };
const scene = { width: 358, items: [
  { type: "cell", x: 0, y: 0, w: 358, h: 300 },
  { id: "zoom:card:amnesia_skull", type: "ccard", x: 182, y: 471, w: 81, h: 107, tip: "失忆（骷髅）" },
  { type: "text", x: 10, y: 620, w: 200, h: 16, text: "鬼魂", tip: "鬼魂：…" },
] };
const canvas = { tagName: "CANVAS", __cthulhu: { scene },
                 getBoundingClientRect: () => ({ left: 16, top: 100, width: 716, height: 1528 }) };   // drawn at 2×
const at = (x, y) => ({ target: canvas, clientX: 16 + x * 2, clientY: 100 + y * 2 });

describe("AP8 finding 2: out of turn, a tap on a card reads it, not 'wait'", () => {
  it("says nothing for a card or a noted text: the table shows its text", () => {
    expect(waitText(at(200, 500), msg, "B1", model)).toBe("");
    expect(waitText(at(50, 625), msg, "B1", model)).toBe("");
  });

  it("still tells a press on the board to wait", () => {
    expect(waitText(at(100, 100), msg, "B1", model)).toBe("现在是 A1 的回合：请等到你的回合");
  });
});
