// Review 37, chaos_en 3 (desk): "the board clutters when effects stack". On one cell a piece, a Checkup mark, a bomb
// drawn over it, a Midnight compass and a picked cell's number all drew on top of each other (a picked "2" lay over
// B1's name on a phone, round10n frame 49). Now a cell has a budget: its pieces, its Checkup mark in its own place (rim
// or top right corner) and one mark in its top left corner (a bomb, else a picked cell's number, else a compass); the
// others are left out, their words on the piece's tooltip (a picked cell keeps its frame); no text over text anywhere on
// the board.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { recordingContext, overlaps } from "../text_record.js";
import frames from "./round15s_frames.js";
import game from "./round10n_game.json";
import since from "./round25ap1_since.json";
import start from "../fixtures/chaos_start.json";

// what the board draws (the end's banner and the panels lie over it on purpose, and are not the board's)
const BOARD = new Set(["cell", "gridlines", "spawn", "key", "check", "bomb", "dawnline", "picked", "path", "piece",
                       "trail", "blast", "compass", "spinarrow", "pusharrow", "reach", "aim", "outline", "dicename"]);
const CORNER = new Set(["picked", "bomb", "compass"]);   // the top left corner's marks over a piece
const keyOf = (cell) => `${cell[0]},${cell[1]}`;

/** Return the recorded frames as [name, payload] pairs, each sequence's in its order. */
function recorded() {
  const all = [];
  const walk = (x, name) => {
    if (!x || typeof x !== "object") return;
    if ("view" in x) all.push([name, x]);
    else for (const [k, v] of Object.entries(x)) walk(v, `${name}/${k}`);
  };
  walk(frames, "15s");
  walk(game, "10n");
  walk(since, "since");
  return all;
}

/** Return the texts a scene's board draws, in the board's box. */
function boardTexts(s) {
  const board = s.items.find((i) => i.label === "board");
  const { ctx, drawn } = recordingContext();
  paint(ctx, { width: 4000, height: 4000, items: s.items.filter((i) => BOARD.has(i.type)) });
  return drawn.filter((d) => d.x + d.w > board.x && d.x < board.x + board.w && d.y + d.h > board.y
                              && d.y < board.y + board.h);
}

/** Return the pairs of board texts that overlap ("2 / B1"). */
function textOverText(s) {
  const texts = boardTexts(s);
  const out = [];
  for (let a = 0; a < texts.length; a++) {
    for (let b = a + 1; b < texts.length; b++) if (overlaps(texts[a], texts[b])) out.push(`${texts[a].text} / ${texts[b].text}`);
  }
  return out;
}

/** Return, per cell a piece stands on, its corner marks drawn whole over it and those left out. */
function cellMarks(s) {
  const held = new Set(s.items.filter((i) => i.type === "piece" && Array.isArray(i.cell)).map((i) => keyOf(i.cell)));
  const out = {};
  for (const i of s.items) {
    if (!CORNER.has(i.type) || !Array.isArray(i.cell) || !held.has(keyOf(i.cell))) continue;
    out[keyOf(i.cell)] ??= { whole: [], out: [] };
    out[keyOf(i.cell)][i.under || i.bare ? "out" : "whole"].push(i);
  }
  return out;
}

/** A stacked scene (ja/en/zh/zh-TW): A1 (protected) and B2 on e3 with a temporary bomb of B1's, B1 on f2 on a
 * temporary bomb of B2's, at Midnight, both cells picked by a Checkup (`picking`), a checked cell beside. */
function stacked(lang, width, picking = true) {
  const f = structuredClone({ ...start, lang });
  const v = f.view;
  Object.assign(v, { round: 5, time: { kind: "midnight", seat: "B2", turns_left: 2 } });
  const at = { A1: [5, 3], B2: [5, 3], B1: [6, 2] };
  v.pieces = v.pieces.map((p) => (at[p.seat] ? { ...p, cell: at[p.seat], protected: p.seat === "A1" } : p));
  v.checked = [{ cell: [6, 3], round: 2, bomb: false, doubt: true }, { cell: [8, 2], round: 3, bomb: false }];
  v.bombs = [{ cell: [5, 3], temporary: true, planter: "B1" }, { cell: [6, 2], temporary: true, planter: "B2" }];
  if (picking) v.prompt = { kind: "pick", purpose: "checkup", picked: [[5, 3], [6, 2]], need: 3 };
  return layout({ ...valid(f), ui: {} }, { width });
}

describe("review 37, chaos_en 3: a cell with stacked effects draws its piece and one corner mark", () => {
  for (const lang of ["en", "zh", "zh-TW", "ja"]) {
    for (const width of [1280, 390]) {
      for (const picking of [true, false]) {
        it(`${lang} ${width}${picking ? ", cells picked" : ""}: one corner mark a cell, no text over text`, () => {
          const s = stacked(lang, width, picking);
          expect(textOverText(s)).toEqual([]);
          const marks = cellMarks(s);
          expect(Object.keys(marks).sort()).toEqual(["5,3", "6,2"]);
          for (const [k, { whole, out }] of Object.entries(marks)) {
            expect(whole.map((i) => i.type), k).toEqual(["bomb"]);   // the bomb, which may send a patient home
            expect(out.map((i) => i.type).sort(), k).toEqual(picking ? ["compass", "picked"] : ["compass"]);
            const pieces = s.items.filter((i) => i.type === "piece" && keyOf(i.cell) === k);
            // what is left out is said on the cell's piece (a picked cell keeps its frame)
            for (const m of out) if (m.tip) expect(pieces.some((q) => q.tip?.includes(m.tip)), m.label).toBe(true);
          }
        });
      }
    }
  }
});

describe("review 37, chaos_en 3: over every recorded frame the board draws no text over text", () => {
  it("round 15s, round 10n and round 25 frames at 1280 and 390, each game's frames in order (its trail kept)", () => {
    const uis = {};
    const found = [];
    let seen = 0;
    for (const [name, f0] of recorded()) {
      const f = { ...start, ...f0, view: { ...f0.view, map: f0.view.map ?? start.view.map } };
      f.lang ??= name.split("/")[1];
      for (const width of [1280, 390]) {
        const seq = `${name.split("/").slice(0, -1).join("/")} ${width}`;
        uis[seq] ??= {};
        const s = layout({ ...valid(f), ui: uis[seq] }, { width });
        seen += 1;
        for (const pair of textOverText(s)) found.push(`${name} ${width}: ${pair}`);
        for (const [k, { whole }] of Object.entries(cellMarks(s))) {
          if (whole.length > 1) found.push(`${name} ${width} ${k}: ${whole.map((i) => i.type).join(" + ")}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});

describe("review 37, chaos_en 3: a picked cell's number over a piece keeps off its name", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: the number in the corner over the pieces, whole`, () => {
        const f = structuredClone({ ...start, lang });
        f.view.pieces = f.view.pieces.map((p) => (p.seat === "B1" ? { ...p, cell: [1, 2] } : p));
        f.view.prompt = { kind: "pick", purpose: "checkup", picked: [[5, 5], [1, 2]], need: 3 };
        const s = layout({ ...valid(f), ui: {} }, { width });
        expect(textOverText(s)).toEqual([]);
        const picked = s.items.find((i) => i.label === "picked-1,2");
        expect(s.items.indexOf(picked)).toBeGreaterThan(s.items.findIndex((i) => i.label === "piece-B1"));
        expect(boardTexts(s).map((d) => d.text)).toEqual(expect.arrayContaining(["1", "2", "B1"]));
      });
    }
  }
});
