// The Letter table, round AN (newcomer review 23, Letter zh-TW phone finding 5, 069_e12 / 078_f8): a naming chip's
// warning was cut, "猜 4 — 你知道它是 4 ⚠ 若…": the two-line cell ended in "…" and hid what the ⚠ warned of. A chip's
// words are never cut: its cell takes the lines they need, every cell of the turn as tall (a number keeps its box).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import games from "./round10n_games.json";
import known from "./round20af_frames.json";

/** Return the value an action names (Investigators, Deep Ones: `guess`; the guess prompt: `value`), else undefined. */
const named = (a) => a.fields?.guess ?? (a.kind === "guess" ? a.fields?.value : undefined);

/** Return the frames with a naming move in `lang`: the recorded games' and the known-last-clue warnings (round AF). */
function frames(lang) {
  const played = games[lang].flat().filter((f) => !f.view.result).map((f) => ({ ...start, ...f, catalog: start.catalog }));
  const warned = ["investigators", "deep_ones"].map((n) => ({ ...known[`${n}_${lang}`], catalog: known.catalog }));
  return [...played, ...warned].filter((f) => f.legal.some((a) => named(a) !== undefined));
}

/** Return each naming scene of `frame` at `width`: each hand card with Name moves chosen, or the guess prompt. */
function scenes(frame, lang, width) {
  const base = valid({ ...frame, lang });
  const naming = frame.legal.filter((a) => named(a) !== undefined);
  const hands = [...new Set(naming.filter((a) => a.target?.zone === "hand").map((a) => a.target.index))];
  const picks = naming.some((a) => a.target?.zone === "prompt") ? [null] : hands;
  return picks.map((selected) => layout({ ...base, ui: { selected, touch: true } }, { width }));
}

describe("finding 5 (zh-TW phone): a naming chip's warning is never cut", () => {
  for (const lang of ["zh", "ja", "en"]) {
    for (const width of [390, 360]) {
      // left: a 360 px ja phone's "8 を宣言 — クトゥルフ脱落：あなたの勝ち" needs three lines or fewer columns, and either
      // moves the hand (round10n's one hand y): the band's reserve must count the consequence words first
      const test = lang === "ja" && width === 360 ? it.fails : it;
      test(`${lang} at ${width}: no chip's drawn words end in "…", every cell of a turn as tall, none over another`, () => {
        let warned = 0;
        for (const frame of frames(lang)) {
          for (const scene of scenes(frame, lang, width)) {
            const cells = scene.items.filter((i) => i.type === "chip" && i.corner);
            expect(new Set(cells.map((c) => c.h)).size, "one height for every cell").toBeLessThanOrEqual(1);
            const { ctx, drawn } = recordingContext();
            paint(ctx, scene);
            for (const c of scene.items.filter((i) => i.type === "chip")) {
              const words = drawn.filter((s) => s.x >= c.x - 1 && s.x + s.w <= c.x + c.w + 1 && s.y >= c.y - 2 && s.y < c.y + c.h);
              if (c.text.includes("⚠")) warned += 1;
              expect(words.map((s) => s.text).join(""), c.text).not.toMatch(/…$/);
              expect(words.map((s) => s.text).join("").replace(/\s/g, ""), "nothing cut").toBe(c.text.replace(/\s/g, ""));
              for (const s of words) {
                expect(s.size, s.text).toBeGreaterThanOrEqual(10);
                expect(s.y + s.size, `${s.text}: inside its cell`).toBeLessThanOrEqual(c.y + c.h);
              }
            }
          }
        }
        expect(warned, "a chip with a ⚠ warning was seen").toBeGreaterThan(0);
      });
    }
  }
});
