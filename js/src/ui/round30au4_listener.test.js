// Review 29's debt (AU4, item 9): dealLooks added a document pointerdown listener per toolbar and never removed it; a
// bar whose page is gone (once in the page, now out of it) drops its listener at the next press.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dealLooks } from "./toolbar.js";

let listeners;
let saved;
beforeEach(() => {
  listeners = new Set();
  saved = globalThis.document;
  globalThis.document = { addEventListener: (type, fn) => listeners.add(fn),
                          removeEventListener: (type, fn) => listeners.delete(fn) };
});
afterEach(() => { globalThis.document = saved; });
const pressAnywhere = () => { for (const fn of [...listeners]) fn({ target: {} }); };

describe("dealLooks: one listener a bar, gone with its page", () => {
  it("a press on the table counts while the bar is shown; after its page closes the listener goes", () => {
    const bar = { isConnected: true, contains: () => false };
    const look = dealLooks(bar, () => 0);
    look.see("d1");
    pressAnywhere();
    expect(look.looked("d1")).toBe(true);
    expect(listeners.size).toBe(1);
    bar.isConnected = false;   // the widget closed
    pressAnywhere();
    expect(listeners.size).toBe(0);
  });

  it("a bar shown (its deal seen) and closed before any press drops its listener at the next press (blind review)", () => {
    const bar = { isConnected: true, contains: () => false };
    dealLooks(bar, () => 0).see("d1");
    bar.isConnected = false;
    pressAnywhere();
    expect(listeners.size).toBe(0);
  });
});
