// Review 35, room_zh 2 (shot 049): on a phone "知道了" folded the open "先知道这 3 件事" box away and the whole table
// moved up ~190 px under the finger: the next tap, aimed at "? 规则与说明", opened a board tooltip, which stayed over the
// board after the rules were opened and closed (052). Got it keeps the box's place until the reader's next turn; the
// rules opening closes a board tooltip.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";
import { helpLearn } from "./help_learn.js";

const storage = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };
const state = (to_act, step) => ({ round: 1, max_rounds: 60, to_act, step, result: null, seats: {} });

describe("round37cc9: folding the 3 things moves nothing under the finger (review 35, room_zh 2)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("Got it keeps the box's height until the reader's turn ends", () => {
    const tip = firstTip(document.createElement("div"), { storage: storage() });
    tip.show(state("B1", 1), "zh-CN", "chaos", "B1");
    expect(tip.el.hidden).toBe(false);
    tip.slot.getBoundingClientRect = () => ({ top: 60, height: 208, width: 390 });   // the open box, in the flow
    tip.button.fire("click");
    expect(tip.el.hidden).toBe(true);
    // one line of it stays, not the whole box: a tall empty place read as broken (review 38, room_zh 3)
    expect(tip.slot.style.minHeight).toBe("24px");
    tip.show(state("B1", 2), "zh-CN", "chaos", "B1");   // the same turn: the reader's step
    expect(tip.slot.style.minHeight).toBe("24px");
    tip.show(state("B2", 3), "zh-CN", "chaos", "B1");   // the turn over: kept to the game's end (review 39, room_en 4)
    expect(tip.slot.style.minHeight).toBe("24px");
  });

  it("pressed while the bots play, the place is kept through the reader's next turn", () => {
    const tip = firstTip(document.createElement("div"), { storage: storage() });
    tip.show(state("A1", 1), "zh-CN", "chaos", "B1");
    tip.slot.getBoundingClientRect = () => ({ top: 60, height: 22, width: 390 });   // folded to its line
    tip.button.fire("click");
    for (const [who, step] of [["A2", 2], ["B1", 3], ["B1", 4]]) {
      tip.show(state(who, step), "zh-CN", "chaos", "B1");
      expect(tip.slot.style.minHeight, `${who} ${step}`).toBe("22px");
    }
    tip.show(state("B2", 5), "zh-CN", "chaos", "B1");   // kept to the game's end (review 39, room_en 4)
    expect(tip.slot.style.minHeight).toBe("22px");
  });

  it("scrolled down, the place outlasts the bots' turns and goes at the reader's own scroll (room_zh 3)", () => {
    const on = {};
    const scrolls = [];
    const win = { scrollY: 306, addEventListener: (type, fn) => { on[type] = fn; },
                  scrollBy: ({ top }) => { scrolls.push(top); win.scrollY += top; } };
    const tip = firstTip(document.createElement("div"), { storage: storage(), win });
    tip.show(state("B1", 1), "zh-CN", "chaos", "B1");
    tip.slot.getBoundingClientRect = () => ({ top: 60 - win.scrollY, bottom: 78 - win.scrollY,
                                              height: tip.slot.style.minHeight ? 18 : 0 });
    tip.slot.style.minHeight = "18px";
    tip.button.fire("click");
    for (const [who, step] of [["B2", 2], ["A2", 3], ["A1", 4], ["B1", 5]]) {   // at the page's foot: no shrink
      tip.show(state(who, step), "zh-CN", "chaos", "B1");
      expect(tip.slot.style.minHeight, `${who} ${step}`).toBe("18px");
    }
    win.scrollY = 40;   // the reader scrolls up: the place still in sight, kept
    on.scroll();
    expect(tip.slot.style.minHeight).toBe("18px");
    win.scrollY = 812;   // the reader scrolls down past it: it goes, the window kept on what it shows
    on.scroll();
    expect(tip.slot.style.minHeight).toBe("");
    expect(scrolls).toEqual([-18]);
  });

  it("the rules opening closes a board tooltip (a pointer leaving the canvas)", () => {
    const table = document.createElement("div");
    const help = document.createElement("details");
    help.className = "cw-help";
    help.append(document.createElement("summary"), document.createElement("div"));
    const canvas = document.createElement("canvas");
    table.append(help, canvas);
    canvas.dispatchEvent = (event) => canvas.fire(event.type);
    let left = 0;
    canvas.addEventListener("pointerleave", () => { left += 1; });
    helpLearn(table).show("zh-CN", "chaos", 60);
    help.open = true;
    help.fire("toggle");
    expect(left).toBe(1);
  });
});
