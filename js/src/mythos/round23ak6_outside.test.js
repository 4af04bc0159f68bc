// Newcomer review 22, mythos_ja finding 5 third bullet (087_close_out): a tap on the page's title, outside the table,
// left a card's panel open; a tap on the table closed it. A tap (a click: a drag that scrolls is none) outside the
// widget now closes the open card text too; a tap inside it (the bar, the story, the table) is the table's to answer.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakePage } from "../ui/fake_dom.js";
import { render } from "../index.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

let fake;
let listeners;
beforeEach(() => {
  fake = installFakePage();
  listeners = [];
  globalThis.document.addEventListener = (type, fn) => listeners.push({ type, fn });
  globalThis.document.removeEventListener = (type, fn) => { listeners = listeners.filter((l) => l.fn !== fn); };
});
afterEach(() => { fake.restore(); vi.unstubAllGlobals(); });

const press = (target) => { for (const l of listeners.filter((x) => x.type === "click")) l.fn({ type: "click", target }); };

describe("mythos_ja 5: a tap outside the table closes the card panel", () => {
  it("ja: a hand card's text open, a tap on the page's title closes it; a tap inside the widget leaves it", async () => {
    const f = recorded.ja[0];
    const model = fakeModel({ game: "mythos", lang: "ja", mode: "play", seat: "p0", step: 1, history_len: 1,
                              catalog_data: { ...catalogBase, seats: f.seats }, view: f.view, legal: f.legal,
                              autoplay: false, seats: f.seats, undo_policy: "fair", log_lines: [] });
    const el = globalThis.document.createElement("div");
    render({ model, el });
    await Promise.resolve();
    const canvas = fake.canvases.at(-1);
    const root = el.childNodes[0];
    const inside = (node) => { for (let n = node; n; n = n.parentNode) if (n === root) return true; return false; };
    root.contains = (node) => inside(node);
    const card = canvas.__cthulhu.scene.items.find((i) => i.type === "mcard" && /^hand-\d+$/.test(i.label ?? ""));
    canvas.fire("click", { clientX: card.x + card.w / 2, clientY: card.y + card.h / 2 });
    const zoomed = () => canvas.__cthulhu.scene.items.some((i) => i.label === "zoom");
    expect(zoomed(), "the card's text open").toBe(true);
    press(Object.assign(globalThis.document.createElement("div"), { parentNode: root }));   // the bar, the story
    expect(zoomed(), "a tap inside the widget is the table's").toBe(true);
    press(globalThis.document.createElement("h1"));   // the page's title
    expect(zoomed(), "closed by a tap outside").toBe(false);
    expect(model.sent.filter((m) => m.cmd === "act")).toEqual([]);
  });
});
