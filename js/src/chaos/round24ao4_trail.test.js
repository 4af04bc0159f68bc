// CHAOS, round AO (newcomer review 23, chaos_en finding 2, 061->062 and 072_g43: one click on "Bot plays ▶" ran a
// whole enemy turn, B2 took the key and pushed A1 three cells, and A1 "first saw it already done"). On the seat's turn
// each piece that moved since the seat's last turn shows its way on the board, a faint arrowed line from cell to cell
// (a push, a respawn or a swap's roll: a dashed one), under the pieces and over the cells, from the views the seat was
// sent only: a vanished enemy ghost's unseen cells carry no line. Cleared once the seat acts.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import { paint } from "../paint.js";
import { fakeContext } from "../fake_canvas.js";

const SEAT = "A1";
const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: SEAT }), ui });
const scene = (f, lang, width, ui) => layout(input(f, lang, ui), { width });
const key = (c) => (Array.isArray(c) ? `${c[0]},${c[1]}` : "hidden");
const dist = (a, b) => a.split(",").map(Number).reduce((d, x, k) => d + Math.abs(x - b.split(",").map(Number)[k]), 0);
const own = (v) => v.to_act === SEAT && !["join", "react"].includes(v.phase) && !v.result;
const mark = (v) => `${key(v.pieces.find((p) => p.seat === SEAT)?.cell)}|${v.hands?.[SEAT]?.count}|${v.phase}`;

/** Return, for each frame, the cells each piece was seen on since the seat's last turn ended (null: out of sight),
 * and whether the frame opens the seat's turn before it acts: what the trail must show, modelled from the frames. */
function expected(frames) {
  const seen = new Map();
  let turn = null;
  let sig = null;
  let acted = true;
  return frames.map((f) => {
    const v = f.view;
    for (const p of v.pieces) {
      const path = seen.get(p.seat) ?? [];
      const now = Array.isArray(p.cell) ? key(p.cell) : null;
      if (path.at(-1) !== now || !path.length) path.push(now);
      seen.set(p.seat, path);
    }
    if (own(v)) {
      if (v.turn !== turn) [turn, sig, acted] = [v.turn, mark(v), false];
      else if (mark(v) !== sig) acted = true;
    }
    const showing = own(v) && !acted;
    const want = new Set();
    if (showing) {   // each piece's latest move only since round AP (review 24, chaos_ja 1): its last run of single
      for (const [seat, path] of seen) {   // steps, else its last move between two seen cells
        const gap = (i) => path[i - 1] && path[i] && dist(path[i - 1], path[i]);
        let i = path.length - 1;
        if (i < 1 || !gap(i)) continue;
        if (gap(i) === 1) while (i > 1 && gap(i - 1) === 1) i -= 1;
        want.add(`${seat}:${path[i - 1]}>${path.at(-1)}`);
      }
    }
    if (acted && v.turn === turn) for (const p of v.pieces) seen.set(p.seat, [Array.isArray(p.cell) ? key(p.cell) : null]);
    return { want, showing };
  });
}

const trails = (s) => s.items.filter((i) => i.type === "trail");
const cellAt = (s, i) => s.items.find((c) => c.type === "cell" && c.x <= i.x && i.x < c.x + c.w && c.y <= i.y && i.y < c.y + c.h);

