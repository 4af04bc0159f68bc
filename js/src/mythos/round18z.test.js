// Round 18z, newcomer review 17 of Mythos (en desk, ja phone), the Mythos table's words and stops.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fakeContext } from "../fake_canvas.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import richF from "../fixtures/mythos_rich.json";
import commitF from "../fixtures/mythos_commit.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 930) => layout({ ...valid(withCatalog(f)), ...extra }, { width });

/** Return the texts the card painter writes for `item`. */
function paintedTexts(item) {
  const { ctx } = fakeContext();
  const texts = [];
  ctx.fillText = (s) => texts.push(String(s));
  MYTHOS_PAINTERS.mcard(ctx, item);
  return texts;
}

// Finding 1: the number on a face-down threat read as its strength; it is how many cards lie face down (MY-ZONE:
// a threat's monsters are face down until the fight), so it says "cards" / "枚" beside the number.
const COUNT = { en: { 1: "1 card", 2: "2 cards" }, ja: { 1: "1枚", 2: "2枚" } };
for (const [lang, width] of [["en", 930], ["ja", 390]]) {
  describe(`finding 1, ${lang} ${width}: a face-down threat says it counts cards`, () => {
    it("the bot's threat in card play: its back reads '1 card', not a bare 1", () => {
      const s = scene(richF, { lang, ui: { touch: width < 600 } }, width);
      const back = s.items.find((i) => i.type === "mcard" && i.label === "threat-p1");
      expect(back, "the bot's face-down threat").toBeTruthy();
      expect(back.badgeText).toBe(COUNT[lang][1]);
      const texts = paintedTexts(back);
      expect(texts.join(" ")).toContain(lang === "en" ? "card" : "枚");
      expect(texts, "no bare number alone").not.toContain("1");
    });

    it("in the combat band, a threat's count says cards too", () => {
      const s = scene(commitF, { lang, ui: { touch: width < 600 } }, width);
      const back = s.items.find((i) => i.type === "mcard" && i.label === "fight-threat-p1");
      expect(back, "p1's threat in the fight").toBeTruthy();
      expect(back.badgeText).toBe(COUNT[lang][1]);
      expect(paintedTexts(back).join(" ")).toContain(lang === "en" ? "card" : "枚");
    });
  });
}
