// CHAOS, newcomer review 9 (issue 23): what the painted table shows (fake canvas and scene items).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import cards from "../fixtures/chaos_cards.json";
import { textWidth } from "../scene/text.js";
import { shapeGap } from "./board_words.js";
import { tagBox } from "./crowd.js";

const scene = (f, width, ui = {}) => layout({ ...valid(f), ui }, { width });
const overlap = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const within = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;

/** Return the box a badge paints: a Checkup mark in its corner with its round ("r3 ✓") left of it, a compass. */
function badgeBox(b) {
  const r = b.w * 0.36;   // a compass in its quarter: a disc in the middle
  if (b.quarter !== undefined && b.type === "compass") return { x: b.x + b.w / 2 - r, y: b.y + b.w / 2 - r, w: 2 * r, h: 2 * r };
  if (b.quarter !== undefined || b.type !== "check") return { x: b.x, y: b.y, w: b.w, h: b.h };
  const s = b.w * 0.26;
  const round = b.when && !b.bomb ? b.when.length * Math.max(8, Math.round(s * 0.62)) * 0.62 + 6 : 0;
  return { x: b.x + b.w - s - 4 - round, y: b.y + 2, w: s + 4 + round, h: s + 2 };
}

/** The start fixture with the first `n` pieces on c5, a ✓ there learnt in round 3, at Midnight or not. */
function crowded(n, { check = true, midnight = true } = {}) {
  const f = structuredClone(start);
  f.view.round = 4;
  f.view.pieces.forEach((p, i) => { if (i < n) p.cell = [5, 3]; });
  f.view.pieces.forEach((p) => { p.role = "patient"; });
  if (check) f.view.checked = [{ cell: [5, 3], bomb: false }];
  if (midnight) f.view.time = { kind: "midnight", seat: "B2", turns_left: 1 };
  return f;
}

describe("finding 1: every piece of a crowded cell inside it and readable, no badge over a piece", () => {
  for (const width of [930, 390]) {
    for (const n of [1, 2, 3, 4]) {
      for (const opts of [{}, { check: false }, { midnight: false }, { check: false, midnight: false }]) {
        it(`${n} piece(s) on c5 ${JSON.stringify(opts)} at ${width}`, () => {
          const ui = {};   // a page that saw the ✓ come: it says its round ("r4 ✓")
          scene(crowded(n, { ...opts, check: false }), width, ui);
          const s = scene(crowded(n, opts), width, ui);
          if (opts.check !== false) expect(s.items.find((i) => i.type === "check").when).toBe("r4");
          const cell = s.items.find((i) => i.label === "cell-5-3");
          const board = s.items.find((i) => i.label === "board");
          const pieces = s.items.filter((i) => i.type === "piece" && i.cell[0] === 5 && i.cell[1] === 3);
          expect(pieces).toHaveLength(n);
          const bad = [];
          for (const p of pieces) {
            if (!within(p, cell) || !within(p, board)) bad.push(`${p.seat} out of its cell`);
            if (p.w < 14 || p.nameSize < 9) bad.push(`${p.seat} too small`);
            for (const q of pieces) if (p !== q && overlap(p, q)) bad.push(`${p.seat} over ${q.seat}`);
          }
          const last = Math.max(...pieces.map((p) => s.items.indexOf(p)));
          const badges = s.items.filter((i) => ["check", "compass", "spawn"].includes(i.type) && !i.rim   // a rim: the cell's edge
            && within(i, cell) && !(i.type === "spawn" && i.covered));
          for (const b of badges) {
            // (a lone piece's ✓ lies over its corner on purpose: review 42, chaos_en 10; round46ll8_full_pieces)
            if (b.type === "check" && n === 1) continue;
            const drawnOver = s.items.indexOf(b) > last || b.type === "spawn";
            // a mark alone in its corner keeps off the piece's drawn shape (review 34, chaos_ja 4)
            const on = (p) => (b.compact ? shapeGap(tagBox(b, cell.x, cell.y, cell.w), p) < 2.5 : overlap(badgeBox(b), p));
            for (const p of pieces) if (drawnOver && on(p)) bad.push(`${b.label ?? b.type} on ${p.seat}`);
          }
          if (opts.midnight !== false && n < 4) {   // a patient's Midnight compass shows, over no piece
            expect(badges.some((b) => b.type === "compass" && s.items.indexOf(b) > last)).toBe(true);
          }
          expect(bad).toEqual([]);
        });
      }
    }
  }
});

