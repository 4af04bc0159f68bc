// Newcomer review 18 on the Mythos desk, round AA, finding 5: "The opponent's recent-actions box also lists my
// moves, so I couldn't tell whose box it was". Beside a seat's row of cards, the box tells that seat's doings (and
// what it did to the reader), never the reader's own moves. Recorded frames: round15s_frames.json.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { sinceOf } from "../ui/story.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const flat = (s) => String(s).replace(/\s+/g, "");

const game = recordedGame;

describe("finding 5: the box beside the bot's cards tells the bot's doings, not the reader's", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280 px: no line of the reader's own moves in the bot's box`, () => {
      const ui = {};
      let boxes = 0;
      for (const [n, f] of game(lang).entries()) {
        const s = layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width: 1280 });
        const rows = s.items.filter((i) => i.type === "text" && i.label === "last-turn");
        if (!rows.length) continue;
        boxes += 1;
        const said = flat(rows.map((i) => i.text).join(" "));
        const mine = sinceOf(f.log_lines).filter((l) => l.you && !l.at && l.text);
        for (const l of mine) expect(said, `frame ${n}: the reader's own "${l.text}"`).not.toContain(flat(l.text));
      }
      expect(boxes).toBeGreaterThan(3);
    });
  }
});
