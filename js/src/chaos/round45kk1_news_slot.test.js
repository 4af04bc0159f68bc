// Round KK, fixer KK1 (review 41, chaos_en 4, room_en 8, shots 042 011 061 125 221 218): on the desk, while the reader
// waits, the violet news ("Your partner A2 moves to f7.", "Hidden bomb at a5…") was drawn in the "Your hand" label's
// place and hid it. The news has its own line above the label, which stays; it covers no text and no card.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/chaos_start.json";

const BOMB = {
  en: "Bot B1 steps on the hidden bomb at f1 and is sent back to its start h1.",
  ja: "ボットの B1 は f1 の隠れた爆弾を踏み、スタート地点 h1 に戻された。",
};
const HAND = { en: "Your hand", ja: "あなたの手札" };

/** chaos_start as A1 sees it waiting while B1 plays, its story `log`. */
function frame(step, log, lang) {
  const f = structuredClone(start);
  Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang, step, deal: "d", log_lines: log };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const box = (i) => (i.type === "text" ? { x: i.x, y: i.y, w: textWidth(String(i.text), i.size ?? 14, !!i.bold),
                                          h: i.size ?? 14 } : i);

/** Return the desk's scene after A1's move and B1's bomb, in `lang`. */
function waiting(lang) {
  const ui = {};
  const mine = [{ text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a4.", you: 1 }];
  layout({ ...valid(structuredClone(start)), lang, step: 1, deal: "d", log_lines: mine, ui }, { width: 1280 });
  layout({ ...frame(2, mine, lang), ui }, { width: 1280 });
  const log = [...mine, { text: "Round 1: Bot B1's turn.", turn: 1 }, { text: BOMB[lang], big: 1 }];
  return layout({ ...frame(3, log, lang), ui }, { width: 1280 });
}

describe("review 41, chaos_en 4 / room_en 8: the desk's news never hides the 'Your hand' label", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the label stays, the news's tag on its own line above it, over no text or card`, () => {
      const s = waiting(lang);
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      expect(tags.length).toBeGreaterThan(0);
      const title = s.items.find((i) => i.label === "hand-title");
      expect(title?.text).toBe(HAND[lang]);
      const kept = s.items.filter((i) => (i.type === "text" && String(i.text ?? "").trim() && !i.news)
        || /card$/.test(String(i.type ?? "")));
      for (const tag of tags) {
        expect(kept.filter((i) => over(tag, box(i))).map((i) => i.text ?? i.type)).toEqual([]);
        expect(tag.x).toBeGreaterThanOrEqual(0);
        expect(tag.x + tag.w).toBeLessThanOrEqual(s.width);
      }
    });
  }
});

// review 41, chaos_ja 1 (124, 028→030) and room_en 8 (221): a news of two or three lines was drawn as a ragged stack
// of violet strips, one per line, each its own width. It is one block now: one tag holding every line, inside the
// table, over no line, card or cell (chaos_start, A1 to move, the kernel's news sent on its first move).
const LONG = {
  en: "Hidden bomb at a5 (from the start, or team B's): back to a8. a5 was unchecked: a Checkup, played before moving, "
    + "shows 3 cells.",
  ja: "c7 の隠れた爆弾（最初から、チーム B の）で a8 へ戻された。c7 は未確認だった：動く前に検診を使えば 3 マスを調べられる。",
};

/** chaos_start (A1 to move) with the piece's `news` sent on its first move, as frames/chaos.py sends it. */
function told(piece, lang) {
  const f = structuredClone(start);
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news: { piece } } };
  return { ...valid(f), lang, ui: {} };
}

