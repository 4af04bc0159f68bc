// Newcomer review 32 (round AZ, fixer AZ3), mythos_en 4 (116/117): "▾ Show Bot 2's table" opened the bot's table below
// the reader's hand, off a 1280×800 window: the reader scrolled to find it. It now opens right under the bot's folded
// panel, over the table, in the window; the reader's hand and buttons stay where they were (round32ax6_still.test.js),
// and a press on the opened table never reaches what it covers.
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
      const [folded, opened] = s.items.filter((i) => i.type === "mpanel" && i.label === "panel-p1");
      expect(opened, `frame ${n}: opened`).toBeTruthy();
      expect(opened.y, `frame ${n}: right under its folded panel`).toBeGreaterThan(folded.y + folded.h);
      expect(opened.y + opened.h, `frame ${n}: whole in the window`).toBeLessThanOrEqual(WINDOW);
      const hide = s.items.find((i) => i.id === "select:panel-p1-open-shut");
      expect(hitTest(s, hide.x + hide.w / 2, hide.y + hide.h / 2), `frame ${n}: Hide pressed where Show was`).toBe(hide.id);
      // its own cards take the presses; what it covers (the reader's panel) takes none there
      const card = s.items.find((i) => i.type === "mcard" && i.z && i.id);
      if (card) expect(hitTest(s, card.x + card.w / 2, card.y + card.h / 2)).toBe(card.id);
      const covered = shut.items.filter((i) => i.id && i.id !== "cmd:none" && i.y > opened.y + 4
                                         && i.y + i.h < opened.y + opened.h - 4 && i.x > opened.x && i.x + i.w < opened.x + opened.w);
      for (const i of covered) {
        expect(hitTest(s, i.x + i.w / 2, i.y + i.h / 2), `frame ${n}: ${i.id} under the opened table`).not.toBe(i.id);
      }
      expect(s.height, `frame ${n}: the table no taller`).toBe(shut.height);
      seen.push(n);
    }
    expect(seen.length).toBeGreaterThan(0);
  });
});
