// Issue 23 round 6, the newcomer's Mythos table findings (layout): the hand closes up after a discard, the combat
// band's "absorbs n" labels stand apart, the combat fits a 1280×800 window, the glossary lines' hover frame reads as
// something to read, and a phone shows the prompt, its chips and the hand together.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import { feedbackItems } from "../scene/feedback.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);

describe("finding 1: the hand closes up (no holes) after a discard", () => {
  it("discarding cards one by one leaves the rest left-packed, in order, at 390 and 1000 px", () => {
    const f = startF;
    const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
    const view = { ...f.view, step: "discard", to_act: me.seat };
    const act = (hand) => hand.map((c) => ({ id: `discard ${c.inst}`, kind: "discard", fields: { card: c.inst },
                                             cards: [c.inst], target: { card: c.inst } }));
    for (const width of [390, 1000]) {
      const ui = {};   // the page's UI state, kept from one layout to the next as the page does
      const first = scene(f, { view, legal: act(me.hand), ui }, width);
      const slots = me.hand.map((c) => [byLabel(first, `hand-${c.inst}`).x, byLabel(first, `hand-${c.inst}`).y]);
      let hand = me.hand;
      for (const gone of [me.hand[1].inst, me.hand[4].inst, me.hand[0].inst]) {
        hand = hand.filter((c) => c.inst !== gone);
        const players = view.players.map((p) => (p === me ? { ...p, hand, hand_count: hand.length } : p));
        const s = scene(f, { view: { ...view, players }, legal: act(hand), ui }, width);
        const top = Math.min(...hand.map((c) => byLabel(s, `hand-${c.inst}`).y));
        const shift = top - slots[0][1];   // the rows may start higher or lower: the places within them count
        hand.forEach((c, i) => {
          const card = byLabel(s, `hand-${c.inst}`);
          expect([card.x, card.y - shift], `${width}px, card ${i} after a discard`).toEqual(slots[i]);
        });
      }
    }
  });
});

describe("finding 4: a glossary line's hover frame is the calm frame of something to read, not a move's gold", () => {
  it("hovering the numbers line (Edu …) or the place line (At: …) gives a calm frame, in en and ja, 390 and 1280 px", () => {
    for (const lang of ["en", "ja"]) {
      for (const width of [390, 1280]) {
        const s = scene(startF, { lang }, width);
        const lines = s.items.filter((i) => i.type === "text" && /^(stats|where)-/.test(i.label ?? "") && i.id);
        expect(lines.length, `${lang}@${width}`).toBeGreaterThan(1);
        for (const line of lines) {
          const glow = feedbackItems(s, { hover: line.id }).filter((o) => o.type === "hover");
          expect(glow.length, line.text).toBeGreaterThan(0);
          for (const g of glow) expect(g.calm, `${lang}@${width}: ${line.text}`).toBe(true);
          expect(line.tip, line.text).toBeTruthy();   // the frame says: here is something to read (its tooltip)
        }
      }
    }
  });
});
