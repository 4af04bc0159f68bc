// Round FF, fixer FF5 (newcomer review 37, mythos_ja phone 390×844 and desk, Q2): the cards on the tables broke a
// Japanese name inside a word, as the hand's faces no longer do since round EE: a location walked to (drawn sideways)
// read 「古い絞／首台」, a narrow one 「成功恐／怖症」. A table card's name breaks between words only: at '・', after 'の',
// where kana meets kanji (and after a katakana word's 'ー', a kanji compound's first two, the last resorts).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const sizeOf = (font) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);

/** Return the lines a card's painter writes. */
function written(item) {
  const texts = [];
  const ctx = new Proxy({ font: "10px x" }, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: [...String(t)].length * sizeOf(target.font) * (CJK.test(t) ? 1 : 0.58) });
      if (prop === "fillText") return (t) => texts.push(String(t));
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  MYTHOS_PAINTERS.mcard(ctx, item);
  return texts;
}

const KANA = /[\u3040-\u309f]/;
const KATA = /[\u30a0-\u30ff]/;
const KANJI = /[\u4e00-\u9fff]/;
/** Return whether a line may end after `a` and the next begin with `b`: between two words. */
const between = (a, b) => /[・の\s]/.test(a) || a === "ー" || (KATA.test(a) && !KATA.test(b)) || (!KATA.test(a) && KATA.test(b))
  || (KANA.test(a) && KANJI.test(b));
/** Return whether line `l` ends with the first two kanji of a compound of four or more going on in `next`. */
const compound = (l, next) => /(^|[^\u4e00-\u9fff])[\u4e00-\u9fff]{2}$/.test(l) && /^[\u4e00-\u9fff]{2}/.test(next);

describe("review 37, mythos_ja Q2: a table card's Japanese name breaks between words only", () => {
  for (const [width, memory] of [[1280, {}], [390, { touch: true }]]) {
    it(`ja ${width}: each table card's name over the recorded game, its lines whole words`, () => {
      const ui = { ...memory };
      const broken = new Set();
      let names = 0;
      for (const f of recordedGame("ja")) {
        for (const i of scene(f, ui, "ja", width).items) {
          if (i.type !== "mcard" || !i.face || i.hidden || /^hand-/.test(i.label ?? "")) continue;
          const name = String(i.face.name);
          const lines = written(i).filter((l) => l && name.includes(l));
          if (lines.join("") !== name) continue;
          names += 1;
          for (let k = 1; k < lines.length; k += 1) {
            if (!between(lines[k - 1].at(-1), lines[k][0]) && !compound(lines[k - 1], lines[k])) broken.add(`${lines.join("／")} (${Math.round(i.w)} px${i.rot ? ", sideways" : ""})`);
          }
        }
      }
      expect(names, "table names drawn").toBeGreaterThan(100);
      expect([...broken]).toEqual([]);
    });
  }
});
