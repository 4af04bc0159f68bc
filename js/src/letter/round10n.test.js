// The Letter table, issue 23 round N (newcomer review 10: Letter 8/7 at 1280×800, 7/6 on a zh Traditional phone).
// round10n_games.json: six whole games (seeds 1-6, each move a seeded random legal one, LetterWidget in en, zh and ja),
// every frame the page received (the deck's hidden cards cut to its top, the story to its last three lines).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";
import games from "./round10n_games.json";

const LANGS = ["en", "zh", "ja"];
const PHONE = { window: 844, bar: 64 };   // a 390×844 phone; the page's bar over the canvas (two rows, measured)
const DESK = { width: 930, top: 123, window: 800 };   // Voilà at 1280×800: the canvas 930 wide, its top at 123 px
const at = (s, label) => s.items.find((i) => i.label === label);
const all = (s, re) => s.items.filter((i) => re.test(i.label ?? ""));

/** Return every turn frame of the games in `lang` (no result yet) with each selection a player can make in it. */
function turns(lang) {
  const out = [];
  for (const game of games[lang]) {
    for (const f of game) {
      if (f.view.result) continue;
      const base = valid({ ...start, ...f, lang, catalog: start.catalog });
      const playable = f.view.hand.map((_, i) => i)
        .filter((i) => f.legal.some((a) => a.target?.zone === "hand" && a.target.index === i));
      for (const selected of [null, ...playable]) out.push({ base, selected, turn: f.view.turn });
    }
  }
  return out;
}

describe("finding 1: on a phone the table keeps one height and the hand one y, the hand and Insanity in one screen", () => {
  for (const lang of LANGS) {
    for (const width of [360, 390]) {   // the layout's width on a 390 px phone (its page leaves ~348 px: 360), and 390
      it(`${lang} at ${width}: a whole game's frames and selections, one table height, one hand y`, () => {
        const seen = { height: new Set(), hand: new Set(), prompt: new Set() };
        for (const { base, selected } of turns(lang)) {
          const s = layout({ ...base, ui: { selected, touch: true } }, { width });
          seen.height.add(s.height);
          seen.hand.add(at(s, "hand-0").y + (selected === 0 ? 8 : 0));   // a chosen card stands 8 px up
          seen.prompt.add(at(s, "prompt-panel")?.y);
          const hand = at(s, "hand-0");
          expect(hand.y + hand.h).toBeLessThanOrEqual(PHONE.window - PHONE.bar);
          const line = at(s, "insanity-line");
          expect(line.y + line.size, line.text).toBeLessThanOrEqual(PHONE.window - PHONE.bar);
        }
        expect([...seen.height]).toHaveLength(1);
        expect([...seen.hand]).toHaveLength(1);
        expect([...seen.prompt]).toHaveLength(1);
      });
    }
  }

  it("zh at 360: no empty band between the opponent's discard and the prompt (the pile lies beside Cthulhu)", () => {
    const [{ base }] = turns("zh");
    const s = layout({ ...base, ui: { touch: true } }, { width: 360 });
    const cthulhu = at(s, "cthulhu");
    const pile = s.items.filter((i) => /^opponent-discard/.test(i.label ?? ""));
    for (const card of pile) expect(card.x).toBeGreaterThanOrEqual(cthulhu.x + cthulhu.w);
    const foot = Math.max(cthulhu.y + cthulhu.h, ...pile.map((c) => c.y + c.h));
    expect(at(s, "prompt-panel").y - foot).toBeLessThanOrEqual(2 * (76 + 12) - 76 + 30);   // its second row's room
  });
});


