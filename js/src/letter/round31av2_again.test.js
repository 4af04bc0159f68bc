// Newcomer review 30 (round AV, fixer AV2), letter_en 5 / letter_zh 3: the first press on a fresh answer is held (the
// guard of round AQ), and its "▶ Press it again to answer" came last, under the move's whole sentence: missed on a
// desk (013), off a phone's screen (081). It comes first, the tip's title, next to the chip pressed, on the table.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { tooltipItem } from "../scene/feedback.js";
import answer from "../fixtures/letter_answer.json";

let page;
beforeEach(() => {
  page = installFakePage();
  vi.useFakeTimers();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

describe("letter_en 5: a held answer says so first, by its chip", () => {
  for (const [pointerType, width] of [["mouse", 1280], ["touch", 390]]) {
    it(`${pointerType} at ${width}`, async () => {
      const wait = { ...answer.view, to_act: "opponent", prompt: { kind: "play" } };
      const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 5, history_len: 5,
                                catalog_data: answer.catalog, view: wait, legal: [], autoplay: true, delay_ms: 700 });
      render({ model, el: Object.assign(globalThis.document.createElement("div"), { clientWidth: width }) });
      await Promise.resolve();
      const canvas = page.canvases.at(-1);
      for (const [k, v] of [["view", answer.view], ["legal", answer.legal], ["prompt", answer.prompt], ["step", 6]]) {
        model.set(k, v);
      }
      await Promise.resolve();
      vi.advanceTimersByTime(100);
      const { scene, ui } = canvas.__cthulhu;
      const chip = scene.items.find((i) => /^act:answer/.test(i.id ?? "") && i.type === "chip");
      const at = { clientX: chip.x + chip.w / 2, clientY: chip.y + chip.h / 2, pointerType };
      for (const type of ["pointerdown", "pointerup", "click"]) canvas.fire(type, at);
      expect(ui.tip.text.split("\n")[0]).toBe("▶ ⚠: press again to answer");
      const tip = tooltipItem(scene, ui.tip.text, ui.tip.at);
      expect(tip.lines[0]).toBe("▶ ⚠: press again to answer");
      const gap = Math.min(Math.abs(tip.y - (chip.y + chip.h)), Math.abs(chip.y - (tip.y + tip.h)));
      expect(gap, `tip ${tip.y}+${tip.h}, chip ${chip.y}+${chip.h}`).toBeLessThanOrEqual(16);
      expect(tip.y + tip.h).toBeLessThanOrEqual(scene.height);
    });
  }
});
