// Issue 23 round 6c, a newcomer's Mythos findings (R-M): the win target is said where the round and the score are,
// en and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import { textWidth } from "../scene/text.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const texts = (s) => s.items.filter((i) => i.type === "text");

describe("finding 1: the win target is said on the table, not only in a tooltip", () => {
  it("the round line says the target and each panel counts adventure points 'of 20', en/ja, 390 and 1280 px", () => {
    const said = { en: /game ends at 20 adventure points/, ja: /アドベンチャーポイント（20 で終了）/ };
    const of = { en: /adventure points 0 of 20/, ja: /アドベンチャーポイント 0／20/ };
    for (const lang of ["en", "ja"]) {
      for (const width of [390, 1280]) {
        const s = scene(startF, { lang }, width);
        const target = texts(s).find((i) => i.label === "target");
        expect(target?.text, `${lang}@${width}`).toMatch(said[lang]);
        expect(target.x + (target.w ?? 0), `${lang}@${width}`).toBeLessThanOrEqual(width);
        const stats = texts(s).filter((i) => /^stats-/.test(i.label ?? "")).map((i) => i.text).join(" ");
        if (width > 1000) expect(stats, `${lang}@${width}`).toMatch(of[lang]);   // one line there
      }
    }
  });
  it("the rules help says when the game ends (20 adventure points), en/ja", () => {
    expect(catalogBase.help.en.rules[0]).toMatch(/(after|end of) the round in which a player reaches 20 adventure points/);
    expect(catalogBase.help.ja.rules[0]).toMatch(/20 点に達した/);
  });
});

describe("finding 2: a move's chip says what it costs before it is made", () => {
  it("Dysentery on an opponent says it also flips the caster's own ally and which adventure falls", async () => {
    const four = (await import("../fixtures/mythos_four.json")).default;
    const labels = four.legal.filter((a) => /Dysentery/.test(a.label ?? "")).map((a) => a.label);
    expect(labels.some((l) => /\(also flips your Gomes; Alone in the World falls to \d of 7\)$/.test(l)), labels.join(" | "))
      .toBe(true);
  });
});

describe("finding 9: a touch screen's prompt says tap, not click", () => {
  it("the turn's prompt on a phone touched says tap (ja タップ); with a mouse it says click", () => {
    for (const [lang, click, tap] of [["en", "click", "tap"], ["ja", "クリック", "タップ"]]) {
      const f = { ...startF, prompt: lang === "en" ? "Your turn: play a card (click a glowing card)." : "あなたの番：カードを使用する（光っているカードをクリック）。" };
      const promptOf = (ui) => texts(scene(f, { lang, ui }, 390)).filter((i) => i.label === "prompt" || i.bold)
        .map((i) => i.text).join(" ");
      expect(promptOf({ touch: true }), lang).toContain(tap);
      expect(promptOf({ touch: true }), lang).not.toContain(click);
      expect(promptOf({}), lang).toContain(click);
    }
  });
});

describe("finding 8: at game over the last combat is one line, not a band", () => {
  it("the over table draws no combat band, only the 'Last combat:' line", async () => {
    const over = (await import("../fixtures/mythos_over.json")).default;
    const s = scene(over, { lang: "en" }, 1280);
    expect(s.items.some((i) => i.type === "mband")).toBe(false);
    expect(texts(s).some((i) => /^Last combat/.test(i.text))).toBe(true);
  });
});

describe("findings 1 and 4: the target badge keeps to the status line at a desktop table's width", () => {
  it("at 930 px (a 1280×800 window's table) the badge shares the status row, en/ja", () => {
    for (const lang of ["en", "ja"]) {
      const s = scene(startF, { lang }, 930);
      const status = texts(s).find((i) => i.label === "status");
      const target = texts(s).find((i) => i.label === "target");
      expect(Math.abs(target.y - status.y), lang).toBeLessThan(8);
      expect(target.x + textWidthOf(target), lang).toBeLessThanOrEqual(930);
    }
  });
});

function textWidthOf(item) {
  return textWidth(item.text, item.size ?? 13, Boolean(item.bold));
}
