// Round AS8, review 27, mythos_ja 9 (004 vs 008): the hand came in another order than the deal. "Learn to play" dealt
// a new game at the same round and turn as the one it replaced, and the places kept for the old hand's cards were
// laid on the new hand's cards of the same instance numbers: three cards sat where the old game's were, the rest
// around them; after the first play the hand closed up in the deal's order, and every card seemed to move.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";

const lay = (f, ui) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui, lang: "en" },
                              { width: 390 });
const order = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard")
  .sort((a, b) => a.y - b.y || a.x - b.x).map((i) => Number(/inst-(\d+)/.exec(i.key ?? "")?.[1]));

describe("review 27, mythos_ja 9: a new deal at the same round and turn is laid in its own order", () => {
  it("a fresh game's hand sharing three instance numbers with the old one is drawn in the view's order", () => {
    const ui = {};
    lay(startF, ui);
    const view = structuredClone(startF.view);
    const hand = view.players[0].hand;
    const old = hand.map((c) => c.inst);
    // the new deal: other cards, but three of the old instance numbers at other places than they had
    view.players[0].hand = hand.map((c, i) => ({ ...c, inst: [0, 5, 12].includes(i) ? old[12 - i] : 500 + i }));
    const fresh = { ...startF, view };
    const want = view.players[0].hand.map((c) => c.inst);
    expect(order(lay(fresh, ui))).toEqual(want);
  });
});
