// Round AT6, newcomer review 28, mythos_en 5 (014, 076): on a 1280×800 desk the round's line read "game ends at 20 adv…"
// at the bot's turn under a Storm: the goal was cut mid-word. Where the row cannot fit, who plays first (said in the
// story) leaves the row and the goal reads whole.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

describe("review 28, mythos_en 5: the game's goal in the round's line is never cut", () => {
  for (const width of [900, 930]) {
    it(`en ${width} px, Day + Storm, the bot's turn: 'game ends at 20 adventure points:' whole, the score whole`, () => {
      const view = { ...startF.view, time_of_day: "day", storm: true, first_player: "p0", to_act: "p1" };
      const s = layout({ ...valid(withCatalog({ ...startF, view })), legal: [], ui: {}, lang: "en" }, { width });
      const target = s.items.find((i) => i.label === "target");
      expect(target?.text ?? "(none)").toMatch(/^game ends at \d+ adventure points:$/);
      expect(s.items.find((i) => i.label === "standing")?.text).toMatch(/^You: \d+, Bot 2: \d+$/);
      expect(s.items.some((i) => i.label === "badges-more")).toBe(false);
    });
  }
});
