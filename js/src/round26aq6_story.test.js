// Review 25 (mythos_en 6, room_en 2, room_zh 3): the story panel follows new lines unless the reader's own hand scrolled
// it up; a scroll the page made (a box that shrank, lines redrawn, a phone's box opened at its "since" lines) never
// leaves it behind an "↓ N newer lines" pill.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "./ui/fake_dom.js";
import { buildStory, openAtSince, storyPanel } from "./ui/story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const lines = (n) => Array.from({ length: n }, (_, i) => ({ text: `line ${i}` }));

/** Return a panel drawn with `all`, its box 100 px tall and its end shown. */
function drawn(all) {
  const panel = buildStory();
  const update = storyPanel(panel);
  Object.assign(panel.lines, { scrollTop: 0, clientHeight: 100, scrollHeight: 100 });
  update(all);
  return { panel, update };
}

describe("review 25: the story follows new lines", () => {
  it("a scroll up the reader did not make (the box shrank, the page moved it) keeps it following", () => {
    const all = lines(6);
    const { panel, update } = drawn(all.slice(0, 4));
    Object.assign(panel.lines, { scrollTop: 10, scrollHeight: 500 });   // no wheel, touch or press on it
    panel.lines.fire("scroll");
    update(all);
    expect(panel.lines.scrollTop).toBe(500);   // the newest lines show
    expect(panel.newer.hidden).toBe(true);     // no "↓ 2 newer lines"
  });

  it("the reader's own scroll up keeps its place and the pill", () => {
    const all = lines(6);
    const { panel, update } = drawn(all.slice(0, 4));
    panel.lines.fire("wheel");
    Object.assign(panel.lines, { scrollTop: 10, scrollHeight: 500 });
    panel.lines.fire("scroll");
    update(all);
    expect(panel.lines.scrollTop).toBe(10);
    expect(panel.newer.hidden).toBe(false);
    expect(panel.newer.textContent).toBe("↓ 2 newer lines");
  });

  it("a box opened at its 'since your last turn' lines follows once new lines come", () => {
    const all = lines(8);
    const { panel, update } = drawn(all.slice(0, 5));
    panel.lines.getBoundingClientRect = () => ({ top: 100 });
    panel.els[1].className += " cw-since";
    panel.els[1].getBoundingClientRect = () => ({ top: 60 });
    Object.assign(panel.lines, { scrollTop: 300, scrollHeight: 400 });
    openAtSince(panel, () => {});
    expect(panel.lines.scrollTop).toBe(260);   // the first "since" line at the box's top
    update(all.slice(0, 5));                   // a redraw with nothing new: it stays there
    expect(panel.lines.scrollTop).toBe(260);
    panel.lines.scrollHeight = 600;
    update(all);                               // new lines: the newest show, no pill
    expect(panel.lines.scrollTop).toBe(600);
    expect(panel.newer.hidden).toBe(true);
  });
});
