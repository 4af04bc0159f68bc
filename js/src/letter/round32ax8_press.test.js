// Newcomer review 31 (round AX, fixer AX8), letter_en / letter_zh finding 3: an answer chip was held for a second press
// ("▶ Press it again to answer") while a play chip took one. One rule a newcomer can predict: a chip takes one press,
// except a chip whose move is marked ⚠ (it can lose the game), which asks for a second press: answers and plays alike.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import answer from "../fixtures/letter_answer.json";
import start from "../fixtures/letter_start.json";

let page;
beforeEach(() => {
  page = installFakePage();
  vi.useFakeTimers();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

/** Return the centre of the chip whose id matches `re`. */
function chipSpot(canvas, re) {
  const chip = canvas.__cthulhu.scene.items.find((i) => re.test(i.id ?? "") && i.type === "chip");
  expect(chip, String(re)).toBeTruthy();
  return { x: chip.x + chip.w / 2, y: chip.y + chip.h / 2 };
}

const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);

/** Return the model and canvas at the opponent's Great Race asking the reader, its answers' labels as `legal`. */
async function question(legal, width) {
  const wait = { ...answer.view, to_act: "opponent", prompt: { kind: "play" } };
  const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 5, history_len: 5,
                            catalog_data: answer.catalog, view: wait, legal: [], autoplay: true, delay_ms: 700 });
  render({ model, el: Object.assign(globalThis.document.createElement("div"), { clientWidth: width }) });
  await Promise.resolve();
  const canvas = page.canvases.at(-1);
  for (const [k, v] of [["view", answer.view], ["legal", legal], ["prompt", answer.prompt], ["step", 6]]) {
    model.set(k, v);
  }
  await Promise.resolve();
  vi.advanceTimersByTime(1500);   // the chips have come and settled; the reader reads, then presses
  return { model, canvas };
}

/** Return the model and canvas at the reader's own turn (Mi-Go, Liber Ivonis), Mi-Go chosen by a press. */
async function miGoChosen(pointerType, width) {
  const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 3, history_len: 3,
                            catalog_data: start.catalog, view: start.view, legal: start.legal, autoplay: true,
                            delay_ms: 700 });
  render({ model, el: Object.assign(globalThis.document.createElement("div"), { clientWidth: width }) });
  await Promise.resolve();
  vi.advanceTimersByTime(1500);
  const canvas = page.canvases.at(-1);
  const card = canvas.__cthulhu.scene.items.find((i) => i.type === "card" && i.label === "hand-0");
  press(canvas, { x: card.x + card.w / 2, y: card.y + card.h / 2 }, pointerType);
  await Promise.resolve();
  vi.advanceTimersByTime(1500);
  return { model, canvas };
}

const PLAIN = answer.legal.map((a) => ({ ...a, label: a.label.replace(/⚠\s*/gu, "").replace(/\s*⚠.*$/u, "") }));

describe("finding 3: one press for a chip, two for a ⚠ chip, answers and plays alike", () => {
  for (const [pointerType, width] of [["mouse", 1280], ["touch", 390]]) {
    it(`${pointerType}: an answer without ⚠ answers on its first press`, async () => {
      const { model, canvas } = await question(PLAIN, width);
      press(canvas, chipSpot(canvas, /^act:answer side=deck/), pointerType);
      expect(acts(model)).toEqual(["answer side=deck"]);
    });

    it(`${pointerType}: an answer marked ⚠ asks for a second press, even after the pointer rested on it`, async () => {
      const { model, canvas } = await question(answer.legal, width);
      const p = chipSpot(canvas, /^act:answer side=hand/);
      if (pointerType === "mouse") canvas.fire("pointermove", { clientX: p.x, clientY: p.y, pointerType });
      vi.advanceTimersByTime(1000);
      press(canvas, p, pointerType);
      expect(acts(model)).toEqual([]);
      expect(canvas.__cthulhu.ui.tip?.text.split("\n")[0]).toBe("▶ ⚠: press again to answer");
      vi.advanceTimersByTime(800);
      press(canvas, p, pointerType);
      expect(acts(model)).toEqual(["answer side=hand"]);
    });

    it(`${pointerType}: a play without ⚠ plays on its first press`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width);
      press(canvas, chipSpot(canvas, /^act:play card=mi_go target=opponent/), pointerType);
      expect(acts(model)).toEqual(["play card=mi_go target=opponent"]);
    });

    it(`${pointerType}: a play marked ⚠ asks for a second press, as an answer does`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width);
      const p = chipSpot(canvas, /^act:play card=mi_go target=self/);
      press(canvas, p, pointerType);
      expect(acts(model)).toEqual([]);
      expect(canvas.__cthulhu.ui.tip?.text.split("\n")[0]).toBe("▶ ⚠: press again to play");
      vi.advanceTimersByTime(800);
      press(canvas, p, pointerType);
      expect(acts(model)).toEqual(["play card=mi_go target=self"]);
    });
  }
});
