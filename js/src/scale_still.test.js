// A layout that holds still (issue 23): selecting a card, opening a zoom or the help never changes the table's
// scale. The zoom is drawn over the table (it does not make the scene taller), and the height a fitted table is
// scaled by (`fitHeight`) is the table's own, whatever is selected; the page measures the canvas's top once per
// window size, so the help opening above the canvas does not rescale it either.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeContext } from "./fake_canvas.js";
import { fitScale, minScale, render } from "./index.js";
import { layout } from "./layout.js";
import { installFakeDocument } from "./ui/fake_dom.js";

const WIDTHS = [360, 390, 1280, 1600];
const files = import.meta.glob("./fixtures/*.json", { eager: true, import: "default" });
const catalogMythos = files["./fixtures/mythos_catalog.json"];
const FIXTURES = Object.entries(files)
  .filter(([path]) => !path.endsWith("mythos_catalog.json"))
  .map(([path, f]) => [path.replace(/^.*\/(.*)\.json$/, "$1"),
                       f.view?.game === "mythos" ? { ...f, catalog: { ...catalogMythos, seats: f.seats } } : f]);

/** Return the local selection a click on `id` makes (as index.js activate does), or undefined for a move. */
function selectionOf(id) {
  if (id.startsWith("zoom:")) return id;
  if (!id.startsWith("select:")) return undefined;
  const value = id.slice(7);
  return value === "none" || value === "" ? null : /^\d+$/.test(value) ? Number(value) : value;
}

describe("the table's scale holds still", () => {
  const changed = [];
  const grown = [];
  let opened = 0;
  for (const [name, fixture] of FIXTURES) {
    for (const width of WIDTHS) {
      const base = layout({ ...fixture, ui: {} }, { width });
      const picks = [...new Set(base.items.map((i) => String(i.id ?? "")).filter((id) => selectionOf(id) != null))];
      for (const id of picks) {
        const s = layout({ ...fixture, ui: { selected: selectionOf(id) } }, { width });
        opened += 1;
        // a phone's table is scaled by its width only (index.js tableScale: it scrolls rather than shrinks), so there
        // a selection may make the table taller (its hand's card line, round CC3: no empty block kept for it below
        // the hand, newcomer review 35 chaos_ja 2) without rescaling anything; a wider window fits the height too
        const phone = width < 700;
        if (s.width !== base.width || (!phone && s.fitHeight !== base.height) || (phone && s.fitHeight < base.height)) {
          changed.push(`${name}@${width} ${id}: ${base.width}×${base.height} -> ${s.width}×${s.fitHeight}`);
        }
        const zoom = s.items.some((i) => i.type === "mzoom");
        if (zoom && width >= 1280 && s.height !== s.fitHeight) grown.push(`${name}@${width} ${id}: ${s.height - s.fitHeight}px`);
      }
    }
  }

  it("scales a table by its own height: a selection or a zoom never changes the width or the fitted height (a phone's only grows)", () => {
    expect(opened).toBeGreaterThan(200);
    expect(changed.slice(0, 10)).toEqual([]);
  });

  it("draws the zoom over the table at 1280 px and wider, never making the scene taller", () => {
    expect(grown.slice(0, 10)).toEqual([]);
  });

  it("gives the same fit scale with a zoom open as without", () => {
    const [, mythos] = FIXTURES.find(([n]) => n === "mythos_rich");
    const base = layout({ ...mythos, ui: {} }, { width: 1000 });
    const card = base.items.find((i) => String(i.id).startsWith("select:") && i.type === "mcard");
    const zoomed = layout({ ...mythos, ui: { selected: selectionOf(card.id) } }, { width: 1000 });
    expect(zoomed.items.some((i) => i.type === "mzoom")).toBe(true);
    expect(fitScale(160, 800, zoomed.fitHeight)).toBe(fitScale(160, 800, base.height));
  });

  it("never fits a table so small that its smallest text (MIN_TEXT) falls under 11 CSS px, 10 on a phone", () => {
    expect(minScale(1280) * 11).toBeGreaterThanOrEqual(11);
    expect(minScale(390) * 11).toBeGreaterThanOrEqual(10);
    expect(fitScale(700, 800, 2000, minScale(1280))).toBe(1);
    expect(fitScale(300, 844, 2000, minScale(390)) * 11).toBeGreaterThanOrEqual(10);
  });
});

