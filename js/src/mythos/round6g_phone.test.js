// Issue 23 round G (newcomer review 6, Mythos on a phone): the card sheet opens in one fixed place, a bottom sheet
// over the window's lower part with its chips at thumb reach, whatever card opened it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";

const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });

/** Return every (fixture, hand card) of the fixtures with a viewer's hand, as a layout input. */
function handCards() {
  const out = [];
  for (const [name, f0] of Object.entries(files)) {
    if (!f0.view?.players) continue;
    const f = { ...f0, catalog: { ...catalogBase, seats: f0.seats } };
    const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
    for (const c of me?.hand ?? []) out.push({ name, f, inst: c.inst });
  }
  return out;
}

describe("a phone's card sheet", () => {
  it("opens at the window's foot, the table's width, its chips in its lower part", () => {
    const bad = [];
    const all = handCards();
    expect(all.length).toBeGreaterThan(10);
    for (const band of [{ top: 0, bottom: 660 }, { top: 400, bottom: 1270 }]) {
      for (const { name, f, inst } of all) {
        const plain = layout(valid(f), { width: 360 });
        if (plain.height < band.bottom) continue;
        const s = layout({ ...valid(f), ui: { selected: inst, visible: band } }, { width: 360 });
        const zoom = s.items.find((i) => i.type === "mzoom");
        if (!zoom) continue;
        const m = zoom.x;
        const chips = s.items.filter((i) => i.type === "chip" && (i.z ?? 0) >= 12);
        const lowest = Math.max(...chips.map((c) => c.y + c.h));
        const foot = zoom.y + zoom.h;
        if (zoom.y < band.top) bad.push(`${name} ${inst}: above the window`);
        else if (zoom.h < band.bottom - band.top - 2 * m && foot !== band.bottom - m) bad.push(`${name} ${inst}: foot ${foot}`);
        else if (zoom.w !== 360 - 2 * m) bad.push(`${name} ${inst}: ${zoom.w} wide`);
        else if (chips.length && foot === band.bottom - m && lowest < foot - 60) bad.push(`${name} ${inst}: chips at ${lowest}`);
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it("without the window's band (no page) keeps opening by its card", () => {
    const { f, inst } = handCards()[0];
    const s = layout({ ...valid(f), ui: { selected: inst } }, { width: 360 });
    expect(s.items.some((i) => i.type === "mzoom")).toBe(true);
  });
});

describe("a tap on a table laid out again under the finger presses nothing (finding 2)", () => {
  const card = { type: "mcard", x: 10, y: 100, w: 50, h: 70, id: "select:7" };
  const before = { width: 400, height: 300, items: [card] };
  const after = { width: 400, height: 300, items: [{ ...card, id: "select:9" }] };
  const moved = { width: 400, height: 300, items: [{ ...card, id: "select:7", x: 12 }] };
  const fakeCanvas = () => {
    const listeners = [];
    return {
      style: {}, dataset: {},
      addEventListener: (type, callback, capture) => listeners.push({ type, callback, capture: Boolean(capture) }),
      getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 300 }),
      closest: () => ({ dataset: { lang: "en" } }),
      fire(type, props = {}) {
        let stopped = false;
        const event = { type, ...props, stopImmediatePropagation: () => { stopped = true; }, preventDefault() {} };
        for (const l of [...listeners.filter((x) => x.capture), ...listeners.filter((x) => !x.capture)]) {
          if (l.type === type && !stopped) l.callback(event);
        }
      },
    };
  };
  const env = { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: true }) };

  /** Return a wired canvas over `table` and the ids its clicks pressed. */
  async function wired(table, ui) {
    const { wirePointer } = await import("../ui/pointer.js");
    const canvas = fakeCanvas();
    const pressed = [];
    wirePointer(canvas, table, ui, env);
    canvas.addEventListener("click", () => pressed.push("click"));   // the table's own listener (index.js)
    return { canvas, pressed };
  }
  const down = (c) => c.fire("pointerdown", { pointerType: "touch", clientX: 20, clientY: 120 });
  const up = (c) => {
    c.fire("pointerup", { pointerType: "touch", clientX: 20, clientY: 120 });
    c.fire("click", { clientX: 20, clientY: 120 });
  };

  it("ignores a tap within 400 ms of a relayout that put another card under it, not one after", async () => {
    const { followPointer } = await import("../ui/pointer.js");
    const table = { scene: after, setFocus() {} };
    const ui = { focus: -1, painted: { scene: before } };
    const { canvas, pressed } = await wired(table, ui);
    followPointer(after, ui, canvas);
    down(canvas);
    up(canvas);
    expect(pressed).toEqual([]);
    ui.relaid.at -= 450 + ui.relaid.slide;   // 400 ms after the table's slide ended (newcomer review 17, below)
    down(canvas);
    up(canvas);
    expect(pressed).toEqual(["click"]);
  });

  it("counts the 400 ms from the end of the table's slide (newcomer review 17, CHAOS phone: the hand slid up under "
     + "the finger after 'Bot's turn ▶' and a tap 450 ms after the step played a card never aimed at)", async () => {
    const { followPointer } = await import("../ui/pointer.js");
    const { MOTION_MS } = await import("../scene/motion.js");
    const table = { scene: after, setFocus() {} };
    const ui = { focus: -1, painted: { scene: before } };
    const { canvas, pressed } = await wired(table, ui);
    followPointer(after, ui, canvas);
    expect(ui.relaid.slide).toBe(MOTION_MS);
    ui.relaid.at -= 450;            // the slide (MOTION_MS) still had 170 ms of reading time after it
    down(canvas);
    up(canvas);
    expect(pressed).toEqual([]);
    ui.relaid.at -= MOTION_MS;      // now 400 ms after the slide ended
    down(canvas);
    up(canvas);
    expect(pressed).toEqual(["click"]);
  });

  it("ignores a tap the table was laid out again under between its touchstart and its end", async () => {
    const table = { scene: before, setFocus() {} };
    const { canvas, pressed } = await wired(table, { focus: -1 });
    down(canvas);
    table.scene = after;
    up(canvas);
    expect(pressed).toEqual([]);
    table.scene = before;
    down(canvas);
    table.scene = moved;   // the same card under the finger, a little moved: pressed
    up(canvas);
    expect(pressed).toEqual(["click"]);
  });
});

