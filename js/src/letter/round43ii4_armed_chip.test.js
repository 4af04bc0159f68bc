// Newcomer review 39 (round II, fixer II4), letter_en 3 (1280×800, 006 052 100 104) and letter_zh 3 (390×844, 008
// 124): the "▶ ⚠: press again" box lay on the armed chip and hid the half of its words that says what will happen.
// Now the armed chip itself says it is armed: its ring, and its own first words "⚠ Press again:" with the rest of
// its words kept, every word drawn inside the chip; no box is drawn over it. A second press on it plays its move.
import { describe, expect, it, vi } from "vitest";
import { fakeModel, useFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import start from "../fixtures/letter_start.json";

const page = useFakePage();

const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const LEAD = { en: "⚠ Press again:", ja: "⚠ もう一度押す：", zh: "⚠ 再按一下：", "zh-TW": "⚠ 再按一下：" };

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

describe("letter_en 3, letter_zh 3 (review 39): the armed ⚠ chip stays readable whole", () => {
  for (const [pointerType, width, lang] of [["touch", 390, "zh-TW"], ["touch", 390, "zh"], ["touch", 390, "en"],
                                            ["mouse", 1280, "en"], ["mouse", 1280, "ja"]]) {
    it(`${pointerType} ${width} ${lang}: the chip's own words say it is armed, nothing lies over them`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width, lang);
      const chip = canvas.__cthulhu.scene.items.find((i) => i.type === "chip"
        && /^act:play card=mi_go target=self/.test(i.id ?? ""));
      const { ui } = canvas.__cthulhu;
      // the page root's language, as page.js sets it (the fake page's canvas has no root)
      canvas.closest = () => ({ dataset: { lang: lang === "zh" ? "zh-CN" : lang } });
      let drawn = null;
      const was = ui.onPainted;
      ui.onPainted = (d, c) => { drawn = d; was?.(d, c); };
      press(canvas, centre(chip), pointerType);
      expect(ui.tip?.armed).toBe(true);
      expect(drawn, "painted").toBeTruthy();
      const tips = drawn.items.filter((i) => i.type === "tooltip" && overlap(i, chip));
      expect(tips, "no box over the armed chip").toEqual([]);
      const label = drawn.items.filter((i) => i.type === "chip" && i.id === chip.id).at(-1);
      expect(label.text.startsWith(LEAD[lang]), label.text).toBe(true);
      const rest = chip.text.replace(/^⚠\s*/, "");
      expect(label.text.endsWith(rest), `${label.text} keeps ${rest}`).toBe(true);
      expect(label.y >= chip.y - 6 && label.y + label.h <= chip.y + chip.h + 6, "about the chip's own box").toBe(true);
      expect(drawn.items.some((i) => i.type === "focusring" && overlap(i, chip)), "its ring").toBe(true);
      press(canvas, centre(chip), pointerType);
      expect(acts(model)).toEqual([chip.id.slice(4)]);
    });
  }
});
