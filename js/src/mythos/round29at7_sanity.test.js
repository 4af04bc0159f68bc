// Newcomer review 28, mythos_ja 5 (116): the log said 「現在 11」 but the bar showed 10, Agoraphobia's −1 scrolled out
// of the five-line log and the bar naming only the last cause. Every change still news is said beside the bar.
import { describe, expect, it } from "vitest";
import { causeText } from "./sanity_cause.js";
import catalog from "../fixtures/mythos_catalog.json";

const words = (lang) => catalog.ui[lang];
const table = (lang) => ({
  view: { round: 3 }, lang, catalog,
  w: (key, v = {}) => words(lang)[key].replace(/\{(\w+)\}/g, (_, k) => v[k] ?? ""),
  who: (seat) => (seat === "p0" ? words(lang).you_name : lang === "ja" ? "ボット 2" : "Bot 2"),
});
const reader = { seat: "p0", sanity_last: { round: 3, turn: 5, delta: -1, card: "dark_young", by: "p0",
                                            earlier: [{ round: 3, turn: 4, delta: -1, card: "agoraphobia", by: "p1" }] } };

describe("review 28, mythos_ja 5: every Sanity change still news beside the bar", () => {
  it("names the latest and the one before (en, ja)", () => {
    for (const lang of ["en", "ja"]) {
      const said = causeText(table(lang), reader).split(lang === "ja" ? "、" : ", ");
      expect(said).toHaveLength(2);
      expect(said.every((s) => s.startsWith("−1"))).toBe(true);
      expect(said[1]).toContain(lang === "ja" ? "ボット 2" : "Bot 2");   // Agoraphobia, whose player says it
    }
  });
  it("one change reads as before", () => {
    const { earlier, ...alone } = reader.sanity_last;
    void earlier;
    expect(causeText(table("en"), { seat: "p0", sanity_last: alone })).not.toContain(",");
  });
});
