// CHAOS table, issue 23 round 4: the newcomer's finding 1 (the hand dropped ~1000 px below the board once "Time cards ▸"
// showed: a chip per time set, 20 of them for five cards of a suit) and finding 6 (the hand says why it is hatched).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import en from "../fixtures/chaos_round4_time.json";
import zh from "../fixtures/chaos_round4_time_zh.json";
import ja from "../fixtures/chaos_round4_time_ja.json";

const FIXTURES = { en, zh, ja };
const scene = (fixture, selected, width) => layout({ ...valid(fixture), ui: { selected } }, { width });
const cards = (s) => s.items.filter((i) => i.type === "ccard");
const board = (s) => s.items.filter((i) => i.type === "cell");
const bottom = (list) => Math.max(...list.map((i) => i.y + i.h));
const chips = (s) => s.items.filter((i) => i.type === "chip");
const sets = (f) => f.legal.filter((a) => a.kind === "declare_time");

describe("CHAOS finding 1: the time cards never push the hand below the board", () => {
  for (const [lang, f] of Object.entries(FIXTURES)) {
    for (const width of [390, 1200]) {
      it(`${lang} at ${width} px: the same height and hand place with the time cards open or not`, () => {
        // (a phone: the page's `ui` kept between looks, its table keeping the tallest height it has had, layout.js
        // held, since its turn order comes right under the prompt, round CC3; a desk's height must hold unprimed)
        const memo = {};
        const ui = (selected) => (width < 700 ? Object.assign(memo, { selected }) : { selected });
        const three = sets(f)[0].fields.cards;
        const choices = ["@declare_time", `@declare_time:${three.split("+")[0]}`, `@declare_time:${three}`];
        if (width < 700) for (const sel of [null, ...choices]) layout({ ...valid(f), ui: ui(sel) }, { width });
        const none = layout({ ...valid(f), ui: ui(null) }, { width });
        for (const sel of choices) {
          const open = layout({ ...valid(f), ui: ui(sel) }, { width });
          expect(open.height, sel).toBe(none.height);
          expect(bottom(cards(open)), sel).toBe(bottom(cards(none)));
        }
        if (width === 1200) {  // beside the board: the hand ends within a few card rows of the board's foot
          expect(bottom(cards(none))).toBeLessThan(bottom(board(none)) + 120);
          expect(none.height).toBeLessThan(720);
        }
      });
    }
  }

  it("the sets are picked from the hand: cards of a suit that makes a set, then Midnight or Dawn", () => {
    const open = scene(en, "@declare_time", 1200);
    const ids = Object.fromEntries(cards(open).map((c) => [c.face.id, c.id]));
    expect(ids.amnesia_skull ?? "").not.toMatch(/^(select|act):/);                         // one Skull card: it makes no set
    expect(ids.prank_eye).toBe("select:@declare_time:prank_eye");
    expect(chips(open).map((c) => c.id)).toEqual(["select:none"]);  // only Cancel until three are chosen
    const two = scene(en, "@declare_time:prank_eye+mischief_eye", 1200);
    const twoIds = Object.fromEntries(cards(two).map((c) => [c.face.id, c.id]));
    expect(twoIds.prank_eye).toBe("select:@declare_time:mischief_eye");  // a chosen card is taken out again
    expect(twoIds.brainwash_eye).toBe("select:@declare_time:prank_eye+mischief_eye+brainwash_eye");
    expect(cards(two).filter((c) => c.selected).map((c) => c.face.id).sort()).toEqual(["mischief_eye", "prank_eye"]);
    const done = scene(en, "@declare_time:prank_eye+mischief_eye+brainwash_eye", 1200);
    const want = sets(en).filter((a) => ["prank_eye", "mischief_eye", "brainwash_eye"]
      .every((c) => a.fields.cards.split("+").includes(c))).map((a) => `act:${a.id}`);
    expect(want).toHaveLength(2);
    expect(chips(done).map((c) => c.id)).toEqual([...want, "select:none"]);
    // what each does (review 17, finding 2) and to whom (review 19): the long chip's own words (HH3, chaos_en 11)
    expect(chips(done).map((c) => c.text)).toEqual(["Midnight (all patients step randomly)",
                                                     "Dawn (all ghosts go straight)", "Cancel"]);
    expect(chips(done)[0].say).toContain("Midnight");               // the chip's sentence, on hover
  });

  it("the Time cards chip says what it is (finding 6/10)", () => {
    const chip = chips(scene(en, null, 1200)).find((c) => c.id === "select:@declare_time");
    expect(chip.tip).toMatch(/three cards of one suit.*Midnight or Dawn/);
    const prompt = scene(en, "@declare_time", 1200).items.find((i) => i.label === "prompt");
    expect(prompt.text).toMatch(/^Time cards: click 3 more cards of one suit/);
  });
});

