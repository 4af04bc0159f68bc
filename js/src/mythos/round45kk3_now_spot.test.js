// Review 41, mythos_en 1 (041→042) and mythos_ja 2 (048): a click on the bot's "Bot 2 plays in a moment… Play now ▶"
// chip, as the bot played by itself, landed on the reader's "Pass: no more cards…" chip that came in its place, and the
// reader passed by accident. On a desk the bot's chip stands at the chip row's right end, beside the hand's title,
// where no Pass (the first of the reader's chips, left) ever comes: the two never share a spot. (A later chip of the
// reader's, Arrive, may still come there: a move a step put under the pointer is held STEADY_MOUSE_MS, ui/pointer.js.)
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import r12 from "./round12p_frames.json";
import r13 from "./round13q_frames.json";
import r15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
// the reader's prompt of 041 (two lines at 1280) and the bot's one line
const LONG = {
  en: "Your turn: play a lit card, stay at your location and bury a phobia, or pass (then you may only pass). Next "
    + "adventure: Alone in the World (1/7) still needs a weapon or magic weapon, a Corrupt Cultist ally and 4 more.",
  ja: "あなたの番：光っているカードを使用する、現在地にとどまって恐怖症を埋葬する、またはパスする（この後パスしかできない）。"
    + "次のアドベンチャー：「世界にただ独り」（1／7）はあと 武器または魔力武器、堕落の教団員の味方 ほか 4。",
};
const games = [...Object.values(r12), ...Object.values(r13), r15.en, r15.ja].filter(Array.isArray);

describe("review 41, mythos_en 1: the bot's Play now and the reader's Pass never share a spot (1280x800)", () => {
  for (const lang of ["en", "ja"]) {
    for (const asked of ["", "long"]) {
      it(`${lang}, ${asked || "step"} prompt: over every recorded bot step → own turn, Play now lies on no Pass`, () => {
        let pairs = 0;
        for (const frames of games) {
          const ui = { stepWaits: false };
          let bot = null;
          for (const f of frames) {
            const own = f.view.to_act === f.seat && f.legal.length > 0;
            const s = layout({ ...valid(withCatalog(f)), ui, lang, prompt: own && asked ? LONG[lang] : "" },
                             { width: 1280 });
            const chip = s.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
            if (own && bot) {
              pairs += 1;
              const hit = s.items.filter((i) => /^act:pass/.test(String(i.id)) && overlap(i, bot));
              expect(hit.map((i) => `${i.id} ${i.text}`), `${f.view.round}/${f.view.turn} ${bot.x},${bot.y}`)
                .toEqual([]);
            }
            bot = chip ?? null;
          }
        }
        expect(pairs).toBeGreaterThan(10);
      });
    }
  }
});
