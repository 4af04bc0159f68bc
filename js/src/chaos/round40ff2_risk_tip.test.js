// Round FF, fixer FF2 (review 37, chaos_en and chaos_ja, Q1 = 7: "hidden bombs are luck"): a patient's step onto an
// unchecked cell said only "a hidden bomb may lie here". The kernel now sends each such move its risk from public
// counts (frames/chaos_risk.py: up to n hidden bombs among the unchecked cells, about 1 in N, Checkup first: CH-MAP-3,
// CH-P2, CH-CARD-4); the cell's hover and tap tip says it, in every language.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const RISK = {
  en: "a7 is unchecked: up to 4 hidden bombs among 51 unchecked cells, about 1 in 13. "
      + "Play Checkup first: it shows 3 cells before you move.",
  zh: "a7 未查过：51 个未查过的格子里最多藏着 4 颗炸弹，约 13 格中有 1 颗。先打出体检：移动前可以查 3 个格子。",
  ja: "a7 は未確認：未確認の 51 マスに隠れた爆弾は最大 4 個、約 13 マスに 1 個。先に検診を：動く前に 3 マスを調べられる。",
};

function tip(lang, risk, checked = [], safe = false) {
  const f = structuredClone(valid({ ...start, lang }));
  f.view.checked = checked;
  delete f.legal[0].target.risk;   // the recorded kernel's own words (the tests set theirs)
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, ...(risk ? { risk } : {}),
                                                  ...(safe ? { safe: 1 } : {}) } };   // a7's (the kernel's)
  const s = layout({ ...f, ui: {} }, { width: 390 });
  return s.items.find((i) => i.label === "cell-7-1").tip;
}

describe("review 37, chaos_en/chaos_ja: a step onto an unchecked cell tells the odds, not only 'may lie here'", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`the move's risk words are its tip (${lang})`, () => {
      expect(tip(lang, RISK[lang])).toContain(RISK[lang]);
    });
  }
  it("a move the kernel sends no risk for keeps the catalog's words", () => {
    expect(tip("en", null)).toContain("a hidden bomb may lie here");
  });
  it("a step onto a ✓ still sure says it is safe (the kernel's words)", () => {
    const safe = "a7 is safe now: your Checkup saw no bomb here, and no enemy has planted or moved bombs since.";
    expect(tip("en", safe, [{ cell: [7, 1], bomb: false, round: 1, turn: 0 }], true)).toContain(safe);
    // words not marked safe (a spawn's, round8i_board) leave the ✓'s own words to say it
    expect(tip("en", "a7 is a spawn", [{ cell: [7, 1], bomb: false, round: 1, turn: 0 }])).toBeUndefined();
  });
});
