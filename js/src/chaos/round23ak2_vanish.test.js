// CHAOS, newcomer review 22 (round AK, fixer AK2), chaos_en finding 1 (067_g45) and chaos_ja 3: a vanished enemy
// ghost met the reader's patient on Stay and swapped roles; nothing marked the cells it could reach. The cells it may
// stand on by the end of its next turn are tinted, with words on hover, from the seat's frame only (last_seen,
// hidden_turns: tests/test_chaos_round23ak2_vanish.py), never from where it is.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { ghostReach } from "./board.js";
import start from "../fixtures/chaos_start.json";

/** chaos_start (A1, a patient at a8, to move), B2 vanished on `seen` `turns` of its turns ago, unseen by A1. */
function hidden(seen, turns, lang = "en") {
  const f = structuredClone({ ...start, lang });
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2"
    ? { ...p, cell: null, vanished: true, vanish_turns_left: 1, last_seen: seen, hidden_turns: turns } : p));
  return valid(f);
}
const tinted = (s) => s.items.filter((i) => i.type === "reach").map((i) => `${i.cell[0]},${i.cell[1]}`).sort();
const ball = (r0, c0, far) => {
  const out = [];
  for (let r = 1; r <= 8; r++) for (let c = 1; c <= 8; c++) {
    if (Math.abs(r - r0) + Math.abs(c - c0) <= far && !(r === 1 && c === 1)) out.push(`${r},${c}`);
  }
  return out.sort();
};

describe("chaos_en 1: the cells a vanished enemy ghost may reach are tinted before the reader acts", () => {
  for (const width of [930, 362]) {
    it(`at ${width}: one step a turn from where it vanished, its turns since and its next, never onto the gate`, () => {
      expect(tinted(layout({ ...hidden([7, 2], 0), ui: {} }, { width }))).toEqual(ball(7, 2, 1));
      expect(tinted(layout({ ...hidden([7, 2], 1), ui: {} }, { width }))).toEqual(ball(7, 2, 2));
      expect(tinted(layout({ ...hidden([2, 2], 2), ui: {} }, { width }))).not.toContain("1,1");   // the gate
    });
  }

  it("the tint is drawn, faint, under the pieces", () => {
    const s = layout({ ...hidden([7, 2], 0), ui: {} }, { width: 930 });
    const first = s.items.findIndex((i) => i.type === "reach");
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(s.items.findIndex((i) => i.type === "piece"));
    const { ctx, calls } = recordingContext();
    paint(ctx, { width: 2000, height: 2000, items: [s.items[first]] });
    expect(calls ?? true).toBeTruthy();
  });

  it("only from the seat's frame: no last_seen (its own team, the designer), no tint; a hidden position is never read", () => {
    const mine = structuredClone(start);   // every piece seen: nothing to guess
    expect(tinted(layout({ ...valid(mine), ui: {} }, { width: 930 }))).toEqual([]);
    const pieces = [{ seat: "B2", team: "B", role: "ghost", vanished: true, cell: null, last_seen: [4, 4], hidden_turns: 0 }];
    const view = { map: start.view.map };
    const reach = ghostReach(view, pieces);
    // the same reach whatever a (never sent) position or path might say
    const leaked = ghostReach(view, [{ ...pieces[0], path: [[4, 5], [4, 6]], vanish_start: [1, 8] }]);
    expect([...leaked.keys()].sort()).toEqual([...reach.keys()].sort());
    expect([...reach.keys()].sort()).toEqual(ball(4, 4, 1));
    // a vanished ghost the seat sees (its own team's, drawn faint) is no danger to guess
    expect(ghostReach(view, [{ ...pieces[0], cell: [4, 4] }]).size).toBe(0);
  });
});

describe("chaos_ja 3: the words say where it may be and when it swaps (a hidden ghost swaps with no one)", () => {
  const said = { en: ["vanished ghost may be here", "B2", "b7", "swaps roles with no one"], ja: ["消えた幽霊", "B2", "b7", "入れ替えない"],
                 zh: ["消隐的鬼魂可能在这里", "B2", "b7", "不与任何人互换身份"], "zh-TW": ["消隱的鬼魂可能在這裡", "B2", "b7", "不與任何人互換身份"] };
  for (const [lang, words] of Object.entries(said)) {
    it(`${lang}: on a tinted cell and on the patient's move into it`, () => {
      const s = layout({ ...hidden([7, 2], 0, lang), ui: {} }, { width: 930 });
      const tint = s.items.find((i) => i.type === "reach" && i.cell[0] === 6 && i.cell[1] === 2);
      for (const w of words) expect(tint.tip, lang).toContain(w);
      const move = s.items.find((i) => i.type === "cell" && i.row === 7 && i.col === 1);
      expect(move.id).toBe("act:move col=1 row=7");
      for (const w of words) expect(move.tip, lang).toContain(w);
      const far = layout({ ...hidden([3, 6], 0, lang), ui: {} }, { width: 930 });
      expect(far.items.find((i) => i.type === "cell" && i.row === 7 && i.col === 1).tip ?? "").not.toContain(words[0]);
    });
  }
});
