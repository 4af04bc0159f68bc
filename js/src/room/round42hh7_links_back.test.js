// Review 38, room_en 15 (036): after "Create table" the links page had only Sit here / Watch, no way back to the
// lobby. It now starts with "← Tables" (the lobby, where the new table waits under "Your tables"), in the form's
// language, a touch target of its own.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { linksPage } from "./page.js";

globalThis.__cthulhuRoomNoAutostart = true;
useFakeDocument();

const answer = { room: "r1", info: { game: "chaos" }, links: { A1: { token: "ka", link: "/r/page#room=r1&token=ka" } } };

describe("round42hh7: the links page after Create table leads back to the lobby (review 38, room_en 15)", () => {
  for (const [lang, back] of [["en", "← Tables"], ["ja", "← 卓の一覧"], ["zh-CN", "← 牌桌列表"], ["zh-TW", "← 牌桌清單"]]) {
    it(`"${back}" above the links, to the page without a fragment (${lang})`, () => {
      const lobby = document.createElement("div");
      linksPage(lobby, answer, { lang, loc: { pathname: "/x/cthulhu/rooms/page", search: "" }, onJoin: () => {} });
      const link = allElements(lobby).find((n) => String(n.className).includes("cw-links-back"));
      expect(link.textContent).toBe(back);
      expect(link.href).toBe("/x/cthulhu/rooms/page");
      expect(link.title).toMatch(/\S/);
      expect(link.title).not.toMatch(/this seat|この席|這個座位|这个座位/);   // no seat yet: the table is in Your tables
      const panel = lobby.childNodes.findIndex((n) => String(n.className).includes("cw-links-panel"));
      expect(lobby.childNodes.indexOf(link)).toBeLessThan(panel);
    });
  }
});
