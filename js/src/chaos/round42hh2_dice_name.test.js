// Review 38, chaos_en 14 / chaos_ja 13 / room_en 4 (shots room_en 059 070 096 239): the board's "Dice area" name
// (ja ダイスの範囲) lay under move badges and pieces in rows 7 and 8 ("Dic③rea"). Round GG moved it along the block's
// edge; here every frame of a recorded game is painted, at 1280 and 390 px, and nothing else painted there (a word, a
// badge's number, a piece with its role tab hung below it) may meet the name's box.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { valid } from "../view_schema.js";
import { recordingContext } from "../text_record.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const scenes = (lang, width) => game[lang].map((f) => {
  const view = { ...f.view, map: start.view.map };
  return layout({ ...valid({ ...start, ...f, view, lang, seat: "A1" }), ui: {} }, { width });
});

/** Return what meets the dice area's name in scene `s`: other words drawn there, pieces (role tab and ring kept). */
function onName(s) {
  const d = s.items.find((i) => i.type === "dicename");
  if (!d) return [];
  const { ctx, drawn } = recordingContext();
  paint(ctx, { width: 2000, height: 2000, items: s.items.filter((i) => i !== d && i.type !== "dicename") });
  const bad = drawn.filter((w) => meets(w, d)).map((w) => `'${w.text}'`);
  for (const p of s.items.filter((i) => i.type === "piece")) {
    // its gold ring (5 px out, 1.75 tight) and its role tab, hung 3 px out of its lower left corner
    const pad = p.acting ? (p.tight || p.shared ? 1.75 : 5) : 0;
    const [x, y] = [Math.min(p.x - pad, p.x - 3), p.y - pad];
    const box = { x, y, w: p.x + p.w + pad - x, h: p.y + p.h + Math.max(pad, 3) - y };
    if (meets(box, d)) bad.push(p.label);
  }
  for (const m of s.items.filter((i) => i.mark)) {
    const b = { x: m.mark.x - m.mark.r, y: m.mark.y - m.mark.r, w: 2 * m.mark.r, h: 2 * m.mark.r };
    if (meets(b, d)) bad.push(`badge ${m.label}`);
  }
  return bad;
}

describe("review 38 chaos_en 14 / chaos_ja 13 / room_en 4: nothing painted over the dice area's name", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width} px, every frame of the recorded game`, () => {
        const bad = [];
        let named = 0;
        scenes(lang, width).forEach((s, n) => {
          named += s.items.some((i) => i.type === "dicename") ? 1 : 0;
          for (const b of onName(s)) bad.push(`frame ${n}: ${b}`);
        });
        expect(named).toBeGreaterThan(0);
        expect(bad).toEqual([]);
      });
    }
  }
});
