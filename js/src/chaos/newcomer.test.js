// The last findings of the newcomer review of the CHAOS table (issue 23), as drawn: cells named as the board labels
// them (CH-MAP-1: column letters a…h over the board, row numbers beside it, "Move to c2"), the key's move each round
// on the board and in the panel (CH-MAP-4), and a combo's or a reaction's chip opening what the combo does, what it
// needs and what joining or declining means (CH-COMBO-1, CH-C4).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { cellName } from "./labels.js";
import start from "../fixtures/chaos_start.json";
import react from "../fixtures/chaos_react.json";
import errorZh from "../fixtures/chaos_error_zh.json";

const scene = (fixture, ui = {}, width = 800) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const ofType = (s, type) => s.items.filter((i) => i.type === type);
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const ui = (f, lang) => ({ ...f.catalog.ui.en, ...f.catalog.ui[lang] });

describe("CHAOS cells, key and combos for a newcomer", () => {
  it("labels the columns with letters and the rows with numbers, and names a move's cell the same way (CH-MAP-1)", () => {
    const s = scene(start);
    expect([1, 2, 3, 8].map((c) => byLabel(s, `col-${c}`).text)).toEqual(["a", "b", "c", "h"]);
    expect(cellName([4, 3])).toBe("c4");
    const move = start.legal.find((a) => a.kind === "move");
    const cell = byLabel(s, `cell-${move.target.cell[0]}-${move.target.cell[1]}`);
    expect(cell.id).toBe(`act:${move.id}`);
    expect(move.text).toContain(cellName(move.target.cell));             // the kernel's sentence, the board's name
    expect(move.text).not.toMatch(/\(\d+, ?\d+\)/);
  });

  for (const [name, fixture, lang] of [["en", start, "en"], ["zh", errorZh, "zh"]]) {
    it(`says by the board that the key moves, and when (CH-MAP-4, ${name})`, () => {
      const { view } = fixture;
      expect(Array.isArray(view.key) && !view.gate_open).toBe(true);
      for (const width of [1280, 390]) {
        const s = scene(fixture, {}, width);
        expect(byLabel(s, "tag-key")).toBeUndefined();   // the legend's line only: no pill over cells (review 7, #1)
        const first = byLabel(s, "key-moves");  // the panel's line, wrapped: the text items that follow it there
        const line = s.items.slice(s.items.indexOf(first), s.items.indexOf(first) + 4)
          .filter((i) => i.type === "text" && i.x === first.x).map((i) => i.text).join(lang === "en" ? " " : "");
        expect(line).toContain(cellName(view.key));
        // when: the end of this round (round AY's key line, review 32 chaos_en 5: "moves each round (after round 1)")
        // (a phone's longer line names the round: "at the end of round 1")
        const when = lang === "en" ? [`round ${view.round}`, "when this round ends"] : [`第 ${view.round} 轮`, "本轮结束时"];
        expect(when.some((w) => line.includes(w)), line).toBe(true);
      }
    });
  }

  it("draws no key tag once the gate is open (the key has left the board)", () => {
    const s = scene({ ...start, view: { ...start.view, gate_open: true, key: null } });
    expect(byLabel(s, "tag-key")).toBeUndefined();
    expect(byLabel(s, "key-moves")).toBeUndefined();
  });

  it("opens a combo chip's text: what the combo does, who plays what, joining and declining (CH-COMBO-1)", () => {
    const s = scene(start, { selected: "sprint_moon" });
    const chip = ofType(s, "chip").find((c) => c.id.startsWith("act:combo "));
    expect(chip.text).toBe("Combo with A2: Vanish + Mania / Sprint (if A2 can't, your card returns)");  // r6c item 4, r6d item 6
    expect(chip.zoom).toBe("combo:C1");
    expect(chip.tip).toContain(start.catalog.card_texts.combos.C1.en.text);
    expect(chip.tip).toContain(start.catalog.ui.en.combo_how);
    expect(chip.say).toMatch(/A2 is asked to add a Vanish.*If A2 declines, .* comes back to your hand/);
  });

  it("a reaction chip says it needs the partner and opens the reaction combo's text (CH-C4)", () => {
    const s = scene(react);
    const chip = ofType(s, "chip").find((c) => c.id.startsWith("act:react "));
    expect(chip.text).toBe("React with Prank (Skull): B1 must add a Schizophrenia");
    expect(chip.zoom).toBe("combo:C4");
    expect(chip.say).toMatch(/your partner B1 must then add a Schizophrenia, or the reaction fails/);
  });
});
