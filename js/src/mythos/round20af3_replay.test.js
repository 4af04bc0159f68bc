// Round AF, newcomer review 20 of the Mythos desk (en), finding 8 (066_replay): "During a replay the bar at the bottom
// reads 'Bot 2 plays in a moment… Play now'". A replay is not the bot's turn: its steps are the ending panel's.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { stepWaitsOf } from "../index.js";
import { WATCHING, quietSelfSteps } from "../ui/autoplay.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const model = (traits) => ({ get: (k) => traits[k] });

describe("review 20, finding 8: a replay's bar says no bot's turn to come", () => {
  it("a replaying page: the bot's step neither waits nor comes in a moment", () => {
    expect(stepWaitsOf({ replaying: true, view: {} }, model({}), {})).toBe(null);
    expect(stepWaitsOf({ replaying: false, autoplay: true, view: { to_act: "p1" }, seat: "p0" }, model({}), {})).toBe(false);
  });
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the bot's turn in a replay reads neither 'in a moment' nor 'Play now'`, () => {
      const f = story15[lang].find((x) => x.view.to_act && x.view.to_act !== x.seat && x.view.phase === "play");
      const ui = { stepWaits: stepWaitsOf({ replaying: true }, model({}), {}) };
      const s = quietSelfSteps(layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang },
                                      { width: 1280 }), WATCHING);
      const words = s.items.map((i) => i.text ?? "").join(" | ");
      expect(words).not.toMatch(/in a moment|Play now|まもなく|今すぐ/);
      expect(s.items.some((i) => i.type === "chip" && i.id === "cmd:bot_step")).toBe(false);
    });
  }
});
