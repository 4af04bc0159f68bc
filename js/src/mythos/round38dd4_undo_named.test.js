// Round DD4 (newcomer review 36, finding 3): Undo of a scoring move named nothing ("Undone: back to your last play").
// The Mythos widget sends `undo_said` (frames/mythos_undo.py): the Undo button's title names the move it would take
// back, and the note after the Undo names the move taken back.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildToolbar } from "../ui/toolbar.js";
import { buildPage, logUpdater } from "../ui/page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const SAID = {
  en: { undo: "Undo: your adventure Questionable Judgement completed (+5 points)",
        undone: "Taken back: your adventure Questionable Judgement completed (+5 points)." },
  ja: { undo: "元に戻す：アドベンチャー「疑わしい判断」の達成（+5点）", undone: "取り消した手：アドベンチャー「疑わしい判断」の達成（+5点）。" },
};

describe("Undo names the move it takes back (review 36, finding 3)", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: the Undo button's title names the scoring move`, () => {
      const bar = globalThis.document.createElement("div");
      const model = fakeModel({ mode: "play", seat: "p0", step: 84, history_len: 84, undo_policy: "keep", lang,
                                game: "mythos", view: { to_act: "p0" }, catalog_data: { seats: ["p0", "p1"] },
                                undo_said: SAID[lang] });
      buildToolbar(bar, model).update({ autoplay: false });
      const undo = allElements(bar).find((e) => e.dataset?.cmd === "undo");
      expect(undo.title).toBe(SAID[lang].undo);
    });

    it(`${lang}: the note after the Undo names the move taken back`, () => {
      const page = buildPage();
      const lines = [{ text: "a" }, { text: "b" }, { text: "c" }];
      const model = fakeModel({ game: "mythos", lang, undo_policy: "keep", step: 84, log_lines: lines,
                                view: { game: "mythos" }, undo_said: SAID[lang] });
      const update = logUpdater(model, page);
      update();
      model.set("step", 83);
      model.set("log_lines", lines.slice(0, 1));
      model.set("undo_said", {});
      update();
      expect(page.toasts.childNodes.map((t) => t.textContent).join(" ")).toContain(SAID[lang].undone);
    });
  }
});
