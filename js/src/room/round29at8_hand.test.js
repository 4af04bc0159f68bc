// Review 28, room_en 5 / room_zh 2: the room's hand news compared cards by name: "lost Schizophrenia, Schizophrenia;
// got Mania / Sprint" while Checkup and Amnesia also came (094, a whole-hand swap, CH-G3 Brainwash). Cards are
// compared by id; a whole new hand is said as "new hand: X, Y, Z" with who did it; the tag goes when the reader's
// turn has passed (089).
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { handChange, handChangeText, handNews } from "./hand_swap.js";

const catalog = { functions: { sprint: { en: "Mania / Sprint", zh: "狂躁" }, schizophrenia: { en: "Schizophrenia", zh: "精神分裂" },
                               checkup: { en: "Checkup", zh: "体检" }, amnesia: { en: "Amnesia", zh: "失忆" } },
                  ui: { en: { moon: "Moon", eye: "Eye", skull: "Skull" }, zh: { moon: "月", eye: "眼", skull: "骷髅" } } };
const hand = (ids) => ({ hands: { B1: { count: ids.length, cards: ids.map((id) => ({ id, function: id.split("_")[0] })) } } });
const state = (step, toAct, ids, legal = []) => ({ step, to_act: toAct, legal, view: hand(ids) });

describe("AT8: hand news by card, a whole new hand said as such (review 28, room_en 5)", () => {
  useFakeDocument();

  it("CH-G3 Brainwash: same names, other cards: the whole new hand, who did it (en, zh)", () => {
    const before = state(10, "A2", ["schizophrenia_moon", "schizophrenia_eye", "checkup_eye"]);
    const after = state(11, "B2", ["sprint_moon", "checkup_skull", "amnesia_eye"]);
    const change = handChange(before, after, "B1");
    expect(change.whole).toBe(true);
    expect(change.gained).toEqual(["sprint_moon", "checkup_skull", "amnesia_eye"]);
    expect(handChangeText(change, { lang: "en", catalog })).toBe("New hand from A2: Mania / Sprint, Checkup, Amnesia");
    expect(handChangeText(change, { lang: "zh", catalog })).toBe("A2 换给你新手牌：狂躁、体检、失忆");
  });

  it("a card kept by name but not by id is told: −Schizophrenia (Moon) +Schizophrenia (Eye)", () => {
    const before = state(10, "A2", ["schizophrenia_moon", "sprint_eye"]);
    const after = state(11, "B2", ["schizophrenia_eye", "sprint_eye"]);
    const text = handChangeText(handChange(before, after, "B1"), { lang: "en", catalog });
    expect(text).toBe("A2 changed your hand: −Schizophrenia (Moon) +Schizophrenia (Eye)");
  });

  it("the tag goes once the reader's turn has passed", () => {
    vi.useFakeTimers();
    const host = document.createElement("div");
    const canvas = Object.assign(document.createElement("canvas"), {
      getBoundingClientRect: () => ({ width: 390, top: 40, left: 0 }),
      __cthulhu: { scene: { width: 390, items: [{ label: "hand-title", x: 12, y: 600, w: 100, h: 16 }] } } });
    host.querySelector = (sel) => (sel.includes("canvas") ? canvas : null);
    const news = handNews(host);
    const took = state(11, "B2", ["sprint_eye"]);
    news.show(state(10, "A2", ["sprint_eye", "checkup_eye"]), took, "B1", { lang: "en", catalog });
    vi.runAllTimers();
    expect(news.el.hidden).toBe(false);
    const asked = state(12, "B1", ["sprint_eye"], [{ id: "stay" }]);
    news.show(took, asked, "B1", { lang: "en", catalog });
    news.show(asked, state(13, "A1", ["sprint_eye"]), "B1", { lang: "en", catalog });   // a bot played the turn
    vi.runAllTimers();
    expect(news.el.hidden).toBe(true);
    vi.useRealTimers();
  });
});
