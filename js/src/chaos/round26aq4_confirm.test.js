// Round AQ, fixer AQ4 (newcomer review 25, room_en 9 and room_zh 8): a finger's step onto a known bomb (`danger`) or a
// ✗? cell (`maybe`: a bomb found there, maybe gone) plays at once, its warning unseen on a phone. The first tap now
// shows the move's warning with "tap again", the second steps (scene/hit.js needsSecondTap, ui/pointer.js tapAction).
import { describe, expect, it } from "vitest";
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
