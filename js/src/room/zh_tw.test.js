// Round P: CHAOS speaks Traditional Chinese ("zh-TW", generated from its Simplified tables by tools/gen_zh_tw.py), so
// a zh-TW reader (browser zh-TW, zh-HK, zh-Hant, or the create form's 繁體中文) sits at a Traditional CHAOS table and
// is no longer told that CHAOS's Chinese is Simplified; Letter's "zh" is Traditional already, Mythos has no Chinese.
import { afterEach, describe, expect, it } from "vitest";
import { allElements, installFakeDocument } from "../ui/fake_dom.js";
import GAMES from "../games.json";
import { tableLang } from "./client.js";

let restore = () => {};
afterEach(() => restore());

async function lobby() {
  restore = installFakeDocument();
  return import("./lobby.js");
}

describe("round P: a zh-TW reader reads CHAOS in Traditional Chinese", () => {
  it("opens a CHAOS table in zh-TW for a Traditional browser, Letter in its zh, Simplified readers in zh", () => {
    expect(GAMES.chaos.langs).toContain("zh-TW");
    for (const browser of ["zh-TW", "zh-Hant-TW", "zh-HK", "zh-Hant"]) expect(tableLang(browser, "chaos"), browser).toBe("zh-TW");
    expect(tableLang("zh-CN", "chaos")).toBe("zh");
    expect(tableLang("zh-TW", "letter")).toBe("zh");
    expect(tableLang("zh-TW", "mythos")).toBe("en");
    expect(tableLang("ja-JP", "chaos")).toBe("ja");
  });

  it("tells a zh-TW reader nothing about CHAOS's script; a zh-CN reader still hears Letter is Traditional", async () => {
    const { scriptNote } = await lobby();
    expect(scriptNote("chaos", "zh-TW")).toBe("");
    expect(scriptNote("letter", "zh-CN")).toBe("Lovecraft Letter 的牌桌、牌面和故事文字为繁体中文（原作的文字）；按钮、菜单和聊天为简体中文。");
  });

  it("shows no script note under the create form's CHAOS for a zh-TW reader", async () => {
    const { createForm } = await lobby();
    const form = createForm(document.createElement("div"), { base: "/cthulhu/rooms", onCreated() {},
                                                              initial: { lang: "zh-TW" } });
    const nodes = allElements(form);
    const note = nodes.find((n) => n.className?.includes("cw-script-note"));
    expect(nodes.find((n) => n.name === "game").value).toBe("chaos");
    expect([note.textContent, note.hidden]).toEqual(["", true]);
  });
});
