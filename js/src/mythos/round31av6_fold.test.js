// Round AV6, newcomer review 30, mythos_en 2 / mythos_ja 7 (051, 089, 091, 092): the "Last combat" band stayed open
// through the whole next card play, cut the hand off an 800 px window, and a click on its title opened the glossary.
// It folds to one line once the reader has had a look with a move at it; a click on its title folds it (and opens it).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";
import { openRecap } from "./combat.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, ui) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang: "en" }, { width: 1280 });
const open = (s) => s.items.some((i) => i.type === "marrow");
const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? "")).map((i) => i.y));

/** The recorded game's first card play after a fight: its frames with a move for the reader, in order. */
function looks() {
  const g = recordedGame("en");
  const k = g.findIndex((f, n) => f.view.phase === "play" && n > 0 && g[n - 1].view.phase === "combat" && f.legal.length);
  return g.slice(k).filter((f) => f.view.round === g[k].view.round && f.view.phase === "play" && f.legal.length);
}

describe("review 30, mythos_en 2: the last combat folds once the reader has seen it", () => {
  it("en 1280: the band at the reader's first look, one line at its next; the hand keeps its y", () => {
    const [first, next] = looks();
    const ui = {};
    const a = scene(first, ui);
    expect(open(a), "the reader's first look: the band").toBe(true);
    const b = scene(next, ui);
    expect(open(b), "after the reader's move: folded to its line").toBe(false);
    expect(handTop(b)).toBe(handTop(a));
  });

  it("a click on the open band's title folds it; on the folded line opens it", () => {
    const [first] = looks();
    const ui = {};
    const title = scene(first, ui).items.find((i) => i.label === "combat-title");
    expect(title?.id, "the open band's title: the fold, not the glossary").toBe("recap:open");
    openRecap(ui);
    expect(open(scene(first, ui)), "folded by its title").toBe(false);
    openRecap(ui);
    expect(open(scene(first, ui)), "opened again").toBe(true);
  });
});
