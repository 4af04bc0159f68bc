// Round 44 JJ6: a hand card stopped by more than one rule says every reason at once, short, in its zoom and its tip
// (the view's why_not "all", tests/test_mythos_round44jj6_why_all.py): review 39, mythos_en 8 / mythos_ja 6, the
// Enchanted Knife said "none of your allies is free", then "you need a current location", then "your location lacks
// the Artifact attribute", one at a time (MY-CARD-2). The fixture is the NEWCOMER table (no ally, no Artifact place)
// with the two reasons its Python view now sends for The Two Scepters and the words the catalog now carries.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import enF from "../fixtures/mythos_why_not_en.json";
import jaF from "../fixtures/mythos_why_not_ja.json";

const WORDS = {
  en: { why_all: "It still needs: {needs}.", whyneed_join: "; ",
        whyneed_attribute: "a current location with the {attribute} attribute",
        whyneed_needs_ally: "a free ally of yours to carry it" },
  ja: { why_all: "まだ必要なもの：{needs}。", whyneed_join: "、",
        whyneed_attribute: "{attribute}の特徴がある現在地", whyneed_needs_ally: "空いていて持てる味方" },
};
const ALL = [{ why: "attribute", attribute: "Artifact" }, { why: "needs_ally" }];

function fixture(f, lang) {
  const ui = { ...catalogBase.ui, [lang]: { ...catalogBase.ui[lang], ...WORDS[lang] } };
  const players = f.view.players.map((p) => (p.seat !== f.seat ? p : {
    ...p, why_not: p.why_not.map((r) => (r.inst === 32 ? { ...r, all: ALL } : r)) }));
  return { ...f, view: { ...f.view, players }, catalog: { ...catalogBase, ui, seats: f.seats } };
}
const zoomTexts = (s) => s.items.filter((i) => i.type === "text" && i.z === 11).map((i) => i.text).join("")
  .replace(/\s+/g, "");

describe("round44jj6: every reason a card waits, at once (review 39, mythos_en 8 / mythos_ja 6)", () => {
  for (const [f, lang, bits, alone] of [
    [enF, "en", ["It still needs:", "Artifact attribute", "a free ally of yours"], "lacks the"],
    [jaF, "ja", ["まだ必要なもの", "の特徴がある現在地", "空いていて持てる味方"], "特徴がない"]]) {
    it(`The Two Scepters' zoom names the place and the ally together (${lang})`, () => {
      for (const width of [1280, 390]) {
        const s = layout({ ...valid(fixture(f, lang)), ui: { selected: 32 } }, { width });
        const text = zoomTexts(s);
        for (const b of bits) expect(text, `${b} @${width}`).toContain(b.replace(/\s+/g, ""));
        expect(text, `one reason alone @${width}`).not.toContain(alone);
      }
    }, 60_000);
  }
});
