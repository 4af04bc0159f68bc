// Newcomer review 37 (round EE, fixer EE6), letter_zh 2 (012→013, 061): the "▶ ⚠: press again to play" box looks
// like a button (a ▶, a frame), but pressing it only made it vanish and nothing was played. Pressing the box now plays
// the ⚠ move it stands for, by finger and by mouse (the mouse's way onto the box keeps it shown).
import { describe, expect, it, vi } from "vitest";
import { fakeModel, useFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import start from "../fixtures/letter_start.json";

const page = useFakePage();

const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);

/** Return the model and canvas at the reader's own turn in `lang`, Mi-Go chosen by a press (its self move ⚠). */
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

describe("letter_zh 2 (review 37): pressing the '▶ ⚠: press again' box plays its move", () => {
  for (const [pointerType, width, lang] of [["touch", 390, "zh-TW"], ["touch", 390, "en"], ["mouse", 1280, "en"],
                                            ["mouse", 1280, "ja"]]) {
    it(`${pointerType} ${width} ${lang}: the box's press plays the ⚠ move`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width, lang);
      const warned = canvas.__cthulhu.scene.items.find((i) => i.type === "chip"
        && /^act:play card=mi_go target=self/.test(i.id ?? ""));
      press(canvas, centre(warned), pointerType);
      expect(acts(model)).toEqual([]);
      const { ui } = canvas.__cthulhu;
      expect(ui.tip?.text).toContain("⚠");
      const box = ui.tipBox;   // as drawn: on its chip since review 38 (round42hh5_armed_box)
      // the mouse's way from the chip to the box crosses the gap between them: the box stays
      if (pointerType === "mouse") canvas.fire("pointermove", { clientX: box.x - 3, clientY: box.y - 3, pointerType });
      press(canvas, centre(box), pointerType);
      expect(acts(model)).toEqual([warned.id.slice(4)]);
    });
  }
});
