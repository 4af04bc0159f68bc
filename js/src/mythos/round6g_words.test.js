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
    }, 30000);
  }
});
