// Newcomer review of the Mythos desk table (1280×800, Voilà app), round X: the table holds still. Recorded games
// replayed at 1280 px as the page lays them out, one page memory per game, the reader's adventure list shut or opened.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";
import long13 from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
// a 1280×800 window's table: the canvas starts 123 px down the page, less a margin (layout.js WIDE_ROOM)
const WINDOW_FOOT = 800 - 123 - 8;

/** Return a recorded game's frames, each with the page's copy of the story where it was recorded with one. */
function game(frames) {
  let story = [];
  return frames.map((f) => {
    if (!Array.isArray(f.log)) return f;
    const [from, lines] = f.log;
    story = story.slice(0, from).concat(lines);
    return { ...f, log_lines: story };
  });
}

const GAMES = [["round15s en", story15.en, "en"], ["round15s ja", story15.ja, "ja"], ["round13q long", long13.long, "en"]];
const scene = (f, ui, lang) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width: 1280 });
const handOf = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
const ctxOf = (name, f, n) => `${name} frame ${n} (${f.view.round}|${f.view.turn}|${f.view.phase}|${f.view.step} ${f.view.to_act})`;
// the stage of a round: its card play, its combat, or the round's discard after it (since newcomer review 24, mythos_en
// 3, the bot's panel stays in sight, brief, through a combat and may fold flat at the discard after it: one change, at
// the phase's change, never between turns)
const stageOf = (f) => (f.view.phase === "play" ? "play" : f.view.phase === "combat" ? "combat" : "fight");

/** Return the bot's panel as drawn: flat (its name and numbers, one line) or its cards shown. */
function botPanel(s) {
  const p = s.items.find((i) => i.label === "panel-p1");
  const cards = s.items.filter((i) => i.type === "mcard" && i.y > p.y && i.y + i.h <= p.y + p.h);
  return { flat: p.h < 80 && !cards.length };
}

/** Lay out a game with one page memory (`ui`) and return each frame's scene with its frame. */
function replay(frames, lang, ui) {
  return game(frames).map((f, n) => ({ f, n, s: scene(f, ui, lang) }));
}

const MEMORIES = [["its adventure list shut", () => ({})], ["its adventure list opened by its ▾", () => ({ goalsOpen: "goals-p0" })]];

describe("finding 1: the bot's panel keeps its fold for the whole round, the hand in the window", () => {
  for (const [name, frames, lang] of GAMES) {
    for (const [memory, ui] of MEMORIES) {
      it(`${name}, 1280 px, ${memory}: within each round's stage it never folds to one line or unfolds`, () => {
        const seen = new Map();
        for (const { f, n, s } of replay(frames, lang, ui())) {
          const ctx = ctxOf(name, f, n);
          const foot = Math.max(...handOf(s).map((i) => i.y + i.h));
          expect(foot, `${ctx}: the hand's foot inside a 1280×800 window`).toBeLessThanOrEqual(WINDOW_FOOT);
          const key = `${f.view.round}|${stageOf(f)}`;
          const now = botPanel(s);
          const before = seen.get(key);
          if (before) {
            expect(now.flat, `${ctx}: the bot's panel ${before.flat ? "stays folded" : "stays unfolded"} (${before.n})`)
              .toBe(before.flat);
          }
          if (!before) seen.set(key, { ...now, n });
        }
      });
    }
  }
});

describe("finding 2: in combat the hand stays in the window and the table does not move between turns", () => {
  for (const [name, frames, lang] of GAMES) {
    for (const [memory, ui] of MEMORIES) {
      it(`${name}, 1280 px, ${memory}: one place for the hand and the seat's panel through each combat`, () => {
        const seen = new Map();
        for (const { f, n, s } of replay(frames, lang, ui())) {
          if (f.view.phase !== "combat") continue;
          const ctx = ctxOf(name, f, n);
          const hand = handOf(s);
          const top = Math.min(...hand.map((i) => i.y));
          const foot = Math.max(...hand.map((i) => i.y + i.h));
          expect(foot, `${ctx}: the hand's foot inside a 1280×800 window`).toBeLessThanOrEqual(WINDOW_FOOT);
          const seat = s.items.find((i) => i.label === "panel-p0").y;
          const before = seen.get(f.view.round);
          if (before) {
            expect(top, `${ctx}: the hand where it was at frame ${before.n}`).toBe(before.top);
            expect(seat, `${ctx}: the seat's panel where it was at frame ${before.n}`).toBe(before.seat);
          } else seen.set(f.view.round, { top, seat, n });
        }
      });
    }
  }
});

describe("finding 3: the 'Last combat' band is shorter, never dropped, where the table is tall", () => {
  for (const [name, frames, lang] of GAMES) {
    it(`${name}, 1280 px, the adventure list opened: the band shows wherever it shows with the list shut`, () => {
      const shut = replay(frames, lang, {});
      const opened = replay(frames, lang, { goalsOpen: "goals-p0" });
      let told = 0;
      for (const [k, { f, n, s }] of opened.entries()) {
        if (f.view.phase === "combat") continue;
        const band = (x) => x.items.find((i) => i.type === "mband" && i.label === "combat");
        if (!band(shut[k].s)) continue;
        const ctx = ctxOf(name, f, n);
        const b = band(s);
        expect(b, `${ctx}: the last combat's band`).toBeTruthy();
        const title = s.items.find((i) => i.label === "combat-title");
        expect(title?.text, `${ctx}: titled`).toBe(catalogBase.ui[lang].last_combat);
        const foot = Math.max(...handOf(s).map((i) => i.y + i.h));
        expect(foot, `${ctx}: the hand's foot inside a 1280×800 window`).toBeLessThanOrEqual(WINDOW_FOOT);
        told += 1;
      }
      expect(told, `${name}: frames with the last combat's band`).toBeGreaterThan(0);
    });
  }
});
