// Newcomer review 35 (round CC, fixer CC8), letter_en 5 (051, 090, 128) and letter_zh 3 (165 vs 099): a chip without
// a ⚠ on it asked for a second press (its move's warning was said once in the prompt, for every move alike), and the
// "⚠: press again" box lay over Cancel. One rule: only a chip that shows ⚠ asks for a second press, and its box
// covers no other chip, Cancel included.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { tooltipItem } from "../scene/feedback.js";
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

const chipOf = (canvas, re) => canvas.__cthulhu.scene.items.find((i) => re.test(i.id ?? "") && i.type === "chip");
const centre = (c) => ({ x: c.x + c.w / 2, y: c.y + c.h / 2 });
const acts = (model) => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);
const SIGN = " ⚠ if the last clue is Elder Sign (1 unseen), it protects Cthulhu: you lose";

/** Return the model and canvas at the opponent's Great Race asking the reader, its answers labelled `legal`. */
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
  vi.advanceTimersByTime(1500);
  return { model, canvas };
}

/** Return the model and canvas at the reader's own turn, Mi-Go chosen by a press (its "on yourself" move ⚠). */
async function miGoChosen(pointerType, width) {
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
  return { model, canvas };
}

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("letter_en 5 / letter_zh 3: a second press only for a chip that shows ⚠; its box covers no chip", () => {
  for (const [pointerType, width] of [["mouse", 1280], ["touch", 390]]) {
    it(`${pointerType}: answers sharing one warning (said in the prompt, no ⚠ on them) answer on the first press`,
      async () => {
        const words = ["Your hand card, Cats of Ulthar: nothing changes", "The deck's top card: it becomes known"];
        const shared = answer.legal.map((a, k) => ({ ...a, label: `${words[k]}${SIGN}` }));
        const { model, canvas } = await question(shared, width);
        const chip = chipOf(canvas, /^act:answer side=hand/);
        expect(chip.text).not.toContain("⚠");
        press(canvas, centre(chip), pointerType);
        expect(acts(model)).toEqual(["answer side=hand"]);
      });

    it(`${pointerType}: the ⚠ box of a play covers neither Cancel nor the other move`, async () => {
      const { model, canvas } = await miGoChosen(pointerType, width);
      const warned = chipOf(canvas, /^act:play card=mi_go target=self/);
      press(canvas, centre(warned), pointerType);
      expect(acts(model)).toEqual([]);
      const { scene, ui } = canvas.__cthulhu;
      expect(ui.tip?.text.split("\n")[0]).toBe("▶ ⚠: press again to play");
      const box = tooltipItem(scene, ui.tip.text, ui.tip.at);
      const others = scene.items.filter((i) => i.type === "chip" && i !== warned && i.w > 0);
      expect(others.map((o) => o.id)).toContain("select:none");
      for (const o of others) expect(overlap(box, o), `${o.id} under the box`).toBe(false);
    });
  }
});
