// Newcomer review 32 (round AZ, fixer AZ3), letter_zh: a phone's chips still cut with "…" after round AY made the
// desk's whole. At 390 a chip is cut only where its words need more than two lines: the painter's own room inside the
// pill (not its whole height) and a selected card's only move without its head ("Play Liber Ivonis: ") where the
// head does not fit. The labels left too long for two lines are named here, for the sentence tables to shorten.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";
import named from "./round29at1_frames.json";
import af from "./round20af_frames.json";
import ax8 from "./round32ax8_games.json";
import n10 from "./round10n_games.json";
import aa from "./round19aa_frames.json";
import aaEnd from "./round19aa_end_frames.json";
import as1 from "./round28as1_frames.json";

/** Return [frame, lang, catalog] of every recorded frame the reader acts in ("zh" games are recorded in zh-TW). */
function recorded() {
  const out = [];
  for (const set of [named, af]) {
    for (const [name, f] of Object.entries(set)) if (name !== "catalog") out.push([f, name.split("_").at(-1), set.catalog]);
  }
  for (const games of [ax8, n10]) {
    for (const [lang, list] of Object.entries(games)) list.flat().forEach((f) => out.push([f, lang, start.catalog]));
  }
  for (const set of [aa, aaEnd]) {
    for (const [lang, frames] of Object.entries(set)) Object.values(frames).forEach((f) => out.push([f, lang, start.catalog]));
  }
  for (const lang of ["en", "zh-TW"]) Object.values(as1[lang]).forEach((f) => out.push([f, lang, answer.catalog]));
  return out.filter(([f]) => f.view && !f.view.result && f.legal?.length);
}

const chips = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
const cut = (c) => (c.text.match(/…/gu) ?? []).length > ((c.say ?? "").match(/…/gu) ?? []).length;
const lang2 = (lang) => lang.slice(0, 2);

/** Return the cut chips' texts by language, each hand card of each recorded frame chosen at 390×844. */
function cutByLang() {
  const by = { en: [], zh: [], ja: [] };
  for (const [f, lang, catalog] of recorded()) {
    f.view.hand.forEach((_, k) => {
      const s = layout({ game: "letter", mode: "play", seat: "player", lang, ...f, catalog, ui: { selected: k } },
                       { width: 390, height: 844 });
      by[lang2(lang)].push(...chips(s).filter(cut).map((c) => c.text));
    });
  }
  return by;
}

// labels longer than two lines at a phone's 11 px, whatever the layout does: reported for the sentence tables
const TOO_LONG = [
  /^Compare the deck's top card ⚠ your deck top may become known…$/u,
  /^Sane: Compare the deck's top card ⚠ your deck top may become known…$/u,
  /^⚠ Deck top: lower is discarded, else both become known ⚠ Insanity N may become 2…$/u,
  /^Look at the top card — already known: shows nothing new ⚠ you may have to play The Silver Key next…$/u,
  /^Your hand card, Golden Mead: swapped ⚠ the opponent gets Golden Mead: it shows your deck top…$/u,
  /^Sane: On the opponent… ⚠ if it eliminates the last clue, the opponent plays Cthulhu: you lose$/u,
  /^⚠ 山札の一番上 対 相手の次のカード：小さければ捨てられ、そうでなければ両方公開 ⚠ /u,
  /^一番上のカードを見る ——公開済み：新しい情報はない ⚠ 次の番に「銀の鍵」を出すことになるかも…$/u,
  /^手札の「黄金の蜂蜜酒」：交換される ⚠ 相手が「黄金の蜂蜜酒」を得る…$/u,
];

describe("letter_zh (review 32): a phone's chip is cut only where two lines cannot hold its words", () => {
  const by = cutByLang();

  it("no chip is cut in zh-TW, and in en and ja only the labels too long for two lines", () => {
    expect(by.zh).toEqual([]);
    for (const lang of ["en", "ja"]) expect(by[lang].filter((t) => !TOO_LONG.some((r) => r.test(t)))).toEqual([]);
  });

  it("the cut chips per language: en 10, zh 0, ja 4 of the recorded games (were en 15, zh 1, ja 7)", () => {
    expect(Object.fromEntries(Object.entries(by).map(([l, t]) => [l, t.length]))).toEqual({ en: 10, zh: 0, ja: 4 });
  });

  it("a selected card's only move reads whole without its head where the head does not fit", () => {
    const texts = [...by.en, ...by.ja];
    expect(texts.filter((t) => /^Play (Liber Ivonis|Professor Henry Armitage)|^「(エイボンの書|アーミティッジ教授)」/u.test(t)))
      .toEqual([]);
  });
});