describe("finding 6: the order line ('Order ↺ reversed · next: B1') at 12 px or more at 1280, never squeezed", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const direction of [1, -1]) {
      it(`${lang}, direction ${direction}: its words fit their room at their size, clear of the legend`, () => {
        const f = structuredClone({ ...start, lang });
        f.view.direction = direction;
        const s = scene(f, 930);
        const line = s.items.find((i) => i.label === "order-next");
        expect(line.size).toBeGreaterThanOrEqual(12);
        expect(textWidth(line.text, line.size)).toBeLessThanOrEqual(line.maxW);
        const legend = s.items.filter((i) => String(i.label).startsWith("last-legend-text"));
        for (const l of legend) {
          expect(l.size).toBeGreaterThanOrEqual(12);
          expect(textWidth(l.text, l.size)).toBeLessThanOrEqual(l.maxW + 1);
          // on the order's row right of its words, or above it (newcomer review 10, finding 3: beside the time of day)
          if (l.y + l.size > line.y) expect(l.x).toBeGreaterThan(line.x + textWidth(line.text, line.size));
        }
      });
    }
  }
});

describe("finding 4: after a steal the cards the player did not touch stay where they were", () => {
  for (const width of [930, 390]) {
    it(`a stolen card joins at the end of a hand the frame sends sorted anew (${width})`, () => {
      const ui = {};
      const before = scene(start, width, ui);
      const boxes = (s) => new Map(s.items.filter((i) => i.type === "ccard").map((i) => [i.face.id, [i.x, i.y]]));
      const was = boxes(before);
      const f = structuredClone(start);
      f.view.turn += 1;
      const cards = f.view.hands.A1.cards;
      cards.push({ function: "protection", id: "protection_eye", role: "patient", suit: "eye" });
      cards.sort((a, b) => a.function.localeCompare(b.function));   // amnesia, checkup, protection, sprint
      f.view.hands.A1.count = cards.length;
      const now = boxes(scene(f, width, ui));
      for (const [id, at] of was) expect(now.get(id), id).toEqual(at);
      const xs = [...now.values()].map(([x, y]) => y * 10000 + x);
      expect(Math.max(...xs)).toBe(now.get("protection_eye")[1] * 10000 + now.get("protection_eye")[0]);
    });
  }
});

describe("finding 3: a selected card opens no pop-up over the table; the hand holds still", () => {
  for (const [width, lang] of [[930, "en"], [930, "ja"], [390, "ja"], [390, "en"]]) {
    it(`every card of the hand that opens choices (${width}, ${lang})`, () => {
      const f = structuredClone({ ...cards, lang });
      const ids = [...new Set(f.legal.map((a) => a.target?.card).filter(Boolean))];
      expect(ids.length).toBeGreaterThan(0);
      const ui = {};
      const plain = scene(f, width, ui);
      const handAt = (s) => s.items.filter((i) => i.type === "ccard").map((i) => [i.face.id, i.x, i.y + (i.selected ? 6 : 0)]);
      for (const id of ids) {
        ui.selected = id;
        const s = scene(f, width, ui);
        expect(s.items.filter((i) => i.type === "mzoom"), id).toEqual([]);
        const effect = s.items.find((i) => i.label === "prompt-effect");   // where the band has room
        if (effect) expect(s.items.filter((i) => i.label === "prompt-effect")).toHaveLength(1);
        expect(handAt(s)).toEqual(handAt(plain));   // the hand holds still
      }
    });
  }
});

