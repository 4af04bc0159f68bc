// Newcomer review 21 on the Mythos desk (round AI, fixer 3), mythos_en finding 5: "In the card zoom, the action button
// covers the last line of the card text (016_step5c, 020_step6c)". A zoom's chip is a move: it glows, and the coach's
// ring (ui/coach.js .cw-coach-ring: 4 px out, a 4 px border, a 3-7 px pulse) reaches 11 px round it. Every hand card
// of every fixture opened, desk and phone, en and ja: no chip's reach crosses a line of the zoom's text, as painted
// (a line's glyphs from its top to 1.2 × its size, descenders included).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { overlaps, recordingContext } from "../text_record.js";
import catalogBase from "../fixtures/mythos_catalog.json";

const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });
const RING = 11;   // how far the coach's ring reaches round the item it rings (page px at scale 1)

/** Return the zoom's text lines as painted, each box to its descenders. */
function zoomText(s) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, { items: s.items.filter((i) => i.type === "text" && (i.z ?? 0) >= 11) });
  return drawn.map((d) => ({ ...d, h: d.h * 1.2 }));
}

describe("mythos_en finding 5: a zoom's chips, ringed, leave its text whole", () => {
  for (const [lang, width] of [["en", 930], ["en", 1280], ["ja", 930], ["ja", 390]]) {
    it(`${lang} ${width} px: every hand card of every fixture, each chip's reach clear of the text`, () => {
      const covered = [];
      for (const [name, f0] of Object.entries(files)) {
        if (!f0.view?.players || !f0.legal?.length) continue;
        const f = { ...f0, catalog: { ...catalogBase, seats: f0.seats } };
        const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
        for (const c of me?.hand ?? []) {
          const s = layout({ ...valid(f), lang, ui: { selected: c.inst } }, { width });
          if (!s.items.some((i) => i.type === "mzoom")) continue;
          const lines = zoomText(s);
          for (const chip of s.items.filter((i) => i.type === "chip" && i.z === 12 && String(i.id).startsWith("act:"))) {
            const reach = { x: chip.x - RING, y: chip.y - RING, w: chip.w + 2 * RING, h: chip.h + 2 * RING };
            for (const l of lines.filter((d) => overlaps(reach, d, 0))) covered.push(`${name} ${c.id}: '${l.text}'`);
          }
        }
      }
      expect(covered).toEqual([]);
    }, 120_000);
  }
});
