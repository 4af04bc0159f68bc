// Review 24 (AP8 finding 4, room_zh): a story toast lay over the first-round tip's "Got it". ui/toast.js places a
// toast clear of every element marked data-toast-free: the tip (its line and its button) is one.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { firstTip } from "./first_tip.js";

describe("AP8 finding 4: no toast over the tip's Got it", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("marks the tip as a place a toast never covers", () => {
    const tip = firstTip(document.createElement("div"), { storage: null });
    tip.show({ round: 1, max_rounds: 12, to_act: "A1", result: null }, "zh", "chaos", "A1");
    expect(tip.el.hidden).toBe(false);
    expect(tip.el.dataset.toastFree).toBe("1");
    expect(tip.el.childNodes).toContain(tip.button);   // Got it lies inside the marked box
  });
});
