import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeContext } from "./fake_canvas.js";
import { dealLabel, logOf, mergeLog, render, trackLog, unpackMoves } from "./index.js";
import { installFakeDocument } from "./ui/fake_dom.js";
import start from "./fixtures/chaos_start.json";
import pick from "./fixtures/chaos_pick.json";
import letterStart from "./fixtures/letter_start.json";

/** Return a model stand-in that takes a kernel message as Backbone does: every trait set, then one `change:` event
 * per changed trait. */
function widgetModel(traits) {
  const handlers = {};
  return {
    get: (name) => traits[name],
    send: () => {},
    on: (events, callback) => { for (const e of events.split(/\s+/)) (handlers[e] ??= []).push(callback); },
    off: () => {},
    message(changes) {
      Object.assign(traits, changes);
      for (const name of Object.keys(changes)) for (const callback of handlers[`change:${name}`] ?? []) callback();
    },
  };
}

describe("the seed box's hint", () => {
  it("shows the seed only when the kernel sends it, else the deal code", () => {
    expect(dealLabel(12, "0a1b2c3d")).toBe("seed 12");
    expect(dealLabel(0, "0a1b2c3d")).toBe("seed 0");
    expect(dealLabel(null, "0a1b2c3d")).toBe("deal 0a1b2c3d");
    expect(dealLabel(undefined, "")).toBe("seed");
  });
});

describe("how to read this table", () => {
  it("has rules and a guide for every game and the CHAOS legend (pieces, dice area, spawn flags, the key)", async () => {
    const { helpTexts } = await import("./ui/help.js");
    const catalogs = { letter: (await import("./fixtures/letter_start.json")).catalog,
                       chaos: (await import("./fixtures/chaos_start.json")).catalog,
                       mythos: (await import("./fixtures/mythos_catalog.json")).default };
    for (const game of ["letter", "chaos", "mythos"]) {
      const texts = helpTexts(catalogs[game].help.en);
      expect(texts.guide.length, game).toBeGreaterThan(2);
      expect(texts.rules.length, game).toBeGreaterThan(2);
      expect(texts.title, game).toBeTruthy();
    }
    expect(helpTexts(catalogs.chaos.help.en).legend.map(([term]) => term))
      .toEqual(expect.arrayContaining(["Pieces", "Dice area", "Spawn flags", "The key"]));
  });
});

describe("what the kernel sends, as the page reads it", () => {
  it("unpacks packed moves (arrays in the kernel's key order) and keeps moves that are objects", () => {
    const moves = unpackMoves([["move col=1 row=7", "Move to (7,1).", { cell: [7, 1] }, "move"],
                               ["play card=x", "Play X.", { card: "x" }, "play", { card: "x" }],
                               ["pass", "Pass.", null, "pass", {}, [3]], { id: "end", text: "End." }]);
    expect(moves).toEqual([{ id: "move col=1 row=7", text: "Move to (7,1).", target: { cell: [7, 1] }, kind: "move" },
                           { id: "play card=x", text: "Play X.", target: { card: "x" }, kind: "play",
                             fields: { card: "x" } },
                           { id: "pass", text: "Pass.", kind: "pass", fields: {}, cards: [3] },
                           { id: "end", text: "End." }]);
    expect(unpackMoves(null)).toEqual([]);
  });

  it("keeps its copy of the log: cut where the new lines start, appended, the whole story kept", () => {
    const line = (i) => ({ text: `line ${i}` });
    const range = (a, b) => Array.from({ length: b - a }, (_, i) => line(a + i));
    let copy = mergeLog({ from: 0, lines: [] }, range(3, 13), 3);           // a tail
    expect(copy).toEqual({ from: 3, lines: range(3, 13) });
    copy = mergeLog(copy, range(13, 15), 13);                                 // a step appends two lines
    expect(copy).toEqual({ from: 3, lines: range(3, 15) });
    expect(mergeLog(copy, [], 12)).toEqual({ from: 3, lines: range(3, 12) }); // an undo cuts back
    expect(mergeLog(copy, range(30, 31), 30)).toEqual({ from: 30, lines: range(30, 31) });   // a gap: afresh
    expect(mergeLog(copy, [line(9)])).toEqual({ from: 0, lines: [line(9)] }); // no start: a whole log
    const model = widgetModel({ log_lines: range(0, 4), log_from: 0 });
    trackLog(model);
    model.message({ log_lines: range(4, 6), log_from: 4 });
    expect(logOf(model)).toEqual(range(0, 6));
    model.message({ log_lines: [], log_from: 5 });
    expect(logOf(model)).toEqual(range(0, 5));
  });
});

