// The Letter table, newcomer review 15, round U (desk 1280×800 en, phone zh-TW 390×844).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import start from "../fixtures/letter_start.json";
import won from "../fixtures/letter_won.json";

const all = (s, label) => s.items.filter((i) => i.label === label);
const IDS = Object.keys(start.catalog.cards);
const card = (id) => ({ id, insane: false, value: start.catalog.cards[id].value });
const THEIRS = ["elder_sign", "randolph_carter", "nyarlathotep", "investigators", "professor_armitage",
                "cats_of_ulthar", "silver_key", "great_race_of_yith", "golden_mead", "liber_ivonis"];

// Finding 3: a card's text opened on a wide table lay right against the opponent's gold title (0-2 px under it).
describe("finding 3: a card's text keeps clear of the opponent's title", () => {
  for (const width of [930, 1100, 1280]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}: every card's text at least 6 px off the title`, () => {
        for (const selected of [0, 1, ...IDS.map((id) => `zoom:${id}`)]) {
          const s = layout({ ...valid({ ...start, lang }), ui: { selected } }, { width });
          const zoom = all(s, "zoom")[0];
          if (!zoom) continue;
          for (const t of all(s, "opponent-title")) {
            const across = Math.min(zoom.x + zoom.w, t.x + t.w) - Math.max(zoom.x, t.x);
            const apart = Math.max(zoom.y - (t.y + (t.size ?? t.h)), t.y - (zoom.y + zoom.h));
            if (across > -6) expect(apart, `${selected}: ${t.text}`).toBeGreaterThanOrEqual(6);
          }
        }
      });
    }
  }
});

// Finding 1 (desk): the table jumped. A fitted window scales the table to its height: the Insanity line's second row
// (a longer sentence as N or the deck changes) and the end board (shorter, with no prompt band) changed that height.
describe("finding 1: the table keeps one height through the Insanity line's states and at the end", () => {
  const STATES = [[0, 10, 6], [1, 10, 6], [2, 6, 2], [3, 5, 0], [4, 3, 6], [2, 2, 6]];   // N, deck, clues
  for (const width of [930, 1280]) {
    for (const lang of ["en", "zh", "ja"]) {
      it(`${lang} at ${width}: one height whichever sentence the Insanity line says`, () => {
        const heights = STATES.map(([n, count, clues]) => layout(valid({ ...start, lang, view: {
          ...start.view, insanity: n, deck: { ...start.view.deck, count }, opponent: { ...start.view.opponent, clues } } }),
                                                                  { width }).height);
        expect(new Set(heights).size, heights.join(" ")).toBe(1);
      });
      it(`${lang} at ${width}: the end board is as tall as the last turn, its hand where it lay`, () => {
        for (const kinds of [1, 5, 10]) {
          const view = { ...won.view, opponent_discard: THEIRS.slice(0, kinds).map(card) };
          const lastTurn = layout(valid({ ...won, lang, legal: [], banner: null, view: { ...view, result: null } }), { width });
          const over = layout({ ...valid({ ...won, lang, view }), ui: { endingShown: true } }, { width });
          expect(over.height, `${kinds} kinds`).toBe(lastTurn.height);
          expect(all(over, "hand-label")[0].y, `${kinds} kinds`).toBe(all(lastTurn, "hand-label")[0].y);
        }
      });
    }
  }
});

