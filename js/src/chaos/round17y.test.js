// Round 17 Y (newcomer review 17, CHAOS en desk): the page's Undo after a step that found a hidden bomb, and the
// join's words.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { built } from "../ui/bar_support.js";

const UNDO_BOMB = "Undo cannot take back a step that found a hidden bomb";

describe("Undo cannot fish past a hidden bomb (finding 1)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());
  const traits = (more) => ({ game: "chaos", lang: "en", seat: "A1", mode: "play", step: 25, history_len: 25,
                              undo_policy: "fair", view: { game: "chaos", to_act: "A1" }, deal: "1a2b3c4d",
                              seed: null, catalog_data: { langs: ["en", "zh", "ja"] }, undo_block: "", ...more });

  it("is disabled, the kernel's sentence its tip, when the seat's last step found a hidden bomb", () => {
    const { cmd } = built(fakeModel(traits({ undo_block: UNDO_BOMB })));
    expect(cmd("undo").disabled).toBe(true);
    expect(cmd("undo").title).toBe(UNDO_BOMB);
  });

  it("is offered as before when nothing blocks it", () => {
    const { cmd } = built(fakeModel(traits()));
    expect(cmd("undo").disabled).toBe(false);
    expect(cmd("undo").title).not.toBe(UNDO_BOMB);
  });
});
