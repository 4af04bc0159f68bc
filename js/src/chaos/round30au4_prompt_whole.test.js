// CHAOS, review 29 (round AU, fixer AU4), chaos_ja 6 (049/050): on a phone the seat's prompt, one sentence listing its
// options, was cut mid-phrase ("…移動の前に「検診」 …", the rest behind 詳しく) though the room under it was empty.
// A sentence that fits four lines is shown whole; a longer one is cut at a sentence's or a list item's end.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

describe("chaos_ja 6: the phone's prompt is never cut mid-phrase", () => {
  for (const lang of ["ja", "en", "zh"]) {
    it(`${lang} at 390: the whole sentence, or cut at an item's end`, () => {
      const s = layout({ ...valid({ ...start, lang }), ui: { touch: true } }, { width: 390 });
      const lines = s.items.filter((i) => i.type === "text" && (i.label === "prompt" || (i.bold && i.colour === s.items.find((p) => p.label === "prompt")?.colour)));
      const said = lines.map((i) => i.text).join("");
      if (said.includes("…")) expect(said).toMatch(/[、,，。.] ?…$/u);
    });
  }
});
