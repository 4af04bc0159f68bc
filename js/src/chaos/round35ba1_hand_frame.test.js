// Round BA review (diff of round BA, CHAOS defect 3): the hand's cards drop the last move's dashed frame when the
// notice over the hand tells the hand's change (review 25: the tag says it). Since round BA the notice shows ONE line,
// the piece's before the hand's; with both, the hand's change was only in "+N more in the story", yet its new cards
// still lost their frame: nothing on screen pointed at them. They drop it only when the line shown is the hand's.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const HAND = "New hand (B2's Brainwash): Amnesia ×2, Checkup";
const PIECE = "Bomb at f1 (from the start or B's): back to a8";
const THREAT = "B2 may be near: it can reach you next turn and swap";

/** chaos_start (A1 to move) with `news` sent on its first move, as frames/chaos.py sends it. */
function told(news) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang: "en", ui: {} };
}

const cards = (s) => s.items.filter((i) => i.type === "ccard");
// the notice's first line (since review 35, round CC: a line for each change, the piece's on top)
const shown = (s) => s.items.filter((i) => i.news && i.type === "text").sort((a, b) => a.y - b.y)[0].text;

describe("round BA review: the hand's cards lose the last-move frame only when the line shown is the hand's", () => {
  for (const width of [1280, 390]) {
    it(`at ${width}: the piece's line first, the hand's under it: the cards keep their frame`, () => {
      const s = layout(told({ piece: PIECE, hand: HAND }), { width });
      expect(shown(s).startsWith("Bomb at f1")).toBe(true);
      expect(cards(s).length).toBeGreaterThan(0);
      expect(cards(s).some((c) => c.fresh)).toBe(false);
    });
    it(`at ${width}: the hand's line shown (alone, or over a threat): the tag says it, no frame`, () => {
      for (const news of [{ hand: HAND }, { hand: HAND, threat: THREAT }]) {
        const s = layout(told(news), { width });
        expect(shown(s).startsWith("New hand")).toBe(true);
        expect(cards(s).every((c) => c.fresh)).toBe(true);
      }
    });
  }
});
