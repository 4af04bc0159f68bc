// Review 33, chaos_en 3 (137-144): a toast over the story ("You are a ghost." and its "+2 more") went, and the story's
// lines kept the height they had beside it: the panel's lower half stayed empty and its last line was cut mid-sentence
// until the next event. The lines take the room the toast leaves at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { buildStory, storyPanel } from "./story.js";

describe("the story's lines take back the room a toast leaves", () => {
  let restore;
  let watchers;
  const saved = {};
  beforeEach(() => {
    restore = installFakeDocument();
    watchers = [];
    for (const k of ["ResizeObserver", "getComputedStyle"]) saved[k] = globalThis[k];
    globalThis.ResizeObserver = class {
      constructor(callback) { this.callback = callback; this.els = []; watchers.push(this); }
      observe(el) { this.els.push(el); }
      disconnect() { this.els = []; }
    };
    globalThis.getComputedStyle = () => ({});
  });
  afterEach(() => {
    for (const k of Object.keys(saved)) globalThis[k] = saved[k];
    restore();
  });
  /** Tell every observer watching `el` that it changed size (a browser's ResizeObserver). */
  const resized = (el) => watchers.filter((w) => w.els.includes(el)).forEach((w) => w.callback([{ target: el }]));

  it("a toast gone from above the lines: their height is made again for the whole panel", () => {
    const panel = buildStory();
    const toasts = document.createElement("div");
    toasts.className = "cw-toasts";
    toasts.append(document.createElement("div"));   // "You are a ghost." with its "+2 more"
    panel.wrap.append(toasts);                        // as the page puts it (ui/page.js)
    const lines = panel.lines;
    lines.getBoundingClientRect = () => ({ top: 150, bottom: 740, height: 590 });
    lines.querySelectorAll = () => [];               // no line cut at the top: the lines fill their room
    lines.clientTop = 0;
    lines.clientHeight = 590;
    const update = storyPanel(panel);
    update([{ text: "Round 9: your turn.", round: "Round 9", turn: 1, you: 1 }]);
    lines.style.maxHeight = "212px";                 // the whole-line height made while the toast stood above them
    toasts.replaceChildren();                        // the toast goes (its time is up)
    resized(toasts);
    expect(lines.style.maxHeight).toBe("");          // the lines reach the panel's foot again
  });
});
