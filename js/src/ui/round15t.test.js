// Round T (issue 23, newcomer review 15, the page). Finding 1, Letter zh-TW phone 006-010: the course went from
// "step 1 of 5" to "step 3 of 5"; the opponent played Randolph Carter while the "What just happened" note was read,
// step 2 joined that note's bubble, and the Got it meant for the note closed both, step 2 unread. Now the bots wait
// while a note is read (until its Got it, or its reading time), so every step comes in a bubble of its own.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, fakeModel } from "./fake_dom.js";
import { coachModel, fakeCoach, gotIt } from "./fake_coach.js";
import { autoplay } from "./autoplay.js";
import { AFTER_NOTE_MS } from "./coach.js";
import courses from "./round13q_marks.json";

useFakeDocument({ now: 5_000_000 });

/** Walk the recorded Letter course (zh-TW) on a phone as review 15's reader did: each bubble read `readMs`, then its
 * Got it pressed (what it said when looked at is what was read); the opponent (the page's autoplay, 700 ms a step) plays whenever the page lets it. Return the
 * step numbers the reader saw in a bubble. */
async function walk(readMs) {
  const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
  const marks = courses["letter zh-TW"];
  const scene = { width: 390, height: 900, items: [] };
  let at = 0;   // the course's mark now
  const table = fakeModel({ game: "letter", seat: "p", autoplay: true, can_reveal: true, delay_ms: 700, step: 0,
                            view: { to_act: "p" } });
  const ui = { autoplay: true, reading: () => update.reading() };
  const auto = autoplay(table, ui);
  table.send = (msg) => {   // the opponent plays: the course moves to its next mark, the seat to act again
    if (msg.cmd !== "bot_step") return;
    at += 1;
    table.set("step", table.get("step") + 1);
    table.set("view", { to_act: "p" });
    draw();
  };
  const draw = () => update(coachModel("letter", "zh-TW", marks[at]), scene);
  const seen = [];
  const read = (ms) => {   // the reader looks at the bubble, reads what it says, then presses its Got it
    if (bubble.hidden) return;
    if (marks[at].n) seen.push(marks[at].n);
    vi.advanceTimersByTime(ms);
    gotIt(bubble).fire("click");
    auto.schedule();      // the page's refresh after the press (index.js: the coach's onClose)
  };
  draw();                 // step 1
  read(readMs);
  at += 1;                // the seat plays the ringed card: "What just happened", the opponent to act
  table.set("view", { to_act: "opponent" });
  draw();
  auto.schedule();
  read(readMs);           // the opponent plays by itself whenever the page lets it
  // (round AE: Got it only closes the note, the opponent plays AFTER_NOTE_MS later)
  vi.advanceTimersByTime(AFTER_NOTE_MS + 1000);
  read(readMs);           // step 2, if it shows
  if (marks[at].n === 2) at += 1;   // the seat answers: step 3
  draw();
  read(readMs);
  return seen;
}

describe("finding 1: every step of Letter's course shows in a bubble of its own", () => {
  it("the opponent waits while 'What just happened' is read: step 2 comes after its Got it, and is read", async () => {
    expect(await walk(5000)).toEqual([1, 2, 3]);
  });

  it("a slow reader (10 s) still sees step 2", async () => {
    expect(await walk(10000)).toEqual([1, 2, 3]);
  });
});

// Finding 2, Letter zh-TW phone 013/014, 017/018: "Got it" tapped opened Great Race of Yith's detail under it. The
// opponent played while the note was read, its step joined the sheet and moved it to the window's top (its ringed
// hand lies at the foot): the tap aimed at the note's Got it, at the foot, landed on the table. Now the sheet stays
// as it was, the note alone, while it is read, so the Got it is where the reader aims.
describe("finding 2: the note's sheet stays put while it is read", () => {
  it("8 s after the note showed, the opponent has not played: the bubble still says the note alone", async () => {
    const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    const marks = courses["letter zh-TW"];
    const table = fakeModel({ game: "letter", seat: "p", autoplay: true, can_reveal: true, delay_ms: 700, step: 4,
                              view: { to_act: "opponent" } });
    const auto = autoplay(table, { autoplay: true, reading: () => update.reading() });
    update(coachModel("letter", "zh-TW", marks[1]), { width: 390, height: 900, items: [] });
    const said = bubble.childNodes.map((n) => n.textContent).join("|");
    auto.schedule();
    vi.advanceTimersByTime(8000);
    expect(table.sent).toEqual([]);                                   // the opponent waits for the reader
    expect(bubble.childNodes.map((n) => n.textContent).join("|")).toBe(said);
    gotIt(bubble).fire("click");
    auto.schedule();
    vi.advanceTimersByTime(AFTER_NOTE_MS + 800);
    expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);   // after Got it the opponent plays at its pace (round AE)
  });
});

