// Issue 23, round 6c (CHAOS), from two newcomer reviews of the 13:31 build: the hand and the main chips keep their
// places through a turn (item 1: the Midnight/Dawn chips and the longer sentence after a step pushed the hand down
// just before a click, which hit Dawn), and every card asks first (item 2: a one-move card committed at one click).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import time from "../fixtures/chaos_round4_time.json";
import start from "../fixtures/chaos_start.json";

const scene = (fixture, ui = {}, width = 1200, extra = {}) => layout({ ...valid(fixture), ui, ...extra }, { width });
const cards = (s) => s.items.filter((i) => i.type === "ccard" && !i.small);
const top = (s) => Math.min(...cards(s).map((c) => c.y));

describe("item 1: a step's new time chips and longer sentence push nothing", () => {
  for (const width of [390, 1200]) {
    it(`the hand and 'End cards and draw' keep their places whether the time sets are offered or not (${width} px)`, () => {
      const withTimes = scene(time, {}, width);
      const noTimes = scene({ ...time, legal: time.legal.filter((a) => a.kind !== "declare_time") }, {}, width,
                            { prompt: "After your move: play a card (click it), or end cards and draw." });
      expect(top(withTimes)).toBe(top(noTimes));
      const end = (s) => s.items.find((i) => i.id === "act:end");
      expect(end(withTimes).y).toBe(end(noTimes).y);
    });
    it(`the time chips sit where they push nothing (${width} px): under the hand, or a wide table's chips`, () => {
      const s = scene(time, {}, width);
      const timeChip = s.items.find((i) => i.id === "select:@declare_time");
      expect(timeChip).toBeTruthy();
      const bottom = Math.max(...cards(s).map((c) => c.y + c.h));
      {   // newcomer review 10, findings 1 and 5: between the prompt's chips and the hand, which keep their y
        const end = s.items.find((i) => i.id === "act:end");
        expect(timeChip.y).toBeGreaterThan(end.y + end.h);
        // (a phone's since round BB under its hand, with the prompt's block: review 34, chaos_ja 1, 2)
        if (width < 720) expect(timeChip.y).toBeGreaterThanOrEqual(bottom);
        else expect(timeChip.y + timeChip.h).toBeLessThanOrEqual(s.items.find((i) => i.label === "hand-title").y);
      }
    });
  }
  it("two sets (Midnight, Dawn) are chips under the hand too", () => {
    const keep = new Set(["declare_time cards=brainwash_eye+mischief_eye+prank_eye time=midnight",
                          "declare_time cards=brainwash_eye+mischief_eye+prank_eye time=dawn"]);
    const two = { ...time, legal: time.legal.filter((a) => a.kind !== "declare_time" || keep.has(a.id)) };
    const s = scene(two, {}, 390);
    const chips = s.items.filter((i) => String(i.id).startsWith("act:declare_time"));
    expect(chips.length).toBe(2);
    const top = Math.min(...cards(s).map((c) => c.y));   // above the hand where they fit (review 10, finding 5)
    for (const c of chips) expect(c.y + c.h <= top || c.y > Math.max(...cards(s).map((d) => d.y + d.h))).toBe(true);
    const wide = scene(two, {}, 1200);   // a wide table's: above its hand, which keeps its y (review 10, finding 1)
    const title = wide.items.find((i) => i.label === "hand-title").y;
    for (const c of wide.items.filter((i) => String(i.id).startsWith("act:declare_time"))) expect(c.y + c.h).toBeLessThanOrEqual(title);
  });
});

