// Round CC7, newcomer review 35, mythos_en 4 (shot 066): "✗ 2 different Cemetery locations 1/2: Congregational
// Hospital · missing" said 1/2 and "missing" at once, and "✗ Phobia (the one on you counts for your opponent; cured,
// for you)" was a riddle. A short line names the cards it counts and how many more it needs; the phobia note says
// in plain words whose the phobia on the reader is and how it becomes theirs (MY-ADV-2, MY-CARD-6), en and ja.
import { describe, expect, it } from "vitest";
import { goalNeeds } from "./tracker.js";
import catalog from "../fixtures/mythos_catalog.json";

const wordsOf = (lang) => (key, vars = {}) => (catalog.ui[lang][key] ?? key)
  .replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
// Alone in the World: Congregational Hospital in the story deck, a phobia on the reader (its opponent's)
const goal = { id: "alone_in_the_world", inst: 48, ready: false, have: [0, 0, 0, 1, 0, 0, 0],
               notes: ["phobia_on_you", null, null, null, null, null, null],
               cards: [[], [], [], ["congregational_hospital"], [], [], []], elsewhere: [[], [], [], [], [], [], []] };

describe("a requirement line says what it holds and what it still needs (review 35, mythos_en 4)", () => {
  it("en: the cemeteries line names the Hospital and says 1 more is needed, not 1/2 and missing", () => {
    const lines = goalNeeds(catalog, "en", goal, wordsOf("en")).map((n) => n.text);
    expect(lines[3]).toBe("✗ 2 different Cemetery locations: Congregational Hospital · 1 more needed");
    expect(lines[1]).toMatch(/ · missing$/);      // a line of one card: missing says it
  });

  it("ja: the same in Japanese", () => {
    const lines = goalNeeds(catalog, "ja", goal, wordsOf("ja")).map((n) => n.text);
    expect(lines[3]).toBe("✗ 異なる墓地のロケーション 2 枚：組合派病院 · あと 1 枚必要");
  });

  it("the phobia note says whose the phobia on you is, and how it becomes yours", () => {
    const [en] = goalNeeds(catalog, "en", goal, wordsOf("en")).map((n) => n.text);
    expect(en).toContain("(your opponent's while on you; yours once you bury it)");
    expect(en).not.toContain("cured");
    const [ja] = goalNeeds(catalog, "ja", goal, wordsOf("ja")).map((n) => n.text);
    expect(ja).toContain("埋葬すれば自分の分");
  });
});
