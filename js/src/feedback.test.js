// Feedback (issue 23): the pointer cursor and hover glow on what a click would press and only there, chips that
// press nothing drawn disabled, a quick on-canvas tooltip with the move's sentence, a visible keyboard focus. Pure
// functions on the engine's fixtures (scene/hit.js, scene/feedback.js), the painters on a recording context, and the
// page's wiring (ui/pointer.js) on a fake canvas with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layout } from "./layout.js";
import { paint } from "./paint.js";
import { C } from "./draw.js";
import { actionable, clickable, cursorAt, hitTest, hoverAt, tipAt } from "./scene/hit.js";
import { LONG_PRESS_MS, TIP_MS, TIP_SIZE, feedbackItems, itemsOf, tooltipItem, withFeedback } from "./scene/feedback.js";
import { quietSelfSteps } from "./ui/autoplay.js";
import { focusTip, followPointer, longPress, paintTable, wirePointer } from "./ui/pointer.js";
import { textWidth } from "./scene/text.js";
import { render } from "./index.js";
import { RoomModel, initialTraits, traitsOf } from "./room/model.js";
import { installFakeDocument } from "./ui/fake_dom.js";
import letterStart from "./fixtures/letter_start.json";
import letterWon from "./fixtures/letter_won.json";
import chaosStart from "./fixtures/chaos_start.json";
import chaosHidden from "./fixtures/chaos_hidden.json";
import chaosEffectsJa from "./fixtures/chaos_effects_ja.json";
import mythosStart from "./fixtures/mythos_start.json";
import mythosCatalog from "./fixtures/mythos_catalog.json";

const mythos = { ...mythosStart, catalog: { ...mythosCatalog, seats: mythosStart.seats } };
const TABLES = { letter: letterStart, chaos: chaosStart, mythos, letterWon, chaosEffectsJa };
const scene = (fixture, ui = {}, width = 1280) => layout({ ...fixture, ui }, { width });
const centre = (i) => ({ x: i.x + i.w / 2, y: i.y + i.h / 2 });
// Letter's opening hand asks first for both cards (issue 23: even Liber Ivonis's one move), so its moves are chips
// once the first card is chosen.
const CHOOSING = { selected: 0 };
const acts = (s) => s.items.filter((i) => String(i.id ?? "").startsWith("act:"));

/** Return a point of the table that no item with an id covers (the bare table), or null. */
function bare(s) {
  for (let y = 2; y < s.height; y += 7) {
    for (let x = 2; x < s.width; x += 7) if (hitTest(s, x, y) === null) return { x, y };
  }
  return null;
}

/** Return a recording 2D context: each stroke and fill with its style and dash, each string drawn. */
function recorder() {
  const ops = [];
  const state = { dash: [] };
  const ctx = new Proxy(state, {
    get(target, prop) {
      if (prop === "measureText") return (t) => ({ width: textWidth(t, 13) });
      if (prop === "setLineDash") return (d) => { target.dash = d; };
      if (prop === "stroke") return () => ops.push({ op: "stroke", style: target.strokeStyle, dash: [...target.dash] });
      if (prop === "fill") return () => ops.push({ op: "fill", style: target.fillStyle });
      if (prop === "fillText") return (t) => ops.push({ op: "text", text: String(t), style: target.fillStyle });
      if (prop in target) return target[prop];
      return () => {};
    },
  });
  return { ctx, ops };
}

