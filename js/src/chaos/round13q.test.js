// CHAOS, newcomer review 13 (round Q): what the painted table says (fake canvas scene items).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { planMotion, sceneAt } from "../scene/motion.js";
import { paint } from "../paint.js";
import { tagBox } from "./crowd.js";
import { shapeGap } from "./board_words.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

describe("finding 1: the turn line names the seat that plays next as the engine brings it (CH-P1, CH-COMBO-1)", () => {
  // A2 and A1 took their turns this round in a joint turn; B2 reversed the order: the cycle back over them passes
  // them over, so B1 plays next (the seat before B2 in the reversed cycle, A2, was the old guess)
  const view = { ...start.view, to_act: "B2", direction: -1, next_seats: ["B1", "B2", "A2"] };
  for (const width of [1280, 390]) {
    it(`reads 'next: B1' at ${width}`, () => {
      const s = layout({ ...valid({ ...start, view }), ui: {} }, { width });
      const line = s.items.find((i) => i.label === "order-next").text;
      expect(line).toContain("B1");
      expect(line).not.toContain("A2");
    });
  }
});

describe("phone finding 4: a card taken from the reader's hand fades out where it stood", () => {
  const before = { ...start, view: { ...start.view, phase: "cards" } };
  const mine = before.view.hands[before.view.seat].cards;
  const taken = mine[0];
  const after = { ...before, view: { ...before.view, hands: { ...before.view.hands,
    [before.view.seat]: { count: mine.length - 1, cards: mine.slice(1) } } } };
  for (const width of [1280, 390]) {
    it(`at ${width}: drawn fading mid-slide, gone at its end; nothing fades when no card left`, () => {
      const a = layout({ ...valid(before), ui: {} }, { width });
      const b = layout({ ...valid(after), ui: {} }, { width });
      const plan = planMotion(a, b);
      const was = a.items.find((i) => i.label === `hand-${taken.id}`);
      const mid = sceneAt(b, plan, 0.5).items.find((i) => i.label === `left-hand-${taken.id}`);
      expect(mid).toBeTruthy();
      expect([mid.x, mid.y, mid.w, mid.h]).toEqual([was.x, was.y, was.w, was.h]);
      expect(mid.alpha).toBeGreaterThan(0);
      expect(mid.alpha).toBeLessThan(1);
      expect(mid.id ?? null).toBe(null);   // not pressable
      expect(sceneAt(b, plan, plan.span).items.some((i) => i.label === `left-hand-${taken.id}`)).toBe(false);
      expect(planMotion(a, layout({ ...valid(before), ui: {} }, { width })).leaving).toEqual([]);
    });
  }
  it("the painter draws a fading item at its alpha", () => {
    const seen = [];
    const ctx = new Proxy({}, { get: (o, k) => (k in o ? o[k] : () => {}), set: (o, k, v) => {
      if (k === "globalAlpha") seen.push(v);
      o[k] = v; return true; } });
    paint(ctx, { items: [{ type: "rect", fill: "#fff", x: 0, y: 0, w: 4, h: 4, alpha: 0.4 }] });
    expect(seen).toContain(0.4);
  });
});

describe("finding 5: no Checkup tag over a piece or another tag, over every recorded frame (guard)", () => {
  const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  // the tag as the painter draws it (paint_board.js check): its corner mark and round, or a quarter's mark
  const tagOf = (c) => (c.quarter !== undefined ? { x: c.x + c.w * 0.38 - 4, y: c.y + 2, w: c.w * 0.62 + 2, h: c.w * 0.62 + 2 }
    : tagBox(c, c.x, c.y, c.w));
  // a piece as drawn: its box, the gold ring of the seat to act (4 px out, 1 in a shared or banded cell) and the
  // reader's star on its corner
  const drawn = (p) => {
    const e = Math.max(p.acting ? (p.shared || p.tight ? 1 : 4) + 1 : 0, p.you ? Math.max(4, p.w * 0.16) - p.w * 0.08 : 0);
    return { x: p.x - e, y: p.y - e, w: p.w + 2 * e, h: p.h + 2 * e };
  };
  for (const lang of ["en", "zh", "ja"]) {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      it(`${lang} at ${width}×${height}`, () => {
        let shared = 0;
        for (const f of game[lang]) {
          const s = layout({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }),
                             ui: {} }, { width, height });
          const tags = s.items.filter((i) => i.type === "check" && !i.under && !i.rim).map((c) => ({ c, box: tagOf(c) }));
          shared += s.items.filter((i) => i.type === "check" && i.rim).length;
          const pieces = s.items.filter((i) => i.type === "piece" && !i.under && i.w > 0);
          for (const { c, box } of tags) {
            shared += pieces.some((p) => p.cell?.[0] === c.cell[0] && p.cell?.[1] === c.cell[1]) ? 1 : 0;
            // a mark alone in its corner keeps off the piece's drawn shape (review 34, chaos_ja 4: the piece keeps its size)
            // (save over its own cell's lone piece, full size under its ✓ on purpose since review 42, chaos_en 10 /
            // chaos_ja 3: shrunk to keep clear of the mark it "looks like a glitch"; round46ll8_full_pieces)
            const own = pieces.filter((p) => p.cell?.[0] === c.cell[0] && p.cell?.[1] === c.cell[1]);
            for (const p of pieces.filter((q) => own.length !== 1 || q !== own[0])) {
              const on = c.compact ? shapeGap(box, p) < 2.5 : hit(box, drawn(p));
              expect(on, `${c.label} over ${p.label}`).toBe(false);
            }
            for (const o of tags) if (o.c !== c) expect(hit(box, o.box), `${c.label} over ${o.c.label}`).toBe(false);
          }
        }
        // the game has pieces on checked cells (since review 36, chaos_en 1, such a mark is its cell's rim, no tag)
        expect(shared).toBeGreaterThan(0);
      });
    }
  }
});

describe("finding 6: the time of day's header keeps one line, so the chips keep their y (desk)", () => {
  const input = (f, lang, time) => ({ ...valid({ ...start, ...f, view: { ...f.view, time, map: start.view.map },
                                                 lang, seat: "A1" }), ui: {} });
  const times = [null, { kind: "midnight", seat: "B2", turns_left: 2 }, { kind: "dawn", seat: "A1", turns_left: 0 }];
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: one header line and one chips y whatever the time of day, 1280 to 360 px`, () => {
      for (const width of [1280, 1024, 930, 768, 390, 360]) {
        for (const f of game[lang].slice(0, 24).filter((g) => !g.view.result)) {
          const ys = times.map((time) => {
            const s = layout(input(f, lang, time), { width });
            const lines = s.items.filter((i) => i.label === "time-text" || i.key === "time-text-2");
            expect(lines.length).toBe(1);
            const chip = s.items.find((i) => i.type === "chip");
            return [s.items.find((i) => i.label === "prompt")?.y, chip?.y];
          });
          expect(ys[1], `${lang} ${width}`).toEqual(ys[0]);
          expect(ys[2], `${lang} ${width}`).toEqual(ys[0]);
        }
      }
    }, 120_000);
  }
});
