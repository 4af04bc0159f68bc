// Round AX6, newcomer review 31 (finding 4 of the round's brief): the Discard chip moved once a card was marked; AW3
// held it on a desk (round32aw3_discard_place). On a 390 px phone too, the Discard chip and the Keep chip keep their
// boxes' place at every count of marks (checked: it held already, this test keeps it so).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { markCard } from "./discard.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const first = recorded.discard[3];   // p0 over its max of 7, at the round's discard
const chips = (s) => s.items.filter((i) => i.type === "chip" && !String(i.id ?? "").startsWith("select:"))
  .map((c) => ({ what: String(c.id ?? "").startsWith("acts:") || (c.quiet && c.id == null) ? "discard" : c.id, x: c.x, y: c.y, h: c.h }));

describe("finding 4 on a phone: the Discard chip keeps its place as cards are marked", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 390 px: no mark, then 1, 2, 3 marks: the Discard chip's and Keep chip's x and y`, () => {
      const ui = { touch: true };
      const scene = () => layout({ ...valid(withCatalog(first)), log_lines: [], ui, lang }, { width: 390 });
      const seen = {};
      const hand = scene().items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => Number(i.label.slice(5)));
      for (const k of [0, 1, 2, 3]) {
        if (k) markCard(ui, hand[k - 1]);
        for (const c of chips(scene())) (seen[c.what] ??= new Set()).add(`${Math.round(c.x)},${Math.round(c.y)},${c.h}`);
      }
      expect(scene().items.some((i) => String(i.id ?? "").startsWith("acts:[")), "3 marked: the Discard chip plays them").toBe(true);
      expect(seen.discard, "a Discard chip").toBeTruthy();
      for (const [what, places] of Object.entries(seen)) expect([...places], `${what}'s places`).toHaveLength(1);
    });
  }
});
