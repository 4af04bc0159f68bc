// The Letter table, issue 23 round E (newcomer R3-L: Letter 6/6 at 1280×800, 6/5 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { insanityState } from "./layout.js";
import won from "../fixtures/letter_won.json";
import { LETTER_PAINTERS } from "./paint.js";
import { textWidth } from "../scene/text.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const texts = (s, label) => s.items.filter((i) => i.label === label).map((i) => i.text).join(" ");
const WORDS = { en: "Investigators", zh: "調查員", ja: "探索者" };

describe("finding 2: while the deck's top card is known, a danger line says the Investigators would lose it", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: known deck top at the opponent's turn`, () => {
      const known = { ...start.view.deck, top_known: true, cards: [card("investigators"), ...start.view.deck.cards.slice(1)] };
      const view = { ...start.view, to_act: "opponent", phase: "opponent", prompt: { kind: "opponent" }, deck: known };
      const f = { ...start, lang, view, legal: [], prompt: "" };
      const s = layout(valid(f), { width: 930 });
      expect(texts(s, "deck-top-danger")).toContain(WORDS[lang]);
      const calm = layout(valid({ ...start, lang }), { width: 930 });
      expect(texts(calm, "deck-top-danger")).toBe("");
    });
  }
});

describe("finding 3: the race line with no clue left, and the end's footer", () => {
  it("no clue left over Cthulhu: the race line never says 'clear the 0 clues'", () => {
    // no deck clock (deck.turns): deck ÷ (N + 1), 2 turns, a race (the start's 13 turns belong to deck 13)
    const view = { ...start.view, insanity: 3, deck: { ...start.view.deck, turns: undefined, count: 8 },
                   opponent: { ...start.view.opponent, clues: 0, count: 1, cards: [card("cthulhu")] } };
    const s = insanityState(view);
    expect(s.race).toBe(true);
    for (const lang of ["en", "zh", "ja"]) {
      const line = texts(layout(valid({ ...start, lang, view }), { width: 930 }), "insanity-line");
      expect(line).not.toMatch(/ 0 clue|0 張線索|手がかり 0 枚/);
    }
  });
  it("the end's footer sentence is wrapped with room to spare (zoom_footer.png: '…on a narr' cut)", () => {
    for (const width of [930, 1280]) {
      const s = layout(valid(won), { width });
      const lines = s.items.filter((i) => i.label === "end-hidden");
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(textWidth(l.text, l.size ?? 12)).toBeLessThanOrEqual((width - 40) * 0.92);
    }
  });
});

describe("finding 4: a swap win draws Cthulhu in its slot and no clue on it (d52_bot2)", () => {
  it("Cthulhu swapped into the hand: the goal slot is empty (review 7, finding 3), the label says no clue", () => {
    const view = { ...won.view, hand: [card("cthulhu")],
                   opponent: { ...won.view.opponent, count: 1, clues: 1, cards: [card("professor_armitage")] },
                   opponent_discard: won.view.opponent_discard.filter((c) => c.id !== "cthulhu") };
    const s = layout(valid({ ...won, view }), { width: 930 });
    const goal = s.items.find((i) => i.label === "cthulhu");
    expect(goal.face).toBeUndefined();
    // no clue is counted on it: review 10 (d113) read "Clues: 0" over the lying card as wrong, so the row names the
    // stack itself, and nothing says a clue is left
    expect(s.items.some((i) => i.type === "text" && /^Clues/.test(i.text ?? ""))).toBe(false);
    expect(s.items.some((i) => i.type === "text" && i.text === "Opponent's stack")).toBe(true);
  });
});

describe("finding 5: a Chinese name on a small card never leaves a lone last character (m12_t5b)", () => {
  const drawnNames = (name, w, small) => {
    const drawn = [];
    const ctx = new Proxy({}, {
      get(target, prop) {
        if (prop in target) return target[prop];
        if (prop === "measureText") return (t) => ({ width: [...String(t)].length * 13 });
        if (prop === "fillText") return (text) => drawn.push(text);
        return () => {};
      },
      set(target, prop, value) { target[prop] = value; return true; },
    });
    LETTER_PAINTERS.card(ctx, { type: "card", x: 0, y: 0, w, h: Math.round(w * 1.4), small,
                                face: { id: "nyarlathotep", value: 6, insane: true, name } });
    return drawn.filter((t) => /[\u3400-\u9fff]/.test(t));
  };
  for (const name of ["奈亞拉托提普", "伊波恩之書", "伊斯之偉大種族", "閃耀的偏方三八面體"]) {
    for (const [w, small] of [[68, true], [90, false], [60, true]]) {
      it(`${name} at ${w} px`, () => {
        const lines = drawnNames(name, w, small);
        expect(lines.join("")).toBe(name);
        if (lines.length > 1) expect(Math.min(...lines.map((l) => [...l].length)), lines.join(" / ")).toBeGreaterThan(1);
      });
    }
  }
});
