// CHAOS round AI (newcomer review 21, fixer AI6): on a 390×844 phone the board, the prompt and the hand in one screen.
// chaos_ja finding 3 / room_zh finding 4: "the '自你上一回合以来' banner pushes the board down about 130 px. My first
// tap on g1 missed because the board had moved (010 vs 001). Toasts sit over the seat/order strip (043, 054)."
// chaos_ja finding 4 / room_zh finding 8: "A new message covers the '前の手番から' summary" (118_b1r).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeModel, installFakeDocument } from "../ui/fake_dom.js";
import { buildPage, logUpdater } from "../ui/page.js";
import { phonePage, toastOver } from "../ui/phone_toast_support.js";

const TAKEN = { text: "Bot A2 takes your Protection (Eye): it has left your hand.", big: 1, news: "yours" };
const story = [{ round: "Round 1", text: "Round 1: your turn.", turn: 1, you: 1 }, { text: "You move to g1.", you: 1 },
  { text: "Round 1: Bot A2's turn.", turn: 1 }, TAKEN, { text: "Bot A2 moves to b8." },
  { round: "Round 2", text: "Round 2: your turn.", turn: 1, you: 1 }];

describe("the since box never moves a phone's board (room_zh 4: 010 vs 001)", () => {
  let restore;
  beforeEach(() => { restore = installFakeDocument(); });
  afterEach(() => restore());

  it("stands under the table (below the hand), nothing above the canvas comes or goes with it", () => {
    const page = buildPage();
    page.root.dataset.wide = "0";
    const model = fakeModel({ game: "chaos", lang: "zh-CN", seat: "B1", step: 5, log_lines: story,
                              view: { game: "chaos", to_act: "B1", order: ["A1", "A2", "B1", "B2"], direction: 1 },
                              legal: [{ id: "stay" }] });
    const before = page.root.childNodes.slice(0, page.root.childNodes.indexOf(page.canvas));
    logUpdater(model, page)();
    expect(page.since.box.hidden).toBe(false);
    const kids = page.root.childNodes;
    expect(kids.indexOf(page.since.box)).toBeGreaterThan(kids.indexOf(page.canvas));
    expect(kids.indexOf(page.since.box)).toBeLessThan(kids.indexOf(page.log));
    expect(kids.slice(0, kids.indexOf(page.canvas))).toEqual(before);
  });
});

/** A 390×844 phone's table: the board (cells) from y 40 to 420, the hand's cards from 460 to 680, the order strip's
 * seat chips from 720 to 770, and plain lines elsewhere; the story's newest line at 800. */
function table() {
  const cells = [{ type: "cell", x: 30, y: 40, w: 330, h: 380 }];
  const prompt = { type: "text", text: "Your move: step to a lit cell.", x: 10, y: 430, w: 300, h: 16, size: 14, label: "prompt" };
  const hand = { type: "ccard", x: 10, y: 460, w: 370, h: 220 };
  const seats = ["B1", "B2", "A2", "A1"].map((s, i) => ({ type: "seat", x: 10 + i * 94, y: 720, w: 80, h: 50, seat: s,
                                                          label: `seat-${s}`, size: 14 }));
  const order = { type: "text", text: "Order ↻ · next: B2 ▸", x: 10, y: 696, w: 160, h: 14, size: 12, label: "order-next" };
  const decks = [{ type: "text", text: "Patients: deck 5 · discard 5", x: 10, y: 780, w: 200, h: 14, size: 12 }];
  return [...cells, prompt, hand, order, ...seats, ...decks];
}

describe("a phone's toast never lies over the seat/order strip (room_zh 4: 043, 054)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a spot over the strip is never taken, even when no spot is clear of every line", async () => {
    const { placeToasts } = await import("../ui/toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const items = table();
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, phonePage(items));
    const strip = items.filter((i) => /^(seat-|order-next)/.test(i.label ?? ""));
    const over = box.dataset.spot === "flow" ? [] : strip.filter((r) => toastOver(box, r));
    expect(over.map((r) => r.label)).toEqual([]);
  });
});

// The page's chrome above a phone's table: a room's head (its name, the turn line, the seats' chips) and its language
// row, measured on review 21's room_zh 001 (the table's status line at page y 112, scene y 6): 106 px; the Voilà
// widget's toolbar takes 74 (round15s.test.js), less.
const PHONE_CHROME = 106;
const foot = (items) => Math.max(...items.map((i) => i.y + (i.h ?? i.size ?? 0)));

describe("chaos_ja finding 3: on a 390 (and 360) phone the board, the prompt with its chips and the hand in one screen", () => {
  for (const lang of ["en", "ja", "zh"]) {
    for (const width of [320, 348]) {   // a 360 window's table, a 390 window's (the review's phones)
      it(`${lang}, ${width}: the move and the cards phase, any card chosen (its choices open)`, async () => {
        const { layout } = await import("../layout.js");
        const { valid } = await import("../view_schema.js");
        const { default: frames } = await import("./round15s_frames.js");
        let ui0 = null;
        for (const f of [frames.phases[lang].start, frames.phases[lang].cards, frames.mixed[lang].start, frames.mixed[lang].cards]) {
          const ui = f.view.phase === "move" ? { touch: true } : ui0;   // one page's ui through the turn
          ui0 = ui;
          for (const selected of [null, ...f.view.hands[f.seat].cards.map((c) => c.id)]) {
            const s = layout({ ...valid(f), ui: Object.assign(ui, { selected }) }, { width, height: 844 });
            const board = s.items.filter((i) => i.type === "cell");
            const hand = s.items.filter((i) => i.type === "ccard");
            // the prompt's lines and its chips above the hand (the time sets' chips, three cards of a suit, go under it)
            const top = Math.min(...hand.map((i) => i.y));
            const prompt = s.items.filter((i) => /^prompt/.test(i.label ?? "") || (/^(act|select):/.test(String(i.id ?? ""))
              && i.type !== "cell" && i.type !== "ccard" && !/^hand-/.test(i.label ?? "") && i.y < top));
            for (const [what, items] of [["board", board], ["prompt", prompt], ["hand", hand]]) {
              if (items.length) expect(PHONE_CHROME + foot(items), `${what}: ${f.view.phase} ${selected}`).toBeLessThanOrEqual(844);
            }
          }
        }
      });
    }
  }
});

describe("a refused move's red strip never moves a phone's board (chaos_ja finding 3: a tap missed as the board moved)", () => {
  for (const lang of ["en", "ja", "zh"]) {
    it(`${lang}, 348: the strip stands in the lines above the board, on no cell, the board where it was`, async () => {
      const { layout } = await import("../layout.js");
      const { valid } = await import("../view_schema.js");
      const { default: f } = await import("../fixtures/chaos_error_zh.json");
      expect(f.error).toBeTruthy();
      const at = (error) => layout({ ...valid({ ...f, lang, error }), ui: {} }, { width: 348, height: 844 });
      const top = (s) => Math.min(...s.items.filter((i) => i.type === "cell").map((i) => i.y));
      const shown = at(f.error);
      const strip = shown.items.find((i) => i.type === "error");
      expect(strip).toBeTruthy();
      expect(top(shown)).toBe(top(at("")));
      expect(strip.y + strip.h).toBeLessThanOrEqual(top(shown) - 14);   // (over no cell, nor the column letters)
      const status = shown.items.find((i) => i.label === "status");
      expect(strip.y).toBeGreaterThanOrEqual(status.y + status.h);
    });
  }
});
