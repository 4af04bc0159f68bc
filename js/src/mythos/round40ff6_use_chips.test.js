// Round FF6 (newcomer review 37, mythos finding 2; MY-COMBAT-3, MY-CARD-4): at the combat's spell-and-artifact stop the
// casts lay only on their glowing cards (round DD's chips beside Done had taken a second chip row and moved the hand
// 5-13 px). Each cast is a chip again, one line naming the spell and what it is cast from ("Cast Command of the Bloody
// Tongue (from Dr. Allen) on …", a tap opening the spell with a move per target), in room the stop already has: the
// hand keeps the rect it had the frame before the stop, on a desk and a phone, en and ja.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { cardName } from "../scene/words.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { sharedWays, sharedWords } from "./use_chips.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) =>
  layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang, prompt: f.prompt }, { width });

// the stop's ask as the frame sends it (frames/mythos_use_step.py use_asks)
const ASK = {
  en: "Before the threats are revealed you may cast Command of the Bloody Tongue (press its chip by Done, or the spell "
    + "where it glows): from a tome you pay its Sanity and it turns face down until the round ends; from an ally it is "
    + "free, then buried. Then Done.",
  ja: "脅威が公開される前に「血塗られた舌の命令」を唱えられます（「完了」のそばのボタンか、光っている呪文を押す）。"
    + "書物の呪文は正気度を払い、ラウンド終了まで裏向きになります。味方の呪文は無料で、唱えたあと埋葬されます。終わったら「完了」。",
};
const FROM = { en: "(from Dr. Allen)", ja: "（アレン博士から）" };
const USE_STOP = 54;   // round 2's combat, the reader's use stop: one spell on Dr. Allen, four targets

/** Return the scenes of the recorded game up to the use stop (its ask given), as the page lays them out. */
function upToTheStop(lang, width) {
  const ui = width < 600 ? { touch: true } : {};
  const game = recordedGame(lang).slice(0, USE_STOP + 1);
  return game.map((f, n) => ({ f, ui, s: scene(n === USE_STOP ? { ...f, prompt: ASK[lang] } : f, ui, lang, width) }));
}

const handRects = (s) => s.items.filter((i) => /^hand-/.test(i.label ?? "") && i.type !== "text")
  .map((i) => [i.x, i.y, i.w, i.h].map(Math.round));

describe("review 37, mythos 2: the use stop's casts are chips beside Done, the hand where it was", () => {
  for (const lang of ["en", "ja"]) {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      it(`${lang} ${width}: a chip names the spell and its carrier, in the first screen; the hand stays`, () => {
        const laid = upToTheStop(lang, width);
        const { f, s } = laid[USE_STOP];
        expect(`${f.view.phase}/${f.view.step}/${f.view.to_act}`).toBe("combat/use/p0");
        const spell = cardName(catalogBase, lang, "command_of_the_bloody_tongue");
        const chips = s.items.filter((i) => i.type === "chip" && i.text?.includes(spell));
        expect(chips.map((c) => c.text), "one chip for the spell's four casts").toHaveLength(1);
        const [chip] = chips;
        expect(chip.text).toContain(FROM[lang]);
        expect(chip.text).toContain("…");
        expect(chip.id).toBe("select:35");
        expect(chip.rows ?? 1, "one line").toBe(1);
        expect(chip.y + chip.h).toBeLessThanOrEqual(width < 600 ? height : 800 - 123);
        expect(chip.x + chip.w).toBeLessThanOrEqual(width);
        const before = handRects(laid[USE_STOP - 1].s);
        expect(handRects(s), "the hand's rect as the frame before the stop").toEqual(before);
        expect(handRects(s)).toEqual(handRects(laid[USE_STOP - 5].s));   // and at the reader's commit stop
      });
    }
    it(`${lang}: the chip's tap opens the spell with a chip per target (each legal cast)`, () => {
      const laid = upToTheStop(lang, 1280);
      const { f, ui } = laid[USE_STOP];
      const opened = scene({ ...f, prompt: ASK[lang] }, { ...ui, selected: 35 }, lang, 1280);
      const ids = new Set(opened.items.filter((i) => i.type === "chip").map((i) => i.id));
      for (const a of f.legal.filter((m) => m.kind === "cast")) expect(ids.has(`act:${a.id}`), a.id).toBe(true);
    });
  }
  it("the words a spell's casts share, the target said '…'", () => {
    expect(sharedWords(["Cast Dust (from Glaaki) on Laban Shrewsbury", "Cast Dust (from Glaaki) on Luther Harden"]))
      .toBe("Cast Dust (from Glaaki) on …");
    expect(sharedWords(["「粉」を「ルーサー・ロング」に唱える（本から）", "「粉」を「ルーサー・ヤング」に唱える（本から）"]))
      .toBe("「粉」を…に唱える（本から）");
    // where the whole is too wide for a phone's line: the tail's last bracket kept (what it is cast from)
    expect(sharedWays(["「粉」を「ルーサー」に唱える（本から）", "「粉」を「ラバン」に唱える（本から）"]))
      .toEqual(["「粉」を…に唱える（本から）", "「粉」を…（本から）"]);
  });
});
