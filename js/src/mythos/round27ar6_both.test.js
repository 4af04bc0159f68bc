// Round AR (AR6), newcomer review 26, mythos_en finding 3 (096, 131): "'▾ Show Bot 2's table' hides my own table: my
// panel shrinks to one line, so I can't compare the two boards while deciding a play." With the bot's table opened by
// its chip, the reader's own table keeps its cards (smaller where the window needs it, never folded to its name line),
// and the hand stays in a 1280×800 window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const WINDOW_FOOT = 800 - 123 - 8;   // layout.js WIDE_ROOM

describe("review 26, mythos_en 3: the bot's table shown, the reader's own stays whole", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: frames of rounds 2 and 3 (card play, a fight) with Bot 2's table and the reader's adventures opened`, () => {
      const ui = { panelOpen: "p1", goalsOpen: "goals-p0" };
      for (const n of [24, 49, 66]) {
        const f = story15[lang][n];
        const s = layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang }, { width: 1280 });
        const panel = s.items.find((i) => i.label === `panel-${f.view.seat}`);
        const cards = s.items.filter((i) => i.type === "mcard" && i.y > panel.y && i.y < panel.y + panel.h);
        expect(cards.length, `${lang} frame ${n}: the reader's panel keeps its cards`).toBeGreaterThan(0);
        const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
        // (a fight where the reader commits allies: still taller than the window, as before: round19ab_bar)
        if (f.view.phase === "play") {
          expect(Math.max(...hand.map((i) => i.y + i.h)), `${lang} frame ${n}: the hand in the window`).toBeLessThanOrEqual(WINDOW_FOOT);
        }
      }
    });
  }
});