describe("review 41, chaos_ja 1 / room_en 8: a long news is one block, not a ragged stack of strips", () => {
  for (const width of [1280, 390]) for (const lang of ["en", "ja"]) {
    it(`${lang} at ${width}: one tag holds every line, inside the table, over nothing read`, () => {
      const s = layout(told(LONG[lang], lang), { width });
      const lines = s.items.filter((i) => i.news);
      expect(lines.length).toBeGreaterThan(1);
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      expect(tags.length).toBe(1);
      const [tag] = tags;
      for (const line of lines) {
        const b = box(line);
        expect(b.y >= tag.y && b.y + b.h <= tag.y + tag.h && b.x >= tag.x && b.x + b.w <= tag.x + tag.w + 1,
               `${line.text} in ${JSON.stringify(tag)}`).toBe(true);
      }
      expect(tag.x).toBeGreaterThanOrEqual(0);
      expect(tag.x + tag.w).toBeLessThanOrEqual(s.width);
      const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell", "piece"].includes(i.type)
                                         || (i.type === "text" && String(i.text ?? "").trim() && !i.news));
      expect(read.filter((i) => over(tag, box(i))).map((i) => i.text ?? i.type)).toEqual([]);
    });
  }
});

// review 41, chaos_en 4 (042): a patient holding ghost cards (hatched) waited while its partner played; the news
// "Your partner A2 moves to f7." was drawn in the place of the hand's title, which says why those cards are hatched,
// and hid it. On the desk the title stays and the news takes the free line above it.
describe("review 41, chaos_en 4: on the desk the news never hides a hand's other-role title", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the title says why the cards are hatched, the news on its own line above it`, () => {
      const ui = {};
      const hatched = (f) => {
        f.view.hands.A1.cards[2] = { ...f.view.hands.A1.cards[2], role: "ghost" };
        return f;
      };
      const mine = [{ text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to a4.", you: 1 }];
      const first = { ...valid(hatched(structuredClone(start))), lang, step: 1, deal: "d", log_lines: mine, ui };
      layout(first, { width: 1280 });
      const f = hatched(frame(2, mine, lang));
      layout({ ...f, ui }, { width: 1280 });
      const log = [...mine, { text: "Round 1: Bot B1's turn.", turn: 1 }, { text: BOMB[lang], big: 1 }];
      const s = layout({ ...hatched(frame(3, log, lang)), ui }, { width: 1280 });
      const tags = s.items.filter((i) => i.label === "hand-news-tag");
      expect(tags.length).toBe(1);
      const title = s.items.filter((i) => i.label === "hand-title");
      expect(title.map((i) => i.news ?? false)).not.toContain(true);
      expect(title.length).toBeGreaterThan(0);
      const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell", "piece"].includes(i.type)
                                         || (i.type === "text" && String(i.text ?? "").trim() && !i.news));
      expect(read.filter((i) => over(tags[0], box(i))).map((i) => i.text ?? i.type)).toEqual([]);
    });
  }
});

// review 41, chaos_ja 1 (028→030): the course's bomb news, "c7 の隠れた爆弾…で a8 へ戻された", told at step 6, stayed
// over the hand into step 7, after the reader had played its Dawn: the kernel sends it with every decision of the turn.
// Told at a decision, it goes once the reader acts (the story keeps it); an Undo back to that decision tells it again.
describe("review 41, chaos_ja 1: the news told at a decision goes once the reader acts", () => {
  for (const width of [390, 1280]) for (const lang of ["en", "ja"]) {
    it(`${lang} at ${width}: shown at its decision, gone at the next, back after an Undo`, () => {
      const ui = {};
      const at = (step) => layout({ ...told(LONG[lang], lang), ui, step, deal: "d" }, { width });
      const shown = (s) => s.items.some((i) => i.label === "hand-news-tag");
      expect(shown(at(5))).toBe(true);
      expect(shown(at(5))).toBe(true);   // (drawn again: a hover, a resize)
      const next = at(6);
      expect(shown(next)).toBe(false);
      expect(next.items.find((i) => i.label === "hand-title")?.news ?? false).toBe(false);
      expect(shown(at(5))).toBe(true);
    });
  }
});
