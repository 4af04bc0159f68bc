// Round BB6, newcomer review 34, mythos_en 1 (090): "▾ Show Bot 2's table" drew the bot's whole panel over the reader's
// own panel (its Sanity, place and adventures hidden, the bot's name and Sanity twice). Opening it now unfolds the bot's
// panel in its place and pushes the reader's panel down, the same size; Hide is pressed where Show was.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "en" }, { width: 1280 });
const panels = (s, seat) => s.items.filter((i) => i.type === "mpanel" && i.label === `panel-${seat}`);
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 34, mythos_en 1: the bot's opened table pushes the reader's panel, never covers it", () => {
  for (const memory of [{}, { goalsOpen: true }]) {
    it(`en 1280${memory.goalsOpen ? ", adventure list opened" : ""}: one bot panel, whole, above the reader's`, () => {
      const seen = [];
      for (const [n, f] of recordedGame("en").entries()) {
        const shut = scene(f, { ...memory });
        const show = shut.items.find((i) => i.id === "select:panel-p1-open");
        if (!show) continue;
        seen.push(n);
        const ui = { ...memory, selected: "panel-p1-open" };
        for (const s of [scene(f, ui), scene(f, Object.assign(ui, { selected: null }))]) {
          const bot = panels(s, "p1");
          const [mine] = panels(s, "p0");
          expect(bot.length, `frame ${n}: the bot's panel once, not twice`).toBe(1);
          expect(overlap(bot[0], mine), `frame ${n}: the bot's panel over the reader's`).toBe(false);
          expect(bot[0].h, `frame ${n}: the bot's panel unfolded`).toBeGreaterThan(panels(shut, "p1")[0].h);
          const [was] = panels(shut, "p0");
          expect([mine.w, mine.h], `frame ${n}: the reader's panel the same size`).toEqual([was.w, was.h]);
          const hide = s.items.find((i) => i.id === "select:panel-p1-open-shut");
          expect(hide && [hide.x, hide.y], `frame ${n}: Hide where Show was`).toEqual([show.x, show.y]);
        }
      }
      expect(seen.length).toBeGreaterThan(0);
    });
  }
});
