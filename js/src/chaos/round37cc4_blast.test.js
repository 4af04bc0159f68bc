// Round CC, fixer CC4 (newcomer review 35, chaos_ja 3): d7 sent the reader home in round 3; later d7 looked like a
// plain cell and in round 11 a bomb there sent them home again. A bomb that goes off is public and removed
// (CH-MOVE-4), so the board keeps a faint "went off" burst on its cell, its round in the tooltip, and never claims a
// bomb is still there (no bomb, no ✗).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const D7 = [7, 4];
const WORDS = { en: "went off in round 3", ja: "ラウンド 3", zh: "第 3 轮" };

// legend_words.py BLAST_PAST, as the catalog carries it (the recorded fixture's catalog predates it)
const BLAST_PAST = {
  en: "{cell}: a bomb went off in round {round} and is gone. A ghost's Mischief can put another here.",
  zh: "{cell}：第 {round} 轮这里的炸弹已爆炸，已经没了。鬼魂的捣蛋可以再放一颗到这里。",
  ja: "{cell}：ラウンド {round} に爆弾が爆発し、もう無い。幽霊の撹乱でまた置かれることはある。",
};

/** A1's frame at `round`, its first move carrying `marks` (frames.chaos board_marks), with `view` changes. */
const frame = (lang, round, marks = [], view = {}) => {
  const f = structuredClone(valid({ ...start, lang }));
  f.catalog.ui[lang].blast_past ??= BLAST_PAST[lang];
  Object.assign(f.view, { round, turn: 1, ...view });
  if (marks.length) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks } };
  return f;
};
const blast = { kind: "blast", cell: D7, seat: "A1", tip: "You step on a bomb at d7: back to the spawn." };
const onD7 = (s) => s.items.filter((i) => Array.isArray(i.cell) && i.cell[0] === 7 && i.cell[1] === 4);

describe("review 35, chaos_ja 3: a bomb that went off stays remembered on its cell", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px: rounds later d7 shows the burst, its round on hover, no bomb claimed`, () => {
        const ui = {};
        layout({ ...frame(lang, 3, [blast]), ui }, { width });
        const later = onD7(layout({ ...frame(lang, 5), ui }, { width }));
        const past = later.filter((i) => i.type === "blast");
        expect(past).toHaveLength(1);
        expect(past[0].tip).toContain("d7");
        expect(past[0].tip).toContain(WORDS[lang]);
        expect(later.filter((i) => i.type === "bomb" || (i.type === "check" && i.bomb))).toEqual([]);
      });
    }
  }
  it("a bomb seen there again is drawn as a bomb, not as the old burst; a rewind before round 3 forgets it", () => {
    const ui = {};
    layout({ ...frame("en", 3, [blast]), ui }, { width: 1280 });
    const again = onD7(layout({ ...frame("en", 6, [], { bombs: [{ cell: D7 }] }), ui }, { width: 1280 }));
    expect(again.map((i) => i.type)).toContain("bomb");
    expect(again.map((i) => i.type)).not.toContain("blast");
    const back = onD7(layout({ ...frame("en", 2), ui }, { width: 1280 }));
    expect(back.map((i) => i.type)).not.toContain("blast");
  });

  // the diff review of round CC: a mark reaches the seat at its next decision, often a round after the blast; the
  // tooltip said the round it arrived in (70 of 231 blasts in random games)
  it("says the round the bomb went off in (the mark's), not the round its mark arrived in", () => {
    const ui = {};
    layout({ ...frame("en", 4, [{ ...blast, round: 3 }]), ui }, { width: 1280 });
    const past = onD7(layout({ ...frame("en", 6), ui }, { width: 1280 })).filter((i) => i.type === "blast");
    expect(past).toHaveLength(1);
    expect(past[0].tip).toContain("went off in round 3");
  });
  it("a new game (another deal) forgets the last game's blasts", () => {
    const ui = {};
    layout({ ...frame("en", 3, [blast]), deal: "aaaa", ui }, { width: 1280 });
    const fresh = onD7(layout({ ...frame("en", 5), deal: "bbbb", ui }, { width: 1280 }));
    expect(fresh.map((i) => i.type)).not.toContain("blast");
  });
});
