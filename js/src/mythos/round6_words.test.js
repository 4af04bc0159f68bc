// Issue 23 round 6, Mythos words (newcomer findings 3 and 6): a fight's points read as a sentence ("5 points ·
// cancelled 4" was a puzzle), and a card's zoom and tooltip explain the game's own terms its text uses ("bury",
// "story deck", "Joins"…) under it, in en and ja.
import { describe, expect, it } from "vitest";
import { word } from "../scene/words.js";
import { fightSentences, pointsText } from "./combat.js";
import { termNotes } from "./glossary.js";
import { handTip } from "./zoom.js";
import catalog from "../fixtures/mythos_catalog.json";

const who = (lang) => (s) => ({ p0: word(catalog, lang, "you_name"), p1: "Bot 2" })[s];
const fight = { attacker: "p1", target: "p0", normal: 5, invisible: 0, bypass: 0, cancelled: 4, absorbed: [], lost: 1,
                cards: [] };

describe("a fight's points as a sentence (issue 23 r6 item 3)", () => {
  it("en: the attack, what the other side's threat cancelled, what gets through", () => {
    const w = (k, v) => word(catalog, "en", k, v);
    expect(pointsText(fight, w, who("en"))).toBe("5 points; cancelled 4 by your threat; 1 gets through");
    expect(pointsText({ ...fight, attacker: "p0", target: "p1", invisible: 2, cancelled: 3 }, w, who("en")))
      .toBe("7 points (2 invisible); cancelled 3 by Bot 2's threat; 4 get through");
    expect(pointsText({ ...fight, cancelled: 0 }, w, who("en"))).toBe("5 points");
  });
  it("ja: the same in Japanese", () => {
    const w = (k, v) => word(catalog, "ja", k, v);
    expect(pointsText(fight, w, who("ja"))).toBe("5点、あなたの神話の脅威と4点相殺、1点が通る");
  });
  it("the last combat's line says how many got through", () => {
    const view = { fights: [fight, { ...fight, attacker: "p0", target: "p1", normal: 4, cancelled: 4, lost: 0 }] };
    expect(fightSentences(view, catalog, "en", who("en"))).toEqual([
      "Bot 2 → You: 5 points, 4 cancelled, 1 through, You Sanity −1",
      "You → Bot 2: 4 points, all cancelled, no Sanity lost"]);
  });
});

describe("a card's own terms explained under its text (issue 23 r6 item 6)", () => {
  for (const [lang, bury, joins] of [["en", "bury: ", "Joins: "], ["ja", "埋葬：", "結合："]]) {
    it(`${lang}: Dr. Allen's zoom notes say what burying, the story deck and joining are`, () => {
      const text = catalog.card_texts.cards.dr_allen[lang].text;
      const notes = termNotes(catalog, lang, text);
      expect(notes.some((n) => n.startsWith(bury))).toBe(true);
      expect(notes.some((n) => n.startsWith(joins))).toBe(true);
      expect(notes.some((n) => n.includes(lang === "en" ? "story deck" : "ストーリーデッキ"))).toBe(true);
      expect(notes.join("\n")).not.toMatch(lang === "en" ? /^(Sanity|ally|location): /m : /^(正気度|味方)：/m);
      const t = { catalog, lang, byInst: new Map(), acting: false, me: {}, w: (k, v) => word(catalog, lang, k, v) };
      const tip = handTip(t, { inst: 1, id: "dr_allen" });
      for (const n of notes) expect(tip).toContain(n);
    });
  }
});
