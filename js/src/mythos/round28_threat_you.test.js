// Newcomer review 28, mythos_en 3 (186, 187): the bot's panel said "−3 You's threat" when the reader's threat cost
// it Sanity (round AS8's cause beside the value); the reader's own threat is "your threat", as combat.js says it.
import { describe, expect, it } from "vitest";
import { causeText } from "./sanity_cause.js";
import catalog from "../fixtures/mythos_catalog.json";

const words = (lang) => catalog.ui[lang];
const table = (lang) => ({
  view: { round: 3 }, lang, catalog,
  w: (key, v = {}) => words(lang)[key].replace(/\{(\w+)\}/g, (_, k) => v[k] ?? ""),
  who: (seat) => (seat === "p0" ? words(lang).you_name : lang === "ja" ? "ボット 2" : "Bot 2"),
});
const hit = (by) => ({ seat: "p1", sanity_last: { round: 3, delta: -3, threat: true, by } });

describe("review 28, mythos_en 3: a threat's cause names its owner as the reader reads it", () => {
  it("the reader's threat on the bot reads 'your threat' (en, ja)", () => {
    expect(causeText(table("en"), hit("p0"))).toBe("−3 your threat");
    expect(causeText(table("ja"), hit("p0"))).toBe("−3 あなたの神話の脅威");
  });
  it("the bot's threat on the reader keeps its name", () => {
    expect(causeText(table("en"), { ...hit("p1"), seat: "p0" })).toBe("−3 Bot 2's threat");
  });
});
