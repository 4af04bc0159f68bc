// CHAOS, round AL (fixer AL3), newcomer review 22, chaos_ja finding 5 (011_tut9, 013_tut11 on a 390×844 phone): "the
// tutorial bubble covers the round header and the top rows, and there is no way to move it". The phone's sheet went to
// the top, over the board, whenever the foot would cover the ringed item (a hand card, the Dawn chip). Over every step
// of the CHAOS Learn course (round19ac_course.json, ja; round22ai7_course.json, en), played in order on one coach as a
// reader would, at 390×844 and 360×740: the sheet covers neither the board's cells nor the ringed item.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { useFakeDocument } from "../ui/fake_dom.js";
import { coachModel, fakeCoach } from "../ui/fake_coach.js";
import ja from "./round19ac_course.json";
import courses from "../round22ai7_course.json";

useFakeDocument();

const BAR = 96;   // the phone's bar and table head above the canvas (window px, page unscrolled: round19ac_sheet)
const PHONES = [{ width: 390, height: 844, table: 348 }, { width: 360, height: 740, table: 320 }];

/** Return a sheet's height as a phone draws it (`width` - 16 px wide, ja ~14 px a character, en ~7.5): its head and
 * Got it (96 px) and 21 px a line of what was done and what to do, at most 42vh (coach.js), or its max-height. */
function sheetHeight(mark, lang, phone, bubble) {
  const perLine = Math.floor((phone.width - 48) / (lang === "ja" ? 14 : 7.5));
  const lines = [mark.done, mark.text].filter(Boolean).reduce((n, s) => n + Math.ceil(String(s).length / perLine), 0);
  const max = parseFloat(bubble.style.maxHeight) || Infinity;
  return Math.min(0.42 * phone.height, 96 + 21 * lines, max);
}

/** Walk `course`'s frames on one coach at `phone`; return what the sheet covered, a line each. */
async function walk(course, lang, phone) {
  let scrolled = 0;
  const { update, root, bubble, ring } = await fakeCoach({ innerWidth: phone.width, innerHeight: phone.height,
                                                     scrollBy: ({ top }) => { scrolled = Math.max(0, scrolled + top); } });
  root.dataset.wide = "0";
  const canvas = root.childNodes.find((n) => n.tagName?.toLowerCase?.() === "canvas" || n.getContext);
  const covered = [];
  const ui = { touch: true };
  for (const frame of course.frames) {
    const scene = layout({ ...valid({ ...frame, catalog: course.catalog }), ui }, { width: phone.table, height: phone.height });
    Object.defineProperty(canvas, "clientWidth", { value: scene.width, configurable: true });
    canvas.getBoundingClientRect = () => ({ top: BAR - scrolled, left: 0, width: scene.width, height: scene.height });
    ring.getBoundingClientRect = () => {
      const top = BAR - scrolled + parseFloat(ring.style.top);
      return { top, bottom: top + parseFloat(ring.style.height) + 6, height: parseFloat(ring.style.height) + 6 };
    };
    bubble.getBoundingClientRect = () => ({ top: parseFloat(bubble.style.top) || 0,
                                           height: sheetHeight(frame.coach, lang, phone, bubble), width: phone.width - 16 });
    update(coachModel("chaos", lang, frame.coach), scene);
    const n = frame.coach.n;
    expect(bubble.hidden, `step ${n}`).toBe(false);
    const h = sheetHeight(frame.coach, lang, phone, bubble);
    const top = parseFloat(bubble.style.top);
    const sheet = { top, bottom: top + h };
    expect(top, `step ${n}: in the window`).toBeGreaterThanOrEqual(0);
    expect(sheet.bottom, `step ${n}: in the window`).toBeLessThanOrEqual(phone.height);
    expect(h, `step ${n}: a sheet still tall enough to read`).toBeGreaterThanOrEqual(120);
    const cells = scene.items.filter((i) => i.type === "cell");
    const board = { top: BAR - scrolled + Math.min(...cells.map((c) => c.y)),
                    bottom: BAR - scrolled + Math.max(...cells.map((c) => c.y + c.h)) };
    const hits = (b) => b.top < sheet.bottom && sheet.top < b.bottom;
    if (hits(board)) covered.push(`step ${n} (${bubble.dataset.dock}): board ${board.top}-${board.bottom}, sheet ${sheet.top}-${sheet.bottom}`);
    if (!ring.hidden && hits(ring.getBoundingClientRect())) covered.push(`step ${n}: the ringed item`);
  }
  return covered;
}

describe("chaos_ja 5: the course's phone sheet covers neither the board nor the ringed item", () => {
  for (const phone of PHONES) {
    it(`ja (round19ac_course) at ${phone.width}×${phone.height}`, async () => {
      expect(await walk(ja, "ja", phone)).toEqual([]);
    });
    it(`en (round22ai7_course) at ${phone.width}×${phone.height}`, async () => {
      expect(await walk(courses.chaos, "en", phone)).toEqual([]);
    });
  }
});
