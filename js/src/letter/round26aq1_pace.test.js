// Newcomer review 25 (round AQ, fixer AQ1), letter_zh 2 (106): after the reader's guess the next screen already showed
// the opponent's next question; the reader's own result ("wrong"/"right", told in the band's "Your last turn: …") was
// never seen. The page waits at least 2 s after the reader's play before it plays the opponent.
import { describe, expect, it } from "vitest";
import { fakeModel } from "../ui/fake_dom.js";
import { pacer } from "../ui/autoplay.js";

describe("the reader's own result stays on screen before the opponent plays", () => {
  it("the opponent's step waits ≥ 2 s after the reader's play (the app's delay_ms 700)", () => {
    const m = fakeModel({ game: "letter", delay_ms: 700, log_lines: [], step: 1, view: { to_act: "player" } });
    const pace = pacer(m);
    pace();
    m.set("step", 2);
    m.set("view", { to_act: "opponent" });
    expect(pace()).toBeGreaterThanOrEqual(2000);
  });
});
