// Round AZ2 (newcomer review 32, letter_en finding 5, desk 1280×800): the card-text panel jumped between two places,
// bottom-right by the hand (038) or top-right by the clue stack (036), and lay over the bottom of the discard's cards
// (020, 086); a chip's tooltip was drawn on top of it, the two texts interleaved (048, 134). On a desk the panel has
// one place, whatever card it tells of, and covers no card; a tooltip comes clear of it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { withFeedback } from "../scene/feedback.js";
import start from "../fixtures/letter_start.json";
import games from "./round32ax8_games.json";

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const panelOf = (s) => s.items.find((i) => i.type === "mzoom" && i.label === "zoom");

describe("letter desk: the card panel has one place and covers no card", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 1200]) {
      it(`${lang} at ${width}`, () => {
        const places = new Set();
        for (const game of games[lang]) {
          for (const f of game.filter((fr) => !fr.view.result)) {
            const draw = (ui) => layout({ game: "letter", mode: "play", seat: "player", lang, ...f,
                                          catalog: start.catalog, ui }, { width });
            const opens = [{ selected: "zoom:clue-stack" }, { selected: "zoom:cthulhu" }];
            if (f.view.hand?.length === 2) opens.push({ selected: 0 }, { selected: 1 });
            const discard = f.view.player_discard?.at(-1)?.id;
            if (discard) opens.push({ selected: `zoom:${discard}` });
            for (const ui of opens) {
              const s = draw(ui);
              const panel = panelOf(s);
              expect(panel, JSON.stringify(ui)).toBeTruthy();
              places.add(`${panel.x},${panel.y}`);
              const cards = s.items.filter((i) => i.type === "card" || i.type === "pile");
              for (const c of cards) expect(overlap(panel, c), `${JSON.stringify(ui)} over ${c.label}`).toBe(false);
              expect(panel.y + panel.h).toBeLessThanOrEqual(s.height);
            }
          }
        }
        expect([...places]).toHaveLength(1);
      });
    }
  }

  it("a chip's tooltip comes clear of the open card panel (048: Golden Mead's chip over its text)", () => {
    for (const lang of ["en", "zh", "ja"]) {
      const f = games[lang][0].find((fr) => !fr.view.result && fr.view.hand?.length === 2);
      const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog: start.catalog,
                         ui: { selected: 0 } }, { width: 930 });
      const panel = panelOf(s);
      const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
      expect(chips.length).toBeGreaterThan(0);
      const long = "Play Golden Mead (Insane): look at the opponent's top card, then draw 1 card and play 1. "
        + "The top card is already known, so the look shows nothing new.";
      for (const chip of chips) {
        // the pointer at the chip's right end, where the tooltip ran over the panel
        const at = { x: chip.x + chip.w - 10, y: chip.y + chip.h / 2 };
        const tip = withFeedback(s, { tip: { text: long, at }, scale: 930 / s.width }).items.at(-1);
        expect(tip.type).toBe("tooltip");
        expect(overlap(tip, panel), `${lang} ${chip.text}`).toBe(false);
      }
    }
  });
});

describe("letter desk: one popup at a time", () => {
  it("the card whose text the panel shows raises no tooltip saying it again; another card's does", async () => {
    const { followPointer } = await import("../ui/pointer.js");
    const f = games.en[0].find((fr) => !fr.view.result && fr.view.hand?.length === 2);
    const s = layout({ game: "letter", mode: "play", seat: "player", lang: "en", ...f, catalog: start.catalog,
                       ui: { selected: 0 } }, { width: 930 });
    expect(panelOf(s)).toBeTruthy();
    for (const [label, kept] of [["hand-0", false], ["hand-1", true]]) {
      const card = s.items.find((i) => i.label === label);
      const pointer = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
      const ui = { pointer, tip: { text: card.tip, at: pointer } };
      followPointer(s, ui, { style: {} });
      expect(Boolean(ui.tip), label).toBe(kept);
    }
  });
});
