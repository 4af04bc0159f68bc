// Issue 23 round E, a newcomer's Mythos findings (ja 390×844 phone, en 1280×800).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import richF from "../fixtures/mythos_rich.json";
import foughtF from "../fixtures/mythos_fought.json";
import { readFileSync } from "node:fs";
import { visibleBand } from "../index.js";
import { MIN_TEXT, wrapLines } from "../scene/text.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 390) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const zoomOf = (s) => s.items.find((i) => i.label === "zoom");
const cardsOf = (s) => s.items.filter((i) => i.type === "mcard" && typeof i.id === "string" && /^select:\d+$/.test(i.id));

describe("finding 1: a phone's zoom opens inside what the window shows, the page never scrolls to it", () => {
  for (const [name, f] of [["start", startF], ["rich", richF]]) {
    it(`${name}: every card's zoom lies in the visible band (ui.visible), its chips in sight`, () => {
      for (const lang of ["ja", "en"]) {
        const plain = scene(f, { lang, ui: { selected: null, touch: true } });
        const H = plain.height;
        for (const top of [0, Math.round(H / 3), Math.max(0, H - 844)]) {
          const visible = { top, bottom: top + 760 };
          for (const card of cardsOf(plain).slice(0, 8)) {
            const ui = { selected: Number(card.id.slice(7)), touch: true, visible };
            const s = scene(f, { lang, ui });
            const z = zoomOf(s);
            if (!z) continue;
            const where = `${name} ${lang} top ${top} card ${card.label}`;
            expect(z.y, where).toBeGreaterThanOrEqual(top);
            const chips = s.items.filter((i) => i.type === "chip" && i.z >= 12);
            expect(chips.length, where).toBeGreaterThan(0);
            for (const c of chips) expect(c.y + c.h, `${where} chip ${c.text}`).toBeLessThanOrEqual(visible.bottom);
            expect(s.height, where).toBe(H);   // over the table: it grows no taller
          }
        }
      }
    });
  }

  it("the page's visible band is the window's part of the canvas in scene px", () => {
    const canvas = { getBoundingClientRect: () => ({ top: -600, width: 390, height: 2000 }) };
    expect(visibleBand(canvas, 390, { innerHeight: 844 })).toEqual({ top: 600, bottom: 1444 });
    const half = { getBoundingClientRect: () => ({ top: 100, width: 640, height: 900 }) };
    expect(visibleBand(half, 1280, { innerHeight: 800 })).toEqual({ top: 0, bottom: 1400 });
  });
});

describe("finding 4: the discard step takes one tap to show a card's Discard chip", () => {
  const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
  const withWords = (f) => ({ ...f, catalog: { ...catalogBase, ui: words.ui, seats: f.seats } });
  const at = (f, ui, lang, width) => layout({ ...valid(withWords(f)), lang, ui }, { width });
  const discards = foughtF.legal.map((a) => (Array.isArray(a) ? a[0] : a.id)).filter((id) => id.startsWith("discard"));

  for (const [lang, width] of [["ja", 390], ["en", 1280]]) {
    it(`${lang}@${width}: a tap on a hand card shows its Discard chip on that card, no zoom`, () => {
      expect(foughtF.view.step).toBe("discard");
      const inst = Number(/card=(\d+)/.exec(discards[0])[1]);
      const s = at(foughtF, { selected: inst, touch: true }, lang, width);
      expect(zoomOf(s)).toBeUndefined();
      const card = s.items.find((i) => i.label === `hand-${inst}`);
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${discards[0]}`);
      expect(chip).toBeTruthy();
      expect(chip.text).toBe(words.ui[lang].discard_chip);
      expect(chip.x).toBeGreaterThanOrEqual(card.x);
      expect(chip.x + chip.w).toBeLessThanOrEqual(card.x + card.w);
      expect(chip.y).toBeGreaterThanOrEqual(card.y);
      expect(chip.y + chip.h).toBeLessThanOrEqual(card.y + card.h + 6);
    });

  }
});

describe("finding 2: a zoom's chip wraps its whole label (its cost in sight), never cut with …", () => {
  const long = {
    ja: "「キングス教会墓地」へ近隣移動する：後のターンに「到着」を選ぶと着く（「人里離れたエイクリー農場」への近隣移動は捨てられる、到着時に正気度 -1）",
    en: "Move next door to King's Church Cemetery: choose Arrive on a later turn to get there (your move to Lonely Akeley Farmhouse is given up; Sanity -1 on arrival)",
  };
  for (const [lang, width] of [["ja", 390], ["en", 390], ["ja", 1280], ["en", 1280]]) {
    it(`${lang}@${width}`, () => {
      const first = startF.legal[0];
      const id = Array.isArray(first) ? first[0] : first.id;
      const legal = startF.legal.map((a) => (a === first ? { ...(Array.isArray(a) ? { id } : a), label: long[lang] } : a));
      const s0 = scene({ ...startF, legal }, { lang, ui: { selected: null } }, width);
      const card = s0.items.find((i) => i.id === `select:${/card=(\d+)/.exec(id)[1]}` && /^hand-/.test(i.label ?? ""));
      const s = scene({ ...startF, legal }, { lang, ui: { selected: Number(card.id.slice(7)) } }, width);
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${id}`);
      // the chip says what it does, its details whole as plain text above it (review 35, mythos_ja 2)
      const notes = s.items.filter((i) => i.type === "text" && i.chip === chip.id);
      const flat = (t) => t.replace(/\s/g, "");
      expect(flat(chip.text + notes.map((n) => n.text).join(""))).toBe(flat(long[lang].replace(/[：:]/, "")));
      for (const n of notes) expect(n.y + n.h).toBeLessThanOrEqual(chip.y);
      // the painter shrinks a chip's label down to MIN_TEXT before it cuts it (paint.js fitLines)
      expect(wrapLines(chip.text, chip.w - 10, MIN_TEXT, true).length).toBeLessThanOrEqual(chip.rows ?? 1);
      const z = zoomOf(s);
      expect(chip.y + chip.h).toBeLessThanOrEqual(z.y + z.h);
    });
  }
});

describe("finding 5: the phone's stats line sits where it did when Sanity falls to one digit", () => {
  for (const lang of ["ja", "en"]) {
    it(`${lang}@390: Sanity 18 and 6 put the numbers at the same place, none a lone fragment`, () => {
      const at = (sanity) => {
        const base = valid(withCatalog(startF));
        const players = base.view.players.map((p) => ({ ...p, sanity, sanity_start: 13 }));
        const s = layout({ ...base, view: { ...base.view, players }, lang, ui: {} }, { width: 390 });
        return s.items.filter((i) => i.type === "text" && i.label === "stats-p0").map((i) => [i.x, i.y - s.items.find((j) => j.label === "sanity-p0").y]);
      };
      expect(at(6)).toEqual(at(18));
    });
  }
});