describe("one layout per message", () => {
  let restore;
  let layouts;
  beforeEach(() => {
    restore = installFakeDocument();
    layouts = 0;
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {   // a canvas that counts the scenes drawn on it (drawTable sets __cthulhu each time)
        node.getContext = () => fakeContext().ctx;
        node.getBoundingClientRect = () => ({ top: 0, left: 0, width: 800, height: 600 });
        Object.defineProperty(node, "__cthulhu", { set() { layouts += 1; }, get() { return undefined; } });
      }
      return node;
    };
  });
  afterEach(() => restore());

  it("lays the table out once for a step's message, whatever number of traits it changed", async () => {
    const traits = { ...start, catalog_data: start.catalog, game: "chaos", step: 0, history_len: 0, autoplay: false,
                     undo_policy: "fair", seed: 3, deal: "", log_lines: [{ text: "Round 1." }], log_from: 0,
                     hotseat: [], curtain: "" };
    const model = widgetModel(traits);
    const el = globalThis.document.createElement("div");
    const stop = render({ model, el });
    expect(layouts).toBe(1);
    for (let step = 1; step <= 3; step += 1) {
      const before = layouts;
      // One message from the kernel changing seven traits: seven change: events.
      model.message({ view: step % 2 ? pick.view : start.view,
                      legal: (step % 2 ? pick.legal : start.legal).map((m) => [m.id, m.text, m.target, m.kind]),
                      log_lines: [{ text: `step ${step}` }], log_from: step, step, history_len: step,
                      error: step === 2 ? "refused" : "" });
      await Promise.resolve();
      expect(layouts - before).toBe(1);
      expect(logOf(model).at(-1)).toEqual({ text: `step ${step}` });
    }
    stop();
  });
});

describe("the layout reads the page's whole story", () => {
  let restore;
  afterEach(() => restore());

  it("passes the merged log to the layout: Letter's phone table shows the newest line over the hand", async () => {
    restore = installFakeDocument();
    const scenes = [];
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {
        node.getContext = () => fakeContext().ctx;
        node.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 600 });
        Object.defineProperty(node, "__cthulhu", { set(v) { scenes.push(v.scene); }, get() { return undefined; } });
      }
      if (tag === "div") Object.defineProperty(node, "clientWidth", { get: () => 390 });
      return node;
    };
    const traits = { ...letterStart, catalog_data: letterStart.catalog, game: "letter", step: 0, history_len: 0,
                     autoplay: false, undo_policy: "fair", seed: 3, deal: "", log_from: 0, hotseat: [], curtain: "",
                     log_lines: [{ text: "The opponent plays Deep Ones." }] };
    const model = widgetModel(traits);
    const stop = render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const last = scenes.at(-1).items.find((i) => i.label === "last-event");
    expect(last?.text).toContain("Deep Ones");
    stop();
  });
});

// A new deal starts with nothing selected (newcomer review 21, Letter zh-TW finding 1, 115_n4/116_n5/118_n7: a card
// selected in one game was still selected when Learn to play or New game dealt again at the same step, 0).
describe("a new deal clears the table's selection", () => {
  let restore;
  afterEach(() => restore());

  it("drops the selected hand card when the kernel deals again at step 0", async () => {
    restore = installFakeDocument();
    let drawn = null;
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {
        node.getContext = () => fakeContext().ctx;
        node.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 600 });
        Object.defineProperty(node, "__cthulhu", { set(v) { drawn = v; }, get() { return drawn; } });
      }
      return node;
    };
    const traits = { ...letterStart, catalog_data: letterStart.catalog, game: "letter", step: 0, history_len: 0,
                     autoplay: false, undo_policy: "fair", seed: 3, deal: "d1", dealt: 1, log_from: 0, hotseat: [],
                     curtain: "", log_lines: [] };
    const model = widgetModel(traits);
    const stop = render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    drawn.ui.selected = 0;                       // the reader tapped the hand's first card
    model.message({ error: "x" });               // the same deal redrawn: the selection stays
    await Promise.resolve();
    expect(drawn.ui.selected).toBe(0);
    model.message({ dealt: 2, deal: "d2", error: "" });   // New game / Learn to play: a new deal, still step 0
    await Promise.resolve();
    expect(drawn.ui.selected).toBe(null);
    stop();
  });
});
