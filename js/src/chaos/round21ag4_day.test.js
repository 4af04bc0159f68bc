// Round AG, fixer AG4 (newcomer review 20, room_en finding 3, 082_dayclick/020): the rules say to click the time of
// day for its full text; on 'Day' (no time card in play) a click opened nothing. Day opens its text too: what no time
// card means and how three cards of a suit set Midnight or Dawn after the step.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/chaos_start.json";

const LANGS = { en: ["Day", /after its step/], ja: ["昼", /移動した後/], zh: ["白天", /移动之后/] };

describe("the time of day opens its text, Day too", () => {
  for (const [lang, [name, how]] of Object.entries(LANGS)) {
    it(`${lang}: Day's symbol and words carry a zoom; opened, it says how the time is set`, () => {
      const f = { ...structuredClone(valid(start)), lang };
      expect(f.view.time).toBeNull();
      for (const width of [1280, 390]) {
        const scene = layout({ ...f, ui: {} }, { width });
        const tod = scene.items.filter((i) => i.type === "tod" || i.label === "time-text");
        expect(tod.length).toBeGreaterThan(0);
        for (const item of tod) expect(item.zoom).toBe("time:day");
        const open = layout({ ...f, ui: { selected: "zoom:time:day" } }, { width });
        const words = open.items.filter((i) => String(i.label).startsWith("zoom-")).map((i) => i.text).join(" ");
        expect(words).toContain(name);
        expect(lang === "en" ? words : words.replace(/\s/g, "")).toMatch(how);   // (a line may break in a ja word)
      }
    });
  }
});
