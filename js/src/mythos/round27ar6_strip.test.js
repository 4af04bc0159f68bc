// Round AR (AR6), newcomer review 26, mythos_en finding 11 (186): "'The Two Scepters +0' is wider than its card and
// leaves a gap before Henry": a carried card's strip is never wider than the card that carries it, so the allies' row
// keeps its even spacing; the strip says what the card is (the last words of its name) and its whole name on hover.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import story15 from "./round15s_frames.json";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";

/** Return frame 24 of the recorded game (the reader's Gomes in play) with `weapon` on Gomes and a second ally after. */
function armed(lang, weapon) {
  const f = structuredClone(story15[lang][24]);
  const me = f.view.players.find((p) => p.seat === f.view.seat);
  me.allies[0].weapon = { id: weapon, inst: 991 };
  me.allies.push({ ...me.allies[0], id: "henry_w_akeley", inst: 992, weapon: null });
  return f;
}

describe("review 26, mythos_en 11: a weapon's strip is no wider than its ally", () => {
  for (const lang of ["en", "ja"]) {
    // (left: ja at 1280 px, where the reader's folded cards are 45 px, "二本の王笏" is one word too long for its strip and
    // widens it as before, rather than reading "二本…": round11o finding 4)
    for (const width of lang === "ja" ? [928] : [1280, 928]) {
      for (const fold of [{}, { panelOpen: "p1" }]) {
        it(`${lang} ${width}px ${fold.panelOpen ? "bot's table opened" : ""}: The Two Scepters on the reader's Gomes`, () => {
          const f = armed(lang, "the_two_scepters");
          const s = layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui: { ...fold }, lang }, { width });
          const strip = s.items.find((i) => i.type === "mtab" && i.label === "tab-991");
          const ally = s.items.find((i) => i.type === "mcard" && i.key === "inst-16");
          const next = s.items.find((i) => i.type === "mcard" && i.key === "inst-992");
          expect(strip, "the strip drawn").toBeTruthy();
          expect(next.x - (ally.x + ally.w), "the next ally at the row's even gap").toBeLessThanOrEqual(12);
          expect(strip.w, `the strip (${strip.text}) within its card`).toBeLessThanOrEqual(ally.w);
          expect(strip.text.length, "it says something").toBeGreaterThan(1);
          const { ctx, drawn } = recordingContext();
          paint(ctx, { items: [strip] });
          expect(drawn.map((d) => d.text).join(" "), "its words whole, never cut to '…'").not.toMatch(/…/);
          expect(`${strip.tip ?? strip.text}`, "its whole name on hover").toMatch(/Scepters|笏/);
        });
      }
    }
  }
});
