// The Letter table, issue 23 round 6c (a newcomer's review of the 13:31 build): the card zoom never covers a warning,
// the Insanity line or the prompt; the end panel is opaque.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { endPanelHeight, letterZoom } from "./layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";
import { LETTER_PAINTERS } from "./paint.js";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const box = (i) => (i.type === "text" ? { ...i, w: i.w || textWidth(i.text, i.size ?? 12, i.bold), h: i.size ?? 12 } : i);

/** Return a mid game at Insanity `n` with a deck of `deck` (the amber race line at N = 1, deck 7: desk_010). */
function mid(lang = "en", n = 1, deck = 7) {
  const view = { ...start.view, turn: 7, insanity: n,
                 player_discard: ["great_race_of_yith", "professor_armitage", "cats_of_ulthar", "liber_ivonis"].map(card),
                 opponent_discard: ["elder_sign", "randolph_carter", "nyarlathotep", "investigators"].map(card),
                 hand: [card("cats_of_ulthar"), card("elder_sign")],
                 opponent: { ...start.view.opponent, clues: 1, count: 2, cards: [{ hidden: true }, card("cthulhu")] },
                 deck: { ...start.view.deck, count: deck, cards: start.view.deck.cards.slice(0, deck) } };
  return { ...start, lang, view };
}

describe("finding 1: the card zoom never covers a warning, the Insanity line or the prompt", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      for (const [n, deck] of [[1, 7], [2, 5], [0, 9]]) {
        it(`${lang} at ${width} px, N = ${n}, deck ${deck}: every card's zoom is off the yellow line and the insanity line`, () => {
          const f = mid(lang, n, deck);
          const idle = layout({ ...valid(f) }, { width });
          const keys = [...new Set(idle.items.filter((i) => i.zoom).map((i) => i.zoom))];
          for (const sel of [...keys.map((k) => `zoom:${k}`), 0, 1]) {
            const s = layout({ ...valid(f), ui: { selected: sel } }, { width });
            const zoom = byLabel(s, "zoom");
            if (!zoom) continue;
            const read = s.items.filter((i) => /^(insanity-line|opponent-title|prompt|prompt-more)$/.test(i.label ?? ""));
            expect(read.some((i) => i.label === "insanity-line")).toBe(true);
            for (const i of read) expect(overlaps(zoom, box(i)), `${sel} over ${i.label}: ${i.text}`).toBe(false);
          }
        });
      }
    }
  }
});

describe("finding 1: at 1280×800 the zoom finds room on the table (it does not grow the table)", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: a hand card's zoom at N = 1, deck 7 keeps the table's height`, () => {
      const f = mid(lang, 1, 7);
      const idle = layout({ ...valid(f) }, { width: 930 });
      for (const sel of [0, 1, "zoom:elder_sign", "zoom:insanity"]) {
        expect(layout({ ...valid(f), ui: { selected: sel } }, { width: 930 }).height, String(sel)).toBe(idle.height);
      }
    });
  }
});

describe("finding 2: the table's own result strip (the result panel hidden) covers no card and no line", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [930, 390]) {
      for (const outcome of ["win", "loss"]) {
        it(`${lang} at ${width} px, ${outcome}: the strip lies in the empty band between the rows`, () => {
          const f = mid(lang, 4, 2);
          f.view = { ...f.view, phase: won.view.phase, to_act: won.view.to_act, result: { ...won.view.result, outcome } };
          f.banner = won.banner;
          const s = layout({ ...valid({ ...f, legal: [] }) }, { width });
          const strip = byLabel(s, "banner");
          const under = s.items.filter((i) => i !== strip && (i.type === "card" || i.type === "pile" || i.type === "slot"
            || (i.type === "text" && i.text)));
          expect(under.length).toBeGreaterThan(5);
          for (const i of under) expect(overlaps(strip, box(i)), `strip over ${i.label ?? i.text}`).toBe(false);
          expect(strip.y + strip.h).toBeLessThanOrEqual(s.height);
        });
      }
    }
  }
});

describe("finding 7: a face-up clue's count badge keeps off the card's value mark (desk_005, phone_040)", () => {
  /** Return the circles a pile's painting draws ({x, y, r}). */
  const circles = (item) => {
    const arcs = [];
    const ctx = new Proxy({}, {
      get(target, prop) {
        if (prop in target) return target[prop];
        if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
        if (prop === "arc") return (x, y, r) => arcs.push({ x, y, r });
        return () => {};
      },
      set(target, prop, value) { target[prop] = value; return true; },
    });
    LETTER_PAINTERS.pile(ctx, item);
    return arcs;
  };
  for (const w of [72, 94, 110]) {
    for (const id of ["nyarlathotep", "professor_armitage"]) {
      it(`${id} on top of the clue stack, a card ${w} px wide: the badge meets neither the mark nor the value`, () => {
        const top = { id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane, name: id };
        const item = { type: "pile", x: 20, y: 40, w, h: Math.round(w * 1.4), count: 4, top };
        const badge = circles(item).find((c) => c.r === 11);
        // the value mark (the eye or the star) at (0.78 w, 0.2 w) about 0.12 w wide (paint.js cardFace)
        const mark = { x: item.x + w * 0.78, y: item.y + w * 0.2, r: w * 0.13 };
        expect(Math.hypot(badge.x - mark.x, badge.y - mark.y)).toBeGreaterThan(badge.r + mark.r);
      });
    }
  }
});

describe("finding 6: a card's zoom says every row in full, once, and sends no one to another card", () => {
  const REF = { en: /\bas (Investigators|Great Race|Professor|Randolph|The Silver Key)/, zh: /同(調查員|伊斯|亨利|倫道夫|銀鑰匙)/,
                ja: /(探索者|イスの偉大なる種族|アーミティッジ教授|ランドルフ・カーター|銀の鍵)と同じ/ };
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: no 'Sane: as <card>', and no paragraph said twice`, () => {
      const f = mid(lang);
      for (const id of Object.keys(start.catalog.card_texts)) {
        const s = layout({ ...valid(f), ui: { selected: `zoom:${id}` } }, { width: 930 });
        const text = s.items.filter((i) => /^zoom-(name|text)$/.test(i.label ?? "")).map((i) => i.text).join(" ");
        if (!text) continue;
        expect(text, id).not.toMatch(REF[lang]);
        const paras = letterZoom({ ...f }).texts(id).lines.map((p) => p.replace(/^[^:：]{1,8}[:：]\s*/, ""));
        expect(new Set(paras).size, id).toBe(paras.length);
      }
    });
  }
});

