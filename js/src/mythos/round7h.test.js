// Issue 23 round H, newcomer review 7 on Mythos (ja phone). Finding 1: "Henry W. Akeley: 0 absorbed" beside Sanity
// lost read as a contradiction; it is the rule (MY-COMBAT-6: the Martin's Beach Monster's reveal flipped him, and a
// flipped defender stops defending), so the band says why under the fight, and the later one-line summary too.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { fightSentences } from "./combat.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";

const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
const scene = (f, width) => layout({ ...valid(f), ui: {} }, { width });
const texts = (s) => s.items.filter((i) => i.type === "text").map((i) => i.text).join("").replace(/\s+/g, "");
const flipped = (lang) => {
  const view = structuredClone(foughtF.view);
  view.fights[1].defenders[0].flipped = true;
  return { ...foughtF, view, lang, catalog: { ...catalogBase, seats: foughtF.seats } };
};

describe("a flipped defender says why it absorbed nothing (review 7, finding 1)", () => {
  for (const lang of ["en", "ja"]) {
    const ui = words.ui[lang];
    for (const width of [390, 1280]) {
      it(`${lang} ${width}: the band names the flip, not a bare 0 absorbed`, () => {
        const f = flipped(lang);
        const all = texts(scene(f, width));
        // no "absorbs 0" under it either: a flipped defender is no card of the fight (review 24, mythos_en 1)
        expect(all).not.toContain(words.ui[lang].absorbed.replace("{n}", "0").replace(/\s+/g, ""));
        const name = f.catalog.cards.ray_stuckey[lang];
        const why = ui.flipped_why.replace("{card}", name).replace(/\s+/g, "");
        expect(all).toContain(why);
      });
    }
    it(`${lang}: the later summary line says it too`, () => {
      const f = flipped(lang);
      const said = fightSentences(f.view, f.catalog, lang).join(" ");
      expect(said).toContain(ui.flipped_why.split("{card}")[1].trim().slice(0, 8));
    });
  }
});

describe("a used gate is said once on the location line (review 7, finding 2)", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: 'gate used' once`, () => {
      const view = structuredClone(foughtF.view);
      const me = view.players.find((p) => p.seat === foughtF.seat);
      me.gate_used = true;
      me.top_state = "upright";
      me.location = { inst: me.story.at(-1).inst, attributes: ["City"], icons: ["Water"], gate: true, changed_by: [] };
      const f = { ...foughtF, view, lang, catalog: { ...catalogBase, seats: foughtF.seats } };
      const all = texts(scene(f, 390));
      const used = words.ui[lang].gate_used.replace(/\s+/g, "");
      expect(all.split(used).length - 1).toBe(1);
    });
  }
});

describe("the hand's limits in plain words (review 7, finding 4)", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [390, 1280]) {
      it(`${lang} ${width}: refill and round-end discard said, in full`, () => {
        const f = { ...foughtF, lang, catalog: { ...catalogBase, seats: foughtF.seats } };
        const me = f.view.players.find((p) => p.seat === f.seat);
        const [min, max] = me.hand_limits;
        const said = words.ui[lang].hand_rule.replace("{size}", me.hand_size).replace("{min}", min)
          .replace("{max}", max).replace(/\s+/g, "");
        expect(texts(scene(f, width))).toContain(said);
      });
    }
  }
});

import commitF from "../fixtures/mythos_commit.json";
import useF from "../fixtures/mythos_use.json";
import playF from "../fixtures/mythos_why_not_en.json";

describe("combat on a phone: Done in one place, no blank band above the hand (review 7, finding 5)", () => {
  const cat = (f, lang) => ({ ...f, lang, catalog: { ...catalogBase, seats: f.seats } });
  const handTop = (s) => Math.min(...s.items.filter((i) => i.type === "mcard" && String(i.label).startsWith("hand-"))
    .map((i) => i.y));
  for (const lang of ["en", "ja"]) {
    it(`${lang}: Done stands at one x in the commit and use steps`, () => {
      const xs = [commitF, useF].map((f) => {
        const s = layout({ ...valid(cat(f, lang)), ui: {} }, { width: 390 });
        const done = f.legal.find((a) => a.kind === "done");
        // the prompt's Done (a phone's band has none at the commit step since review 28, mythos_ja 3)
        return s.items.find((i) => i.type === "chip" && i.id === `act:${done.id}` && i.label !== "combat-chip").x;
      });
      expect(xs[0]).toBe(xs[1]);
    });
    // review 26, mythos_ja 1 turned this round: the hand moved 30-140 px between card play and the fight under the
    // finger, so the fight keeps the play turn's place; the room over it holds what the others did (layout.js
    // drawLastTurn, the page's story), no blank band
    it(`${lang}: the hand keeps the play turn's place in combat`, () => {
      const ui = {};
      const play = handTop(layout({ ...valid(cat(playF, lang)), ui }, { width: 390 }));
      const after = handTop(layout({ ...valid(cat(commitF, lang)), ui }, { width: 390 }));
      expect(after).toBe(play);
    });
  }
});
