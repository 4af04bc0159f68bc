// Review 25 (room_en 10): "The 'How this table plays' banner with its Got it button stays over the table for the whole
// game unless you dismiss it." It closes by itself after the first round (at a state of another seat's turn, so the
// table does not move under the reader's own click), or by Got it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";

const first = { round: 1, max_rounds: 12, to_act: "A1", result: null };
const store = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };

describe("AQ8: the first round's tip closes by itself after the first round", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("stays through round 1, closes at round 2 on another's turn, not on the reader's own", () => {
    const tip = firstTip(document.createElement("div"), { storage: store() });
    tip.show(first, "en", "chaos");
    tip.show({ ...first, to_act: "B1" }, "en", "chaos", false);
    expect(tip.el.hidden).toBe(false);
    tip.show({ ...first, round: 2 }, "en", "chaos", true);             // the reader's own turn: its clicks come now
    expect(tip.el.hidden).toBe(false);
    tip.show({ ...first, round: 2, to_act: "B1" }, "en", "chaos", false);
    expect(tip.el.hidden).toBe(true);
    tip.show({ ...first, round: 3 }, "en", "chaos", false);
    expect(tip.el.hidden).toBe(true);
  });
});
