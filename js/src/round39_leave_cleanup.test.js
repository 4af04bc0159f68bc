// The diff review of round DD: js/src/index.js threw away the function guardLeaving returns, so every re-display of a
// table (and every table a room page mounts) added one more "leave this page?" ask that a removed table kept alive.
// A table's cleanup now takes its ask away.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakePage } from "./ui/fake_dom.js";
import { render } from "./index.js";
import chaosStart from "./fixtures/chaos_start.json";

let page;
let asks;
let saved;
beforeEach(() => {
  page = installFakePage();
  asks = new Set();
  saved = [globalThis.addEventListener, globalThis.removeEventListener];
  globalThis.addEventListener = (type, fn) => { if (type === "beforeunload") asks.add(fn); };
  globalThis.removeEventListener = (type, fn) => { if (type === "beforeunload") asks.delete(fn); };
});
afterEach(() => {
  [globalThis.addEventListener, globalThis.removeEventListener] = saved;
  page.restore();
});

const model = () => fakeModel({ game: "chaos", lang: "en", mode: "play", seat: "A1", step: 3, history_len: 3,
                                catalog_data: chaosStart.catalog, view: chaosStart.view, legal: [], autoplay: false,
                                seats: ["A1", "A2", "B1", "B2"], undo_policy: "fair" });

describe("a table's cleanup takes its leave guard away", () => {
  it("two displays ask once each while shown, and nothing is left once both are removed", () => {
    const stops = [render({ model: model(), el: globalThis.document.createElement("div") }),
                   render({ model: model(), el: globalThis.document.createElement("div") })];
    expect(asks.size).toBe(2);
    for (const stop of stops) stop();
    expect(asks.size).toBe(0);
  });
});
