// Review 34, room_zh 9 (160, 194, 197): the small bomb-with-"?" at the board's top left corner "does nothing when
// tapped". Its words (whose hidden bombs, how many, until when) opened only on a tap inside its 17 px drawing; a
// finger's tap beside it did nothing. The corner around it, left of and above the board, now opens them too.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { wirePointer } from "../ui/pointer.js";
import start from "../fixtures/chaos_start.json";
import { listeningCanvas } from "../ui/fake_dom.js";

function scene(lang) {
  const f = structuredClone(start);
  f.lang = lang;
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, hidden_bombs: { n: 2, until: "round_end" } } : p));
  return layout({ ...valid(f), ui: {} }, { width: 390 });
}

/** A fake canvas of `table` (the shared listening canvas of ui/fake_dom.js, at the pointer's layout step). */
function canvasOf(table) {
  const box = { left: 0, top: 0, width: table.scene.width, height: table.scene.height };
  return Object.assign(listeningCanvas(box, "zh"), { dataset: { step: "5" } });
}

function tapAt(lang, dx, dy) {
  const table = { scene: scene(lang), setFocus() {} };
  const canvas = canvasOf(table);
  const ui = { focus: -1, layoutStep: "5" };
  wirePointer(canvas, table, ui, { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: true }) });
  const mark = table.scene.items.find((i) => i.label === "hidden-bombs-B2");
  const [x, y] = [mark.x + mark.w / 2 + dx, mark.y + mark.h / 2 + dy];
  canvas.fire("pointerdown", { pointerType: "touch", clientX: x, clientY: y });
  canvas.fire("pointerup", { pointerType: "touch", clientX: x, clientY: y });
  canvas.fire("click", { clientX: x, clientY: y, detail: 1 });
  return { tip: ui.tip?.text ?? "", mark };
}

describe("room_zh 9: a finger's tap on or beside the corner bomb opens what it counts", () => {
  for (const lang of ["zh", "en", "ja"]) {
    it(`${lang}: a tap 12 px up-left of the mark's middle, and on it, opens B2's hidden bombs`, () => {
      expect(tapAt(lang, 0, 0).tip).toMatch(/B2/);
      expect(tapAt(lang, -12, -12).tip).toMatch(/B2/);
      expect(tapAt(lang, -12, 0).tip).toMatch(/B2/);
    });
  }

  it("a tap on cell a1, right of and under the corner, does not", () => {
    const { tip } = tapAt("en", 22, 22);
    expect(tip).not.toMatch(/hidden bomb/i);
  });
});
