// Round KK, fixer KK1 (newcomer review 41, chaos_ja 1, 390x844 phone): a toast lay glued to the board's foot over row
// 8's role badges (017, 099) and, put on one line to fit a gap, was cut mid-sentence, 「…カードは配ら…」 (099). A phone's
// toast now keeps a margin off the board's cells (their frame and the badges that reach past them) and says its
// words whole (wrapped, never cut with "…").
import { afterEach, describe, expect, it, vi } from "vitest";
import { phonePage } from "./phone_toast_support.js";
import { PAGE_STYLE } from "./page.js";

afterEach(() => vi.unstubAllGlobals());

/** A 390×844 CHAOS phone: the status line, an 8×8 board from y 100 to 460, the hand's cards from 540 down. */
function table() {
  const head = { type: "text", text: "ラウンド 1/60・あなたの番", x: 10, y: 6, w: 200, h: 16, size: 16, label: "status" };
  const day = { type: "text", text: "昼", x: 30, y: 40, w: 20, h: 16, size: 16 };
  const cols = { type: "text", text: "a b c d e f g h", x: 20, y: 80, w: 340, h: 14, size: 14 };
  const cells = [];
  for (let r = 0; r < 8; r += 1) for (let c = 0; c < 8; c += 1) {
    cells.push({ type: "cell", x: 15 + c * 45, y: 100 + r * 45, w: 45, h: 45 });
  }
  const cards = [{ type: "ccard", x: 10, y: 540, w: 370, h: 290 }];
  return [head, day, cols, ...cells, ...cards];
}

/** A toast box 28 px tall on one line (compact), else 70 px, at its spot. */
function box() {
  const b = { childNodes: [{}], dataset: {}, style: {} };
  b.getBoundingClientRect = () => {
    const h = b.dataset.compact === "1" ? 28 : 70;
    const top = b.dataset.spot === "band" ? parseFloat(b.style.top) : b.dataset.spot === "bottom" ? 844 - 8 - h : 8;
    return { top, height: h, bottom: top + h };
  };
  return b;
}

describe("review 41, chaos_ja 1: a phone's toast keeps off the board's foot and says its words whole", () => {
  it("017/099: in the band under the board, a margin off row 8 (its frame and badges)", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const b = box();
    placeToasts(b, phonePage(table()));
    expect(b.dataset.spot).toBe("band");
    const r = b.getBoundingClientRect();
    expect(r.top).toBeGreaterThanOrEqual(460 + 6);
    expect(r.bottom).toBeLessThanOrEqual(540);
  });

  it("099: a toast on one line wraps its text, never cut with an ellipsis", () => {
    const rules = PAGE_STYLE.match(/[^{}]*\.cw-toast-text[^{}]*\{[^}]*\}/g) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).not.toMatch(/ellipsis|nowrap/);
  });
});

describe("review 41, chaos_ja 1 (099): a toast left on one line shows its first sentence whole, not a cut", () => {
  afterEach(() => vi.useRealTimers());
  for (const [said, lead] of [["元に戻した：自分の直前の手まで戻った。カードは配られたまま。", "元に戻した：自分の直前の手まで戻った。"],
                              ["Undone: back to your last move. Cards stay dealt.", "Undone: back to your last move."],
                              ["You are a ghost.", "You are a ghost."]]) {
    it(`${lead}: the first sentence, the rest in a span a compact toast hides`, async () => {
      const { installFakeDocument } = await import("./fake_dom.js");
      installFakeDocument();
      vi.useFakeTimers();
      const { buildToasts, showToasts } = await import("./toast.js");
      const b = buildToasts();
      showToasts(b, [{ text: said, note: "" }], 1000);
      const text = b.childNodes[0].childNodes.find((n) => n.className === "cw-toast-text");
      expect(text.textContent).toBe(said);
      const rest = text.childNodes.find((n) => n?.className === "cw-toast-rest")?.textContent ?? "";
      expect(text.textContent.slice(0, text.textContent.length - rest.length)).toBe(lead);
      expect(PAGE_STYLE).toMatch(/\.cw-toasts\[data-compact="1"\] \.cw-toast-rest \{ display: none; \}/);
    });
  }
});

describe("review 41, letter_zh 8 (062): a phone's toast never lies over an empty discard pile's place", () => {
  it("the undo toast keeps off the reader's empty discard slot at the window's foot", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const head = { type: "text", text: "回合 1・輪到你", x: 10, y: 6, w: 200, h: 16, size: 16, label: "status" };
    const cards = { type: "card", x: 10, y: 30, w: 370, h: 670 };
    const slot = { type: "slot", x: 30, y: 760, w: 80, h: 80, label: "discard" };
    const b = box();
    placeToasts(b, phonePage([head, cards, slot]));
    const r = b.getBoundingClientRect();
    expect(r.top < slot.y + slot.h && slot.y < r.bottom, `${b.dataset.spot} ${r.top}-${r.bottom}`).toBe(false);
  });
});
