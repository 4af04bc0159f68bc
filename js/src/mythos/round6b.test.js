// Issue 23 round 6b, the newcomer's Mythos table findings: "Edu 15" read as a cut word, so the attribute is said in
// full ("Education 15"; ja 教育) and the glossary explains it on that line.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import foughtF from "../fixtures/mythos_fought.json";
import { termNotes } from "./glossary.js";
import { feedbackItems } from "../scene/feedback.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });

describe("finding 1: the investigator's Education is said in full, and explained", () => {
  it("each seat's numbers line starts 'Education n' (ja 教育 n), its tip explains it, at 390 and 1280 px", () => {
    for (const [lang, wordEd] of [["en", "Education"], ["ja", "教育"]]) {
      for (const width of [390, 1280]) {
        const s = scene(startF, { lang }, width);
        const lines = s.items.filter((i) => i.type === "text" && /^stats-/.test(i.label ?? ""));
        expect(lines.length, `${lang}@${width}`).toBe(startF.view.players.length);
        for (const line of lines) {
          expect(line.text, `${lang}@${width}`).toMatch(new RegExp(`^${wordEd} \\d+`));
          expect(line.text).not.toMatch(/\bEdu\b/);
          expect(line.gloss ?? "", `${lang}@${width}: ${line.text}`).toContain("Education");
        }
      }
    }
  });
});

describe("finding 2: a location's '+5 is its pentagram' says what it does, and the pentagram is explained", () => {
  it("the hospitals' texts say the Sanity is gained on arrival, with a pentagram note under them, en/ja", () => {
    const note = { en: "pentagram: ", ja: "五角形：" };
    for (const lang of ["en", "ja"]) {
      for (const id of ["congregational_hospital", "bellevue_hospital", "waterbury_state_hospital"]) {
        const text = catalogBase.card_texts.cards[id]?.[lang]?.text ?? "";
        expect(text, `${lang} ${id}`).toMatch(lang === "en" ? /^On arrival you gain its pentagram's \+\d Sanity/ : /^到着時に五角形の正気度修正\+\d+を得る/);
        const notes = termNotes(catalogBase, lang, text);
        expect(notes.some((n) => n.startsWith(note[lang])), `${lang} ${id}: ${notes}`).toBe(true);
      }
    }
  });
});

describe("finding 3: each seat's glossary line is its own: a hover frames it alone, a tap opens its box by it", () => {
  it("the two seats' numbers lines have their own ids; the second's box opens by the second, en/ja, 390/1280 px", () => {
    for (const lang of ["en", "ja"]) {
      for (const width of [390, 1280]) {
        const s = scene(startF, { lang }, width);
        const lines = s.items.filter((i) => i.type === "text" && /^stats-/.test(i.label ?? ""));
        expect(new Set(lines.map((l) => l.id)).size, `${lang}@${width}`).toBe(lines.length);
        const bars = s.items.filter((i) => i.type === "msanity");
        expect(new Set(bars.map((b) => b.id)).size, `${lang}@${width} sanity bars`).toBe(bars.length);
        const last = lines.at(-1);
        const framed = feedbackItems(s, { hover: last.id }).filter((o) => o.type === "hover");
        expect(framed.length, `${lang}@${width}`).toBeGreaterThan(0);
        for (const f of framed) expect(Math.abs(f.y - last.y), `${lang}@${width}: frames only its own line`).toBeLessThan(20);
        const opened = scene(startF, { lang, ui: { selected: last.id } }, width);
        const box = opened.items.find((i) => i.label === "gloss");
        const name = opened.items.find((i) => i.label === "gloss-name");
        expect(name.text, `${lang}@${width}`).toContain(lang === "en" ? "Education" : "教育");
        const other = lines[0];
        // by its own line: nearer to it than to the other seat's line
        const near = (l) => Math.min(Math.abs(box.y - (l.y + l.h)), Math.abs(box.y + box.h - l.y));
        expect(near(last), `${lang}@${width}`).toBeLessThan(near(other));
      }
    }
  });
});

describe("finding 4: a fight's result wrapped under its cards sits right under them, not half a row lower", () => {
  it("the target's result line starts within a few lines of what is above it, and ends the band, en/ja, 390 px", () => {
    for (const lang of ["en", "ja"]) {
      const s = scene(foughtF, { lang }, 390);
      const band = s.items.find((i) => i.label === "combat");
      const inBand = s.items.filter((i) => i.y >= band.y && i.y < band.y + band.h);
      const results = inBand.filter((i) => i.type === "text" && /(Sanity|正気度)/.test(i.text ?? "") && i.bold);
      expect(results.length, lang).toBeGreaterThan(0);
      for (const r of results) {
        const above = inBand.filter((i) => i !== r && i.y < r.y && (i.type === "mcard" || i.type === "text" || i.type === "marrow"));
        const bottom = Math.max(...above.map((i) => i.y + (i.h || i.size || 12)));
        expect(r.y - bottom, `${lang}: ${r.text}`).toBeLessThan(45);
      }
      // the band ends soon after its last line (a result, or the label under a defender drawn after it: round D)
      const last = Math.max(...inBand.filter((i) => i !== band).map((i) => i.y + (i.h || i.size || 12)));
      expect(Math.max(...results.map((r) => r.y + r.size))).toBeLessThanOrEqual(last);
      expect(band.y + band.h - last, `${lang}: the band ends soon after`).toBeLessThan(30);
    }
  });
});
