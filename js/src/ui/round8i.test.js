// Issue 23, newcomer review 7 (round I), the page on a phone: the open help keeps the "?" in its place (finding 1).
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";

afterEach(() => vi.unstubAllGlobals());

describe("finding 1: the phone's open help leaves the '?' and the table in place", () => {
  it("no rule gives the open help a row of its own; a phone's is a sheet fixed at the window's foot", async () => {
    const restore = installFakeDocument();
    let text = "";
    try {
      const head = document.head.appendChild;
      document.head.appendChild = (node) => { text = node.textContent; return head(node); };
      const { buildPage } = await import("./page.js");
      buildPage();
    } finally {
      restore();
    }
    const css = text.split("\n").join(" ");
    expect(css).not.toMatch(/\.cw-help\[open\] \{[^}]*flex-basis/);
    expect(css).toMatch(/\[data-wide="0"\] \.cw-help\[open\] > div \{[^}]*position: fixed[^}]*bottom: 0/);
  });
});