// Finding 2 (zh phone): a card's text opened on a phone pushed the player's discard rows down, and at the end the
// footer's lines then lay over them. The text is an overlay in one place: nothing else moves, it covers no move.
describe("finding 2: a card's text on a phone moves nothing and covers no move", () => {
  const MINE = ["investigators", "cats_of_ulthar", "great_race_of_yith", "elder_sign", "deep_ones"];
  const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  // what the box is laid over (the band's words and chips say the selection; a chosen card stands raised)
  const place = (s) => new Map(s.items.filter((i) => i.label && !i.chosen && !/^zoom|^prompt|^band/.test(i.label))
    .map((i) => [`${i.label}:${i.text ?? ""}`, [i.x, i.y]]));
  for (const width of [348, 390]) {
    for (const lang of ["en", "zh", "ja"]) {
      for (const fixture of [start, won]) {
        it(`${lang} at ${width}, ${fixture.view.result ? "over" : "playing"}: each text opened, the rest where it lay`, () => {
          const base = valid({ ...fixture, lang, view: { ...fixture.view, player_discard: MINE.map(card) } });
          const plain = layout({ ...base, ui: { touch: true, endingShown: true } }, { width });
          const opened = [...(fixture.view.result ? [] : [0]), "zoom:cthulhu", "zoom:investigators", "zoom:insanity",
                          "zoom:out-of-play"];
          for (const selected of opened) {
            const s = layout({ ...base, ui: { selected, touch: true, endingShown: true } }, { width });
            const box = all(s, "zoom")[0];
            expect(box, String(selected)).toBeTruthy();
            const before = place(plain);
            for (const [key, at] of place(s)) if (before.has(key)) expect(at, `${selected}: ${key}`).toEqual(before.get(key));
            const label = all(s, "insanity").find((i) => i.type === "text");
            expect(overlaps(box, { ...label, w: 200, h: label.size }), String(selected)).toBe(false);
            for (const i of s.items.filter((x) => x.id && x.id !== "cmd:none" && x.z === undefined)) {
              expect(overlaps(box, i), `${selected}: ${i.label ?? i.text}`).toBe(false);
            }
          }
        });
      }
    }
  }
});

// Finding 5: a small Insanity card in the player's discard, its long name split with a hyphen onto a 4th line, had
// its insanity dot (bottom right) drawn over that line's words.
describe("finding 5: an Insanity card's dot lies clear of its name", () => {
  const drawn = async (item) => {
    const { LETTER_PAINTERS } = await import("./paint.js");
    const { textWidth } = await import("../scene/text.js");
    const texts = [];
    const size = (f) => Number(/(\d+(?:\.\d+)?)px/.exec(f ?? "")?.[1] ?? 12);
    const ctx = new Proxy({}, {
      get: (o, k) => (k in o ? o[k] : k === "measureText" ? (t) => ({ width: textWidth(String(t), size(o.font), true) })
        : k === "fillText" ? (text, x, y, max) => texts.push({ text: String(text), x, y, max, size: size(o.font) })
          : () => {}),
      set: (o, k, v) => { o[k] = v; return true; },
    });
    LETTER_PAINTERS.card(ctx, item);
    return texts;
  };
  const insane = IDS.filter((id) => start.catalog.cards[id].insane);
  for (const lang of ["en", "zh", "ja"]) {
    for (const w of [54, 58, 68]) {
      it(`${lang}: every Insanity card ${w} px wide, marked, with and without a count`, async () => {
        expect(insane.length).toBeGreaterThan(3);
        for (const id of insane) {
          for (const times of [undefined, 2]) {
            const item = { type: "card", x: 0, y: 0, w, h: Math.round(w * 1.4), small: true, marked: true, times,
                           face: { id, value: 1, insane: true, name: start.catalog.cards[id][lang] ?? start.catalog.cards[id].en } };
            const dot = { x: w - 11, y: item.h - 11, w: 10, h: 10 };
            for (const t of await drawn(item)) {
              if (t.text === `×${times}` || t.text === "1") continue;   // the count's and the value's own badges
              const tw = Math.min(t.max ?? Infinity, (await import("../scene/text.js")).textWidth(t.text, t.size, true));
              const box = { x: t.x - tw / 2, y: t.y - t.size / 2, w: tw, h: t.size };
              const apart = box.x + box.w <= dot.x || dot.x + dot.w <= box.x || box.y + box.h <= dot.y || dot.y + dot.h <= box.y;
              expect(apart, `${id} "${t.text}" ${times ?? ""}`).toBe(true);
            }
          }
        }
      });
    }
  }
});