describe("what a click would press: cursor and hover (issue 23, feedback)", () => {
  for (const [name, fixture] of Object.entries(TABLES)) {
    it(`${name}: a pointer over every move and every card that opens its text, the default cursor on the bare table`, () => {
      const s = scene(fixture);
      for (const item of s.items.filter((i) => actionable(i.id))) {
        const { x, y } = centre(item);
        if (hitTest(s, x, y) !== item.id) continue;   // an item under another (a piece on its cell)
        expect(cursorAt(s, x, y)).toBe("pointer");
        expect(hoverAt(s, x, y)).toBe(item.id);
      }
      const spot = bare(s);
      expect(spot).not.toBeNull();
      expect(cursorAt(s, spot.x, spot.y)).toBe("default");
      expect(hoverAt(s, spot.x, spot.y)).toBeNull();
    });
  }

  it("a banner or an open zoom (cmd:none) stops clicks but is no button: no pointer, no glow, no Tab stop", () => {
    const s = scene(letterWon);
    const banner = s.items.find((i) => i.type === "banner");
    expect(banner.id).toBe("cmd:none");
    const { x, y } = centre(banner);
    expect(hitTest(s, x, y)).toBe("cmd:none");
    expect(cursorAt(s, x, y)).toBe("default");
    expect(itemsOf(s, "cmd:none")).toEqual([]);
    expect(clickable(s)).not.toContain("cmd:none");
    expect(actionable("")).toBe(false);
    expect(actionable(null)).toBe(false);
  });

  it("hovering a move glows every item in sight that plays it, and nothing else; a card under a zoom does not", () => {
    const s = scene(chaosStart);
    const move = acts(s)[0];
    const glows = feedbackItems(s, { hover: move.id });
    expect(glows.length).toBe(s.items.filter((i) => i.id === move.id).length);
    expect(glows.every((g) => g.type === "hover")).toBe(true);
    expect(feedbackItems(s, { hover: null })).toEqual([]);
    const cover = { type: "mzoom", id: "cmd:none", x: move.x - 5, y: move.y - 5, w: move.w + 10, h: move.h + 10, z: 10 };
    expect(itemsOf({ ...s, items: [...s.items, cover] }, move.id).filter((i) => i === move)).toEqual([]);
  });

  it("the hover glow changes the painted pixels: a bright frame (C.hover) drawn over the item", () => {
    const s = scene(letterStart, CHOOSING);
    const card = acts(s).find((i) => i.type === "card") ?? acts(s)[0];
    const plain = recorder();
    paint(plain.ctx, s);
    const hovered = recorder();
    paint(hovered.ctx, withFeedback(s, { hover: card.id }));
    expect(plain.ops.some((o) => o.style === C.hover)).toBe(false);
    expect(hovered.ops.filter((o) => o.op === "stroke" && o.style === C.hover).length)
      .toBe(s.items.filter((i) => i.id === card.id).length);
  });
});

describe("chips that press nothing are drawn disabled (issue 23, feedback)", () => {
  it("the step chip the page takes by itself (Waiting / Bot plays ▶) is grey and dashed, never gold, and no button", () => {
    const s = quietSelfSteps(scene(chaosHidden));
    const chip = s.items.find((i) => i.type === "chip" && /▶/.test(i.text));
    expect(chip).toBeDefined();
    expect(chip.id).toBeUndefined();
    const { x, y } = centre(chip);
    expect(cursorAt(s, x, y)).toBe("default");
    expect(feedbackItems(s, { hover: hoverAt(s, x, y) })).toEqual([]);
    const { ctx, ops } = recorder();
    paint(ctx, { ...s, items: [chip] });
    const border = ops.find((o) => o.op === "stroke");
    expect(border.style).not.toBe(C.gold);
    expect(border.dash.length).toBeGreaterThan(0);
    expect(ops.find((o) => o.op === "fill").style).toBe(C.chipOff);
    expect(ops.find((o) => o.op === "text").style).toBe(C.dim);
  });

  it("a chip that is a move stays gold; a quiet chip that presses something (Cancel) keeps a solid border", () => {
    const s = scene(chaosHidden);
    const live = s.items.find((i) => i.type === "chip" && i.id === "cmd:bot_step");
    const { ctx, ops } = recorder();
    paint(ctx, { ...s, items: [live, { ...live, id: "select:none", quiet: true }] });
    const borders = ops.filter((o) => o.op === "stroke");
    expect(borders[0].style).toBe(C.gold);
    expect(borders[1].style).toBe(C.dim);
    expect(borders.every((b) => b.dash.length === 0)).toBe(true);
  });
});

