// Round AB (fixer AB2), newcomer review 18, Mythos Q1: "'2 different Cemetery locations 1/2' stayed at 1/2 with
// Congregational Hospital and The Forgotten Crypt in my story deck … nothing says so". Each requirement line of the
// seat's own adventures names the cards it counts (the view's goals[].cards) and a card that fits a short line but is
// counted on another says where (goals[].elsewhere; tests/test_mythos_round19ab_goal_cards.py), en and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { goalNeeds } from "./tracker.js";
import catalog from "../fixtures/mythos_catalog.json";
import enF from "../fixtures/mythos_why_not_en.json";

const wordsOf = (lang) => (key, vars = {}) => (catalog.ui[lang][key] ?? key)
  .replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
// Alone in the World with The Forgotten Crypt and Congregational Hospital in the story deck (the kernel's goal)
const goal = { id: "alone_in_the_world", inst: 48, ready: false, have: [0, 0, 0, 1, 0, 0, 1],
               notes: [null, null, null, null, null, null, null],
               cards: [[], [], [], ["congregational_hospital"], [], [], ["the_forgotten_crypt"]],
               elsewhere: [[], [], [], [{ id: "the_forgotten_crypt", on: 6 }], [], [], []] };

describe("each adventure line names the cards it counts (newcomer review 18, Mythos Q1)", () => {
  it("en: the cemeteries line names the Hospital and says where the Crypt counts", () => {
    const lines = goalNeeds(catalog, "en", goal, wordsOf("en")).map((n) => n.text);
    expect(lines[3]).toContain("2 different Cemetery locations: Congregational Hospital");   // 1/2 dropped: CC7
    expect(lines[3]).toContain("The Forgotten Crypt counts on its own line");
    // a title line does not repeat its own name
    expect(lines[6]).toBe("✓ The Forgotten Crypt");
  });

  it("ja: the same in Japanese", () => {
    const lines = goalNeeds(catalog, "ja", goal, wordsOf("ja")).map((n) => n.text);
    expect(lines[3]).toContain("異なる墓地のロケーション 2 枚：組合派病院");
    expect(lines[3]).toContain("忘れられた地下墓所はそれ自身の条件に数えている");
    expect(lines[6]).toBe("✓ 忘れられた地下墓所");
  });

  it("names a card on another line by that line's words when the line is not the card itself", () => {
    const g = { ...goal, elsewhere: [[], [], [], [{ id: "the_forgotten_crypt", on: 0 }], [], [], []] };
    const lines = goalNeeds(catalog, "en", g, wordsOf("en")).map((n) => n.text);
    expect(lines[3]).toContain("The Forgotten Crypt counts for 'Phobia'");
  });

  it("the open list on the table shows the names (the why-not fixture: King's Church Cemetary)", () => {
    const f = { ...enF, catalog: { ...catalog, seats: enF.seats } };
    const s = layout({ ...valid(f), ui: { goalsOpen: "goals-p0" } }, { width: 1280 });
    const text = s.items.filter((i) => i.type === "text").map((i) => i.text).join(" ");
    expect(text).toMatch(/Cemetery locations: King/);
  });
});
