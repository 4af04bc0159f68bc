// Round AG, fixer AG7 (newcomer review 20, mythos_en finding 3, 025: "The tutorial stops at the first pass"): the
// course's closing bubble names what comes next, combat, adventures, the round's discard and travel, each on a line
// of its own behind More…: the rest keeps its line breaks (white-space: pre-line), the short part none.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { clock, coachModel, fakeCoach, part } from "../ui/fake_coach.js";
import { coachStyle } from "../ui/coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FREE = { title: "Learn to play", more: "More…", done: "",
               free: "The tutorial is over.\nCombat: the threats fight.\nAdventures: ✓.\nRound's end: 5 to 7 cards.\nTravel: a travel card." };
const scene = { width: 1000, height: 700, items: [] };

describe("mythos_en finding 3: what comes next, a line each", () => {
  it("More… shows the four lines, their breaks kept", async () => {
    clock();
    const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel("mythos", "en", FREE), scene);
    part(part(bubble, "cw-coach-buttons"), "cw-coach-more").fire("click");
    const rest = bubble.childNodes.find((n) => String(n.className).includes("cw-coach-rest"));
    expect(rest.hidden).toBe(false);
    expect(rest.textContent.split("\n")).toEqual(["Combat: the threats fight.", "Adventures: ✓.",
      "Round's end: 5 to 7 cards.", "Travel: a travel card."]);
    expect(coachStyle()).toMatch(/\.cw-coach-rest\s*\{[^}]*white-space:\s*pre-line/);
  });
});