describe("CHAOS finding 6: a hand with cards of the other role says why they are hatched", () => {
  // (the shorter words since round HH, review 38 chaos_ja 6, once the fixtures are recorded again)
  const words = { en: /(you are a ghost now|now a ghost).*hatched patient cards/, zh: /你现在是鬼魂.*斜线的病人牌/,
                  ja: /(あなたは今幽霊です|今は幽霊).*斜線の患者のカード/ };
  for (const [lang, f] of Object.entries(FIXTURES)) {
    it(`${lang}: the hand's title names the role and the hatched cards`, () => {
      const s = scene(f, null, 1200);
      const title = s.items.filter((i) => i.type === "text" && i.y >= s.items.find((x) => x.label === "hand-title").y
        && i.y < Math.min(...cards(s).map((c) => c.y))).map((i) => i.text).join(" ");
      expect(lang === "en" ? title : title.replace(/\s+/g, "")).toMatch(words[lang]);
      expect(cards(s).filter((c) => c.offRole).map((c) => c.face.role)).toEqual(["patient", "patient", "patient"]);
    });
  }
});

describe("CHAOS finding 7: a hand card's name is never hyphenated inside a word", () => {
  it("Schizophrenia on a card of a hand of six: one whole word, condensed to the card", async () => {
    const { CHAOS_PAINTERS } = await import("./paint.js");
    const drawn = [];
    const ctx = new Proxy({}, {
      get(target, prop) {
        if (prop in target) return target[prop];
        if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
        if (prop === "fillText") return (text, x, y, maxW) => drawn.push({ text, maxW });
        return () => {};
      },
      set(target, prop, value) { target[prop] = value; return true; },
    });
    const face = { id: "schizophrenia_eye", function: "schizophrenia", role: "patient", suit: "eye",
                   name: "Schizophrenia", suitName: "Eye" };
    CHAOS_PAINTERS.ccard(ctx, { type: "ccard", x: 0, y: 0, w: 59, h: 78, face });
    expect(drawn.map((d) => d.text)).toContain("Schizophrenia");
    expect(drawn.some((d) => /-$/.test(d.text))).toBe(false);
    expect(drawn.find((d) => d.text === "Schizophrenia").maxW).toBeLessThanOrEqual(59);
  });
});

describe("CHAOS finding 8: the reaction window under the board keeps the wide table short", async () => {
  const react = (await import("../fixtures/chaos_react.json")).default;
  const { textWidth } = await import("../scene/text.js");
  it("at a 1280 page's table width (930 px) the react window ends by 700 px and stays left of the panel", () => {
    const s = layout({ ...valid(react), ui: {} }, { width: 930 });
    expect(s.height).toBeLessThanOrEqual(700);                  // 739 before: the page grew past 800 px
    const panelX = s.items.find((i) => i.label === "time-text").x - 30;
    const window = s.items.filter((i) => i.type === "text" && i.x < panelX && i.y > bottom(board(s)));
    expect(window.length).toBeGreaterThan(3);
    for (const i of window) expect(i.x + Math.min(textWidth(i.text, i.size, i.bold), i.maxW ?? Infinity)).toBeLessThan(panelX + 30);
  });
});

describe("CHAOS finding 9: the combo line's reaction agrees with the Story (cancelled vs turned back)", async () => {
  const react = (await import("../fixtures/chaos_react.json")).default;
  // (round W, newcomer review 16 finding 6: a turned combo works for the reacting team, as the Story says: CH-C4)
  // (round CC: said once, in the combo's header, "turned round by team B's reaction" / "cancelled by …"; the reaction's
  // line only names its cards: review 35, chaos_en 2)
  // (round KK: "taken over", not "turned round": no direction changed, review 41 chaos_ja 5)
  const words = { en: ["taken over by team B", "cancelled"], zh: ["夺走", "取消"], ja: ["奪われた", "取り消し"] };
  for (const [lang, [full, cancel]] of Object.entries(words)) {
    it(`${lang}: a same-suit reaction turns the combo back, another cancels it`, () => {
      const line = (reflect) => {
        const combo = { ...react.view.combo, reaction: {
          B2: { id: "prank_skull", function: "prank", suit: "skull", role: "ghost" },
          B1: { id: "schizophrenia_skull", function: "schizophrenia", suit: "skull", role: "patient" } }, reflect };
        const s = layout({ ...valid(react), lang, view: { ...react.view, combo }, ui: {},
                           catalog: react.catalog }, { width: 930 });
        const at = s.items.findIndex((i) => i.label === "combo");   // the combo's header through its reaction's line
        return s.items.slice(at, at + 8).filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s+/g, "");
      };
      const squeeze = (x) => x.replace(/\s+/g, "");
      expect(line("full")).toContain(squeeze(full));
      expect(line("cancel")).toContain(squeeze(cancel));
      expect(line("cancel")).not.toContain(squeeze(full));
    });
  }
});
