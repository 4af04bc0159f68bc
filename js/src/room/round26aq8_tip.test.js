// Review 25 (room_en 10): "The 'How this table plays' banner with its Got it button stays over the table for the whole
// game unless you dismiss it." AQ8 closed it by itself after the first round; review 26 (room_en 6) then saw the board
// and hand move up 29 px as it went. Since AR8 it lies over the table's head (nothing moves for it), its Got it the
// game's gold, and it closes on Got it or at the game's end.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";

const first = { round: 1, max_rounds: 12, to_act: "A1", result: null };
const store = () => { const held = {}; return { getItem: (k) => held[k] ?? null, setItem: (k, v) => { held[k] = v; } }; };

describe("AQ8/AR8: the first round's tip never stays past the game", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("stays through the rounds until Got it, and closes at the game's end", () => {
    const tip = firstTip(document.createElement("div"), { storage: store() });
    tip.show(first, "en", "chaos", "A1");
    tip.show({ ...first, round: 2, to_act: "B1" }, "en", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);
    tip.show({ ...first, round: 4, to_act: null, result: { outcome: "draw" } }, "en", "chaos", "A1");
    expect(tip.el.hidden).toBe(true);
  });
});
