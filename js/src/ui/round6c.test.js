// Issue 23 round 6c (newcomer reviews of the 13:31 build): the story panel's digest is a few short lines, the big
// moments first, and no box in the panel covers or cuts a line (item 1).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { buildPage, fitToasts } from "./page.js";
import { digestOf } from "./story.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const styleText = () => {
  let text = "";
  const head = document.head.appendChild;
  document.head.appendChild = (node) => { text = node.textContent; return head(node); };
  buildPage();
  return text.split("\n").join(" ");
};

/** A late CHAOS story: the reader's turn, then `n` turns of four lines each, one of them with a bomb. */
function lateStory(n) {
  const lines = [{ text: "Round 9: your turn.", turn: 1, you: 1 }, { text: "You move to c6.", you: 1 }];
  for (let i = 0; i < n; i += 1) {
    const who = ["Bot B1", "Your partner A2", "Bot B2"][i % 3];
    lines.push({ text: `Round 10: ${who}'s turn.`, turn: 1 }, { text: `${who} plays Checkup (Eye).` },
               { text: `${who} checks b1 a2 c1: no bomb.` }, { text: `${who} moves to b${i % 8 + 1}.` },
               { text: `${who} draws a patient card.` });
    if (i === 4) lines.push({ text: "Bot B2 steps on a bomb at a5: back to the spawn.", big: 1 });
  }
  lines.push({ text: "Round 11: your turn.", turn: 1, you: 1 });
  return lines;
}

describe("item 1: the digest is at most five short lines, the big moments first", () => {
  it("tells seven busy turns in five lines of two sentences at most, the bomb among them", () => {
    const digest = digestOf(lateStory(7));
    expect(digest.length).toBeLessThanOrEqual(5);
    expect(digest.some((l) => l.text.includes("steps on a bomb at a5: back to the spawn"))).toBe(true);
    for (const line of digest) expect((line.text.match(/[.!?。！？]/g) ?? []).length).toBeLessThanOrEqual(2);
    // the old digest told each turn whole: a run-on paragraph of twenty sentences
    expect(digest.map((l) => l.text).join(" ").length).toBeLessThan(300);
  });

  it("bounds the digest's box (its lines whole: round 6d, finding 4)", () => {
    const css = styleText();
    expect(css).not.toMatch(/\.cw-digest-line \{[^}]*line-clamp/);
    expect(css).toMatch(/\.cw-digest \{ flex: 0 0 auto; max-height: 40%; overflow-y: auto; \}/);   // never squeezed to its head
  });

  it("shows one toast in the story's flow even when three would fit (they took half the panel)", () => {
    const toasts = [1, 2, 3].map(() => ({ hidden: false }));
    fitToasts({ childNodes: toasts, clientHeight: 1000, scrollHeight: 180 });
    expect(toasts.map((t) => t.hidden)).toEqual([true, true, false]);
  });
});

describe("item 8: after a fair undo the page says the unseen cards are dealt afresh", () => {
  it("shows a toast in en/ja/zh on an undo, none on a new game or an exact undo", async () => {
    const { fakeModel } = await import("./fake_dom.js");
    const { logUpdater } = await import("./page.js");
    const texts = (page) => page.toasts.childNodes.map((t) => t.textContent);
    for (const [lang, game, expected] of [["en", "chaos", "Undone: what you had not seen (cards, hidden bombs) is dealt afresh."],
      ["ja", "letter", "元に戻した：まだ見ていなかったカードは配り直された。"], ["en", "mythos", "Undone: the cards you had not seen are dealt afresh."],
      ["zh", "chaos", "已撤销：你尚未看到的部分（牌、隐藏的炸弹）已重新发放。"], ["zh", "letter", "已復原：你尚未看到的牌已重新發牌。"]]) {
      const page = buildPage();
      const lines = [{ text: "a" }, { text: "b" }, { text: "c" }];
      const model = fakeModel({ game, lang, undo_policy: "fair", step: 3, log_lines: lines, view: { game } });
      const update = logUpdater(model, page);
      update();
      page.toasts.append(document.createElement("div"));   // a toast of a moment now undone
      model.set("step", 1);
      model.set("log_lines", lines.slice(0, 1));
      update();
      expect(texts(page)).toEqual([expected]);   // alone: the undone moment's toast went
    }
    const page = buildPage();
    const model = fakeModel({ game: "chaos", lang: "en", undo_policy: "fair", step: 3, log_lines: [{ text: "a" }] });
    const update = logUpdater(model, page);
    update();
    model.set("step", 0);
    model.set("log_lines", [{ text: "a" }]);   // a new game: a new story
    update();
    expect(texts(page)).toEqual([]);
    // a new deal whose story kept its first line (the page's copy merged): no "Undone" either (newcomer R2-L: Play
    // again and Learn to play said it)
    const kept = [{ text: "Setup" }, { text: "b" }];
    const again = fakeModel({ game: "letter", lang: "en", undo_policy: "fair", step: 4, log_lines: kept, deal: "aa" });
    const page2 = buildPage();
    const update2 = logUpdater(again, page2);
    update2();
    again.set("deal", "bb");
    again.set("step", 0);
    again.set("log_lines", kept.slice(0, 1));
    update2();
    expect(texts(page2)).toEqual([]);
  });
});

