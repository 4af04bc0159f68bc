// CHAOS, newcomer review 20 (chaos_en finding 4, 107/109/117/121): "The lines stop partway down, with a '↓ Newer
// lines' pill … Expected: … or the pill shows the count of newer lines." The pill says how many lines came since the
// reader scrolled up, in the page's language, and goes back to none once the newest line is shown.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { buildStory, storyPanel } from "../ui/story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const SAID = { en: ["↓ 2 newer lines", "↓ 1 newer line"], ja: ["↓ 新しい記録 2 行", "↓ 新しい記録 1 行"],
               "zh-TW": ["↓ 2 行新的記錄", "↓ 1 行新的記錄"], "zh-CN": ["↓ 2 行新的记录", "↓ 1 行新的记录"] };

describe("round 21 AG5, finding 4: the Newer lines pill counts the lines", () => {
  for (const [lang, [two, one]] of Object.entries(SAID)) {
    it(`counts the lines come since the reader scrolled up, in ${lang}`, () => {
      const panel = buildStory();
      const update = storyPanel(panel);
      Object.assign(panel.lines, { scrollTop: 0, clientHeight: 100, scrollHeight: 100 });
      const lines = ["a", "b", "c", "d", "e"].map((text) => ({ text }));
      update(lines.slice(0, 2), { lang });
      panel.lines.fire("wheel");   // the reader's own hand: a scroll without one is the page's (review 25, room_en 2)
      Object.assign(panel.lines, { scrollTop: 10, scrollHeight: 500 });   // the reader scrolled up
      panel.lines.fire("scroll");
      update(lines.slice(0, 4), { lang });
      expect(panel.newer.hidden).toBe(false);
      expect(panel.newer.textContent).toBe(two);
      panel.newer.fire("click");                                           // shown: none newer
      panel.lines.fire("wheel");
      Object.assign(panel.lines, { scrollTop: 10, scrollHeight: 600 });
      panel.lines.fire("scroll");
      update(lines, { lang });
      expect(panel.newer.textContent).toBe(one);
    });
  }
});
