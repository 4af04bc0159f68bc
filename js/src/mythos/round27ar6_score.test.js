// Round AR (AR6), newcomer review 26, mythos_en finding 10: "While waiting for the bot, 'game ends at 20 adventure
// points: …' is cut to '…' and the score disappears" (shots 008, 014, 157, a 928 px table beside the story). The score
// is never cut: the standing is drawn whole at the status line's right end, at the reader's turn and at the bot's.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const lay = (f, lang, width) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui: {}, lang },
                                       { width });

describe("review 26, mythos_en 10: the score in the status line is never cut", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: at the bot's turn and the reader's the standing is whole and inside the table`, () => {
      for (const width of [928, 760]) {
        for (const f of story15[lang].slice(0, 2)) {   // frame 0: the reader's move; 1: waiting for Bot 2
          const s = lay(f, lang, width);
          const standing = s.items.find((i) => i.label === "standing");
          const where = `${lang} ${width}px, to act ${f.view.to_act}`;
          expect(standing, `${where}: the score shown`).toBeTruthy();
          expect(standing.text, where).toMatch(/0.*0/);
          const wide = (i) => textWidth(i.text, i.size, Boolean(i.bold));
          expect(standing.x + wide(standing), where).toBeLessThanOrEqual(width);
          const status = s.items.find((i) => i.label === "status");
          expect(standing.x, `${where}: beside the status, not over it`).toBeGreaterThan(status.x + wide(status));
          const row = s.items.filter((i) => i.type === "text" && Math.abs(i.y - standing.y) < 8 && i.x > status.x
                                      && i !== standing);
          for (const i of row) expect(i.x + wide(i), `${where}: ${i.text} clear of the score`).toBeLessThan(standing.x);
        }
      }
    });
  }
});
