// Issue 23 round J (Mythos follow-ups of round I): a missing adventure requirement is crossed and says "missing" (ja
// 不足), a held one ticked (newcomer review 7, Mythos finding 3: a ring read as nothing). Fixtures:
// tests/test_mythos_table_why_not.py (p0 holds Alone in the World, its Phobia not met).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { goalNeeds } from "./tracker.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import { fakeContext } from "../fake_canvas.js";
import { MIN_TEXT } from "../scene/text.js";
import { readFileSync } from "node:fs";
import catalogBase from "../fixtures/mythos_catalog.json";
import enF from "../fixtures/mythos_why_not_en.json";
import jaF from "../fixtures/mythos_why_not_ja.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const [en, ja] = [enF, jaF].map(withCatalog);
const scene = (f, ui = {}, width = 1280) => layout({ ...valid(f), ui }, { width });
const me = (f) => f.view.players.find((p) => p.seat === f.seat);
const wordsOf = (lang) => (key, vars = {}) => (catalogBase.ui[lang][key] ?? key)
  .replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");

describe("the adventure tracker crosses a missing requirement (round J, item 1)", () => {
  // a line of several cards says how many more instead (review 35, mythos_en 4)
  for (const [f, lang, word] of [[en, "en", /missing|more needed/], [ja, "ja", /不足|必要/]]) {
    it(`draws ✗ and "${word.source}" on each requirement not held, ✓ on a held one (${lang})`, () => {
      const goal = me(f).goals[0];
      const s = scene(f, { selected: `goals-${f.seat}` });
      const needs = f.catalog.cards[goal.id].needs;
      needs.count.forEach((count, i) => {
        const item = s.items.find((it) => it.label === `goal-${goal.inst}-${i}`);
        const held = (goal.have[i] ?? 0) >= count;
        expect(item.text.startsWith(held ? "✓" : "✗"), item.text).toBe(true);
        expect(word.test(item.text), item.text).toBe(!held);
        expect(item.text).not.toContain("○");
      });
    });
  }

  it("writes a held requirement ✓ without the word and a missing one ✗ with it", () => {
    const catalog = { cards: { a: { needs: { en: ["Ally", "Tome"], count: [1, 2] } } } };
    const out = goalNeeds(catalog, "en", { id: "a", have: [1, 1] }, wordsOf("en"));
    expect(out.map((n) => n.text)).toEqual(["✓ Ally", "✗ Tome · 1 more needed"]);   // review 35: not 1/2 and missing
  });
});

describe("a seat's panel says the hand's rule as the hand label does (round J, item 2)", () => {
  for (const [f, lang, said] of [[en, "en", ["refill to 13 · keep 5–7", "refill to 13 · keep 4–6"]],
                                  [ja, "ja", ["13枚まで補充・5〜7枚残す", "13枚まで補充・4〜6枚残す"]]]) {
    for (const width of [1280, 390]) {
      it(`writes refill and keep in each panel's numbers (${lang}, ${width} px)`, () => {
        const s = scene(f, {}, width);
        // the panels' numbers, not the hand's own label ("… at round end")
        const panels = s.items.filter((i) => i.type === "mpanel");
        const inPanel = (i) => panels.some((p) => i.y >= p.y && i.y < p.y + p.h) && !/round end|ラウンド終了/.test(i.text);
        const text = s.items.filter((i) => i.type === "text" && i.z !== 11 && inPanel(i)).map((i) => i.text).join(" ")
          .replace(/\s+/g, "");
        for (const rule of said) expect(text).toContain(rule.replace(/\s+/g, ""));
      });
    }
  }
});

describe("Mythos painters fill and outline with the scene's fillStroke (round J, item 3)", () => {
  it("repeats none of fillStroke's steps (fill, then stroke style, width, stroke)", async () => {
    const source = (await import("node:fs")).readFileSync(new URL("./paint.js", import.meta.url), "utf8");
    expect(source).toMatch(/import \{ fillStroke \} from "\.\.\/scene\/paint\.js"/);
    expect(source).not.toMatch(/ctx\.fill\(\);\s*ctx\.strokeStyle = [^;]+;\s*ctx\.lineWidth = [^;]+;\s*ctx\.stroke\(\)/);
  });

  it("still draws a seat's panel and the fight's band in their colours", () => {
    const { ctx } = fakeContext();
    MYTHOS_PAINTERS.mpanel(ctx, { x: 0, y: 0, w: 200, h: 80, you: true, active: true });
    expect([ctx.fillStyle, ctx.strokeStyle, ctx.lineWidth]).toEqual(["#1f3229", "#f5c542", 2.5]);
    MYTHOS_PAINTERS.mband(ctx, { x: 0, y: 0, w: 200, h: 80 });
    expect([ctx.fillStyle, ctx.strokeStyle, ctx.lineWidth]).toEqual(["rgba(110, 25, 40, 0.28)", "#a04050", 1.5]);
  });
});

describe("a panel's hand rule keeps the late table in a 1280×800 window (round J, issue 23: test_browser_mythos)", () => {
  // the browser test's late table (seed 3, round 4): 13 cards in each hand, 17 and 18 in the decks; the numbers with
  // "(refill to 13 · keep 3–6)" wrapped beside the Sanity bar, "20" alone on a second line in both panels: 810 px
  const late = JSON.parse(readFileSync(new URL("./round6f_late.json", import.meta.url))).tall;
  // hand_size 0: the panel says "keep 4–6" alone, as before round J
  const refilled = (f, lang, keepOnly) => ({ ...f, lang, view: { ...f.view, players: f.view.players.map((p, i) => ({
    ...p, hand_count: 13, deck_count: 17 + i, hand_size: keepOnly ? 0 : p.hand_size })) } });
  const statsOf = (s) => s.items.filter((i) => i.type === "text" && /^stats-/.test(i.label ?? ""));
  for (const lang of ["en", "ja"]) {
    for (const width of [930, 1200]) {
      it(`takes no more height than "keep" alone did, every text at least MIN_TEXT (${lang}, ${width} px)`, () => {
        const s = scene(withCatalog(refilled(late, lang, false)), {}, width);
        const before = scene(withCatalog(refilled(late, lang, true)), {}, width);
        expect(s.height).toBe(before.height);
        for (const p of s.items.filter((i) => i.type === "mpanel")) {
          expect(p.h, p.label).toBe(before.items.find((i) => i.label === p.label).h);
        }
        for (const i of statsOf(s)) expect(i.size).toBeGreaterThanOrEqual(MIN_TEXT);
        if (lang === "en") {   // the browser test's table: the whole rule, "20" beside it on one line
          const text = statsOf(s).map((i) => i.text).join(" ");
          expect(text).toContain("refill to 13 · keep 4–6");
          expect(statsOf(s).length, text).toBe(2);   // one line each, its first (a second has no label)
          const lines = s.items.filter((i) => i.type === "text" && i.label == null && /^\d+$|of 20$/.test(i.text));
          expect(lines, text).toEqual([]);
        }
      });
    }
  }
  it("keeps the whole rule on a phone, whose table scrolls (en, ja, 390 px)", () => {
    for (const [lang, rule] of [["en", "refill to 13 · keep 4–6"], ["ja", "13枚まで補充・4〜6枚残す"]]) {
      const s = scene(withCatalog(refilled(late, lang, false)), {}, 390);
      const text = s.items.filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s+/g, "");
      expect(text, lang).toContain(rule.replace(/\s+/g, ""));
    }
  });
});
