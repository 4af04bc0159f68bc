// A new deal starts with nothing selected (newcomer review 21, Letter zh-TW finding 1, 115_n4/116_n5/118_n7: a card
// selected in one game was still selected when Learn to play or New game dealt again at the same step, 0, so the
// hand's first card stood selected while the coach pointed at another).
import { afterEach, describe, expect, it } from "vitest";
import { fakeContext } from "./fake_canvas.js";
import { render } from "./index.js";
import { installFakeDocument } from "./ui/fake_dom.js";
import letterStart from "./fixtures/letter_start.json";

/** Return a model stand-in that sets a kernel message's traits, then fires one `change:` event per trait. */
function widgetModel(traits) {
  const handlers = {};
  return {
    get: (name) => traits[name],
    send: () => {},
    on: (events, callback) => { for (const e of events.split(/\s+/)) (handlers[e] ??= []).push(callback); },
    off: () => {},
    message(changes) {
      Object.assign(traits, changes);
      for (const name of Object.keys(changes)) for (const callback of handlers[`change:${name}`] ?? []) callback();
    },
  };
}

describe("a new deal clears the table's selection", () => {
  let restore;
  afterEach(() => restore());

  it("drops the selected hand card when the kernel deals again at step 0", async () => {
    restore = installFakeDocument();
    let drawn = null;
    const make = globalThis.document.createElement;
    globalThis.document.createElement = (tag) => {
      const node = make(tag);
      node.remove = () => {};
      if (tag === "canvas") {
        node.getContext = () => fakeContext().ctx;
        node.getBoundingClientRect = () => ({ top: 0, left: 0, width: 390, height: 600 });
        Object.defineProperty(node, "__cthulhu", { set(v) { drawn = v; }, get() { return drawn; } });
      }
      return node;
    };
    const traits = { ...letterStart, catalog_data: letterStart.catalog, game: "letter", step: 0, history_len: 0,
                     autoplay: false, undo_policy: "fair", seed: 3, deal: "d1", dealt: 1, log_from: 0, hotseat: [],
                     curtain: "", log_lines: [] };
    const model = widgetModel(traits);
    const stop = render({ model, el: globalThis.document.createElement("div") });
    await Promise.resolve();
    drawn.ui.selected = 0;                       // the reader tapped the hand's first card
    model.message({ error: "x" });               // the same deal redrawn: the selection stays
    await Promise.resolve();
    expect(drawn.ui.selected).toBe(0);
    model.message({ dealt: 2, deal: "d2", error: "" });   // New game / Learn to play: a new deal, still step 0
    await Promise.resolve();
    expect(drawn.ui.selected).toBe(null);
    stop();
  });
});
