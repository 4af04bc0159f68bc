// CHAOS, round JJ (fixer JJ5), newcomer review 40, chaos_en 3 (016→017): when the course box grew, the desk's "Since
// your last turn" box had less room and silently lost its lines (Bot B2's part gone). A line that no longer fits goes,
// and the box says so: "+ N more in the story below ↓", its tap showing them marked in the story. Recorded lines:
// tests/test_chaos_round44jj5_since_yours.py (seed 3, A1's round-5 turn).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater } from "../ui/page.js";
import { fitDigest, sinceBox } from "../ui/story.js";
import recorded from "./round44jj5_since_yours.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const MORE = { en: (n) => `+ ${n} more in the story below ↓`, ja: (n) => `ほか ${n} 行は下の経過に ↓` };

describe("review 40, chaos_en 3: the since box never loses a line without saying so", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: a box with room for fewer rows says how many more the story holds`, () => {
      const { lines } = recorded[lang];
      const page = buildPage();
      page.root.dataset.wide = "1";
      page.story.box.closest = () => page.root;
      const model = fakeModel({ game: "chaos", lang, seat: "A1", step: 5, log_lines: lines,
                                view: { game: "chaos", to_act: "A1" }, legal: [{ id: "stay" }] });
      const digest = page.story.digest;
      const rows = () => allElements(digest).filter((n) => /cw-digest-line/.test(n.className ?? ""));
      let room = 1000;   // each row 40 px high, the box `room` px (its max-height 40% of the story's column)
      Object.defineProperty(digest, "clientHeight", { get: () => room, configurable: true });
      Object.defineProperty(digest, "scrollHeight", { get: () => 40 * digest.childNodes.length, configurable: true });
      logUpdater(model, page)();
      const all = rows().length;
      expect(all).toBe(sinceBox(lines).lines.length);
      room = 40 * (digest.childNodes.length - 1) + 5;   // the course box grew: a row too few
      fitDigest(digest, lang);
      expect(40 * digest.childNodes.length).toBeLessThanOrEqual(room);
      const more = allElements(digest).filter((n) => n.className === "cw-digest-more");
      expect(more, "the box says lines went").toHaveLength(1);
      expect(more[0].textContent).toBe(MORE[lang](all - rows().length));
      expect(digest.childNodes.at(-1).className).toBe("cw-digest-hint");   // in the hint's row, the box's last
    });
  }
});