describe("finding 3: at 1280×800 the hand row keeps one y for a whole game; the table's foot stays in the window", () => {
  for (const lang of LANGS) {
    it(`${lang} at ${DESK.width}: every frame and selection of six games: one hand y, the table ≤ 800 px`, () => {
      const ys = new Set();
      for (const { base, selected } of turns(lang)) {
        const s = layout({ ...base, ui: { selected } }, { width: DESK.width });
        ys.add([at(s, "hand-label").y, at(s, "deck").y].join());
        expect(DESK.top + s.height).toBeLessThanOrEqual(DESK.window);
      }
      expect([...ys]).toHaveLength(1);
    });
  }
});

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// Review 11, finding 2 moved the box off the opponent's row (it covered Cthulhu and the opponent's discard, what a
// choice is made by): one place still, right of the hand (round11o.test.js), covering no move and no card of that row
describe("finding 2: on a phone a chosen card's text shows in one place, by the hand, covering no move", () => {
  for (const lang of LANGS) {
    it(`${lang} at 360: every card chosen in six games: one box, one top, in the screen, covering no move`, () => {
      const tops = new Set();
      let n = 0;
      for (const { base, selected } of turns(lang)) {
        if (selected === null) continue;
        const s = layout({ ...base, ui: { selected, touch: true } }, { width: 360 });
        const boxes = s.items.filter((i) => i.label === "zoom");
        expect(boxes).toHaveLength(1);
        const [box] = boxes;
        n += 1;
        // right under the hand's Insanity lines (as many as the turn has: one place under them)
        const warned = all(s, /^(insanity-line|deck-top-danger)$/);
        tops.add(box.y - Math.max(...warned.map((l) => l.y + l.size)));
        expect(box.y).toBeGreaterThanOrEqual(at(s, "prompt-panel").y + at(s, "prompt-panel").h);
        // its name in the screen, as the hand (finding 1), under "Discard · Insanity N" (review 12, finding 5: it
        // covered that line; the line comes right under the Insanity lines, the box a line lower); its text runs on below
        const lines = s.items.filter((i) => /^zoom-name$/.test(i.label ?? "")).slice(0, 1);
        for (const l of lines) expect(l.y + l.size).toBeLessThanOrEqual(PHONE.window - PHONE.bar);
        expect(overlaps(box, { ...at(s, "insanity"), h: at(s, "insanity").size })).toBe(false);
        const covered = (x) => x.type === "chip" || /^(clue-stack|cthulhu|hand-\d|opponent-discard-\d+)$/.test(x.label ?? "");
        for (const i of s.items.filter(covered)) expect(overlaps(box, i), i.label ?? i.text).toBe(false);
      }
      expect(n).toBeGreaterThan(20);
      expect([...tops]).toHaveLength(1);
    });
  }

  it("every card of the catalog, chosen on a 350 px phone, has its whole text above the prompt", () => {
    for (const lang of LANGS) {
      for (const id of Object.keys(start.catalog.cards)) {
        const card = { id, value: start.catalog.cards[id].value, insane: start.catalog.cards[id].insane };
        const view = { ...start.view, hand: [card, start.view.hand[0]] };
        const legal = [{ id: "x", kind: "play", target: { zone: "hand", index: 0 }, fields: {}, text: "Play it." }];
        const s = layout({ ...valid({ ...start, lang, view, legal }), ui: { selected: 0, touch: true } }, { width: 350 });
        const box = at(s, "zoom");
        expect(box.y, `${lang} ${id}`).toBeGreaterThanOrEqual(0);
        for (const line of s.items.filter((i) => /^zoom-(name|text)$/.test(i.label ?? ""))) {
          expect(line.y + line.size).toBeLessThanOrEqual(box.y + box.h);
        }
      }
    }
  });
});

/** Return what `painter` draws for `item`: its texts ({text, x, y, max, font}) on a recording 2D context. */
async function painted(painter, item) {
  const { LETTER_PAINTERS } = await import("./paint.js");
  const texts = [];
  const ctx = new Proxy({}, {
    get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: String(t).length * 6 })
      : k === "fillText" ? (text, x, y, max) => texts.push({ text: String(text), x, y, max, font: o.font })
        : () => {}),
    set: (o, k, v) => { o[k] = v; return true; },
  });
  LETTER_PAINTERS[painter](ctx, item);
  return texts;
}

