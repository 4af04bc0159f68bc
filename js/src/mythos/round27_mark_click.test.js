// Newcomer review 26, mythos_en 1 (049 -> 051: "my first click on a card to discard often did nothing"), mythos_ja 2
// (the first tap ignored twice): Letter's guard on a new question's answers (ui/pointer.js freshAnswers) took every
// `once` item, and Mythos's round-end marks are `once` (one tap marks): the first press on a mark only lit it. The
// guard reads Letter's `answer` items alone; a round-end discard's first click marks its card, mouse or finger.
import { describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import fought from "../fixtures/mythos_fought.json";

describe("a round-end discard's first press marks its card", () => {
  for (const pointerType of ["mouse", "touch"]) {
    it(`${pointerType}: the first press on a hand card marks it`, async () => {
      const page = installFakePage();
      vi.useFakeTimers();
      try {
        const model = fakeModel({ game: "mythos", lang: "en", mode: "play", seat: "p0", step: 40, history_len: 40,
                                  catalog_data: { ...catalogBase, seats: fought.seats }, view: fought.view,
                                  legal: fought.legal, autoplay: false });
        render({ model, el: globalThis.document.createElement("div") });
        await Promise.resolve();
        vi.advanceTimersByTime(3000);   // the table settled: no steady-tap guard
        const canvas = page.canvases.at(-1);
        const card = canvas.__cthulhu.scene.items.find((i) => i.id === "mark:24");
        const at = { clientX: card.x + card.w / 2, clientY: card.y + card.h / 2, pointerType };
        if (pointerType === "mouse") canvas.fire("pointermove", at);
        canvas.fire("pointerdown", at);
        canvas.fire("pointerup", at);
        canvas.fire("click", at);
        expect(canvas.__cthulhu.ui.marked?.insts).toEqual([24]);
      } finally {
        vi.useRealTimers();
        page.restore();
      }
    });
  }
});
