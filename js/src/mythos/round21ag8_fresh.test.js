// Round AG, newcomer review 20 of the Mythos desk (en), finding 8 (068): "After 'Back to the end', every hand card got a
// 'new' badge again." A replay's steps are the game's past: the page's memory of the hand (its "new" tags, the round it
// last saw) is the game's, and coming back to the end finds the hand as it was left.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const fresh = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "") && i.fresh).map((i) => i.label);

describe("review 20, finding 8: back from the replay, the hand's 'new' tags are those it had", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: a replay of rounds 1-2 leaves the end's tags as they were`, () => {
      const frames = story15[lang];
      const ui = {};
      const draw = (f, replaying = false) => layout({ ...valid(withCatalog(f)), lang, ui, replaying }, { width: 1280 });
      let end;
      for (const f of frames.slice(55)) end = fresh(draw(f));
      const last = frames.at(-1);
      for (const n of [0, 1, 10, 21, 30]) draw(frames[n], true);   // Watch the replay: a few steps
      expect(fresh(draw(last))).toEqual(end);
      expect(end.length).toBeLessThan(frames.at(-1).view.players[0].hand.length);
    });
  }
});
