// Round AZ, fixer AZ5 (newcomer review 32, chaos_ja 3, 140 → 142): on a phone the reader tapped the board's orange "(?)"
// (an enemy's hidden bombs) and its words "B2・見えない一時的な爆弾 2–4 個…" stayed over row 2 through the bots' next
// turns: the mark was still there, so its words stayed. A new step closes them, as do a second tap on "(?)" and a tap
// elsewhere.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { followPointer, wirePointer } from "../ui/pointer.js";
import start from "../fixtures/chaos_start.json";
import { listeningCanvas } from "../ui/fake_dom.js";

/** The start fixture at 390 px with B2's hidden bombs on the board (its "(?)" mark). */
function scene() {
  const f = structuredClone(start);
  f.view.pieces = f.view.pieces.map((p) => (p.seat === "B2" ? { ...p, hidden_bombs: { n: 2, until: "round_end" } } : p));
  return layout({ ...valid(f), ui: {} }, { width: 390 });
}

/** A fake canvas of `table` (the shared listening canvas of ui/fake_dom.js, at the pointer's layout step). */
function canvasOf(table) {
  const box = { left: 0, top: 0, width: table.scene.width, height: table.scene.height };
  return Object.assign(listeningCanvas(box, "ja"), { dataset: { step: "5" } });
}

/** A finger's tap at (x, y). */
function tap(canvas, x, y) {
  canvas.fire("pointerdown", { pointerType: "touch", clientX: x, clientY: y });
  canvas.fire("pointerup", { pointerType: "touch", clientX: x, clientY: y });
  canvas.fire("click", { clientX: x, clientY: y, detail: 1 });
}

function wired() {
  const table = { scene: scene(), setFocus() {} };
  const canvas = canvasOf(table);
  const ui = { focus: -1, layoutStep: "5" };
  const env = { setTimeout: () => 0, clearTimeout() {}, matchMedia: () => ({ matches: true }) };
  wirePointer(canvas, table, ui, env);
  const mark = table.scene.items.find((i) => i.label === "hidden-bombs-B2");
  return { table, canvas, ui, at: [mark.x + mark.w / 2, mark.y + mark.h / 2] };
}

describe("chaos_ja 3: the hidden bombs' words never stay stuck on the board", () => {
  it("a tap on (?) opens them; the table's next step closes them", () => {
    const { table, canvas, ui, at } = wired();
    tap(canvas, ...at);
    expect(ui.tip?.text).toMatch(/B2/);
    followPointer(table.scene, ui, canvas);            // the same step drawn again: they stay
    expect(ui.tip?.text).toMatch(/B2/);
    ui.layoutStep = "6";                                // a bot moved: the next step is drawn
    const next = scene();
    table.scene = next;
    followPointer(next, ui, canvas);
    expect(ui.tip).toBe(null);
  });

  it("a second tap on (?) closes them, and a tap elsewhere on the table does too", () => {
    const { canvas, ui, at } = wired();
    tap(canvas, ...at);
    expect(ui.tip?.text).toMatch(/B2/);
    tap(canvas, ...at);
    expect(ui.tip).toBe(null);
    tap(canvas, ...at);
    expect(ui.tip?.text).toMatch(/B2/);
    tap(canvas, 5, 5);
    expect(ui.tip).toBe(null);
  });
});