describe("the page keeps the canvas's size while the table is used", () => {
  let restore;
  let canvas;
  let top;
  beforeEach(() => {
    restore = installFakeDocument();
    top = 150;
    Object.assign(globalThis, { innerWidth: 1280, innerHeight: 800, devicePixelRatio: 1 });
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {
        canvas = node;
        node.getContext = () => fakeContext().ctx;
        node.getBoundingClientRect = () => ({ top, left: 0, width: Number.parseFloat(node.style.width) || 800,
                                              height: Number.parseFloat(node.style.height) || 600 });
      }
      return node;
    };
  });
  afterEach(() => {
    restore();
    delete globalThis.innerWidth;
    delete globalThis.innerHeight;
  });

  /** Click the centre of the first item of the canvas's scene that `pick` accepts. */
  const clickOn = (pick) => {
    const scene = canvas.__cthulhu.scene;
    const item = scene.items.find(pick);
    const k = Number.parseFloat(canvas.style.width) / scene.width;
    for (const callback of canvas.listeners.click ?? []) {
      callback({ clientX: (item.x + item.w / 2) * k, clientY: top + (item.y + item.h / 2) * k });
    }
    return item;
  };

  for (const name of ["mythos_rich", "letter_start", "chaos_cards"]) {
    it(`${name}: a card's zoom, a selection and the help opening above the canvas leave its CSS size as it was`, () => {
      const [, fixture] = FIXTURES.find(([n]) => n === name);
      const traits = { ...fixture, catalog_data: fixture.catalog, game: fixture.view.game, step: 1, history_len: 1,
                       autoplay: false, undo_policy: "fair", seed: 3, deal: "", log_lines: [], log_from: 0, hotseat: [],
                       curtain: "", fit_screen: true };
      const model = { get: (k) => traits[k], send: () => {}, on: () => {}, off: () => {} };
      const el = globalThis.document.createElement("div");
      const stop = render({ model, el });
      const size = () => [canvas.style.width, canvas.style.height];
      const before = size();
      expect(before[0]).toMatch(/px$/);
      const card = clickOn((i) => /^(select|zoom):/.test(String(i.id)) && /card|pile|mtab/.test(i.type));
      expect(canvas.__cthulhu.ui.selected, card.id).not.toBe(null);
      expect(size()).toEqual(before);
      top += 240;                       // the help opens above the canvas and pushes it down; the table redraws
      clickOn((i) => i.id === "select:none" || i.type === "background" || i.background);
      expect(size()).toEqual(before);
      stop();
    });
  }

  it("a phone never fits the table's height: a taller table (a join window) keeps the board's width (issue 23 r6)", () => {
    const [, fixture] = FIXTURES.find(([n]) => n === "chaos_cards");
    const widths = [];
    for (const innerHeight of [3000, 400]) {    // a short window would shrink a fitted table to 10/11 of its width
      Object.assign(globalThis, { innerWidth: 390, innerHeight });
      const traits = { ...fixture, catalog_data: fixture.catalog, game: fixture.view.game, step: 1, history_len: 1,
                       autoplay: false, undo_policy: "fair", seed: 3, deal: "", log_lines: [], log_from: 0,
                       hotseat: [], curtain: "", fit_screen: true };
      const model = { get: (k) => traits[k], send: () => {}, on: () => {}, off: () => {} };
      const stop = render({ model, el: globalThis.document.createElement("div") });
      widths.push(canvas.style.width);
      stop();
    }
    expect(widths[1]).toBe(widths[0]);
  });
});
