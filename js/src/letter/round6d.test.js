// The Letter table, issue 23 round 6d (a newcomer's review: Letter 8/6.5 at 1280×800, 7.5/6 on a zh phone).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const WARN = { en: " ⚠ Cthulhu stays on top: you lose", zh: " ⚠ 克蘇魯留在最上面：你會輸" };
const SANE = { en: "Sane: Name", zh: "理智：猜" };

/** Return turn 9 of desk_layout_jump_gap.png: Deep Ones in hand at Insanity 1, Cthulhu the opponent's top card. */
function deepOnes(lang) {
  const act = (guess, warn) => ({ id: `play card=deep_ones effect=sane guess=${guess}`, kind: "play",
                                  fields: { card: "deep_ones", effect: "sane", guess },
                                  target: { zone: "hand", index: 0 }, text: `Play Deep Ones: name ${guess}.`,
                                  label: `${SANE[lang]} ${guess}${warn ? WARN[lang] : ""}` });
  const legal = [2, 3, 4, 5, 6, 7].map((g) => act(g, true));
  legal.push(act(8, false), { ...act(1, false), id: "play card=deep_ones effect=insane", fields: { card: "deep_ones",
    effect: "insane" }, label: lang === "en" ? "Insane: A 1 on top is eliminated; else name a value"
    : "瘋狂：最上面的牌是 1 則淘汰；否則猜一個數值" });
  legal.push({ id: "play card=elder_sign", kind: "play", fields: { card: "elder_sign" }, target: { zone: "hand", index: 1 },
               text: "Play Elder Sign: you are protected until your next turn.", label: "Protect yourself" });
  const view = { ...start.view, turn: 9, insanity: 1, hand: [card("deep_ones"), card("elder_sign")],
                 player_discard: ["liber_ivonis", "cats_of_ulthar"].map(card),
                 opponent: { ...start.view.opponent, clues: 0, count: 1, cards: [card("cthulhu")] } };
  const prompt = lang === "en"
    ? "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack). Danger: Cthulhu is "
      + "the opponent's top card. When your turn ends the opponent plays it and you lose, unless you seal it now."
    : "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。危險：克蘇魯是對手最上面的牌。";
  return { ...start, lang, view, legal, prompt };
}

describe("finding 1: the prompt panel is as tall as its text; the hand stays put", () => {
  for (const lang of ["en", "zh"]) {
    for (const width of [930, 390]) {
      it(`${lang} at ${width} px: Deep Ones' Name chips share rows and the panel has no empty half`, () => {
        const f = deepOnes(lang);
        const idle = layout(valid(f), { width });
        const chosen = layout({ ...valid(f), ui: { selected: 0 } }, { width });
        const panel = byLabel(chosen, "prompt-panel");
        const chips = chosen.items.filter((i) => i.type === "chip");
        const rows = new Set(chips.map((c) => c.y)).size;
        expect(rows, chips.map((c) => c.text).join(" | ")).toBeLessThanOrEqual(width < 500 ? 5 : 4);
        const last = Math.max(...chips.map((c) => c.y + c.h));
        // a phone's band keeps the room of its tallest selection (Hound of Tindalos insane, or this naming's warned
        // chips; newcomer review 10, finding 1): a few px more under these
        expect(panel.y + panel.h - last, "empty room under the chips").toBeLessThanOrEqual(width < 500 ? 40 : 30);
        expect(byLabel(chosen, "hand-label").y).toBe(byLabel(idle, "hand-label").y);
        expect(byLabel(layout({ ...valid(f), ui: { selected: 1 } }, { width }), "hand-label").y)
          .toBe(byLabel(idle, "hand-label").y);
        // the warning is said once, and the chips it is about keep a ⚠
        expect(chosen.items.filter((i) => i.type === "text" && /^prompt/.test(i.label ?? "")).map((i) => i.text)
          .join(" ")).toContain("⚠");
        expect(chips.filter((c) => c.text.endsWith("⚠")).length).toBe(6);
      });
    }
  }
});

describe("finding 8: a Letter room has no step chip (the server plays the opponent)", () => {
  it("offers 'Opponent plays ▶' at the widget, nothing at a room's shared table", () => {
    const f = { ...start, legal: [], view: { ...start.view, to_act: "opponent" } };
    const chips = (shared) => layout({ ...valid(f), shared }, { width: 930 }).items
      .filter((i) => i.type === "chip" && i.id === "cmd:bot_step");
    expect(chips(false).length).toBe(1);
    expect(chips(true).length).toBe(0);
  });
});

describe("finding 3: a touch screen's Letter prompt says tap", () => {
  it("the kernel's 'click a glowing card' and the empty band's line say tap on a touch screen, click with a mouse", () => {
    for (const [lang, click, tap] of [["en", "click", "tap"], ["zh", "點擊", "輕觸"], ["ja", "クリック", "タップ"]]) {
      const prompt = { en: "Your turn: click a glowing card to play it.", zh: "輪到你：點擊發光的牌。",
                       ja: "あなたの番：光っている札をクリックし、プレイする。" }[lang];
      const f = { ...start, lang, prompt };
      const said = (touch) => layout({ ...valid(f), ui: { touch } }, { width: 390 }).items
        .filter((i) => i.type === "text" && /^(prompt|prompt-more|band-empty)$/.test(i.label ?? "")).map((i) => i.text).join(" ");
      expect(said(false), lang).toContain(click);
      expect(said(true), lang).not.toContain(click);
      expect(said(true), lang).toContain(tap);
    }
  });
});