describe("finding 4: a discard's count lies inside its card, a pile's count off its face, a covered card's name in sight", () => {
  const small = { type: "card", x: 100, y: 200, w: 54, h: 76, small: true };

  it("'×2' is drawn inside the card's foot, not across its bottom edge", async () => {
    const texts = await painted("card", { ...small, times: 2, face: { id: "elder_sign", value: 4, name: "Elder Sign" } });
    const count = texts.find((t) => t.text === "×2");
    expect(count.y + 6).toBeLessThanOrEqual(small.y + small.h);   // its 11 px text's lower half inside
    expect(count.y - 6).toBeGreaterThanOrEqual(small.y + small.h / 2);
  });

  // review 11, finding 3 (038): 8 px out it floated away from its pile; on the card's top corner it lay over the card
  // (review 14, finding 6), so it sits by the lower corner, on the pile's edges (review 23, Letter zh-TW finding 8)
  it("a face-up clue's count badge sits by the pile's lower corner, mostly off the card and off its eye", async () => {
    for (const w of [72, 85]) {
      const pile = { type: "pile", x: 20, y: 100, w, h: 1.4 * w, count: 4, top: { id: "nyarlathotep", value: 6, name: "Nyarlathotep", insane: true } };
      const count = (await painted("pile", pile)).find((t) => t.text === "4");
      const [cx, cy] = [count.x, count.y - 1];   // the badge's centre (11 px round)
      expect(Math.hypot(cx - (pile.x + pile.w), cy - (pile.y + pile.h))).toBeLessThan(22);   // by the lower corner
      expect(cx - 11).toBeGreaterThanOrEqual(pile.x + pile.w - 3);   // at most 3 px over the card's edge
      expect(cy + 11).toBeLessThanOrEqual(pile.y + pile.h);
      expect(Math.hypot(cx - (pile.x + 0.78 * w), cy - (pile.y + 0.2 * w))).toBeGreaterThan(11 + 0.12 * w);
    }
  });

  it("a card under the next (peek 40 px) draws its name within the strip in sight, at 11 px or more", async () => {
    const texts = await painted("card", { ...small, peek: 40, face: { id: "mi_go", value: 2, name: "Professor Henry Armitage" } });
    const name = texts.filter((t) => /Professor|Henry|Armitage/.test(t.text));
    expect(name.length).toBeGreaterThan(0);
    for (const line of name) {
      expect(line.x + line.max / 2, line.text).toBeLessThanOrEqual(small.x + 40);
      expect(Number(/(\d+)px/.exec(line.font)[1])).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("finding 5: at the end nothing covers: the result panel leaves the turn's title, 'Protected' lies by Cthulhu", () => {
  const BANNER = { title: "克蘇魯獲勝", text: "你失敗：對手打出克蘇魯，祂突破封印。", win: false,
                   moment: "決定勝負的一刻：對手打出克蘇魯。",
                   rows: [["克蘇魯上剩下的線索", 0], ["牌堆剩下的牌", 2], ["你棄掉的瘋狂卡", 5], ["進行的回合", 8]] };
  for (const lang of LANGS) {
    it(`${lang}, a 390 px phone (a 360 px table drawn 348 px wide): "Turn 8 · Game over" lies under the panel`, async () => {
      const { endPanelHeight } = await import("./layout.js");
      const view = { ...start.view, turn: 8, result: { cause: "cthulhu", outcome: "loss", rule: "LS-P10", turns: 8 } };
      const s = layout({ ...valid({ ...start, lang, view, legal: [], banner: BANNER }), ui: { endingShown: true } },
                       { width: 348 });
      expect(s.width).toBe(360);
      const turn = start.catalog.ui[lang]?.turn ?? start.catalog.ui.en.turn;
      const head = s.items.find((i) => i.type === "text" && String(i.text).startsWith(`${turn} 8`));
      // the panel's CSS px over a table drawn at 348 / 360 of its size
      expect(head.y).toBeGreaterThanOrEqual(endPanelHeight(BANNER, 348) * (360 / 348) + 4);
    });
  }

  it("the opponent protected with no clue left: its 'Protected' pill lies across Cthulhu, not the empty clue slot", () => {
    for (const width of [930, 360]) {
      const view = { ...start.view, protected: { player: false, opponent: true },
                     opponent: { ...start.view.opponent, clues: 0, count: 1, cards: [start.view.opponent.cards.at(-1)] } };
      const s = layout(valid({ ...start, view }), { width });
      // the pill is the protection's only mark (round S finding 4: the shield beside Cthulhu said it twice)
      const pill = s.items.find((i) => i.label === "protected-opponent" && i.type === "rect");
      const cthulhu = at(s, "cthulhu");
      expect(pill.x).toBeGreaterThanOrEqual(cthulhu.x);
      expect(pill.x + pill.w).toBeLessThanOrEqual(cthulhu.x + cthulhu.w);
      expect(overlaps(pill, at(s, "clue-stack"))).toBe(false);
      for (const i of s.items.filter((x) => /^opponent-discard/.test(x.label ?? ""))) expect(overlaps(pill, i)).toBe(false);
    }
  });
});

describe("finding 6: a replay's step offers no move of the game", () => {
  it("the opponent to act in a replay's step: no 'Opponent plays ▶' chip, no ring on the clue stack, nothing acts", () => {
    const BANNER = { title: "克蘇魯獲勝", text: "你失敗：對手打出克蘇魯。", win: false };
    const view = { ...start.view, turn: 4, to_act: "opponent", phase: "opponent", prompt: { kind: "opponent" } };
    const log = [{ text: "第 4 回合：輪到對手。", turn: true }];
    const s = layout({ ...valid({ ...start, lang: "zh", view, legal: [], banner: BANNER, log_lines: log }),
                       ui: { endingShown: false, touch: true } }, { width: 360 });
    expect(s.items.filter((i) => i.type === "chip")).toEqual([]);
    expect(at(s, "clue-stack").highlight).toBe(false);
    expect(s.items.filter((i) => /^(act|cmd):/.test(String(i.id ?? "")) && i.id !== "cmd:none")).toEqual([]);
    // the same step in play (no banner yet) offers the step
    const play = layout(valid({ ...start, lang: "zh", view, legal: [] }), { width: 360 });
    expect(play.items.some((i) => i.type === "chip" && i.id === "cmd:bot_step")).toBe(true);
  });
});

describe("finding 6 (d113): a won game with a card left on the stack names the stack, not 'Clues: 0'", () => {
  const hound = { id: "hound_of_tindalos", insane: true, value: 3 };
  const withLeft = (lang) => {
    const v = won.view;
    return { ...won, lang, view: { ...v, opponent: { ...v.opponent, count: 1, clues: 0, cards: [hound] } } };
  };
  it("en: the label over the lying card is the stack's name", () => {
    const texts = layout(valid(withLeft("en")), { width: 1200 }).items.filter((i) => i.type === "text").map((i) => i.text);
    expect(texts).toContain("Opponent's stack");
    expect(texts.some((t) => t.startsWith("Clues"))).toBe(false);
  });
  it("en: with no card left it still reads 'Clues: 0'", () => {
    const texts = layout(valid(won), { width: 1200 }).items.filter((i) => i.type === "text").map((i) => i.text);
    expect(texts.some((t) => /^Clues: 0/.test(t))).toBe(true);
  });
});
