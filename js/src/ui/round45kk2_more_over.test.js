// Round KK, fixer KK2: review 41, letter_zh 5 (390×844, 098, 102): the ⋯ panel (seed, level) blanked the area under
// it: the result panel (克蘇魯獲勝) vanished and left an empty strip. The panel is a popover over the page (z 33 over
// the result's 5): the result stays drawn under and below it, never blanked.
import { describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { built } from "./bar_support.js";

describe("round45kk2 the ⋯ panel lies over the result, never blanks it", () => {
  it.each(["letter", "chaos"])("%s phone: the result stays drawn while ⋯ is open and after", (game) => {
    const restore = installFakeDocument();
    try {
      const model = fakeModel({ game, lang: "zh-TW", seat: "player", mode: "play", step: 40, history_len: 40,
                                undo_policy: "keep", deal: "d1", view: { game, result: { winner: "cthulhu" } } });
      const bar = built(model);
      const ending = globalThis.document.createElement("div");
      ending.className = "cw-ending";
      ending.dataset.mode = "end";
      bar.bar.closest = (sel) => (sel === ".cw-root" ? { querySelector: (q) => (q === ".cw-ending" ? ending : null) } : null);
      const more = bar.nodes.find((n) => n.className === "cw-more");
      more.fire("click");
      expect(bar.box.dataset.open).toBe("1");
      expect(ending.style.visibility).toBe("");
      expect(ending.hidden).not.toBe(true);
      more.fire("click");
      expect(ending.style.visibility).toBe("");
    } finally {
      restore();
    }
  });
});
