// Issue 23 round 5, Mythos item 4 (J15, J16): Houdini glowed under the pointer during the Yithian choice while its
// zoom said "このカードは今は使えません". A card no move names opens its text on a click, but its hover is a thin
// light frame (`calm`), never the glow of a playable card; a card a move names keeps its glow.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { feedbackItems } from "../scene/feedback.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import commitF from "../fixtures/mythos_commit.json";

const commit = { ...commitF, catalog: { ...catalogBase, seats: commitF.seats } };

describe("only a playable card glows (issue 23 r5 J15)", () => {
  for (const lang of ["en", "ja"]) {
    it(`a card with no move has a calm hover, a card with a move glows (${lang})`, () => {
      const s = layout({ ...valid({ ...commit, lang }) }, { width: 1280 });
      const cards = s.items.filter((i) => i.type === "mcard" && String(i.id ?? "").startsWith("select:"));
      const idle = cards.find((c) => !c.highlight);
      const live = cards.find((c) => c.highlight);
      expect(idle && live).toBeTruthy();
      const hoverOf = (c) => feedbackItems(s, { hover: c.id }).find((i) => i.type === "hover");
      expect(hoverOf(idle).calm).toBe(true);
      expect(hoverOf(live).calm).toBeUndefined();
    });
  }
});
