// Round CC, fixer CC6 (newcomer review 35, mythos_ja 3, shots 067/069): the rules sheet ended mid-sentence with no
// sign that it scrolls, and PageDown scrolled the page behind it. Now, while more text lies below, the sheet's foot
// shows "▼ more" (in the table's language), gone at its end; and while it is open the keyboard's scroll keys scroll it.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument, allElements } from "./fake_dom.js";

useFakeDocument();

async function openSheet(wide, lang = "ja") {
  const listeners = {};
  vi.stubGlobal("window", { innerHeight: 844, innerWidth: 390, requestAnimationFrame: (f) => f(),
                            addEventListener: (type, fn) => { (listeners[type] ??= []).push(fn); },
                            removeEventListener: () => {} });
  const { buildHelp, updateHelp } = await import("./help.js");
  const { PAGE_WORDS } = await import("./words.js");
  const details = buildHelp();
  updateHelp(details, "mythos", { ...PAGE_WORDS[lang], lang, helpTexts: { rules: ["one", "two"] } });
  const body = details.lastChild;
  details.closest = () => ({ dataset: { wide } });
  details.contains = (t) => t === details || t === body;
  Object.assign(body, { scrollTop: 0, scrollHeight: 1600, clientHeight: 464 });
  details.open = true;
  for (const fn of details.listeners?.toggle ?? []) fn({});
  const fire = (type, event) => {
    for (const fn of [...(listeners[type] ?? []), ...(details.listeners?.[type] ?? [])]) fn(event);
    for (const fn of body.listeners?.[type] ?? []) fn(event);
    return event;
  };
  const key = (k) => fire("keydown", { type: "keydown", key: k, target: details.firstChild, defaultPrevented: false,
                                        preventDefault() { this.defaultPrevented = true; } });
  const cue = () => allElements(body).find((e) => e.className === "cw-help-more");
  return { details, body, key, fire, cue };
}

describe("mythos_ja 3: the rules sheet shows it scrolls and takes the keyboard's scroll", () => {
  it("a sheet with more below says so at its foot, in the table's language; at its end the cue goes", async () => {
    const { body, fire, cue } = await openSheet("0", "ja");
    expect(cue()).toBeTruthy();
    expect(cue().hidden).toBe(false);
    expect(cue().textContent).toContain("▼");
    expect(cue().textContent).toContain("続き");
    body.scrollTop = 1600 - 464;
    fire("scroll", { type: "scroll", target: body });
    expect(cue().hidden).toBe(true);
  });

  it("PageDown while the sheet is open scrolls the sheet, not the page behind", async () => {
    const { body, key } = await openSheet("0");
    const e = key("PageDown");
    expect(e.defaultPrevented).toBe(true);
    expect(body.scrollTop).toBeGreaterThan(300);
    key("End");
    expect(body.scrollTop).toBe(1600 - 464);
    key("Home");
    expect(body.scrollTop).toBe(0);
  });

  it("the words exist in every language", async () => {
    const { PAGE_WORDS } = await import("./words.js");
    for (const lang of ["en", "ja", "zh-TW", "zh-CN"]) expect(PAGE_WORDS[lang].help_more).toMatch(/^▼ \S/);
  });
});
