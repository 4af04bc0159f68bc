// CHAOS, round BA (newcomer review 33, chaos_ja 6, 212): a phone's header read "17/60・味方がコンボへの参加を求めている":
// the status was too long for the line, so the header dropped "ラウンド". The asked seat's statuses are short enough
// that "ラウンド 17/60" and the whole status fit on a 390 px phone (a 328 px table) ("味方からコンボの誘い"). Failed before (join at 328: cut).
import { describe, expect, it } from "vitest";
import { frame, scene } from "./swap_frames.js";

/** A1 asked in A2's combo (`phase` join or react, CH-COMBO-1, CH-C4) in round 17 of 60. */
const asked = (phase) => (v) => {
  v.round = 17;
  v.max_rounds = 60;
  v.turn = 63;
  v.phase = phase;
  v.prompt = { kind: phase };
  v.to_act = "A1";
  v.combo = { combo: "C3", team: phase === "join" ? "A" : "B", leader: phase === "join" ? "A2" : "B2", partner: "A1",
              cards: {}, reaction: {}, effect: null, reflect: null };
};
const status = (phase, width) => {
  const f = frame("ja", asked(phase));   // its catalog as the kernel sends it (fixtures/chaos_start.json)
  return scene({ ...f, legal: [], prompt: "" }, width).items.find((i) => i.label === "status")?.text ?? "";
};

describe("chaos_ja 6: the round stays first in a phone's header", () => {
  for (const phase of ["join", "react"]) {
    for (const width of [390, 328]) {   // 328: a 390 px phone's table
      it(`${phase} at ${width}`, () => {
        expect(status(phase, width)).toMatch(/^ラウンド 17\/60 · /);
        expect(status(phase, width)).not.toContain("…");   // the status whole, not cut at its tail
      });
    }
  }
});
