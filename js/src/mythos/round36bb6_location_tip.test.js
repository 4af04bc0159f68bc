// Round BB6, newcomer review 34, mythos_ja 6 (073-077): "found only at Artifact locations", and the long press on
// Arkham Mystical Supply said only "no special effect (traits and icons only)": its traits showed only in its zoom.
// A location's long press (its tooltip) names its traits.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { term, word } from "../scene/words.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });

describe("review 34, mythos_ja 6: a location's long press names its traits", () => {
  for (const [lang, width] of [["ja", 390], ["en", 1280]]) {
    it(`${lang} ${width}: every hand location's tip says its traits`, () => {
      let seen = 0;
      for (const f of recordedGame(lang).slice(0, 40)) {
        const s = scene(f, { touch: lang === "ja" }, lang, width);
        for (const i of s.items.filter((x) => x.type === "mcard" && /^hand-\d/.test(x.label ?? "") && x.face)) {
          const card = catalogBase.cards[i.face.id ?? i.face.card] ?? null;
          if (card?.type !== "location" || !card.attributes?.length) continue;
          const colon = lang === "ja" ? "：" : ": ";   // a full-width colon in Japanese (review 37)
          const said = `${word(catalogBase, lang, "attributes")}${colon}${card.attributes.map((a) => term(catalogBase, lang, a)).join(", ")}`;
          expect(i.tip ?? "", `${i.label}`).toContain(said);
          seen += 1;
        }
      }
      expect(seen).toBeGreaterThan(0);
    });
  }
});