describe("item 2: every CHAOS card asks first", () => {
  it("a card with one move selects; its chip says what it does, with Cancel; a second click plays it", () => {
    const one = start.legal.find((a) => a.target?.card === "amnesia_skull");
    const card = (s) => cards(s).find((c) => c.face.id === "amnesia_skull");
    const s = scene(start);
    expect(card(s).id).toBe("select:amnesia_skull");
    const open = scene(start, { selected: "amnesia_skull" });
    const chips = open.items.filter((i) => i.type === "chip").map((c) => c.id);
    expect(chips).toEqual([`act:${one.id}`, "select:none"]);
    expect(card(open).id).toBe(`act:${one.id}`);
    expect(card(open).chosen).toBe(true);
    const row = (x) => Math.max(...cards(x).map((c) => c.y));   // the chosen card is lifted a little, on purpose
    expect(row(open)).toBe(row(s));
  });
});

describe("item 3: a board click while a card's choices are open moves nothing and says why", () => {
  for (const [lang, wait] of [["en", /^Choose how to play Checkup \(Moon\), or Cancel/], ["zh", /取消/], ["ja", /やめる/]]) {
    it(`no cell plays while Checkup's chips are open; the board is veiled and the prompt says choose or Cancel (${lang})`, () => {
      const fixture = { ...start, lang };
      const free = scene(fixture);
      expect(free.items.some((i) => i.type === "cell" && String(i.id).startsWith("act:"))).toBe(true);
      const open = scene(fixture, { selected: "checkup_moon" });
      expect(open.items.filter((i) => i.type === "cell" && i.id)).toEqual([]);
      const board = open.items.find((i) => i.label === "board");
      const veil = open.items.find((i) => i.label === "board-waits");
      expect(veil.id).toBe("cmd:none");   // a click there is stopped: it neither moves nor closes the choice unsaid
      expect(veil.w).toBeGreaterThan(board.w - 8);
      expect(open.items.find((i) => i.label === "prompt").text).toMatch(wait);
    });
  }
});

describe("item 10: 'You know' lists only what the reader knows of others", () => {
  it("the reader's own cards are not listed as known; another seat's are", () => {
    const view = { ...start.view, known_cards: { [start.seat]: ["amnesia_skull"], B1: ["checkup_moon"] } };
    const s = scene({ ...start, view });
    const known = s.items.filter((i) => i.type === "text" && /^You know:/.test(i.text)).map((i) => i.text);
    expect(known.length).toBe(1);
    expect(known[0]).toMatch(/^You know: B1 — Checkup/);
  });
});

describe("item 7: no card tooltip over the board while cells are chosen", () => {
  it("a hand card's tooltip is hidden once the table asks for cells, and none starts there; a cell's still shows", async () => {
    const { followPointer } = await import("../ui/pointer.js");
    const { tipAt } = await import("../scene/hit.js");
    const pickFixture = (await import("../fixtures/chaos_pick.json")).default;
    const s = scene(pickFixture);
    expect(s.picking).toBe(true);
    const card = cards(s)[0];
    const at = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
    const text = tipAt(s, at.x, at.y);
    expect(text).toBeTruthy();   // the card has a text of its own, shown when no cells are chosen
    const ui = { pointer: at, tip: { text, at } };
    followPointer(s, ui, { style: {} });
    expect(ui.tip).toBe(null);
    const cell = s.items.find((i) => i.type === "cell" && String(i.id).startsWith("act:"));
    const there = { x: cell.x + cell.w / 2, y: cell.y + cell.h / 2 };
    const cellTip = tipAt(s, there.x, there.y);
    const ui2 = { pointer: there, tip: { text: cellTip, at: there } };
    followPointer(s, ui2, { style: {} });
    expect(ui2.tip?.text ?? null).toBe(cellTip || null);
  });
});

