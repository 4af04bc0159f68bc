// Round AT1b left one gap (its report): since the opponent waits for ▶ (0f33b50a), a quick double press on ▶, the
// second before the kernel answered the first, sent a second bare bot_step that the kernel took at the reader's own
// turn and answered with a red "it is your turn" line. Every ▶ press says the step it was pressed at, so the kernel
// drops the second as stale (widgets/commands.py _stale), as it drops the page's own late steps.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
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

/** Fire one mouse press (down, up, click) at the centre of the step chip ("Opponent plays ▶"). */
function pressStep(canvas) {
  const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step" && i.type === "chip");
  const at = { clientX: chip.x + chip.w / 2, clientY: chip.y + chip.h / 2, pointerType: "mouse" };
  for (const type of ["pointerdown", "pointerup", "click"]) canvas.fire(type, at);
}

describe("a double press on ▶ plays the opponent once", () => {
  it("both presses name the step they were pressed at", async () => {
    const model = fakeModel({ game: "letter", lang: "en", mode: "play", seat: "player", step: 5, history_len: 5,
                              catalog_data: answer.catalog, view: WAIT, legal: [], autoplay: true, delay_ms: 700 });
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    pressStep(canvas);
    vi.advanceTimersByTime(450);   // past the page's double-press guard (400 ms), the kernel not yet answered
    pressStep(canvas);
    const steps = model.sent.filter((m) => m.cmd === "bot_step");
    expect(steps.length).toBeGreaterThan(0);
    for (const m of steps) expect(m.step).toBe(5);
  });
});
