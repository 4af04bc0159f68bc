// CHAOS, round 26 AQ5 (newcomer review 25, chaos_ja 6): a time chip says its suit as a suit ("◉目のスート", not "◉ 目").
import { describe, expect, it } from "vitest";
import { timeLabel } from "./labels.js";

const WORDS = {
  en: { midnight_set: "Midnight", midnight_short: "all patients: random step", eye: "Eye", time_suit: "{mark} {suit}" },
  ja: { midnight_set: "真夜中", midnight_short: "患者は全員羅針盤に従う", eye: "目", time_suit: "{mark}{suit}のスート" },
};
const w = (lang) => (key, args = {}) => String(WORDS[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, k) => args[k] ?? "");
const fields = { time: "midnight", cards: "sprint_eye+protection_eye+checkup_eye" };

describe("review 25, chaos_ja 6: the time chip's suit", () => {
  it("ja: the suit is named a suit, after the grammatical short words", () => {
    const label = timeLabel(fields, w("ja"), (fn) => fn, false);
    expect(label).toBe("真夜中（患者は全員羅針盤に従う） · ◉目のスート: sprint, protection, checkup");
  });
  it("en: the mark and the suit's word, as before", () => {
    expect(timeLabel(fields, w("en"), (fn) => fn, false)).toBe("Midnight (all patients: random step) · ◉ Eye: sprint, protection, checkup");
  });
});
