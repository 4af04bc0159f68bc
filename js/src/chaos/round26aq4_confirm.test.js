// Round AQ, fixer AQ4 (newcomer review 25, room_en 9 and room_zh 8): a finger's step onto a known bomb (`danger`) or a
// ✗? cell (`maybe`: a bomb found there, maybe gone) plays at once, its warning unseen on a phone. The first tap now
// shows the move's warning with "tap again", the second steps (scene/hit.js needsSecondTap, ui/pointer.js tapAction).
import { describe, expect, it, vi } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";
import { tapAction } from "../ui/pointer.js";

/** A1 (patient) may move to a7, marked `mark` by the kernel (danger: a bomb it found; maybe: a ✗?), or to b8. */
const marked = (mark, text) => {
  const f = structuredClone(valid(start));
  f.view.checked = [{ cell: [7, 1], bomb: true, ...(mark === "maybe" ? { doubt: true, round: 1 } : {}) }];
  f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, [mark]: 1 }, text };
  return layout({ ...f, ui: {} }, { width: 390 });
};

describe("a finger's step onto a bomb it knows of, or may, asks a second tap", () => {
  const cases = [["danger", "⚠ a7: a bomb you found: you go back to your spawn. Move to a7."],
                 ["maybe", "⚠ a7: a bomb was here when you checked (round 1); it may have been a temporary one, gone since. Move to a7."]];
  for (const [mark, text] of cases) {
    it(`${mark}: the first tap shows the warning, the second steps; a plain cell steps at once`, () => {
      const scene = marked(mark, text);
      const risky = scene.items.find((i) => i.label === "cell-7-1");
      const safe = scene.items.find((i) => i.label === "cell-8-2");
      expect(risky.tip).toContain("⚠ a7");
      expect(tapAction(scene, risky.id, null)).toBe("show");
      expect(tapAction(scene, risky.id, risky.id)).toBe("press");
      expect(tapAction(scene, safe.id, null)).toBe("press");
    });
  }
});

// Review 26, chaos_ja 5: the first tap's note ended "▶ もう一度タップすると出します" ("to play it"), a card's words, on
// a step onto a bomb: a board cell's confirm says a second tap steps there.
describe("the first tap on a risky cell says a second tap steps there", () => {
  it("a finger: the note ends with the step's words, not a card's, and nothing is sent", async () => {
    const { fakeModel, installFakePage } = await import("../ui/fake_dom.js");
    const { render } = await import("../index.js");
    const page = installFakePage();
    vi.useFakeTimers();
    try {
      const f = structuredClone(valid(start));
      f.view.checked = [{ cell: [7, 1], bomb: true }];
      f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, danger: 1 }, text: "⚠ a7: a bomb you found." };
      const model = fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 3, history_len: 3,
                                catalog_data: f.catalog, view: f.view, legal: f.legal, autoplay: false });
      render({ model, el: globalThis.document.createElement("div") });
      await Promise.resolve();
      vi.advanceTimersByTime(3000);   // the table settled: no steady-tap guard
      const canvas = page.canvases.at(-1);
      const cell = canvas.__cthulhu.scene.items.find((i) => i.label === "cell-7-1");
      const at = { clientX: cell.x + cell.w / 2, clientY: cell.y + cell.h / 2, pointerType: "touch" };
      canvas.fire("pointerdown", at);
      canvas.fire("pointerup", at);
      canvas.fire("click", at);
      const tip = canvas.__cthulhu.ui.tip?.text ?? "";
      expect(tip).toContain("Tap it again to step there");
      expect(model.sent.filter((m) => m.cmd === "act")).toEqual([]);
    } finally {
      vi.useRealTimers();
      page.restore();
    }
  });
});
