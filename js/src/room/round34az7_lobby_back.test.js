// Review 32, room_en 1 (003/004/038): the lobby's "Learn it alone first" opened the practice table with no way back to
// the lobby (one window: the course took the lobby's place; Alt+← did nothing). The lobby's links now open the course
// in the sheet over the lobby, as a table's do, its bar saying "← Back to the lobby": the lobby (the reader's name,
// the table being set up) waits under it.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { lobbyHead } from "./lobby_head.js";
import { currentSheet } from "./learn_sheet.js";

useFakeDocument();
const answer = (ok) => async () => ({ ok });
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Return the lobby head's visible course links, in `lang`. */
async function lobbyLinks(lang) {
  document.body = document.createElement("body");
  const host = document.createElement("div");
  host.prepend = (node) => host.childNodes.unshift(node);   // the fake DOM's missing prepend
  const head = lobbyHead(host, { lang, prefix: "/x/cthulhu/rooms", fetchImpl: answer(true) });
  await settle();
  const row = allElements(head.el).find((n) => n.className === "cw-lobby-learn-links");
  return { head, links: allElements(row).filter((n) => n.tagName?.toLowerCase() === "a" && !n.hidden) };
}

describe("the lobby's course has a way back to the lobby (review 32, room_en 1)", () => {
  for (const [lang, back] of [["en", "← Back to the lobby"], ["zh-CN", "← 回到大厅"], ["ja", "← ロビーに戻る"],
                              ["zh-TW", "← 回到大廳"]]) {
    it(`a press on the CHAOS link opens the course over the lobby, "${back}" in sight (${lang})`, async () => {
      const { head, links } = await lobbyLinks(lang);
      const chaos = links.find((a) => a.href.includes("/learn/chaos.html"));
      expect(chaos.target).not.toBe("_blank");   // no new tab, no page in the lobby's place
      let prevented = false;
      chaos.listeners.click[0]({ preventDefault: () => { prevented = true; } });
      const sheet = currentSheet();
      expect(prevented).toBe(true);
      expect(sheet.el.hidden).toBe(false);
      expect(sheet.frame.getAttribute("src")).toContain("/x/cthulhu/rooms/learn/chaos.html?learn=1");
      expect(sheet.back.textContent).toBe(back);
      expect(head.el.textContent).not.toMatch(/new tab|新しいタブ|新标签页|新分頁/);   // the lobby says no new tab
      sheet.back.fire("click");
      expect(sheet.el.hidden).toBe(true);   // the lobby in sight again
    });
  }

  it("a table's sheet still says Back to the table after the lobby's", async () => {
    const { links } = await lobbyLinks("en");
    links[0].listeners.click[0]({ preventDefault: () => {} });
    expect(currentSheet().back.textContent).toBe("← Back to the lobby");
    const { openSheet } = await import("./learn_sheet.js");
    expect(openSheet("/x/cthulhu/rooms/learn/chaos.html?learn=1&lang=en").back.textContent).toBe("← Back to the table");
  });
});
