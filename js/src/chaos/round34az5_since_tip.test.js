// Round AZ, fixer AZ5 (newcomer review 32, chaos_ja 1, 179): on a 390×844 phone a long-pressed hand card's text opened
// above the hand, where the page's "前の手番から" box lies over the canvas; the box hid all but its last line and the
// reader had to close the box and press again (181). The text the reader asked for is seen whole: while a tooltip lies
// where the box is, the box steps aside (hidden), and comes back once the tooltip goes.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { withFeedback } from "../scene/feedback.js";
import { layOver, sinceYield } from "../ui/since_spot.js";
import cards from "../fixtures/chaos_cards.json";

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("chaos_ja 1: a long-pressed card's text is never under the since box", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the box hides while the card's text lies over its room, and shows again after`, () => {
      const ui = { sinceH: 140 };
      const f = structuredClone({ ...cards, lang });
      f.legal = f.legal.filter((a) => a.kind !== "declare_time");
      const scene = layout({ ...f, ui }, { width: 390 });
      expect(scene.sinceSpot).toBeTruthy();
      const box = { style: {}, dataset: {}, hidden: false, getBoundingClientRect: () => ({ height: 140 }) };
      const page = { since: { box }, root: { dataset: { wide: "0" }, getBoundingClientRect: () => ({ left: 0, top: 0 }) },
                     canvas: { __cthulhu: { scene }, getBoundingClientRect: () => ({ left: 0, top: 0, width: 390 }) } };
      layOver(page, ui);
      expect(box.dataset.over).toBe("1");
      const card = scene.items.find((i) => i.type === "ccard" && /^hand-/.test(i.label ?? "") && i.tip);
      const at = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
      const drawn = withFeedback(scene, { tip: { text: card.tip, at } });
      const tip = drawn.items.find((i) => i.type === "tooltip");
      expect(over(tip, scene.sinceSpot)).toBe(true);   // the text opens where the box lies (179)
      sinceYield(page, drawn);
      expect(box.style.visibility).toBe("hidden");      // the card's text is seen whole
      sinceYield(page, withFeedback(scene, {}));
      expect(box.style.visibility).toBe("");            // the tip gone: the box is back
    });
  }

  it("a box under the table (a desk, no room) never hides for a tooltip", () => {
    const box = { style: {}, dataset: {}, hidden: false };
    const scene = { width: 930, height: 700, items: [{ type: "tooltip", x: 0, y: 0, w: 900, h: 700 }] };
    sinceYield({ since: { box }, canvas: { __cthulhu: { scene } } }, scene);
    expect(box.style.visibility ?? "").toBe("");
  });
});
