// Review 26, room_zh 6 (round AR2): a press on nothing inside an open card's menu (the gap between its text and its
// confirm) keeps the card chosen; only Cancel, or a press away from the menu, closes it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakePage } from "./fake_dom.js";
import { render } from "../index.js";
import chaosStart from "../fixtures/chaos_start.json";

let page;
beforeEach(() => { page = installFakePage(); });
afterEach(() => page.restore());

describe("review 26, room_zh 6: an open card menu", () => {
  it("stays open at a tap in the gap above its confirm; closes at Cancel's or far away", async () => {
    const model = fakeModel({ game: "chaos", lang: "zh", mode: "play", seat: "A1", step: 7, history_len: 7,
                              catalog_data: chaosStart.catalog, view: chaosStart.view, legal: chaosStart.legal,
                              autoplay: false, seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });
    render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    const canvas = page.canvases.at(-1);
    const items = () => canvas.__cthulhu.scene.items;
    const tap = (x, y) => ["pointerdown", "pointerup", "click"].forEach((t) => canvas.fire(t, { clientX: x, clientY: y,
                                                                                                pointerType: "mouse" }));
    const card = items().find((i) => String(i.id).startsWith("select:") && i.id !== "select:none");
    tap(card.x + card.w / 2, card.y + card.h / 2);
    const cancel = items().find((i) => i.type === "chip" && i.id === "select:none");
    expect(cancel, "the card's menu is open with its Cancel").toBeTruthy();
    const chosen = canvas.__cthulhu.ui.selected;
    expect(chosen).not.toBe(null);
    // just above the menu's chips: nothing there (the gap under the card's text)
    const at = { x: cancel.x + 4, y: cancel.y - 6 };
    const { hitTest } = await import("../scene/hit.js");
    expect(hitTest(canvas.__cthulhu.scene, at.x, at.y)).toBe(null);
    tap(at.x, at.y);
    expect(canvas.__cthulhu.ui.selected).toBe(chosen);
    const far = { x: 2, y: 2 };
    expect(hitTest(canvas.__cthulhu.scene, far.x, far.y)).toBe(null);
    tap(far.x, far.y);
    expect(canvas.__cthulhu.ui.selected).toBe(null);
  });
});