describe("item 3: after Hide nothing lies over the table", () => {
  it("keeps the table's result strip out and puts 'Show the result' in the top row, in the flow", async () => {
    const { fakeModel, allElements } = await import("./fake_dom.js");
    const { buildEnding } = await import("./ending.js");
    const page = buildPage();
    const ending = buildEnding(page, () => {});
    const model = fakeModel({ game: "chaos", lang: "en", view: { game: "chaos", result: { winner: "B" } },
                              banner: { title: "Team B wins", text: "its patient escaped" } });
    ending(model);
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    expect(box.style.position).toBe("");   // the result: over the canvas
    allElements(box).find((e) => e.dataset?.key === "hide").fire("click");
    expect(ending.showing()).toBe(true);   // the old page drew the red strip again, across the board and the hand
    expect(page.top.childNodes).toContain(box);
    expect(box.style.position).toBe("static");
    expect(allElements(box).find((e) => e.dataset?.key === "show").textContent).toBe("Show the result");
    allElements(box).find((e) => e.dataset?.key === "show").fire("click");
    expect(box.style.position).toBe("");
    expect(ending.showing()).toBe(true);
  });
});

describe("item 6: the replay's buttons keep their places while it plays", () => {
  it("puts Pause and Back first, in a box of one width, and ⟲ in Pause's place at the last step", async () => {
    const { fakeModel, allElements } = await import("./fake_dom.js");
    const { buildEnding } = await import("./ending.js");
    const page = buildPage();
    const ending = buildEnding(page, () => {});
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    const keys = () => box.childNodes[0].childNodes.map((b) => b.dataset.key);
    const banner = { title: "Team B wins", text: "…" };
    ending(fakeModel({ game: "chaos", lang: "en", banner, replay: { step: 3, of: 9, log: ["a", "b"] } }));
    // ◀ Pause ▶ Back (newcomer review 13, finding 5 added the arrows)
    expect(keys()).toEqual(["step_back", "pause", "step_next", "back"]);   // the old panel had them under a changing number of lines
    const width = box.style.width;
    expect(width).toMatch(/min\(560px/);
    ending(fakeModel({ game: "chaos", lang: "en", banner, replay: { step: 9, of: 9, log: ["a much longer line"] } }));
    // the old panel dropped Pause at the end: Back moved left; now ⟲ takes its place (newcomer review 16, finding 3)
    expect(keys()).toEqual(["step_back", "again_replay", "step_next", "back"]);
    expect(box.style.width).toBe(width);
    ending.stop();
  });
});

describe("item 2 and 4: a room's help tells of its own controls, Play again among them", () => {
  it("says Play again makes a new table of the same seats, en/ja/zh", async () => {
    const { pageWords, say } = await import("./words.js");
    expect(say(pageWords("en", "chaos"), "controls_shared")).toContain("Play again");
    expect(say(pageWords("ja", "chaos"), "controls_shared")).toContain("もう一度遊ぶ");
    expect(say(pageWords("zh", "letter"), "controls_shared")).toContain("再玩一局");
    expect(say(pageWords("zh", "chaos"), "controls_shared")).toContain("再玩一局");
  });
});
