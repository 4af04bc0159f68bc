// Newcomer review 32 (round AZ, fixer AZ3), mythos_en 3: a panel's header cut its Sanity causes with "…": "−2
// Efficiophobia (You),…" (209), "−1 Caverns Beneath The Old…" (221), and on a phone beside the bar "−1 Tiara of
// Opulent…". A header now shows whole causes only: the latest first, as many as fit; beside a phone's bar on two lines
// where one is not enough; else the latest's shorter words, all of them in its tooltip.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import long from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, lang,
                                           ui: width < 600 ? { touch: true } : {} },
                                         { width, height: width < 600 ? 844 : 800 });
const HEAD = /^(title|score|sanity-cause)/u;
const heads = (s) => s.items.filter((i) => i.type === "text" && HEAD.test(i.label ?? ""));
const causes = (s, seat) => s.items.filter((i) => String(i.label).startsWith("sanity-cause") && i.label.endsWith(seat));

/** Return frame 19 of the recorded en game with the review's causes: Efficiophobia on Bot 2 after its Two Cities and
 * a Tale, Caverns Beneath The Old Church on the reader, who passed in an ambush (209, 221). */
function reviewed() {
  const f = structuredClone(recordedGame("en")[19]);
  const { round } = f.view;
  const [me, bot] = f.view.players;
  Object.assign(me, { passed: true, ambush: true,
                      sanity_last: { card: "caverns_beneath_the_old_church", delta: -1, round, turn: 20 } });
  bot.phobias = [...(bot.phobias ?? []), { id: "efficiophobia", inst: 901 }];
  bot.sanity_last = { by: "p0", card: "efficiophobia", delta: -2, round, turn: 21,
                      earlier: [{ card: "two_cities_and_a_tale", delta: 1, round, turn: 19 },
                                { card: "lonely_akeley_farmhouse", delta: -1, round, turn: 20 }] };
  return f;
}

describe("mythos_en 3 (review 32): no header is cut with '…'", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: the recorded games' panel headers read whole`, () => {
        const frames = [...recordedGame(lang), ...(lang === "en" ? long.long : [])];
        const cut = frames.flatMap((f, n) => heads(scene(f, lang, width)).filter((i) => /…$/u.test(i.text))
          .map((i) => `${n} ${i.label}: ${i.text}`));
        expect(cut).toEqual([]);
      });
    }
  }

  for (const width of [1280, 930, 390]) {
    it(`en ${width}: the review's causes are whole words, the latest first, all of them in the tooltip`, () => {
      const s = scene(reviewed(), "en", width);
      const bot = causes(s, "p1");
      expect(bot.map((i) => i.text).join(" ")).toMatch(/^−2 Efficiophobia( \(You\))?/u);
      expect(bot.every((i) => !/…/u.test(i.text))).toBe(true);
      expect(bot[0].tip ?? bot.map((i) => i.text).join(", ")).toContain("+1 Two Cities and a Tale");
      const mine = causes(s, "p0");
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((i) => !/…/u.test(i.text))).toBe(true);
      expect(mine[0].tip ?? mine.map((i) => i.text).join(" ")).toBe("−1 Caverns Beneath The Old Church");
    });
  }
});
