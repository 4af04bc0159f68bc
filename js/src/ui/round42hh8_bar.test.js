// Review 38 on the bar every table shares (round HH, fixer HH8): the language in sight on a phone (chaos_ja 7,
// mythos_ja 1, letter_zh 11), two phone rows in every language (mythos_ja 7, chaos_ja 9), the Rules sheet's "▼ more"
// over no text (chaos_en 10, mythos_en 12, room_en 12), and no control in the page that no reader can reach
// (mythos_ja 13).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built } from "./bar_support.js";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildHelp, updateHelp } from "./help.js";
import { PAGE_STYLE } from "./page.js";
import { PAGE_WORDS } from "./words.js";

let restore;
let width;
beforeEach(() => {
  restore = installFakeDocument();
  width = globalThis.innerWidth;
});
afterEach(() => {
  restore();
  globalThis.innerWidth = width;
});

const table = (game, lang, more = {}) => ({
  game, lang, seat: "p0", mode: "play", step: 0, history_len: 0, undo_policy: "keep", deal: "d1",
  catalog_data: { langs: game === "mythos" ? ["en", "ja"] : ["en", "zh", "zh-TW", "ja"], ...more.catalog },
  view: { game, to_act: "p0" }, ...more });

describe("review 38, chaos_ja 7 / mythos_ja 1 / letter_zh 11: the language menu is in sight on a phone", () => {
  it.each(["chaos", "mythos", "letter"])("%s at 390 px: the menu stands in the bar before ⋯, not in its panel", (game) => {
    globalThis.innerWidth = 390;
    const { bar, box, cmd } = built(fakeModel(table(game, "en")));
    const lang = cmd("lang");
    expect(bar.childNodes).toContain(lang);
    expect(box.childNodes).not.toContain(lang);
    expect(bar.childNodes.indexOf(lang)).toBeLessThan(bar.childNodes.indexOf(cmd("more")));
    // ⋯ still holds the seed and the rest
    expect(box.childNodes.some((n) => n.className === "cw-seed")).toBe(true);
    expect(box.childNodes).toContain(cmd("play_seed"));
    expect(lang.getAttribute("aria-label")).toBe("language");
  });

  it("the phone's menu is as wide as its language's name (no 6.5em box cut or padded)", () => {
    expect(PAGE_STYLE).toMatch(/\.cw-root\[data-wide="0"\] \.cw-bar select\[data-cmd=lang\] \{[^}]*field-sizing: content/);
  });

  it("⋯'s title no longer says the language is in it", () => {
    for (const lang of ["en", "ja", "zh-CN", "zh-TW"]) expect(PAGE_WORDS[lang].more_title).not.toMatch(/language|言語|语言|語言/);
  });
});

describe("review 38, letter_en 16: Letter's desk bar keeps one row in 日本語", () => {
  // (review 39, letter_en 9 reversed it: as wide as its choice it moved every button after it; the one row is kept by
  // shorter words, "ボット（観戦）", and the desk's short "?", tests/test_browser_round44jj4_desk_bar.py)
  it("the desk's who-plays menu keeps one width, its longest option's; its ja words are short", () => {
    expect(PAGE_STYLE).not.toMatch(/\.cw-root\[data-wide="1"\] \.cw-bar select\[data-cmd=watch\] \{[^}]*field-sizing/);
    expect(PAGE_WORDS.ja.bot_watch.length).toBeLessThanOrEqual(7);
  });
});

describe("review 38, mythos_ja 7 / chaos_ja 9: the phone's words are short, their full words in title and aria-label", () => {
  it.each([["ja", "↶ 戻す", "元に戻す"], ["en", "↶ Undo", "Undo"]])("Undo on a phone in %s reads %s", (lang, text, full) => {
    globalThis.innerWidth = 390;
    const { cmd } = built(fakeModel(table("mythos", lang)));
    expect(cmd("undo").textContent).toBe(text);
    expect(cmd("undo").getAttribute("aria-label")).toBe(full);
  });

  it("a desk's Undo keeps its whole word", () => {
    globalThis.innerWidth = 1280;
    const { cmd } = built(fakeModel(table("mythos", "ja")));
    expect(cmd("undo").textContent).toBe("↶ 元に戻す");
  });

  it("the phone's '?' reads '? ルール' in Japanese, its whole name in its title; a desk's is whole", () => {
    const help = buildHelp();
    updateHelp(help, "letter", { ...PAGE_WORDS.ja, lang: "ja" }, { short: true });
    expect(help.firstChild.textContent).toBe("? ルール");
    expect(help.firstChild.getAttribute("aria-label")).toBe("ルールと遊び方");
    updateHelp(help, "letter", { ...PAGE_WORDS.ja, lang: "ja" }, { short: false });
    expect(help.firstChild.textContent).toBe("? ルールと遊び方");
  });
});

describe("review 38, chaos_en 10 / mythos_en 12 / room_en 12: the sheet's '▼ more' lies over no text", () => {
  it("the cue reaches the sheet's foot through its bottom padding, its fade opaque under its words", () => {
    const help = buildHelp();
    updateHelp(help, "chaos", { ...PAGE_WORDS.en, lang: "en" });
    const cue = [...help.lastChild.childNodes].find((n) => n.className === "cw-help-more");
    const pad = PAGE_STYLE.match(/\.cw-help\[open\] > div \{[^}]*padding: \d+px \d+px (\d+)px/)[1];
    expect(cue.style.bottom).toBe(`-${pad}px`);
    expect(cue.style.background).toMatch(/#0b120e 35%/);
  });
});

describe("review 38, mythos_ja 13: a menu the table does not offer is not in the page", () => {
  it("Mythos (seats, no level): no 難易度 and no 操作する人 anywhere in the bar; its seat menu there", () => {
    globalThis.innerWidth = 390;
    const { bar } = built(fakeModel(table("mythos", "ja", { catalog_data: { langs: ["en", "ja"], seats: ["p0", "p1"] } })));
    expect(bar.textContent).not.toMatch(/難易度|操作する人/);
    const cmds = allElements(bar).map((n) => n.dataset.cmd);
    expect(cmds).not.toContain("watch");
    expect(cmds).not.toContain("difficulty");
    expect(cmds).toContain("seat");
  });

  it("Letter (no seats, a level): its who-plays and level menus are there, the seat menu not", () => {
    const model = fakeModel(table("letter", "ja", { difficulty: "standard" }));
    const { bar } = built(model);
    const cmds = allElements(bar).map((n) => n.dataset.cmd);
    expect(cmds).toEqual(expect.arrayContaining(["watch", "difficulty"]));
    expect(cmds).not.toContain("seat");
  });
});
