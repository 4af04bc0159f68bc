// Newcomer review 22, mythos_en finding 2 (075_r4a, desk): "by the next round [the combat] has shrunk to a one-line
// summary". The band ended at the reader's first action after the combat, and at a round's end that is the first card
// discarded: the next card play, the reader's next decision, showed one line. The round's discards no longer end it:
// the last combat's band stays until the reader's first action in the next card play. Round AU6 (newcomer review 29,
// mythos_en 1, 144 / 166 / 185 / 190): it then stays through that card play, the band giving way to one line there had
// moved the reader's panel and hand. Round AV6 (review 30, mythos_en 2): after the reader's first move there it folds.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
const band = (s) => s.items.find((i) => i.type === "mband" && i.label === "combat");

describe("mythos_en 2: the last combat stays readable in its band through the next card play", () => {
  for (const [lang, width] of [["en", 1280], ["en", 930], ["ja", 390]]) {
    it(`${lang} ${width} px: the discards keep it; the next card play shows it, after the reader acts too`, () => {
      const frames = recorded[lang];
      const at = frames.findIndex((f) => f.view.phase === "discard" && f.legal.length);
      const ui = {};
      let k = at;
      for (; frames[k].view.phase === "discard"; k += 1) {
        expect(band(scene(frames[k], ui, lang, width)), `frame ${k}, the round's discard`).toBeTruthy();
      }
      expect(frames[k].view.phase).toBe("play");
      expect(frames[k].legal.length, "the reader's next decision").toBeGreaterThan(0);
      expect(band(scene(frames[k], ui, lang, width)), `frame ${k}, the next card play`).toBeTruthy();
      // review 30 (mythos_en 2, mythos_ja 7): kept through the card play it cut the hand off; after the reader's
      // action it is its one line (no arrows), the band again on a click
      const after = scene(frames[k + 1], ui, lang, width).items;
      expect(after.some((i) => i.type === "marrow"), "after the reader's action: folded").toBe(false);
      expect(after.some((i) => i.label === "last-combat"), "after the reader's action: its line").toBe(true);
    });
  }
});
