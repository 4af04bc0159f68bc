// The Letter table, issue 23 round 6b: a late game (many discards, Insanity 5) fits a 1280×800 window whole, and on a
// phone the card zoom leaves the Hand and Deck labels and the hand's row in sight.
import { describe, expect, it, vi } from "vitest";
import { layout } from "../layout.js";
import { wirePointer } from "../ui/pointer.js";
import { valid } from "../view_schema.js";
import { textWidth } from "../scene/text.js";
import start from "../fixtures/letter_start.json";

const card = (id) => ({ id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane });
const PLAYER = ["investigators", "cats_of_ulthar", "elder_sign", "professor_armitage", "randolph_carter", "silver_key",
                "great_race_of_yith", "deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go",
                "nyarlathotep", "shining_trapezohedron"];
const OPP = ["investigators", "great_race_of_yith", "elder_sign", "cats_of_ulthar", "professor_armitage", "silver_key"];
const byLabel = (s, label) => s.items.find((i) => i.label === label);

/** Return a late game: `np` kinds in the player's discard, `no` in the opponent's, Insanity 5, a deck of 3. */
function late(lang = "en", np = 14, no = 6) {
  const view = { ...start.view, turn: 9, insanity: 5,
                 player_discard: PLAYER.slice(0, np).map(card), opponent_discard: OPP.slice(0, no).map(card),
                 opponent: { ...start.view.opponent, clues: 1, count: 2, cards: [{ hidden: true }, card("cthulhu")] },
                 deck: { ...start.view.deck, count: 3, cards: start.view.deck.cards.slice(0, 3) } };
  return { ...start, lang, view };
}

// Voilà at 1280×800: the table is 930 px wide (the story beside it), its canvas's top at 123 px and 21 px of page
// under it (tests/test_browser_letter.py measures the same page)
const VOILA = { width: 930, room: 800 - 123 - 21 };

describe("finding 1: a late game fits a 1280×800 window whole", () => {
  for (const lang of ["en", "zh", "ja"]) {
    for (const [np, no] of [[8, 3], [12, 5], [14, 6]]) {
      it(`${lang}: ${np} kinds in the player's discard, ${no} in the opponent's: the table ≤ ${VOILA.room} px`, () => {
        const s = layout({ ...valid(late(lang, np, no)) }, { width: VOILA.width });
        expect(s.height).toBeLessThanOrEqual(VOILA.room);   // the old table: 712 px in English
        expect(s.fitHeight).toBeLessThanOrEqual(VOILA.room);
        // the player's discard stays beside the hand (zh's long deck label sent it to a row of its own)
        expect(byLabel(s, "player-discard-0").x).toBeGreaterThan(byLabel(s, "deck").x + byLabel(s, "deck").w);
        // the last line of the table is inside it
        const foot = Math.max(...s.items.filter((i) => i.type === "text").map((i) => i.y + (i.size ?? 12)));
        expect(foot).toBeLessThanOrEqual(s.height);
        for (const deck of [3, 4, 8]) {   // the insanity line's bold race and doom sentences stay inside the table
          const f = late(lang, np, no);
          f.view = { ...f.view, insanity: deck === 8 ? 3 : f.view.insanity, deck: { ...f.view.deck, count: deck } };
          const t = layout({ ...valid(f) }, { width: VOILA.width });
          expect(t.height).toBeLessThanOrEqual(VOILA.room);
          for (const i of t.items.filter((x) => x.type === "text" && !x.z)) {
            expect(i.x + textWidth(i.text, i.size ?? 14, i.bold), i.text).toBeLessThanOrEqual(t.width);
          }
        }
      });
    }
  }

  it("a selection never makes the band taller than the room it keeps (Deep Ones' nine naming chips)", () => {
    const f = late("en", 12, 5);
    f.view = { ...f.view, hand: [card("deep_ones"), card("mi_go")] };
    const guesses = [2, 3, 4, 5, 6, 7, 8].map((g, k) => ({ id: `g${k}`, target: { zone: "hand", index: 0 },
                                                        fields: { guess: g }, label: `Sane: Name ${g}`, text: `Name ${g}` }));
    const legal = [{ id: "ins", target: { zone: "hand", index: 0 }, fields: {}, label: start.catalog.ui.en.band_insane_chip },
                   ...guesses, { id: "m", target: { zone: "hand", index: 1 }, fields: {}, text: "Play Mi-Go: look" }];
    const idle = layout({ ...valid({ ...f, legal }) }, { width: VOILA.width });
    const chosen = layout({ ...valid({ ...f, legal }), ui: { selected: 0 } }, { width: VOILA.width });
    expect(byLabel(chosen, "hand-1").y).toBe(byLabel(idle, "hand-1").y);
    expect(idle.height).toBeLessThanOrEqual(VOILA.room);
  });
});

/** Return a canvas that records its listeners and fires events at them (no DOM). */
function fakeCanvas(width) {
  const listeners = {};
  return { style: {}, listeners, addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
           getBoundingClientRect: () => ({ left: 0, top: 0, width, height: 800 }),
           fire(type, event = {}) { for (const fn of listeners[type] ?? []) fn({ type, ...event }); } };
}

