// Issue 23 round J (Mythos follow-ups of round I): a missing adventure requirement is crossed and says "missing" (ja
// 不足), a held one ticked (newcomer review 7, Mythos finding 3: a ring read as nothing). Fixtures:
// tests/test_mythos_table_why_not.py (p0 holds Alone in the World, its Phobia not met).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { goalNeeds } from "./tracker.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import { fakeContext } from "../fake_canvas.js";
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
  for (const [f, lang, word] of [[en, "en", "missing"], [ja, "ja", "不足"]]) {
    it(`draws ✗ and "${word}" on each requirement not held, ✓ on a held one (${lang})`, () => {
      const goal = me(f).goals[0];
      const s = scene(f, { selected: `goals-${f.seat}` });
      const needs = f.catalog.cards[goal.id].needs;
      needs.count.forEach((count, i) => {
        const item = s.items.find((it) => it.label === `goal-${goal.inst}-${i}`);
        const held = (goal.have[i] ?? 0) >= count;
        expect(item.text.startsWith(held ? "✓" : "✗"), item.text).toBe(true);
        expect(item.text.includes(word), item.text).toBe(!held);
        expect(item.text).not.toContain("○");
      });
    });
  }

  it("writes a held requirement ✓ without the word and a missing one ✗ with it", () => {
    const catalog = { cards: { a: { needs: { en: ["Ally", "Tome"], count: [1, 2] } } } };
    const out = goalNeeds(catalog, "en", { id: "a", have: [1, 1] }, wordsOf("en"));
    expect(out.map((n) => n.text)).toEqual(["✓ Ally", "✗ Tome 1/2 · missing"]);
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
