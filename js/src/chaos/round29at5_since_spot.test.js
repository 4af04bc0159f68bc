// Round AT, fixer AT5 (newcomer review 28, chaos_ja 8, 023/076): on a phone "since your last turn" sat ~2 screens below
// the board; the reader could never see the board and the explanation together. The table keeps an empty room under
// the prompt's chips, at least the box's height, and the page lays the box there (ui/since_spot.js).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { layOver, placeSince } from "../ui/since_spot.js";
import cards from "../fixtures/chaos_cards.json";

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("chaos_ja 8: a phone's since box lies in the table's free room under the chips, near the board", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390 px: the room is empty, as tall as the box, under the hand; a card chosen takes it back`, () => {
      const ui = { sinceH: 96 };
      const plain = structuredClone({ ...cards, lang });
      plain.legal = plain.legal.filter((a) => a.kind !== "declare_time");   // no time chips above the hand
      const s = layout({ ...plain, ui }, { width: 390 });
      const spot = s.sinceSpot;
      expect(spot?.h).toBeGreaterThanOrEqual(96);
      const drawn = s.items.filter((i) => ["text", "chip", "ccard"].includes(i.type) && i.w > 0 && i.h > 0);
      expect(drawn.filter((i) => over(i, spot)).map((i) => i.text ?? i.label)).toEqual([]);
      const cells = s.items.filter((i) => i.type === "cell");
      expect(spot.y).toBeGreaterThan(Math.max(...cells.map((c) => c.y + c.h)));
      // (since round BB under the hand, with the prompt's block: review 34, chaos_ja 1, 2)
      const hand = s.items.filter((i) => i.type === "ccard" && /^hand-/.test(i.label ?? ""));
      expect(spot.y).toBeGreaterThanOrEqual(Math.max(...hand.map((c) => c.y + c.h)));
      // with the time chips above the hand: the room under them, or none (the box under the table), never over them
      const timed = layout({ ...structuredClone({ ...cards, lang }), ui }, { width: 390 });
      const chips = timed.items.filter((i) => i.type === "chip" && /^act:declare_time/.test(i.id ?? ""));
      expect(chips.length).toBeGreaterThan(0);
      if (timed.sinceSpot) expect(chips.filter((c) => over(c, timed.sinceSpot))).toEqual([]);
      ui.selected = "prank_moon";
      expect(layout({ ...structuredClone({ ...cards, lang }), ui }, { width: 390 }).sinceSpot).toBeUndefined();
    });
  }

  it("ja at 390 px: the hand's news of several lines, rising above the hand's title, stays clear of the room", () => {
    const f = structuredClone({ ...cards, lang: "ja" });
    f.legal = f.legal.filter((a) => a.kind !== "declare_time");
    f.legal[0].target.news = { hand: "B2 があなたの「統合失調症（目）」と「記憶喪失（髑髏）」を取った",
                               piece: "a4 の爆弾でスタートの a8 へ戻された" };
    const s = layout({ ...f, ui: { sinceH: 96 } }, { width: 390 });
    const news = s.items.filter((i) => /^hand-news|^hand-title$/.test(i.label ?? ""));
    expect(news.length).toBeGreaterThan(1);   // (one line since review 33, round BA: "… ほか 1 件は経過に")
    expect(s.sinceSpot?.h).toBeGreaterThanOrEqual(96);
    expect(news.filter((i) => over(i, s.sinceSpot)).map((i) => i.text ?? i.label)).toEqual([]);
  });

  it("the page lays the box over that room (absolute, the canvas's scale) and keeps its height for the table", () => {
    const box = { style: {}, dataset: {}, hidden: false, getBoundingClientRect: () => ({ height: 60 }) };
    const page = { since: { box }, root: { dataset: { wide: "0" }, getBoundingClientRect: () => ({ left: 0, top: 50 }) },
                   canvas: { __cthulhu: { scene: { width: 390, sinceSpot: { x: 10, y: 500, w: 370, h: 80 } } },
                             getBoundingClientRect: () => ({ left: 0, top: 100, width: 390 }) } };
    const ui = {};
    let drawn = 0;
    placeSince(page, ui, () => { drawn += 1; placeSince(page, ui, () => { drawn += 10; }); });
    expect(drawn).toBe(1);   // laid out once more for the box's height, no more
    expect(box.style).toMatchObject({ position: "absolute", top: "550px", left: "10px", width: "370px" });
    expect(ui.sinceH).toBe(60);
    expect(layOver(page, ui)).toBe(false);
    page.canvas.__cthulhu.scene = { width: 390 };   // a card chosen: no room, the box back under the table
    layOver(page, ui);
    expect(box.style.position).toBe("");
  });
});
