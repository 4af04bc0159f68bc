// Issue 23 round G, newcomer review 6 on Mythos (finding 6): a face-down monster does not count for an adventure
// (MY-MON-1, MY-ADV-2) and nothing said so: the adventure tracker says it beside the counts while the seat has one.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import enF from "../fixtures/mythos_why_not_en.json";
import jaF from "../fixtures/mythos_why_not_ja.json";

const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
const withThreat = (f, n) => {
  const view = structuredClone(f.view);
  view.players.find((p) => p.seat === f.seat).threat_count = n;
  return { ...f, view, catalog: { ...catalogBase, seats: f.seats } };
};
const scene = (f, width) => layout({ ...valid(f), ui: {} }, { width });
const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join(" ").replace(/\s+/g, "");

describe("the adventure tracker says face-down monsters do not count (MY-ADV-2)", () => {
  for (const [f, lang] of [[enF, "en"], [jaF, "ja"]]) {
    it(`says it while the seat has a monster in its threat, not otherwise (${lang})`, () => {
      const said = words.ui[lang].goal_face_down.replace(/\s+/g, "");
      for (const width of [1280, 390]) {
        expect(texts(scene(withThreat(f, 1), width)), `${width}`).toContain(said);
        expect(texts(scene(withThreat(f, 0), width)), `${width}`).not.toContain(said);
      }
    }, 120_000);
  }
});

// Finding 3: "Last combat: no threat" when Faithful Hounds had buried the only monster of the threat (MY-COMBAT-3).
describe("a threat a weapon emptied says what happened (MY-COMBAT-3)", () => {
  const hounded = (f, emptied) => {
    const view = structuredClone(f.view);
    Object.assign(view, { round: 2, fights: [], hounded: [{ player: "p1", card: "faithful_hounds", monster: "dark_young",
                                                            target: f.seat, emptied }] });
    return { ...f, view, catalog: { ...catalogBase, seats: f.seats } };
  };
  for (const [f, lang, said] of [[enF, "en", "discarded Faithful Hounds: the Dark Young in your threat was buried"],
                                 [jaF, "ja", "「忠実な猟犬」を捨て札にし、あなたの神話の脅威の「黒い仔山羊」が埋葬された"]]) {
    it(`names the weapon and the monster, not "no threat" (${lang})`, () => {
      for (const width of [1280, 390]) {
        const text = texts(scene(hounded(f, true), width));
        expect(text, `${width}`).toContain(said.replace(/\s+/g, ""));
        expect(text, `${width}`).toContain(words.ui[lang].hounded_none.replace(/\s+/g, ""));
        expect(text, `${width}`).not.toContain(`${words.ui[lang].last_combat}:${words.ui[lang].no_threat}`.replace(/\s+/g, ""));
      }
    }, 120_000);
  }
});
