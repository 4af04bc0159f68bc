// Review 41, mythos_ja 12 (087, 094, 165): the green "+1 アンナ・ティルトン嬢" stayed beside the Sanity bar across later
// actions, "+1 .32口径リボルバー" still there much later. A Sanity change is news in its turn and the next (the view's
// turn counts every seat's action), then no longer drawn; the log keeps it.
import { describe, expect, it } from "vitest";
import catalogBase from "../fixtures/mythos_catalog.json";
import { causeText } from "./sanity_cause.js";

const tOf = (lang, turn) => ({ lang, catalog: catalogBase, view: { round: 4, turn }, who: () => "Bot 2",
                              w: (k, a = {}) => catalogBase.ui[lang][k].replace(/\{(\w+)\}/g, (_, n) => a[n]) });

describe("round45kk4: a Sanity change's cause clears after the next action", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: said at its turn and the next, gone two turns on`, () => {
      const p = { seat: "p0", sanity_last: { round: 4, turn: 10, delta: 1, card: "miss_anna_tilton", by: "p0" } };
      const name = catalogBase.cards.miss_anna_tilton[lang];
      expect(causeText(tOf(lang, 10), p)).toContain(name);
      expect(causeText(tOf(lang, 11), p)).toContain(name);
      expect(causeText(tOf(lang, 12), p)).toBe("");
      expect(causeText(tOf(lang, 15), p)).toBe("");
    });
  }
});
