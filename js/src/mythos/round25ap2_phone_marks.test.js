// Newcomer review 24, mythos_ja 2 (a 390 px phone): "cards shift under the finger as the hand closes up". While the
// seat marks cards for the round's discard, every hand card keeps its box (a marked card shows its frame and "✓
// Discard" tag in place, not lifted), and once "Discard these N" is pressed the cards left keep their places as each
// discard lands (the gone card leaves its place empty): the next tap hits the card that was under the finger.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { markCard, sendMarked } from "./discard.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const boxes = (s) => Object.fromEntries(s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))
  .map((i) => [i.label, { x: i.x, y: i.y, w: i.w, h: i.h, marked: Boolean(i.marked) }]));
const place = ({ x, y, w, h }) => ({ x, y, w, h });
// recorded.discard[3..6]: p0 over its max of 7 discards 35, then 37, then 47 (each frame the answer to the one before)
const [first, ...answers] = recorded.discard.slice(3, 7);
const gone = [35, 37, 47];

describe("MY-ROUND-5 on a phone: the hand holds still while cards are marked, then discarded", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 390 px: each mark, and each discard after the confirm, leaves every other card where it was`, () => {
      const ui = { touch: true };
      const scene = (f) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width: 390 });
      const base = boxes(scene(first));
      expect(Object.keys(base)).toHaveLength(11);
      let s;
      for (const [k, inst] of gone.entries()) {
        markCard(ui, inst);
        s = scene(first);
        const now = boxes(s);
        for (const [label, box] of Object.entries(base)) {
          expect(place(now[label]), `${label} after ${k + 1} marks`).toEqual(place(box));
        }
        for (const i of gone.slice(0, k + 1)) expect(now[`hand-${i}`].marked, `hand-${i} shows its mark`).toBe(true);
      }
      const chip = s.items.find((i) => i.type === "chip" && String(i.id).startsWith("acts:"));
      expect(JSON.parse(chip.id.slice(5))).toHaveLength(3);
      sendMarked(() => {}, chip.id, 10, ui);
      for (const [k, f] of answers.entries()) {
        const now = boxes(scene(f));
        expect(now[`hand-${gone[k]}`], `hand-${gone[k]} discarded`).toBeUndefined();
        for (const [label, box] of Object.entries(now)) {
          expect(place(box), `${label} after ${k + 1} discards`).toEqual(place(base[label]));
        }
      }
    });
  }
});
