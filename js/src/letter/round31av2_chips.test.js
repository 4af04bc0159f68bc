// Newcomer review 30 (round AV, fixer AV2), letter_en 2: a desk's chip cut in its head hid its target and its card
// ("On… ⚠ if it eliminates the last clue…", 090; "On yourself:… 1 ⚠", 040). The move (target, card) reads whole; its
// consequence is cut in its middle, its ⚠, first and last words kept; the whole sentence stays in the tooltip.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import frames from "./round29at1_frames.json";

const WARNED = "On the opponent: eliminate its top card ⚠ if it eliminates the last clue, the opponent plays Cthulhu: "
  + "you lose";
const scene = (name, label) => {
  const f = structuredClone(frames[name]);
  if (label) f.legal = f.legal.map((a) => (a.fields.target === "opponent" ? { ...a, label } : a));
  return layout({ game: "letter", mode: "play", ...f, catalog: frames.catalog, ui: { selected: 0 } }, { width: 930 });
};
const chip = (s, part) => s.items.find((i) => i.type === "chip" && String(i.id).includes(part));

describe("letter_en 2: a desk chip keeps its target and card", () => {
  it("Armitage's warned 'On the opponent' (090)", () => {
    const c = chip(scene("armitage_en", WARNED), "target=opponent");
    expect(c.text, c.say).toMatch(/^On the opponent: eliminate .*⚠ if it eliminates/u);
    // its ⚠'s first clause whole, the rest dropped whole with "…", never cut from its middle (review 31, letter_en 1)
    expect(c.text, c.text).toMatch(/⚠ if it eliminates the last clue(…|, the opponent plays Cthulhu: you lose)$/u);
    expect(c.say).toContain("Professor Henry Armitage");   // the whole move in its tooltip
  });

  it("Mi-Go's 'On yourself' names the card it discards (040)", () => {
    const c = chip(scene("mi_go_en"), "target=self");
    expect(c.text, c.say).toMatch(/^On yourself: discard Nyarlathotep,.* ⚠ discards an Insanity card(…|: .+ 0 to 2)$/u);
  });
});
