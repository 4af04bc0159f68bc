// CHAOS, newcomer review 22 (round AK, fixer AK2), room_en finding 2 (031_r3c): 'Combo with A2: Mischief + Checkup
// (A2 joins only with Mischief in hand)' showed no effect, as the Checkup also had a play of its own and the chosen
// card's line said the Checkup's text; Vanish + Mania (no play of its own) said its combo. Every combo chip states its
// effect before the player commits: the chosen card's line says the combo's brief wherever a combo is offered.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import recorded from "./round15s_frames.js";

const bare = (s) => String(s ?? "").replace(/\s+/g, "");

/** Every recorded frame (a whole bot game in en/zh/ja, round S's sets) with a combo to start, as `lang`'s payloads. */
function* combos(lang) {
  for (const f of game[lang]) {
    if (f.legal.some((a) => a.kind === "combo")) yield valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" });
  }
  const flat = (x) => ("view" in x ? [x] : Object.values(x).flatMap(flat));
  for (const f of flat(recorded)) if (f.lang === lang && f.legal.some((a) => a.kind === "combo")) yield valid(f);
}

const WIDTHS = [["desk 1280", 930, false], ["desk 1024", 760, false], ["phone 390", 362, true], ["phone 360", 348, true]];

describe("room_en 2: every combo chip's effect is on the table once its card is chosen", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: the chosen card's line says each of its combos' brief, at desk and phone widths`, () => {
      let seen = 0;
      let withPlay = 0;
      for (const f of combos(lang)) {
        for (const a of f.legal.filter((m) => m.kind === "combo")) {
          const card = a.fields.card;
          const hint = a.target?.hint;
          expect(hint, a.id).toBeTruthy();
          if (f.legal.some((m) => m.kind === "play" && m.fields?.card === card)) withPlay += 1;
          for (const [name, width, touch] of WIDTHS) {
            const s = layout({ ...f, ui: { selected: card, touch } }, { width });
            const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${a.id}`);
            expect(chip, `${name} ${a.id}`).toBeTruthy();
            const shown = bare(s.items.filter((i) => i.type === "text").map((i) => i.text).join(""));
            expect(shown, `${lang} ${name} ${a.id}: ${hint}`).toContain(bare(hint));
            seen += 1;
          }
        }
      }
      expect(seen).toBeGreaterThan(20);
      expect(withPlay).toBeGreaterThan(0);   // a Checkup that also checks alone (031_r3c's case) is among them
    });
  }
});

describe("room_en 2: the combo's brief never says whether the partner holds the card it needs", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: the same brief whatever the partner's hand`, () => {
      const hints = new Map();
      for (const f of combos(lang)) {
        for (const a of f.legal.filter((m) => m.kind === "combo")) {
          const key = `${a.fields.combo}|${f.view.hands?.A1?.cards?.find((c) => c.id === a.fields.card)?.function ?? a.fields.card.split("_")[0]}`;
          (hints.get(key) ?? hints.set(key, new Set()).get(key)).add(a.target.hint);
        }
      }
      expect(hints.size).toBeGreaterThan(0);
      for (const [key, set] of hints) expect([...set], key).toHaveLength(1);
    });
  }
});
