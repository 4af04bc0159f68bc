// Round GG, fixer GG6 (newcomer review 38, mythos_en 1, shots 204, 257, 260, 264, 270): the bot's Sanity bar went
// whenever its table was drawn brief beside a fight, its Sanity then only inside the "score =" text, even at 1-2 Sanity
// (MY-END: Sanity 0 loses). Every seat's panel draws its Sanity bar at every frame of the recorded game.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("review 38, mythos_en 1: every seat's panel has its Sanity bar at every frame", () => {
  for (const [lang, width, memory] of [["en", 1280, {}], ["en", 390, { touch: true }], ["ja", 1280, {}],
                                       ["ja", 390, { touch: true }]]) {
    it(`${lang} ${width}: a Sanity bar on each seat's panel, inside it, at each frame`, () => {
      const ui = { ...memory };
      const missing = [];
      for (const [n, f] of recordedGame(lang).entries()) {
        const s = scene(f, ui, lang, width);
        for (const p of s.items.filter((i) => i.type === "mpanel")) {
          const seat = p.label.slice(6);
          const bar = s.items.find((i) => i.type === "msanity" && i.label === `sanity-${seat}`);
          if (!bar || bar.y < p.y || bar.y + bar.h > p.y + p.h) missing.push(`${n} ${seat}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
