// Round AI, fixer AI7 (newcomer review 21: CHAOS en 012/020 "the Midnight button's text wraps, with the tag on top of
// it", "the Choose this tag covers the prompt text"; ja 004/017 on a card's rule line; Letter en 008/011/014, zh 008):
// over every step of every game's Learn course (recorded frames: tests/test_round22ai7_course_frames.py, en, and the
// CHAOS ja course of round 19ac), at a desk's 1280 px and a phone's 390 px, with the step's card selected where its
// move is a chip, the ring's "Choose this" tag crosses no painted words.
import { describe, expect, it } from "vitest";
import { layout } from "./layout.js";
import { paint } from "./paint.js";
import { valid } from "./view_schema.js";
import { recordingContext } from "./text_record.js";
import { useFakeDocument } from "./ui/fake_dom.js";
import { coachModel, fakeCoach } from "./ui/fake_coach.js";
import { coachItem } from "./ui/coach.js";
import { tagBox } from "./ui/coach_tag.js";
import courses from "./round22ai7_course.json";
import chaosJa from "./chaos/round19ac_course.json";
import mythosCatalog from "./fixtures/mythos_catalog.json";

useFakeDocument();

const TAG = { en: "Choose this", ja: "これを選ぶ" };

/** Return the input of a recorded frame of `game` (its catalog: the course's, Mythos's the fixture's with its seats). */
function inputOf(game, frame, catalog) {
  const cat = game === "mythos" ? { ...mythosCatalog, seats: frame.seats } : catalog;
  return valid({ ...frame, catalog: cat });
}

/** Return the scenes a reader sees at a step: the table, and where the ring is on a card whose move is a chip, the
 * table with that card selected (its chips shown). */
function scenesOf(game, frame, catalog, width) {
  const input = inputOf(game, frame, catalog);
  const first = layout({ ...input, ui: { touch: width < 600 } }, { width });
  const item = coachItem(first, frame.coach);
  if (!item || !/^select:/.test(item.id)) return [first];
  const value = item.id.slice("select:".length);
  const selected = /^\d+$/.test(value) ? Number(value) : value;
  const second = layout({ ...input, ui: { touch: width < 600, selected } }, { width });
  return [first, second];
}

/** Return the painted words of `scene` (text_record.js boxes). */
function words(scene) {
  const { ctx, drawn } = recordingContext();
  paint(ctx, scene);
  return drawn.filter((d) => !d.turned);
}

const crosses = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const TABLES = [...Object.entries(courses).map(([game, c]) => [game, "en", c]), ["chaos", "ja", chaosJa]];

describe("round 22 AI7, finding 1: the coach's tag lies on no words", () => {
  for (const [game, lang, course] of TABLES) {
    for (const width of [1280, 390]) {
      it(`${game} ${lang} at ${width} px, every course step`, async () => {
        const { update, ring } = await fakeCoach({ innerWidth: width, innerHeight: 800 });
        const over = [];
        let tagged = 0;
        for (const frame of course.frames) {
          for (const scene of scenesOf(game, frame, course.catalog, width)) {
            update(coachModel(game, lang, frame.coach), scene);
            if (ring.hidden || !ring.dataset.tag) continue;
            const spot = ring.dataset.tagAt ?? "top";
            if (spot === "none") continue;   // the ring alone
            tagged += 1;
            const p = { x: parseFloat(ring.style.left) + 4, y: parseFloat(ring.style.top) + 4,
                        w: parseFloat(ring.style.width), h: parseFloat(ring.style.height) };
            const box = tagBox(spot, p, TAG[lang]);
            for (const d of words(scene).filter((d) => crosses(box, d))) {
              over.push(`step ${frame.coach.n} (${spot}): '${d.text}'`);
            }
          }
        }
        expect(over).toEqual([]);
        expect(tagged, "the tag shows at some steps").toBeGreaterThan(0);
      });
    }
  }
});
