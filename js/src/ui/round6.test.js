// Issue 23 round 6 (newcomer findings on the shared page): "Lose this game?" only once the reader has moved.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { built, ownMove, press } from "./bar_support.js";
import { fakeModel, installFakeDocument } from "./fake_dom.js";

let restore;
beforeEach(() => { restore = installFakeDocument(); });
afterEach(() => restore());

// A Mythos table where the bots played first: the story tells of "you" (the deal's draws, a bot's card), not a move.
const traits = (more) => ({ game: "mythos", lang: "en", seat: "p1", mode: "play", step: 6, history_len: 6,
                            undo_policy: "fair", deal: "1a2b3c4d", view: { game: "mythos", to_act: "p1" },
                            log_lines: [{ text: "You draw N'kai.", you: 1 }, { text: "Player 1 attacks you.", you: 1 }],
                            catalog_data: { seats: ["p0", "p1"], langs: ["en", "ja"] }, ...more });
const storyOf = (lines) => {                   // the page's story, as ui/story.js draws the lines
  const el = (you) => ({ classList: { contains: (c) => c === "cw-line" || (you && c === "cw-you") } });
  return { closest: () => ({ querySelectorAll: () => lines.map((l) => el(l.you)) }) };
};

describe("issue 23 round 6 item 1: 'Lose this game?' waits for the reader's own first move", () => {
  it("bots moved only (lines about 'you' in the story): New game deals at once, no question", () => {
    const model = fakeModel(traits());
    const { bar, cmd, confirm } = built(model);
    bar.closest = storyOf(model.get("log_lines")).closest;
    press(bar, cmd("restart"));
    expect(confirm.hidden).toBe(true);
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });

  it("the reader moved: New game asks; undone back before the move or a new deal, it asks no more", () => {
    const model = fakeModel(traits());
    const parts = built(model);
    ownMove(model, parts);
    press(parts.bar, parts.cmd("restart"));
    expect(parts.confirm.hidden).toBe(false);
    expect(model.sent).toEqual([]);
    parts.cmd("lose_no").fire("click");
    model.set("step", 6);                                      // undo: the reader's move is gone
    parts.toolbar.update({ autoplay: false });
    press(parts.bar, parts.cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
    ownMove(model, parts);
    model.set("deal", "ffff0000");                             // another deal (Play this seed, a room's rematch)
    model.set("step", 9);
    press(parts.bar, parts.cmd("restart"));
    expect(model.sent).toEqual([{ cmd: "restart" }]);
  });
});

describe("issue 23 round 6 item 2: a story toast never covers a room's status strip (phone)", async () => {
  const { vi } = await import("vitest");
  const { placeToasts } = await import("./toast.js");
  afterEach(() => vi.unstubAllGlobals());
  const phonePage = { root: { dataset: { wide: "0" }, querySelector: () => null },
                      canvas: { getBoundingClientRect: () => ({ left: 0, top: 420, width: 390 }),
                                __cthulhu: { scene: { width: 390, items: [] } } },
                      story: { lines: { querySelectorAll: () => [] } } };
  const strip = (rect) => ({ getBoundingClientRect: () => rect });

  it("goes to the bottom while the strip (whose turn, the seat) is at the top, and back when it scrolled away", () => {
    const listeners = {};
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844, addEventListener: (t, f) => { listeners[t] = f; },
                              requestAnimationFrame: (f) => f() });
    let rect = { left: 0, top: 6, width: 390, height: 60 };
    vi.stubGlobal("document", { querySelectorAll: (sel) => (sel === "[data-toast-free]" ? [strip(rect)] : []) });
    const box = { childNodes: [{}], dataset: {} };
    expect(placeToasts(box, phonePage)).toBe("bottom");
    rect = { left: 0, top: -300, width: 390, height: 60 };      // scrolled down: the strip is out of sight
    listeners.scroll();
    expect(box.dataset.spot).toBe("top");
    rect = { left: 0, top: 6, width: 390, height: 60 };         // scrolled back up: the toast gives the strip way
    listeners.scroll();
    expect(box.dataset.spot).toBe("bottom");
  });

  it("never goes over the chat bar fixed at a phone's foot (round 2): the story's flow when the strip holds the top", () => {
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844, addEventListener: () => {},
                              requestAnimationFrame: (f) => f() });
    let marked = [strip({ left: 0, top: 6, width: 390, height: 60 }), strip({ left: 0, top: 800, width: 390, height: 44 })];
    vi.stubGlobal("document", { querySelectorAll: (sel) => (sel === "[data-toast-free]" ? marked : []) });
    const box = { childNodes: [{}], dataset: {} };
    expect(placeToasts(box, phonePage)).toBe("band");   // review 11, finding 3: the band between them (was: the flow)
    marked = [strip({ left: 0, top: -300, width: 390, height: 60 }), marked[1]];   // the strip scrolled away
    expect(placeToasts(box, phonePage)).toBe("top");
  });

  it("the room page marks its chat bar so", async () => {
    const source = (await import("node:fs")).readFileSync(new URL("../room/client.js", import.meta.url), "utf8");
    expect(source).toMatch(/chat\.dataset\.toastFree = "1"/);
  });

  it("the room page marks its status strip so", async () => {
    const source = (await import("node:fs")).readFileSync(new URL("../room/client.js", import.meta.url), "utf8");
    expect(source).toMatch(/strip\.dataset\.toastFree = "1"/);
  });
});

describe("issue 23 round 6 item 3: the rules panel ('?') lies over the table, never moves it", async () => {
  const { buildPage } = await import("./page.js");
  const { buildHelp } = await import("./help.js");
  const css = () => {
    let text = "";
    const head = document.head.appendChild;
    document.head.appendChild = (node) => { text = node.textContent; return head(node); };
    buildPage();
    return text.split("\n").join(" ");
  };

  it("the open panel is out of the flow (absolute, over the table), the '?' keeps its row (a phone's: round 6d)", () => {
    const text = css();
    expect(text).not.toMatch(/(?<!"\] )\.cw-help\[open\] \{[^}]*flex-basis/);
    expect(text).toMatch(/(?<!"\] )\.cw-help\[open\] > div \{[^}]*position: absolute/);
    expect(text).toMatch(/\.cw-top \{[^}]*position: relative/);
  });

  it("Escape folds it and gives the focus back to the '?'", () => {
    const help = buildHelp();
    help.open = true;
    help.listeners.keydown[0]({ key: "Escape" });
    expect(help.open).toBe(false);
    expect(help.firstChild.focused).toBe(true);
  });
});
