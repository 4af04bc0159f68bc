// Round AR, fixer AR3 (newcomer review 26, chaos_en 3, 029): the Learn course's box on a 1280 px desk lay over the
// ring's "Choose this" tag (b7's, half hidden). Over the recorded CHAOS course (en; ja of round 19ac), the box covers
// neither the ringed item nor its tag.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { useFakeDocument } from "../ui/fake_dom.js";
import { coachModel, fakeCoach } from "../ui/fake_coach.js";
import { tagBox } from "../ui/coach_tag.js";
import courses from "../round22ai7_course.json";
import chaosJa from "./round19ac_course.json";

useFakeDocument();

const TAG = { en: "Choose this", ja: "これを選ぶ" };
const BOX_H = 250;   // the course box's height at 1280 (029: 252..506)
const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("round 27 AR3: the course box leaves the ring and its tag in sight (desk)", () => {
  for (const [lang, course] of [["en", courses.chaos], ["ja", chaosJa]]) {
    it(`CHAOS ${lang} at 1280 px, every course step`, async () => {
      const { update, root, bar, bubble, ring } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      const canvas = root.childNodes.find((n) => n !== bar && n !== bubble && n !== ring);
      Object.defineProperty(root, "clientWidth", { value: 1280, configurable: true });
      Object.defineProperty(bubble, "offsetHeight", { value: BOX_H, configurable: true });
      // the desk page of 029: the table from (20, 120), 935 px wide, the story column beside it (x 960..1255)
      Object.assign(canvas, { offsetLeft: 20, offsetTop: 120 });
      root.dataset.wide = "1";
      root.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1280, height: 800 });
      const story = { getBoundingClientRect: () => ({ left: 960, top: 120, width: 295, height: 660 }) };
      root.querySelector = (sel) => (sel === ".cw-story" ? story : null);
      root.querySelectorAll = () => [];
      const over = [];
      let seen = 0;
      for (const frame of course.frames) {
        const scene = layout({ ...valid({ ...frame, catalog: course.catalog }), ui: {} }, { width: 935 });
        Object.defineProperty(canvas, "clientWidth", { value: scene.width, configurable: true });
        Object.defineProperty(canvas, "clientHeight", { value: scene.height, configurable: true });
        update(coachModel("chaos", lang, frame.coach), scene);
        const spot = ring.dataset.tagAt ?? "none";
        if (bubble.hidden || ring.hidden || spot === "none") continue;
        seen += 1;
        const p = { x: parseFloat(ring.style.left) + 4, y: parseFloat(ring.style.top) + 4,
                    w: parseFloat(ring.style.width), h: parseFloat(ring.style.height) };
        const box = { x: parseFloat(bubble.style.left), y: parseFloat(bubble.style.top), w: 320, h: BOX_H };
        if (crosses(box, tagBox(spot, p, TAG[lang]))) over.push(`step ${frame.coach.n}: tag (${spot})`);
        if (crosses(box, p)) over.push(`step ${frame.coach.n}: ring`);
      }
      expect(seen, "the box and a tagged ring show at some steps").toBeGreaterThan(0);
      expect(over).toEqual([]);
    });
  }
});
