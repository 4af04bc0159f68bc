// Newcomer review 38 (round HH, fixer HH5), letter_en 7 (1280×800, 090: the "▶ ⚠: press again to answer" box at
// x≈615, off its chip) and letter_zh 2 (390×844, 009: "▶ ⚠：再按一下才出牌" under the course's "選這個" tag, above
// the chip): the box a ⚠ chip's first press shows is drawn on that chip, inside the window, where no tag beside the
// chip's ring can lie over it; a press on it plays the chip's own move.
import { describe, expect, it, vi } from "vitest";
import { fakeModel, useFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import start from "../fixtures/letter_start.json";

const page = useFakePage();

const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);
const inside = (a, b) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** Return the model and canvas at the reader's turn in `lang`, Mi-Go chosen by a press (its self move carries ⚠). */
async function miGoChosen(pointerType, width, lang) {
  const model = fakeModel({ game: "letter", lang, mode: "play", seat: "player", step: 3, history_len: 3,
                            catalog_data: start.catalog, view: start.view, legal: start.legal, autoplay: true,
                            delay_ms: 700 });
  render({ model, el: Object.assign(globalThis.document.createElement("div"), { clientWidth: width }) });
  await Promise.resolve();
  vi.advanceTimersByTime(1500);
  const canvas = page.canvases.at(-1);
  const card = canvas.__cthulhu.scene.items.find((i) => i.type === "card" && i.label === "hand-0");
  press(canvas, centre(card), pointerType);
  await Promise.resolve();
  vi.advanceTimersByTime(1500);
  return { model, canvas };
}

describe("letter_en 7, letter_zh 2 (review 38): the '▶ ⚠ press again' box lies on its armed chip", () => {
  for (const [pointerType, width, lang] of [["touch", 390, "zh-TW"], ["touch", 390, "zh"], ["touch", 390, "en"],
                                            ["mouse", 1280, "en"], ["mouse", 1280, "ja"]]) {
    it(`${pointerType} ${width} ${lang}: the box is on the chip, in the window, and plays its move`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width, lang);
      const chip = canvas.__cthulhu.scene.items.find((i) => i.type === "chip"
        && /^act:play card=mi_go target=self/.test(i.id ?? ""));
      press(canvas, centre(chip), pointerType);
      const { scene, ui } = canvas.__cthulhu;
      expect(ui.tip?.armed).toBe(true);
      const box = ui.tipBox;
      expect(box, "the box is drawn").toBeTruthy();
      expect(inside(box, chip), `box ${JSON.stringify(box)} on chip ${JSON.stringify(chip)}`).toBe(true);
      expect(inside(box, { x: 0, y: 0, w: scene.width, h: scene.height })).toBe(true);
      press(canvas, centre(box), pointerType);
      expect(acts(model)).toEqual([chip.id.slice(4)]);
    });
  }
});
