// Round AT6, newcomer review 28, mythos_ja 2 (072 → 073): on a 390×844 phone the hand moved ~15 px down under the
// finger (a tap meant for キングス教会墓地 opened 左手の七軒目の家): round 2's Storm badge took the header a line more.
// The header keeps the room of the round's widest badges from the first frame: every hand card keeps its rect.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), ui, lang }, { width });
const rects = (s) => Object.fromEntries(s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))
  .map((i) => [i.label, [i.x, i.y, i.w, i.h]]));

describe("review 28, mythos_ja 2: a Storm in the header does not move a phone's hand", () => {
  for (const lang of ["ja", "en"]) {
    // (a phone's widths around 390: the browser measures wider glyphs than the estimate, so where the Storm wraps moves)
    it(`${lang} 360-430 px: the reader's turn, then the same turn under a Storm with the bot first: same card rects`, () => {
      const f = recorded[lang].find((g) => g.view.round === 2 && g.view.to_act === "p0" && g.view.phase === "play");
      const calm = { ...f, view: { ...f.view, storm: false, first_player: "p0" } };
      const storm = { ...f, view: { ...f.view, storm: true, first_player: "p1" } };
      const moved = [];
      for (let width = 360; width <= 430; width += 5) {
        const ui = { touch: true };
        const before = rects(scene(calm, ui, lang, width));
        const after = rects(scene(storm, ui, lang, width));
        expect(Object.keys(before).length).toBeGreaterThan(4);
        if (JSON.stringify(after) !== JSON.stringify(before)) moved.push(width);
      }
      expect(moved, "widths where the hand moved").toEqual([]);
    });
  }
});
