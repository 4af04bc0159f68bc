// Newcomer review 42 (round LL, fixer LL4), letter_zh 2 (390×844, 087): a naming grid cell pressed once, its words
// "⚠ 再按一下：猜 3 — 你知道它是 3 ⚠", spilled above and below the small cell over the prompt line and 「猜 7」; room_zh 3
// (175): Deep Ones' guesses all cut to 「猜 2 ⚠ 最上面的牌是 1：猜…」 (no hover on a phone). Now an armed cell's words
// stay inside the cell, and a warning every naming cell shares is said once in the prompt, each cell whole (LS-P1).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { feedbackItems } from "../scene/feedback.js";
import { fitText, textWidth } from "../scene/text.js";
import start from "../fixtures/letter_start.json";
import { recorded } from "./recorded_frames.js";

const LEAD = { en: "⚠ Press again:", ja: "⚠ もう一度押す：", zh: "⚠ 再按一下：", "zh-TW": "⚠ 再按一下：" };
const WIDTHS = [360, 390, 1280];
const cells = (s) => s.items.filter((i) => i.type === "chip" && i.corner && String(i.id ?? "").startsWith("act:"));
const measure = (t, s) => textWidth(t, s, true);

/** Return why the chip `c`'s words are not drawn whole inside its own box, else "". */
function spill(c, box = c) {
  const fit = fitText(c.text, { width: c.w - 2 * c.corner, size: c.size, maxLines: c.rows ?? 1, measure });
  if (fit.cut) return `cut: ${c.text}`;
  if (c.y < box.y - 0.5 || c.y + c.h > box.y + box.h + 0.5) return `out of its cell: ${c.text}`;
  return fit.lines.length * fit.size * 1.2 > c.h + 1 ? `taller than its cell: ${c.text}` : "";
}

/** The start table at a guess (Deep Ones' Insane row, the top card a 1 seen): every name labelled `label(v)`. */
function guessing(label, lang) {
  const legal = [2, 3, 4, 5, 6, 7, 8].map((v) => ({ id: `guess value=${v}`, kind: "guess", fields: { value: v },
    label: label(v), text: `Name ${v}.`, target: { zone: "prompt" } }));
  const view = { ...start.view, hand: [{ id: "silver_key", insane: false, value: 7 }], prompt: { kind: "guess" } };
  return { ...start, lang, view, legal, ui: {} };
}

/** The start table with Deep Ones chosen by an insane reader (room_zh 3, 175): its Sane names all warned alike, its
 * Insane chip warned otherwise. */
function chosen(label, lang) {
  const legal = [2, 3, 4, 5, 6, 7, 8].map((v) => ({ id: `play card=deep_ones effect=sane guess=${v}`, kind: "play",
    fields: { card: "deep_ones", effect: "sane", guess: v }, label: label(v), target: { index: 0, zone: "hand" },
    text: `Play Deep Ones: name ${v}.` }));
  legal.push({ id: "play card=deep_ones effect=insane", kind: "play", fields: { card: "deep_ones", effect: "insane" },
               label: "瘋狂：最上面的牌是 1 則淘汰；否則猜一個數值 ⚠ 淘汰最後一張線索就輸", target: { index: 0, zone: "hand" },
               text: "Play Deep Ones (Insane)." });
  const hand = [{ id: "deep_ones", insane: true, value: 1 }, { id: "golden_mead", insane: true, value: 2 }];
  return { ...start, lang, view: { ...start.view, hand, insanity: 1 }, legal, ui: { selected: 0 } };
}

const SAID = {
  en: [(v) => `Name ${v} ⚠ the top card is a 1: no name can hit`, "⚠ the top card is a 1: no name can hit"],
  zh: [(v) => `猜 ${v} ⚠ 最上面的牌是 1：猜什麼都不中`, "⚠ 最上面的牌是 1：猜什麼都不中"],
  ja: [(v) => `${v} を宣言 ⚠ 一番上は 1：どの数も当たらない`, "⚠ 一番上は 1：どの数も当たらない"],
};

describe("room_zh 3 (review 42, 175): a warning every naming cell shares is said once, each cell whole", () => {
  for (const width of WIDTHS) {
    for (const [lang, [label, warn]] of Object.entries(SAID)) {
      it(`${lang} at ${width}`, () => {
        for (const made of [guessing(label, lang), chosen(label, lang)]) {
        const s = layout(made, { width });
        const grid = cells(s).filter((c) => !c.quiet && c.id.includes("guess"));
        expect(grid.length, grid.map((c) => c.id).join()).toBeGreaterThanOrEqual(6);
        expect(grid.map((c) => spill(c)).filter(Boolean)).toEqual([]);
        // said once on the table (the prompt's lines, wrapped, read as one text), on no cell
        const flat = (t) => t.replace(/\s/gu, "");
        const all = flat(s.items.filter((i) => typeof i.text === "string").map((i) => i.text).join(""));
        expect(all.split(flat(warn.replace(/^⚠ /u, ""))).length - 1, "said once").toBe(1);
        }
      });
    }
  }
});

describe("letter_zh 2 (review 42, 087): an armed naming cell's words stay inside the cell", () => {
  for (const width of WIDTHS) {
    it(`recorded games and built guesses at ${width} (en, zh-TW, ja, zh)`, () => {
      const bad = [];
      let seen = 0;
      const frames = recorded().map(([f, lang, catalog]) => [{ ...f, catalog }, lang]);
      for (const lang of Object.keys(SAID)) frames.push([guessing((v) => SAID[lang][0](v), lang), lang]);
      for (const [f, lang] of frames) {
        (f.view.hand.length > 1 ? f.view.hand : [null]).forEach((_, k) => {
          const s = layout({ game: "letter", mode: "play", seat: "player", ...f, lang, ui: { selected: k } },
                           { width, height: 844 });
          for (const c of cells(s)) {
            seen += 1;
            const [label] = feedbackItems(s, { tip: { armed: true, press: c.id, lead: LEAD[lang], text: "x" } });
            // the armed words inside the cell's own box (an unarmed cell's fit is round23ak4_grid's)
            const why = spill(label, c);
            if (why) bad.push(`${lang}: ${why}`);
          }
        });
      }
      expect(seen).toBeGreaterThan(20);
      expect([...new Set(bad)]).toEqual([]);
    });
  }
});
