// Issue 23, round 4 (the newcomer's findings 8 and 9 for rooms): the lobby's head says what the page is and what the
// three games are; the list of tables counts rounds (Letter: turns), never steps; the connection's word, the share
// links and the table's first language follow the seat's language.
import { describe, expect, it } from "vitest";
import { connText, tableLang, turnText } from "./client.js";
import { headTexts } from "./lobby_head.js";
import { FORM_LANGS, formSay } from "./lobby_words.js";
import { progressText, roomRow } from "./rooms_list.js";
import { botKind, roomSay } from "./words.js";

const info = { room: "k3", game: "chaos", name: "", step: 21, round: 3, to_act: "B1", over: false, free: [],
               seats: { A1: { human: true }, A2: { human: true }, B1: { human: false }, B2: { human: false } } };

describe("issue 23 round 4: the lobby page", () => {
  it("has a title, a line on what it is for, and each game's sentence from the create form, in every language", () => {
    for (const [lang] of FORM_LANGS) {
      const t = headTexts(lang);
      expect(t.title.length).toBeGreaterThan(5);
      expect(t.intro.length).toBeGreaterThan(20);
      expect(t.list.map(([, sentence]) => sentence)).toEqual(["letter", "chaos", "mythos"]
        .map((g) => formSay(lang, `game_${g}`)));
      if (lang !== "en") expect([t.title, t.intro, t.games].join(" ")).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("the list of tables says the round (CHAOS, Mythos) or the turn (Letter), not 'step 21'", () => {
    expect(roomRow(info).progress).toBe("round 3");
    expect(progressText({ ...info, game: "letter", round: 5 })).toBe("turn 5");
    expect(progressText({ ...info, game: "mythos" }, "ja")).toBe("ラウンド 3");
    expect(progressText({ ...info, game: "letter", round: 5 }, "ja")).toBe("ターン 5");
    expect(progressText(info, "zh-CN")).toBe("第 3 轮");
    expect(progressText({ ...info, game: "letter", round: 5 }, "zh-TW")).toBe("第 5 回合");
    expect(progressText({ ...info, round: undefined })).toBe("");   // an older server: nothing, never the step
    for (const [lang] of FORM_LANGS) expect(Object.values(roomRow(info, lang)).join(" ")).not.toMatch(/21|step/);
  });
});

describe("issue 23 round 4: the room page speaks the seat's language", () => {
  it("'connected' and the reconnect word are in the table's language (finding 9: 中文 showed 'connected')", () => {
    expect(connText({ state: "open" }, "zh", "chaos")).toBe(roomSay("zh", "chaos", "connected"));
    expect(connText({ state: "open" }, "zh", "chaos")).toBe("已连接");
    expect(connText({ state: "open" }, "ja", "letter")).toBe("接続中");
    expect(connText({ state: "open" }, "zh", "letter")).toBe("已連線");
    expect(connText(null)).toBe("");
  });

  it("every other connection word is in the table's language: connecting, lost, closed (no English in ja, zh)", () => {
    const statuses = [{ state: "connecting", attempt: 0 }, { state: "connecting", attempt: 2 },
                      { state: "waiting", wait: 1500, text: "connection lost; reconnecting in 1.5 s" },
                      ...[4000, 4001, 4004, 4010, 1008, 1009].map((code) => ({ state: "closed", code, text: "x" }))];
    expect(connText(statuses[2], "en")).toBe("⟳ connection lost; reconnecting in 1.5 s");
    expect(connText(statuses[1], "zh", "chaos")).toBe("重新连接中（第 3 次）…");
    expect(connText({ state: "closed", code: 4999, text: "the server's own reason" }, "ja")).toBe("the server's own reason");
    for (const [lang, game] of [["ja", "chaos"], ["zh", "chaos"], ["zh", "letter"], ["ja", "mythos"]]) {
      for (const s of statuses) expect(connText(s, lang, game)).not.toMatch(/[A-Za-z]{3,}/);
    }
    for (const key of ["not_connected", "not_shared"]) expect(roomSay("zh", "letter", key)).not.toMatch(/[A-Za-z]{3,}/);
  });

  it("the table's first language is the browser's (or the create form's) where the game offers it", () => {
    expect(tableLang("zh-CN", "chaos")).toBe("zh");
    expect(tableLang("zh-TW", "letter")).toBe("zh");
    expect(tableLang("ja-JP", "mythos")).toBe("ja");
    expect(tableLang("zh-CN", "mythos")).toBe("en");   // Mythos speaks en and ja
    expect(tableLang("fr-FR", "chaos")).toBe("en");
    expect(tableLang(undefined, "chaos")).toBe("en");
  });

  it("the seat links panel speaks every word in the form's language (no English left in ja, zh)", () => {
    const keys = ["links_intro", "copy", "copied", "copy_manual", "sit_here", "spectators", "list_watch", "no_key"];
    for (const lang of ["ja", "zh-TW", "zh-CN"]) {
      const text = keys.map((k) => formSay(lang, k, { room: "k3" })).join(" ");
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      expect(formSay(lang, "deal_secret")).not.toMatch(/[A-Za-z]{3,}/);   // its code, unexplained, is gone (review 33)
    }
  });
});

describe("issue 23 round 4: a bot seat's kind in the table's language", () => {
  it("says 'bot' or 'random bot', never the server's names 'heuristic' and 'random', in ja and zh", () => {
    expect(botKind("heuristic")).toBe("bot");
    expect(botKind("random")).toBe("random bot");
    expect(botKind("mcts")).toBe("bot mcts");   // a bot the page has no word for keeps its name
    for (const [lang, game] of [["ja", "chaos"], ["zh", "chaos"], ["zh", "letter"]]) {
      for (const bot of ["heuristic", "random"]) expect(botKind(bot, lang, game)).not.toMatch(/[A-Za-z]{3,}/);
    }
    const seats = { A1: { human: true }, B1: { human: false, bot: "heuristic" } };
    expect(turnText({ to_act: "B1", seats }, "A1", "ja", "chaos")).toBe("B1 の番（ボット）");
  });
});
