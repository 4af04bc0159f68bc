// The Letter table, newcomer review 14 (round R; desk 1280×800 en, phone zh-TW).
// Finding 1: holding two Cats of Ulthar, only the left glowed; the right one, clicked, showed its text and ✕ but no
// play chip (desk 041/042): the kernel offers a kind's moves once, on its first copy. Either copy is selectable and
// playable, with the same chips, on the player's own turn and in an answer.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { letterZoom } from "./layout.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const cats = { id: "cats_of_ulthar", insane: false, value: 2 };
const chipsOf = (s) => s.items.filter((i) => i.type === "chip").map((c) => ({ text: c.text, id: c.id }));
const card = (s, i) => s.items.find((it) => it.label === `hand-${i}`);

function twoCats() {
  const play = { fields: { card: "cats_of_ulthar" }, id: "play card=cats_of_ulthar", kind: "play",
                 label: "Look at the top card", target: { index: 0, zone: "hand" },
                 text: "Play Cats of Ulthar: look at the opponent's top card." };
  return { ...start, view: { ...start.view, hand: [cats, { ...cats }] }, legal: [play] };
}

describe("finding 1: two copies of one card behave the same", () => {
  it("own turn: both copies glow, either one selected shows the same play chip, a second click plays it", () => {
    const input = twoCats();
    const s = layout(input, { width: 1280 });
    expect(card(s, 0).highlight).toBe(true);
    expect(card(s, 1).highlight).toBe(true);
    expect(card(s, 1).id).toBe("select:1");
    const left = layout({ ...input, ui: { selected: 0 } }, { width: 1280 });
    const right = layout({ ...input, ui: { selected: 1 } }, { width: 1280 });
    const play = chipsOf(left).filter((c) => c.id === "act:play card=cats_of_ulthar");
    expect(play).toHaveLength(1);
    expect(chipsOf(right)).toEqual(chipsOf(left));
    expect(card(right, 1).chosen).toBe(true);
    expect(card(right, 1).id).toBe("act:play card=cats_of_ulthar");   // the second click plays it
  });

  it("an answer: either copy answers with the same chip", () => {
    const input = { ...answer, view: { ...answer.view, hand: [cats, { ...cats }] } };
    const s = layout(input, { width: 1280 });
    expect(card(s, 0).highlight).toBe(true);
    expect(card(s, 1).highlight).toBe(true);
    const left = layout({ ...input, ui: { selected: 0 } }, { width: 1280 });
    const right = layout({ ...input, ui: { selected: 1 } }, { width: 1280 });
    expect(chipsOf(right)).toEqual(chipsOf(left));
    expect(chipsOf(right).some((c) => c.id?.startsWith("act:answer"))).toBe(true);
  });
});

// Finding 2: Cthulhu on top and protected (the opponent's Elder Sign was the last clue), the prompt said the game was
// lost while the Insanity line under the hand still said "eliminate, take or swap Cthulhu away on your turn" (desk
// 094): the line says Cthulhu is protected and no card can seal it this turn.
describe("finding 2: the Insanity line agrees with a protected Cthulhu", () => {
  const lineOf = (s) => s.items.filter((i) => i.label === "insanity-line").map((i) => i.text).join(" ");
  const cthulhu = { id: "cthulhu", insane: true, value: 8 };
  const racing = (prot) => ({ ...start, view: { ...start.view, insanity: 2, insane: true,
    deck: { ...start.view.deck, turns: undefined, count: 5 },   // no deck clock: deck ÷ (N + 1), not the start's 13
    opponent: { ...start.view.opponent, count: 1, clues: 0, top_known: true, cards: [cthulhu] },
    protected: { player: false, opponent: prot } } });
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: protected, no way out is named; unprotected, the way out is`, () => {
      const w = start.catalog.ui[lang];
      const shielded = lineOf(layout({ ...racing(true), lang }, { width: 1280 }));
      const open = lineOf(layout({ ...racing(false), lang }, { width: 1280 }));
      const tail = (key) => w[key].slice(-12);
      expect(shielded.replace(/\s/g, "")).toContain(tail("insanity_race_shield").replace(/\s/g, ""));
      expect(shielded.replace(/\s/g, "")).not.toContain(tail("insanity_race_top").replace(/\s/g, ""));
      expect(open.replace(/\s/g, "")).toContain(tail("insanity_race_top").replace(/\s/g, ""));
    });
  }
  it("en: the words say it", () => {
    const s = lineOf(layout(racing(true), { width: 1280 }));
    expect(s).toContain("protected");
    expect(s).not.toContain("eliminate, take or swap");
  });
});

// Finding 6: the clue count's badge sat over a face-up top clue's corner (desk 010, 017). Review 23 (Letter zh-TW
// finding 8) missed the badge once it was gone: a face-up top keeps it, off the face (paint.js, round24ao2_badge).
describe("finding 6: a face-up top clue's count badge, and Clues: N said", () => {
  const nyar = { id: "nyarlathotep", insane: true, value: 6 };
  const cthulhu = { id: "cthulhu", insane: true, value: 8 };
  const withTop = (known) => ({ ...start, view: { ...start.view, opponent: { ...start.view.opponent, count: 5,
    clues: 4, top_known: known, cards: [known ? nyar : { hidden: true }, { hidden: true }, { hidden: true },
                                           { hidden: true }, cthulhu] } } });
  for (const width of [1280, 390]) {
    it(`at ${width}: face up, the badge and "Clues: 4" said; face down, the badge`, () => {
      const up = layout(withTop(true), { width });
      const down = layout(withTop(false), { width });
      const pile = (s) => s.items.find((i) => i.label === "clue-stack");
      expect(pile(up).top?.id).toBe("nyarlathotep");
      expect(pile(up).badge).not.toBe(false);
      expect(up.items.some((i) => i.type === "text" && /4/.test(i.text ?? "") && /Clues/.test(i.text))).toBe(true);
      expect(pile(down).badge).not.toBe(false);
    });
  }
});

// Finding 7: a small purple dot on the Insanity cards of a discard was never explained: the Insanity line's text (its
// zoom, on the line and the discard's label) says what it marks.
describe("finding 7: the purple dot is explained", () => {
  for (const [lang, word] of [["en", "purple dot"], ["zh", "紫色圓點"], ["ja", "紫の点"]]) {
    it(`${lang}: the Insanity line's text names the dot`, () => {
      const input = { ...start, lang };
      const s = layout(input, { width: 1280 });
      const zoom = letterZoom(input);
      const line = s.items.find((i) => i.label === "insanity-line");
      const said = zoom.texts(zoom.zoomKey(line));
      expect(said.lines.join(" ")).toContain(word);
    });
  }
});
