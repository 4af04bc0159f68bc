// Issue 23 round 3, Mythos newcomer look (390×844): things a click-through found and fixed.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import start from "../fixtures/mythos_start.json";

const fixture = { ...start, catalog: { ...catalogBase, seats: start.seats } };

describe("the Mythos panel's whereabouts (MY-ZONE-2, MY-INV-3)", () => {
  for (const lang of ["en", "ja"]) {
    it(`an event buried into an empty story deck is no location: 'no location yet', never 'Ambush · none' (${lang})`, () => {
      const view = structuredClone(fixture.view);
      const me = view.players.find((p) => p.seat === (fixture.seat ?? "p0"));
      const ambush = me.hand.find((c) => c.id === "ambush") ?? me.hand[0];
      Object.assign(me, { story: [{ inst: 999, id: ambush.id }], top_state: "none", location: null });
      const s = layout({ ...fixture, view, lang, ui: {} }, { width: 390 });
      const where = s.items.find((i) => i.label === `where-${me.seat}`);
      expect(where.text).toContain(catalogBase.ui[lang].no_location);
      expect(where.text).not.toMatch(/\bnone\b/);
    });
  }
});
