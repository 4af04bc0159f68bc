// Round BA7, newcomer review 33, mythos_en 8 (127): the opened adventure list's heading "Your adventures (face-down
// monsters do not count):" had the first count beside it and the second wrapped under it at the panel's left edge.
// The counts sit together: all beside the heading, or all on a line of their own under it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("review 33, mythos_en 8: the adventure counts never split around the heading", () => {
  for (const width of [1280, 960, 930]) {
    it(`en ${width} px, the list opened, a face-down monster held: the counts on one line`, () => {
      const game = recordedGame("en");
      const checked = [];
      for (const n of [34, 40, 70]) {
        const ui = { goalsOpen: "goals-p0" };
        const s = scene(game[n], ui, "en", width);
        const head = s.items.find((i) => i.type === "text" && i.label === "goals-p0");
        const goals = game[n].view.players.find((p) => p.seat === "p0").goals;
        const counts = goals.map((g) => s.items.find((i) => i.type === "text" && i.label === `goal-${g.inst}`));
        expect(head && counts.every(Boolean), `frame ${n}: heading and counts drawn`).toBeTruthy();
        const ys = new Set(counts.map((c) => c.y));
        checked.push({ n, ys: [...ys], head: head.y });
        expect(ys.size, `frame ${n}: the counts on one line`).toBe(1);
      }
      expect(checked).toHaveLength(3);
    });
  }
});
