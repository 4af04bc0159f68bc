// Issue 23, round G, newcomer review 6 (finding 3, CHAOS): a card's zoom and a coach bubble cover no piece, key, gate,
// highlighted cell nor the prompt and its chips; at 1280 the bubble lies beside the board, not over its cells.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { coachPlace } from "./coach.js";
import cards from "../fixtures/chaos_cards.json";
import start from "../fixtures/chaos_start.json";
import join from "../fixtures/chaos_join.json";
import react from "../fixtures/chaos_react.json";

const scene = (fixture, lang, width, ui = {}) => layout({ ...valid({ ...fixture, lang }), ui }, { width });
const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x))
  * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
/** The items nothing may cover while choosing: pieces, key, gate, bombs, targets, chips and the prompt's box. */
const guarded = (s) => s.items.filter((i) => i.w > 0 && i.h > 0 && i.label !== "zoom" && i.z === undefined
  && (i.avoid || i.type === "chip" || String(i.id ?? "").startsWith("act:")))
  .concat(s.items.filter((i) => i.label === "prompt" && i.area).map((i) => ({ ...i.area, label: "prompt" })));

describe("finding 3: a card's zoom covers no piece, key, gate, target, chip nor the prompt", () => {
  for (const [width, lang] of [[935, "en"], [390, "ja"], [390, "zh"]]) {
    for (const [name, fixture] of [["cards", cards], ["start", start]]) {
      it(`${name}: each hand card's zoom (${lang}, ${width})`, () => {
        const seat = fixture.seat;
        let opened = 0;
        for (const card of fixture.view.hands[seat].cards) {
          for (const selected of [`zoom:card:${card.id}`, card.id]) {   // looked at, or chosen to play
            const s = scene(fixture, lang, width, { selected });
            const zoom = s.items.find((i) => i.label === "zoom");
            if (!zoom) continue;
            opened += 1;
            const hit = guarded(s).filter((g) => overlap(zoom, g) > 0).map((g) => g.label ?? g.id);
            expect(hit, selected).toEqual([]);
          }
        }
        expect(opened).toBeGreaterThan(0);
      });
    }
  }
});

describe("finding 3: at 1280 a coach bubble by a chip lies beside the board, over no cell of it", () => {
  for (const lang of ["en", "ja"]) {
    it(`the End chip's bubble: off the board, the prompt, the chips and the turn order (${lang})`, () => {
      const s = scene(cards, lang, 935);
      const chip = s.items.find((i) => i.id === "act:" + cards.legal.find((a) => a.kind === "end").id);
      const board = s.items.find((i) => i.label === "board");
      const bubble = { w: 320, h: 170 };
      // the canvas as tall as its hand (review 6's d05: no room for the bubble under the board)
      const height = Math.max(...s.items.filter((i) => i.type === "ccard").map((i) => i.y + i.h)) + 10;
      const at = coachPlace(s, chip, bubble, { rootWidth: 1250, height, width: s.width });
      const box = { ...at, ...bubble };
      expect(overlap(box, board)).toBe(0);
      const hit = guarded(s).concat(s.items.filter((i) => /^seat-/.test(i.label ?? "")))
        .filter((g) => overlap(box, g) > 0).map((g) => g.label ?? g.id);
      expect(hit).toEqual([]);
      expect(box.y + box.h).toBeLessThanOrEqual(height);
    });
  }
});

describe("finding 3: on a phone a moment's bubble (no item) lies over no piece, key, gate, target nor the prompt", () => {
  for (const lang of ["ja", "zh", "en"]) {
    for (const [name, fixture] of [["join", join], ["react", react], ["start", start]]) {
      it(`${name} (${lang}, 390, the window showing the table's first 650 px)`, () => {
        const s = scene(fixture, lang, 390);
        const bubble = { w: 374, h: 180 };
        const at = coachPlace(s, null, bubble, { rootWidth: 390, height: s.height, width: s.width, visible: 650 });
        const box = { ...at, ...bubble };
        const hit = guarded(s).filter((g) => overlap(box, g) > 0).map((g) => g.label ?? g.id);
        expect(hit).toEqual([]);
      });
    }
  }
});

describe("finding 3: a coach bubble beside the table is drawn over the story's toasts, not under them", () => {
  it("its z-index is above the toasts' (20: page.js) and below the bar's menus (30)", async () => {
    const { coachStyle } = await import("./coach.js");
    const { readFileSync } = await import("node:fs");
    const page = readFileSync(new URL("./page.js", import.meta.url), "utf8");
    const z = (css, sel) => Number(new RegExp(`\\${sel} \\{[^}]*z-index: (\\d+)`).exec(css)[1]);
    const bubble = z(coachStyle(), ".cw-coach");
    expect(bubble).toBeGreaterThan(z(page, ".cw-toasts"));
    expect(bubble).toBeLessThan(30);
  });
});