describe("finding 5: a tap on a card that cannot be played says why, in the prompt band", () => {
  for (const [width, lang] of [[390, "ja"], [390, "en"], [930, "en"], [930, "zh"]]) {
    it(`the first hand card, its moves taken away (${width}, ${lang})`, () => {
      const f = structuredClone({ ...start, lang });
      const id = f.view.hands.A1.cards[0].id;
      f.legal = f.legal.filter((a) => a.target?.card !== id && a.fields?.card !== id);
      const ui = {};
      const plain = scene(f, width, ui);
      ui.selected = `zoom:card:${id}`;
      const s = scene(f, width, ui);
      const said = s.items.filter((i) => ["prompt", "prompt-effect"].includes(i.label)).map((i) => i.text).join(" ");
      const words = f.catalog.ui[lang] ?? f.catalog.ui.en;
      expect(said).toContain(words.why_not_now.slice(0, 6));
      const handAt = (x) => x.items.filter((i) => i.type === "ccard").map((i) => [i.x, i.y]);
      expect(handAt(s)).toEqual(handAt(plain));
    });
  }
});

describe("finding 2: at 1280×800 the chips and the hand keep one y from turn to turn", () => {
  /** The start fixture at round `r` (A1's move), short or long prompt, Day or Midnight. */
  const turn = (r, { long = false, midnight = false, phase = "move" } = {}) => {
    const f = structuredClone(phase === "cards" ? { ...cards, seat: "A1" } : start);
    if (phase === "cards") {
      f.view.to_act = "A1";
      f.view.hands.A1 = structuredClone(start.view.hands.A1);
    }
    Object.assign(f.view, { round: r, turn: 4 * r });
    if (midnight) f.view.time = { kind: "midnight", seat: "B2", turns_left: 2 };
    if (!long) f.prompt = "Your turn: move one step or stay.";
    return f;
  };
  it("Day (short prompt), Midnight (long prompt), Day again, a cards phase: one chips y, one hand y after the longest", () => {
    const ui = {};
    const seen = [turn(1), turn(2, { long: true, midnight: true }), turn(3), turn(4, { phase: "cards" }), turn(5)]
      .map((f) => scene(f, 930, ui))
      .map((s) => ({ chip: s.items.find((i) => i.type === "chip")?.y, hand: s.items.find((i) => i.type === "ccard")?.y,
                     h: s.height }));
    const after = seen.slice(1);
    expect(new Set(after.map((x) => x.chip)).size, JSON.stringify(seen)).toBe(1);
    expect(new Set(after.map((x) => x.hand)).size, JSON.stringify(seen)).toBe(1);
    for (const x of seen) expect(x.h).toBeLessThanOrEqual(660);
  });
});

describe("finding 2: a card selected after a long prompt's turn leaves the hand where it was", () => {
  it("the chips held low, then a card with three choices chosen: the hand holds still (930)", () => {
    const ui = {};
    const f = structuredClone(start);
    scene({ ...f, view: { ...f.view, round: 1, turn: 0 } }, 930, ui);
    const g = { ...f, view: { ...f.view, round: 1, turn: 1 } };
    const plain = scene(g, 930, ui);
    const id = [...new Set(g.legal.map((a) => a.target?.card).filter(Boolean))]
      .sort((a, b) => g.legal.filter((x) => x.target?.card === b).length - g.legal.filter((x) => x.target?.card === a).length)[0];
    ui.selected = id;
    const chosen = scene(g, 930, ui);
    const handAt = (s) => s.items.filter((i) => i.type === "ccard").map((i) => [i.x, i.y + (i.selected ? 6 : 0)]);
    expect(handAt(chosen)).toEqual(handAt(plain));
  });
});
