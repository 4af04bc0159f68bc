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

describe("the card zoom leaves the other moves in sight (issue 23 round 3, newcomer look)", () => {
  const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });
  const all = Object.entries(files).filter(([path]) => !path.endsWith("mythos_catalog.json"))
    .map(([path, f]) => [path.replace(/^.*\/(.*)\.json$/, "$1"), { ...f, catalog: { ...catalogBase, seats: f.seats } }]);
  const apart = (a, b) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

  it("a hand card's zoom covers no other card that is a move where the table has room (a discard: the hand)", () => {
    let checked = 0;
    const covered = [];
    for (const [name, f] of all) {
      for (const width of [1280]) {
        const plain = layout({ ...f, ui: {} }, { width });
        const hand = plain.items.filter((i) => i.type === "mcard" && i.highlight && /^hand-/.test(i.label));
        for (const card of hand.slice(0, 4)) {
          const s = layout({ ...f, ui: { selected: Number(card.label.slice(5)) } }, { width });
          const zoom = s.items.find((i) => i.type === "mzoom");
          if (!zoom || zoom.y + zoom.h > plain.height) continue;   // no room over the table: it went under
          checked += 1;
          for (const other of s.items.filter((i) => i.type === "mcard" && i.highlight && !i.z && i.label !== card.label)) {
            if (!apart(zoom, other)) covered.push(`${name} ${card.label}: covers ${other.label}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(covered).toEqual([]);
  });
});
