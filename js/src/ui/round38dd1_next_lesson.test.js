// Round DD, fixer DD1 (newcomer review 36, chaos_en/chaos_ja/room_en: CHAOS's course taught half the systems): lesson
// 1's end offers the second lesson, "Checkups, reactions and ghosts"; its button sends the learn command for lesson 2,
// and the bar's Learn to play still starts lesson 1.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeDocument } from "./fake_dom.js";
import { clock, coachModel, part } from "./fake_coach.js";

let restore;
beforeEach(() => {
  restore = installFakeDocument();
});
afterEach(() => {
  restore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const scene = { width: 1000, height: 700, items: [] };
const NEXT = { lesson: 2, label: "Next lesson: Checkups, reactions and ghosts" };
const FREE = { title: "Learn to play", done: "", free: "The tutorial is over: you play on your own now.", next: NEXT };

/** Return {update, bar, bubble, sent} of a coach on a fake page whose sends are kept in `sent`. */
async function coachWithSends(win) {
  vi.stubGlobal("window", { scrollBy: () => {}, addEventListener: () => {},
                            getComputedStyle: () => ({ overflowY: "visible" }), ...win });
  const { buildCoach } = await import("./coach.js");
  const root = document.createElement("div");
  const bar = document.createElement("div");
  const canvas = document.createElement("canvas");
  root.append(bar, canvas);
  const sent = [];
  const update = buildCoach({ root, bar, canvas }, (msg) => sent.push(msg));
  return { update, bar, sent, bubble: root.childNodes.find((n) => n.className === "cw-coach") };
}

const nextButton = (bubble) => part(part(bubble, "cw-coach-buttons"), "cw-coach-next");

describe("review 36: lesson 1's end offers CHAOS's lesson 2", () => {
  for (const win of [{ innerWidth: 1280, innerHeight: 800 }, { innerWidth: 390, innerHeight: 844 }]) {
    it(`${win.innerWidth}: the end box's "Next lesson" button sends learn with lesson 2`, async () => {
      clock();
      const { update, bubble, sent } = await coachWithSends(win);
      update(coachModel("chaos", "en", FREE), scene);
      const next = nextButton(bubble);
      expect(next.textContent).toBe(`★ ${NEXT.label}`);
      next.fire("click");
      expect(sent).toEqual([{ cmd: "learn", lesson: 2 }]);
    });
  }

  it("the note after lesson 1's last step offers it too, in the table's language", async () => {
    clock();
    const { update, bubble } = await coachWithSends({ innerWidth: 1280, innerHeight: 800 });
    const label = "次のレッスン：検診、対抗、幽霊";
    update(coachModel("chaos", "ja", { title: "遊び方を学ぶ", done: "コースは終わり。", wait: 1, over: 1,
                                       next: { lesson: 2, label } }), scene);
    expect(nextButton(bubble).textContent).toBe(`★ ${label}`);
  });

  it("a step, and lesson 2's own end, offer no next lesson; the bar's Learn to play sends lesson 1", async () => {
    clock();
    const { update, bar, bubble, sent } = await coachWithSends({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel("chaos", "en", { title: "Lesson 2", n: 1, of: 9, step: "Step 1 of 9", text: "Play Checkup." }),
           scene);
    expect(nextButton(bubble)).toBeUndefined();
    bar.childNodes.find((n) => n.className === "cw-learn").fire("click");
    expect(sent).toEqual([{ cmd: "learn" }]);
  });

  it("lesson 2's end offers a new game: its button sends restart", async () => {
    clock();
    const { update, bubble, sent } = await coachWithSends({ innerWidth: 390, innerHeight: 844 });
    update(coachModel("chaos", "en", { title: "Lesson 2", free: "Lesson 2 is over: play on, or start a New game.",
                                       next: { restart: 1, label: "New game" } }), scene);
    const next = nextButton(bubble);
    expect(next.textContent).toBe("New game");
    next.fire("click");
    expect(sent).toEqual([{ cmd: "restart" }]);
  });
});

describe("review 36: the bar offers CHAOS's lesson 2 beside Learn to play", () => {
  /** Return a coach on a fake page whose bar holds the "⋯" fold (as toolbar.js draws it before the coach). */
  async function withFold(win) {
    vi.stubGlobal("window", { scrollBy: () => {}, addEventListener: () => {},
                              getComputedStyle: () => ({ overflowY: "visible" }), ...win });
    const { buildCoach } = await import("./coach.js");
    const root = document.createElement("div");
    const bar = document.createElement("div");
    const fold = document.createElement("div");
    fold.className = "cw-more-box";
    bar.append(fold);
    const canvas = document.createElement("canvas");
    root.append(bar, canvas);
    const sent = [];
    const update = buildCoach({ root, bar, canvas }, (msg) => sent.push(msg));
    return { update, bar, fold, sent };
  }
  const lessonTwo = (fold) => fold.childNodes.find((n) => n.className === "cw-learn-two");

  for (const [lang, label] of [["en", "★ Lesson 2"], ["ja", "★ レッスン 2"], ["zh-TW", "★ 第二課"], ["zh", "★ 第二课"]]) {
    it(`${lang}: a CHAOS table's fold holds "${label}", which sends learn with lesson 2`, async () => {
      clock();
      const { update, fold, sent } = await withFold({ innerWidth: 390, innerHeight: 844 });
      update(coachModel("chaos", lang, {}), scene);
      const two = lessonTwo(fold);
      expect(two.hidden).toBe(false);
      expect(two.textContent).toBe(label);
      two.fire("click");
      expect(sent).toEqual([{ cmd: "learn", lesson: 2 }]);
    });
  }

  it("another game's table shows no Lesson 2", async () => {
    clock();
    const { update, fold } = await withFold({ innerWidth: 1280, innerHeight: 800 });
    update(coachModel("letter", "en", {}), scene);
    expect(lessonTwo(fold).hidden).toBe(true);
  });
});
