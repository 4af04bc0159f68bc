// Review 25, mythos_ja 6 (049) and room_zh 3 (045, 093): a scrolled story stopped with its top line cut in half under
// the "Since your last turn" box or the panel's heading. When the reader's scroll stops, the story's top edge lies on
// a whole line: the line cut by less than half is shown whole, one cut by more goes above the edge.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./ui/fake_dom.js";
import { buildStory, snapTop, storyPanel } from "./ui/story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => { restore(); vi.useRealTimers(); });

/** A story box 100 px tall at y 200 whose lines are 20 px each, drawn from its scrollTop. */
function box(scrollTop) {
  const lines = Array.from({ length: 20 }, (_, i) => ({ className: "cw-line",
    getBoundingClientRect: () => ({ top: 200 + i * 20 - b.scrollTop, bottom: 220 + i * 20 - b.scrollTop }) }));
  const b = { scrollTop, scrollHeight: 400, clientHeight: 100, clientTop: 0, dataset: {},
              getBoundingClientRect: () => ({ top: 200, height: 100 }), querySelectorAll: () => lines };
  return b;
}

describe("review 25: no story line hides under a box above it", () => {
  it("a line cut by a few px at the top shows whole; one cut by most of it goes above", () => {
    const a = box(45);        // line 2 (40-60) cut by 5 px
    snapTop(a);
    expect(a.scrollTop).toBe(40);
    const b = box(55);        // line 2 cut by 15 of its 20 px
    snapTop(b);
    expect(b.scrollTop).toBe(60);
    const c = box(60);        // on a whole line already
    snapTop(c);
    expect(c.scrollTop).toBe(60);
  });

  it("the reader's scroll, once it stops, ends on a whole line", () => {
    vi.useFakeTimers();
    const panel = buildStory();
    storyPanel(panel)([{ text: "a" }]);
    const fake = box(0);
    panel.lines.querySelectorAll = fake.querySelectorAll;
    panel.lines.getBoundingClientRect = fake.getBoundingClientRect;
    Object.assign(panel.lines, { scrollTop: 300, clientHeight: 100, scrollHeight: 400, clientTop: 0 });
    Object.defineProperty(fake, "scrollTop", { get: () => panel.lines.scrollTop });
    panel.lines.fire("wheel");
    panel.lines.scrollTop = 147;
    panel.lines.fire("scroll");
    vi.advanceTimersByTime(500);
    expect(panel.lines.scrollTop).toBe(140);
  });
});
