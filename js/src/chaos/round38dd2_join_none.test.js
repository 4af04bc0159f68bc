// Round DD, fixer DD2 (newcomer review 36, room_zh 3): the join window asked the reader for a card it did not hold
// ("由你出一张保护": a combo's "why" line named the reader's part as if it would play it) while its only move was to
// decline. Its why line now says the reader holds none, from the reader's own hand only; a seat that holds one is
// still asked for it; another seat's hand is never told (CH-HIDE-3: a watcher reads the same line either way).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";

// the live catalog's words (sentences/<lang>.py BOARD why_join_none); the recorded fixture predates them
const NONE = { en: "{asked}, but you hold no {part}: you can only decline, and {leader} plays alone.",
               zh: "{asked}，但你手里没有{part}：只能拒绝，{leader} 独自进行回合。",
               ja: "{asked}。ただし手札に「{part}」がない：断るしかなく、{leader} は一人で手番を行う。" };
const YOU = { en: "one {part} from you", zh: "由你出一张{part}", ja: "あなたは{part}を出す" };

function why(lang, holds) {
  const f = structuredClone(valid({ ...join, lang }));
  f.catalog.ui[lang].why_join_none = NONE[lang];
  if (!holds) {   // the asked seat holds no Vanish: its only move is to decline
    f.legal = f.legal.filter((a) => a.kind !== "join");
    f.view.hands[f.seat].cards = f.view.hands[f.seat].cards.filter((c) => c.function !== "vanish");
    f.view.hands[f.seat].count = f.view.hands[f.seat].cards.length;
  }
  const s = layout({ ...f, ui: { selected: "@notes" } }, { width: 1280 });
  return s.items.find((i) => i.label === "combo-why").text;
}

describe("room_zh 3: a join window never asks the reader for a card it does not hold", () => {
  for (const lang of ["en", "zh", "ja"]) {
    const part = join.catalog.functions.vanish[lang].split("|")[0];
    it(`holding none, the why line says so and asks for nothing (${lang})`, () => {
      const text = why(lang, false).replace(/\s+/g, "");
      expect(text).not.toContain(YOU[lang].replace("{part}", part).replace(/\s+/g, ""));
      expect(text).toContain(NONE[lang].split("{part}")[0].split("}").at(-1).replace(/\s+/g, ""));
      expect(text).toContain(part);
    });
    it(`holding one, it is still asked for (${lang})`, () => {
      expect(why(lang, true).replace(/\s+/g, "")).toContain(YOU[lang].replace("{part}", part).replace(/\s+/g, ""));
    });
  }
});
