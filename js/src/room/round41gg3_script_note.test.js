// Review 38, room_zh 2 (031): a 简体中文 lobby said Letter's Chinese is Traditional only under the create form; the
// ★ Letter course link opened a 繁體 course unwarned. One short note now stands beside that link, in zh-CN.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { lobbyHead } from "./lobby_head.js";

useFakeDocument();
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Return the lobby head's course-link row's note, in `lang`. */
async function noteIn(lang) {
  document.body = document.createElement("body");
  const host = document.createElement("div");
  host.prepend = (node) => host.childNodes.unshift(node);   // the fake DOM's missing prepend
  const head = lobbyHead(host, { lang, prefix: "/x/cthulhu/rooms", fetchImpl: async () => ({ ok: true }) });
  await settle();
  return allElements(head.el).find((n) => n.className === "cw-lobby-script");
}

describe("round41gg3: the Letter course link says its Chinese is Traditional (review 38, room_zh 2)", () => {
  it("a 简体中文 lobby shows the note beside the ★ Letter link", async () => {
    const note = await noteIn("zh-CN");
    expect(note && !note.hidden).toBe(true);
    expect(note.textContent).toMatch(/Lovecraft Letter.*繁体中文/);
  });
  it("an English or 繁體 lobby shows none", async () => {
    for (const lang of ["en", "zh-TW"]) {
      const note = await noteIn(lang);
      expect(!note || note.hidden || !note.textContent, lang).toBe(true);
    }
  });
});
