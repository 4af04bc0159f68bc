// Review 25, mythos_ja 10 and room_zh 3 (096): a wheel over the story scrolled only the story (the page seemed
// trapped) or, at its end, the page. Now, consistently, it scrolls the story while the story can go that way, then the
// page, at once.
import { describe, expect, it } from "vitest";
import { chainWheel } from "./ui/story.js";

const win = () => ({ innerHeight: 800, scrolled: 0, scrollBy(o) { this.scrolled += o.top; }, getComputedStyle: () => ({}) });
const wheel = (deltaY) => ({ deltaY, deltaMode: 0, prevented: false, preventDefault() { this.prevented = true; } });
const story = (scrollTop) => ({ scrollTop, clientHeight: 100, scrollHeight: 400, parentElement: null });

describe("review 25: the wheel over the story, then the page", () => {
  it("scrolls the story while it can", () => {
    const w = win();
    const e = wheel(60);
    expect(chainWheel(story(100), e, w)).toBe(false);
    expect(e.prevented).toBe(false);   // the browser scrolls the story
    expect(w.scrolled).toBe(0);
  });

  it("at the story's end a wheel down scrolls the page; at its top a wheel up does", () => {
    const w = win();
    const down = wheel(60);
    expect(chainWheel(story(300), down, w)).toBe(true);
    expect(down.prevented).toBe(true);
    expect(w.scrolled).toBe(60);
    expect(chainWheel(story(0), wheel(-30), w)).toBe(true);
    expect(w.scrolled).toBe(30);
    expect(chainWheel(story(300), wheel(-30), w)).toBe(false);   // up from its end: the story's own
  });
});
