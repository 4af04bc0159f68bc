// Round BB, fixer BB4 (newcomer review 34, chaos_ja 1 and 2, room_zh 6): on a 390×844 phone a 150-250 px empty band lay
// between the board and the hand (its room kept for the tallest prompt), so the hand was always below the fold; a card
// tapped there opened its choices far above it, under the board, off screen; and the confirm chip ("出牌") stood at a
// different y each turn. The hand now starts right under the board, the prompt and a card's choices right under the
// hand, at one place for a given hand height.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui });
const boardFoot = (s) => Math.max(...s.items.filter((i) => i.type === "cell").map((i) => i.y + i.h));
const handCards = (s) => s.items.filter((i) => i.type === "ccard" && String(i.label).startsWith("hand-"));
const handTop = (s) => Math.min(...s.items.filter((i) => /^hand-(title|news)/.test(i.label ?? "") || i.news).map((i) => i.y - 3),
                                ...handCards(s).map((i) => i.y));
const handFoot = (s) => Math.max(...handCards(s).map((i) => i.y + i.h));
/** Return the frames of the recorded game where the reader may play a card (a card with its own moves). */
const playable = (lang) => game[lang].map((f, k) => ({ f, k })).filter(({ f }) => (f.legal ?? []).some((a) => a.target?.card != null));

describe("chaos_ja 2: no empty band between a phone's board and its hand", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the hand's top within 50 px of the board's foot in every frame (waiting and deciding)`, () => {
      const ui = {};
      const gaps = game[lang].map((f, k) => {
        const s = layout(input(f, lang, ui), { width: 390 });
        return { k, phase: f.view.phase, acting: (f.legal ?? []).length > 0, gap: handTop(s) - boardFoot(s) };
      }).filter(({ gap }) => Number.isFinite(gap));
      expect(gaps.some((g) => g.acting) && gaps.some((g) => !g.acting)).toBe(true);
      expect(gaps.filter((g) => g.gap > 50 || g.gap < 0).map((g) => `${g.k} ${g.phase}: ${g.gap}`)).toEqual([]);
    });
  }
});

describe("chaos_ja 1, room_zh 6: a tapped card's choices right under a phone's hand, at one place", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the chosen card's chips start within 120 px under the hand, at one y for a hand height`, () => {
      const ui = {};
      const at = new Map();   // hand foot -> the chips' y
      const frames = playable(lang);
      expect(frames.length).toBeGreaterThan(0);
      for (const { f, k } of frames) {
        layout(input(f, lang, ui), { width: 390 });
        const card = f.legal.find((a) => a.target?.card != null).target.card;
        const s = layout(input(f, lang, { ...ui, selected: card }), { width: 390 });
        const chips = s.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:"));
        expect(chips.length, `frame ${k}`).toBeGreaterThan(0);
        const top = Math.min(...chips.map((c) => c.y));
        const foot = handFoot(s);
        expect(top, `frame ${k}`).toBeGreaterThan(foot);
        expect(top - foot, `frame ${k}`).toBeLessThan(120);
        if (!at.has(foot)) at.set(foot, new Set());
        at.get(foot).add(top);
      }
      for (const [foot, ys] of at) expect([...ys], `hand foot ${foot}`).toHaveLength(1);
    });
  }
});
