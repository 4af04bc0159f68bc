// Review 39, room_en 4 (shots 043→059, 071→074): "Got it" on "3 things to know" moved the header down ~5 px (the bar's
// tight rows went with the box), and at the reader's next turn the folded row went and the table moved up ~24 px.
// The kept row stays through the game (the table never moves for it), and the bar stays tight while it shows.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";
import { STYLE } from "./style.js";

const storage = () => {
  const held = {};
  return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } };
};
const state = (to_act, step, result = null) => ({ round: 1, max_rounds: 60, to_act, step, result, seats: {} });

describe("round43ii7 the 3 things' kept row holds the table still", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("after Got it the row stays through the reader's turns, and goes only with the game's end", () => {
    const tip = firstTip(document.createElement("div"), { storage: storage() });
    tip.show(state("A1", 1), "en", "chaos", "A1");
    tip.slot.getBoundingClientRect = () => ({ top: 60, height: 24, width: 1280 });
    tip.button.fire("click");
    for (const [who, step] of [["A1", 2], ["A2", 3], ["B1", 4], ["A1", 9], ["B2", 12]]) {
      tip.show(state(who, step), "en", "chaos", "A1");
      expect(tip.slot.style.minHeight, `${who} ${step}`).toBe("24px");
    }
    tip.show(state(null, 20, { winner: "A" }), "en", "chaos", "A1");
    expect(tip.slot.style.minHeight).toBe("");
  });

  it("at a desk the bar keeps its tight rows while the kept row shows, as while the box showed", () => {
    const rule = STYLE.split("}").find((r) => r.includes("> .cw-room-status {") && r.includes("min-height: auto"));
    expect(rule).toMatch(/\.cw-room-tip-kept\):not\(\[hidden\]\)/);
  });
});
