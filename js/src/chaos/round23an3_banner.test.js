// CHAOS, round AN (newcomer review 23, chaos_en finding 4, 083_g54: the role-swap banner "⇄ You are now a patient: …
// · B1:" lay over the Order row and was cut mid-sentence; chaos_ja finding 1, 069_g43/088_g62: on a phone it hid the
// hand's card names). The banner says its whole sentence, and lies over no line, chip, seat or card the player reads.
import { describe, expect, it } from "vitest";
import { textWidth } from "../scene/text.js";
import { LANGS, banners, frame, scene, swapped } from "./swap_frames.js";

/** Return the box a drawn thing covers (a text's from its anchor, by its estimated width). */
function box(i) {
  if (i.type !== "text") return { x: i.x, y: i.y, w: i.w ?? 1, h: i.h ?? 1 };
  const w = textWidth(String(i.text ?? ""), i.size ?? 12, !!i.bold);
  const x = i.align === "center" ? i.x - w / 2 : i.align === "right" ? i.x - w : i.x;
  return { x, y: i.y, w, h: i.size ?? 12 };
}
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const READ = new Set(["text", "chip", "seat", "ccard", "tod", "piece", "cell", "key", "spawn"]);

describe("chaos_en 4 / chaos_ja 1: the swap banner is whole and over nothing the player reads", () => {
  for (const lang of LANGS) {
    for (const width of [1200, 1000, 390, 348, 320]) {
      it(`${lang} at ${width}`, () => {
        const ui = { now: 1000 };
        scene(frame(lang), width, ui);
        const s = scene(frame(lang, swapped), width, ui);
        const strip = s.items.find((i) => i.label === "swap-banner");
        expect(strip, "no banner after the swap").toBeTruthy();
        const said = banners(s).filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s/g, "");
        expect(said, "cut mid-sentence").toMatch(/B2[:：][^:：…]+$/);
        expect(said).not.toContain("…");
        const own = new Set(banners(s));
        for (const i of s.items.filter((x) => READ.has(x.type) && !own.has(x) && (x.type !== "text" || x.text))) {
          expect(overlaps(strip, box(i)), `over ${i.label || i.type} "${i.text ?? ""}"`).toBe(false);
        }
        expect(strip.y + strip.h, "past the table's foot").toBeLessThanOrEqual(s.height);
      });
    }
  }
});
