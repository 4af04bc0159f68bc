// Issue 23 round 3, item 1: the Mythos table explains its jargon where a newcomer meets it. Each term of the game's
// glossary (one per language, en and ja) found in the table's text — the prompt, the header, the panels, the tracker —
// is drawn dotted-underlined; hovering the line shows the term's one plain sentence, a tap opens it in a box, and a
// chip naming a term says it in its tooltip.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { tipAt } from "../scene/hit.js";
import { textWidth } from "../scene/text.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { glossary, termsIn } from "./glossary.js";

const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });
const FIXTURES = Object.entries(files).filter(([path]) => !path.endsWith("mythos_catalog.json"))
  .map(([path, f]) => [path.replace(/^.*\/(.*)\.json$/, "$1"), { ...f, catalog: { ...catalogBase, seats: f.seats } }]);
const ALL = Object.fromEntries(FIXTURES);
const scene = (f, ui = {}, width = 1000) => layout({ ...f, ui }, { width });
const says = (lang, term) => catalogBase.glossary[lang].find((e) => e.term === term).says;

describe("the glossary terms on the table (issue 23 round 3, item 1)", () => {
  for (const lang of ["en", "ja"]) {
    it(`underlines the prompt's terms and says each on a hover and a tap (${lang})`, () => {
      const s = scene({ ...ALL.mythos_start, lang });
      const prompt = s.items.find((i) => i.label === "prompt");
      expect(prompt.gloss).toContain("pass");     // "… or pass (then you may only pass this round)"
      const marks = s.items.filter((i) => i.type === "mgloss" && i.line === prompt.text);
      expect(marks.length).toBeGreaterThan(0);
      for (const m of marks) {   // under its own word, inside the line
        expect(m.x).toBeGreaterThanOrEqual(prompt.x);
        expect(m.x + m.w).toBeLessThanOrEqual(prompt.x + textWidth(prompt.text, prompt.size, prompt.bold) + 1);
        expect(m.y).toBeGreaterThan(prompt.y);
      }
      const tip = tipAt(s, prompt.x + 2, prompt.y + 2);
      expect(tip).toContain(says(lang, "pass"));
      expect(prompt.id).toBe(`zoom:gloss:${prompt.gloss}`);   // a tap: the box with the sentence
      const open = scene({ ...ALL.mythos_start, lang }, { selected: prompt.id.slice(0) });
      const said = open.items.filter((i) => i.label === "gloss-name" || i.label === "gloss-text").map((i) => i.text).join("");
      expect(said.replace(/\s/g, "")).toContain(says(lang, "pass").replace(/\s/g, ""));
    });

    it(`explains Sanity, the story deck and the threat on the panels (${lang})`, () => {
      const s = scene({ ...ALL.mythos_rich, lang });
      const terms = new Set(s.items.filter((i) => i.gloss).flatMap((i) => i.gloss.split("|")));
      for (const t of ["Sanity", "score", "story deck"]) expect(terms, t).toContain(t);
      const bar = s.items.find((i) => i.type === "text" && i.gloss?.includes("story deck"));
      expect(tipAt(s, bar.x + 1, bar.y + 1)).toContain(says(lang, "story deck"));
    });
  }

  it("finds the longer term first and never two over one word", () => {
    const terms = glossary(catalogBase, "en");
    expect(termsIn("adventure points 3 · Your adventures", terms).map((f) => f.term))
      .toEqual(["adventure points", "adventure"]);
    expect(termsIn("remain at your location to bury a phobia", terms).map((f) => f.term))
      .toEqual(["location", "bury", "phobia"]);
    expect(termsIn("近隣移動中・移動中", glossary(catalogBase, "ja")).map((f) => f.term)).toEqual(["walking", "in transit"]);
  });

  it("underlines each term once on the table, painted under an open zoom (the zoom covers it)", () => {
    const f = ALL.mythos_start;
    const hand = f.view.players.find((p) => p.seat === (f.seat ?? "p0")).hand;
    const s = scene(f, { selected: hand[0].inst });
    const zoomAt = s.items.findIndex((i) => i.type === "mzoom");
    expect(zoomAt).toBeGreaterThan(0);
    const table = s.items.map((item, k) => ({ item, k })).filter(({ item }) => item.type === "mgloss" && !item.z);
    expect(table.length).toBeGreaterThan(3);
    for (const { k } of table) expect(k).toBeLessThan(zoomAt);
    const terms = table.map(({ item }) => `${item.line}|${item.from}`);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("opens nothing for a key that names no term (a stale or forged selection), and never throws", () => {
    for (const key of ["zoom:gloss:", "zoom:gloss:nonsense", "zoom:gloss:|||", "zoom:gloss:Sanity|x"]) {
      const s = scene(ALL.mythos_start, { selected: key }, 390);
      expect(s.items.some((i) => i.label === "gloss"), key).toBe(key.endsWith("Sanity|x"));
    }
  });

  it("says a chip's terms in its tooltip after its move's sentence", () => {
    const s = scene(ALL.mythos_start);
    const pass = s.items.find((i) => i.type === "chip" && i.id?.startsWith("act:pass"));
    expect(pass.tip).toContain(says("en", "pass"));
  });
});
