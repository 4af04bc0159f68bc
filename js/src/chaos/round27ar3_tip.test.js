// Round AR, fixer AR3 (newcomer review 26, chaos_en 3, 045/047): a TIP box (a coach moment: no ringed item) on the
// 1280 desk lay over the reader's own piece (A1 on a7) and ran past the table's foot. Over the recorded CHAOS course
// frames, a tip's box covers neither the reader's piece nor runs below the table.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { useFakeDocument } from "../ui/fake_dom.js";
import { coachModel, fakeCoach } from "../ui/fake_coach.js";
import courses from "../round22ai7_course.json";

useFakeDocument();

// the hidden-bombs tip at 320 px: 285 px in 045 (12 lines of words, failed here: over A1 and to y 792, as 045), 7 lines
// since it was halved (~200 px; passes up to 250)
const TIP_H = 200;
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const TIP = { title: "Learn to play", moment: "unseen", head: "Hidden bombs",
              text: "Some cells hold bombs you cannot see, and a ghost's Mischief plants or moves more." };

describe("round 27 AR3: a tip's box on the desk leaves the reader's piece in sight", () => {
  it("CHAOS en at 1280 px, over every course frame", async () => {
    const { update, root, bar, bubble, ring } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const canvas = root.childNodes.find((n) => n !== bar && n !== bubble && n !== ring);
    Object.defineProperty(root, "clientWidth", { value: 1280, configurable: true });
    Object.defineProperty(bubble, "offsetHeight", { value: TIP_H, configurable: true });
    Object.assign(canvas, { offsetLeft: 20, offsetTop: 120 });
    root.dataset.wide = "1";
    root.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1280, height: 800 });
    const story = { getBoundingClientRect: () => ({ left: 960, top: 120, width: 295, height: 660 }) };
    root.querySelector = (sel) => (sel === ".cw-story" ? story : null);
    root.querySelectorAll = () => [];
    const over = [];
    const course = courses.chaos;
    for (const [k, frame] of course.frames.entries()) {
      const scene = layout({ ...valid({ ...frame, catalog: course.catalog }), ui: {} }, { width: 935 });
      Object.defineProperty(canvas, "clientWidth", { value: scene.width, configurable: true });
      Object.defineProperty(canvas, "clientHeight", { value: scene.height, configurable: true });
      update(coachModel("chaos", "en", { ...TIP, text: `${TIP.text} (${k})` }), scene);
      if (bubble.hidden) continue;
      const box = { x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top), w: 320, h: TIP_H };
      const mine = scene.items.find((i) => i.type === "piece" && i.you);
      if (mine && crosses(box, { x: 20 + mine.x, y: 120 + mine.y, w: mine.w, h: mine.h })) over.push(`frame ${k}: piece`);
      if (box.y + box.h > 120 + scene.height) over.push(`frame ${k}: below the table (${box.y + box.h})`);
    }
    expect(over).toEqual([]);
  });
});
