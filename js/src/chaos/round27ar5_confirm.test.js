// Round AR, fixer AR5 (newcomer review 26, chaos_ja 5, 095/116): on a "R5 ✗?" cell a finger's first tap showed the
// move's warning twice (bold, then plain) before "tap again": the note says it once.
import { describe, expect, it, vi } from "vitest";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const WARN = "⚠ a7: a bomb was here when you checked (round 1); it may have been a temporary one, gone since.";

describe("the first tap on a ✗? cell says its warning once", () => {
  it("a finger: one warning, then the step's 'tap again'", async () => {
    const { fakeModel, installFakePage } = await import("../ui/fake_dom.js");
    const { render } = await import("../index.js");
    const page = installFakePage();
    vi.useFakeTimers();
    try {
      const f = structuredClone(valid(start));
      f.view.checked = [{ cell: [7, 1], bomb: true, doubt: true, round: 1 }];
      f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, maybe: 1 }, text: `${WARN} Move to a7.` };
      const model = fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 3, history_len: 3,
                                catalog_data: f.catalog, view: f.view, legal: f.legal, autoplay: false });
      render({ model, el: globalThis.document.createElement("div") });
      await Promise.resolve();
      vi.advanceTimersByTime(3000);
      const canvas = page.canvases.at(-1);
      const cell = canvas.__cthulhu.scene.items.find((i) => i.label === "cell-7-1");
      const at = { clientX: cell.x + cell.w / 2, clientY: cell.y + cell.h / 2, pointerType: "touch" };
      canvas.fire("pointerdown", at);
      canvas.fire("pointerup", at);
      canvas.fire("click", at);
      const tip = canvas.__cthulhu.ui.tip?.text ?? "";
      expect(tip.split("a bomb was here").length - 1).toBe(1);
      expect(tip).toContain("Tap it again to step there");
    } finally {
      vi.useRealTimers();
      page.restore();
    }
  });
});
