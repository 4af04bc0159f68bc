// Round BB6, newcomer review 34, mythos_ja 8 (371, 375): on a phone the Mythos result box lay over the table, cut card
// pieces (".30-06 ボルトアク ション・ライフル +3", a lone "+1") showing around it. There it stands in the page's flow
// above the table: over none of it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import { buildPage } from "./page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

describe("review 34, mythos_ja 8: a phone's Mythos result lies over no card", () => {
  it("ja 390: the result box is in the flow right above the canvas, not laid over it", () => {
    const page = buildPage();
    page.root.dataset.wide = "0";
    Object.assign(page.canvas, { clientWidth: 370, offsetLeft: 10, offsetTop: 160,
                                 __cthulhu: { scene: { width: 370, height: 2400, items: [] } } });
    const ending = buildEnding(page, () => {});
    ending(fakeModel({ game: "mythos", lang: "ja", view: { game: "mythos", result: { outcome: "p1" } }, replay: null,
                       banner: { title: "ボット 2 の勝利", text: "探索者の正気度が 0 になった。", rows: [] } }));
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    expect(box.hidden).toBe(false);
    expect(box.style.position).toBe("static");
    const kids = page.root.childNodes;
    expect(kids.indexOf(box), "just above the canvas").toBe(kids.indexOf(page.canvas) - 1);
  });
});
