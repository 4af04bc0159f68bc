// CHAOS, newcomer review 14 (round S): the table on a 390×844 phone (ja) and in a 1280×800 desk window, over the
// frames tests/test_chaos_round15s_frames.py records (round15s_frames.json).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MIN_TEXT } from "../scene/text.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { boardWords } from "./board_words.js";
import frames from "./round15s_frames.js";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";

const PHONE = { width: 390, height: 844 };
const scene = (fixture, size, ui = {}) => layout({ ...valid(fixture), ui }, size);
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The view with its pieces moved: `cells` maps a seat to its 1-based [row, col]. */
function moved(f, cells) {
  const view = { ...f.view, pieces: f.view.pieces.map((p) => (cells[p.seat] ? { ...p, cell: cells[p.seat] } : p)) };
  return { ...f, view };
}

/** Return the name a piece draws (its painter, recorded). */
function pieceName(p) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, { width: 2000, height: 2000, items: [p] });
  return drawn.find((d) => d.text === p.seat);
}

const CROWDS = {
  "two on a spawn": { A1: [8, 2], A2: [8, 2], B1: [2, 8], B2: [2, 8] },
  "two beside a spawn": { A1: [8, 3], A2: [8, 3], B1: [3, 8], B2: [3, 8] },
  "three on a spawn": { A1: [8, 1], A2: [8, 1], B1: [8, 1], B2: [2, 8] },
  "four in one cell": { A1: [8, 2], A2: [8, 2], B1: [8, 2], B2: [8, 2] },
};

describe("finding 1: a crowded cell on a phone draws its pieces apart, no label over a piece (ja, 390)", () => {
  for (const [name, cells] of Object.entries(CROWDS)) {
    for (const width of [348, 362, 390]) {
      it(`${name}, ${width}`, () => {
        const s = scene(moved(frames.crowded.ja, cells), { ...PHONE, width }, { touch: true });
        const pieces = s.items.filter((i) => i.type === "piece");
        expect(pieces.length).toBe(4);
        for (const [k, a] of pieces.entries()) {
          for (const b of pieces.slice(k + 1)) expect(overlap(a, b), `${a.seat} over ${b.seat}`).toBe(false);
        }
        const words = boardWords(s);
        expect(words.some((d) => d.what.startsWith("spawn")), "a free spawn's name").toBe(true);
        for (const l of words) {
          for (const p of pieces) expect(overlap(l, p), `${l.what} over ${p.seat}`).toBe(false);
        }
        for (const p of pieces) {   // each name drawn whole in its piece, at the canvas's text minimum or more
          const name = pieceName(p);
          expect(name.size, p.seat).toBeGreaterThanOrEqual(MIN_TEXT);
          expect(name.squeeze, p.seat).toBeGreaterThan(0.85);
          expect(name.x >= p.x && name.x + name.w <= p.x + p.w, p.seat).toBe(true);
        }
        // each piece tappable: its own box 24 px or more, or its cell's (a target under a piece is its cell's id)
        for (const p of pieces) {
          const cell = s.items.find((i) => i.type === "cell" && overlap(i, { x: p.x + p.w / 2, y: p.y + p.w / 2, w: 0.1, h: 0.1 }));
          expect(Math.min(p.w, p.h) >= 24 || cell.w >= 24, p.seat).toBe(true);
        }
      });
    }
  }
});

// The page's chrome above the table's canvas, measured on review 14's screenshots: on a 390×844 phone the toolbar's
// two rows (the board's grid at page y 164, scene y 96: 68 px; 74 taken), on a 1280×800 desk the notebook's title and
// the toolbar (the grid at page y 183, scene y 61: 122 px; 124 taken) and the frame's foot (12 px).
const PHONE_CHROME = 74;
const DESK_CHROME = 124 + 12;
const bottomOf = (items) => Math.max(...items.map((i) => i.y + i.h));

