// Newcomer review 33 (round BA, fixer BA5), letter_en 4 (127, 076) and letter_zh 6 (082, 131): the "▶ Press it again
// to play" bubble of a ⚠ chip lay over the prompt's own ⚠ line, the "Hand" label and the story lines under the band.
// Its place (scene/feedback.js tooltipItem, at the pressed chip's box, as ui/pointer.js puts it) covers none of them,
// by the chip; and it says why it asks twice (letter_zh 7: "▶ ⚠: press again to play", its ⚠ the why).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { tooltipItem } from "../scene/feedback.js";
import { textWidth } from "../scene/text.js";
import { PAGE_WORDS, say } from "../ui/words.js";
import start from "../fixtures/letter_start.json";
import heads from "./round35ba5_heads.json";
import games from "./round32ax8_games.json";

const READ = /^(prompt|prompt-more|hand-label|story-earlier|last-event)$/;

/** Return [lang, frame] of every recorded frame with a ⚠ move. */
function warned() {
  const out = [];
  for (const set of [heads, games]) {
    for (const [lang, list] of Object.entries(set)) {
      list.flat().forEach((f) => { if (!f.view.result && f.legal?.some((a) => String(a.label).includes("⚠"))) out.push([lang, f]); });
    }
  }
  return out;
}

const boxOf = (i) => ({ x: i.x, y: i.y, w: i.w || textWidth(i.text, i.size, i.bold), h: i.h ?? i.size });
const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return "lang width: bubble over 'words'" for each ⚠ chip's bubble that covers a line the reader reads. */
function covered(width) {
  const out = [];
  for (const [lang, f] of warned()) {
    f.view.hand.forEach((_, k) => {
      const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog: start.catalog,
                         ui: { selected: k } }, { width, height: width < 500 ? 844 : 800 });
      const read = s.items.filter((i) => i.type === "text" && READ.test(i.label ?? "")).map((i) => [i.text, boxOf(i)]);
      for (const c of s.items.filter((i) => i.type === "chip" && i.again)) {
        const tip = tooltipItem(s, say(PAGE_WORDS[lang] ?? PAGE_WORDS.en, c.again), { x: c.x, y: c.y, w: c.w, h: c.h });
        for (const [text, box] of read) if (over(tip, box)) out.push(`${lang} ${width}: over '${text.slice(0, 30)}'`);
        // by its chip still (a crowded phone band: above the prompt, ≤ 100 px): the next press is there; it went to
        // the desk's right edge, 800 px off, where a place lay free beside the chip
        const gap = Math.max(tip.y - (c.y + c.h), c.y - (tip.y + tip.h), tip.x - (c.x + c.w), c.x - (tip.x + tip.w));
        // (a desk's widest chips reach the card text's column, whole since letter_en 7: there it comes under the band)
        if (gap > (width < 500 ? 100 : 260)) out.push(`${lang} ${width}: ${Math.round(gap)} px from its chip: ${c.text.slice(0, 30)}`);
      }
    });
  }
  return [...new Set(out)];
}

describe("letter_zh 7 (review 33): the bubble says why this chip asks twice", () => {
  it("a ⚠ chip's bubble names the ⚠, in every language", () => {
    const keys = new Set();
    for (const [lang, f] of warned()) {
      const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog: start.catalog, ui: { selected: 0 } },
                       { width: 390, height: 844 });
      for (const c of s.items.filter((i) => i.again)) keys.add(c.again);
    }
    expect(keys.size).toBeGreaterThan(0);
    for (const lang of ["en", "zh", "zh-TW", "ja"]) for (const key of keys) expect(say(PAGE_WORDS[lang], key)).toContain("⚠");
  });
});

describe("letter_en 4 / letter_zh 6 (review 33): the press-again bubble covers no line the reader reads", () => {
  for (const width of [390, 1280]) {
    it(`at ${width}: never over the prompt, the Hand label or the story`, () => {
      expect(warned().length).toBeGreaterThan(20);
      expect(covered(width)).toEqual([]);
    });
  }
});
