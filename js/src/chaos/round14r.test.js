// CHAOS, newcomer review 14 (round Q, wave 2): the table and its tutorial, phone first.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import time from "./round14r_time.json";

const LANGS = ["en", "zh", "ja"];
const scene = (fixture, size, ui = {}) => layout({ ...valid(fixture), ui }, size);
const words = (fixture) => ({ ...fixture.catalog.ui.en, ...fixture.catalog.ui[fixture.lang] });

describe("finding 1: the Midnight / Dawn chips say what they do to whom before the press (CH-TIME-2..4)", () => {
  for (const lang of LANGS) {
    for (const [name, size] of [["phone", { width: 390, height: 844 }], ["desk", { width: 1280, height: 800 }]]) {
      it(`${lang}, ${name}`, () => {
        const f = time[lang];
        const w = words(f);
        const chips = scene(f, size).items.filter((i) => i.type === "chip" && String(i.id).includes("declare_time"));
        expect(chips.length).toBe(2);
        for (const t of ["midnight", "dawn"]) {
          const chip = chips.find((c) => c.id.includes(`time=${t}`));
          expect(chip.text).toContain(w[`${t}_set`]);
          // whom it binds and for how long; on a phone, where the brief would end past the first screen under a room's
          // head, whom and what in a few words (round AL: every chip of the decision in that screen), the brief on hover
          if (name === "desk") expect(chip.text).toContain(w[`${t}_brief`]);
          else expect([w[`${t}_brief`], w[`${t}_short`]].some((x) => chip.text.includes(x)), chip.text).toBe(true);
        }
      });
    }
  }
});

describe("finding 5: step 10 quotes the push chip as the chip draws it, on a phone and on a desk (CH-C3)", () => {
  for (const lang of LANGS) {
    for (const [name, size] of [["phone", { width: 390, height: 844 }], ["desk", { width: 1280, height: 800 }]]) {
      it(`${lang}, ${name}`, async () => {
        const f = (await import("./round14r_push.json")).default[lang];
        const chip = scene(f, size, { touch: name === "phone" }).items.find((i) => i.id === `act:${f.coach.id}`);
        expect(chip, "the push chip").toBeTruthy();
        expect(f.coach.text).toContain(chip.text);   // "…choose the highlighted “▼ down”" and the chip reads "▼ down"
      });
    }
  }
});

describe("finding 2: a vanished piece is named in the board's legend: faint where seen, its moves unseen where not (CH-G5)", () => {
  it("the reader's own vanished ghost: drawn faint, hidden from the enemy; an enemy's vanished ghost: moves unseen", async () => {
    const own = (await import("../fixtures/chaos_effects.json")).default;      // A1 reads; A2 vanished, its cell known
    const enemy = (await import("../fixtures/chaos_hidden.json")).default;     // B1 reads; A2 vanished, no cell
    for (const lang of LANGS) {
      for (const [f, key] of [[own, "tag_vanish_faint"], [enemy, "tag_vanish_unseen"]]) {
        const g = { ...f, lang };
        const w = words(g);
        const line = scene(g, { width: 390, height: 844 }).items.find((i) => i.label === "tag-vanish-A2");
        expect(line?.text, `${lang} ${key}`).toContain(`A2 · ${w[key].split("{left}")[0]}`);
      }
    }
  });
});
