// Round EE, fixer EE5 (newcomer review 37, mythos_ja 5): "カード使用はあと2パス" only made sense after the first pass.
// The header now says "あと2パスでバトルへ" (to battle: round 10 at 390 px ran 384 px wide with "…カード使用終了") / "2 more passes end card play" (MY-ROUND-3). The words are
// the kernel's (games/mythos/sentences, checked by tests/test_mythos_round39ee5_passes_header.py); here the status line
// must say them whole on a 390 px phone and a 1280 px desk, at a readable size, with whose turn it is.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import roundStateF from "../fixtures/mythos_round_state.json";

const WORDS = { en: { play_left: "{left} more passes end card play", play_left_1: "The next pass ends card play" },
                ja: { play_left: "あと{left}パスでバトルへ", play_left_1: "次のパスでバトルへ" } };
const catalog = (lang) => ({ ...catalogBase, seats: roundStateF.seats,
                             ui: { ...catalogBase.ui, [lang]: { ...catalogBase.ui[lang], ...WORDS[lang] } } });
const scene = (lang, width, passes, toAct) => layout({ ...valid({ ...roundStateF, catalog: catalog(lang) }),
                                                       view: { ...roundStateF.view, passes, to_act: toAct },
                                                       ...(toAct === "p0" ? {} : { legal: [] }), ui: {}, lang },
                                                     { width });
const TURN = { en: { p0: "Your move", p1: "Waiting for Bot 2" }, ja: { p0: "あなたの番", p1: "ボット 2" } };

describe("review 37, mythos_ja 5: the header says the passes end card play (MY-ROUND-3)", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      for (const [passes, left, toAct] of [[0, 2, "p0"], [1, 1, "p0"], [0, 2, "p1"], [1, 1, "p1"]]) {
        it(`${lang} ${width} px, ${passes} passes, ${toAct} to act: the sentence whole, readable, with the turn`, () => {
          const status = scene(lang, width, passes, toAct).items.find((i) => i.label === "status");
          const said = left === 1 ? WORDS[lang].play_left_1 : WORDS[lang].play_left.replace("{left}", left);
          expect(status.text).toContain(said);
          expect(status.text).not.toContain("…");      // not cut
          expect(status.text).toContain(TURN[lang][toAct]);
          expect(status.size).toBeGreaterThanOrEqual(11);
        });
      }
    }
  }
});
