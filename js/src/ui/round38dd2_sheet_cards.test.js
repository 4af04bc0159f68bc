// Round DD, fixer DD2 (newcomer review 36, chaos_en 3): the CHAOS rules sheet listed no card and no combo. The
// catalog's help now carries a "cards" part (games/chaos/sentences/sheet_cards.py: {head, groups: [{head, items}]});
// the sheet draws it under its own heading, each group a folded section (a 390 px phone reads one at a time) whose
// cards are a term and its text, wrapping.
import { describe, expect, it } from "vitest";
import { useFakeDocument, allElements } from "./fake_dom.js";

useFakeDocument();

const CARDS = {
  head: "Cards and combos",
  groups: [{ head: "Patient cards", items: [["Protection", "Until your next turn starts, bombs don't hurt you."]] },
           { head: "Combos", items: [["Possession + Protection", "Push both enemy pieces 3 cells."]] }],
};

async function sheet(touch = false) {
  const { buildHelp, updateHelp } = await import("./help.js");
  const { PAGE_WORDS } = await import("./words.js");
  const details = buildHelp();
  updateHelp(details, "chaos", { ...PAGE_WORDS.en, lang: "en", helpTexts: { rules: ["one"], cards: CARDS } }, { touch });
  return details.lastChild;
}

describe("chaos_en 3: the rules sheet has a Cards and combos part", () => {
  it("draws the part's heading, a folded section per group and each card's name and text", async () => {
    const body = await sheet();
    const all = allElements(body);
    expect(all.some((e) => e.tagName?.toLowerCase() === "strong" && e.textContent === "Cards and combos")).toBe(true);
    const folds = all.filter((e) => e.className === "cw-help-fold");
    expect(folds.map((f) => f.firstChild.textContent)).toEqual(["Patient cards", "Combos"]);
    expect(folds.every((f) => !f.open)).toBe(true);
    const terms = all.filter((e) => e.tagName?.toLowerCase() === "dt").map((e) => e.textContent);
    expect(terms).toContain("Protection");
    expect(terms).toContain("Possession + Protection");
    const texts = all.filter((e) => e.tagName?.toLowerCase() === "dd").map((e) => e.textContent);
    expect(texts).toContain("Push both enemy pieces 3 cells.");
  });

  it("a sheet without cards (Letter, Mythos) draws no such part", async () => {
    const { buildHelp, updateHelp } = await import("./help.js");
    const { PAGE_WORDS } = await import("./words.js");
    const details = buildHelp();
    updateHelp(details, "letter", { ...PAGE_WORDS.en, lang: "en", helpTexts: { rules: ["one"] } });
    expect(allElements(details.lastChild).some((e) => e.className === "cw-help-fold")).toBe(false);
  });
});
