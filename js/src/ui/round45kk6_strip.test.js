// Round KK, fixer KK6 (newcomer review 41, chaos_ja 6, room_zh 12: "the collapsed lesson banner cuts off the actual
// instruction: 「隠れた爆弾：強調されたマスを選ぼう（c…」, 「2 マス目：強調されたマス（b7 に爆弾が…」", 005 024 055 056
// 082). A phone's folded strip shows its one instruction whole, wrapped on two lines where needed, never "…".
import { describe, expect, it } from "vitest";
import { dockBubble } from "./coach_dock.js";
import { coachStyle } from "./coach.js";

const win = { innerHeight: 844, innerWidth: 390 };
const sheet = (h = 170) => ({ dataset: {}, style: {}, getBoundingClientRect: () => ({ top: 8, height: h }) });
const BAR = { top: 0, bottom: 44 };

describe("review 41, chaos_ja 6: the folded strip's instruction is whole", () => {
  it("its words wrap, never clipped nor cut with an ellipsis", () => {
    const rule = coachStyle().match(/\.cw-coach\[data-fold\] \.cw-coach-text \{[^}]*\}/)[0];
    expect(rule).toMatch(/white-space: normal/);
    expect(rule).not.toMatch(/nowrap|ellipsis|overflow: hidden/);
  });

  it("a card sheet leaving room for a one-line strip but not a two-line one: the sheet waits, never over it", () => {
    const bubble = sheet();
    // a top strip with its gaps: one line (44 px) ended at 60, two lines (62 px) reach 78
    expect(dockBubble(bubble, null, { top: 70, bottom: 836 }, win, { edge: "top", keep: [BAR], moves: [] }))
      .toBeNull();
    expect(bubble.hidden).toBe(true);
  });
});
