// Newcomer review 33 (letter_zh 5, 039): after 隱藏 (Hide) on the result panel, a Letter phone's table kept an empty
// box about 270 px tall at its top, the room of the panel no longer shown. Hidden, the panel's room goes.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import won from "../fixtures/letter_won.json";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";

/** Return the y of the opponent's row on a 390 px Letter table at its end, with the page's ending state `ui`. */
const opponentRow = (ui) => layout({ ...valid(won), ui }, { width: 390 }).items.find((i) => i.label === "clue-stack").y;

describe("the hidden result panel leaves no empty box", () => {
  it("Hide folds the panel to its pill, and the table's top keeps no room for it", () => {
    const restore = installFakeDocument();
    try {
      const root = globalThis.document.createElement("div");
      root.dataset.wide = "0";
      const ending = buildEnding({ root, canvas: { offsetTop: 0, clientWidth: 390 } }, () => {});
      ending(fakeModel({ game: "letter", lang: "zh", banner: won.banner ?? { title: "克蘇魯獲勝", text: "…" }, replay: {} }));
      expect(ending.folded()).toBe(false);
      const hide = allElements(root).find((e) => String(e.className).includes("cw-end-hide"));
      hide.fire("click");
      expect(ending.folded()).toBe(true);
      expect(ending.showing()).toBe(true);   // the table still leaves out its own result strip
    } finally {
      restore();
    }
    const open = opponentRow({ endingShown: true });
    const folded = opponentRow({ endingShown: true, endingFolded: true });
    expect(open - folded).toBeGreaterThan(150);   // the panel's room, gone
    expect(folded).toBeLessThan(120);             // the opponent's row right under the table's head
  });
});
