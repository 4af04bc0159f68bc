// Round DD, fixer DD5 (newcomer review 36, mythos_ja 3): an adventure needs "a Corrupt Cultist ally", "a Weapon or
// Enchanted Weapon", "a Lesser Servitor monster", but the hand's card that would satisfy it did not show its sub-type,
// so a newcomer could not match them. A hand card's face now says its sub-type in the words the needs line uses.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fakeContext } from "../fake_canvas.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

/** Return the texts the card painter writes for `item`. */
function paintedTexts(item) {
  const { ctx } = fakeContext();
  const texts = [];
  ctx.fillText = (s) => texts.push(String(s));
  MYTHOS_PAINTERS.mcard(ctx, item);
  return texts;
}

// each card, the words of its sub-type, and an adventure's need that names them (the catalog's needs line)
const CASES = {
  en: [["dr_allen", ["Corrupt", "Cultist"], "Corrupt Cultist ally"], ["enchanted_knife", ["Enchanted Weapon"], "Weapon or Enchanted Weapon"],
       ["mi_go_soldier", ["Lesser Independent"], null], ["granny_orne", ["Steadfast"], "Steadfast ally"]],
  ja: [["dr_allen", ["堕落", "教団員"], "堕落の教団員の味方"], ["enchanted_knife", ["魔力武器"], "武器または魔力武器"],
       ["granny_orne", ["健全"], "健全の味方"]],
};

describe("review 36, mythos_ja 3: a hand card's face shows the sub-type an adventure asks for", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width} px: the hand's cards say their sub-type in the needs line's words`, () => {
        const f = recordedGame(lang).find((g) => g.view.phase === "play" && g.legal.length);
        const me = f.view.players.find((p) => p.seat === f.seat);
        const hand = CASES[lang].map(([id], k) => ({ id, inst: 950 + k }));
        const g = { ...f, view: { ...f.view, players: f.view.players.map((p) => (p === me ? { ...p, hand, hand_count: hand.length } : p)) } };
        const s = layout({ ...valid({ ...g, catalog: { ...catalogBase, seats: g.seats } }), ui: {}, lang }, { width });
        const needs = Object.values(catalogBase.cards).filter((c) => c.type === "adventure").flatMap((c) => c.needs[lang]);
        for (const [[id, words, need], k] of CASES[lang].map((c, i) => [c, i])) {
          // (the cards as they are once no longer "new": a "new" tag may take the sub-type's room on a phone, review
          // 37, mythos_en 1: the sub-type is left off rather than overlap the title; the zoom says it)
          const card = { ...s.items.find((i) => i.label === `hand-${950 + k}`), fresh: undefined };
          expect(card.face, id).toBeTruthy();
          const said = paintedTexts(card).join(" ");
          for (const word of words) expect(said, `${id}'s face`).toContain(word);
          if (need) expect(needs, `${need}: an adventure's need`).toContain(need);
        }
      });
    }
  }
});

describe("review 36, mythos_ja 3: a sub-type is said whole", () => {
  const ids = Object.keys(catalogBase.cards).filter((id) => ["ally", "artifact", "monster"].includes(catalogBase.cards[id].type));
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width} px: no hand card's sub-type line ends in an ellipsis`, () => {
        const f = recordedGame(lang).find((g) => g.view.phase === "play" && g.legal.length);
        for (let k = 0; k < ids.length; k += 8) {
          const hand = ids.slice(k, k + 8).map((id, j) => ({ id, inst: 960 + k + j }));
          const players = f.view.players.map((p) => (p.seat === f.seat ? { ...p, hand, hand_count: hand.length } : p));
          const g = { ...f, view: { ...f.view, players } };
          const s = layout({ ...valid({ ...g, catalog: { ...catalogBase, seats: g.seats } }), ui: {}, lang }, { width });
          for (const card of s.items.filter((i) => /^hand-9\d\d$/.test(i.label ?? ""))) {
            const tag = card.face.tag;
            const said = paintedTexts(card);
            expect(said.some((l) => l.endsWith("…") && Boolean(tag?.includes(l.slice(0, -1).trim()))),
                   `${card.face.id}: ${said.join(" / ")}`).toBe(false);
          }
        }
      });
    }
  }
});
