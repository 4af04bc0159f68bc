// Round AG, newcomer review 20 of the Mythos desk (en), finding 5 (041, 042, 101, 104): "Nothing on a hand card shows that
// my adventure needs it. I only found out when I tried to discard it." ja finding 2: "I discarded 発声機械… then 闇に囁く
// もの, which needs 発声機械". A hand card an adventure in the seat's hand needs (the view's goals' `wanted`) carries a
// "needed" tag on its face, and its hover and its zoom say which adventure needs it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const handItems = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));

/** Return a frame of the seat's own card play with an adventure in hand, that adventure wanting the hand's first
 * non-adventure card (as the kernel's view says, games/mythos/view.py _wanted). */
function wantedFrame(lang) {
  const f = structuredClone(story15[lang].find((x) => x.view.to_act === x.seat && x.view.phase === "play"
                                                   && x.view.players[0].goals?.length));
  const me = f.view.players[0];
  const goal = me.goals[0];
  const card = me.hand.find((c) => !me.goals.some((g) => g.inst === c.inst));
  for (const g of me.goals) g.wanted = g === goal ? [card.inst] : [];
  return { f, goal, card };
}

describe("review 20, mythos_en finding 5: a hand card an adventure needs is marked so", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the wanted card says '${catalogBase.ui[lang].hand_needed}' and names its adventure; no other card does`, () => {
      const { f, goal, card } = wantedFrame(lang);
      const input = { ...valid(withCatalog(f)), lang, ui: {} };
      const items = handItems(layout(input, { width: 1280 }));
      const marked = items.filter((i) => i.needed);
      expect(marked.map((i) => i.label)).toEqual([`hand-${card.inst}`]);
      expect(marked[0].needed).toBe(catalogBase.ui[lang].hand_needed);
      const name = lang === "ja" ? catalogBase.cards[goal.id].ja : catalogBase.cards[goal.id].en;
      expect(marked[0].tip).toContain(name);
      const zoomed = layout({ ...input, ui: { selected: card.inst } }, { width: 1280 });
      const words = zoomed.items.filter((i) => (i.z ?? 0) >= 10).map((i) => i.text ?? "").join(" ");
      expect(words).toContain(name);
      // the opened 'Your adventures' list names the hand's card its adventure needs
      const list = layout({ ...input, ui: { selected: "goals-p0" } }, { width: 1280 });
      const said = list.items.find((i) => i.label === `goal-${goal.inst}-hand`)?.text ?? "";
      const cardWord = lang === "ja" ? catalogBase.cards[card.id].ja : catalogBase.cards[card.id].en;
      expect(said).toContain(cardWord);
      expect(said).toContain(lang === "ja" ? "手札" : "in your hand");
    });
  }
});
