// Newcomer review 25 (round AQ, fixer AQ1), letter_en 1 / letter_zh 1, 10: the page plays the opponent by itself,
// and when its card asks the reader an answer (Great Race, Randolph Carter) the answer chips come where "Opponent's
// turn ▶" was: a press meant for ▶ answered a question never seen. A new question's chips take no press that began
// before they were drawn, and until they were seen (a first press, or a mouse resting on one ANSWER_REST_MS) a press on
// them only shows them: mouse and finger.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage, press } from "../ui/fake_dom.js";
import { render } from "../index.js";
import { hitTest } from "../scene/hit.js";
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

const WAIT = { ...answer.view, to_act: "opponent", prompt: { kind: "play" } };

/** Return the model at the opponent's turn (the page steps it by itself) and its canvas. */
async function opponentsTurn() {
  const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 5, history_len: 5,
                            catalog_data: answer.catalog, view: WAIT, legal: [], autoplay: true, delay_ms: 700 });
  render({ model, el: globalThis.document.createElement("div") });
  await Promise.resolve();
  return { model, canvas: page.canvases.at(-1) };
}

/** Return the centre of the step chip ("Opponent's turn ▶"). */
function stepSpot(canvas) {
  const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
  return { x: chip.x + chip.w / 2, y: chip.y + chip.h / 2 };
}

/** Return the centre of the first answer chip (where the hand answers). */
function answerSpot(canvas) {
  const chip = canvas.__cthulhu.scene.items.find((i) => /^act:answer/.test(i.id ?? "") && i.type === "chip");
  return { x: chip.x + chip.w / 2, y: chip.y + chip.h / 2 };
}

/** The kernel's answer to the bot's step: the opponent's Great Race asks the reader. */
async function question(model, legal = answer.legal) {
  model.set("view", answer.view);
  model.set("legal", legal);
  model.set("prompt", answer.prompt);
  model.set("step", 6);
  await Promise.resolve();
}

const answers = (model) => model.sent.filter((m) => m.cmd === "act");

describe("a press at ▶'s spot as the opponent's question comes answers nothing", () => {
  for (const pointerType of ["touch", "mouse"]) {
    it(`${pointerType}: pressed just after the chips came, within the guard`, async () => {
      const { model, canvas } = await opponentsTurn();
      const step = stepSpot(canvas);
      await question(model);
      // no answer comes where ▶ was since review 27 (round AS, letter_zh 1): the guard is for the chip's own press
      expect(hitTest(canvas.__cthulhu.scene, step.x, step.y) ?? "").not.toMatch(/^act:/);
      press(canvas, step, pointerType);
      const p = answerSpot(canvas);
      vi.advanceTimersByTime(800);   // past the older guards (a finger's 400 ms after the slide, a mouse's 700 ms)
      press(canvas, p, pointerType);
      expect(answers(model)).toEqual([]);
    });

    it(`${pointerType}: pressed down on ▶, the chips came before it lifted`, async () => {
      const { model, canvas } = await opponentsTurn();
      const p = stepSpot(canvas);
      const at = { clientX: p.x, clientY: p.y, pointerType };
      canvas.fire("pointerdown", at);
      const came = question(model);   // the chips come while the press is down
      for (const type of ["pointerup", "click"]) canvas.fire(type, at);
      await came;
      vi.advanceTimersByTime(2000);
      expect(answers(model)).toEqual([]);
    });

    it(`${pointerType}: the press the guard held showed the chip; a later press answers`, async () => {
      const { model, canvas } = await opponentsTurn();
      await question(model);
      const p = answerSpot(canvas);
      vi.advanceTimersByTime(100);
      press(canvas, p, pointerType);
      expect(answers(model)).toEqual([]);
      expect(canvas.__cthulhu.ui.hover).toMatch(/^act:answer/);   // the held press showed the chip (its glow)
      expect(canvas.__cthulhu.ui.tip?.text).toMatch(/press again to answer/);   // and says a second press answers
      vi.advanceTimersByTime(1500);
      press(canvas, p, pointerType);
      expect(answers(model).length).toBe(1);
      // review 30, letter_en 3 (115): a press again before the table answered is the same press, not a second move
      // the kernel refuses in red as stale
      vi.advanceTimersByTime(200);
      press(canvas, p, pointerType);
      expect(answers(model).length).toBe(1);
    });
  }

  for (const pointerType of ["touch", "mouse"]) {
    it(`${pointerType}: pressed 5 s after the chips came, never seen before, answers nothing; the next press answers`, async () => {
      const { model, canvas } = await opponentsTurn();
      await question(model);
      const p = answerSpot(canvas);
      vi.advanceTimersByTime(5000);   // a reader who looked away (the reviewers' screenshot, then the press)
      press(canvas, p, pointerType);
      expect(answers(model)).toEqual([]);
      press(canvas, p, pointerType);
      expect(answers(model).length).toBe(1);
    });
  }

  // review 31 (round AX8, finding 3): a ⚠ answer (this fixture's two) asks for a second press however long the pointer
  // rested on it (round32ax8_press.test.js); an answer without ⚠ takes the first press once seen, as any chip
  it("mouse: resting on an answer without ⚠ ANSWER_REST_MS before pressing: the first press answers", async () => {
    const { ANSWER_REST_MS } = await import("../ui/pointer.js");
    const { model, canvas } = await opponentsTurn();
    await question(model, answer.legal.map((a) => ({ ...a, label: a.label.replaceAll("⚠", "") })));
    const p = answerSpot(canvas);
    vi.advanceTimersByTime(300);
    canvas.fire("pointermove", { clientX: p.x + 2, clientY: p.y, pointerType: "mouse" });
    vi.advanceTimersByTime(ANSWER_REST_MS);
    press(canvas, { x: p.x + 2, y: p.y }, "mouse");
    expect(answers(model).length).toBe(1);
  });

  // review 26, letter_en 1 (047 -> 048): one click on ▶ answered the opponent's Great Race with the hand card. The
  // kernel had answered a step before the page drew it; the press, hit-tested on ▶ as last drawn, sent a bot_step
  // that the reader's own bot played. A press on ▶ once the reader is to act sends nothing.
  for (const pointerType of ["touch", "mouse"]) {
    it(`${pointerType}: ▶ pressed after the question came, before it was drawn, sends nothing`, async () => {
      const { model, canvas } = await opponentsTurn();
      const p = stepSpot(canvas);
      const before = model.sent.length;
      model.set("view", answer.view);   // the kernel's answer, not drawn yet (the redraw waits a microtask)
      model.set("legal", answer.legal);
      model.set("step", 6);
      canvas.fire("click", { clientX: p.x, clientY: p.y, pointerType });
      expect(model.sent.slice(before).map((m) => m.cmd)).toEqual([]);
    });
  }

  // a quick double press on ▶, the second before the kernel answered the first: each names the step it was pressed at,
  // so the kernel drops the second as stale (widgets/commands.py _stale) rather than take it at the reader's own turn
  // (round AT1b's gap: a red "it is your turn")
  it("mouse: a double press on ▶ names its step both times", async () => {
    const { model, canvas } = await opponentsTurn();
    const p = stepSpot(canvas);
    press(canvas, p, "mouse");
    vi.advanceTimersByTime(450);   // past the page's double-press guard (400 ms), the kernel not yet answered
    press(canvas, p, "mouse");
    const steps = model.sent.filter((m) => m.cmd === "bot_step");
    expect(steps.length).toBeGreaterThan(0);
    for (const m of steps) expect(m.step).toBe(5);
  });
});
