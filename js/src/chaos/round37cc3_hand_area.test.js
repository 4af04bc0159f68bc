// Round CC, fixer CC3 (newcomer review 35): CHAOS's hand area holds still and nothing covers "Your hand".
// chaos_ja 2: on a 390×844 phone an empty dark block of 150-250 px lay under the hand and its buttons, above the turn
// order (the prompt's block kept its room for the tallest choice there): the turn order now comes right under them.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

const input = (f, lang, ui) => ({ ...valid({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" }), ui });
const handCards = (s) => s.items.filter((i) => i.type === "ccard" && String(i.label).startsWith("hand-"));
const NEXT = /^(order-next|seat-|last-legend)/;
/** Return the gap between the foot of what lies under the hand's top (its cards, prompt, chips) and the turn order's top. */
function gapAbove(s) {
  const next = Math.min(...s.items.filter((i) => NEXT.test(i.label ?? "")).map((i) => i.y - (i.type === "text" ? i.size ?? 12 : 0)));
  const top = Math.min(...handCards(s).map((i) => i.y));
  const block = s.items.filter((i) => !i.background && i.y >= top && i.y < next && !NEXT.test(i.label ?? ""));
  return next - Math.max(...block.map((i) => i.y + (i.h || 0)));
}

describe("chaos_ja 2: the turn order comes right under a phone's hand and its buttons", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: no gap over 40 px between the hand block and the turn order, in every frame`, () => {
      const ui = {};
      const gaps = game[lang].map((f, k) => ({ k, phase: f.view.phase, gap: gapAbove(layout(input(f, lang, ui), { width: 390 })) }))
        .filter(({ gap }) => Number.isFinite(gap));
      expect(gaps.length).toBeGreaterThan(3);
      expect(gaps.filter((g) => g.gap > 40).map((g) => `${g.k} ${g.phase}: ${g.gap}`)).toEqual([]);
    });
  }
});

// chaos_en 4: "End cards and draw" / "Take a random card from B1" sat at y≈444 in one state and y≈463 in another; a
// click missed. The reader's action row keeps one y through their turn (move, cards, extra, a card chosen).
describe("chaos_en 4: the action row keeps one y through the reader's turn", () => {
  const OWN = ["move", "cards", "extra"];
  for (const [width, lang] of [[1280, "en"], [1280, "ja"], [1280, "zh"]]) {
    it(`${lang} at ${width}: the first prompt chip's y is the same in every own-turn frame, with a card chosen or not`, () => {
      const ui = {};
      const ys = new Map();
      game[lang].forEach((f, k) => {
        if (!OWN.includes(f.view.phase) || !(f.legal ?? []).length) return;
        const card = f.legal.find((a) => a.target?.card != null)?.target.card;
        for (const selected of [null, ...(card ? [card] : [])]) {
          const s = layout(input(f, lang, { ...ui, selected }), { width: width * 0.73 });
          const chips = s.items.filter((i) => i.type === "chip" && /^(act|select):/.test(String(i.id ?? "")));
          if (chips.length) ys.set(`${k} ${f.view.phase}${selected ? " chosen" : ""}`, Math.round(Math.min(...chips.map((c) => c.y))));
        }
      });
      expect(ys.size).toBeGreaterThan(5);
      expect(new Set(ys.values()).size, JSON.stringify([...ys])).toBe(1);
    });
  }
});

