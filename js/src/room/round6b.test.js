// Issue 23, rooms round 6b (newcomer, a four-seat CHAOS room on a phone): the strip says a CHAOS seat's team and
// role, the tab title speaks the page's language before the first state, an open chat drawer folds on your turn.
import { afterEach, describe, expect, it } from "vitest";
import chaosF from "../fixtures/chaos_start.json";
import { installFakeDocument } from "../ui/fake_dom.js";
import { chatPanel } from "./chat.js";
import { turnText } from "./client.js";
import { roomSay, seatName, tabTitle, teamRole } from "./words.js";

const catalog = { ui: { en: { patient: "patient", ghost: "ghost" }, zh: { patient: "病人", ghost: "鬼魂" } } };

describe("round 6b: a CHAOS seat's team and role in the strip", () => {
  it("names the seat's team and its current role, which swaps in play", () => {
    const msg = { view: chaosF.view };
    expect(teamRole("A1", msg, { lang: "en", game: "chaos", catalog })).toBe("team A · patient");
    expect(teamRole("A1", msg, { lang: "zh", game: "chaos", catalog })).toBe("A 组・病人");
    const swapped = { view: { pieces: chaosF.view.pieces.map((p) => (p.seat === "A1" ? { ...p, role: "ghost" } : p)) } };
    expect(teamRole("A1", swapped, { lang: "en", game: "chaos", catalog })).toBe("team A · ghost");
  });
  it("says nothing for a spectator and at the other games", () => {
    expect(teamRole("", { view: chaosF.view }, { lang: "en", game: "chaos", catalog })).toBe("");
    expect(teamRole("p0", { view: {} }, { lang: "en", game: "mythos" })).toBe("");
  });
});

describe("round 6b: the tab title before the first state", () => {
  it("speaks the browser's or the create form's language (it read 'Table <id>' in English)", () => {
    expect(tabTitle(null, "A1", "X1", "zh-CN")).toBe("牌桌 X1");
    expect(tabTitle(null, "A1", "X1", "zh-TW")).toBe("牌桌 X1");
    expect(roomSay("zh-CN", "", "back_title")).toBe("back_title");   // an unknown word stays its key
    expect(tabTitle(null, "A1", "X1", "zh", "chaos")).toBe("牌桌 X1");
    expect(tabTitle(null, "A1", "X1", "ja")).toBe("卓 X1");
  });
});

describe("round 6b: the chat drawer on your turn", () => {
  let restore = null;
  afterEach(() => restore?.());
  it("folds when your turn comes on a narrow page, keeping the line being written", () => {
    restore = installFakeDocument();
    const host = document.createElement("div");
    const chat = chatPanel(host, { send: () => true, context: () => ({ seat: "A1", lang: "en", game: "chaos" }) });
    const toggle = chat.el.childNodes[0].childNodes[0];
    toggle.fire("click");
    expect(chat.el.dataset.open).toBe("true");
    chat.yourTurn();
    expect(chat.el.dataset.open).toBe("false");
  });
});

describe("round 6b: a Letter room names its one seat", () => {
  it("'Player' in the table's language, not the seat id 'player' ('You are player')", () => {
    expect(seatName("player", "letter", {}, "en")).toBe("Player");
    expect(seatName("player", "letter", {}, "zh")).toBe("玩家");
    expect(seatName("player", "letter", {}, "ja")).toBe("プレイヤー");
    expect(seatName("A1", "chaos", {}, "en")).toBe("A1");
  });
});

describe("round 6b: a spectator's strip at the end", () => {
  it("gives the result's title, not the player's 'You lost: …'", () => {
    const msg = { result: { outcome: "lose" }, banner: { title: "Cthulhu wins", text: "You lost: the deck ran out." } };
    expect(turnText(msg, null)).toBe("Game over: Cthulhu wins");
    expect(turnText(msg, "player")).toBe("Game over: Cthulhu wins");   // the why is the result card's (review 9)
  });
});

describe("round 6b: the games' labels in the form's language", () => {
  it("say '(2 players)' in the reader's language in the form, the links, the head and the list", async () => {
    const { gameLabel } = await import("./lobby.js");
    const { headTexts } = await import("./lobby_head.js");
    const { roomRow } = await import("./rooms_list.js");
    expect(gameLabel("mythos", "ja")).toBe("Mythos（2 人）");
    expect(gameLabel("chaos", "zh-CN")).toBe("CHAOS（2 对 2）");
    expect(gameLabel("letter", "zh-TW")).toBe("Lovecraft Letter（單人）");
    expect(gameLabel("mythos", "en")).toBe("Mythos (2 players)");
    expect(headTexts("ja").list.map(([label]) => label)).toContain("Mythos（2 人）");
    expect(roomRow({ room: "r1", game: "mythos", seats: {} }, "ja").game).toBe("Mythos（2 人）");
  });
});

describe("round 6b: the '?' help at a room's table", () => {
  let restore = null;
  afterEach(() => restore?.());
  it("tells of the room's controls, not New game, the Seed box or undo, which a room has not", async () => {
    restore = installFakeDocument();
    const { buildHelp, updateHelp } = await import("../ui/help.js");
    const { PAGE_WORDS, pageWords } = await import("../ui/words.js");
    const help = buildHelp();
    updateHelp(help, "chaos", pageWords("en", "chaos", {}), { shared: true });
    expect(help.lastChild.textContent).toContain(PAGE_WORDS.en.controls_shared);
    expect(help.lastChild.textContent).not.toContain("Play this seed");
    const seats = pageWords("en", "letter", { help: { en: { seats: "Investigator: play it yourself, or choose Bot." } } });
    updateHelp(help, "letter", seats);
    expect(help.lastChild.textContent).toContain("choose Bot");
    updateHelp(help, "letter", seats, { shared: true });
    expect(help.lastChild.textContent).not.toContain("choose Bot");   // no seat menu at a room's table
    updateHelp(help, "chaos", pageWords("en", "chaos", {}));          // a notebook's table keeps its controls
    expect(help.lastChild.textContent).toContain("Play this seed");
    for (const lang of ["ja", "zh-TW", "zh-CN"]) expect(PAGE_WORDS[lang].controls_shared).toBeTruthy();
  });
});
