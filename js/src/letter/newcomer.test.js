// The Letter table for a newcomer (issue 23, the last findings of the newcomer review): who "the opponent" is, what
// Insanity N means, a discard pile that stays readable, and toasts that cover no move and no newest story line.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { moveBoxes, toastSpot } from "../ui/toast.js";
import { discardGroups, insanityState, letterZoom } from "./layout.js";
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";

const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.filter((i) => i.label === label);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const LANGS = ["en", "zh", "ja"];
// Widths: a 1280x800 window (the scene beside the story panel: 910; the whole width), a 390x844 phone (350, 390).
const WIDTHS = [1280, 910, 390, 350];

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
// A long game: 15 cards in the player's discard (Investigators ×3, Elder Sign ×2 …) and 9 in the opponent's.
const MINE = ["investigators", "deep_ones", "investigators", "cats_of_ulthar", "golden_mead", "elder_sign",
  "hound_of_tindalos", "elder_sign", "liber_ivonis", "professor_armitage", "mi_go", "nyarlathotep", "investigators",
  "shining_trapezohedron", "great_race_of_yith"].map(card);
const THEIRS = ["investigators", "cats_of_ulthar", "randolph_carter", "investigators", "elder_sign",
  "professor_armitage", "great_race_of_yith", "silver_key", "cats_of_ulthar"].map(card);
const long = (fixture, extra = {}) => ({ ...fixture, view: { ...fixture.view, player_discard: MINE,
  opponent_discard: THEIRS, insanity: 6, ...extra } });

describe("LS_SETUP_5: the opponent is said to be the clue stack", () => {
  for (const lang of LANGS) {
    it(`LS_SETUP_5 LS_TURN_2 ${lang}: a title over the clue stack and the stack's zoom say the opponent IS that stack`, () => {
      const s = scene({ ...start, lang }, {}, 910);
      const title = byLabel(s, "opponent-title");
      expect(title.length).toBeGreaterThan(0);
      const words = start.catalog.ui[lang];
      expect(title.map((i) => i.text).join("")).toBe(words.opponent_title.replace(/\s/g, lang === "en" ? " " : ""));
      expect(title[0].y).toBeLessThan(byLabel(s, "clue-stack")[0].y);        // above the stack it names
      expect(title[0].zoom).toBe("clue-stack");                                // a click opens the stack's text
      const z = letterZoom({ ...start, lang }).texts("clue-stack");
      expect(z.title).toContain(words.clue_pile);
      expect(z.lines.join("")).toContain({ en: "IS the opponent", zh: "就是對手", ja: "この山こそが相手" }[lang]);
    });
  }

  it("LS_TURN_2: the help's first rule says the opponent is the clue stack and plays its top card", () => {
    for (const lang of LANGS) {
      const first = start.catalog.help[lang].rules[0];
      expect(first).toContain({ en: "clue stack", zh: "線索牌堆", ja: "手がかりの山" }[lang]);
    }
  });
});

