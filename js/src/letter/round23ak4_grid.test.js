// The Letter table, round AK (newcomer review 22, Letter zh-TW finding 2: "Guess buttons move from turn to turn": a
// chip with longer words, "猜 4 · 已無剩餘", pushed the later ones sideways, and a tap where 猜 6 had been named 5,
// 042 vs 080). The naming chips take fixed cells: the same box for the same number on every turn of every recorded
// game, whatever the chip says; the words fit inside their cell (drawn no smaller than a phone's 10 px / a desk's
// 11 px) and no chip lies over another. zh is the widget's Traditional Chinese (the zh-TW reader's table).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the value an action names (Investigators, Deep Ones: `guess`; the guess prompt: `value`), else undefined. */
const named = (a) => a.fields?.guess ?? (a.kind === "guess" ? a.fields?.value : undefined);

/** Return each naming scene of the recorded games in `lang` at `width`: a card with Name moves chosen, or a guess. */
function namings(lang, width) {
  const out = [];
  for (const game of games[lang]) {
    for (const f of game) {
      if (f.view.result) continue;
      const base = valid({ ...start, ...f, lang, catalog: start.catalog });
      const naming = f.legal.filter((a) => named(a) !== undefined);
      const hands = [...new Set(naming.filter((a) => a.target?.zone === "hand").map((a) => a.target.index))];
      const picks = naming.some((a) => a.target?.zone === "prompt") ? [null] : hands;
      for (const selected of picks) {
        const scene = layout({ ...base, ui: { selected, touch: width < 500 } }, { width });
        const value = new Map(f.legal.map((a) => [`act:${a.id}`, named(a)]));
        out.push({ scene, value, turn: f.view.turn });
      }
    }
  }
  return out;
}

describe("finding 2 (zh-TW): a naming chip keeps one box for its number on every turn", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [390, 930, 1280]) {
      it(`${lang} at ${width}: one box per number over the recorded games, the words inside it`, () => {
        const boxes = new Map();
        const scenes = namings(lang, width);
        expect(scenes.length).toBeGreaterThan(5);
        let longest = "";
        for (const { scene, value } of scenes) {
          const chips = scene.items.filter((i) => i.type === "chip");
          for (const c of chips) {
            const v = value.get(c.id);
            if (v === undefined) continue;
            if (c.text.length > longest.length) longest = c.text;
            if (!boxes.has(v)) boxes.set(v, new Map());
            boxes.get(v).set(`${c.x},${c.y},${c.w},${c.h}`, c.text);
          }
          for (const a of chips) for (const b of chips) if (a !== b) expect(overlaps(a, b), `${a.text} / ${b.text}`).toBe(false);
          const { ctx, drawn } = recordingContext();
          paint(ctx, scene);
          for (const c of chips.filter((i) => value.get(i.id) !== undefined)) {
            const words = drawn.filter((s) => s.x >= c.x - 1 && s.x + s.w <= c.x + c.w + 1 && s.y >= c.y - 2 && s.y < c.y + c.h);
            expect(words.length, c.text).toBeGreaterThan(0);
            expect(words.map((s) => s.text).join("").replace(/\s/g, ""), "nothing cut").toBe(c.text.replace(/\s/g, ""));
            for (const s of words) {
              expect(s.size, s.text).toBeGreaterThanOrEqual(width < 500 ? 10 : 11);
              expect(s.squeeze, s.text).toBeGreaterThanOrEqual(0.82);   // the painter's least (draw.js SQUEEZE)
              expect(s.y - s.size * 0.1, "inside its cell").toBeGreaterThanOrEqual(c.y);
              expect(s.y + s.size, "inside its cell").toBeLessThanOrEqual(c.y + c.h);
            }
          }
        }
        expect(longest, "a chip with a consequence was seen").toMatch(/[·—⚠]/);
        for (const [v, seen] of boxes) expect([...seen.entries()], `Name ${v}: ${JSON.stringify([...seen])}`).toHaveLength(1);
      });
    }
  }
});
