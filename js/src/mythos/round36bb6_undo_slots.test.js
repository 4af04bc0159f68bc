// Round BB6, newcomer review 34, mythos_ja 9 (064): after Undo (元に戻す) the hand was sorted afresh and the "used"
// gaps of the round's earlier plays were gone: the cards moved under the finger. Back by Undo to a turn of the round,
// each hand card is where it was at that turn, its gaps too.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width, more = {}) =>
  layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang, deal: "d", ...more }, { width });
const places = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""))
  .map((i) => `${i.label} ${Math.round(i.x)},${Math.round(i.y)}`).sort();

/** Return runs of three of the reader's card-play decisions in one round, each at a later turn. */
function runs(frames) {
  const mine = frames.filter((f) => f.view.phase === "play" && f.view.to_act === "p0" && f.legal?.length);
  const out = [];
  for (let k = 2; k < mine.length; k += 1) {
    const [a, b, c] = mine.slice(k - 2, k + 1);
    if (a.view.round === c.view.round && a.view.turn < b.view.turn && b.view.turn < c.view.turn) out.push([a, b, c]);
  }
  return out;
}

describe("review 34, mythos_ja 9: the hand keeps its places across Undo", () => {
  for (const [lang, width] of [["ja", 390], ["en", 1280]]) {
    it(`${lang} ${width}: back to a turn by Undo, each card and gap where it was at that turn`, () => {
      const all = runs(recordedGame(lang));
      expect(all.length).toBeGreaterThan(0);
      for (const [a, b, c] of all.slice(0, 6)) {
        const ui = { touch: lang === "ja" };
        scene(a, ui, lang, width);
        const then = places(scene(b, ui, lang, width));
        scene(c, ui, lang, width);
        const undone = places(scene(b, ui, lang, width, { behind: true }));
        expect(undone, `round ${b.view.round} turn ${b.view.turn}`).toEqual(then);
      }
    });
  }
});
