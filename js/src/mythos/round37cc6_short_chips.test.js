// Round CC, fixer CC6 (newcomer review 35, mythos_ja 2, shots 118/213): an action chip read as a paragraph, wrapped
// to 4-5 centred lines in its pill: 「「ウォーターベリー州立病院」へ近隣移動する：後のターンに「到着」を選ぶと着く（到着時に
// 正気度 +4）（⚠「広場恐怖症」：…）」. Now the chip says what it does in at most two lines and the details lie as plain
// text above it, every word still drawn.
import { describe, expect, it } from "vitest";
import { wholeChips } from "./chips.js";
import { wrapLines } from "../scene/text.js";

const LONG = {
  ja: ["「ウォーターベリー州立病院」へ近隣移動する：後のターンに「到着」を選ぶと着く（到着時に正気度 +4）（⚠「広場恐怖症」："
       + "毎ターン正気度 -1（屋外の間）、続いて神話デッキの一番上のカードを表にして解決する）",
       "アドベンチャー「疑わしい判断」を達成する：アドベンチャーポイント +5（⚠ ストーリーデッキの現在地より下の18枚を捨て札に"
       + "する：「闇に囁くもの」は条件7個中2個に下がる、「代償」は条件7個中1個に下がる）"],
  en: ["Walk to Waterbury State Hospital: you arrive on a later turn by choosing Arrive (Sanity +4 on arrival) (⚠ Agoraphobia: "
       + "Sanity -1 each turn while outdoors, then reveal the top card of the Mythos deck and resolve it)",
       "Complete the adventure Questionable Judgement: Adventure points +5 (⚠ discards the 18 cards of your story deck "
       + "under your location: Whisperer in Darkness falls to 2 of 7; The Price falls to 1 of 7)"],
};
const PLACES = { phone: { width: 350, fs: 14 }, desk: { width: 420, fs: 14 } };
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("mythos_ja 2: a chip's label is at most two lines, its details plain text above it", () => {
  for (const [lang, labels] of Object.entries(LONG)) {
    for (const [place, { width, fs }] of Object.entries(PLACES)) {
      it(`${lang} ${place}`, () => {
        const items = [];
        const chips = [...labels.map((text, k) => ({ text, id: `act:${k}` })), { text: "Close", id: "select:none", quiet: true }];
        const end = wholeChips(items, chips, 10, 100, width, fs);
        const drawn = items.filter((i) => i.type === "chip");
        expect(drawn).toHaveLength(3);
        for (const c of drawn) expect(wrapLines(c.text, c.w - Math.round(fs * 1.6), fs, true).length).toBeLessThanOrEqual(2);
        const texts = items.filter((i) => i.type === "text");
        const all = [...texts.map((t) => t.text), ...drawn.map((c) => c.text)].join("");
        // every word of the details still reads somewhere (the warning first of all)
        expect(all.replace(/\s/g, "")).toContain(lang === "ja" ? "広場恐怖症" : "Agoraphobia");
        expect(all.replace(/\s/g, "")).toContain(lang === "ja" ? "下の18枚" : "18cards");
        for (const [k, label] of labels.entries()) {
          const chip = drawn.find((c) => c.id === `act:${k}`);
          const mine = texts.filter((t) => t.chip === chip.id);
          expect(mine.length).toBeGreaterThan(0);
          for (const t of mine) expect(t.y + t.h).toBeLessThanOrEqual(chip.y);   // above its chip
          expect(label.startsWith(chip.text)).toBe(true);
        }
        for (const t of texts) for (const c of drawn) expect(overlap({ ...t, w: t.tw }, c)).toBe(false);
        expect(end).toBeGreaterThan(Math.max(...drawn.map((c) => c.y + c.h)));
      });
    }
  }

  // review 36, mythos_ja 2 (191): 「ミ＝ゴ（兵士）」 opened the label, its 「 was not counted, and the chip read only 「ミ＝ゴ
  it("a label opening with a name never cuts inside the name's quotes", () => {
    const items = [];
    const text = "「ミ＝ゴ（兵士）」を召喚する：あなたの脅威に加える（⚠ 戦って埋葬されてから初めてアドベンチャーの条件に数える）"
      + "（正気度 -1、このターンの残りは移動できない）";
    wholeChips(items, [{ text, id: "act:0" }], 0, 0, 350, 14);
    const chip = items.find((i) => i.type === "chip");
    expect(chip.text).toBe("「ミ＝ゴ（兵士）」を召喚する");
  });

  it("a short label stays whole on its chip, with no text above it", () => {
    const items = [];
    wholeChips(items, [{ text: "Pass", id: "act:pass" }], 0, 0, 350, 14);
    expect(items.map((i) => [i.type, i.text])).toEqual([["chip", "Pass"]]);
  });
});
