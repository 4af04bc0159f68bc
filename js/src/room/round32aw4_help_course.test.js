// Review 31, room_zh 1 (003, 020, 047): the zh phone seat never found "Learn to play": at its own turn with a person
// waiting the "3 things" box hid the course link, and 知道了 closed the box; the Rules sheet it read had no course.
// The Rules sheet's first line is now the course, at any turn, after the box is gone.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { buildHelp, updateHelp } from "../ui/help.js";
import { PAGE_WORDS } from "../ui/words.js";
import { firstTip } from "./first_tip.js";
import { helpLearn } from "./help_learn.js";
import { learnAddress } from "./learn_link.js";
import { closeSheet, onSheet, sheetOpen } from "./learn_sheet.js";

useFakeDocument();
const settle = () => new Promise((r) => setTimeout(r, 0));
const served = { prefix: "/r/rooms", fetchImpl: async () => ({ ok: true }) };
const seats = { A1: { human: true, connected: true }, B1: { human: true, connected: true },
                A2: { human: false, bot: "heuristic" }, B2: { human: false, bot: "heuristic" } };

describe("the course stays in the room's Rules sheet (review 31, room_zh 1)", () => {
  it("a zh phone seat at its own turn, a person waiting, the box closed, finds it atop the Rules and it opens", async () => {
    document.body = document.createElement("body");
    const root = document.createElement("div");
    const msg = { round: 1, max_rounds: 12, to_act: "B1", seats };
    const tip = firstTip(root, { storage: null, ...served });
    tip.show(msg, "zh", "chaos", "B1");
    tip.button.fire("click");   // 知道了
    expect(tip.el.hidden).toBe(true);
    const table = document.createElement("div");
    const help = buildHelp();
    table.append(help);
    const words = { ...PAGE_WORDS["zh-CN"], lang: "zh-CN", helpTexts: { rules: ["规则一"], guide: [], legend: [] } };
    updateHelp(help, "chaos", words, { shared: true, touch: true, variant: "narrow" });
    const course = helpLearn(table, served);
    course.show("zh", "chaos", 12);
    await settle();
    const body = help.lastChild;
    expect(body.childNodes[1]).toBe(course.line);   // the first line under the ×, above the rules
    const link = course.link();
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe("★ 学习玩法（单人，10 步，座位等你回来）");
    expect(link.href).toBe(learnAddress("/r/rooms", "chaos", "zh", 12));
    // a re-fill of the help (a narrower window) drops it; opening the help puts it back
    updateHelp(help, "chaos", words, { shared: true, touch: false });
    expect(allElements(body)).not.toContain(course.line);
    help.open = true;
    help.fire("toggle");
    expect(help.lastChild.childNodes[1]).toBe(course.line);
    const heard = [];
    const off = onSheet((on) => heard.push(on));
    link.fire("click");   // the sheet over the table: the others are told the seat is in the course
    expect(sheetOpen()).toBe(true);
    expect(heard).toEqual([true]);
    closeSheet();
    off();
  });

  it("says the course line in every language, short enough for a phone", () => {
    const table = document.createElement("div");
    const course = helpLearn(table, served);
    for (const [lang, want] of [["en", "your seat waits"], ["ja", "席はそのまま"], ["zh-TW", "座位等你回來"]]) {
      course.show(lang, "chaos", 12);
      expect(course.link().textContent).toContain(want);
      expect(course.link().textContent.length).toBeLessThan(lang === "en" ? 52 : 30);
    }
  });
});