describe("finding 2: a finger's tap shows no keyboard focus ring nor its tooltip over the band and the Hand label", () => {
  const s = layout({ ...valid(start) }, { width: 390 });
  const card = byLabel(s, "hand-0");
  const at = { clientX: card.x + 10, clientY: card.y + 10 };
  it("a tap (the canvas focused after the finger's pointerup, before its click): no focus ring, no tooltip", () => {
    const ui = { focus: -1 };
    const table = { scene: s, setFocus: vi.fn((i) => { ui.focus = i; }) };
    const canvas = fakeCanvas(s.width);
    wirePointer(canvas, table, ui, { setTimeout: () => 0, clearTimeout: () => {} });
    canvas.fire("pointerdown", { ...at, pointerType: "touch" });
    canvas.fire("pointerup", { ...at, pointerType: "touch" });
    canvas.fire("focus", { relatedTarget: null });   // Chromium: the tap's compatibility mousedown focuses here
    canvas.fire("click", { ...at, stopImmediatePropagation() {}, preventDefault() {} });
    expect(ui.focusVisible ?? false).toBe(false);   // the old wiring took this focus for a Tab: ring and big tooltip
    expect(table.setFocus).not.toHaveBeenCalled();
  });
  it("Tab into the canvas still focuses its first item with the ring", () => {
    const ui = { focus: -1 };
    const table = { scene: s, setFocus: vi.fn((i) => { ui.focus = i; }) };
    const canvas = fakeCanvas(s.width);
    wirePointer(canvas, table, ui, { setTimeout: () => 0, clearTimeout: () => {} });
    canvas.fire("pointerdown", { ...at, pointerType: "touch" });
    canvas.fire("pointerup", { ...at, pointerType: "touch" });
    canvas.fire("click", { ...at, stopImmediatePropagation() {}, preventDefault() {} });
    canvas.fire("blur", {});
    canvas.fire("focus", { relatedTarget: null });
    expect(ui.focusVisible).toBe(true);
  });
});

describe("finding 2: on a phone the card zoom leaves the hand's row and its Hand and Deck labels in sight", () => {
  const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const box = (s, i) => (i.type === "text" ? { ...i, w: i.w || 40, h: i.size ?? 12 } : i);
  const opp = (f) => ({ ...f, legal: [], view: { ...f.view, to_act: "opponent" } });
  for (const lang of ["en", "zh", "ja"]) {
    for (const [name, f] of [["start", { ...start, lang }], ["late", late(lang, 8, 4)], ["late, the opponent's turn", opp(late(lang, 8, 4))]]) {
      it(`${lang} ${name}: every card's zoom and the clue stack's are off the hand's row`, () => {
        const idle = layout({ ...valid(f) }, { width: 390 });
        const keys = [...new Set(idle.items.filter((i) => i.zoom).map((i) => i.zoom))];
        expect(keys.length).toBeGreaterThan(2);
        for (const key of keys) {
          const s = layout({ ...valid(f), ui: { selected: `zoom:${key}` } }, { width: 390 });
          const zoom = byLabel(s, "zoom");
          const row = s.items.filter((i) => /^(hand|deck)-label$|^hand-\d+$|^deck$/.test(i.label ?? ""));
          expect(row.map((i) => i.label)).toEqual(expect.arrayContaining(["hand-label", "deck-label", "hand-0", "deck"]));
          for (const i of row) expect(overlaps(zoom, box(s, i)), `${key} over ${i.label}`).toBe(false);
        }
      });
    }
  }
});

describe("a newcomer's game at 1280×800: a one-move chip says its target once", () => {
  for (const [lang, text, label, want] of [
    ["en", "Play Mi-Go on yourself: discard Liber Ivonis from your hand without its effect and draw 1 card.",
     "On yourself: discard Liber Ivonis, draw 1", "Play Mi-Go on yourself: discard Liber Ivonis, draw 1"],
    ["zh", "對自己打出米·戈：將另一張手牌《伊波恩之書》不發動效果地棄掉，然後抽1張牌，這句話很長很長很長很長很長很長很長很長很長很長很長很長很長很長。",
     "對自己：棄掉伊波恩之書，抽1張", "對自己打出米·戈：棄掉伊波恩之書，抽1張"]]) {
    it(`${lang}: '${want}'`, () => {
      const only = { ...start.legal[0], text, label };
      const f = { ...start, lang, legal: [only, start.legal[2]] };
      const s = layout({ ...valid(f), ui: { selected: 0 } }, { width: 930 });
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${only.id}`);
      expect(chip.text).toBe(want);   // the old chip: 'Play Mi-Go on yourself: On yourself: discard …'
      expect(chip.say).toBe(text);
    });
  }
});

describe("a newcomer's game at 1280×800 in Japanese: the opponent row's labels keep apart", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang}: 'Cthulhu (goal)' ends at least 16 px before 'Opponent's discard'`, async () => {
      const { textWidth } = await import("../scene/text.js");
      const s = layout({ ...valid(late(lang, 3, 1)) }, { width: 930 });
      const texts = s.items.filter((i) => i.type === "text");
      const goal = texts.find((i) => i.text === start.catalog.ui[lang].cthulhu);
      const opp = byLabel(s, "opp-discard-label");
      expect(goal.x + textWidth(goal.text, goal.size ?? 14)).toBeLessThanOrEqual(opp.x - 16);
    });
  }
});

describe("a newcomer's game on a phone: every line of the table stays inside it", () => {
  for (const lang of ["en", "zh", "ja"]) {
    it(`${lang} at 390 px: the late game's texts (its bold insanity line too) end inside the table`, () => {
      for (const deck of [3, 4, 8]) {
        const f = late(lang, 10, 4);
        f.view = { ...f.view, insanity: deck === 8 ? 3 : 5, deck: { ...f.view.deck, count: deck } };
        const t = layout({ ...valid(f) }, { width: 390 });
        for (const i of t.items.filter((x) => x.type === "text" && !x.z)) {
          expect(i.x + textWidth(i.text, i.size ?? 12, i.bold), i.text).toBeLessThanOrEqual(t.width);
        }
      }
    });
  }
});