// chaos_ja 4: "あなたの手番：1 歩移動する（強調されたマスをタップ）、その場にとどまる、 …" hid its third option (a combo
// with the partner) behind "詳しく ▾". The reader's own turn's instruction is whole at 390 px.
describe("chaos_ja 4: a phone's own-turn instruction is whole, never cut with '…'", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the prompt's words hold the kernel's whole sentence`, () => {
      const ui = {};
      let seen = 0;
      game[lang].forEach((f, k) => {
        if (!["move", "cards", "extra", "combo_move"].includes(f.view.phase) || !(f.legal ?? []).length || !f.prompt) return;
        const s = layout(input(f, lang, ui), { width: 390 });
        const said = s.items.filter((i) => /^prompt/.test(i.label ?? "") || (i.type === "text" && i.colour === s.items.find((j) => j.label === "prompt")?.colour && i.y > 0))
          .map((i) => i.text).join("");
        expect(said, `frame ${k}`).not.toContain("…");
        expect(said.replace(/\s/g, ""), `frame ${k}`).toContain(f.prompt.replace(/\s/g, "").slice(-6));
        seen += 1;
      });
      expect(seen).toBeGreaterThan(5);
    });
  }
});

// chaos_en 5, room_en 5: the purple notice ("Bomb at c7 …: back to a8") lay on "Your hand" and touched the help text
// above; with more text the hand dropped. The notice has its own line above the heading: "Your hand" stays in sight,
// no notice rectangle crosses it or a card, and the cards keep their y with or without a notice.
function told(news, lang) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang, ui: {} };
}
const NEWS = {
  en: { piece: "Bomb at c7 (from the start or B's): back to a8", hand: "New hand (B2's Brainwash): Amnesia, Schizophrenia, Protection" },
  ja: { piece: "d7 の爆弾（最初からかチーム B）で a8 へ戻された" },
  zh: { hand: "新手牌（B2 的洗脑）：失忆、精神分裂、狂躁" },
};
const HAND = { en: "Your hand", ja: "あなたの手札", zh: "你的手牌" };
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// (a desk's: a phone's notice keeps the title's place, its room above the hand being the other role's title)
describe("chaos_en 5: the notice over the hand never covers 'Your hand' nor a card, nor moves the hand", () => {
  for (const width of [930, 1200]) {
    for (const [lang, news] of Object.entries(NEWS)) {
      it(`at ${width} in ${lang}`, () => {
        const plain = layout(told(null, lang), { width });
        const s = layout(told(news, lang), { width });
        const title = s.items.find((i) => i.label === "hand-title" && !i.news);
        expect(title?.text).toBe(HAND[lang]);
        const head = { x: title.x, y: title.y, w: 60, h: title.size ?? 12 };
        const tags = s.items.filter((i) => i.label === "hand-news-tag");
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) {
          expect(crosses(tag, head), "over 'Your hand'").toBe(false);
          for (const c of handCards(s)) expect(crosses(tag, c), `over ${c.label}`).toBe(false);
        }
        expect(handCards(s).map((c) => c.y)).toEqual(handCards(plain).map((c) => c.y));
      });
    }
  }
});

// chaos_en 4, 039; room_en 5, 024: the push chips "▲ up ▼ down ◀ left ▶ right" stood 8 px apart and the course's glow
// ring round one lay over its neighbour. They stand far enough apart for the ring.
import push from "./round14r_push.json";

describe("chaos_en 4: the push chips stand apart", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width}: 18 px at least between push chips on a row`, () => {
        const s = layout({ ...valid(push[lang]), ui: {} }, { width });
        const chips = s.items.filter((i) => i.type === "chip" && /^act:push/.test(String(i.id ?? ""))).sort((a, b) => a.y - b.y || a.x - b.x);
        expect(chips.length).toBe(4);
        const gaps = chips.slice(1).map((c, k) => [chips[k], c]).filter(([a, c]) => a.y === c.y).map(([a, c]) => c.x - (a.x + a.w));
        expect(gaps.length).toBeGreaterThan(0);
        for (const g of gaps) expect(g).toBeGreaterThanOrEqual(18);
      });
    }
  }
});

// chaos_en 4, 022 → 124: "End cards and draw" at y≈444, then ≈463 once "The key is at h6 · jumps at random when this
// round ends" took two lines over the band (the page's own text widths). The key's line takes one line on a desk.
describe("chaos_en 4: the key's line never moves the action row", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [760, 930]) {
    it(`${lang} at ${width}: the chips' y with the key on the board or not`, () => {
      const ys = new Set();
      for (const key of [null, [6, 8], [1, 1], [8, 8]]) {
        const f = structuredClone(start);
        f.view.key = key;
        const s = layout({ ...valid(f), lang, ui: {} }, { width });
        const chips = s.items.filter((i) => i.type === "chip" && /^act:/.test(String(i.id ?? "")));
        ys.add(Math.min(...chips.map((c) => c.y)));
      }
      expect([...ys]).toHaveLength(1);
    });
    }
  }
});
