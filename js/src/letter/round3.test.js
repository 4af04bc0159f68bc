// The Letter table, issue 23 round 3 (a newcomer's findings): an Insanity card played with one move (Liber Ivonis)
// is confirmed like a card with several moves — its zoom and a chip that says what the play does, and the prompt says
// it raises Insanity N (LS-CHECK-1) — in every language the table speaks.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import { letterZoom } from "./layout.js";
import start from "../fixtures/letter_start.json";

const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const LIBER = 1;   // the start's hand: Mi-Go, Liber Ivonis (one move: protect yourself)

describe("Liber Ivonis asks before it is played (issue 23 item 1, LS-P4, LS-CHECK-1)", () => {
  it("opens its choice on a click instead of playing it at once", () => {
    const moves = start.legal.filter((a) => a.target.index === LIBER);
    expect(moves.length).toBe(1);                             // one move: the old table played it on one click
    expect(byLabel(scene(start), `hand-${LIBER}`).id).toBe(`select:${LIBER}`);
  });

  for (const lang of ["en", "zh", "ja"]) {
    it(`shows its zoom, a chip saying what it does and Cancel, and says Insanity N rises (${lang})`, () => {
      const fixture = { ...start, lang };
      const s = scene(fixture, { selected: LIBER });
      const chips = s.items.filter((i) => i.type === "chip");
      const move = start.legal.find((a) => a.target.index === LIBER);
      expect(chips.map((c) => c.id)).toEqual([`act:${move.id}`, "select:none"]);
      // what the play does, after the card's name (issue 23 r6: "Play Liber Ivonis: Protect yourself")
      expect(chips[0].text).toContain(move.label);
      expect(chips[0].text).toContain(move.text.split(":")[0]);     // the fixture's moves speak English
      const prompt = s.items.filter((i) => i.type === "text" && i.y >= byLabel(s, "prompt").y
                                      && i.y < chips[0].y).map((i) => i.text).join(" ");   // a line break is a space
      const name = start.catalog.cards.liber_ivonis[lang === "zh" ? "zh" : lang];
      expect(prompt).toContain(name);
      const said = lang === "en" ? prompt : prompt.replace(/\s+/g, "");   // a CJK line may break at a space
      expect(said).toMatch({ en: /Insanity N from 0 to 1/, zh: /瘋狂N從0變為1/, ja: /狂気Nが0から1/ }[lang]);
      expect(letterZoom({ ...valid(fixture), ui: { selected: LIBER } }).chosen).toBe("liber_ivonis");
    });
  }

  it("its zoom never covers the prompt that says what the play does, on a phone or a window (en, zh)", () => {
    const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    for (const lang of ["en", "zh"]) {
      for (const width of [350, 390, 910, 1200]) {
        const s = scene({ ...start, lang }, { selected: LIBER }, width);
        const zoom = byLabel(s, "zoom");
        expect(zoom, `${lang} ${width}`).toBeTruthy();
        const lines = s.items.filter((i) => i.label === "prompt" || i.label === "prompt-more");
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          // drawn from its top (paint.js: textBaseline "top"), with a 4 px gap around it
          const drawn = { ...line, w: textWidth(line.text, line.size, true), y: line.y - 4, h: line.size + 8 };
          expect(overlaps(zoom, drawn), `${lang} ${width}: ${line.text}`).toBe(false);
        }
      }
    }
    const zh = scene({ ...start, lang: "zh" }, { selected: LIBER }).items.filter((i) => i.label?.startsWith("prompt"));
    expect(zh.map((i) => i.text).join("")).not.toMatch(/。 /);   // no space between Chinese sentences
  });

  it("an Insanity card with several moves says so too, after a full stop (en: '… Deep Ones. It is …'; zh: '。')", () => {
    const hand = [{ id: "hound_of_tindalos", value: 3, insane: true }, start.view.hand[1]];
    const moves = ["compare=hand", "compare=deck"].map((f, k) => ({ ...start.legal[0], id: `play card=hound ${f}`,
      label: `m${k}`, target: { zone: "hand", index: 0 } }));
    for (const [lang, stop] of [["en", /Hound of Tindalos\. It is an Insanity card/], ["zh", /獵犬。這是瘋狂卡/],
                                ["ja", /猟犬 の使い方。狂気カード/]]) {
      const s = scene({ ...start, lang, view: { ...start.view, hand }, legal: moves }, { selected: 0 });
      const said = s.items.filter((i) => i.label?.startsWith("prompt")).map((i) => i.text).join(lang === "en" ? " " : "");
      expect(said, lang).toMatch(stop);
    }
  });

  it("keeps the rows still: selecting it moves nothing below the prompt band", () => {
    const before = byLabel(scene(start), "deck");
    const after = byLabel(scene(start, { selected: LIBER }), "deck");
    expect(after.y).toBe(before.y);
  });
});

describe("the end of the game says why the face-down cards stay face down (issue 23 item 3)", async () => {
  const won = (await import("../fixtures/letter_won.json")).default;
  const words = { en: /only what you saw.*Seed box/, zh: /只顯示你看過的牌.*種子/, ja: /あなたが見たものだけ.*シード/ };
  for (const lang of ["en", "zh", "ja"]) {
    for (const width of [350, 910]) {
      it(`${lang} at ${width}: a line under the table, and none while the game runs`, () => {
        const said = (s) => s.items.filter((i) => i.label === "end-hidden").map((i) => i.text).join(lang === "en" ? " " : "");
        expect(said(scene({ ...won, lang }, {}, width))).toMatch(words[lang]);
        expect(won.view.deck.cards.every((c) => c.hidden)).toBe(true);   // the backs it explains
        expect(said(scene({ ...start, lang }, {}, width))).toBe("");
      });
    }
  }
});
