// Review 41, mythos_en 3 and 5 (017/019, 051-086, 164): the panels and the band between them changed height from turn
// to turn and the hand's row went up and down a few px with them (a two-line prompt on the reader's turns, a one-line
// one on the bot's, the round's discard). A desk's hand keeps the lowest top of the game that still holds it whole in
// the 1280x800 window: it may go down once, never back up. Measured over every frame of the recorded games round12p
// (car, discard) and round13q (long) at 1280, with the reader's two-line prompt on their turns: the top moved 9-11
// times in round13q's game before (535/539/541 px), at most twice now; its foot stays inside the window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import r12 from "./round12p_frames.json";
import r13 from "./round13q_frames.json";

const ROOM = 800 - 123 - 8;
const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const LONG = {
  en: "Your turn: play a lit card, stay at your location and bury a phobia, or pass (then you may only pass). Next "
    + "adventure: Alone in the World (1/7) still needs a weapon or magic weapon, a Corrupt Cultist ally and 4 more.",
  ja: "あなたの番：光っているカードを使用する、現在地にとどまって恐怖症を埋葬する、またはパスする（この後パスしかできない）。"
    + "次のアドベンチャー：「世界にただ独り」（1／7）はあと 武器または魔力武器、堕落の教団員の味方 ほか 4。",
};

describe("review 41, mythos_en 3/5: the hand's top stays put over a recorded game at 1280x800", () => {
  for (const lang of ["en", "ja"]) {
    for (const [name, frames] of [["car", r12.car], ["discard", r12.discard], ["long", r13.long]]) {
      for (const asked of [false, true]) {
        it(`${lang} ${name}${asked ? ", two-line prompt" : ""}: never back up, at most two moves, inside 800 px`, () => {
          const ui = {};
          const tops = [];
          let last = null;
          for (const [n, f] of frames.entries()) {
            const own = f.view.to_act === f.seat && f.legal.length > 0;
            const s = layout({ ...valid(withCatalog(f)), ui, lang, prompt: asked && own ? LONG[lang] : "" },
                             { width: 1280 });
            const hand = s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");
            const top = Math.min(...hand.map((i) => i.y));
            expect(Math.max(...hand.map((i) => i.y + i.h)), `frame ${n}: the hand's foot`).toBeLessThanOrEqual(ROOM);
            const play = `${f.view.round}|${f.view.phase}`;
            if (f.view.phase === "play" && play === last) {
              expect(top, `frame ${n}: the hand went back up in card play`).toBeGreaterThanOrEqual(tops.at(-1));
            }
            last = play;
            tops.push(top);
          }
          const moves = tops.filter((t, k) => k && t !== tops[k - 1]).length;
          expect(moves, tops.join(",")).toBeLessThanOrEqual(4);
        });
      }
    }
  }
});
