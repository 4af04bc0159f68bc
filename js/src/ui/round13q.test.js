// Newcomer review 13, the page's findings. Finding 1 (Mythos phone, ja): the tutorial's numbered steps 2-7 never
// showed, only the "what just happened" notes did. The reader read a note while the bot played; the next step took
// the note's place and the tap meant for the note closed the step unread. Now the step shows at once under the
// note's line; one Got it closes both (review 14, finding 1). Finding 2 (Letter phone): a Got it pressed a moment
// after its bubble took another's place does nothing. The courses are the kernel's own, recorded by tests/coach_support.py
// play_coached (round13q_marks.json: Mythos ja, CHAOS ja, Letter zh-TW, up to "on your own"; long texts cut).
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFakeDocument } from "./fake_dom.js";
import { clock, coachModel, fakeCoach, gotIt, part } from "./fake_coach.js";
import { phonePage, toastOver } from "./phone_toast_support.js";
import courses from "./round13q_marks.json";

useFakeDocument();

const GAME = { "mythos ja": "mythos", "chaos ja": "chaos", "letter zh-TW": "letter" };
const model = coachModel;

describe("finding 1: every numbered step of a course shows, though the reader closes each note late", () => {
  for (const [course, marks] of Object.entries(courses)) {
    it(`${course}: the reader presses Got it on a note after the bots played; steps 1..${marks.find((m) => m.n)?.of}`,
       async () => {
      const wait = clock();
      const [game, lang] = [GAME[course], course.split(" ")[1]];
      const { update, bubble } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
      const scene = { width: 1000, height: 800, items: [] };
      const seen = [];
      let readNote = false;
      for (const mark of marks) {
        update(model(game, lang, mark), scene);   // the kernel's next mark comes while the reader reads
        if (readNote && !bubble.hidden) gotIt(bubble).fire("click");   // meant for the note read
        wait(5000);
        readNote = !bubble.hidden && !part(bubble, "cw-coach-text") && Boolean(part(bubble, "cw-coach-done"));
        if (!bubble.hidden) seen.push(part(bubble, "cw-coach-text")?.textContent);
      }
      const steps = marks.filter((m) => m.n);
      expect(steps.length).toBe(steps[0].of);
      expect(steps.filter((m) => !seen.includes(m.text)).map((m) => m.n)).toEqual([]);
    });
  }

  it("a step that comes while a note is open shows at once under the note's line; one Got it closes both (review 14)",
     async () => {
    const wait = clock();
    const { update, bubble, ring } = await fakeCoach({ innerWidth: 1280, innerHeight: 800 });
    const card = { id: "act:play card=7", type: "card", x: 100, y: 500, w: 60, h: 90 };
    const scene = { width: 1000, height: 800, items: [card] };
    const [note, step] = courses["mythos ja"].slice(1, 3);
    const dones = () => bubble.childNodes.filter((n) => n.className === "cw-coach-done").map((n) => n.textContent);
    update(model("mythos", "ja", note), scene);
    wait(3000);
    update(model("mythos", "ja", { ...step, id: "play card=7" }), scene);
    expect(part(bubble, "cw-coach-head").textContent).toContain("ステップ 2 / 7");
    expect(dones()).toEqual([note.done]);
    expect(part(bubble, "cw-coach-text").textContent).toBe(step.text);
    expect(ring.hidden).toBe(false);
    wait(3000);
    gotIt(bubble).fire("click");                 // one press closes the whole bubble (newcomer review 14, finding 1)
    expect(bubble.hidden).toBe(true);
    expect(ring.hidden).toBe(false);             // the ring still shows what to play
  });
});

describe("finding 2: a Got it pressed right after its bubble took another's place does nothing", () => {
  it("the note that took step 1's place stays for a tap 200 ms after; a tap after 600 ms closes it", async () => {
    const wait = clock();
    const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    const scene = { width: 1000, height: 800, items: [] };
    const [step, note] = courses["letter zh-TW"];
    update(model("letter", "zh-TW", step), scene);
    wait(4000);
    update(model("letter", "zh-TW", note), scene);   // the reader's move played: the note replaces step 1
    wait(200);
    gotIt(bubble).fire("click");                       // the tap meant for step 1's bubble
    expect(bubble.hidden).toBe(false);
    expect(part(bubble, "cw-coach-done").textContent).toBe(note.done);
    wait(700);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
  });

  // a moment after it appeared, not at once: a bubble where none was takes no tap either (review 17 round Z, finding 3)
  it("a bubble shown where none was answers its first Got it once it has been up a moment", async () => {
    const wait = clock();
    const { update, bubble } = await fakeCoach({ innerWidth: 390, innerHeight: 844 });
    update(model("letter", "zh-TW", courses["letter zh-TW"][0]), { width: 1000, height: 800, items: [] });
    wait(700);
    gotIt(bubble).fire("click");
    expect(bubble.hidden).toBe(true);
  });
});

