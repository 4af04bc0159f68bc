// CHAOS, newcomer review 17 left open (round Z, fixer Z3): the board's swap banner, revealed bombs on the phone and
// the compass marks' legend (en desk 1280×800, ja phone 390×844).
import { describe, expect, it } from "vitest";
import { SWAP_BANNER_MS } from "./swap_banner.js";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("finding 2: the swap banner covers no board cell and leaves on time", () => {
  for (const lang of LANGS) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const ui = { now: 1000 };
        scene(frame(lang), width, ui);
        const s = scene(frame(lang, swapped), width, ui);
        const strip = s.items.find((i) => i.label === "swap-banner");
        expect(strip, "no banner after the swap").toBeTruthy();
        const cells = s.items.filter((i) => i.type === "cell" || i.label === "gate" || i.type === "gate");
        expect(cells.length).toBeGreaterThanOrEqual(64);
        for (const c of cells) expect(overlaps(strip, c), `the banner covers ${c.label}`).toBe(false);
        for (const b of banners(s)) expect(b.y, b.label).toBeGreaterThanOrEqual(0);
        const status = s.items.find((i) => i.label === "status");
        expect(overlaps(strip, { ...status, w: status.w ?? 1, h: status.h ?? 1 }), "the status line stays").toBe(false);
        for (const text of banners(s).filter((i) => i.type === "text")) {
          expect(text.x + (text.w ?? 0) / 2).toBeLessThanOrEqual(s.width);
        }
        // the page is asked to lay out again when the banner's time is up (a timer that redraws)
        expect(s.redrawIn).toBeGreaterThan(0);
        expect(s.redrawIn).toBeLessThanOrEqual(SWAP_BANNER_MS + 50);
        ui.now = 1000 + s.redrawIn;
        const later = scene(frame(lang, swapped), width, ui);
        expect(banners(later)).toEqual([]);
        expect(later.redrawIn ?? 0).toBe(0);
      });
    }
  }
});

/** A known bomb at d5 ([4, 4]) with a piece on it: an enemy ghost walks over bombs (CH-MOVE-4), and so may a
 * protected patient; C5's sight or a teammate's Mischief tell the seat of bombs with no Checkup ✗ beside them. */
const onBomb = (seat, checked = false) => (v) => {
  v.bombs = [{ cell: [4, 4], temporary: false }];
  v.checked = checked ? [{ cell: [4, 4], bomb: true, round: 1, turn: 0 }] : [];
  v.pieces = v.pieces.map((p) => (p.seat === seat ? { ...p, cell: [4, 4] } : p));
};

/** Return the pieces drawn after `item` that cover the middle of its disc (paint_board.js bomb: r = 0.2 of its box). */
function covering(s, item) {
  const cx = item.x + item.w / 2;
  const cy = item.y + item.h / 2 + item.w * 0.04;
  return s.items.slice(s.items.indexOf(item) + 1)
    .filter((p) => p.type === "piece" && Math.hypot(p.x + p.w / 2 - cx, p.y + p.h / 2 - cy) < p.w / 2 + item.w * 0.1);
}

describe("finding 3: a revealed bomb stays drawn while a piece stands on it", () => {
  for (const width of [390, 1280]) {
    for (const [who, checked] of [["B2", false], ["B2", true], ["A2", false]]) {
      it(`${width}: ${who} on the bomb${checked ? " (a Checkup ✗ too)" : ""}`, () => {
        const ui = {};
        // the recorded moments: before the ghost comes, while it stands there, after it left
        const frames = [(v) => onBomb("none")(v), onBomb(who, checked), (v) => onBomb("none", checked)(v)];
        for (const change of frames) {
          const s = scene(frame("ja", change), width, ui);
          const bomb = s.items.find((i) => i.type === "bomb" && i.label === "bomb-4,4");
          expect(bomb, "the bomb is drawn").toBeTruthy();
          expect(covering(s, bomb).map((p) => p.label), "no piece hides the bomb").toEqual([]);
          const cell = s.items.find((i) => i.label === "cell-4-4");
          expect(bomb.x).toBeGreaterThanOrEqual(cell.x);
          expect(bomb.x + bomb.w).toBeLessThanOrEqual(cell.x + cell.w + 0.5);
          expect(bomb.y).toBeGreaterThanOrEqual(cell.y);
          expect(bomb.y + bomb.h).toBeLessThanOrEqual(cell.y + cell.h + 0.5);
        }
      });
    }
  }
});
