// CHAOS, newcomer review 21 (chaos_en finding 1, 062→063, 082→083): "'Bot plays ▶' and my 'Stay' button sit at the
// same spot": a click meant for the bot's chip landed after the bots' steps on the seat's own first chip and was
// spent as "You stay…". The bot's chip now stands in a place of its own, at the right end of its "Waiting for B1"
// line, where the seat's own prompt has words, never a chip: no chip, card or cell of the seat's first prompt after a
// bot's step lies where 'Bot plays ▶' was.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import pick from "../fixtures/chaos_pick.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";
import game from "./round10n_game.json";
import { textWidth } from "../scene/text.js";

const WIDTHS = [1280, 1024, 930, 768, 390, 360];
const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const scene = (f, width) => layout({ ...valid(f), ui: {} }, { width });
const botChip = (s) => s.items.find((i) => i.id === "cmd:bot_step");
/** What a press may spend on the seat's turn: its chips, hand cards and board moves (a zoom only opens a text). */
const pressable = (s) => s.items.filter((i) => i.id && !String(i.id).startsWith("zoom:") && i.id !== "cmd:bot_step");

/** The recorded game's pairs (a bot's step shown, then the seat's first prompt) as seat A1 reads them in `lang`. */
function botThenSeat(lang) {
  const frames = game[lang].map((f) => ({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }));
  return frames.slice(1).map((f, k) => [frames[k], f])
    .filter(([a, b]) => a.view.to_act && a.view.to_act !== "A1" && b.view.to_act === "A1" && !b.view.result);
}

/** `f` as another seat reads it, waiting for `f`'s seat (a bot) to answer: the frame before `f`'s own prompt. */
function waitingFor(f, seat) {
  const g = structuredClone({ ...f, seat, legal: [] });
  g.view.seat = seat;
  g.view.prompt = null;
  return g;
}

describe("the seat's first prompt after a bot's step has nothing where 'Bot plays ▶' was", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of WIDTHS) {
      it(`${lang} at ${width}: every bot step → own turn of a recorded game`, () => {
        const pairs = botThenSeat(lang);
        expect(pairs.length).toBeGreaterThan(5);
        for (const [a, b] of pairs) {
          const chip = botChip(scene(a, width));
          expect(chip, `${a.view.to_act} to act`).toBeTruthy();
          const next = scene(b, width);
          const first = next.items.find((i) => i.type === "chip");
          expect(first && hit(chip, first), `${b.view.prompt?.kind ?? b.view.phase}: first chip ${first?.id}`).toBeFalsy();
          for (const p of pressable(next)) expect(hit(chip, p), `${b.view.phase}: ${p.id} under the bot's chip`).toBe(false);
        }
      });
    }
  }

  for (const [name, f] of [["pick", pick], ["join", join], ["react", react]]) {
    it(`a ${name} prompt after a bot's step, at every width`, () => {
      for (const width of WIDTHS) {
        const other = ["A1", "A2", "B1", "B2"].find((s) => s !== f.view.seat);
        const chip = botChip(scene({ ...waitingFor(f, other), seat: f.view.seat, view: { ...waitingFor(f, other).view, seat: f.view.seat, to_act: other } }, width));
        expect(chip, `${name} ${width}`).toBeTruthy();
        for (const p of pressable(scene(f, width))) expect(hit(chip, p), `${name} ${width}: ${p.id}`).toBe(false);
      }
    });
  }

  it("the chip stays on its line, within the panel, over no words (en, ja, zh; desk and phone)", () => {
    for (const lang of ["en", "ja", "zh"]) {
      for (const width of WIDTHS) {
        for (const [a] of botThenSeat(lang)) {
          const s = scene(a, width);
          const chip = botChip(s);
          const words = s.items.find((i) => i.label === "prompt");
          expect(chip.y, `${lang} ${width}`).toBeLessThan(words.y + words.h);
          expect(chip.y + chip.h).toBeGreaterThan(words.y);
          expect(chip.x + chip.w).toBeLessThanOrEqual(width);
          for (const t of s.items.filter((i) => i.type === "text" && i.text)) {
            const box = { x: t.x, y: t.y, w: textWidth(t.text, t.size ?? 15, Boolean(t.bold)), h: t.size ?? 15 };
            expect(hit(chip, box), `${lang} ${width}: over '${t.text}'`).toBe(false);
          }
        }
      }
    }
  });
});
