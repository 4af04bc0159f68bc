// Review 25, mythos_ja 2 (390×844, 175/177): in a battle's ally step the reader scrolled down to the allies, sent
// Gomes from its card's sheet, and the page jumped up to the turn line: the next ally was out of sight again. A move
// pressed in a card's text now scrolls only once the table answers, and only when the answer offers a new kind of
// move or none of its choices is in the window; with the next choice where the reader is, the page keeps its place.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage, allElements } from "./ui/fake_dom.js";
import { render } from "./index.js";
import catalogBase from "./fixtures/mythos_catalog.json";
import recorded from "./mythos/round15s_frames.json";

const PHONE = { w: 390, h: 844 };
let fake;
beforeEach(() => { fake = installFakePage(); });
afterEach(() => { fake.restore(); vi.unstubAllGlobals(); });

describe("mythos_ja 2: sending an ally from its sheet keeps the page where the reader is", () => {
  it("ja 390×844: the ally's send chip pressed, the next ally still glowing in sight: no jump to the top", async () => {
    const battle = recorded.ja.find((f) => f.legal.some((a) => a.kind === "assault"));
    const send = battle.legal.find((a) => a.kind === "assault");
    const win = { innerHeight: PHONE.h, innerWidth: PHONE.w, scrolled: 0, scrollBy({ top: by }) { this.scrolled += by; },
                  addEventListener() {}, removeEventListener() {} };
    vi.stubGlobal("window", win);
    vi.stubGlobal("innerWidth", PHONE.w);
    vi.stubGlobal("innerHeight", PHONE.h);
    const model = fakeModel({ game: "mythos", lang: "ja", mode: "play", seat: "p0", step: 49, history_len: 49,
                              catalog_data: { ...catalogBase, seats: battle.seats }, view: battle.view, legal: battle.legal,
                              autoplay: false, seats: battle.seats, undo_policy: "fair", log_lines: [] });
    const el = globalThis.document.createElement("div");
    render({ model, el });
    await Promise.resolve();
    for (const node of allElements(el)) node.clientWidth = PHONE.w;
    const canvas = fake.canvases.at(-1);
    let top = 0;
    canvas.getBoundingClientRect = () => ({ top: top - win.scrolled, left: 0, width: canvas.__cthulhu.scene.width,
                                            height: canvas.__cthulhu.scene.height });
    const click = (item) => canvas.fire("click", { clientX: item.x + item.w / 2, clientY: top - win.scrolled + item.y + item.h / 2 });
    model.set("step", 49);   // drawn again at the phone's width
    await Promise.resolve();
    const ally = canvas.__cthulhu.scene.items.find((i) => i.id === `select:${send.target.card}`);
    expect(ally, "the ally's card on the reader's board").toBeTruthy();
    top = -(ally.y - 300);   // the reader scrolled down to it: the turn line far above the window
    click(ally);
    const chip = canvas.__cthulhu.scene.items.find((i) => i.id === `act:${send.id}`);
    expect(chip?.z, "the send chip in the card's sheet").toBeGreaterThanOrEqual(10);
    click(chip);
    expect(model.sent.filter((m) => m.cmd === "act").map((m) => m.id)).toEqual([send.id]);
    // the table's answer: the same ally step, its ally glowing where the reader is (Anna after Gomes, 177)
    model.set("step", 50);
    await Promise.resolve();
    const next = canvas.__cthulhu.scene.items.find((i) => i.id === `select:${send.target.card}`);
    expect(win.scrolled, "the page kept its place").toBe(0);
    expect(top - win.scrolled + next.y, "the next ally in the window").toBeGreaterThanOrEqual(0);
    expect(top - win.scrolled + next.y + next.h).toBeLessThanOrEqual(PHONE.h);
  });
});
