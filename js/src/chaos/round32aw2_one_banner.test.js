// Round AW, fixer AW2 (review 31, chaos_ja 1, 148/149 and 070: on a phone a role swap's banner fell back over the hand's
// title, three lines over the cards' top icons, the hand's news ("新しい…", "手札に加わった…") showing through it): one
// banner at a time in the title's place, over no card.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const NEW = [{ function: "amnesia", id: "amnesia_eye", role: "patient", suit: "eye" },
             { function: "protection", id: "protection_skull", role: "patient", suit: "skull" }];

/** chaos_start as A1 sees it (ja): acting, or waiting while B1 plays; `swap`: A2 and B1 traded roles (148), a new hand. */
function frame(acting, swap = false) {
  const f = structuredClone(start);
  if (swap) {
    const roles = Object.fromEntries(f.view.pieces.map((p) => [p.seat, p.role]));
    f.view.pieces = f.view.pieces.map((p) => (p.seat === "A2" ? { ...p, role: roles.B1 }
      : p.seat === "B1" ? { ...p, role: roles.A2 } : p));
    f.view.hands.A1 = { cards: NEW, count: 2 };
  }
  if (!acting) Object.assign(f, { legal: [] }, { view: { ...f.view, to_act: "B1", turn: 2 } });
  return { ...valid(f), lang: "ja", step: acting ? 1 : swap ? 3 : 2, deal: "d" };
}

const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const boxOf = (i) => ({ x: i.x, y: i.y, w: i.w ?? 200, h: i.h ?? i.size ?? 13 });

describe("review 31, chaos_ja 1: one banner at a time over the hand, over no card", () => {
  it("a swap while the hand's news shows: the news is not drawn under the banner; the banner covers no card", () => {
    const ui = { now: 1000 };
    layout({ ...frame(true), ui }, { width: 390 });
    layout({ ...frame(false), ui }, { width: 390 });
    const s = layout({ ...frame(false, true), ui }, { width: 390 });
    const banner = s.items.find((i) => i.label === "swap-banner");
    expect(banner).toBeTruthy();
    const news = s.items.filter((i) => i.label === "hand-news-tag" || i.news);
    expect(news.filter((n) => over(boxOf(n), banner))).toEqual([]);
    const cards = s.items.filter((i) => i.type === "ccard");
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => over(c, banner))).toEqual([]);
    expect(banner.fill).not.toMatch(/rgba\(.*0\.\d+\)/);   // opaque: nothing shows through
  });
});
