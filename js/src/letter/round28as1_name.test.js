// Newcomer review 27 (round AS, fixer AS1), letter_zh 9 (088): "猜 8 · 克蘇魯不在頂" glowed as every other name though it
// can never hit (LS-P1: Cthulhu, the only 8, lies face up under the clues, not on top). A name that cannot hit is
// drawn as the misses of a known top are: quiet, still a legal move.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import answer from "../fixtures/letter_answer.json";
import frames from "./round28as1_frames.json";

describe("LS-P1: a name that cannot hit is drawn quiet", () => {
  it("zh-TW, Investigators chosen, the top unknown: 猜 8 quiet, 猜 2 not", () => {
    const frame = frames.name8;
    const i = frame.view.hand.findIndex((c) => c.id === "investigators");
    const scene = layout({ game: "letter", mode: "play", ...frame, catalog: answer.catalog, ui: { selected: i } },
                         { width: 390 });
    const chip = (g) => scene.items.find((c) => c.type === "chip" && c.id === `act:play card=investigators guess=${g}`);
    expect(chip(8).quiet).toBe(true);
    expect(chip(8).text).toContain("8");
    expect(Boolean(chip(2).quiet)).toBe(false);
  });
});
