// Issue 23, newcomer review 7 (round I), the page on a phone: the open help keeps the "?" in its place (finding 1);
// a toast lands where it was placed, the window's foot or top, in a page that scrolls a box holding "fixed" (Voilà's
// `contain: strict` panel) and never over the hand; the coach never scrolls the page after a tap (finding 2).
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { fakeCoach } from "./fake_coach.js";

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

// A box "fixed" inside a page box scrolled `scrolled` px (Voilà): its style's top/bottom count from that box's
// scrolled content, not the window's (what Chromium does under `contain: strict`).
function containedBox(scrolled, height = 52, inner = 844) {
  const box = { childNodes: [{}], dataset: {}, style: { top: "", bottom: "" } };
  box.getBoundingClientRect = () => {
    const spot = box.dataset.spot;
    const top = box.style.top !== "" ? parseFloat(box.style.top) : spot === "top" ? 8 : null;
    const bottom = box.style.bottom !== "" ? parseFloat(box.style.bottom) : spot === "bottom" ? 8 : null;
    const y = (top !== null ? top : inner - bottom - height) - scrolled;
    return { left: 8, top: y, width: 374, height, bottom: y + height };
  };
  return box;
}

const phonePage = (items, top = -431) => ({
  root: { dataset: { wide: "0" }, querySelector: () => null },
  canvas: { getBoundingClientRect: () => ({ left: 0, top, width: 390 }), __cthulhu: { scene: { width: 390, items } } },
  story: { lines: { querySelectorAll: () => [] } },
});

describe("finding 2: a phone's toast lies where it was placed, never over the hand", () => {
  const stub = () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844, addEventListener: () => {} });
    vi.stubGlobal("document", { querySelectorAll: () => [] });
  };

  it("at the window's foot in a page that scrolled its box 431 px (it lay over the hand at 360 px)", async () => {
    stub();
    const { placeToasts } = await import("./toast.js");
    const box = containedBox(431);
    const round = { type: "text", x: 8, y: 431 + 20, size: 13, text: "Round 3/60" };   // the table's top line
    expect(placeToasts(box, phonePage([round]))).toBe("bottom");
    expect(box.getBoundingClientRect().bottom).toBeCloseTo(844 - 8, 0);
    expect(placeToasts(box, phonePage([round]))).toBe("bottom");   // placed again: still there, not moved twice
    expect(box.getBoundingClientRect().bottom).toBeCloseTo(844 - 8, 0);
  });

  it("at the top when the hand (cards, playable or not) lies at the window's foot; in the flow when both are taken",
     async () => {
       stub();
       const { placeToasts } = await import("./toast.js");
       const hand = { type: "ccard", x: 20, y: 431 + 760, w: 100, h: 80 };
       const box = containedBox(431);
       expect(placeToasts(box, phonePage([hand]))).toBe("top");
       expect(box.getBoundingClientRect().top).toBeCloseTo(8, 0);
       const board = { type: "ccard", x: 20, y: 431 + 20, w: 100, h: 60 };
       // newcomer review 11, finding 3: with both ends taken, the empty band between them (was: the story's flow)
       expect(placeToasts(box, phonePage([hand, board]))).toBe("band");
       expect(box.style.bottom).toBe("");
       const y = box.getBoundingClientRect().top;
       expect(y >= 80 && y + 70 <= 760).toBe(true);
     });
});

describe("finding 2: the coach never scrolls the page", () => {
  it("a new mark whose bubble lies below the window's foot leaves the page where the reader left it", async () => {
    const restore = installFakeDocument();
    const scrolled = [];
    try {
      const { update, root, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844,
                                                         scrollBy: (o) => scrolled.push(o) });
      root.getBoundingClientRect = () => ({ top: 0, bottom: 2000, height: 2000 });
      bubble.getBoundingClientRect = () => ({ top: 1500, bottom: 1640, height: 140, left: 0, width: 320 });
      const chip = { id: "act:end", type: "chip", x: 10, y: 1400, w: 80, h: 30 };
      const model = { get: (k) => ({ lang: "en", game: "chaos", coach: { title: "Learn to play", step: "Step 1 of 3",
                                     text: "Tap End." } })[k] };
      update(model, { width: 390, height: 1700, items: [chip] });
      expect(bubble.hidden).toBe(false);
      expect(scrolled).toEqual([]);
    } finally {
      restore();
    }
  });

  it("only the first bubble of the reader's own Learn to play is brought into sight, once", async () => {
    const restore = installFakeDocument();
    const scrolled = [];
    try {
      // a wide window: a phone's bubble is docked to the window's edge and never scrolled to (review 9, round9m)
      const { update, bar, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 844,
                                                        scrollBy: (o) => scrolled.push(o) });
      bubble.getBoundingClientRect = () => ({ top: 1500, bottom: 1640, height: 140, left: 0, width: 320 });
      const scene = { width: 390, height: 1700, items: [] };
      const at = (step) => ({ get: (k) => ({ lang: "en", game: "chaos", coach: { title: "Learn to play", step,
                                                                               text: "Tap End." } })[k] });
      update(at(""), scene);
      bar.childNodes.find((n) => n.className === "cw-learn").fire("click");
      update(at(""), scene);                       // the table before the kernel answered: no new bubble yet
      expect(scrolled).toEqual([]);
      update(at("Step 1 of 3"), scene);            // Learn to play's first bubble
      expect(scrolled.length).toBe(1);
      update(at("Step 2 of 3"), scene);            // after a tap: the page stays put
      update(at("Step 2 of 3"), scene);
      expect(scrolled.length).toBe(1);
    } finally {
      restore();
    }
  });
});
