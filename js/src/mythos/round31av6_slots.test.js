// Round AV6, newcomer review 30, mythos_ja 3 (014 → 025 → 031 → 074): the hand closed up at each of the reader's
// decisions, its cards jumped a slot and the "使用した" gap wandered. Through a round's card play each card keeps its x:
// a played card's gap stays where it was.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

describe("review 30, mythos_ja 3: the hand keeps its slots through a round's card play", () => {
  it("ja 390, round 2's card play: every card still in hand keeps its x", () => {
    const ui = {};
    const xs = new Map();
    const moved = [];
    for (const [n, f] of recordedGame("ja").entries()) {
      if (f.view.round !== 2 || f.view.phase !== "play") continue;
      const s = layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "ja" }, { width: 390 });
      for (const c of s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))) {
        const key = c.label;
        if (xs.has(key) && xs.get(key) !== c.x) moved.push(`${n} ${key}: ${xs.get(key)} → ${c.x}`);
        xs.set(key, c.x);
      }
    }
    expect(xs.size).toBeGreaterThan(3);
    expect(moved).toEqual([]);
  });
});
