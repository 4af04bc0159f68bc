// Review 26 (room_zh 10): "The chat button gives no visible unread hint; I only found A1's greeting by opening chat
// myself." The badge sat on the strip's tab, scrolled out of sight above the board on a phone. A line come while the
// chat is folded and its tab is out of sight shows a small hint at the screen's foot ("✉ 1 new in Chat"), in every
// language; a tap opens the chat, and read, the hint goes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";
import { STYLE } from "./style.js";

let restore;
let saved;
beforeEach(() => {
  restore = installFakeDocument();
  saved = { s: globalThis.sessionStorage, l: globalThis.location };
  globalThis.sessionStorage = undefined;
  globalThis.location = { hash: "#room=r27&token=t", pathname: "/cthulhu/rooms/page" };
});
afterEach(() => {
  restore();
  globalThis.sessionStorage = saved.s;
  globalThis.location = saved.l;
});

const panel = (lang = "zh") => chatPanel(document.createElement("div"),
  { send: () => true, context: () => ({ seat: "B1", lang, game: "chaos" }) });

describe("AR8: an unread chat line is hinted where the reader looks", () => {
  it("shows '✉ n' with the new count at the screen's foot, opens the chat on a tap, and goes once read", () => {
    const chat = panel();
    expect(chat.hint.hidden).toBe(true);
    chat.add([{ n: 1, seat: "A1", text: "Hi B1" }]);
    expect(chat.hint.hidden).toBe(false);
    expect(chat.hint.textContent).toBe("✉ 聊天有 1 条新消息");
    chat.add([{ n: 2, seat: "B1", text: "hello" }]);       // the reader's own line is no news
    expect(chat.hint.textContent).toBe("✉ 聊天有 1 条新消息");
    chat.hint.fire("click");
    expect(chat.el.dataset.open).toBe("true");
    expect(chat.hint.hidden).toBe(true);
    expect(STYLE).toMatch(/\.cw-chat-hint \{ position: fixed;/);
  });

  it("speaks every room language", () => {
    const said = { en: "✉ 1 new in Chat", ja: "✉ チャットに新着 1 件", "zh-TW": "✉ 聊天有 1 則新訊息" };
    for (const [lang, text] of Object.entries(said)) {
      const chat = panel(lang);
      chat.add([{ n: 1, seat: "A1", text: "Hi" }]);
      expect(chat.hint.textContent, lang).toBe(text);
    }
  });
});