describe("finding 4 (Letter): a new game starts with the table in view", () => {
  const page = (top) => {
    const win = { innerHeight: 844, scrollBy: vi.fn(), getComputedStyle: () => ({ overflowY: "visible" }) };
    const root = { getBoundingClientRect: () => ({ top: top.at }) };
    return { win, root, inner: { parentElement: null } };
  };
  const dealt = (deal) => ({ get: (k) => (k === "deal" ? deal.now : undefined) });

  it("Play again, the page scrolled down at the last game's result: scrolled to the table's top, once", async () => {
    const { newDealInView } = await import("../index.js");
    const top = { at: -1240 };
    const deal = { now: "a" };
    const { win, root, inner } = page(top);
    const check = newDealInView(root, inner, dealt(deal), win);
    check();
    expect(win.scrollBy).not.toHaveBeenCalled();       // the same game: the reader's scroll stays
    deal.now = "b";
    check();
    expect(win.scrollBy).toHaveBeenCalledWith({ top: -1248 });
    top.at = 8;
    check();
    expect(win.scrollBy).toHaveBeenCalledTimes(1);
  });

  it("a new game whose table is in view: the page does not jump", async () => {
    const { newDealInView } = await import("../index.js");
    const top = { at: 120 };
    const deal = { now: "a" };
    const { win, root, inner } = page(top);
    const check = newDealInView(root, inner, dealt(deal), win);
    deal.now = "b";
    check();
    expect(win.scrollBy).not.toHaveBeenCalled();
  });
});

describe("finding 5 (Letter): the replay goes at a pace a reader follows and steps by hand", () => {
  const BANNER = { title: "Cthulhu wins", text: "You lost.", win: false };
  const build = async (replay, lang = "en") => {
    vi.useFakeTimers();
    const { buildEnding } = await import("./ending.js");
    const root = document.createElement("div");
    const canvas = document.createElement("canvas");
    root.append(canvas);
    const sent = [];
    const update = buildEnding({ root, canvas }, (m) => sent.push(m));
    update({ get: (k) => ({ lang, game: "letter", banner: BANNER, replay })[k] });
    const box = root.childNodes.find((n) => n.className?.startsWith("cw-ending"));
    const button = (key) => part(part(box, "cw-end-buttons"), `cw-end-${key}`);
    return { sent, button, update };
  };
  afterEach(() => vi.useRealTimers());

  it("a step every 1.5 s, not 0.9 s: 17 steps take about 25 s", async () => {
    const { sent } = await build({ step: 3, of: 17, view: {}, log: ["a"] });
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(600);
    expect(sent).toEqual([{ cmd: "replay", index: 4 }]);
  });

  it("◀ and ▶ show the step before and after and hold the replay there; named in the page's words", async () => {
    const { sent, button } = await build({ step: 3, of: 17, view: {}, log: ["a"] });
    expect(button("step_back").textContent).toBe("◀");
    expect(button("step_next").title).toBe("Next step");
    button("step_next").fire("click");
    expect(sent).toEqual([{ cmd: "replay", index: 4 }]);
    button("step_back").fire("click");
    expect(sent.at(-1)).toEqual({ cmd: "replay", index: 2 });
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);   // held: no step of its own after a press
    const ja = await build({ step: 0, of: 17, view: {}, log: [] }, "ja");
    expect(ja.button("step_back").disabled).toBe(true);
    expect(ja.button("step_back").title).toBe("前のステップ");
    const zh = await build({ step: 17, of: 17, view: {}, log: [] }, "zh");
    expect(zh.button("step_next").disabled).toBe(true);
    expect(zh.button("step_next").title).toBe("下一步");
  });
});

describe("finding 3 (every phone): a toast covers neither the round / turn line nor the board", () => {
  const [page, over] = [phonePage, toastOver];

  it("Mythos: the round line at the window's top, the rest text: the toast lies at the foot", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const round = { type: "text", text: "ラウンド 1・カード使用・パス 0/2・あなたの番", x: 10, y: 10, w: 360, h: 16, size: 16 };
    const text = Array.from({ length: 44 }, (_, i) => ({ type: "text", text: "x", x: 10, y: 34 + i * 18, w: 300, h: 14 }));
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, page([round, ...text]));
    expect(box.dataset.spot).not.toBe("flow");
    expect(over(box, round)).toBe(false);
  });

  it("CHAOS: the status and time header above the board, the board's rows under them: neither covered", async () => {
    const { placeToasts } = await import("./toast.js");
    vi.stubGlobal("window", { innerWidth: 390, innerHeight: 844 });
    const status = { type: "text", label: "status", text: "Round 3 · your turn", x: 10, y: 6, w: 300, h: 14 };
    const time = { type: "text", text: "Dawn · lasts through this turn", x: 10, y: 26, w: 300, h: 14 };
    const cells = Array.from({ length: 64 }, (_, i) => ({ type: "cell", x: 10 + (i % 8) * 46, y: 46 + Math.floor(i / 8) * 46,
                                                          w: 44, h: 44 }));
    const text = Array.from({ length: 20 }, (_, i) => ({ type: "text", text: "x", x: 10, y: 420 + i * 20, w: 300, h: 14 }));
    const box = { childNodes: [{}], dataset: {}, style: {} };
    placeToasts(box, page([status, time, ...cells, ...text]));
    expect(box.dataset.spot).not.toBe("flow");
    expect([status, time, ...cells].filter((r) => over(box, r))).toEqual([]);
  });
});
