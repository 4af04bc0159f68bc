// Round AX6, newcomer review 31 (mythos_en, mythos_ja): nothing of the reader's moves under the pointer. "▾ Show Bot 2's
// table" drew the reader's own panel smaller and moved it (282,210 → 282,178 at round 1's discard; 298 → 282 at round
// 3's).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const isHand = (i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "");
const handTop = (s) => Math.min(...s.items.filter(isHand).map((i) => i.y));
const box = (i) => `${i.label ?? i.id ?? i.type} ${Math.round(i.x)},${Math.round(i.y)} ${Math.round(i.w)}x${Math.round(i.h)}`;
const mineOf = (s) => s.items.find((i) => i.type === "mpanel" && i.label === "panel-p0");
/** Return the boxes of what the reader plays with: its panel and the cards on it, the hand, every move's chip. */
function reader(s) {
  const p = mineOf(s);
  // (the bot's table opened over it, review 32 mythos_en 4, is not the reader's: its items lie on a layer, z)
  const onMine = (i) => i.type === "mcard" && !i.z && i.y >= p.y && i.y < p.y + p.h;
  const moves = (i) => i.type === "chip" && /^(act|cmd):/.test(String(i.id ?? ""));
  return s.items.filter((i) => i === p || onMine(i) || isHand(i) || moves(i)).map(box);
}

describe("review 31, mythos_en: opening the bot's table moves nothing of the reader's", () => {
  for (const memory of [{}, { goalsOpen: true }]) {
    it(`en 1280${memory.goalsOpen ? ", adventure list opened" : ""}: the reader's table as it was, the bot's whole table over it in the window`, () => {
      const frames = recordedGame("en");
      const shown = [];
      for (const [n, f] of frames.entries()) {
        const shut = scene(f, { ...memory }, "en", 1280);
        const show = shut.items.find((i) => i.id === "select:panel-p1-open");
        if (!show) continue;
        shown.push(n);
        const ui = { ...memory, selected: "panel-p1-open" };
        const opened = scene(f, ui, "en", 1280);
        ui.selected = null;
        const kept = scene(f, ui, "en", 1280);   // the choice stays, nothing selected
        for (const s of [opened, kept]) {
          // since review 34 (mythos_en 1: laid over the table it covered the reader's panel) the reader's panel and
          // cards go down together, the same size and in the same order, under the bot's opened table
          const dy = mineOf(s).y - mineOf(shut).y;
          const moved = (b) => b.replace(/ (\d+),(\d+) /, (_, x, y) => ` ${x},${Number(y) - dy} `);
          const panelOnly = (l) => l.filter((b) => !/^hand-|^act:|^cmd:/.test(b) && !b.startsWith("undefined"));
          expect(panelOnly(reader(s)).map(moved), `frame ${n}: the reader's panel and its cards`).toEqual(panelOnly(reader(shut)));
          const hide = s.items.find((i) => i.id === "select:panel-p1-open-shut");
          expect(hide && [hide.x, hide.y], `frame ${n}: Hide where Show was`).toEqual([show.x, show.y]);
          const [below] = s.items.filter((i) => i.type === "mpanel" && i.label === "panel-p1");
          expect(below.y + below.h <= mineOf(s).y && below.y + below.h <= 800 - 131, `frame ${n}: the bot's whole table in the window, above the reader's`).toBe(true);
          expect(s.items.some((i) => i.type === "mcard" && i.y > below.y && i.y < below.y + below.h), `frame ${n}: its cards`).toBe(true);
          expect(s.fitHeight, `frame ${n}: the table's fitted height (its scale) unchanged`).toBe(shut.fitHeight);
        }
        ui.selected = "panel-p1-open-shut";
        const closed = scene(f, ui, "en", 1280);
        expect(closed.items.map(box), `frame ${n}: Hide gives back the same table`).toEqual(shut.items.map(box));
      }
      expect(shown.length, "frames with the Show chip").toBeGreaterThan(0);
    });
  }
});

describe("review 31, mythos_ja 3: a phone's table never shrinks within a game, the story under it keeps its place", () => {
  it("ja 390: the table's height at each frame is at least its height at the frame before", () => {
    const ui = { touch: true };
    const shrank = [];
    let last = 0;
    for (const [n, f] of recordedGame("ja").entries()) {
      const s = scene(f, ui, "ja", 390);
      if (s.height < last) shrank.push(`${n}: ${last} → ${s.height}`);
      last = s.height;
    }
    expect(shrank).toEqual([]);
  });
});

/** Return the box (x, y, h: a chip's words change its width) of each main button met over a game, by its id. */
function walk(lang, width, ui) {
  const tops = new Set();
  const buttons = {};
  for (const [n, f] of recordedGame(lang).entries()) {
    const s = scene(f, ui, lang, width);
    tops.add(handTop(s));
    for (const id of ["act:pass", "cmd:bot_step", "act:keep", "act:done"]) {
      const [c] = s.items.filter((i) => i.type === "chip" && i.id === id).sort((a, b) => a.y - b.y);
      if (c) (buttons[id] ??= new Set()).add(`${Math.round(c.x)},${Math.round(c.y)},${c.h}`);
    }
    void n;
  }
  return { tops: [...tops], buttons: Object.fromEntries(Object.entries(buttons).map(([k, v]) => [k, [...v]])) };
}

describe("review 31, mythos_ja: the hand's top and the main buttons keep one place through a recorded game on a phone", () => {
  for (const [lang, width, ui] of [["en", 390, () => ({ touch: true })], ["ja", 390, () => ({ touch: true })]]) {
    it(`${lang} ${width} ${JSON.stringify(ui())}`, () => {
      const { tops, buttons } = walk(lang, width, ui());
      expect(tops, "the hand's tops").toHaveLength(1);
      for (const [id, places] of Object.entries(buttons)) expect(places, `${id}'s boxes`).toHaveLength(1);
      if (width > 600) expect(tops[0] + 119, "the hand's foot in a 1280×800 window").toBeLessThanOrEqual(669);
    });
  }
});
