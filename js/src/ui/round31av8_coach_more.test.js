// Round AV, fixer AV8 (newcomer review 30, chaos_en 7, 035): a lone "…" button beside "Got it" had no label: CHAOS's
// course sends no "More…" word, and a held note's rest had none either. The button always says what it does.
import { describe, expect, it } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, part } from "./fake_coach.js";

useFakeDocument();

const scene = { width: 930, height: 660, items: [] };
// a CHAOS step whose words break a line, with no `more` label (the kernel's CHAOS words have none)
const STEP = { title: "Learn to play", n: 9, of: 10, step: "Step 9 of 10", id: "move:b7",
               text: "You both move, then the combo acts.\nTeam B did not react." };
const more = (bubble) => part(part(bubble, "cw-coach-buttons"), "cw-coach-more");

describe("review 30, chaos_en 7: the button behind which the rest waits has words", () => {
  for (const [lang, word] of [["en", "More…"], ["ja", "続きを読む…"], ["zh", "更多…"], ["zh-TW", "更多…"]]) {
    it(`${lang}: says ${word}, never a bare …`, async () => {
      clock();
      const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      update(coachModel("chaos", lang, STEP), scene);
      expect(more(bubble).textContent).toBe(word);
    });
  }
});
