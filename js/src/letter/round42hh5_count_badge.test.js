// Newcomer review 38 (round HH, fixer HH5), letter_zh 8 (390×844, 056, 064): a discard's "×2" badge sat on the
// card's name ("教授", the last line of 亨利·阿米蒂奇教授). Every card of the catalog, twice in a discard, keeps its
// name's lines above its count's badge, on a phone and at a desk, in en, zh, zh-TW and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { LETTER_PAINTERS } from "./paint.js";
import won from "../fixtures/letter_won.json";

const IDS = Object.keys(won.catalog.cards);
// the kernel's zh-TW catalog names each card in its own key: the fixture's zh names stand in (same lengths)
const cards = Object.fromEntries(Object.entries(won.catalog.cards).map(([id, c]) => [id, { ...c, "zh-TW": c.zh }]));
const catalog = { ...won.catalog, cards };

/** Return the texts ({text, x, y, size}) painting `item` draws (middle baseline, a character 0.9 of a size wide). */
function painted(item) {
  const texts = [];
  const size = (f) => Number(/(\d+(?:\.\d+)?)px/.exec(f ?? "")?.[1] ?? 12);
  const ctx = new Proxy({}, {
    get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: String(t).length * size(o.font) * 0.9 })
      : k === "fillText" ? (text, x, y) => texts.push({ text: String(text), x, y, size: size(o.font) }) : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  LETTER_PAINTERS.card(ctx, item);
  return texts;
}

describe("letter_zh 8 (review 38): a discard's '×2' badge lies under the card's name, never on it", () => {
  for (const width of [390, 1280]) {
    for (const lang of ["en", "zh", "zh-TW", "ja"]) {
      it(`${lang} at ${width}: every card, two of a kind in the opponent's discard`, () => {
        const bad = [];
        let seen = 0;
        for (const id of IDS) {
          const card = { id, value: won.catalog.cards[id].value, insane: won.catalog.cards[id].insane };
          const view = { ...won.view, opponent_discard: [card, card] };
          const s = layout({ ...valid({ ...won, catalog, lang, view }), ui: { touch: width < 600 } }, { width });
          for (const item of s.items.filter((i) => i.type === "card" && i.times && i.face)) {
            const badgeTop = item.y + item.h - 16;
            const names = painted(item).filter((t) => !t.text.startsWith("×") && t.text !== String(item.face.value));
            // a glyph reaches 0.6 of its size under its middle; 2 px of the card's face between it and the badge
            const low = (t) => Math.round(t.y + 0.6 * t.size + 2);
            for (const t of names) if (low(t) > badgeTop) bad.push(`${id} "${t.text}" ${low(t)} > ${badgeTop}`);
            seen += 1;
          }
        }
        expect(seen).toBeGreaterThanOrEqual(IDS.length);
        expect(bad).toEqual([]);
      });
    }
  }
});