// Finding 4 (both Letter reviewers): "對手出牌 ▶" drawn grey and dashed read as disabled while the opponent played by
// itself ~2 s later; the language menu read English / 繁體中文 / 繁體中文 / 日本語 at Letter in zh-TW.
describe("finding 4: the opponent's step chip reads as a button; one Traditional Chinese in Letter's menu", () => {
  it("the page's own step chip is a quiet solid button that plays now, saying it plays by itself in a moment",
     async () => {
    const { paint } = await import("../paint.js");
    const { C } = await import("../draw.js");
    const { tipAt } = await import("../scene/hit.js");
    const { PAGE_WORDS } = await import("./words.js");
    const { quietSelfSteps } = await import("./autoplay.js");
    const chip = { type: "chip", id: "cmd:bot_step", text: "對手出牌 ▶", x: 10, y: 10, w: 100, h: 30, size: 13,
                   highlight: true };
    const scene = quietSelfSteps({ width: 300, height: 100, items: [chip] }, PAGE_WORDS["zh-TW"].self_step_soon);
    const [shown] = scene.items;
    expect(shown.id).toBe("cmd:bot_step");                     // a tap plays now
    expect(tipAt(scene, 20, 20)).toContain("輕觸可立即出牌");
    const ops = [];
    const state = { dash: [] };
    const ctx = new Proxy(state, { get(t, prop) {
      if (prop === "setLineDash") return (d) => { t.dash = d; };
      if (prop === "stroke") return () => ops.push({ op: "stroke", dash: [...t.dash], style: t.strokeStyle });
      if (prop === "fillText") return () => ops.push({ op: "text", style: t.fillStyle });
      if (prop === "measureText") return (s) => ({ width: String(s).length * 7 });
      return prop in t ? t[prop] : () => {};
    } });
    paint(ctx, { ...scene, items: [shown] });
    expect(ops.find((o) => o.op === "stroke").dash).toEqual([]);   // solid, not the dashed disabled frame
    expect(ops.find((o) => o.op === "text").style).toBe(C.text);
  });

  it("a tap on it steps once: the page's own timer sends no second step", async () => {
    const table = fakeModel({ game: "letter", seat: "p", autoplay: true, delay_ms: 700, step: 3,
                              view: { to_act: "opponent" } });
    const auto = autoplay(table, {});
    auto.schedule();
    vi.advanceTimersByTime(300);
    auto.now();
    vi.advanceTimersByTime(2000);
    expect(table.sent).toEqual([expect.objectContaining({ cmd: "bot_step" })]);
  });

  it("Letter in zh-TW: 繁體中文 once in the language menu", async () => {
    const { offerLanguages } = await import("./toolbar.js");
    const select = document.createElement("select");
    for (const [value, text] of [["en", "English"], ["zh", "中文"], ["zh-TW", "繁體中文"], ["ja", "日本語"]]) {
      select.append(Object.assign(document.createElement("option"), { value, textContent: text }));
    }
    offerLanguages(select, ["en", "zh", "ja"], "zh-TW", "letter");
    const shown = select.options.filter((o) => !o.hidden).map((o) => o.textContent);
    expect(shown).toEqual(["English", "繁體中文", "日本語"]);
    expect(select.value).toBe("zh-TW");
  });
});

describe("finding 4: a phone's ▶▶ says a short word", () => {
  // "快轉" became "到我的回合": it says where it goes (review 27, mythos_ja 10)
  it("'▶▶ 到我的回合' on a narrow Letter page in zh-TW, its whole words in its aria-label", async () => {
    const { built } = await import("./bar_support.js");
    const { bar, toolbar, cmd } = built(fakeModel({ game: "chaos", lang: "zh-TW", seat: "A1", mode: "play", step: 4,
                                                    history_len: 4, undo_policy: "fair",
                                                    view: { game: "chaos", to_act: "B1" },
                                                    catalog_data: { seats: ["A1", "B1"], langs: ["en", "zh-TW"] } }));
    bar.closest = (sel) => (sel === ".cw-root" ? { dataset: { wide: "0" } } : null);
    toolbar.update({ autoplay: false });
    expect(cmd("fast_forward").textContent).toBe("▶▶ 到我的回合");
    expect(cmd("fast_forward").getAttribute("aria-label")).toBe("跳到我的回合");
  });
});

// Finding 5, CHAOS desk 146: after Hide, "Show the result" lay over the legend "dashed cyan frame: the last move" (a
// text item whose w is 0: the corner looked free). Now a text's words count, and the pill goes just below them.
describe("finding 5: 'Show the result' leaves CHAOS's last-move legend readable", () => {
  it("the pill lies below the legend line, not over it", async () => {
    const { buildEnding } = await import("./ending.js");
    const { buildPage } = await import("./page.js");
    const { allElements } = await import("./fake_dom.js");
    const page = buildPage();
    page.root.dataset.wide = "1";
    page.root.clientWidth = 1250;
    const legend = { type: "text", text: "dashed cyan frame: the last move", x: 660, y: 12, w: 0, h: 12, size: 12,
                     maxW: 260, label: "last-legend-text" };
    Object.assign(page.canvas, { clientWidth: 930, offsetLeft: 6, offsetTop: 36,
                                 __cthulhu: { scene: { width: 930, height: 640, items: [legend] } } });
    const ending = buildEnding(page, () => {});
    ending(fakeModel({ game: "chaos", lang: "en", view: { game: "chaos", result: { winner: "A" } },
                       banner: { title: "Team A wins", text: "Its patient escaped." } }));
    const box = page.root.childNodes.find((e) => String(e.className).startsWith("cw-ending"));
    allElements(box).find((e) => e.dataset?.key === "hide").fire("click");
    expect(box.style.position).toBe("absolute");
    expect(parseFloat(box.style.top)).toBeGreaterThanOrEqual(36 + 12 + 12);   // below the legend's line
  });
});

