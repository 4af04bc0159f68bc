// Round AY, fixer AY4 (review 32, chaos_en 1 and 2, 202/019; room_en 5, 014/055): on a desk table the news over the
// hand ("New hand (B2's Brainwash): Mischief ×2, Prank", "Bomb at c7 (from the start or B's): back to a8") wrapped and
// rose over the last line of a chosen card's explanation, "a8" alone on its second line. Now it lies over no line,
// chip or card the reader reads, a size smaller where that makes room, every word shown (or on hover where even 11 px
// has none), the cards unmoved, at 930 (a 1280 window's table), 1280, 328 and 390 px.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";
import { textWidth } from "../scene/text.js";

/** chaos_start (A1 to move) with `news` sent on its first move, the card `selected` read. */
function told(news, selected) {
  const f = structuredClone(start);
  if (news) f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, news } };
  return { ...valid(f), lang: "en", ui: { selected } };
}

/** Return the box of a scene item the reader reads (a line's at its drawn width). */
const box = (i) => (i.type !== "text" ? { x: i.x, y: i.y, w: i.w ?? 1, h: i.h ?? 1 }
  : { x: i.align === "center" ? i.x - textWidth(i.text, i.size ?? 14, !!i.bold) / 2 : i.x, y: i.y,
      w: textWidth(i.text, i.size ?? 14, !!i.bold), h: i.size ?? 14 });
const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const NEWS = [
  { hand: "New hand (B2's Brainwash): Mischief ×2, Prank" },
  { piece: "Bomb at c7 (from the start or B's): back to a8" },
  { hand: "B1 took your Protection (Skull)", piece: "Bomb at c7 (from the start or B's): back to a8" },
];

describe("review 32: the news over the hand covers no explanation line", () => {
  for (const width of [930, 1280, 328, 390]) {
    for (const selected of [null, ...start.view.hands.A1.cards.map((c) => c.id)]) {
      for (const news of NEWS) {
        it(`${width}, ${selected ?? "no card"} read: ${Object.values(news).join(" · ")}`, () => {
          const cardsY = (s) => s.items.filter((i) => i.type === "ccard").map((c) => c.y);
          const plain = layout(told(null, selected), { width });
          const s = layout(told(news, selected), { width });
          const lines = s.items.filter((i) => i.news).sort((a, b) => a.y - b.y).map((i) => i.text);
          // every word shown, or (no room even at 11 px; since review 33, round BA, a second change: "+1 more in the
          // story") on its hover
          const tip = s.items.find((i) => i.label === "hand-title")?.tip ?? "";
          const cut = lines.join(" ").includes("…") || Object.keys(news).length > 1;
          for (const said of Object.values(news)) {
            expect((cut ? tip : lines.join(" ")).replace(/\s+/g, "")).toContain(said.replace(/\s+/g, ""));
          }
          expect(cardsY(s)).toEqual(cardsY(plain));
          expect(covered(s)).toEqual([]);
        });
      }
    }
  }
});

/** Return the lines, chips and cards a news tag of scene `s` lies over. */
function covered(s) {
  const read = s.items.filter((i) => ["chip", "ccard", "seat", "cell"].includes(i.type)
                                     || (i.type === "text" && i.text && !i.news));
  return s.items.filter((i) => i.label === "hand-news-tag")
    .flatMap((tag) => read.filter((r) => over(tag, box(r))).map((r) => r.text ?? r.label ?? r.type));
}

describe("review 32: over the recorded game, a card read or not, the news covers nothing read", () => {
  const input = (f, news, width, selected) => {
    const legal = f.legal.map((a, k) => (k ? a : { ...a, target: { ...a.target, news } }));
    const v = valid({ ...start, ...f, legal, view: { ...f.view, map: start.view.map }, lang: "en", seat: "A1" });
    return layout({ ...v, ui: { selected } }, { width });
  };
  for (const width of [930, 1280, 328, 390]) {
    for (const news of NEWS) {
      it(`${width}: ${Object.values(news).join(" · ")}`, () => {
        const hits = [];
        game.en.forEach((f, k) => {
          if (!f.legal.length || f.view.result) return;
          const cards = [...new Set(f.legal.filter((a) => a.target?.card != null).map((a) => a.target.card))];
          for (const c of [null, ...cards]) {
            const got = covered(input(f, news, width, c));
            if (got.length) hits.push(`frame ${k} ${c}: ${got.join(" | ")}`);
          }
        });
        expect(hits).toEqual([]);
      });
    }
  }
});
