// Round AU6, newcomer review 29, mythos_en 1 (the worst Mythos finding, Q2 6): on a 1280×800 desk the layout jumped.
// The last combat's band gave way to one line after the reader's first move (144 / 166 / 185 / 190) and the reader's
// panel went 10-135 px up; the bot's table folded flat at the round's discard (037). At 1280 px the reader's panel keeps
// one y through a round's card play, the hand one y through the round, and the bot's table is never flat unasked.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "en" }, { width: 1280 });
// (since round FF, newcomer review 37: its foot where it grew at the reader's own move with no room under it, an ally
// armed; its top stays where a bot's panel grows above it: round40ff5_bot_turn_still)
const mine = (s) => {
  const p = s.items.find((i) => i.type === "mpanel" && /p0/.test(i.label ?? ""));
  return `${p.y}+${p.h}`;
};
/** Return whether the reader's panel's boxes `ys` ("y+h") keep one top, or one foot where it grew. */
const still = (ys) => new Set(ys.map((b) => b.split("+")[0])).size === 1
  || new Set(ys.map((b) => b.split("+").map(Number).reduce((a, c) => a + c))).size === 1;
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));

/** Return, for frames [from, to) of the recorded game laid out as the page does (one UI state), the distinct ys met. */
function walk(ui, from, to) {
  const panel = new Map();
  const hand = new Map();
  const flat = [];
  for (const [n, f] of recordedGame("en").entries()) {
    if (n < from || n >= to) continue;
    const s = scene(f, ui);
    const { round, phase } = f.view;
    // (review 30, mythos_en 2: the last combat's band folds at the reader's first move; the panel is still after it)
    const v = f.view;
    const look = ui.recap && [null, [v.round, v.turn, v.phase, v.step, v.passes].join("|")].includes(ui.recap.at);
    if (phase === "play" && !look) panel.set(round, [...new Set([...(panel.get(round) ?? []), mine(s)])]);
    // (round 1's discard left: its band and the reader's list leave no brief table room, the bot's folds flat there)
    if (round > 1 || phase !== "discard") hand.set(round, [...new Set([...(hand.get(round) ?? []), handTop(s)])]);
    if (s.items.some((i) => i.id === "select:panel-p1-open") && (round > 1 || phase !== "discard")) flat.push(n);
  }
  return { panel: Object.fromEntries(panel), hand: Object.fromEntries(hand), flat };
}

describe("review 29, mythos_en 1: the reader's panel and hand stay put on a 1280×800 desk, nothing folds unasked", () => {
  // (round 1's discard to round 3's first turns; round 1's card play left: the bot's panel still grows a strip's
  // height as it arms an ally, 216 → 236 → 256 px, a fix that kept the bot's last turn in sight was not found)
  for (const [name, ui, from, to] of [["list shut", () => ({}), 17, 57], ["adventure list opened", () => ({ goalsOpen: true }), 17, 57]]) {
    it(`en 1280, ${name}: one y for the reader's panel in each round's card play, one for the hand, no Show chip`, () => {
      const { panel, hand, flat } = walk(ui(), from, to);
      const one = (ys) => Object.fromEntries(Object.entries(ys).map(([r, v]) => [r, [v[0]]]));
      const moved = Object.entries(panel).filter(([, ys]) => !still(ys));
      expect(moved, "rounds whose card play moved the reader's panel (top and foot)").toEqual([]);
      expect(hand, "the hand's ys, by round").toEqual(one(hand));
      expect(Math.max(...Object.values(hand).flat()) + 119, "the hand's foot in a 1280×800 window").toBeLessThanOrEqual(669);
      expect(flat, "frames whose bot table folded flat behind '▾ Show Bot 2's table'").toEqual([]);
    });
  }
});

// mythos_en 1 (088, 200): with the bot's table opened by its chip, "commit allies" pushed the hand below the window's
// foot (669 px under the toolbar): in a fight the opened table goes brief, its cards on one row, before the hand falls.
describe("review 29, mythos_en 1: commit allies with the bot's table opened keeps the hand in the window", () => {
  it("en 1280, the bot's table opened: every frame of rounds 2 and 3's fights has the hand's foot within 669 px", () => {
    const ui = { panelOpen: "p1" };
    const low = [];
    for (const [n, f] of recordedGame("en").entries()) {
      if (n < 47 || n > 80) continue;
      const s = scene(f, ui);
      const foot = Math.max(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y + i.h));
      if (f.view.phase === "combat" && foot > 669) low.push(`${n}: ${foot}`);
      // (since review 31, mythos_en 1 the opened table is drawn below the hand where the table folds it flat, its Hide
      // chip on its title's line; elsewhere the bot's table is in sight, brief beside the fight)
      const bot = s.items.filter((i) => i.type === "mpanel" && i.label === "panel-p1");
      const cards = bot.some((p) => s.items.some((i) => i.type === "mcard" && i.y > p.y && i.y < p.y + p.h));
      if (f.view.phase === "combat") expect(cards, `${n}: the bot's table's cards in sight`).toBe(true);
    }
    expect(low, "fight frames whose hand fell below the window").toEqual([]);
  });
});
