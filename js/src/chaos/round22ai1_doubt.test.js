// CHAOS, newcomer review 21 (room_zh finding 1, 070→074): "I walked into a bomb I had 'cleared': the ✓ had turned to
// a small grey '✓?'." A patient's move onto a cell whose Checkup ✓ is in doubt (the view's `doubt`: enemy hidden bombs
// planted since) says so on the move itself: "Checkup in round 3: no bomb on a7 then. An enemy's Mischief may have
// planted…", in the table's language; a ✓ not in doubt adds nothing.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { tipAt } from "../scene/hit.js";
import start from "../fixtures/chaos_start.json";

const scene = (checked, lang, width) => layout({ ...valid({ ...structuredClone(start), lang,
  view: { ...structuredClone(start.view), checked } }), ui: {} }, { width });
const tipOn = (s, row, col) => {
  const c = s.items.find((i) => i.type === "cell" && i.row === row && i.col === col);
  return tipAt(s, c.x + c.w / 2, c.y + c.h / 2);
};

describe("a move onto a ✓ in doubt warns on the move", () => {
  for (const lang of ["en", "ja", "zh", "zh-TW"]) {
    for (const width of [1280, 390]) {
      it(`${lang} at ${width}`, () => {
        const doubt = scene([{ cell: [7, 1], bomb: false, round: 3, doubt: true }], lang, width);
        const said = tipOn(doubt, 7, 1);
        const words = doubt.items.find((i) => i.label === "check-7,1").tip;
        expect(words).toBeTruthy();
        expect(said).toContain(words);
        const sure = scene([{ cell: [7, 1], bomb: false, round: 3 }], lang, width);
        expect(tipOn(sure, 7, 1)).not.toContain(words);
      });
    }
  }
});
