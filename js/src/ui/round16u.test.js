// Newcomer review 15, the page around the table. Finding 2 (CHAOS phone): the game's result panel lay over the table's
// head ("Round 31/60 · Game over"): it now starts below the head, its buttons in the window. Finding 3 (phone): a
// toast placed for 70 px ran 130 px with its note and lay over the table's head and the reader's chips: its place is
// found for its own height.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { withoutBanner } from "../scene/build.js";
import { installFakeDocument, fakeModel } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import { placeToasts } from "./toast.js";
import { phonePage } from "./phone_toast_support.js";
import chaosWon from "../fixtures/chaos_won.json";
import mythosOver from "../fixtures/mythos_over.json";
import letterWon from "../fixtures/letter_won.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.unstubAllGlobals(); });

/** Return a phone page (348 px canvas 177 px down the root) showing `fixture`'s table as it is drawn at its end. */
function phoneEnd(fixture) {
  const root = globalThis.document.createElement("div");
  root.dataset.wide = "0";
  const scene = withoutBanner(layout({ ...valid(fixture), ui: {} }, { width: 348 }));
  return { root, canvas: { offsetTop: 177, clientWidth: 348, __cthulhu: { scene } }, scene };
}

/** Return the bottom (root px) of the table's round / turn line and time line: the head the result must not cover. */
function headBottom(page) {
  const heads = page.scene.items.filter((i) => i.type === "text" && (i.label === "status" || i.label === "time"
    || /game over/i.test(String(i.text ?? ""))));
  expect(heads.length).toBeGreaterThan(0);
  const k = 348 / page.scene.width;   // CSS px per scene px
  return 177 + k * Math.max(...heads.map((i) => i.y + (i.h || i.size || 12)));
}

describe("finding 2: the result panel lies below the table's head", () => {
  for (const [game, fixture] of [["chaos", chaosWon], ["mythos", mythosOver], ["letter", letterWon]]) {
    it(`${game}: the panel's top is below the round line`, () => {
      const page = phoneEnd(fixture);
      const ending = buildEnding(page, () => {});
      const model = fakeModel({ game, lang: "en", banner: { title: "Your team wins", text: "Its patient escaped.",
                                                           win: true }, replay: null });
      ending(model);
      const box = page.root.childNodes.find((n) => String(n.className).startsWith("cw-ending"));
      expect(box.hidden).toBe(false);
      const room = page.scene.items.find((i) => i.type === "banner" && i.keep && i.h > 40);
      // Mythos's stands in the flow above the table since review 34 (mythos_ja 8): over nothing of it
      if (game === "mythos") expect(box.style.position).toBe("static");
      else if (room) {   // Letter keeps a room as tall as the panel above its turn line: the panel lies there, over nothing
        const k = 348 / page.scene.width;   // (below the line it lay over the hand: newcomer review 16, finding 8)
        expect(parseFloat(box.style.top)).toBe(177 + Math.round(room.y * k));
        expect(177 + (room.y + room.h) * k).toBeLessThanOrEqual(headBottom(page));
      } else expect(parseFloat(box.style.top)).toBeGreaterThanOrEqual(headBottom(page));
      ending.stop();
    });
  }
});

describe("finding 3: a phone's toast is placed for its own height", () => {
  it("a 130 px toast covers neither the table's head nor the reader's chips", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    // the canvas 100 px down the window: its round line at 104, the reader's chips under it, the board, the hand
    const head = { type: "text", label: "status", text: "Round 5/60 · Your move", x: 6, y: 4, w: 200, h: 13, size: 13 };
    const chips = [0, 1].map((k) => ({ type: "chip", id: `act:c${k}`, x: 10 + 120 * k, y: 30, w: 110, h: 26 }));
    const cells = Array.from({ length: 8 }, (_, r) => ({ type: "cell", x: 20, y: 70 + 40 * r, w: 340, h: 40 }));
    const hand = [0, 1, 2].map((k) => ({ type: "card", id: `select:h${k}`, x: 10 + 120 * k, y: 420, w: 110, h: 300 }));
    const page = phonePage([head, ...chips, ...cells, ...hand]);
    page.canvas.getBoundingClientRect = () => ({ left: 0, top: 100, width: 390 });
    const box = { childNodes: [{}], dataset: {}, style: {},
                  getBoundingClientRect: () => ({ top: 0, height: 130, width: 374 }) };
    placeToasts(box, page);
    const top = box.dataset.spot === "top" ? 8 : box.dataset.spot === "bottom" ? 844 - 8 - 130
      : box.dataset.spot === "band" ? parseFloat(box.style.top) : null;
    if (top === null) return;   // in the story's flow: over nothing
    const covered = [head, ...chips].filter((i) => top < 100 + i.y + i.h && 100 + i.y < top + 130);
    expect(covered.map((i) => i.id ?? i.text)).toEqual([]);
  });
});
