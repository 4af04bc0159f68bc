// CHAOS, review 27 (round AS, fixer AS4), chaos_ja 4 and room_zh 4 (052; room_zh 012, 019): a phone's prompt ends
// with "…", and 詳しく ▾ / 更多 put the rest of the sentence far below, under a ~100 px blank band, next to the hand.
// The rest comes right under the chips, in the block's room: no blank band between the buttons and it.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import join from "../fixtures/chaos_join.json";

const scene = (lang, selected) => layout({ ...valid({ ...structuredClone(join), lang }), ui: { touch: true, selected } },
                                         { width: 390 });

describe("chaos_ja 4: More opens the rest of the prompt in place", () => {
  for (const lang of ["ja", "zh", "en"]) {
    it(`${lang} at 390: the rest right under the chips`, () => {
      const s = scene(lang, "@more");
      const more = s.items.find((i) => i.label === "prompt-more");
      expect(more, "the rest of the prompt").toBeTruthy();
      const chips = s.items.filter((i) => i.type === "chip");
      const foot = Math.max(...chips.map((c) => c.y + c.h));
      expect(more.y - foot, more.text).toBeLessThanOrEqual(24);
      expect(more.y).toBeGreaterThan(foot);
    });
  }
});
