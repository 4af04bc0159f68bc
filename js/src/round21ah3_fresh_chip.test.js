// Newcomer review 21, CHAOS en desk finding 1 (062→063, 082→083): one click on 'Bot plays ▶' was spent as 'You stay…'.
// The bots play by themselves (autoplay): the reader aims at 'Bot plays ▶' and the bots' last step puts the seat's
// own 'Stay' there a moment before the press. A move chip a step put under the pointer less than FRESH_MS before the
// press only shows (the press is ignored); the next press plays it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "./ui/fake_dom.js";
import { render } from "./index.js";
import { hitTest } from "./scene/hit.js";
import chaosStart from "./fixtures/chaos_start.json";

let page;
beforeEach(() => { page = installFakePage(); });
afterEach(() => { page.restore(); vi.useRealTimers(); });

const BOTS_TURN = { ...chaosStart.view, to_act: "B1" };

function chaosModel(autoplay) {
  return fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                     catalog_data: chaosStart.catalog, view: BOTS_TURN, legal: [], autoplay, delay_ms: 5000,
                     seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });
}

const move = (canvas, p) => canvas.fire("pointermove", { clientX: p.x, clientY: p.y, pointerType: "mouse" });
function press(canvas, p) {
  const at = { clientX: p.x, clientY: p.y, pointerType: "mouse" };
  for (const kind of ["pointerdown", "pointerup", "click"]) canvas.fire(kind, at);
}
const sent = (model, cmd) => model.sent.filter((m) => m.cmd === cmd);

async function botsFinish(model) {
  model.set("view", chaosStart.view);   // the bots' last step: the seat's 'Stay' where 'Bot plays ▶' was
  model.set("legal", chaosStart.legal);
  model.set("step", 12);
  await Promise.resolve();
}

describe("finding 1: a move chip that appears where nothing stood a moment before", () => {
  it("the bots' step clears the spot, 'Stay' comes 800 ms later: a press 300 ms after it only shows it", async () => {
    vi.useFakeTimers();
    const model = chaosModel(false);
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step");
    const p = { x: chip.x + 20, y: chip.y + chip.h / 2 };
    move(canvas, { x: 5, y: 5 });
    model.set("view", { ...chaosStart.view, to_act: "A1" });   // the seat's turn, its moves not offered yet
    model.set("step", 11);
    await Promise.resolve();
    expect(hitTest(canvas.__cthulhu.scene, p.x, p.y)).toBe(null);
    vi.advanceTimersByTime(800);
    await botsFinish(model);
    expect(hitTest(canvas.__cthulhu.scene, p.x, p.y)).toBe("act:stay");
    vi.advanceTimersByTime(300);
    move(canvas, p);
    press(canvas, p);
    expect(sent(model, "act")).toEqual([]);
    vi.advanceTimersByTime(400);
    press(canvas, p);                              // shown long enough: the next press plays it
    expect(sent(model, "act").map((m) => m.id)).toEqual(["stay"]);
  });
});

describe.each([true, false])("finding 1 (autoplay %s): a click meant for 'Bot plays ▶' plays no 'Stay'", (autoplay) => {
  it("the reader presses 'Bot plays ▶', the answer puts 'Stay' there, a second press 200 ms later is ignored", async () => {
    vi.useFakeTimers();
    const model = chaosModel(autoplay);
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step");
    const p = { x: chip.x + 20, y: chip.y + chip.h / 2 };
    move(canvas, p);
    vi.advanceTimersByTime(400);
    press(canvas, p);
    expect(sent(model, "bot_step").length).toBe(1);
    vi.advanceTimersByTime(150);
    await botsFinish(model);
    expect(hitTest(canvas.__cthulhu.scene, p.x, p.y)).toBe("act:stay");
    vi.advanceTimersByTime(200);
    move(canvas, p);
    press(canvas, p);
    expect(sent(model, "act")).toEqual([]);
  });

  it("the pointer comes from elsewhere: a press 300 ms after 'Stay' appeared is ignored, one 900 ms after plays", async () => {
    vi.useFakeTimers();
    const model = chaosModel(autoplay);
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const chip = canvas.__cthulhu.scene.items.find((i) => i.id === "cmd:bot_step");
    const p = { x: chip.x + 20, y: chip.y + chip.h / 2 };
    move(canvas, { x: 5, y: 5 });
    vi.advanceTimersByTime(400);
    await botsFinish(model);
    vi.advanceTimersByTime(300);
    move(canvas, p);
    press(canvas, p);
    expect(sent(model, "act")).toEqual([]);
    vi.advanceTimersByTime(600);
    press(canvas, p);
    expect(sent(model, "act").map((m) => m.id)).toEqual(["stay"]);
  });
});
