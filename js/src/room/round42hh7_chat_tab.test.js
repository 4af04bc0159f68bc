// Review 38, room_en 11 (083): "▾ チャット" was cut at the window's right edge: the open drawer's tab in the strip
// kept the folded bar's width fixed, measured in the words it had then ("Chat"), and the table turned Japanese.
// The tab keeps at least that width (the tools beside it do not move), and grows with longer words.
import { describe, expect, it } from "vitest";
import { allElements, useFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";

useFakeDocument();

describe("round42hh7: the open chat's tab is never narrower than its words (review 38, room_en 11)", () => {
  it("opened, the tab holds the folded bar's size as a minimum, not a fixed width", () => {
    const host = document.createElement("div");
    host.getBoundingClientRect = () => ({ left: 1192, top: 18, width: 56, height: 20, right: 1248, bottom: 38 });
    let lang = "en";
    const chat = chatPanel(host, { send: () => true, context: () => ({ seat: "A1", lang, game: "chaos" }) });
    const toggle = allElements(host).find((n) => n.className === "cw-chat-toggle");
    toggle.fire("click");
    expect(chat.tab.style.width ?? "").toBe("");
    expect(chat.tab.style.minWidth).toBe("56px");
    expect(chat.tab.style.minHeight).toBe("20px");
    lang = "ja";
    chat.words();
    expect(chat.tab.textContent).toContain("チャット");
    expect(chat.tab.style.width ?? "").toBe("");   // the Japanese words take the room they need
  });
});
