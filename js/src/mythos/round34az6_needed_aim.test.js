// Round AZ, newcomer review 32, mythos_ja finding 4 (256): at a new game's start 9 of 13 hand cards carried 「必要」, one
// for any adventure in hand, so the tag meant little. Only the cards that fill a need of the ONE adventure the goal
// line names carry it (frames/mythos_goal.nearest: a ready one first, then the fewest lines missing, the most hand
// cards it wants, the most points); a card another adventure wants still says so in its hover.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

/** Return a frame of the seat's own card play with two adventures in hand: the first nearer (one line missing),
 * wanting hand card a; the second far (every line missing), wanting hand cards b and c. */
function twoGoals(lang) {
  const f = structuredClone(story15[lang].find((x) => x.view.to_act === x.seat && x.view.phase === "play"
                                                   && x.view.players[0].goals?.length));
  const me = f.view.players[0];
  const [near, far] = Object.entries(catalogBase.cards).filter(([, c]) => c.type === "adventure").slice(0, 2);
  const others = me.hand.filter((c) => !me.goals.some((g) => g.inst === c.inst));
  const [a, b, c, g1, g2] = others;
  g1.id = near[0]; g2.id = far[0];
  const count = (card) => card[1].needs.count;
  const goal = (g, card, have, wanted) => ({ ...me.goals[0], inst: g.inst, id: card[0], have, ready: false, wanted,
    notes: have.map(() => null), cards: have.map(() => []), elsewhere: have.map(() => []) });
  me.goals = [goal(g2, far, count(far).map(() => 0), [b.inst, c.inst]),
              goal(g1, near, count(near).map((n, i) => (i ? n : 0)), [a.inst])];
  return { f, a, b, c };
}

describe("review 32, mythos_ja finding 4: 「必要」 only on cards the named adventure needs", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the nearer adventure's card is tagged, the far one's are not (their hover still tells)`, () => {
      const { f, a, b, c } = twoGoals(lang);
      const items = layout({ ...valid(withCatalog(f)), lang, ui: {} }, { width: 1280 }).items;
      const hand = (inst) => items.find((i) => i.label === `hand-${inst}`);
      expect(hand(a.inst).needed).toBe(catalogBase.ui[lang].hand_needed);
      expect(hand(b.inst).needed).toBeFalsy();
      expect(hand(c.inst).needed).toBeFalsy();
      expect(hand(b.inst).tip).toContain(catalogBase.ui[lang].hand_needed_by.split("{cards}")[1].slice(0, 8));
    });
  }
});
