// Review 26, room_en 3 (round AR2): a control the player's own press put where another was takes no click in the
// APPEAR_MS after it settled (the click was meant for the control before); the held click flashes it, a later one
// presses it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakePage, press } from "./fake_dom.js";
import { fakeModel } from "./fake_dom.js";
import { render } from "../index.js";
import chaosStart from "../fixtures/chaos_start.json";

let page;
beforeEach(() => {
  page = installFakePage();
  vi.useFakeTimers();
});
afterEach(() => {
  page.restore();
  vi.useRealTimers();
});

/** Return A1's CHAOS table at its move (the fake page): {model, canvas, stay: the Stay chip}. */
async function chaosAtStay() {
  const model = fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 7, history_len: 7,
                            catalog_data: chaosStart.catalog, view: chaosStart.view, legal: chaosStart.legal,
                            autoplay: false, seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });
  render({ model, el: globalThis.document.createElement("div") });
  await Promise.resolve();
  const canvas = page.canvases.at(-1);
  return { model, canvas, stay: canvas.__cthulhu.scene.items.find((i) => i.id === "act:stay") };
}

describe("review 26, room_en 3: a press lands where aimed", () => {
  // round AS2's narrower rule (ui/pointer.js doubleMiss): a double click's second press (400 ms, a few px) on another
  // item than its first took is held (review 27, room_en 10)
  it("'End cards' come where 'Stay' was just pressed: a quick second click is held and flashes; a later one ends", async () => {
    const { model, canvas, stay } = await chaosAtStay();
    const p = { clientX: stay.x + 10, clientY: stay.y + stay.h / 2, pointerType: "mouse" };
    const click = () => ["pointerdown", "pointerup", "click"].forEach((t) => canvas.fire(t, p));
    canvas.fire("pointermove", p);
    click();                                                     // the reader's own move: Stay
    const acts = () => model.sent.filter((m) => m.cmd === "act").map((m) => m.id);
    expect(acts()).toEqual(["stay"]);
    vi.advanceTimersByTime(80);                                   // the kernel answers at once
    model.set("legal", [{ fields: {}, id: "end", kind: "end", label: "End cards and draw", target: { chip: true },
                          text: "End cards and draw." }]);
    model.set("step", 8);
    await Promise.resolve();
    const end = canvas.__cthulhu.scene.items.find((i) => i.id === "act:end");
    expect(end.x <= p.clientX && p.clientX < end.x + end.w && end.y <= p.clientY && p.clientY < end.y + end.h).toBe(true);
    vi.advanceTimersByTime(300);                                  // a double click's second press, meant for Stay
    const glow = [];
    click();
    expect(acts()).toEqual(["stay"]);
    for (let k = 0; k < 8; k += 1) {                              // the glow flashes on End cards
      vi.advanceTimersByTime(60);
      glow.push(canvas.__cthulhu.ui.hover ?? null);
    }
    expect(glow).toContain(null);
    expect(glow.at(-1)).toBe("act:end");
    vi.advanceTimersByTime(600);
    click();                                                      // seen: this click ends the cards
    expect(acts()).toEqual(["stay", "end"]);
  });
  it("a press aimed anew at the control that came (the pointer taken there) is the reader's choice: it goes at once", async () => {
    const { model, canvas, stay } = await chaosAtStay();
    press(canvas, { x: stay.x + 10, y: stay.y + stay.h / 2 }, "mouse");
    vi.advanceTimersByTime(80);
    model.set("legal", [{ fields: {}, id: "end", kind: "end", label: "End cards and draw", target: { chip: true },
                          text: "End cards and draw." }]);
    model.set("step", 8);
    await Promise.resolve();
    const end = canvas.__cthulhu.scene.items.find((i) => i.id === "act:end");
    vi.advanceTimersByTime(300);
    press(canvas, { x: end.x + end.w - 8, y: end.y + end.h / 2 }, "mouse");   // (test_browser_chaos_follow's clicks)
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual(["stay", "end"]);
  });
});
