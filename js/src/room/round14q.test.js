// Newcomer review 14 (round Q), rooms. Lobby finding 1: each seat's link is read whole (one line cut the token), the
// panel says where the links are once the host sits (the strip's "Seat links"), and the list counts the seats people
// joined ("0 free · 4 taken" read as a full table when only A1 had joined). Room finding 2: the open chat leaves a
// Chat tab in the bar. Where a real browser lays them out: tests/test_rooms_round14q.py (Chromium).
import { afterEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { FORM_LANGS, FORM_WORDS } from "./lobby_words.js";
import { roomRow } from "./rooms_list.js";
import { ROOM_WORDS } from "./words.js";

let restore = () => {};
afterEach(() => restore());

const LINK = "/cthulhu/rooms/page#room=8Bp-5DSJ&token=gY6mZBxAbg7sgSAmNamoo3jqha_5mxOFixSKZzV4pvY";
const answer = { room: "8Bp-5DSJ", info: { name: "Friday", game: "chaos", deal: "ea5db409" },
                 links: { A1: { link: LINK, token: "t" }, spectator: { link: LINK, token: "s" } } };

describe("lobby finding 1: the links read whole, and where they stay", () => {
  it("each link is a read-only box of as many lines as the whole address takes", async () => {
    restore = installFakeDocument();
    const { linksPanel } = await import("./lobby.js");
    const panel = linksPanel(document.createElement("div"), answer, { origin: "http://127.0.0.1:8990", lang: "en",
                                                                       onJoin() {} });
    const field = allElements(panel).find((n) => n.className === "cw-link-field" && n.dataset.seat === "A1");
    expect(field.tagName).toBe("TEXTAREA");   // a one-line input cut the token
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe(`http://127.0.0.1:8990${LINK}`);
    expect(field.rows * 44).toBeGreaterThanOrEqual(field.value.length);   // a phone's ~44 characters a line
  });

  it("the creator's panel says, in each form language, that the strip's 'Seat links' shows them again", async () => {
    restore = installFakeDocument();
    const { linksPanel } = await import("./lobby.js");
    const { roomSay } = await import("./words.js");
    for (const [lang] of FORM_LANGS) {
      const panel = linksPanel(document.createElement("div"), answer, { lang, onJoin() {} });
      const after = allElements(panel).find((n) => n.className?.includes?.("cw-links-after"));
      expect(after?.textContent, lang).toBe(FORM_WORDS[lang].links_after);
      expect(after.textContent, lang).toContain(roomSay(lang, "chaos", "share"));   // the button it names
      // the Share panel on the table (no "Sit here") has no such line
      const shared = linksPanel(document.createElement("div"), answer, { lang });
      expect(allElements(shared).some((n) => n.className?.includes?.("cw-links-after")), lang).toBe(false);
    }
    expect(ROOM_WORDS.en.share).toBe("Seat links");
  });

  it("the list counts the seats people joined, and says how the others are taken", () => {
    const seats = { A1: { human: true }, A2: { human: true }, B1: { human: true }, B2: { human: true } };
    const info = { room: "k", game: "chaos", name: "Friday", round: 1, to_act: "B1", seats, free: [], joined: ["A1"] };
    expect(roomRow(info).seats).toBe("1 of 4 joined · the others by their links");   // was "0 free · 4 taken"
    expect(roomRow({ ...info, free: ["A2", "B1", "B2"] }).seats).toBe("1 of 4 joined · 3 free to take");
    expect(roomRow({ ...info, joined: ["A1", "A2", "B1", "B2"] }).seats).toBe("4 of 4 joined");
    const bots = { A1: { human: false }, A2: { human: false }, B1: { human: false }, B2: { human: false } };
    expect(roomRow({ ...info, seats: bots, joined: [] }).seats).toBe("bots only");
    expect(roomRow(info, "zh-TW").seats).toBe("已入座 1/4 · 其餘憑連結入座");
    expect(roomRow(info, "ja").seats).toBe("4 席中 1 席が着席 · 残りはリンクで着席");
    const { joined, ...older } = info;   // an older server's info keeps its counts
    expect(joined).toEqual(["A1"]);
    expect(roomRow(older).seats).toBe("0 free · 4 taken");
  });
});

describe("room finding 2: the open chat leaves its tab in the bar", () => {
  it("a tab beside the drawer reads Chat and closes the open drawer", async () => {
    restore = installFakeDocument();
    const { chatPanel } = await import("./chat.js");
    const host = document.createElement("div");
    const chat = chatPanel(host, { send: () => true, context: () => ({ seat: "A1", lang: "en", game: "chaos" }) });
    const toggle = allElements(chat.el).find((n) => n.className === "cw-chat-toggle");
    const tab = chat.tab;
    expect(tab?.textContent).toBe("Chat");
    expect(allElements(chat.el)).not.toContain(tab);   // not in the drawer: the page puts it in the strip
    toggle.fire("click");
    expect(chat.el.dataset.open).toBe("true");
    tab.fire("click");
    expect(chat.el.dataset.open).toBe("false");
  });
});

describe("seat finding 4: the strip says what the seat is asked, and a click out of turn says whose turn it is", () => {
  const seats = { A1: { human: true }, B1: { human: true } };
  it("a reaction or a combo's join is not 'Your turn'", async () => {
    const { turnText } = await import("./client.js");
    const asked = { to_act: "A1", legal: [{ id: 1 }], seats };
    expect(turnText({ ...asked, view: { phase: "move" } }, "A1", "en", "chaos")).toBe("Your turn (A1)");
    expect(turnText({ ...asked, view: { phase: "react" } }, "A1", "en", "chaos")).toBe("Your choice: react? (A1)");
    expect(turnText({ ...asked, view: { phase: "join" } }, "A1", "en", "chaos"))
      .toBe("Your choice: join the combo? (A1)");
    expect(turnText({ ...asked, view: { phase: "react" } }, "A1", "zh-TW", "chaos")).toBe("輪到你決定：反制嗎？（A1）");
    expect(turnText({ ...asked, view: { phase: "react" } }, "B1", "en", "chaos")).toBe("A1 to act");
  }, 30_000);   // the first import of client.js (the whole table) took over 5 s on a loaded machine

  it("a click on the canvas while B1 plays says 'B1 is playing: wait for your turn'; nothing on the seat's turn", async () => {
    const { waitText } = await import("./client.js");
    const model = { get: (k) => ({ lang: "en", game: "chaos" })[k] };
    const onCanvas = { target: { tagName: "CANVAS" } };
    const msg = { to_act: "B1", legal: [], seats };
    expect(waitText(onCanvas, msg, "A1", model)).toBe("B1 is playing: wait for your turn");
    expect(waitText(onCanvas, { ...msg, to_act: "A1", legal: [{ id: 1 }] }, "A1", model)).toBe("");
    expect(waitText(onCanvas, msg, null, model)).toBe("");                       // a spectator
    expect(waitText(onCanvas, { ...msg, result: { winner: "A" } }, "A1", model)).toBe("");   // the end
    expect(waitText({ target: { tagName: "BUTTON" } }, msg, "A1", model)).toBe("");
    const zh = { get: (k) => ({ lang: "zh-TW", game: "chaos" })[k] };
    expect(waitText(onCanvas, msg, "A1", zh)).toBe("現在是 B1 的回合：請等到你的回合");
  });
});
