// CHAOS, round BA (newcomer review 33, chaos_ja 8, 111): after the reader joined A2's combo the page said only
// "B2 を待っています" and nothing moved: the enemy's chance to counter (CH-C4) came first, unsaid. While an enemy may
// counter the reader's team's combo, the prompt says so ("B2 may counter your combo first"). Failed before ("Waiting
// for B2").
import { describe, expect, it } from "vitest";
import words from "../../../cthulhu_widgets/widgets/chaos_words.json";
import { frame, scene } from "./swap_frames.js";

const withWords = (f) => {
  for (const [l, table] of Object.entries(words)) f.catalog.ui[l] = { ...(f.catalog.ui[l] ?? {}), ...table };
  return { ...f, legal: [], prompt: "" };
};
/** Team `team`'s combo Possession + Protection (CH-C3), B2 (or `who`) asked whether to counter it. */
const counter = (team, who = "B2") => (v) => {
  const [lead, mate] = team === "A" ? ["A1", "A2"] : ["B1", "B2"];
  v.phase = "react";
  v.prompt = { kind: "react" };
  v.to_act = who;
  v.combo = { combo: "C3", team, leader: lead, partner: mate, cards: {}, reaction: {}, effect: null, reflect: null };
};
const prompt = (s) => s.items.filter((i) => i.label === "prompt").map((i) => i.text).join(" ");
const SAID = { en: "B2 may counter your combo first", ja: "B2 が先にこのコンボに対抗するかもしれない",
               zh: "B2 可能先反制你们的合作" };

describe("chaos_ja 8: while an enemy may counter the reader's combo, the prompt says so", () => {
  for (const [lang, said] of Object.entries(SAID)) {
    for (const width of [1200, 390]) {
      it(`${lang} at ${width}`, () => {
        expect(prompt(scene(withWords(frame(lang, counter("A"))), width)).replace(/\s/g, "")).toContain(said.replace(/\s/g, ""));
      });
    }
  }
  it("an enemy's own combo, a partner's counter: waiting, as before", () => {
    expect(prompt(scene(withWords(frame("en", counter("B", "A2"))), 1200))).toContain("Waiting for A2");
  });
});
