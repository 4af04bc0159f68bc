// Round AF, newcomer review 20 of the Mythos desk (en, 1280×800), finding 1 (061_farm3, 062_farm4, 063_nam): "In game 1,
// round 3, with both tables open (Show Bot 2's table), clicking Lonely Akeley Farmhouse and then Namquit Point opened
// nothing; `errors` showed 'Cannot read properties of null (reading 'i')'. After I hid Bot 2's table it worked."
// A click on a hand card selects it and the page draws the table again, reading the scene's fitHeight (the table laid
// out as if nothing were selected, `fitting`): that layout has fewer fold tries than the round's kept one (the tries of
// the opened bot's table are not a fitted height's), so the kept try's index pointed past them and no layout was picked.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";
import long13 from "./round13q_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

/** Return a recorded game's frames, each with the page's copy of the story where it was recorded with one. */
function game(frames) {
  let story = [];
  return frames.map((f) => {
    if (!Array.isArray(f.log)) return f;
    const [from, lines] = f.log;
    story = story.slice(0, from).concat(lines);
    return { ...f, log_lines: story };
  });
}

const handCards = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "") && i.id);

/** Play a game's frames on one page (its memory kept), Bot 2's table shown; at each frame click each hand card as
 * index.js does (select it, lay out, read the fitted height); return the clicks that threw or opened no zoom. */
function deadClicks(frames, lang) {
  const ui = { panelOpen: "p1" };
  const dead = [];
  game(frames).forEach((f, n) => {
    const input = { ...valid(withCatalog(f)), log_lines: f.log_lines, lang };
    const table = layout({ ...input, ui }, { width: 1280 });
    // a round-end discard's click marks its card, no zoom (since round AO on a desk too: review 23, mythos_en finding 4)
    for (const card of handCards(table).filter((c) => !c.id.startsWith("mark:")).slice(0, 3)) {
      ui.selected = card.id.startsWith("select:") ? card.id.slice(7) : card.id;
      if (/^\d+$/.test(ui.selected)) ui.selected = Number(ui.selected);
      const where = `frame ${n} (${f.view.round}|${f.view.phase}|${f.view.step}) ${card.label}`;
      try {
        const s = layout({ ...input, ui }, { width: 1280 });
        expect(s.fitHeight).toBeGreaterThan(0);
        if (!s.items.some((i) => (i.z ?? 0) >= 10)) dead.push(`${where}: no zoom`);
      } catch (e) {
        dead.push(`${where}: ${e.message}`);
      }
      ui.selected = null;
    }
  });
  return dead;
}

describe("review 20, finding 1: a hand card's click opens its zoom with Bot 2's table shown", () => {
  for (const [name, frames, lang] of [["round15s en", story15.en, "en"], ["round15s ja", story15.ja, "ja"],
                                      ["round13q long", long13.long, "en"]]) {
    it(`${name}: every click on a hand card lays out, its zoom open`, () => {
      expect(deadClicks(frames, lang)).toEqual([]);
    });
  }
});

// The click path's guard (index.js): a fault laying out the fitted height or drawing with a selection is said, never
// swallowed with the click: the zoom still opens on the scene's own height, or the table is drawn without the selection.
describe("review 20, finding 1: a fault never eats a click silently", () => {
  it("a fitted height that throws: the scene's own height, the fault said", async () => {
    const { fittedHeight } = await import("../index.js");
    const said = [];
    const scene = { height: 700, get fitHeight() { throw new TypeError("Cannot read properties of null (reading 'i')"); } };
    expect(fittedHeight(scene, (e) => said.push(e.message))).toBe(700);
    expect(said).toEqual(["Cannot read properties of null (reading 'i')"]);
    expect(fittedHeight({ height: 700, fitHeight: 650 }, () => said.push("no"))).toBe(650);
  });
  it("drawing with a selection throws: the fault said, the table drawn without the selection", async () => {
    const { drawnOrPlain } = await import("../index.js");
    const said = [];
    const ui = { selected: 15 };
    const draw = () => { if (ui.selected != null) throw new Error("bad"); return { items: [] }; };
    expect(drawnOrPlain(draw, ui, (e) => said.push(e.message))).toEqual({ items: [] });
    expect([said, ui.selected]).toEqual([["bad"], null]);
    expect(() => drawnOrPlain(draw, { selected: null }, () => {})).not.toThrow();
    expect(() => drawnOrPlain(() => { throw new Error("plain"); }, { selected: null }, () => {})).toThrow("plain");
  });
});
