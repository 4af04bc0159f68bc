// The motion driver follows a replay's own step (newcomer review 10, CHAOS desk 75-76: the game's end's last-move
// frames stayed drawn at the replay's early steps).
import { describe, expect, it } from "vitest";
import { motionStep } from "./index.js";

const model = (traits) => ({ get: (k) => traits[k] });

describe("motionStep", () => {
  it("in play: the game's step and deal", () => {
    expect(motionStep(model({ step: 246, deal: "s7" }))).toEqual({ step: 246, deal: "s7" });
  });
  it("in a replay: the replay's step, in a deal of its own (nothing slides or stays outlined from the game's end)", () => {
    const m = model({ step: 246, deal: "s7", replay: { view: {}, step: 4, of: 246 } });
    expect(motionStep(m)).toEqual({ step: 4, deal: "replay|s7" });
    expect(motionStep(m).deal).not.toBe(motionStep(model({ step: 246, deal: "s7" })).deal);
  });
});
