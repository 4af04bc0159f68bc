// Issue 23 (a newcomer's finding): at a game's end the page's result panel and the table's own result strip were
// both drawn, one over the other, the strip's words cut off. While the panel is open the table leaves its strip out;
// Hide brings the strip back (the result stays on the table).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { withoutBanner } from "../scene/build.js";
import { paint } from "../paint.js";
import { allElements, fakeModel, installFakeDocument } from "./fake_dom.js";
import { buildEnding } from "./ending.js";
import won from "../fixtures/letter_won.json";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

const fakePage = () => {
  const root = globalThis.document.createElement("div");
  return { root, canvas: { offsetTop: 0 } };
};

describe("one result banner at a game's end", () => {
  it("the table's scene has a result strip, and withoutBanner leaves only it unpainted", () => {
    const scene = layout({ ...valid(won), ui: {} }, { width: 900 });
    const banners = scene.items.filter((i) => i.type === "banner");
    expect(banners).toHaveLength(1);
    expect(banners[0].unseen).toBeUndefined();
    const bare = withoutBanner(scene);
    expect(bare.items.filter((i) => i.type === "banner").map((i) => i.unseen)).toEqual([true]);
    expect(bare.items.filter((i) => i.type !== "banner")).toEqual(scene.items.filter((i) => i.type !== "banner"));
    expect(bare.height).toBe(scene.height);
  });

  it("an unseen strip paints none of its words, a seen one does", () => {
    const texts = [];
    const ctx = new Proxy({ measureText: (t) => ({ width: String(t).length * 6 }), fillText: (t) => texts.push(t) },
                          { get: (o, k) => (k in o ? o[k] : () => {}), set: (o, k, v) => { o[k] = v; return true; } });
    const scene = layout({ ...valid(won), ui: {} }, { width: 900 });
    const title = scene.items.find((i) => i.type === "banner").text;
    paint(ctx, withoutBanner(scene));
    expect(texts).not.toContain(title);
    paint(ctx, scene);
    expect(texts).toContain(title);
  });

  it("the panel says it is showing at the end and after Hide (the table's strip stays out), and Hide asks the table to redraw", () => {
    const page = fakePage();
    let redraws = 0;
    const ending = buildEnding(page, () => {}, () => { redraws += 1; });
    const model = fakeModel({ ...won, replay: {} });
    ending(model);
    expect(ending.showing()).toBe(true);
    const hide = allElements(page.root).find((e) => e.dataset?.key === "hide");
    expect(hide).toBeTruthy();
    hide.fire("click");
    expect(ending.showing()).toBe(true);   // round 6c item 3: the strip lay across the board and the hand after Hide
    expect(redraws).toBe(1);
    ending(fakeModel({ ...won, banner: {}, replay: {} }));
    expect(ending.showing()).toBe(false);
  });
});
