// Newcomer review 32 (round AZ, fixer AZ3), mythos_en 4 (116/117): "▾ Show Bot 2's table" opened the bot's table below
// the reader's hand, off a 1280×800 window: the reader scrolled to find it. It now opens in the window, in the bot's
// folded panel's place, the reader's panel pushed down (review 34, mythos_en 1: round36bb6_opened.test.js).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { hitTest } from "../scene/hit.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, width = 1280) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "en" }, { width });
// the page's toolbar and header above the table in a 1280×800 window (round32ax6_still: the hand's foot within 669)
const WINDOW = 669;

describe("mythos_en 4 (review 32): the bot's table opens in sight", () => {
  it("en 1280: at every frame with the Show chip, the opened table lies whole within the window, under its panel", () => {
    const seen = [];
    for (const [n, f] of recordedGame("en").entries()) {
      const shut = scene(f, {});
      const show = shut.items.find((i) => i.id === "select:panel-p1-open");
      if (!show) continue;
      const s = scene(f, { selected: "panel-p1-open" });
      // since review 34 (mythos_en 1: over the table it covered the reader's panel) in its folded panel's place
      const [folded] = shut.items.filter((i) => i.type === "mpanel" && i.label === "panel-p1");
      const [opened, twice] = s.items.filter((i) => i.type === "mpanel" && i.label === "panel-p1");
      expect(opened && !twice, `frame ${n}: opened, once`).toBe(true);
      expect(opened.y, `frame ${n}: where its folded panel was`).toBe(folded.y);
      expect(opened.y + opened.h, `frame ${n}: whole in the window`).toBeLessThanOrEqual(WINDOW);
      const hide = s.items.find((i) => i.id === "select:panel-p1-open-shut");
      expect(hitTest(s, hide.x + hide.w / 2, hide.y + hide.h / 2), `frame ${n}: Hide pressed where Show was`).toBe(hide.id);
      const card = s.items.find((i) => i.type === "mcard" && i.id && i.y > opened.y && i.y < opened.y + opened.h);
      if (card) expect(hitTest(s, card.x + card.w / 2, card.y + card.h / 2)).toBe(card.id);
      seen.push(n);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});
