// Round 18z, newcomer review 17 of Mythos (en desk, ja phone), the Mythos table's words and stops.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fakeContext } from "../fake_canvas.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import richF from "../fixtures/mythos_rich.json";
import commitF from "../fixtures/mythos_commit.json";
import story15 from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 930) => layout({ ...valid(withCatalog(f)), ...extra }, { width });

/** Return the texts the card painter writes for `item`. */
function paintedTexts(item) {
  const { ctx } = fakeContext();
  const texts = [];
  ctx.fillText = (s) => texts.push(String(s));
  MYTHOS_PAINTERS.mcard(ctx, item);
  return texts;
}

// Finding 1: the number on a face-down threat read as its strength; it is how many cards lie face down (MY-ZONE:
// a threat's monsters are face down until the fight), so it says "cards" / "枚" beside the number.
const COUNT = { en: { 1: "1 card", 2: "2 cards" }, ja: { 1: "1枚", 2: "2枚" } };
for (const [lang, width] of [["en", 930], ["ja", 390]]) {
  describe(`finding 1, ${lang} ${width}: a face-down threat says it counts cards`, () => {
    it("the bot's threat in card play: its back reads '1 card', not a bare 1", () => {
      const s = scene(richF, { lang, ui: { touch: width < 600 } }, width);
      const back = s.items.find((i) => i.type === "mcard" && i.label === "threat-p1");
      expect(back, "the bot's face-down threat").toBeTruthy();
      expect(back.badgeText).toBe(COUNT[lang][1]);
      const texts = paintedTexts(back);
      expect(texts.join(" ")).toContain(lang === "en" ? "card" : "枚");
      expect(texts, "no bare number alone").not.toContain("1");
    });

    it("in the combat band, a threat's count says cards too", () => {
      const s = scene(commitF, { lang, ui: { touch: width < 600 } }, width);
      const back = s.items.find((i) => i.type === "mcard" && i.label === "fight-threat-p1");
      expect(back, "p1's threat in the fight").toBeTruthy();
      expect(back.badgeText).toBe(COUNT[lang][1]);
      expect(paintedTexts(back).join(" ")).toContain(lang === "en" ? "card" : "枚");
    });
  });
}

// Finding 2: the bot's panel folded flat (its name and numbers) to keep the hand in a 1280×800 window, and the reader had
// no way to open it: a chip on the folded panel opened it. Since newcomer review 24 (mythos_en 3: "the bot's table is
// hidden and the panels fold like an accordion") a two-seat desk never folds it flat: the fight that folded it shows
// the bot's cards, smaller, with no chip to press (round25ap6_both.test.js walks whole games).
const FOLDED_AT = 49;   // round15s's combat, the bot's panel folded flat at 1280 px before review 24
for (const lang of ["en", "ja"]) {
  describe(`finding 2, ${lang} 1280: the bot's table is in sight in a fight`, () => {
    const desk = (f, ui) => layout({ ...valid(withCatalog(f)), ui, lang }, { width: 1280 });
    const panel = (s) => s.items.find((i) => i.label === "panel-p1");
    const chip = (s) => s.items.find((i) => i.type === "chip" && i.label === "fold-p1");
    it("the panel the table folded flat keeps its cards, with no Show / Hide chip", () => {
      const frames = story15[lang];
      const ui = {};
      for (const f of frames.slice(FOLDED_AT, FOLDED_AT + 2)) {
        const s = desk(f, ui);
        const p = panel(s);
        expect(p.h, "its cards shown").toBeGreaterThan(80);
        expect(s.items.some((i) => i.type === "mcard" && i.label === "story-top-p1" && i.y > p.y && i.y < p.y + p.h)).toBe(true);
        expect(chip(s), "nothing to open").toBeUndefined();
      }
    });
  });
}

// Finding 5: the game-end breakdown (frames/ending.py mythos_rows: a heading row, then a row per player) had six
// columns; on a ja phone each heading ("アーティファクトと書物") broke a character a line. It is turned to a row per
// heading, label then each player's value: two or three narrow number columns beside the labels.
describe("finding 5: the result breakdown is a row per measure on every screen", () => {
  it("a heading row and two players become label / You / Bot 2 rows", async () => {
    const { endRows } = await import("../ui/ending.js");
    const rows = [["", "スコア", "アドベンチャー", "正気度", "アーティファクトと書物", "味方"],
                  ["あなた", 14, 1, 9, 2, 3], ["ボット 2", 12, 0, 7, 1, 2]];
    expect(endRows(rows)).toEqual([["", "あなた", "ボット 2"], ["スコア", 14, 12], ["アドベンチャー", 1, 0],
                                   ["正気度", 9, 7], ["アーティファクトと書物", 2, 1], ["味方", 3, 2]]);
    const plain = [["Escaped", "A1"], ["Rounds", 9]];   // label / value rows already (CHAOS, Letter)
    expect(endRows(plain)).toEqual(plain);
  });
});

// Finding 4: New game in a running game dealt anew without a question. The bar asks once the reader has moved (issue 23
// r6 item 1: not for the bots' moves alone); a move the reader had the bar's bot make for their own seat ("Bot plays
// my move") is a move of theirs in this game too: New game then asks, in the page's language; not after Game over.
describe("finding 4: a move the reader had the bot make for their seat puts the game at stake", () => {
  let restore;
  beforeEach(async () => { restore = (await import("../ui/fake_dom.js")).installFakeDocument(); });
  afterEach(() => restore());
  const traits = (more) => ({ game: "mythos", lang: "ja", seat: "p0", mode: "play", step: 6, history_len: 6,
                              undo_policy: "fair", deal: "1a2b3c4d", view: { game: "mythos", to_act: "p0" },
                              catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] }, ...more });

  it("the reader's 'Bot plays my move', then New game: it asks first; Game over: it deals", async () => {
    const { built, press } = await import("../ui/bar_support.js");
    const { fakeModel } = await import("../ui/fake_dom.js");
    const model = fakeModel(traits());
    const parts = built(model);
    parts.cmd("bot_move").fire("click");               // the bar's bot plays the reader's seat, at the reader's ask
    model.set("step", 8);
    parts.toolbar.update({ autoplay: false });
    model.sent.length = 0;
    press(parts.bar, parts.cmd("restart"));
    expect(parts.confirm.hidden, "asks before the game is lost").toBe(false);
    expect(model.sent).toEqual([]);
    expect(parts.confirm.textContent).toContain("このゲーム");
    parts.cmd("lose_no").fire("click");
    model.set("view", { game: "mythos", to_act: null, result: { outcome: "p0" } });
    parts.toolbar.update({ autoplay: false });
    press(parts.bar, parts.cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });
});
