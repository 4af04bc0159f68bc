// Issue 23 r6 (CI: test_browser_play "the zoom covers ['act:pass']"): the glossary notes made a Mythos zoom taller,
// and with no free place of its own width it covered a move. It now tries wider (shorter) boxes, then leaves the notes out.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";

const files = import.meta.glob("../fixtures/mythos_*.json", { eager: true, import: "default" });
const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("a Mythos zoom covers no move of the table", () => {
  for (const width of [930, 1280]) {
    it(`every hand card of every fixture at ${width} px`, () => {
      const covered = [];
      for (const [name, f0] of Object.entries(files)) {
        if (!f0.view?.players) continue;
        const f = { ...f0, catalog: { ...catalogBase, seats: f0.seats } };
        const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
        for (const c of me?.hand ?? []) {
          const s = layout({ ...valid(f), ui: { selected: c.inst } }, { width });
          const zoom = s.items.find((i) => i.type === "mzoom");
          if (!zoom) continue;
          for (const i of s.items) {
            if (String(i.id).startsWith("act:") && (i.z ?? 0) < 10 && over(zoom, i)) covered.push(`${name} ${c.id} ${i.id}`);
          }
        }
      }
      expect(covered).toEqual([]);
    }, 120_000);   // ~200 layouts: seconds on a busy machine
  }
});
