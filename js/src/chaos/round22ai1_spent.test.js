// CHAOS, newcomer review 21 (room_en finding 4): "After the bomb, Mania/Sprint was still highlighted as playable.
// Clicking it only then showed '⚠ your move ended on a bomb: no extra step'." A hand card whose every play does
// nothing now (the kernel's `target.off`) is drawn dimmed, not lit as a move, with the why on hover; a tap still opens
// its greyed chip with the reason.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import { CHAOS_PAINTERS } from "./paint.js";
import start from "../fixtures/chaos_start.json";
import cards from "../fixtures/chaos_cards.json";

const WHY = { en: "⚠ your move ended on a bomb: no extra step", ja: "⚠ 爆弾で移動が終わった：追加の 1 歩はない" };

/** A1's cards phase after its move ended on a bomb: Mania / Sprint's one play is `off`, Checkup plays. */
function afterBomb(lang) {
  const f = structuredClone({ ...start, lang });
  f.view.phase = "cards";
  f.view.prompt = { kind: "cards" };
  f.legal = [start.legal.find((a) => a.id === "play card=checkup_moon"),
             { id: "play card=sprint_moon", kind: "play", fields: { card: "sprint_moon" }, label: WHY[lang],
               text: `Play Mania / Sprint (Moon): ${WHY[lang]} this turn.`, target: { card: "sprint_moon", off: true } },
             cards.legal.find((a) => a.id === "end")];
  return f;
}

describe("a card whose play does nothing now is dimmed, its why on hover", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const s = layout({ ...valid(afterBomb(lang)), ui: {} }, { width });
        const sprint = s.items.find((i) => i.label === "hand-sprint_moon");
        const checkup = s.items.find((i) => i.label === "hand-checkup_moon");
        expect(checkup.highlight).toBe(true);
        expect(sprint.highlight).toBe(false);
        expect(sprint.spent).toBe(true);
        expect(tipAt(s, sprint.x + sprint.w / 2, sprint.y + sprint.h / 2)).toContain(WHY[lang]);
      });
    }
  }

  it("the painter veils a spent card", () => {
    const fills = [];
    const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : () => ({ width: 10 })),
                                set: (o, k, v) => { if (k === "fillStyle") fills.push(v); o[k] = v; return true; } });
    const s = layout({ ...valid(afterBomb("en")), ui: {} }, { width: 1280 });
    const sprint = s.items.find((i) => i.label === "hand-sprint_moon");
    CHAOS_PAINTERS.ccard(ctx, sprint);
    const lit = [];
    ctx.fillStyle = null;
    fills.length = 0;
    CHAOS_PAINTERS.ccard(ctx, { ...sprint, spent: false });
    lit.push(...fills);
    fills.length = 0;
    CHAOS_PAINTERS.ccard(ctx, sprint);
    expect(fills.filter((f) => !lit.includes(f)).length).toBeGreaterThan(0);
  });
});
