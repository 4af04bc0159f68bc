// Newcomer review 31, mythos_en 2 (220–222): the Discard chip sat on its own row at the left while no card was marked
// ("Discard (no card marked yet)", x≈97) and beside the shorter prompt at the right once one was ("Discard these 2",
// x≈727): the click meant for it landed on "keep 5–7". The chip keeps one place for the whole discard step.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width, ui) => layout({ ...valid(withCatalog(f)), log_lines: [], ui, lang }, { width });
const turn = recorded.discard.find((f) => f.view.step === "discard" && f.view.to_act === "p0"
  && f.legal.filter((a) => a.kind === "discard" && !a.target?.confirm).length >= 2);
// the chip: waiting (no id) while none is marked, then the marked cards' discards ("acts:[…]")
const chipOf = (s, lang) => s.items.find((i) => i.type === "chip"
  && (String(i.id).startsWith("acts:") || (i.id == null && i.text === catalogBase.ui[lang].discard_marked_0)));

describe("review 31, mythos_en 2: the Discard chip stays put as cards are marked", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [930, 1280]) {
      it(`${lang} ${width} px`, () => {
        expect(turn).toBeTruthy();
        const insts = turn.legal.filter((a) => a.kind === "discard" && !a.target?.confirm)
          .map((a) => a.target?.card ?? a.fields?.card);
        const at = [0, 1, 2].map((n) => chipOf(scene(turn, lang, width, { marked: { key: null, insts: insts.slice(0, n) } }), lang));
        for (const c of at) expect(c, "the discard chip").toBeTruthy();
        for (const c of at.slice(1)) expect([c.x, c.y], c.text).toEqual([at[0].x, at[0].y]);
      });
    }
  }
});
