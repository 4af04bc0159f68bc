// Review 27, room_zh 2 (032/033, 064/065): B1's hand went from Mania/Schizophrenia to Schizophrenia/Protection/
// Protection while it waited, and nothing said so until its next turn. The room tells it the moment the seat's own
// frame shows the change (CH-G3 Brainwash, CH-G4 Prank take), with the cards lost and gained, over the hand's title,
// and keeps it until the reader acts.
import { describe, expect, it, vi } from "vitest";
import { useFakeDocument } from "../ui/fake_dom.js";
import { handChange, handChangeText, handNews } from "./hand_swap.js";

const catalog = { functions: { sprint: { en: "Mania / Sprint", zh: "狂躁" }, schizophrenia: { en: "Schizophrenia", zh: "精神分裂" },
                               protection: { en: "Protection", zh: "保护" } } };
const hand = (...fns) => ({ hands: { B1: { count: fns.length, cards: fns.map((f) => ({ id: `${f}_eye`, function: f })) } } });
const state = (step, toAct, fns, legal = []) => ({ step, to_act: toAct, legal, view: hand(...fns) });
const waiting = state(10, "A2", ["sprint", "schizophrenia"]);
const brainwashed = state(11, "B2", ["schizophrenia", "protection", "protection"]);

describe("AS6: a hand changed by another seat is told at that moment (room_zh 2)", () => {
  useFakeDocument();

  it("names the seat and the cards lost and gained, in zh-CN and en (CH-G3)", () => {
    const change = handChange(waiting, brainwashed, "B1");
    // by card id since review 28 (room_en 5: by name, other cards of one name went untold); no whole-hand swap here
    expect(change).toEqual({ by: "A2", lost: ["sprint_eye"], gained: ["protection_eye", "protection_eye"], whole: false });
    expect(handChangeText(change, { lang: "zh", catalog })).toBe("A2 换了你的手牌：−狂躁 ＋保护、保护");
    expect(handChangeText(change, { lang: "en", catalog })).toBe("A2 changed your hand: −Mania / Sprint +Protection, Protection");
    const taken = handChange(waiting, state(11, "B2", ["schizophrenia"]), "B1");   // CH-G4 Prank takes a card
    expect(handChangeText(taken, { lang: "zh", catalog })).toBe("A2 拿走了你的狂躁");
  });

  it("says nothing of the reader's own play or a draw", () => {
    expect(handChange(state(10, "B1", ["sprint", "schizophrenia"], [{ id: "x" }]), brainwashed, "B1")).toBeNull();
    expect(handChange(waiting, state(11, "B2", ["sprint", "schizophrenia", "protection"]), "B1")).toBeNull();
  });

  it("lies over the hand's title until the reader acts, moving nothing", () => {
    vi.useFakeTimers();
    const host = document.createElement("div");
    const canvas = Object.assign(document.createElement("canvas"), { offsetLeft: 0, offsetTop: 40,
      getBoundingClientRect: () => ({ width: 390, top: 40, left: 0 }),
      __cthulhu: { scene: { width: 390, items: [{ label: "hand-title", x: 12, y: 600, w: 100, h: 16 }] } } });
    host.querySelector = (sel) => (sel.includes("canvas") ? canvas : null);
    const news = handNews(host);
    news.show(waiting, brainwashed, "B1", { lang: "zh", catalog });
    vi.runAllTimers();
    expect(news.el.hidden).toBe(false);
    expect(news.el.textContent).toContain("A2 换了你的手牌");
    expect(news.el.style.top).toBe("637px");   // the title's place (40 + 600 - 3): in no flow, so nothing moves
    news.show(brainwashed, state(12, "A1", ["schizophrenia", "protection", "protection"]), "B1", { lang: "zh", catalog });
    vi.runAllTimers();
    expect(news.el.hidden).toBe(false);      // kept while others play on
    news.acted();
    expect(news.el.hidden).toBe(true);
    vi.useRealTimers();
  });
});
