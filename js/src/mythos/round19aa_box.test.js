// Newcomer review 18 on the Mythos desk, round AA, finding 5: "The opponent's recent-actions box also lists my
// moves, so I couldn't tell whose box it was". Beside a seat's row of cards, the box tells that seat's doings (and
// what it did to the reader), never the reader's own moves. Recorded frames: round15s_frames.json.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { sinceOf } from "../ui/story.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const flat = (s) => String(s).replace(/\s+/g, "");

/** Return the recorded game `lang` as the page holds it: each frame with the page's copy of the story. */
function game(lang) {
  let story = [];
  return recorded[lang].map((f) => {
    const [from, lines] = f.log;
    story = story.slice(0, from).concat(lines);
    return { ...f, log_lines: story };
  });
}

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
