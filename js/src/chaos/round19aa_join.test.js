// CHAOS, newcomer review 18 (finding 3): a card tapped to join a combo showed its own text under the prompt, not what
// the combo does. Under the join's prompt the panel now says the join's sentence: the combo's effect in words (full
// with the same suit, weak with different suits) and that it acts after both pieces move (CH-COMBO-1).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";

const scene = (ui, width = 1280) => layout({ ...valid(join), ui }, { width });
const words = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join(" ").replace(/\s+/g, " ");

describe("round 19aa finding 3: the join card tapped says what the combo does", () => {
  for (const width of [1280, 390]) {
    it(`names the combo's effect and that it acts after both move, at ${width} px`, () => {
      const moon = words(scene({ selected: "vanish_moon" }, width));
      expect(moon).toContain("the patient may jump to the ghost's cell");
      expect(moon).toContain("both move, then the combo acts");
      const skull = words(scene({ selected: "vanish_skull" }, width));
      expect(skull).toContain("the patient moves 2 steps toward the ghost");
    });
  }
});
