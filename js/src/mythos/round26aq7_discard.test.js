// Review 25, mythos_ja 11 (052): the round-end discard prompt said its count twice, "カードを選んで「捨てる」を押す（あと1枚）。
// 捨てるカードをタップ：あと1枚". The kernel's prompt says how many are left; the page's mark line adds a count only
// once a card is marked (how many more to mark), never the same number again.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
// the kernel's discard prompt (frames/mythos.py _discard_asks) for 8 cards, keep 5–7: 1 to go
const ASK = { en: "End of round: you hold 8 cards; keep 5–7. Choose a card, then Discard (1 to go).",
              ja: "ラウンド終了：手札8枚（5〜7枚残す）。カードを選んで「捨てる」を押す（あと1枚）。" };
const COUNT = { en: /\b1 (to go|more)\b/g, ja: /あと1枚/g };
/** The prompt's lines: its first (label "prompt") and the unlabelled lines it wrapped into. */
function promptText(s) {
  const at = s.items.findIndex((i) => i.label === "prompt");
  const lines = [s.items[at]];
  for (const i of s.items.slice(at + 1)) {
    if (i.type === "mgloss") continue;                     // a glossary term's underline
    if (i.type !== "text" || i.label != null) break;
    lines.push(i);
  }
  return lines.map((i) => i.text).join("");
}

describe("mythos_ja 11: the discard prompt says its count once", () => {
  for (const [lang, width] of [["ja", 390], ["en", 1280]]) {
    it(`${lang} ${width}: one count before any mark`, () => {
      const s = layout({ ...valid(withCatalog(foughtF)), prompt: ASK[lang], ui: {}, lang }, { width });
      const said = promptText(s);
      expect(said).toMatch(lang === "ja" ? /タップ/ : /Click/);   // how to mark is still said
      expect(said.match(COUNT[lang]) ?? [], said).toHaveLength(1);
    });
  }
});

// Review 25, mythos_en 11 (206): the reason a marked discard is dangerous ("⚠ your adventure … needs it") was only
// under the hand, on the window's last pixel row: the "⚠ Discard these N" chip itself says it on a hover or a focus.
describe("mythos_en 11: the ⚠ Discard chip says why", () => {
  it("en 1280: a needed card marked, the chip's sentence names the adventure that needs it", () => {
    const needed = foughtF.legal.find((a) => a.kind === "discard" && a.target?.confirm);
    const ui = { marked: { insts: [needed.target.card] } };
    const s = layout({ ...valid(withCatalog(foughtF)), prompt: ASK.en, ui, lang: "en" }, { width: 1280 });
    const chip = s.items.find((i) => i.type === "chip" && String(i.id ?? "").startsWith("acts:"));
    // its ⚠ leads, or (one card marked, room beside a prompt without the kernel's count: review 29, mythos_en 3) the
    // card's own sentence is the chip, its ⚠ and the adventure in it
    expect(chip.text).toMatch(/⚠/);
    expect(`${chip.say ?? ""} ${chip.text}`).toMatch(/Alone in the World/);
  });
});

// Review 29, mythos_en 3 (097, 126): "Choose a card, then Discard (1 to go). 4 marked" — the kernel's count of the
// one-at-a-time discard beside the marks: once a card is marked, the marks alone say how many (the kernel's words
// the page cuts are pinned by test_mythos_round29_discard_words.py).
describe("mythos_en 3: marked cards, no 'to go' beside them", () => {
  for (const [lang, width, marked] of [["en", 1280, /\b\d+ marked\b/], ["ja", 390, /\d+枚を選んだ/]]) {
    it(`${lang} ${width}: two marked, the prompt says the marks, not the kernel's count`, () => {
      const cards = foughtF.legal.filter((a) => a.kind === "discard").map((a) => a.target.card);
      const ui = { marked: { insts: cards.slice(0, 2) } };
      const s = layout({ ...valid(withCatalog(foughtF)), prompt: ASK[lang], ui, lang }, { width });
      const said = promptText(s);
      expect(said).toMatch(marked);
      expect(said).not.toMatch(lang === "ja" ? /（あと\d+枚）/ : /to go/);
      expect(said).toMatch(lang === "ja" ? /5〜7枚残す/ : /keep 5–7/);   // the limits stay
    });
  }
});