describe("finding 2: a 5-card hand is in a phone's first screen with the board on the reader's turn (390×844)", () => {
  for (const lang of ["ja", "en", "zh"]) {
    for (const width of [348, 362]) {   // (the review's phone laid the table out 348 px wide)
      it(`${lang}, ${width}: the move, then the cards phase with time cards, any card chosen`, () => {
        let ui0 = null;
        for (const f of [frames.phases[lang].start, frames.phases[lang].cards, frames.mixed[lang].start, frames.mixed[lang].cards]) {
          // one page's ui through a game's turn: the hand's y is held within it
          const ui = f.view.phase === "move" ? { touch: true } : ui0;
          ui0 = ui;
          expect(f.view.to_act).toBe(f.seat);
          expect(f.view.hands[f.seat].cards.length).toBe(5);
          for (const selected of [null, ...f.view.hands[f.seat].cards.map((c) => c.id)]) {
            const s = scene(f, { ...PHONE, width }, Object.assign(ui, { selected }));
            const hand = s.items.filter((i) => i.type === "ccard");
            expect(hand.length).toBe(5);
            expect(PHONE_CHROME + bottomOf(hand), `${f.view.phase} ${selected}`).toBeLessThanOrEqual(PHONE.height);
          }
        }
      });
    }
  }
});

describe("finding 3: the desk table fits its 1280×800 window: board, prompt, chips and hand above the fold", () => {
  // the table is laid out 930 px wide in a 1280 px page (ui/page.js tableWidth: the story beside it)
  const frameOf = { start: frames.phases.en.start, cards: frames.phases.en.cards, crowded: frames.crowded.en, join, react };
  for (const [name, f] of Object.entries(frameOf)) {
    for (const lang of ["en", "ja", "zh"]) {
      it(`${name}, ${lang}`, () => {
        const s = scene({ ...f, lang }, { width: 930, height: 800 });
        const seen = s.items.filter((i) => ["ccard", "chip", "piece", "cell"].includes(i.type)
                                          || ["board", "prompt", "hand-title"].includes(i.label));
        expect(seen.some((i) => i.type === "ccard")).toBe(true);
        expect(DESK_CHROME + s.height).toBeLessThanOrEqual(800);
        expect(DESK_CHROME + bottomOf(seen)).toBeLessThanOrEqual(800);
      });
    }
  }
});

describe("finding 2: on the reader's turn with time cards, their chips are in a phone's first screen too (390×844)", () => {
  for (const lang of ["ja", "en", "zh"]) {
    for (const width of [348, 352]) {   // (the review's phone laid the table out 348 px wide)
      it(`${lang}, ${width}: Midnight and Dawn, each with what it does`, () => {
        const f = frames.phases[lang].cards;
        const s = scene(f, { ...PHONE, width }, { touch: true });
        const times = s.items.filter((i) => i.type === "chip" && String(i.id).includes("declare_time"));
        expect(times.length).toBe(2);
        expect(PHONE_CHROME + bottomOf(times)).toBeLessThanOrEqual(PHONE.height);
        const w = { ...f.catalog.ui.en, ...f.catalog.ui[lang] };
        // what it does: its brief, or in a few words where the brief would end past the first screen under a room's
        // head (round AL, round23al3_time.test.js)
        const said = (c, k) => w[`${c.id.includes("time=dawn") ? "dawn" : "midnight"}_${k}`];
        for (const c of times) expect([said(c, "brief"), said(c, "short")].some((x) => c.text.includes(x)), c.text).toBe(true);
      });
    }
  }
});

describe("finding 3: an error's moment does not keep the desk table taller for the rest of the game (1280×800)", () => {
  const ERROR = "That move is not legal now: the cell is taken by another piece, choose another one.";
  for (const [name, f] of Object.entries({ join, react, start: frames.phases.en.start, cards: frames.phases.en.cards })) {
    for (const lang of ["en", "ja"]) {
      it(`${name}, ${lang}: an error strip, then the same table without it`, () => {
        const ui = {};   // one page's ui: the table's height is held through the game
        scene({ ...f, lang, error: ERROR }, { width: 930, height: 800 }, ui);
        const after = scene({ ...f, lang, error: "" }, { width: 930, height: 800 }, ui);
        expect(DESK_CHROME + after.height).toBeLessThanOrEqual(800);
      });
    }
  }
});
