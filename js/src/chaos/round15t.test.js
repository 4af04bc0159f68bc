// CHAOS, newcomer review 15 (round T): the table on a 390×844 phone (ja), over the frames
// tests/test_chaos_round15s_frames.py records (round15s_frames.json).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { planMotion, sceneAt } from "../scene/motion.js";
import { textWidth } from "../scene/text.js";
import { boardWords } from "./board_words.js";
import frames from "./round15s_frames.js";

const PHONE = { width: 390, height: 844 };
// a line of text's box: as wide as its words (a text item's w is 0 until painted)
const box = (i) => (i.type === "text" && !i.w ? { ...i, w: textWidth(i.text, i.size ?? 12, Boolean(i.bold)) } : i);
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The frame's view with the seat's hand cut to `n` cards, the bombs the seat sees and the gate open (no key line:
 * 'Sees the bombs' right under the ghosts' deck, as on phone 038). */
function withHand(f, n) {
  const seat = f.seat;
  const hand = f.view.hands[seat];
  const view = { ...f.view, vision: ["B1"], gate_open: true, hands: { ...f.view.hands, [seat]: { ...hand, cards: hand.cards.slice(0, n) } } };
  return { ...f, view };
}

describe("finding 1 (phone 038): the lines under the hand never run over each other while the hand resizes", () => {
  for (const name of ["crowded", "mixed", "phases"]) {
    const f = frames[name].ja.start ?? frames[name].ja;
    const n = f.view.hands[f.seat]?.cards?.length ?? 0;
    it(`${name}: ${n} cards → ${n - 2} and back, drawn part of the way`, () => {
      expect(n).toBeGreaterThan(2);
      const big = layout({ ...valid(withHand(f, n)), ui: { touch: true } }, PHONE);
      const small = layout({ ...valid(withHand(f, n - 2)), ui: { touch: true } }, PHONE);
      for (const [a, b] of [[big, small], [small, big]]) {
        const plan = planMotion(a, b);
        for (const t of [0.1, 0.3, 0.6]) {
          const mid = sceneAt(b, plan, t);
          const lines = mid.items.filter((i) => /^(deck-|vision|key-moves|seat-)/.test(i.label ?? "")).map(box);
          expect(lines.some((i) => i.label === "vision")).toBe(true);
          for (const [k, x] of lines.entries()) {
            for (const y of lines.slice(k + 1)) {
              expect(overlap(x, y), `"${x.text}" over "${y.text}" at ${t}`).toBe(false);
            }
          }
        }
      }
    });
  }
});

describe("finding 1 (phone 051/057): a Checkup's 'R7 ✓' never lies over the piece in its cell (ja, phone)", () => {
  for (const width of [348, 362, 390]) {
    for (const prot of [false, true]) {
      it(`${width}, ${prot ? "protected" : "plain"} A1 on a checked cell`, () => {
        const f = frames.phases.ja.start;
        const checked = [[1, 2], [2, 1], [3, 1]].map((cell) => ({ cell, bomb: false, round: 7 }));
        const pieces = f.view.pieces.map((p) => (p.seat === "A1" ? { ...p, cell: [3, 1], protected: prot } : p));
        const view = { ...f.view, round: 7, checked, pieces };
        const ui = { touch: true };   // the page saw the game before the checks: each says its round
        layout({ ...valid({ ...f, view: { ...view, checked: [] } }), ui }, { ...PHONE, width });
        const s = layout({ ...valid({ ...f, view }), ui }, { ...PHONE, width });
        const a1 = s.items.find((i) => i.type === "piece" && i.seat === "A1");
        const words = boardWords(s).filter((d) => d.what.startsWith("check"));
        expect(words.length).toBeGreaterThan(0);
        // (over A1's name: its full size under its cell's mark since review 42, chaos_en 10 / chaos_ja 3)
        const name = { x: a1.x + a1.w * 0.2, y: a1.y + (a1.h - a1.nameSize) / 2, w: a1.w * 0.6, h: a1.nameSize };
        for (const d of words) expect(overlap(d, name), `${d.what} over A1 ${JSON.stringify([a1.x, a1.y, a1.w])}`).toBe(false);
        const cell = s.items.find((i) => i.type === "cell" && overlap(i, { x: a1.x + a1.w / 2, y: a1.y + a1.h / 2, w: 0.1, h: 0.1 }));
        expect(a1.w, "A1 keeps half its cell or more").toBeGreaterThanOrEqual(cell.w * 0.5);
      });
    }
  }
});

describe("finding 3 (phone 142): six cards keep one row on a phone, the order strip in its place", () => {
  for (const lang of ["ja", "en", "zh"]) {
    for (const width of [348, 362, 390]) {
      it(`${lang}, ${width}`, () => {
        const f = frames.phases[lang].start;
        const seat = f.seat;
        const sixth = { function: "amnesia", id: "amnesia_moon", role: "patient", suit: "moon" };   // (a patient card: no "ghost cards" line)
        const at = (cards) => {
          const view = { ...f.view, hands: { ...f.view.hands, [seat]: { ...f.view.hands[seat], cards } } };
          return layout({ ...valid({ ...f, view }), ui: { touch: true } }, { ...PHONE, width });
        };
        const five = at(f.view.hands[seat].cards);
        const six = at([...f.view.hands[seat].cards, sixth]);
        const hand = six.items.filter((i) => i.type === "ccard");
        expect(hand.length).toBe(6);
        expect(new Set(hand.map((c) => c.y)).size, "one row").toBe(1);
        for (const c of hand) expect(c.x + c.w, c.label).toBeLessThanOrEqual(width);
        const strip = (s) => s.items.find((i) => i.label === `seat-${seat}`).y;
        expect(strip(six)).toBeLessThanOrEqual(strip(five));
      });
    }
  }
});
