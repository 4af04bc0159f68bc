// Issue 23 round 5, Mythos item 2 (M64, M65, M28): at 1280×800 the combat's "Done" sat below the seat's panel, off
// the screen (y≈883). The combat's own moves that name no card now stand on the combat band's title row, once.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import commitF from "../fixtures/mythos_commit.json";
import defendsF from "../fixtures/mythos_defends.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

describe("the combat's Done beside the fight (issue 23 r5 M64, M65)", () => {
  for (const [name, f] of [["commit", commitF], ["defends", defendsF]]) {
    for (const lang of ["en", "ja"]) {
      it(`${name} (${lang}): Done is on the combat band, in it, and not again under the panel`, () => {
        const done = f.legal.find((a) => a.kind === "done");
        expect(done).toBeTruthy();
        const s = layout({ ...valid({ ...withCatalog(f), lang }) }, { width: 1280 });
        const band = s.items.find((i) => i.label === "combat");
        const chips = s.items.filter((i) => i.type === "chip" && i.id === `act:${done.id}`);
        expect(chips).toHaveLength(1);
        const [chip] = chips;
        expect(chip.y).toBeGreaterThanOrEqual(band.y);
        expect(chip.y + chip.h).toBeLessThanOrEqual(band.y + band.h);
        expect(chip.x + chip.w).toBeLessThanOrEqual(band.x + band.w);
        const cards = s.items.filter((i) => i.type === "mcard" && i.y >= band.y && i.y < band.y + band.h);
        for (const c of cards) expect(c.y >= chip.y + chip.h || c.x >= chip.x + chip.w || c.x + c.w <= chip.x).toBe(true);
      });
    }
  }
});