describe("chaos_en 2: on the seat's turn the board shows where each piece went since its last turn", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1200, 390]) {
      it(`${lang} at ${width}: each segment joins the piece's earlier cell to its next one, none after the seat acts`, () => {
        const frames = game[lang];
        const want = expected(frames);
        const ui = {};
        let shown = 0;
        frames.forEach((f, n) => {
          const s = scene(f, lang, width, ui);
          const got = new Set(trails(s).map((t) => `${t.seat}:${key(t.cells[0])}>${key(t.cells.at(-1))}`));
          expect([...got].sort(), `frame ${n} (round ${f.view.round}, ${f.view.to_act} ${f.view.phase})`)
            .toEqual([...want[n].want].sort());
          shown += got.size;
          for (const t of trails(s)) {   // drawn from the centre of the cell it left to the centre of the cell it reached
            const [a, b] = [cellAt(s, t.from), cellAt(s, t.to)];
            expect([a.row, a.col, b.row, b.col]).toEqual([...t.cells[0], ...t.cells.at(-1)]);
            if (Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1) expect(t.kind).toBe("step");
          }
        });
        expect(shown, "the game's turns show trails").toBeGreaterThan(10);
        // the seat's own steps in its last turn, a joint turn's too (to_act the partner), are no news: never a trail
        let ownTurn = null;
        let mine = new Set();
        let last = new Set();
        const ui2 = {};
        for (const f of frames) {
          if (own(f.view) && f.view.turn !== ownTurn) [ownTurn, last, mine] = [f.view.turn, mine, new Set()];
          if (f.view.turn === ownTurn) mine.add(key(f.view.pieces.find((p) => p.seat === SEAT).cell));
          for (const t of trails(scene(f, lang, width, ui2)).filter((x) => x.seat === SEAT)) {
            expect(last.has(key(t.cells[0])) && last.has(key(t.cells.at(-1))), `own step ${key(t.cells[0])}>${key(t.cells.at(-1))}`).toBe(false);
          }
        }
      });
    }
  }

  it("the trail lies over the cells and under the pieces, clicks go through it", () => {
    const frames = game.en;
    const ui = {};
    let checked = 0;
    for (const f of frames) {
      const s = scene(f, "en", 1200, ui);
      const at = (type) => s.items.findIndex((i) => i.type === type);
      const lastCell = s.items.map((i) => i.type).lastIndexOf("cell");
      for (const t of trails(s)) {
        const k = s.items.indexOf(t);
        expect(k).toBeGreaterThan(lastCell);
        // a line under the pieces; since round AP a ring round a piece (a return home, a roll) over them: under it,
        // the piece hid it (review 24, chaos_en 5)
        if (t.kind === "step" || t.kind === "push") expect(k).toBeLessThan(at("piece"));
        else expect(k).toBeGreaterThan(s.items.map((i) => i.type).lastIndexOf("piece"));
        expect(t.id).toBeUndefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
    const { ctx, calls } = fakeContext();   // each kind paints (a step, a jump; team A and B)
    const drawn = game.en.flatMap((f) => trails(scene(f, "en", 1200, ui)));
    expect(new Set(drawn.map((t) => `${t.kind}${t.team}`)).size).toBeGreaterThan(2);
    paint(ctx, { width: 1200, height: 900, items: drawn });
    expect(calls.n).toBeGreaterThan(drawn.length * 5);
  });

  it("a vanished enemy ghost's unseen way is never drawn: no line from where it vanished to where it shows again", () => {
    const frames = game.en;
    const ui = {};
    for (const [n, f] of frames.entries()) {
      const s = scene(f, "en", 1200, ui);
      const b2 = f.view.pieces.find((p) => p.seat === "B2");
      for (const t of trails(s).filter((x) => x.seat === "B2")) {
        // each B2 segment's two cells were both seen: the earlier in a frame where B2 showed there, the later now or since
        const seenAt = (c) => frames.slice(0, n + 1).some((g) => key(g.view.pieces.find((p) => p.seat === "B2").cell) === key(c));
        expect(seenAt(t.cells[0]) && seenAt(t.cells[1])).toBe(true);
        expect(Array.isArray(b2.cell), "no trail for a piece out of sight").toBe(true);
      }
    }
    const hid = frames.findIndex((f) => f.view.pieces.find((p) => p.seat === "B2").vanished);
    const back = frames.findIndex((f, n) => n > hid && !f.view.pieces.find((p) => p.seat === "B2").vanished);
    expect(hid).toBeGreaterThan(0);
    expect(back).toBeGreaterThan(hid);
    const before = key(frames[hid - 1].view.pieces.find((p) => p.seat === "B2").cell);
    const next = frames.findIndex((f, n) => n >= back && own(f.view));
    const ui2 = {};
    frames.slice(0, next).forEach((f) => scene(f, "en", 1200, ui2));
    const s = scene(frames[next], "en", 1200, ui2);
    expect(trails(s).length).toBeGreaterThan(0);
    for (const t of trails(s)) expect(`${t.seat}:${key(t.cells[0])}`).not.toBe(`B2:${before}`);
  });

  it("a page that first sees the game mid-way, and a replay's step, show no trail", () => {
    const frames = game.en;
    const ui = {};
    const late = frames.findIndex((f, n) => n > 5 && own(f.view));
    expect(trails(scene(frames[late], "en", 1200, ui))).toEqual([]);
    const r = frames.findIndex((f, n) => n > late + 3 && own(f.view));
    frames.slice(late + 1, r).forEach((f) => scene(f, "en", 1200, ui));
    const replay = layout({ ...input(frames[r], "en", ui), replaying: true, legal: [] }, { width: 1200 });
    expect(trails(replay)).toEqual([]);
    expect(trails(scene(frames[r], "en", 1200, ui)).length, "the page's own turn after it").toBeGreaterThan(0);
  });
});