describe("item 6: board labels keep off the cells to tap", () => {
  const fixtures = { start, time };
  for (const [name, fixture] of Object.entries(fixtures)) {
    for (const width of [390, 1200]) {
      it(`no tag lies over a cell a click plays (${name}, ${width} px)`, () => {
        // the key next to the piece's move targets: its pill must find a place off them
        const s = scene(fixture, {}, width);
        const cells = s.items.filter((i) => i.type === "cell" && String(i.id ?? "").startsWith("act:"));
        const over = (a, b) => a.x < b.x + b.w - 3 && b.x + 3 < a.x + a.w && a.y < b.y + b.h - 3 && b.y + 3 < a.y + a.h;
        for (const tag of s.items.filter((i) => i.type === "tag")) {
          expect(cells.filter((c) => over(tag, c)).map((c) => c.label), tag.text).toEqual([]);
        }
      });
    }
  }
  it("the key's pill amid cells to tap goes off them (rows 3-5 all targets, the key in row 4)", () => {
    const cols = start.view.map.cols ?? 8;
    const extra = [];
    for (const row of [3, 4, 5]) {
      for (let col = 1; col <= cols; col++) extra.push({ id: `pick row=${row} col=${col}`, kind: "pick", target: { cell: [row, col] }, text: "Choose" });
    }
    const view = { ...start.view, key: [4, 4], pieces: start.view.pieces.filter((p) => !(Array.isArray(p.cell) && p.cell[0] >= 2 && p.cell[0] <= 6)) };
    const s = scene({ ...start, view, legal: extra });
    const targets = s.items.filter((i) => i.type === "cell" && String(i.id ?? "").startsWith("act:"));
    expect(targets.length).toBe(3 * cols);
    const tag = s.items.find((i) => i.label === "tag-key");
    const over = (a, b) => a.x < b.x + b.w - 3 && b.x + 3 < a.x + a.w && a.y < b.y + b.h - 3 && b.y + 3 < a.y + a.h;
    if (tag) expect(targets.filter((c) => over(tag, c)).map((c) => c.label)).toEqual([]);
  });
});

describe("item 1: Dawn's lines appearing within a turn push nothing", () => {
  for (const width of [390, 1200]) {
    it(`the hand keeps its place whether the Dawn lines are told or not (${width} px)`, async () => {
      const effects = (await import("../fixtures/chaos_effects.json")).default;
      const calm = { ...effects.view, pieces: effects.view.pieces.map(({ dawn_anchor: _d, ...p }) => p) };
      const withLines = scene(effects, {}, width);
      const without = scene({ ...effects, view: calm }, {}, width);
      expect(withLines.items.some((i) => String(i.label ?? "").startsWith("tag-dawn-"))).toBe(true);
      expect(top(withLines)).toBe(top(without));
    });
  }
});

describe("item 6: the last-move frame round a seat badge leaves the legend's words clear", () => {
  for (const width of [390, 1200]) {
    it(`a badge's frame (6 px out, 2 px line) starts under the legend text (${width} px)`, () => {
      const s = scene(start, {}, width);
      const legend = s.items.find((i) => i.label === "last-legend-text");
      const badge = s.items.find((i) => i.type === "seat");
      expect(badge.y - 8).toBeGreaterThanOrEqual(legend.y + legend.size);
    });
  }
});

describe("item 6: a bomb on the key's cell and the key both show", () => {
  it("the key goes to the cell's lower left, clear of the bomb's circle", () => {
    const key = [4, 4];
    const view = { ...start.view, key, bombs: [{ cell: key, temporary: true, planter: "A1" }] };
    const s = scene({ ...start, view });
    const k = s.items.find((i) => i.type === "key");
    const b = s.items.find((i) => i.type === "bomb");
    // the bomb's circle (radius 0.2 of the cell about its middle, 0.04 lower) and the key's drawing (its box's
    // middle row, from 0.23 to 0.84 of its width) do not meet
    const cy = b.y + b.h / 2 + b.w * 0.04;
    const keyTop = k.y + k.w * 0.5 - k.w * 0.13;
    expect(keyTop).toBeGreaterThan(cy + b.w * 0.2);
    expect(k.x).toBeLessThan(b.x);   // left of the bomb (no more smaller than it: review 28, chaos_ja 9, a speck)
  });
});