describe("a phone's hand keeps its place when the prompt and its chips change (finding 2)", () => {
  it("stays put through a bot's turn and back to the seat's (one page's ui)", () => {
    const bad = [];
    for (const { name, f } of handCards().filter((c, i, all) => all.findIndex((d) => d.name === c.name) === i)) {
      const mine = valid(f);
      if (!mine.legal?.length || mine.mode === "design") continue;   // the designer sees the hand of the seat to act
      const me = mine.view.players.find((p) => p.seat === (f.seat ?? "p0")) ?? mine.view.players[0];
      const other = mine.view.players.find((p) => p !== me);
      if (!other) continue;
      const theirs = { ...mine, legal: [], view: { ...mine.view, to_act: other.seat } };
      const ui = { selected: null };
      const handY = (input) => {
        const s = layout({ ...input, ui }, { width: 360 });
        return Math.min(...s.items.filter((i) => i.type === "mcard" && String(i.label).startsWith("hand-")).map((i) => i.y));
      };
      const ys = [handY(mine), handY(theirs), handY(mine)];
      // in the play phase it stays put; in a fight the combat band above it may grow, never shrink under the finger
      const still = mine.view.phase === "play" && !mine.view.fights?.length ? new Set(ys).size === 1 : ys[1] >= ys[0] && ys[2] >= ys[1];
      if (!still) bad.push(`${name}: ${ys.join(" → ")}`);
    }
    expect(bad).toEqual([]);
  }, 120_000);
});