describe("LS_CHECK_1: Insanity N said in plain words near the number and in its zoom", () => {
  it("LS_CHECK_1 LS_CHECK_3 LS_CHECK_4: what the next check does, and when it must fail", () => {
    const st = (insanity, count, result = null) => insanityState({ insanity, deck: { count }, result });
    expect(st(0, 13)).toMatchObject({ key: "insanity_zero", doom: false });
    expect(st(2, 13)).toMatchObject({ key: "insanity_next", doom: false });
    expect(st(6, 2)).toMatchObject({ key: "insanity_fail", doom: true });     // the case: N = 6, deck 2
    expect(st(3, 3)).toMatchObject({ key: "insanity_empty", doom: true });    // nothing left to draw after it
    expect(st(6, 2, { outcome: "loss" }).doom).toBe(false);                    // the game is over: no warning
    expect(st(2, 9, { outcome: "win" }).key).toBe("insanity_over");            // over: no next check to describe
  });

  for (const lang of LANGS) {
    it(`LS_CHECK_1 ${lang}: a line under the discard says N, what the check does and that a short deck loses`, () => {
      for (const [n, deck, key] of [[0, 13, "insanity_zero"], [2, 9, "insanity_next"], [6, 2, "insanity_fail"]]) {
        const fixture = { ...start, lang, view: { ...start.view, insanity: n, deck: { ...start.view.deck, count: deck } } };
        const s = scene(fixture, {}, 910);
        const line = byLabel(s, "insanity-line");
        expect(line.length, `${n}/${deck}`).toBeGreaterThan(0);
        const text = line.map((i) => i.text).join(lang === "en" ? " " : "");
        expect(text).toContain(`N = ${n}`);
        expect(text).not.toMatch(/\{|insanity_/);
        const discard = byLabel(s, "insanity")[0];
        expect(line[0].y).toBeGreaterThan(discard.y);                         // under the number
        expect(line[0].zoom).toBe("insanity");
        expect(discard.zoom).toBe("insanity");
        const z = letterZoom(fixture).texts("insanity");
        expect(z.title).toContain(`N = ${n}`);
        expect(z.lines[0]).toBe(start.catalog.ui[lang].insanity_text);
        expect(key in start.catalog.ui[lang]).toBe(true);
      }
    });
  }
});

// a phone keeps the opponent's pile on two rows (review 8, finding 1) and its own on one (review 10, finding 1: the
// table's foot never moves), their cards over each other past those rows' worth, each value digit in sight
const narrow = (width) => width < 760;

describe("LS_KNOW_5: a long discard pile stays readable", () => {
  it("LS_KNOW_5: groups a pile by kind with its count, each kind where it was first discarded (review 6, finding 5)", () => {
    const groups = discardGroups(MINE);
    expect(groups.map((g) => g.card.id)).toEqual(["investigators", "deep_ones", "cats_of_ulthar", "golden_mead",
      "elder_sign", "hound_of_tindalos", "liber_ivonis", "professor_armitage", "mi_go", "nyarlathotep",
      "shining_trapezohedron", "great_race_of_yith"]);
    expect(groups.find((g) => g.card.id === "investigators").n).toBe(3);
    expect(groups.reduce((sum, g) => sum + g.n, 0)).toBe(MINE.length);
  });

  for (const width of WIDTHS) {
    for (const lang of LANGS) {
      it(`LS_KNOW_5 ${lang} at ${width}: every discarded kind is one whole card, counted, overlapping nothing`, () => {
        const s = scene(long(start, {}), {}, width);
        for (const [label, pile] of [["player-discard", MINE], ["opponent-discard", THEIRS]]) {
          const cards = s.items.filter((i) => String(i.label).startsWith(`${label}-`));
          const groups = discardGroups(pile);
          expect(cards.map((c) => c.face.id)).toEqual(groups.map((g) => g.card.id));
          expect(cards.map((c) => c.times ?? 1)).toEqual(groups.map((g) => g.n));
          if (narrow(width, label)) {   // two rows kept (one for the player's), each card's value digit in sight
            expect(new Set(cards.map((c) => c.y)).size).toBeLessThanOrEqual(2);
            cards.slice(1).forEach((c, i) => c.y === cards[i].y && expect(c.x - cards[i].x).toBeGreaterThanOrEqual(14));
          }
          for (const c of cards) {
            expect(c.w).toBeGreaterThanOrEqual(54);                              // a name's words at MIN_TEXT
            expect(c.x + c.w).toBeLessThanOrEqual(s.width);
            for (const other of s.items.filter((i) => i !== c && ["card", "pile", "chip", "text", "slot"].includes(i.type)
                                                 && !i.background)) {
              const box = other.type === "text" ? { ...other, y: other.y, h: other.size ?? 12 } : other;
              if (other.type === "text" && !other.w) continue;                   // an unmeasured text: its own test
              if (narrow(width, label) && String(other.label).startsWith(`${label}-`)) continue;
              expect(overlaps(c, { ...box, h: (box.h ?? 0) + (c.times ? 8 : 0) }), `${c.label} × ${other.label ?? other.id ?? other.type}`)
                .toBe(false);
            }
          }
        }
      });
    }
  }
});

describe("issue 23: toasts cover no move and no newest story line", () => {
  it("picks the first spot free of every box, else none", () => {
    const top = { x: 8, y: 8, w: 374, h: 70, name: "top" };
    const bottom = { x: 8, y: 766, w: 374, h: 70, name: "bottom" };
    expect(toastSpot([top, bottom], [{ x: 10, y: 400, w: 80, h: 30 }])).toBe(top);
    expect(toastSpot([top, bottom], [{ x: 10, y: 40, w: 80, h: 30 }])).toBe(bottom);
    expect(toastSpot([top, bottom], [{ x: 10, y: 40, w: 80, h: 30 }, { x: 0, y: 800, w: 390, h: 20 }])).toBeNull();
  });

  for (const [vw, vh] of [[390, 844], [1280, 800]]) {
    it(`at ${vw}x${vh} the spot chosen for a Letter answer covers none of its moves`, () => {
      const s = scene(answer, {}, vw === 390 ? 378 : 910);
      const rect = { left: 6, top: 90, width: s.width };
      const moves = moveBoxes(s, rect);
      expect(moves.length).toBeGreaterThan(1);                                   // the chips, the hand and the deck
      const newest = { x: 6, y: rect.top + s.height + 80, w: 300, h: 18 };       // the story's last line, under the table
      const h = 140;
      const spots = [{ x: 8, y: 8, w: vw - 16, h, name: "top" }, { x: 8, y: vh - 8 - h, w: vw - 16, h, name: "bottom" }];
      const spot = toastSpot(spots, [...moves, newest]);
      if (spot) for (const box of [...moves, newest]) expect(overlaps(spot, box)).toBe(false);
      // a table whose moves fill both ends of the screen leaves the toasts in the story's flow (they cover nothing)
      const everywhere = [{ x: 0, y: 0, w: vw, h: vh }];
      expect(toastSpot(spots, everywhere)).toBeNull();
    });
  }
});
