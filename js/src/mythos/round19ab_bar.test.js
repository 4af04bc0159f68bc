// Round AB, newcomer review 18 of the Mythos desk (en, 1280×800), Q2: "Controls move and fall off screen. 'Show Bot 2's
// table' or the adventure list pushes the hand below the 800-px window, and my card click hit nothing. Pass moves up and
// down a line as the prompt wraps." The hand and its action bar (the prompt and its first chip, Pass) keep one place at
// every frame of a recorded game, whatever opens above them, the hand's foot inside the window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";
import long13 from "./round13q_frames.json";
import story12 from "./round12p_frames.json";

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

const GAMES = [["round15s en", story15.en, "en"], ["round15s ja", story15.ja, "ja"], ["round13q long", long13.long, "en"],
               ["round12p car", story12.car, "en"], ["round12p discard", story12.discard, "en"]];
const MEMORIES = [["the bot's table hidden", () => ({})], ["its adventure list opened", () => ({ goalsOpen: "goals-p0" })],
                  ["Bot 2's table shown by its chip", () => ({ panelOpen: "p1" })]];
const handOf = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
const passOf = (s) => s.items.find((i) => i.type === "chip" && i.id === "act:pass");
const stageOf = (f) => (f.view.phase === "play" ? "play" : "fight");

/** Lay out a game at 1280 px with one page memory; return [{where, stage, top, foot, pass}] for its frames with a hand. */
function places(frames, lang, ui) {
  return game(frames).map((f, n) => {
    const s = layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width: 1280 });
    const hand = handOf(s);
    const where = `frame ${n} (${f.view.round}|${f.view.phase}|${f.view.step} ${f.view.to_act})`;
    return hand.length ? { where, stage: stageOf(f), top: Math.min(...hand.map((i) => i.y)),
                           foot: Math.max(...hand.map((i) => i.y + i.h)), pass: passOf(s)?.y, phase: f.view.phase } : null;
  }).filter(Boolean);
}

const seen = { top: new Set(), pass: new Set() };
describe("review 18, Q2: the hand and its Pass chip hold one place at 1280×800", () => {
  for (const [name, frames, lang] of GAMES) {
    for (const [memory, ui] of MEMORIES) {
      // the bot's opened table in a fight where the reader commits allies: still too tall (left, see the report)
      const open = memory.startsWith("Bot") ? (p) => p.stage === "play" : () => true;
      it(`${name}, ${memory}: the hand's top, the Pass chip's y and the hand's foot`, () => {
        for (const p of places(frames, lang, ui()).filter(open)) {
          expect(p.foot, `${name} ${p.where}: the hand's foot inside the window`).toBeLessThanOrEqual(WINDOW_FOOT);
          if (p.phase === "discard") continue;   // the round's discard: measured below
          seen.top.add(p.top);
          expect(p.top, `${name} ${p.where}: the hand's top`).toBe([...seen.top][0]);
          if (p.pass == null) continue;
          seen.pass.add(p.pass);
          expect(p.pass, `${name} ${p.where}: the Pass chip's y`).toBe([...seen.pass][0]);
        }
      });
    }
  }

  // measured, not yet held: at round 1's discard (a phobia's note makes the reader's panel tall) the hand sits 6-8 px
  // low, still in the window (holding it there squeezed the last combat's band to its line: round7h, round15s)
  it.fails("round15s en, the round's discard: the hand's top at its place", () => {
    for (const p of places(story15.en, "en", {}).filter((q) => q.phase === "discard")) {
      expect(p.top, p.where).toBe(535);
    }
  });

  // Bot 2's table shown in a fight, at the reader's commit of allies (round 3 of round15s / round13q): the hand sat
  // 25-59 px low; held since round AU6 (newcomer review 29, mythos_en 1, 088 / 200: the opened table goes brief).
  // Since review 34 (mythos_en 1: laid over the table it covered the reader's panel) the opened table pushes the
  // reader's panel down, the hand too where the room above it is used up: its cards' names stay in the window
  for (const [name, frames, lang] of GAMES.slice(0, 3)) {
    it(`${name}, Bot 2's table shown in a fight: the hand's names inside the window`, () => {
      for (const p of places(frames, lang, { panelOpen: "p1" }).filter((q) => q.stage === "fight")) {
        expect(p.top + 50, `${name} ${p.where}`).toBeLessThanOrEqual(WINDOW_FOOT);
      }
    });
  }
});
