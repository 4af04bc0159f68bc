// Review 37, chaos_en/chaos_ja phone (390×844): the "since your turn" box, laid over the table's room under the hand
// (ui/since_spot.js), lost its lines under a tall course box (the lesson coach's sheet docked at the window's foot).
// The two never overlap: where a shown coach sheet lies over the box's room, the box goes back to its place under the
// table, whole; once the sheet goes, it comes back to the room.
import { describe, expect, it } from "vitest";
import { layOver } from "../ui/since_spot.js";

const over = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A phone page: the canvas at the root's top, its scene's since room at y 500 (the window's 550-610 px), a coach sheet
 * `sheet` ({top, bottom}, window px; null: none; hidden: shown no more). */
function phone(sheet, hidden = false) {
  const box = { style: {}, dataset: {}, hidden: false, getBoundingClientRect: () => ({ height: 60 }) };
  const bubble = sheet && { hidden, className: "cw-coach", dataset: { dock: "bottom" },
                            getBoundingClientRect: () => ({ left: 4, right: 386, width: 382, height: sheet.bottom - sheet.top,
                                                            ...sheet }) };
  const root = { dataset: { wide: "0" }, getBoundingClientRect: () => ({ left: 0, top: 50 }),
                 querySelector: (sel) => (sel.includes("cw-coach") ? bubble : null) };
  const canvas = { __cthulhu: { scene: { width: 390, sinceSpot: { x: 10, y: 500, w: 370, h: 80 } } },
                   getBoundingClientRect: () => ({ left: 0, top: 50, width: 390 }) };
  return { page: { since: { box }, root, canvas }, box };
}

/** Return the box's window rectangle where it was laid over the table (null: in the page's flow). */
function laid(page, box) {
  if (box.style.position !== "absolute") return null;
  const top = page.root.getBoundingClientRect().top + parseFloat(box.style.top);
  const left = parseFloat(box.style.left);
  return { top, bottom: top + 60, left, right: left + parseFloat(box.style.width) };
}

describe("review 37: a phone's since box and the lesson's coach sheet never overlap", () => {
  it("a tall coach sheet over the room: the box goes under the table, whole", () => {
    const { page, box } = phone({ top: 420, bottom: 836 });
    layOver(page, {});
    const at = laid(page, box);
    expect(at === null || !over(at, page.root.querySelector(".cw-coach").getBoundingClientRect())).toBe(true);
    expect(box.style.position).toBe("");
    expect(box.hidden).toBe(false);
  });

  it("a sheet clear of the room, a hidden one, or none: the box lies in the room near the board", () => {
    for (const [sheet, hidden] of [[{ top: 700, bottom: 836 }, false], [{ top: 420, bottom: 836 }, true], [null, false]]) {
      const { page, box } = phone(sheet, hidden);
      layOver(page, {});
      expect(box.style.position, JSON.stringify(sheet)).toBe("absolute");
      expect(box.style.top).toBe("500px");
    }
  });

  it("the sheet going, the box comes back to the room", () => {
    const { page, box } = phone({ top: 420, bottom: 836 });
    layOver(page, {});
    expect(box.style.position).toBe("");
    page.root.querySelector(".cw-coach").hidden = true;
    layOver(page, {});
    expect(box.style.position).toBe("absolute");
  });
});
