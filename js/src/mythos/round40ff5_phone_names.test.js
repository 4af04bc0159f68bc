// Round FF, fixer FF5 (newcomer review 37, mythos_ja phone 390×844 Q2, finding 3): the cards on a phone's tables were
// 52 px wide and a name's long word was condensed to half its width ("Congregational", 「ハリー・フーディーニ」): unreadable
// at 10-11 px. A phone's table scrolls, so the cards in the others' tables are 64 px wide, five to a row, and no name's
// line there is condensed below 0.6 of its width at the names' least size (the reader's own stay 52 px: its allies and
// Done share one view in a fight, round27ar6_hand).
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
const widthOf = (text, size) => [...String(text)].reduce((a, ch) => a + size * (CJK.test(ch) ? 1 : 0.58), 0);

/** Return each line a card's painter writes with its size and how far fillText's maxWidth condenses it. */
function lines(item) {
  const out = [];
  const ctx = new Proxy({ font: "10px x" }, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: widthOf(t, sizeOf(target.font)) });
      if (prop === "fillText") return (t, x, y, max) => {
        const w = widthOf(t, sizeOf(target.font));
        out.push({ text: String(t), size: sizeOf(target.font), squeeze: max ? Math.min(1, max / w) : 1 });
      };
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  MYTHOS_PAINTERS.mcard(ctx, item);
  return out;
}

describe("review 37, mythos_ja phone Q2: a phone's table cards say their names readably", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 390: every name on the bot's table over the recorded game at 11 px or more, condensed to 0.6 at most`, () => {
      const ui = { touch: true };
      const poor = new Set();
      let names = 0;
      for (const f of recordedGame(lang)) {
        const s = scene(f, ui, lang, 390);
        const bots = s.items.filter((i) => i.type === "mpanel" && i.label !== `panel-${f.seat}`);
        const others = (i) => !/^(hand|fight|revealed)-/.test(i.label ?? "") && bots.some((p) => i.y >= p.y && i.y < p.y + p.h);
        for (const i of s.items) {
          if (i.type !== "mcard" || !i.face || i.hidden || !others(i)) continue;
          const name = String(i.face.name);
          const said = lines(i).filter((l) => l.text.trim() && name.includes(l.text.replace(/…$/, "")));
          if (!said.length) continue;
          names += 1;
          for (const l of said) if (l.size < 11 || l.squeeze < 0.6) poor.add(`${name}: '${l.text}' ${l.size} px ×${l.squeeze.toFixed(2)}`);
        }
      }
      expect(names, "table names drawn").toBeGreaterThan(100);
      expect([...poor]).toEqual([]);
    });
  }
});
