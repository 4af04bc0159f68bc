// Review 36, chaos_ja 3: a reload lost the game without a word. A Voilà page's game lives in its kernel, so a reload
// starts afresh: while a solo game is under way the page asks before it is left (beforeunload), and the help says a
// reload starts a new game, in every language. A room's seat (its link joins its room again) is never asked.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, allElements } from "../ui/fake_dom.js";
import { guardLeaving, underWay } from "../ui/leave_guard.js";
import start from "../fixtures/chaos_start.json";

useFakeDocument();

/** A window that records its listeners; `leave()` fires beforeunload and returns whether the page asked. */
function fakeWindow() {
  const on = {};
  const win = { addEventListener: (t, f) => { (on[t] ??= []).push(f); },
                removeEventListener: (t, f) => { on[t] = (on[t] ?? []).filter((g) => g !== f); } };
  const leave = () => {
    const event = { defaultPrevented: false, returnValue: undefined, preventDefault() { this.defaultPrevented = true; } };
    for (const f of on.beforeunload ?? []) f(event);
    return event.defaultPrevented;
  };
  return { win, leave };
}

describe("chaos_ja 3: the page asks before a reload loses a game under way", () => {
  it("asks after a move, not before one, not after the result, never in a room", () => {
    const { win, leave } = fakeWindow();
    const state = { view: start.view, step: 0, shared: false };
    guardLeaving(win, () => underWay(state));
    expect(leave()).toBe(false);   // a fresh deal: nothing to lose
    state.step = 3;
    expect(leave()).toBe(true);
    state.view = { ...start.view, result: { winner: "A" } };
    expect(leave()).toBe(false);
    Object.assign(state, { view: start.view, shared: true });
    expect(leave()).toBe(false);
  });

  for (const [lang, said] of [["en", /reload/i], ["zh", /重新加载/], ["zh-TW", /重新載入/], ["ja", /再読み込み/]]) {
    it(`${lang}: the help's controls say a reload starts a new game`, async () => {
      vi.stubGlobal("window", { innerHeight: 844, innerWidth: 390, requestAnimationFrame: (f) => f(),
                                addEventListener() {}, removeEventListener() {} });
      const { buildHelp, updateHelp } = await import("../ui/help.js");
      const { PAGE_WORDS } = await import("../ui/words.js");
      const details = buildHelp();
      updateHelp(details, "chaos", { ...(PAGE_WORDS[lang] ?? PAGE_WORDS["zh-CN"]), lang, helpTexts: { rules: ["one"] } });
      const text = allElements(details).map((e) => e.textContent ?? "").join(" ");
      expect(text).toMatch(said);
    });
  }
});
