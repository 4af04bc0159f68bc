// Round FF6 (newcomer review 37, finding 3, every game on a 390×844 phone): a pop-up opened by a finger (a long
// press on a card, a tapped term) lay over the very card or line it told of, or over the reader's chosen card. Painted
// as the page paints it (ui/pointer.js paintTable, a fake canvas), each item's pop-up lies off its item and off the
// chosen card.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import { paintTable } from "./pointer.js";
import { useFakePage } from "./fake_dom.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import chaosStart from "../fixtures/chaos_start.json";
import letterStart from "../fixtures/letter_start.json";
import { recordedGame } from "../mythos/recorded_game.js";

const page = useFakePage();

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the tables of the three games at 390 px (a Letter hand card chosen; Mythos in its first combat). */
function phoneTables() {
  const mythos = recordedGame("ja")[49];
  return {
    letter: layout({ ...valid(letterStart), ui: { selected: 0 } }, { width: 390 }),
    chaos: layout({ ...valid(chaosStart), ui: {} }, { width: 390 }),
    mythos: layout({ ...valid({ ...mythos, catalog: { ...catalogBase, seats: mythos.seats } }),
                     log_lines: mythos.log_lines, ui: { touch: true }, lang: "ja" }, { width: 390 }),
  };
}

/** Return the pop-up painted for a finger resting on the middle of `item` (what a long press or a tap on it sets). */
function popUp(scene, item) {
  const canvas = document.createElement("canvas");
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: scene.width, height: scene.height });
  const p = { x: item.x + item.w / 2, y: item.y + item.h / 2 };
  let drawn = null;
  const ui = { tip: { text: tipAt(scene, p.x, p.y), at: p }, onPainted: (d) => { drawn = d; } };
  paintTable(canvas.getContext("2d"), scene, scene, ui, canvas);
  return drawn.items.find((i) => i.type === "tooltip");
}

describe("review 37, finding 3: a phone's pop-up never covers what it tells of, nor the chosen card", () => {
  for (const [game, scene] of Object.entries(phoneTables())) {
    it(`${game} 390×844: every item's pop-up off its item and off the chosen card`, () => {
      expect(page.canvases).toBeDefined();
      // each item whose own words a finger on its middle opens (not one under a card or a cell that tells its own)
      const own = (i) => tipAt({ items: [i] }, i.x + i.w / 2, i.y + i.h / 2);
      const told = scene.items.filter((i) => i.w > 8 && i.h > 8 && own(i)
        && own(i) === tipAt(scene, i.x + i.w / 2, i.y + i.h / 2));
      expect(told.length).toBeGreaterThan(3);
      const chosen = scene.items.filter((i) => i.chosen);
      const over = [];
      for (const item of told) {
        const tip = popUp(scene, item);
        const hidden = [item, ...chosen].filter((r) => overlap(tip, r));
        const box = [tip.x, tip.y, tip.w, tip.h].join(",");
        if (hidden.length) over.push(`${item.label ?? item.id ?? item.type} under ${box}`);
      }
      expect(over).toEqual([]);
    });
  }
});
