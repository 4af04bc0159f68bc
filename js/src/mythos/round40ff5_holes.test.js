// Round FF, fixer FF5 (newcomer review 37, mythos_en desk and mythos_ja phone, Q2): a played card's place in the hand
// showed a "played" ghost that read as a card (by round 2's end nine "played" ghosts beside four cards). The hand keeps
// its places through the round's card play (nothing moves under the finger; the places close at the fight or the
// discard, when the table is laid anew), and an emptied place is drawn clearly empty: a dashed outline, no fill, no
// words (why it is empty is its tooltip).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const isHand = (i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "");

/** Return what painting `item` did: the words written, the dashes set, the fills made. */
function painted(item) {
  const seen = { texts: [], dashes: [], fills: 0 };
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      if (prop === "fillText" || prop === "strokeText") return (t) => seen.texts.push(String(t));
      if (prop === "setLineDash") return (d) => seen.dashes.push(d);
      if (prop === "fill" || prop === "fillRect") return () => { seen.fills += 1; };
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  MYTHOS_PAINTERS.mhole(ctx, item);
  return seen;
}

const GAMES = [["en", 1280, {}], ["ja", 390, { touch: true }]];

describe("review 37, mythos_en/mythos_ja Q2: a played card's place is drawn empty, not as a card", () => {
  for (const [lang, width, memory] of GAMES) {
    it(`${lang} ${width}: each emptied place is a dashed outline with no words and no fill; its tooltip says why`, () => {
      const ui = { ...memory };
      const words = new Set([catalogBase.ui[lang].hand_played, catalogBase.ui[lang].hand_discarded]);
      let holes = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        for (const hole of scene(f, ui, lang, width).items.filter((i) => i.type === "mhole")) {
          holes += 1;
          const seen = painted(hole);
          expect(seen.texts, `frame ${n} ${hole.label}: no words drawn in it`).toEqual([]);
          expect(seen.fills, `frame ${n} ${hole.label}: nothing filled, so it reads as no card`).toBe(0);
          expect(seen.dashes.some((d) => d.length > 0), `frame ${n} ${hole.label}: a dashed outline`).toBe(true);
          expect(words.has(hole.tip), `frame ${n} ${hole.label}: its tooltip '${hole.tip}'`).toBe(true);
        }
      }
      // (within a turn only since round HH: a step its play opened; review 38, mythos_en 4)
      expect(holes, "emptied places met over the game").toBeGreaterThan(1);
    });

    // (its "no hand card moves within a round's card play" went in round HH: newcomer review 38, mythos_en 4 /
    // mythos_ja 8, the holes piled up; the hand closes up after each play, round42hh4_close_up.test.js)
  }
});