describe("finding 5: a screen reader's status joins the result's title and text in the page's language", () => {
  it("zh-TW: '克蘇魯獲勝。你失敗', no English period; en keeps '. '", async () => {
    const { statusText } = await import("./page.js");
    const model = (lang, title, text) => fakeModel({ game: "chaos", lang, view: { result: { winner: "B" } },
                                                     banner: { title, text } });
    expect(statusText(model("zh-TW", "克蘇魯獲勝", "你失敗"))).toBe("克蘇魯獲勝。你失敗");
    expect(statusText(model("en", "Team B wins", "You lose."))).toBe("Team B wins. You lose.");
    expect(statusText(model("en", "You lost!", "The opponent plays Cthulhu."))).toBe("You lost! The opponent plays Cthulhu.");
  });
});

describe("finding 5: the rules and help end with a Close", () => {
  it("its last line is a 'Close the rules' button that closes it", async () => {
    const { updateHelp } = await import("./help.js");
    const { pageWords } = await import("./words.js");
    const details = document.createElement("details");
    details.append(document.createElement("summary"), document.createElement("div"));
    updateHelp(details, "chaos", pageWords("en", "chaos", {}));
    details.open = true;
    const last = details.lastChild.childNodes.at(-1);
    expect(last.textContent).toBe("Close the rules");
    last.fire("click");
    expect(details.open).toBe(false);
  });
});

// Finding 3, Mythos desk 007-022: every course bubble sat top-left over Bot 2's panel, hiding its new cards; Mythos
// phone 033: the course's ring was drawn over a card's detail pop-up.
describe("finding 3: the bubble keeps off what the last step touched; a pop-up covers the ring", () => {
  it("Mythos at 1280: a bubble placed over an other's new card (framed last) goes elsewhere, off it", async () => {
    const { layout } = await import("../layout.js");
    const { valid } = await import("../view_schema.js");
    const { coachPlace } = await import("./coach.js");
    const { default: mythosStart } = await import("../fixtures/mythos_start.json");
    const s = layout({ ...valid(mythosStart), ui: {} }, { width: 1280 });
    const frame = { rootWidth: 1280, height: s.height, width: 1280 };
    const size = { w: 320, h: 220 };
    const first = coachPlace(s, null, size, frame);
    // a new card of another's where that bubble went (as Bot 2's story card lay under it)
    const card = { type: "card", key: "bot2-story", x: first.x + 20, y: first.y + 20, w: 60, h: 80, last: true };
    const marked = { ...s, items: [...s.items, card] };
    const then = coachPlace(marked, null, size, frame);
    const over = (a, b) => a.x < b.x + b.w && b.x < a.x + size.w && a.y < b.y + b.h && b.y < a.y + size.h;
    expect(over(then, card)).toBe(false);
  });

  it("an open card zoom over the ringed card hides its ring", async () => {
    const { update, ring } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    const [step] = courses["mythos ja"];
    const card = { id: "act:play card=4", type: "card", x: 20, y: 600, w: 60, h: 84 };
    const zoom = { label: "zoom", type: "rect", x: 0, y: 300, w: 390, h: 500 };
    update(coachModel("mythos", "ja", { ...step, id: "play card=4" }), { width: 390, height: 900, items: [card] });
    expect(ring.hidden).toBe(false);
    update(coachModel("mythos", "ja", { ...step, id: "play card=4" }), { width: 390, height: 900, items: [card, zoom] });
    expect(ring.hidden).toBe(true);
  });
});

describe("finding 3: a bubble keeps off the story's toast (a big moment's note pinned over the story)", () => {
  it("CHAOS desk 009: the 'What just happened' bubble leaves the gate's toast readable", async () => {
    const { storyHeadBoxes } = await import("./coach.js");
    const seen = [];
    const box = (left, top, width, height) => ({ getBoundingClientRect: () => ({ left, top, width, height }) });
    const root = { getBoundingClientRect: () => ({ left: 0, top: 0, width: 1280, height: 900 }),
                   querySelectorAll: (sel) => { seen.push(sel); return sel.includes(".cw-toast") ? [box(950, 55, 290, 60)] : []; } };
    expect(storyHeadBoxes(root)).toEqual([{ x: 950, y: 55, w: 290, h: 60, vital: true }]);
    expect(seen.join()).toContain(".cw-toast");
  });
});
