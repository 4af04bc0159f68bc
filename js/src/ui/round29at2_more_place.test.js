// Review 28, mythos_en 7 (037): on a 1280×800 desk the step-7 bubble's "More…" grew it over the Pass button the step
// asks to press. Opening More places the bubble again at its new height: off the item it rings.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, part } from "./fake_coach.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const STEP = { title: "Learn to play", n: 7, of: 9, step: "Step 7 of 9", more: "More…", id: "pass",
               text: "Pass when you are done.\nCard play ends at the round's second pass, whoever makes it." };
// the Pass chip low on a 1000×700 table, as on the desk
const PASS = { id: "act:pass", type: "chip", x: 520, y: 600, w: 285, h: 30 };
// the card step 6 rang, on the reader's panel above it: its bubble's place is kept by step 7 while it covers nothing
const CARD = { id: "act:play card=7", type: "card", x: 640, y: 330, w: 80, h: 100 };
const scene = { width: 1000, height: 700, items: [PASS, CARD] };
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("review 28, mythos_en 7: More… never grows the bubble over its ringed item", () => {
  it("1280×800: after More the bubble lies off the Pass chip it rings", async () => {
    clock();
    const { update, bubble, root } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    Object.assign(root.childNodes.find((n) => n.tagName === "CANVAS") ?? {},
                  { clientWidth: 1000, clientHeight: 700 });
    Object.assign(root, { clientWidth: 1000 });
    // its height follows its words: 110 px, 330 px with the rest shown
    Object.defineProperty(bubble, "offsetHeight", {
      get: () => (bubble.childNodes.some((n) => n.className?.includes("cw-coach-rest") && !n.hidden) ? 330 : 110),
    });
    update(coachModel("mythos", "en", { ...STEP, n: 6, step: "Step 6 of 9", id: "play card=7", text: "Play it." }), scene);
    update(coachModel("mythos", "en", STEP), scene);
    const box = () => ({ x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top), w: 320,
                         h: bubble.offsetHeight });
    expect(overlaps(box(), PASS)).toBe(false);
    part(part(bubble, "cw-coach-buttons"), "cw-coach-more").fire("click");
    expect(bubble.childNodes.some((n) => n.className?.includes("cw-coach-rest") && !n.hidden)).toBe(true);
    expect(overlaps(box(), PASS)).toBe(false);
  });
});
