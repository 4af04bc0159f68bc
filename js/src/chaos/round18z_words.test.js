// CHAOS, round 18 Z (newcomer review 17, CHAOS en desk and ja phone), fixer Z2: the table says what changed.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { timeLabel } from "./labels.js";
import time from "./round14r_time.json";

const LANGS = ["en", "zh", "ja"];
const scene = (fixture, size, ui = {}) => layout({ ...valid(fixture), ui }, size);
const words = (fixture) => ({ ...fixture.catalog.ui.en, ...fixture.catalog.ui[fixture.lang] });
const w = (f) => (key, args = {}) => String(words(f)[key] ?? key).replace(/\{(\w+)\}/g, (_, k) => args[k] ?? "");

describe("finding 2: a Midnight / Dawn chip that names its cards says what the time does too (CH-TIME-2, CH-TIME-3)", () => {
  for (const lang of LANGS) {
    it(`${lang}: the cards' form of the chip`, () => {
      const f = time[lang];
      const sets = f.legal.filter((a) => a.kind === "declare_time");
      expect(sets.length).toBe(2);
      for (const a of sets) {
        const label = timeLabel(a.fields, w(f), (fn) => fn, false);
        const short = words(f)[`${a.fields.time}_short`];
        expect(short, `${a.fields.time}_short`).toBeTruthy();
        expect(label).toContain(short);
      }
    });
    for (const [name, size] of [["phone", { width: 390, height: 844 }], ["desk", { width: 1280, height: 800 }]]) {
      it(`${lang}, ${name}: each chip says its effect and fits the table`, () => {
        const f = time[lang];
        const chips = scene(f, size).items.filter((i) => i.type === "chip" && String(i.id).includes("declare_time"));
        expect(chips.length).toBe(2);
        for (const chip of chips) {
          const t = chip.id.includes("time=midnight") ? "midnight" : "dawn";
          const said = [`${t}_brief`, `${t}_short`].map((k) => words(f)[k]);
          expect(said.some((s) => chip.text.includes(s))).toBe(true);
          expect(chip.x + chip.w).toBeLessThanOrEqual(size.width);
          expect(chip.y + chip.h).toBeLessThanOrEqual(size.height);
        }
      });
    }
  }
});
