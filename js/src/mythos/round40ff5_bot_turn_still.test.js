// Round FF, fixer FF5 (newcomer review 37, mythos_en desk 1280×800 Q2): while the bot acted its panel folded, unfolded
// and grew (a carried weapon, the "Last combat" band folding after the reader's move) and everything below it moved: the
// reader's own panel and its cards went 10-70 px up or 20 px down between the reader's turns. The reader's panel keeps
// its y wherever it fits (the room the hand is dropped by to a 1280×800 window's foot lies around it), so across a
// bot's turn, within a round's phase, the hand and the reader's table cards keep their boxes, and the bot's cards their
// size (its panel folds only at a phase's change or by the reader's ▾/▴).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const isHand = (i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "");
const box = (i) => `${Math.round(i.x)},${Math.round(i.y)} ${Math.round(i.w)}x${Math.round(i.h)}`;

/** Return what the reader sees hold still in scene `s`: the hand's top, the boxes of the cards on the reader's panel
 * and the sizes of those on the bot's, by card. */
function held(s) {
  const panel = (seat) => s.items.find((i) => i.type === "mpanel" && i.label === `panel-${seat}`);
  const on = (p) => (i) => p && i.type === "mcard" && !i.z && !isHand(i) && i.key && i.y >= p.y && i.y < p.y + p.h;
  const [mine, bot] = [panel("p0"), panel("p1")];
  return { hand: Math.min(...s.items.filter(isHand).map((i) => i.y)),
           mine: new Map(s.items.filter(on(mine)).map((i) => [i.key, box(i)])),
           bot: new Map(s.items.filter(on(bot)).map((i) => [i.key, [i.w, i.h].map(Math.round).sort().join("x")])) };
}

/** Return the changes from `a` to `b` of what holds still (for cards in both). */
function changes(a, b) {
  const out = a.hand === b.hand ? [] : [`hand ${a.hand} → ${b.hand}`];
  for (const part of ["mine", "bot"]) {
    for (const [k, v] of a[part]) if (b[part].has(k) && b[part].get(k) !== v && !after(b.mine, a.mine, k)) out.push(`${part} ${k} ${v} → ${b[part].get(k)}`);
  }
  return out;
}

/** Return whether the reader's card `k` went along its row only, after a card new on it (a phobia the bot gave). */
function after(now, was, k) {
  const at = (v) => v.split(/[ ,]/).map(Number);
  const [x, y] = at(now.get(k) ?? "0,0 0x0");
  const [x0, y0] = at(was.get(k) ?? "0,0 0x0");
  return y === y0 && x > x0 && [...now].some(([j, v]) => !was.has(j) && at(v)[1] === y && at(v)[0] < x);
}

describe("review 37, mythos_en desk Q2: nothing of the reader's moves while the bot acts", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 1280: across each bot turn of the recorded game (same round and phase) the hand's y, the reader's cards' boxes and the bot's cards' sizes stay`, () => {
      const ui = {};
      const moved = [];
      // (from the table the reader's own move left: the frame after it, the bot's first, up to the reader's next look)
      let since = null;
      let turns = 0;
      for (const [n, f] of recordedGame(lang).entries()) {
        const now = held(scene(f, ui, lang, 1280));
        const phase = `${f.view.round}|${f.view.phase}`;
        const bot = f.view.to_act !== f.seat;
        if (since && since.phase === phase && since.bot) {
          turns += 1;
          moved.push(...changes(since.seen, now).map((c) => `${since.n} → ${n}: ${c}`));
        } else if (since && since.phase === phase && bot && since.seen.hand !== now.hand) {
          moved.push(`${since.n} → ${n}: hand ${since.seen.hand} → ${now.hand}`);   // the reader's move: the hand stays
        }
        since = bot && !(since?.bot && since.phase === phase) ? { n, phase, seen: now, bot } : bot ? since : null;
      }
      expect(turns, "bot frames met").toBeGreaterThan(20);
      expect(moved).toEqual([]);
    });
  }
});
