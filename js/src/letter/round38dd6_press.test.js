// Newcomer review 36 (round DD, fixer DD6), finding 4: a second click on the SELECTED card armed a move ("press
// again") instead of playing it. A selected card whose one move is plain (no ⚠ on its chip) plays on its second
// press, mouse and finger alike; only a ⚠ move asks for another press.
import { describe, expect, it, vi } from "vitest";
import { fakeModel, useFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import start from "../fixtures/letter_start.json";

const page = useFakePage();

const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);
const cardOf = (canvas, i) => canvas.__cthulhu.scene.items.find((c) => c.type === "card" && c.label === `hand-${i}`);

/** Return the model and canvas at the reader's turn (Mi-Go, Liber Ivonis in hand), `legal` offered. */
async function table(legal, width) {
  const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 3, history_len: 3,
                            catalog_data: start.catalog, view: start.view, legal, autoplay: true, delay_ms: 700 });
  render({ model, el: Object.assign(globalThis.document.createElement("div"), { clientWidth: width }) });
  await Promise.resolve();
  vi.advanceTimersByTime(1500);
  return { model, canvas: page.canvases.at(-1) };
}

/** Press the hand's card `i` twice, a beat apart, as a reader does: select, then play. */
async function twice(canvas, i, pointerType) {
  for (let k = 0; k < 2; k += 1) {
    press(canvas, centre(cardOf(canvas, i)), pointerType);
    await Promise.resolve();
    vi.advanceTimersByTime(1500);
  }
}

describe("finding 4: the selected card's second press plays its one plain move", () => {
  for (const [pointerType, width] of [["mouse", 1280], ["touch", 390]]) {
    it(`${pointerType}: Liber Ivonis (Protect yourself) plays on the second press`, async () => {
      const { model, canvas } = await table(start.legal, width);
      await twice(canvas, 1, pointerType);
      expect(acts(model)).toEqual(["play card=liber_ivonis"]);
      expect(canvas.__cthulhu.ui.tip?.text ?? "").not.toMatch(/press again|tap again/u);
    });

    it(`${pointerType}: the selected card's one ⚠ move plays on the card's second press; its chip asks again`,
      async () => {
        const warn = "Protect yourself ⚠ Insanity N goes from 0 to 1";
        const legal = start.legal.map((a) => (a.id === "play card=liber_ivonis" ? { ...a, label: warn } : a));
        const { model, canvas } = await table(legal, width);
        press(canvas, centre(cardOf(canvas, 1)), pointerType);
        await Promise.resolve();
        vi.advanceTimersByTime(1500);
        const chip = canvas.__cthulhu.scene.items.find((c) => c.type === "chip" && c.id === "act:play card=liber_ivonis");
        expect(chip.text).toContain("⚠");
        press(canvas, centre(chip), pointerType);   // the ⚠ chip: its first press only shows it
        expect(acts(model)).toEqual([]);
        vi.advanceTimersByTime(1500);
        const { model: m2, canvas: c2 } = await table(legal, width);
        await twice(c2, 1, pointerType);            // the card chosen, then pressed again: the reader's second press
        expect(acts(m2)).toEqual(["play card=liber_ivonis"]);
      });
  }
});
