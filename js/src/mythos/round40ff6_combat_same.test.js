// Round FF6 (newcomer review 37, mythos_en and mythos_ja: "combat is shown differently each round"): the battle's band
// kept its title, its Done and its fights' rows at other places from step to step and from round to round (the fights
// 6 px lower at the reader's stops, where Done sat beside the title, than at the bot's; 4 px on a phone). Painted frame
// by frame from the recorded game (round15s_frames.json) as the page holds it, every combat frame of both combats at
// one screen size has one band: the same x and width, the title, Done and the first fight's row at one place in it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui, lang, width) =>
  layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang, prompt: f.prompt }, { width });

/** Return each combat frame's blocks, placed from the band's top: the band's x and width, the title's x and y, the
 * band's Done, the first fight row's arrow (where the totals stand). */
function combatBlocks(lang, width) {
  const ui = width < 600 ? { touch: true } : {};
  const out = [];
  for (const [n, f] of recordedGame(lang).entries()) {
    const s = scene(f, ui, lang, width);
    if (f.view.phase !== "combat") continue;
    const band = s.items.find((i) => i.type === "mband");
    const at = (i) => (i ? [i.x, i.y - band.y, i.w, i.h].map(Math.round) : null);
    const title = s.items.find((i) => i.label === "combat-title");
    const done = s.items.find((i) => i.label === "combat-chip" && i.id === "act:done");
    const arrow = s.items.find((i) => i.type === "marrow" && i.y >= band.y && i.y < band.y + band.h);
    out.push({ n, round: f.view.round, band: [band.x, band.w], title: at(title).slice(0, 2), done: at(done),
               arrowY: at(arrow)?.[1] ?? null, bandY: band.y });
  }
  return out;
}

describe("review 37, mythos_en/mythos_ja: one combat layout, every step and every round", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      it(`${lang} ${width}: band, title, Done and first fight's row at one place in every combat frame`, () => {
        const blocks = combatBlocks(lang, width);
        expect(new Set(blocks.map((b) => b.round)).size, "two combats recorded").toBe(2);
        const one = (key) => [...new Set(blocks.filter((b) => b[key] != null).map((b) => JSON.stringify(b[key])))];
        expect(one("band"), "band x, width").toHaveLength(1);
        expect(one("title"), "title x, y").toHaveLength(1);
        expect(one("done"), "Done beside the title").toHaveLength(1);
        const arrows = blocks.map((b) => `${b.n}:${b.arrowY}`).join(" ");
        expect(one("arrowY"), `the first fight's arrow (${arrows})`).toHaveLength(1);
        // a wide table's band stands at one y in both combats (its others' panels fold in a fight)
        if (width >= 600) expect(one("bandY"), "band y").toHaveLength(1);
      });
    }
  }
});