describe("finding 2: the end panel is opaque, and after Hide its 'Show result' bar has a blank line to sit on", () => {
  it("the panel's background lets no card show through (desk_013, desk_026, phone_014, phone_032)", async () => {
    const { coachStyle } = await import("../ui/coach.js");
    const rule = coachStyle().match(/\.cw-ending \{[^}]*\}/)[0];
    const bg = rule.match(/background:\s*([^;]+);/)[1];
    expect(bg).not.toMatch(/rgba|transparent/);   // the old panel: rgba(16, 26, 21, 0.96)
    const hidden = coachStyle().match(/\.cw-ending\[data-mode=hidden\] button \{[^}]*\}/);
    expect(hidden).not.toBeNull();                 // a slim bar: one line high over the blank line
  });
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: over, the yellow line's room stays blank (the bar lay on it: phone_033), the rows come under the result`, () => {
      const f = mid(lang, 4, 2);
      const over = { ...f, legal: [], banner: won.banner,
                     view: { ...f.view, phase: won.view.phase, to_act: won.view.to_act, result: won.view.result } };
      const s = layout({ ...valid(over) }, { width: 390 });
      expect(byLabel(s, "opponent-title")).toBeUndefined();
      // the page's result panel lies over the canvas's top: the opponent's row comes under it (review 7, finding 2)
      expect(byLabel(s, "clue-stack").y).toBeGreaterThanOrEqual(endPanelHeight(won.banner, s.width));
    });
  }
});

describe("finding 9: on a phone an answer to the opponent's card is one tap (it said 'tap again to play this card')", () => {
  it("the hand and the deck answering the opponent's card press on the first tap; a card to play still shows first", async () => {
    const { tapAction } = await import("../ui/pointer.js");
    const answer = (await import("../fixtures/letter_answer.json")).default;
    const s = layout({ ...valid(answer) }, { width: 390 });
    const ids = s.items.filter((i) => String(i.id ?? "").startsWith("act:answer")).map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(tapAction(s, id, null), id).toBe("press");
    const play = layout({ ...valid({ ...start, legal: [start.legal[0]] }) }, { width: 390 });
    const card = play.items.find((i) => i.label === "hand-0");
    if (String(card.id).startsWith("act:")) expect(tapAction(play, card.id, null)).toBe("show");
  });
});

describe("finding 8: a phone's coach bubble below the table lies inside the page (phone_035: its Got it was cut off)", () => {
  it("the root gets the room a bubble below its foot needs, and none when the bubble fits", async () => {
    const { roomBelow } = await import("../ui/coach.js");
    expect(roomBelow(1500, 200, 1540)).toBe(168);   // the bubble ran 160 px past the root's foot: room for it and 8
    expect(roomBelow(100, 200, 1540)).toBe(0);
    expect(roomBelow(100, 200, 0)).toBe(0);          // no root measured (no layout): nothing added
  });
});

describe("finding 6: Liber Ivonis says its protection once for sane and insane, not a third time 'as the Sane row'", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: its zoom holds the summary, the one row and the opponent's, nothing pointing at another row`, () => {
      const lines = letterZoom({ ...start, lang }).texts("liber_ivonis").lines;
      expect(lines.length).toBe(3);
      expect(lines.join(" ")).not.toMatch(/same as the Sane row|同理智效果|正気の効果と同じ/);
    });
  }
});
