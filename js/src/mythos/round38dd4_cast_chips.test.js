// Round DD4 (newcomer review 36, mythos_ja finding 1): at the combat's spell-and-artifact stop (MY-COMBAT-3) the chips
// under the table read only "Done" while the spell that could be cast lay far down the page on its carrier. The frame
// now marks each legal cast at that stop as a chip too (frames/mythos_use_step.py): on a phone and a desk every cast
// is a chip beside Done, on the first screen.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import useF from "../fixtures/mythos_use.json";

/** The use stop's frame as the frame sends it now: each cast offered on its card and as a chip. */
function useFrame(lang) {
  const legal = useF.legal.map((a) => (a.kind === "cast" ? { ...a, target: { ...a.target, chip: true } } : a));
  return { ...useF, legal, lang, catalog: { ...catalogBase, seats: useF.seats } };
}

describe("the use stop offers each cast as a chip beside Done (review 36, mythos_ja 1)", () => {
  for (const lang of ["en", "ja"]) {
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      it(`${lang} ${width}: every cast is a chip on the first screen, beside Done`, () => {
        const f = useFrame(lang);
        const s = layout({ ...valid(f), ui: {} }, { width });
        const chips = s.items.filter((i) => i.type === "chip");
        const done = chips.find((c) => c.id === "act:done" && c.label !== "combat-chip") ?? chips.find((c) => c.id === "act:done");
        for (const a of f.legal.filter((m) => m.kind === "cast")) {
          const chip = chips.find((c) => c.id === `act:${a.id}`);
          expect(chip, a.id).toBeTruthy();
          expect(chip.y + chip.h).toBeLessThan(height);
          expect(Math.abs(chip.y - done.y)).toBeLessThan(height / 2);
        }
      });
    }
  }
});
