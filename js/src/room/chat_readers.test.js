// Issue 23 (rooms, a newcomer's finding): "my chat message to my partner appeared on B1's page; no team channel or
// warning". The chat panel says, in plain sight and in its box, that everyone at the table reads the chat, in each
// language the room page speaks.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const panel = (lang, game) => {
  const host = globalThis.document.createElement("div");
  const chat = chatPanel(host, { send: () => true, context: () => ({ seat: "A1", lang, game }) });
  const els = allElements(chat.el);
  return { who: els.find((e) => e.className === "cw-chat-who"), input: els.find((e) => e.tagName === "INPUT") };
};

describe("the chat says who reads it (issue 23)", () => {
  it("a CHAOS seat sees, above the box and in it, that everyone at this table reads the chat", () => {
    const { who, input } = panel("en", "chaos");
    expect(who.textContent).toBe("Everyone at this table reads the chat");
    expect(input.placeholder).toBe("To the whole table…");   // short since review 35, room_en 5 (cut at 1280)
  });

  it("the warning is in the page's language: Japanese, Chinese (Letter, CHAOS)", () => {
    expect(panel("ja", "letter").who.textContent).toContain("全員");
    expect(panel("zh", "letter").who.textContent).toBe("此牌桌的每個人都看得到聊天");
    expect(panel("zh", "chaos").who.textContent).toBe("此牌桌的每个人都看得到聊天");
    for (const [lang, game] of [["ja", "mythos"], ["zh", "chaos"]]) {
      expect(panel(lang, game).who.textContent).not.toMatch(/Everyone/);
    }
  });
});
