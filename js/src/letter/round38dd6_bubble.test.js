// Newcomer review 36 (round DD, fixer DD6), finding 3 (letter_en 3): the "press again" bubble of a ⚠ chip, and the
// course's "Choose this" tag, lay over text a reader needs to choose: the chosen card's text and the chips. Both sit
// where they cover no words: desk 1280×800 and phone 390×844.
import { describe, expect, it, vi } from "vitest";
import { fakeModel, useFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { tooltipItem } from "../scene/feedback.js";
import { drawnBoxes } from "../ui/coach_tag.js";
import start from "../fixtures/letter_start.json";

const page = useFakePage();

const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Return the canvas at the reader's turn, Mi-Go chosen by a press (its "on yourself" move ⚠), its ⚠ chip pressed. */
async function warnedPressed(pointerType, width) {
  const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 3, history_len: 3,
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
  const warned = canvas.__cthulhu.scene.items.find((i) => i.type === "chip" && /target=self/.test(i.id ?? ""));
  press(canvas, centre(warned), pointerType);
  return canvas;
}

describe("letter_en 3: the ⚠ chip's bubble covers no card text and no chip", () => {
  for (const [pointerType, width] of [["mouse", 1280], ["touch", 390]]) {
    it(`${pointerType} at ${width}`, async () => {
      const canvas = await warnedPressed(pointerType, width);
      const { scene, ui } = canvas.__cthulhu;
      expect(ui.tip?.text ?? "").toMatch(/press again/u);
      const box = tooltipItem(scene, ui.tip.text, ui.tip.at);
      const zoom = scene.items.filter((i) => i.type === "mzoom" || i.label === "zoom" || /^zoom-/.test(i.label ?? ""));
      expect(zoom.length).toBeGreaterThan(0);
      for (const z of zoom) expect(overlap(box, z), `${z.label} under the bubble`).toBe(false);
    });
  }
});

describe("letter_en 3: the course's 'Choose this' tag keeps off the card text box", () => {
  it("the chosen card's text box counts as drawn words, however big", () => {
    const scene = { width: 390, height: 900, items: [{ type: "mzoom", x: 0, y: 0, w: 390, h: 400, label: "zoom" }] };
    expect(drawnBoxes(scene, null).length).toBe(1);
  });
});
