// Newcomer review 14, finding 4 (Letter desk 099): after Hide, "Show the result" went to the bar's row, which had no
// room left: it wrapped to a row of its own and pushed the whole table down. On a wide page it now floats over the
// canvas's top-right corner when nothing of the table is drawn there (the table never moves); else it keeps its place
// in the top row as before (round 6c, item 3).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import { buildPage } from "./page.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

function hiddenResult(items) {
  const page = buildPage();
  page.root.dataset.wide = "1";
  page.root.clientWidth = 1250;
  Object.assign(page.canvas, { clientWidth: 930, offsetLeft: 6, offsetTop: 36,
                               __cthulhu: { scene: { width: 930, height: 640, items } } });
  const ending = buildEnding(page, () => {});
  const model = fakeModel({ game: "letter", lang: "en", view: { game: "letter", result: { winner: "opponent" } },
                            banner: { title: "You lost", text: "The opponent plays Cthulhu." } });
  ending(model);
  const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
  allElements(box).find((e) => e.dataset?.key === "hide").fire("click");
  return { page, box };
}

describe("finding 4 (Letter desk): 'Show the result' takes no row of its own", () => {
  it("floats over the canvas's free top-right corner, out of the bar's row", () => {
    const turn = { type: "text", text: "Turn 10 · Game over", x: 20, y: 14, w: 190, h: 18 };
    const { page, box } = hiddenResult([{ type: "rect", x: 0, y: 0, w: 930, h: 640, fill: "#000" }, turn]);
    expect(page.top.childNodes).not.toContain(box);
    expect(box.style.position).toBe("absolute");
    expect(box.style.right).toBe(`${1250 - 6 - 930 + 8}px`);
    expect(box.style.top).toBe(`${36 + 4}px`);
    expect(allElements(box).find((e) => e.dataset?.key === "show").textContent).toBe("Show the result");
  });

  it("a table drawn in that corner and just below it: the pill stays in the top row", () => {
    const day = { type: "text", text: "game ends at 20 adventure points", align: "right", x: 920, y: 8, w: 240, h: 16 };
    const row = { type: "text", text: "Bot 2 · 17 points", align: "right", x: 920, y: 26, w: 240, h: 16 };
    const { page, box } = hiddenResult([day, row]);
    expect(page.top.childNodes).toContain(box);
    expect(box.style.position).toBe("static");
  });
});

describe("finding 4 (Letter desk): the replay box gives its newest line the table's width", () => {
  it("centred over the canvas, as wide as it up to 900 px (560 px left the line 72 px: 'You draw Ny…')", () => {
    const page = buildPage();
    page.root.dataset.wide = "1";
    page.root.clientWidth = 1250;
    Object.assign(page.canvas, { clientWidth: 930, offsetLeft: 6, offsetTop: 36,
                                 __cthulhu: { scene: { width: 930, height: 640, items: [] } } });
    const ending = buildEnding(page, () => {});
    ending(fakeModel({ game: "letter", lang: "en", replay: { step: 3, of: 10, view: {}, log: ["You draw Nyarlathotep."] },
                       banner: { title: "You won" } }));
    ending.stop();
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    expect(box.dataset.mode).toBe("replay");
    expect(box.style.width).toBe("900px");
    expect(box.style.left).toBe(`${6 + 930 / 2}px`);
  });
});

describe("finding 5 (Letter phone): the replay box covers none of the table", () => {
  it("on a phone it lies in the flow above the canvas, not over the table's top (its labels, its turn line)", () => {
    const page = buildPage();
    page.root.dataset.wide = "0";
    Object.assign(page.canvas, { clientWidth: 390, offsetLeft: 0, offsetTop: 80,
                                 __cthulhu: { scene: { width: 390, height: 1600, items: [] } } });
    const ending = buildEnding(page, () => {});
    ending(fakeModel({ game: "letter", lang: "zh-TW", replay: { step: 0, of: 11, view: {}, log: ["你抽到倫道夫·卡特。"] },
                       banner: { title: "你輸了" } }));
    ending.stop();
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    expect(box.style.position).toBe("static");
    const kids = page.root.childNodes;
    expect(kids.indexOf(box)).toBeLessThan(kids.indexOf(page.canvas));
  });
});
