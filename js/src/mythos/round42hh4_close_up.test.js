// Round HH, fixer HH4 (newcomer review 38, mythos_en 4 desk 080/250, mythos_ja 8 phone 010/027/040/166): dashed
// empty places piled up in the hand after each play, five or six holes by a round's end, and read as a broken hand.
// After each play the hand closes up, its cards in their order (they slide there: scene/motion.js keys them by
// instance); a place stays empty only within the reader's own turn, while a step its play opened is still to choose.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const isHand = (i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "");
const holes = (s) => s.items.filter((i) => i.type === "mhole");
const GAMES = [["en", 1280, {}], ["ja", 390, { touch: true }]];

describe("review 38, mythos_en 4 / mythos_ja 8: the hand closes up after each play", () => {
  for (const [lang, width, memory] of GAMES) {
    it(`${lang} ${width}: no dashed hole while the bot plays or at the reader's next choice; cards keep their order`, () => {
      const ui = { ...memory };
      const left = [];
      const order = [];
      let frames = 0;
      let last = null;
      for (const [n, f] of recordedGame(lang).entries()) {
        const s = scene(f, ui, lang, width);
        const mine = f.view.players.find((p) => p.seat === "p0");
        const turn = [f.view.round, f.view.turn, f.view.phase].join("|");
        // the same own turn as the frame before, a card of it gone: a step its play opened (a car's move)
        const within = last?.turn === turn && f.view.to_act === "p0" && mine.hand.length < last.count;
        if (f.view.phase === "play" && !within) {
          frames += 1;
          if (holes(s).length) left.push(`${n} (${holes(s).length})`);
        }
        const at = new Map(s.items.filter(isHand).map((i) => [i.label, [i.y, i.x]]));
        const laid = mine.hand.map((c) => at.get(`hand-${c.inst}`)).filter(Boolean);
        if (laid.some((p, k) => k && (p[0] < laid[k - 1][0] || (p[0] === laid[k - 1][0] && p[1] <= laid[k - 1][1])))) {
          order.push(n);
        }
        last = { turn, count: mine.hand.length };
      }
      expect(frames, "card-play frames met").toBeGreaterThan(30);
      expect(left, "card-play frames showing an emptied place").toEqual([]);
      expect(order, "frames whose hand is not in the hand's order").toEqual([]);
    });
  }
});
