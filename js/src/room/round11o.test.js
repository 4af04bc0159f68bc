// Newcomer review 11 (issue 23), rooms, round O: the lobby's listed hint follows its box (finding 4), the seat links
// are text to read and select with a Copy button that keeps its width (finding 3), a Chinese reader is told that a
// game's Chinese is the other script, in their own script (finding 1), and a page joins its table in its language
// so the story's first lines (and the screen reader's news of them) are in it. The strip's steady height and the
// places of its controls at 1280 × 800 are tests/test_rooms_round11o.py's (a real browser lays them out).
import { afterEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import { connectRoom } from "./connection.js";
import { FORM_LANGS, FORM_WORDS } from "./lobby_words.js";

let restore = () => {};
afterEach(() => restore());

async function lobby() {
  restore = installFakeDocument();
  return import("./lobby.js");
}

describe("finding 4: the hint under 'Show this table in this server's list' follows the box", () => {
  it("says 'Unlisted …' unticked and who sees the table ticked, in each form language", async () => {
    const { createForm } = await lobby();
    for (const [lang] of FORM_LANGS) {
      const form = createForm(document.createElement("div"), { base: "/cthulhu/rooms", onCreated() {},
                                                                initial: { lang } });
      const nodes = allElements(form);
      const box = nodes.find((n) => n.name === "listed");
      const text = () => nodes.map((n) => n.ownText).join(" ");
      expect(text(), lang).toContain(FORM_WORDS[lang].listed_help);
      box.checked = true;
      box.fire("change");
      expect(text(), lang).toContain(FORM_WORDS[lang].listed_on_help);
      expect(text(), lang).not.toContain(FORM_WORDS[lang].listed_help);
      box.checked = false;
      box.fire("change");
      expect(text(), lang).toContain(FORM_WORDS[lang].listed_help);
    }
  });
});

describe("finding 3: the seat links are text to read and select", () => {
  const answer = { room: "kgsUs0gB", info: { name: "Friday asylum", game: "chaos", deal: "4641851e" },
                   links: { A1: { link: "/cthulhu/rooms/page#room=kgsUs0gB&token=t-a1", token: "t-a1" } } };

  it("shows each seat's whole link in a field, named for the screen reader", async () => {
    const { linksPanel } = await lobby();
    const panel = linksPanel(document.createElement("div"), answer, { origin: "http://h:8", lang: "zh-TW",
                                                                       onJoin() {} });
    const input = allElements(panel).find((n) => n.className === "cw-link-field");   // a textarea since round Q
    expect(input.hidden).toBeFalsy();
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe("http://h:8/cthulhu/rooms/page#room=kgsUs0gB&token=t-a1");
    expect(input.getAttribute("aria-label")).toBe("A1 的連結");
  });

  it("Copy holds all its words at once, one shown: its width is the widest's, whatever it says", async () => {
    const { linksPanel } = await lobby();
    const panel = linksPanel(document.createElement("div"), answer, { origin: "http://h:8", lang: "en" });
    const button = allElements(panel).find((n) => n.dataset.copy === "A1");
    const faces = button.childNodes.filter((n) => typeof n !== "string");
    expect(faces.map((f) => f.textContent)).toEqual(["Copy", "Copied ✓", "Select and copy"]);
    expect(faces.map((f) => f.getAttribute("aria-hidden"))).toEqual(["false", "true", "true"]);
    const old = globalThis.navigator;
    Object.defineProperty(globalThis, "navigator", { value: { clipboard: { writeText: async () => {} } },
                                                     configurable: true });
    try {
      button.fire("click");
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      Object.defineProperty(globalThis, "navigator", { value: old, configurable: true });
    }
    expect(faces.map((f) => f.getAttribute("aria-hidden"))).toEqual(["true", "false", "true"]);
  });
});

describe("finding 1: a Chinese reader is told that the game's Chinese is the other script", () => {
  // round P: CHAOS speaks zh-TW too (generated from its Simplified tables), so a zh-TW reader is told nothing there
  it("says Letter is Traditional to a zh-CN reader, nothing otherwise (CHAOS speaks both scripts)", async () => {
    const { scriptNote } = await lobby();
    expect(scriptNote("letter", "zh-CN")).toBe("Lovecraft Letter 的牌桌、牌面和故事文字为繁体中文（原作的文字）；按钮、菜单和聊天为简体中文。");
    for (const [game, lang] of [["chaos", "zh-TW"], ["chaos", "zh-CN"], ["letter", "zh-TW"], ["mythos", "zh-TW"],
                                ["chaos", "en"], ["chaos", "ja"]]) {
      expect(scriptNote(game, lang), `${game} ${lang}`).toBe("");
    }
  });

  it("has the sentence in every form language", () => {
    for (const [lang] of FORM_LANGS) {
      for (const key of ["script_note", "script_zh-CN", "script_zh-TW", "listed_on_help", "link_field"]) {
        expect(FORM_WORDS[lang][key], `${lang} ${key}`).toBeTruthy();
      }
    }
  });

  it("shows it under the form's game choice for a zh-CN reader at Letter, and not at CHAOS", async () => {
    const { createForm } = await lobby();
    const form = createForm(document.createElement("div"), { base: "/cthulhu/rooms", onCreated() {},
                                                              initial: { lang: "zh-CN" } });
    const nodes = allElements(form);
    const note = nodes.find((n) => n.className?.includes("cw-script-note"));
    expect([note.textContent, note.hidden]).toEqual(["", true]);
    const game = nodes.find((n) => n.name === "game");
    game.value = "letter";
    game.fire("change");
    expect([note.textContent, note.hidden]).toEqual(["Lovecraft Letter 的牌桌、牌面和故事文字为繁体中文（原作的文字）；按钮、菜单和聊天为简体中文。", false]);
  });
});

describe("finding 1: the page joins its table in its language", () => {
  it("asks the join in the page's language, English asking nothing", () => {
    const sockets = [];
    class WS { constructor() { this.sent = []; sockets.push(this); } send(t) { this.sent.push(JSON.parse(t)); } }
    const timers = { setTimeout() {}, clearTimeout() {}, setInterval() {}, clearInterval() {} };
    const catalogs = { tag: () => null, fill: (m) => m };
    connectRoom({ url: "ws://h", token: "T", lang: () => "zh", onMessage() {}, WebSocketClass: WS, timers, catalogs });
    sockets[0].onopen();
    expect(sockets[0].sent[0]).toEqual({ type: "join", token: "T", lang: "zh" });
    connectRoom({ url: "ws://h", token: "T", lang: () => "en", onMessage() {}, WebSocketClass: WS, timers, catalogs });
    sockets[1].onopen();
    expect(sockets[1].sent[0]).toEqual({ type: "join", token: "T" });
  });
});