describe("the on-canvas tooltip (issue 23, feedback)", () => {
  it("says the move's sentence: the text of the hovered move, drawn in lines inside its box", () => {
    const s = scene(chaosStart);
    const move = acts(s).find((i) => i.say);
    const { x, y } = centre(move);
    const tip = feedbackItems(s, { tip: { text: move.say, at: { x, y } } }).at(-1);
    expect(tip.type).toBe("tooltip");
    expect(tip.lines.join(" ").replace(/\s+/g, " ")).toBe(move.say.trim().replace(/\s+/g, " "));
    const { ctx, ops } = recorder();
    paint(ctx, { ...s, items: [tip] });
    expect(ops.filter((o) => o.op === "text").map((o) => o.text)).toEqual(tip.lines);
    for (const line of tip.lines) expect(textWidth(line, tip.size)).toBeLessThanOrEqual(tip.w - 2 * tip.pad + 1);
  });

  it("does not echo a chip that already shows its sentence whole; a cell or a card says its move", () => {
    const chip = { type: "chip", id: "act:pass", x: 0, y: 0, w: 100, h: 20, text: "Pass.", say: "Pass." };
    const cell = { type: "cell", id: "act:move", x: 0, y: 30, w: 40, h: 40, say: "Move to (7,1)." };
    const s = { width: 300, height: 100, items: [chip, cell] };
    expect(tipAt(s, 5, 5)).toBe("");
    expect(focusTip(s, { focus: 0 })).toBeNull();
    expect(tipAt(s, 5, 35)).toBe("Move to (7,1).");
    expect(focusTip(s, { focus: 1 }).text).toBe("Move to (7,1).");
  });

  it("stays on the table near each corner, flips above or left of the pointer, and is drawn topmost", () => {
    const s = scene(letterStart, CHOOSING, 390);
    const text = "Play Investigators: name a card; if your opponent holds it, they are out of the round.";
    for (const at of [{ x: 5, y: 5 }, { x: s.width - 5, y: 5 }, { x: 5, y: s.height - 5 },
                      { x: s.width - 5, y: s.height - 5 }]) {
      const tip = tooltipItem(s, text, at);
      expect(tip.x).toBeGreaterThanOrEqual(0);
      expect(tip.y).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.w).toBeLessThanOrEqual(s.width);
      expect(tip.y + tip.h).toBeLessThanOrEqual(s.height);
      const inside = at.x >= tip.x && at.x <= tip.x + tip.w && at.y >= tip.y && at.y <= tip.y + tip.h;
      expect(inside).toBe(false);                               // never under the pointer
    }
    const withTip = withFeedback(s, { hover: acts(s)[0].id, tip: { text, at: { x: 5, y: 5 } } });
    expect(withTip.items.at(-1).type).toBe("tooltip");
  });

  it("keeps TIP_SIZE CSS pixels on a table drawn smaller, and wraps CJK text", () => {
    const text = "夜明けは、幽霊はいま立っている行か列の上しか動けず、幽霊は 1 手番にカードを 1 枚までしか出せない。";
    const s = scene(chaosEffectsJa);
    expect(tooltipItem(s, text, { x: 10, y: 10 }, 1).size).toBe(TIP_SIZE);
    const small = tooltipItem(s, text, { x: 10, y: 10 }, 0.7);
    expect(small.size * 0.7).toBeGreaterThanOrEqual(TIP_SIZE - 0.01);
    expect(small.lines.length).toBeGreaterThan(1);
    expect(small.lines.join("")).toBe(text);
  });

  // reversed by newcomer review 13, finding 6 (Mythos desk: the tips ended cut with "…"): a long text grows the tip
  // wider, then longer, and shows whole; only a text taller than the table is cut, at a line's end
  it("a long card text shows whole, the tip grown, inside the table; one taller than the table is cut at a line's end", () => {
    const s = scene(letterStart);
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} of a long card text.`).join(" ");
    const tip = tooltipItem(s, long, { x: 10, y: 10 });
    expect(tip.lines.join(" ")).toBe(long);
    expect(tip.x + tip.w).toBeLessThanOrEqual(s.width);
    expect(tip.y + tip.h).toBeLessThanOrEqual(s.height);
    const huge = tooltipItem(s, Array.from({ length: 900 }, (_, i) => `Sentence ${i}.`).join(" "), { x: 10, y: 10 });
    expect(huge.lines.at(-1)).toMatch(/^(?:Sentence \d+\. )*Sentence \d+\. …$|^(?:.* )?Sentence \d+\.? …$/);
    expect(huge.y + huge.h).toBeLessThanOrEqual(s.height);
  });
});

describe("the keyboard's focus (issue 23, feedback)", () => {
  it("is outlined only when shown by the keyboard, around the focused item, with its sentence as a tooltip", () => {
    const s = scene(chaosStart);
    const ids = clickable(s);
    const at = ids.findIndex((id) => s.items.find((i) => i.id === id && i.say));
    expect(feedbackItems(s, { focus: ids[at], focusVisible: false })).toEqual([]);
    const [ring] = feedbackItems(s, { focus: ids[at], focusVisible: true });
    const item = s.items.find((i) => i.id === ids[at]);
    expect(ring.type).toBe("focusring");
    expect(ring.x).toBeLessThan(item.x);
    expect(ring.x + ring.w).toBeGreaterThan(item.x + item.w);
    const tip = focusTip(s, { focus: at });
    expect(tip.text).toContain(item.say);
    expect(tip.at).toEqual({ x: item.x, y: item.y, w: item.w, h: item.h });
    const drawn = tooltipItem(s, tip.text, tip.at);
    expect(drawn.y >= item.y + item.h || drawn.y + drawn.h <= item.y).toBe(true);   // beside the item, not on it
  });
});

/** Return a fake canvas: listeners by type, a box of `width` CSS pixels at (0, 0), a style. */
function fakeCanvas(width) {
  const listeners = {};
  return {
    style: {}, listeners,
    addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
    getBoundingClientRect: () => ({ left: 0, top: 0, width, height: 800 }),
    fire(type, event = {}) { for (const fn of listeners[type] ?? []) fn({ type, ...event }); },
  };
}

describe("the page's wiring (ui/pointer.js)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("pointer over a move: cursor pointer and a repaint with its glow; after TIP_MS its sentence; bare table: default", () => {
    const s = scene(letterStart, CHOOSING);
    const canvas = fakeCanvas(s.width);
    const ui = { focus: -1 };
    const table = { scene: s, setFocus: vi.fn() };
    const { ctx, ops } = recorder();
    wirePointer(canvas, table, ui);
    ui.painted = { ctx, shown: s, scene: s, canvas };
    const glows = () => ops.filter((o) => o.op === "stroke" && o.style === C.hover).length;
    const move = acts(s).find((i) => i.say);
    const { x, y } = centre(move);
    canvas.fire("pointermove", { clientX: x, clientY: y, pointerType: "mouse" });
    expect(canvas.style.cursor).toBe("pointer");
    expect(ui.hover).toBe(move.id);
    expect(ui.tip ?? null).toBeNull();
    expect(glows()).toBeGreaterThan(0);           // repainted with its glow, no new layout
    vi.advanceTimersByTime(TIP_MS - 50);
    expect(ui.tip ?? null).toBeNull();            // not yet
    vi.advanceTimersByTime(60);
    expect(ui.tip.text).toContain(move.say);
    expect(ops.filter((o) => o.op === "text").map((o) => o.text).join(" ")).toContain(move.say.split(" ")[0]);
    const spot = bare(s);
    canvas.fire("pointermove", { clientX: spot.x, clientY: spot.y, pointerType: "mouse" });
    expect(canvas.style.cursor).toBe("default");
    expect(ui.hover).toBeNull();
    expect(ui.tip).toBeNull();
    canvas.fire("pointermove", { clientX: x, clientY: y, pointerType: "touch" });   // a finger has no hover
    expect(ui.hover).toBeNull();
    canvas.fire("pointermove", { clientX: x, clientY: y, pointerType: "mouse" });
    canvas.fire("pointerleave");
    expect(ui.hover).toBeNull();
    expect(canvas.style.cursor).toBe("default");
  });

  it("a finger's long press on a move shows its sentence and the tap it ends in presses nothing; a short tap plays", () => {
    const s = scene(chaosStart);
    const canvas = fakeCanvas(s.width);
    const ui = { focus: -1 };
    const { ctx } = recorder();
    wirePointer(canvas, { scene: s, setFocus: vi.fn() }, ui);
    ui.painted = { ctx, shown: s, scene: s, canvas };
    const cell = acts(s).find((i) => i.type === "cell" && i.say);
    const { x, y } = centre(cell);
    const click = () => {
      const event = { stopped: false, stopImmediatePropagation() { this.stopped = true; }, preventDefault() {} };
      for (const fn of canvas.listeners.click) fn(event);
      return event.stopped;
    };
    canvas.fire("pointerdown", { clientX: x, clientY: y, pointerType: "touch" });
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(ui.tip.text).toContain(cell.say);          // the move's sentence, then its risk line (review 7, finding 6)
    expect(ui.tip.text).toMatch(/a7 is unchecked: up to \d+ hidden bombs among \d+ unchecked cells, about 1 in \d+/);   // round FF2's odds
    canvas.fire("pointerup", { pointerType: "touch" });
    expect(click()).toBe(true);                       // swallowed: the long press only showed the sentence
    canvas.fire("pointerdown", { clientX: x, clientY: y, pointerType: "touch" });
    expect(ui.tip).toBeNull();                        // the next touch hides it
    vi.advanceTimersByTime(100);
    canvas.fire("pointerup", { pointerType: "touch" });
    expect(click()).toBe(false);                      // a short tap plays as before
    canvas.fire("pointerdown", { clientX: x, clientY: y, pointerType: "touch" });
    canvas.fire("pointermove", { clientX: x + 30, clientY: y, pointerType: "touch" });   // a swipe: no tooltip
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(ui.tip ?? null).toBeNull();
    const press = longPress(globalThis, () => false);  // nothing to say there: the tap still plays
    press.start({ x: 0, y: 0 });
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(press.swallow()).toBe(false);
  });

  it("a click closes the tooltip until the pointer leaves its item; a choice opening closes it (review 8, finding 2)", () => {
    const s = scene(chaosStart);
    const canvas = fakeCanvas(s.width);
    const ui = { focus: -1 };
    const { ctx } = recorder();
    wirePointer(canvas, { scene: s, setFocus: vi.fn() }, ui);
    ui.painted = { ctx, shown: s, scene: s, canvas };
    const item = s.items.find((i) => i.w > 4 && i.h > 4 && tipAt(s, i.x + 2, i.y + 2));
    const at = { clientX: item.x + 2, clientY: item.y + 2, pointerType: "mouse" };
    canvas.fire("pointermove", at);
    vi.advanceTimersByTime(TIP_MS + 10);
    expect(ui.tip?.text).toBeTruthy();
    canvas.fire("pointerdown", at);
    expect(ui.tip).toBeNull();
    canvas.fire("pointermove", { ...at, clientX: at.clientX + 1 });   // still on the item: it stays closed
    vi.advanceTimersByTime(TIP_MS + 10);
    expect(ui.tip ?? null).toBeNull();
    const spot = bare(s);
    canvas.fire("pointermove", { clientX: spot.x, clientY: spot.y, pointerType: "mouse" });
    canvas.fire("pointermove", at);                                   // back on it: its tooltip again
    vi.advanceTimersByTime(TIP_MS + 10);
    expect(ui.tip?.text).toBeTruthy();
    ui.selected = "some_card";                                        // a choice opens: the table is laid out again
    followPointer(s, ui, canvas);
    expect(ui.tip).toBeNull();
  });

  it("Tab into the canvas focuses its first item and shows the ring; a press hides it", () => {
    const s = scene(chaosStart);
    const canvas = fakeCanvas(s.width);
    const ui = { focus: -1 };
    const table = { scene: s, setFocus: vi.fn((i) => { ui.focus = i; }) };
    const pointer = wirePointer(canvas, table, ui);
    canvas.fire("focus", { relatedTarget: null });
    expect(table.setFocus).toHaveBeenCalledWith(0, clickable(s));
    expect(ui.focusVisible).toBe(true);
    canvas.fire("pointerdown");
    expect(ui.focusVisible).toBe(false);
    pointer.keyboard();
    expect(ui.focusVisible).toBe(true);
  });

  it("after a step, what is under the resting pointer sets the cursor, and a stale tooltip goes", () => {
    const s = scene(letterStart, CHOOSING);
    const canvas = fakeCanvas(s.width);
    const move = acts(s)[0];
    const ui = { focus: -1, pointer: centre(move), tip: { text: "an old sentence", at: centre(move) } };
    followPointer(s, ui, canvas);
    expect(ui.hover).toBe(move.id);
    expect(canvas.style.cursor).toBe("pointer");
    expect(ui.tip).toBeNull();
    const { ctx, ops } = recorder();
    paintTable(ctx, s, s, ui, canvas);
    expect(ops.some((o) => o.op === "stroke" && o.style === C.hover)).toBe(true);
  });
});

describe("a room's table (rooms/: the server plays the other seats)", () => {
  let restore;
  const canvases = [];
  beforeEach(() => {
    restore = installFakeDocument();
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {
        node.getContext = () => recorder().ctx;
        node.getBoundingClientRect = () => ({ top: 0, left: 0, width: 800, height: 600 });
        canvases.push(node);
      }
      return node;
    };
  });
  afterEach(() => restore());

  it("draws no step chip in a room (round 6d, finding 8), where a widget without autoplay offers it as a step", async () => {
    const shown = async (model) => {
      const stop = render({ model, el: globalThis.document.createElement("div") });
      await Promise.resolve();
      const { scene: s } = canvases.at(-1).__cthulhu;
      stop();
      return s.items.find((i) => i.type === "chip" && /▶/.test(i.text));
    };
    const room = new RoomModel(initialTraits("chaos", "B1"), () => {});
    room.update(traitsOf({ type: "joined", catalog: chaosHidden.catalog, seat: "B1" }, "B1"));
    room.update(traitsOf({ type: "state", view: chaosHidden.view, legal: [], step: 3 }, "B1"));
    expect(await shown(room)).toBeUndefined();
    const widget = new RoomModel({ ...initialTraits("chaos", "B1"), shared_table: undefined }, () => {});
    widget.update({ catalog_data: chaosHidden.catalog, view: chaosHidden.view, legal: [], step: 3 });
    expect((await shown(widget)).id).toBe("cmd:bot_step");
  });
});
