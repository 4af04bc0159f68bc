// Round AT, fixer AT5 (newcomer review 28, mythos_ja 4, 049): on a full phone screen a toast 「あなたはすでにパスしたので…」
// lay over the lines the reader was reading: with no spot clear of every line, it took one over the table's text.
// Now it first tries itself on one line (its note left to the story) in an empty band; only where none is free does
// it lie over text, at full size.
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage } from "./phone_toast_support.js";

afterEach(() => vi.unstubAllGlobals());

/** A 390×844 phone's table: the status line, cards everywhere but an empty 40 px band at y 400 and lines at the foot. */
function table() {
  const head = { type: "text", text: "ラウンド 3・あなたの番", x: 10, y: 6, w: 200, h: 16, size: 16, label: "status" };
  const cards = [[30, 400], [440, 790]].map(([a, b]) => ({ type: "card", x: 10, y: a, w: 370, h: b - a }));
  const lines = [790, 808, 826].map((y) => ({ type: "text", text: "パスでカードの使用・配置が終わる。", x: 10, y, w: 360, h: 16, size: 14 }));
  return { items: [head, ...cards, ...lines], lines };
}

/** A toast box whose height is a line's when it is compact (its note hidden, its text on one line), else 70 px. */
function box() {
  const b = { childNodes: [{}], dataset: {}, style: {} };
  b.getBoundingClientRect = () => {
    const h = b.dataset.compact === "1" ? 28 : 70;
    const top = b.dataset.spot === "band" ? parseFloat(b.style.top) : 8;
    return { top, height: h, bottom: top + h };
  };
  return b;
}

describe("mythos_ja 4 (049): a phone's toast never lies over the lines being read where one line of it fits a gap", () => {
  it("takes the empty band on one line, over no line of text", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const { items, lines } = table();
    const b = box();
    placeToasts(b, phonePage(items));
    expect(b.dataset.compact).toBe("1");
    expect(b.dataset.spot).toBe("band");
    const y = parseFloat(b.style.top);
    expect(lines.filter((r) => y < r.y + r.h && r.y < y + 28)).toEqual([]);
    expect(y).toBeGreaterThanOrEqual(400);
    expect(y + 28).toBeLessThanOrEqual(440);
  });

  it("a screen with room for the whole toast keeps it whole", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const b = box();
    placeToasts(b, phonePage([{ type: "card", x: 10, y: 30, w: 370, h: 300 }]));
    expect(b.dataset.compact ?? "").toBe("");
  });
});
