// Round AR (AR6), newcomer review 26, mythos_en finding 12: "Hovering a bot card does nothing (097); I had to click.
// Hand cards do show a tooltip on hover." Every face-up card on a table's panels (the bot's and the reader's) says on
// hover what it is, as a hand card does; a card of the bot's says no "Why not now" (it is no move of the reader's).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { cardName } from "../scene/words.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";

const FRAME = 6;   // Bot 2's Harry Houdini (a Rifle on him) on its panel
const panelCards = (p) => [...(p.allies ?? []), ...(p.story ?? []), ...(p.events ?? [])].filter((c) => c && c.id != null);

describe("review 26, mythos_en 12: a bot's card has a hover tooltip as a hand card has", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the bot's face-up panel cards carry their name and text on hover`, () => {
      const f = story15[lang][FRAME];
      const catalog = { ...catalogBase, seats: f.seats };
      const s = layout({ ...valid({ ...f, catalog }), ui: {}, lang }, { width: 1280 });
      const bot = f.view.players.find((p) => p.seat !== f.view.seat);
      const cards = panelCards(bot);
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) {
        const item = s.items.find((i) => i.type === "mcard" && i.key === `inst-${c.inst}`);
        expect(item, `${c.id} drawn`).toBeTruthy();
        expect(item.tip ?? "", `${c.id}: its hover says its name`).toContain(cardName(catalog, lang, c.id));
        expect(item.tip, `${c.id}: no "why not now" on the bot's card`).not.toMatch(/Why not now|今使えない理由/);
      }
    });
  }
});
