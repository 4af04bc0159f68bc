// Round CC, fixer CC4 (newcomer review 35, chaos_en 10, shot 094): at Midnight the Story said the reader's spin went
// "down, but a wall blocks the step: you stay on b3", while the note under the board still said "▲ The compass sends
// B1 up." (B1's spin, a turn older); the reader's own was behind "+3 more". The newest spin's note comes first.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const B1 = { kind: "compass", cell: [2, 8], dir: "up", seat: "B1", lost: false, tip: "The compass sends B1 up." };
const A1 = { kind: "compass", cell: [8, 1], dir: "down", seat: "A1", lost: true,
             tip: "The compass points down, but a wall blocks the step: you stay on a8." };

describe("review 35, chaos_en 10: the newest compass note is the first under the board", () => {
  for (const width of [1280, 390]) {
    it(`the reader's blocked step is said before B1's older spin (${width} px)`, () => {
      const f = structuredClone(valid({ ...start, lang: "en" }));
      f.view.time = { kind: "midnight", seat: "B1", turns_left: 1 };
      f.legal[0] = { ...f.legal[0], target: { ...f.legal[0].target, marks: [B1, A1] } };
      const s = layout({ ...f, ui: {} }, { width });
      const notes = s.items.filter((i) => i.type === "text" && /^[▲▼◀▶] /.test(i.text ?? "")).map((i) => i.text);
      expect(notes[0]).toContain("wall blocks the step");
    });
  }
});
