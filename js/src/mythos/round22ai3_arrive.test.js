// Newcomer review 21 on the Mythos desk (round AI, fixer 3), mythos_en finding 5: "A long 'Arrive…' button pushes the
// hand off the bottom of the window (055_g17)". The longest chip of en and ja (Arrive with its Sanity and the deck's top
// card) at a turn whose adventure list the reader opened, with two and three adventures: the chip wraps inside its
// row beside Pass, whole, and the hand stays fully inside a 1280×800 window.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MIN_TEXT } from "../scene/text.js";
import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
// a 1280×800 window's table: the canvas starts 123 px down the page, less a margin (layout.js WIDE_ROOM)
const WINDOW_FOOT = 800 - 123 - 8;
const NONE = [[], [], [], [], [], [], []];
const WHISPERS = { cards: NONE, elsewhere: NONE, have: [0, 0, 0, 0, 0, 0, 0], id: "whispers_in_darkness", inst: 77,
                   notes: NONE.map(() => null), ready: false, wanted: [] };

/** Return the recorded turn whose Arrive chip is the longest (its walk's Sanity and the deck's top card told). */
function arriveTurn(lang, third) {
  const label = (x) => x.legal.find((a) => a.kind === "arrive")?.label ?? "";
  const f = structuredClone(recorded[lang].reduce((a, b) => (label(b).length > label(a).length ? b : a)));
  const me = f.view.players[0];
  if (third) {
    me.goals.push(WHISPERS);
    me.hand.push({ id: "whispers_in_darkness", inst: 77 });
  }
  return f;
}

const chipsOf = (s) => s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("mythos_en finding 5: a long Arrive chip keeps the hand inside a 1280×800 window", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [930, 1000, 1100, 1280]) {
      for (const third of [false, true]) {
        it(`${lang} ${width} px, ${third ? 3 : 2} adventures, the list opened: the hand whole in the window`, () => {
          const f = arriveTurn(lang, third);
          const s = layout({ ...valid(withCatalog(f)), log_lines: [], ui: { goalsOpen: "goals-p0" }, lang }, { width });
          const hand = s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
          expect(hand.length).toBe(f.view.players[0].hand.length);
          expect(Math.max(...hand.map((i) => i.y + i.h)), "the hand's foot").toBeLessThanOrEqual(WINDOW_FOOT);
          const chips = chipsOf(s);
          const arrive = chips.find((c) => c.id === `act:${f.legal.find((a) => a.kind === "arrive").id}`);
          expect(arrive, "the Arrive chip").toBeTruthy();
          // whole: its label painted in full, never cut, at a readable size, inside the chip and the table
          const { ctx, drawn } = recordingContext();
          paint(ctx, { items: [arrive] });
          const bare = (x) => x.replace(/\s+/g, "");
          expect(bare(drawn.map((d) => d.text).join(""))).toBe(bare(arrive.text));
          for (const d of drawn) {
            expect(d.size).toBeGreaterThanOrEqual(MIN_TEXT);
            expect(d.x >= arrive.x && d.x + d.w <= arrive.x + arrive.w && d.y >= arrive.y && d.y + d.h <= arrive.y + arrive.h,
                   `'${d.text}' inside its chip`).toBe(true);
          }
          expect(arrive.x + arrive.w).toBeLessThanOrEqual(s.width);
          for (const a of chips) for (const b of chips) if (a !== b) expect(meets(a, b), `${a.text} meets ${b.text}`).toBe(false);
          for (const c of chips) expect(meets(c, hand[0]) || hand.some((h) => meets(c, h)), `${c.text} over the hand`).toBe(false);
        });
      }
    }
  }
});
