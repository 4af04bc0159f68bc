// Newcomer review 24, mythos_en 3 (open since review 23): "The bot's table is hidden and the panels fold like an
// accordion". On a two-seat desk (1280×800) both sides of the table are in sight together through a whole recorded
// game, in card play and in every combat: the bot's panel keeps its cards (its location, allies, threat, adventures),
// smaller where room is short, never folded to its name behind a "Show Bot 2's table" chip; the hand stays in the
// window. (Left: the round's discard after a fight, whose outcome band takes the room, may still fold it flat.)
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import long from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

/** Return the recorded game as the page holds it: each frame with the page's copy of the story. */
function game(frames) {
  let story = [];
  return frames.map((f) => {
    if (!f.log) return f;
    const [from, lines] = f.log;
    story = story.slice(0, from).concat(lines);
    return { ...f, log_lines: story };
  });
}

// the foot of a 1280×800 window's table (layout.js WIDE_ROOM less its margin)
const FOOT = 800 - 123 - 8;
const GAMES = [["en", () => game(recorded.en)], ["ja", () => game(recorded.ja)], ["en long", () => long.long]];
const fight = (v) => v.phase === "combat" || (v.fights?.length > 0 && v.phase !== "play");

describe("both sides of a two-seat desk table are in sight at once", () => {
  for (const [name, frames] of GAMES) {
    it(`${name} at 1280 px: the bot's cards in every frame, no Show chip, the hand in the window`, () => {
      const ui = {};
      const lang = name.slice(0, 2);
      let fights = 0;
      for (const [n, f] of frames().entries()) {
        const s = layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width: 1280 });
        const at = `frame ${n} (${f.view.phase} ${f.view.to_act})`;
        if (fight(f.view) && f.view.phase !== "combat") continue;   // the outcome: left (see above)
        const bot = f.view.players.find((p) => p.seat === "p1");
        const panel = s.items.find((i) => i.label === "panel-p1");
        const inPanel = (i) => i.y >= panel.y && i.y + (i.h ?? 0) <= panel.y + panel.h + 1;
        const cards = s.items.filter((i) => i.type === "mcard" && inPanel(i));
        expect(s.items.some((i) => i.label === "fold-p1"), `${at}: no Show/Hide chip`).toBe(false);
        if ((bot.story ?? []).length) {
          expect(s.items.some((i) => i.label === "story-top-p1" && inPanel(i)), `${at}: the bot's location`).toBe(true);
        }
        for (const a of [...(bot.allies ?? []), ...(bot.adventures ?? []), ...(bot.artifacts ?? [])]) {
          expect(cards.some((c) => c.label === `card-${a.inst}`), `${at}: the bot's ${a.id}`).toBe(true);
        }
        for (const c of cards) expect(c.w, `${at}: readable`).toBeGreaterThanOrEqual(34);
        const hand = s.items.filter((i) => i.type === "mcard" && /^hand-/.test(i.label ?? ""));
        if (hand.length) expect(Math.max(...hand.map((i) => i.y + i.h)), `${at}: the hand in the window`).toBeLessThanOrEqual(FOOT);
        if (f.view.phase === "combat") fights += 1;
      }
      expect(fights, "the game has combats").toBeGreaterThan(5);
    });
  }
});
