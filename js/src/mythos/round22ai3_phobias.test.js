// Newcomer review 21 on the Mythos table (round AI, fixer 3), mythos_en finding 5: two phobia reminders printed on
// top of each other (076_g36, 078_r4). Each reminder is painted where the layout put it, at the size the painter
// draws (never under MIN_TEXT), and none may cross another text or leave the panel.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { overlaps, recordingContext } from "../text_record.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: [], ui: {}, lang }, { width });
const PHOBIAS = ["agoraphobia", "portaphobia", "efficiophobia"];

/** Return a play-phase frame of the recorded game `lang` with the reader holding the first `n` phobias. */
function frameWith(lang, n) {
  const f = structuredClone(recorded[lang].find((x) => x.view.phase === "play" && x.view.to_act === "p0"));
  f.view.players[0].phobias = PHOBIAS.slice(0, n).map((id, i) => ({ inst: 9100 + i, id }));
  return f;
}

/** Return every text of the scene as painted: { text, label, x, y, w, h }. */
function painted(s) {
  const out = [];
  for (const item of s.items.filter((i) => i.type === "text")) {
    const { ctx, drawn } = recordingContext();
    paint(ctx, { items: [item] });
    out.push(...drawn.map((d) => ({ ...d, label: item.label ?? "" })));
  }
  return out;
}

describe("mythos_en finding 5: the phobia reminders never print on top of each other or of other text", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 1024, 930, 390]) {
      for (const n of [2, 3]) {
        it(`${lang} ${width} px, ${n} phobias: each reminder's lines stand clear, inside the panel`, () => {
          const s = scene(frameWith(lang, n), lang, width);
          const texts = painted(s);
          const notes = texts.filter((d) => d.label === "phobia-note-p0");
          const panel = s.items.find((i) => i.label === "panel-p0");
          for (const a of notes) {
            expect(a.x + a.w, `'${a.text}' runs past the panel`).toBeLessThanOrEqual(panel.x + panel.w);
            for (const b of texts) {
              if (a === b) continue;
              expect(overlaps(a, b, 0.5), `'${a.text}' over '${b.text}' (${b.label})`).toBe(false);
            }
          }
        });
      }
    }
  }
});
