// The Letter table, round AL (newcomer review 22, Letter zh-TW phone finding 7, 075/081: "2–3 red or orange
// paragraphs under the hand every turn"; en finding 4, 013/045: the prompt, the N line, the race line, pop-ups and the
// story all talk at once). On a phone the Insanity line under the hand is one short line ("⚠ N 2 · deck 5 ≈ 1 turn ·
// 3 clues need 2"), the known deck top's danger one more; the long sentence is behind a tap (the line opens Insanity
// N's text, letterZoom). The short line carries the long one's numbers, none other. zh is the widget's Traditional
// Chinese (the zh-TW reader's table).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { textWidth } from "../scene/text.js";
import { word } from "../scene/words.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import { insanityState } from "./layout_insanity.js";
import { letterZoom } from "./layout_zoom.js";
import games from "./round10n_games.json";

const numbers = (text) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);

/** Return each live frame of the recorded games in `lang` laid out at `width`, with its input. */
function scenes(lang, width) {
  const out = [];
  for (const game of games[lang]) {
    for (const f of game) {
      if (f.view.result) continue;
      const input = { ...valid({ ...start, ...f, lang, catalog: start.catalog }), ui: { selected: null, touch: true } };
      out.push({ input, scene: layout(input, { width }) });
      if (out.length % 5 || !f.view.deck?.count) continue;
      // the deck's top card known (Cats of Ulthar's look): its danger said in one more short line
      const known = { ...input, view: { ...input.view, deck: { ...input.view.deck, top_known: true } } };
      out.push({ input: known, scene: layout(known, { width }) });
    }
  }
  return out;
}

describe("finding 7 (zh-TW) / 4 (en): a phone's Insanity status is one short line", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [390, 348]) {
      it(`${lang} at ${width}: one line (two with a known deck top), inside the table, the long one's numbers`, () => {
        const all = scenes(lang, width);
        expect(all.length).toBeGreaterThan(20);
        let known = 0;
        for (const { input, scene } of all) {
          const line = scene.items.filter((i) => i.label === "insanity-line");
          const danger = scene.items.filter((i) => i.label === "deck-top-danger");
          expect(line.length, `turn ${input.view.turn}: ${line.map((i) => i.text).join(" / ")}`).toBe(1);
          expect(danger.length).toBeLessThanOrEqual(input.view.deck?.top_known ? 1 : 0);
          known += danger.length;
          for (const i of [...line, ...danger]) {
            expect(i.x + textWidth(i.text, i.size ?? 11, i.bold), i.text).toBeLessThanOrEqual(scene.width - 4);
          }
          const s = insanityState(input.view, input.legal);
          const long = word(input.catalog, lang, s.key, s);
          const short = numbers(line[0].text);
          expect(short, `${line[0].text} / ${long}`).toContain(s.n);
          for (const n of short) expect(numbers(long), `${line[0].text} / ${long}`).toContain(n);
          // the long sentence stays behind a tap on the line: Insanity N's text
          const zoom = letterZoom(input);
          expect(zoom.zoomKey(line[0])).toBe("insanity");
          expect(zoom.texts("insanity").lines).toContain(long);
        }
        expect(known).toBeGreaterThan(0);
      });
    }
  }
});

describe("every short status fits one phone line, numbers of two digits", () => {
  it("en, zh, ja at 348 (346 px of words, bold)", async () => {
    const { shortWords, SHORT_KEYS } = await import("./insanity_short.js");
    const vars = { n: 10, deck: 10, turns: 10, clues: 10, need: 10, next: 10 };
    for (const lang of ["en", "zh", "ja", "zh-TW"]) {
      for (const key of SHORT_KEYS) expect(textWidth(shortWords(lang, key, vars), 11, true), `${lang} ${key}`).toBeLessThanOrEqual(346);
    }
  });
});
