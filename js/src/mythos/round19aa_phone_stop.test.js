// Round 19aa, newcomer review 18 of Mythos (ja phone), finding 2: the table sometimes stopped on "Bot plays ▶" (in a
// fight, at a round's end) with no sign that the reader must press it. A stop that waits for the reader (the page does
// not step by itself: autoplay off or held) says so: the prompt reads "Press ▶ to let Bot 2 play" and its chip is
// gold (ui/autoplay.js urgeStep; paint.js); a step the page takes by itself keeps the quiet "Waiting for Bot 2".
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { urgeStep } from "../ui/autoplay.js";
import { fakeContext } from "../fake_canvas.js";
import { paint } from "../paint.js";
import { C } from "../draw.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const frame = (lang) => ({ ...recorded[lang][1], catalog: { ...catalogBase, seats: recorded[lang][1].seats } });
const scene = (lang, ui, width = 390) => layout({ ...valid(frame(lang)), lang, ui }, { width });
const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s/g, "");
// the words around the seat's name ("Press ▶ to let " … " play")
const press = (lang) => catalogBase.ui[lang].press_to_step.replace(/\s/g, "").split("{seat}").sort((a, b) => b.length - a.length)[0];

for (const lang of ["en", "ja"]) {
  describe(`finding 2, ${lang} 390: a stop that waits for the reader looks like one`, () => {
    it("the page waits: the prompt says to press ▶ for Bot 2; its chip is urged (gold)", () => {
      const s = urgeStep(scene(lang, { stepWaits: true }));
      expect(texts(s)).toContain(press(lang));
      const chip = s.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
      expect(chip.urge).toBe(true);
      const { ctx } = fakeContext();
      const fills = [];
      Object.defineProperty(ctx, "fillStyle", { set: (v) => fills.push(v), get: () => fills.at(-1) });
      paint(ctx, { items: [chip] });
      expect(fills[0]).toBe(C.gold);
    });

    it("the page steps by itself: the quiet waiting line, no press", () => {
      const s = scene(lang, {});
      expect(texts(s)).not.toContain(press(lang));
    });
  });
}
