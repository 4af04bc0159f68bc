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

describe("round42hh7: the chat open before the replay is open again after Back (review 38, room_en 14)", () => {
  const withStore = async (body) => {
    const saved = { s: globalThis.sessionStorage, l: globalThis.location };
    const store = new Map();
    globalThis.sessionStorage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)),
                                  removeItem: (k) => store.delete(k) };
    globalThis.location = { hash: "#room=r38&token=t", pathname: "/cthulhu/rooms/page" };
    try { await body(); } finally { Object.assign(globalThis, { sessionStorage: saved.s, location: saved.l }); }
  };
  const panel = () => chatPanel(document.createElement("div"),
    { send: () => true, context: () => ({ seat: "A1", lang: "en", game: "chaos" }) });
  const tick = () => new Promise((r) => setTimeout(r, 5));

  it("opened, the table's page made again (Back from the replay) opens it again; folded, it stays folded", async () => {
    await withStore(async () => {
      const first = panel();
      allElements(first.el).find((n) => n.className === "cw-chat-toggle").fire("click");
      expect(first.el.dataset.open).toBe("true");
      const back = panel();   // 098 vs 090: the same tab's page of the same table again
      await tick();
      expect(back.el.dataset.open).toBe("true");
      allElements(back.el).find((n) => n.className === "cw-chat-toggle").fire("click");   // folded
      const again = panel();
      await tick();
      expect(again.el.dataset.open).toBe("false");
    });
  });
});
