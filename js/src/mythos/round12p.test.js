// Issue 23, newcomer review 12 on the Mythos table (en 1280×800 desk), round P: the table's drawing.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { cardPlayChoices } from "./late_play_support.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round12p_frames.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handBoxes = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard")
  .sort((a, b) => a.y - b.y || a.x - b.x);
const at = (s) => Object.fromEntries(handBoxes(s).map((b) => [b.label, [b.x, b.y]]));
const own = (f) => f.legal.length > 0 && f.view.to_act === "p0";
const turnOf = (f) => [f.view.round, f.view.turn, f.view.phase].join("|");

describe("finding 1: the hand keeps its places within the seat's own turn and closes up when the turn ends", () => {
  for (const [lang, width] of [["en", 1280], ["ja", 390]]) {
    for (const game of ["car", "discard"]) {
      it(`${lang} ${width} px, recorded ${game} frames: a hole within the own turn, none after it`, () => {
        const ui = {};
        let was = null;
        let holes = 0;
        let closed = 0;
        for (const [n, f] of recorded[game].entries()) {
          const s = scene(f, { ui, lang }, width);
          const now = at(s);
          // the same frame laid out with no kept places: the hand closed up, in order, from its first place
          const packedUi = { ...ui };
          delete packedUi.handSlots;
          const packed = at(scene(f, { ui: packedUi, lang }, width));
          const ctx = `${game} frame ${n} (${turnOf(f)} ${f.view.step} ${f.view.to_act})`;
          // (since round HH, newcomer review 38, mythos_en 4 / mythos_ja 8: the places are kept within the own turn
          // only; the play made, the hand closes up, in order: round42hh4_close_up.test.js)
          const same = was && own(was.f) && own(f) && turnOf(was.f) === turnOf(f);
          if (same) {   // within the own turn: every card left stands where it stood
            for (const [label, xy] of Object.entries(now)) {
              if (was.at[label]) expect(xy, `${ctx}: ${label} moved within the turn`).toEqual(was.at[label]);
            }
            if (JSON.stringify(now) !== JSON.stringify(packed)) holes += 1;
          } else {   // a new turn, the bot's, combat, the discards done: closed up
            expect(now, `${ctx}: the hand is closed up`).toEqual(packed);
            if (was && Object.keys(was.at).length > Object.keys(now).length - 1) closed += 1;
          }
          was = { f, at: now, holes: s.items.some((i) => i.type === "mhole") };
        }
        expect(holes, `${game}: the own turn shows the played or discarded card's place empty`).toBeGreaterThan(0);
        expect(closed).toBeGreaterThan(0);
      });
    }
  }
});

import startF from "../fixtures/mythos_start.json";

// review 16 (finding 1) changed the promise: 'Outside' is a location's icon, so the walk, the transit and no location
// yet never say it ("At: Outside" read as the phobia being about the journey)
describe("finding 3: walking names the state as no location does — one phrase, never the icon's word Outside", () => {
  for (const [lang, outside] of [["en", "Outside"], ["ja", "屋外"], ["zh", "Outside"]]) {
    it(`${lang}: 'At: … walking' and 'At: no location yet' never say ${outside}`, () => {
      const seat = (view, patch) => ({ ...view, players: view.players.map((p) => (p.seat === "p0" ? { ...p, ...patch } : p)) });
      const where = (view) => scene(startF, { view, lang, ui: {} }, 930).items
        .filter((i) => i.label === "where-p0").map((i) => i.text).join(" ");
      const none = where(seat(startF.view, { top_state: "none", story: [], location: null }));
      expect(none).not.toContain(outside);
      const story = [{ id: "lonely_akeley_farmhouse", inst: 900 }];
      for (const state of ["walking", "transit"]) {
        const text = where(seat(startF.view, { top_state: state, story, location: null }));
        expect(text, `${lang} ${state}`).not.toContain(outside);
      }
      // an arrived location says its own icons, no extra Outside
      const at = where(seat(startF.view, { top_state: "upright", story,
                                           location: { inst: 900, attributes: ["Country"], icons: ["Forest"], gate: false } }));
      expect(at).not.toContain(outside);
    });
  }
});

import foughtF from "../fixtures/mythos_fought.json";

const WINDOW_ROOM = 800 - 123 - 8;   // a 1280×800 window's canvas (930 px wide beside the story) starts 123 px down
const ALLIES = ["harry_houdini", "laban_shrewsbury", "samuel_winsor", "luther_harden", "granny_orne", "frank_belknap_long",
                "howard_lovecraft"];
const goal = (id, inst) => ({ have: [1, 0, 1, 0, 0, 0, 0], id, inst, notes: [null, null, null, null, null, null, null], ready: false });

/** Return a late card play (round11o.test.js latePlay, desk 236 of review 11): the bot with seven allies, two phobias,
 * an event and an adventure in play, the seat's three adventures, a two-line prompt and a two-line Arrive chip, the
 * last combat's paragraph (seven defenders, each absorbing 1). */
function latePlay() {
  const view = structuredClone(foughtF.view);
  Object.assign(view, { round: 8, phase: "play", step: "play", to_act: "p0" });
  const [me, bot] = [view.players.find((p) => p.seat === "p0"), view.players.find((p) => p.seat === "p1")];
  bot.allies = ALLIES.map((id, k) => ({ command: 0, flipped: false, id, inst: 500 + k, item: null, spell: null, total: 2,
                                         weapon: k ? null : { id: "enchanted_knife", inst: 590 } }));
  Object.assign(bot, { phobias: [{ id: "agoraphobia", inst: 591 }, { id: "portaphobia", inst: 592 }],
                       events: [{ id: "petrify", inst: 593 }], adventures: [{ id: "alone_in_the_world", inst: 594 }],
                       discard: [{ id: "ambush", inst: 595 }] });
  me.allies.push({ command: 0, flipped: false, id: "gomes", inst: 596, item: null, spell: null, total: 2,
                   weapon: { id: "enchanted_knife", inst: 597 } });
  view.fights[0].absorbed = ALLIES.map((card, k) => ({ card, inst: 500 + k, points: 1 }));
  view.fights[1].defenders.push({ card: "gomes", inst: 596, flipped: true });
  Object.assign(me, { passed: false, goals: [goal("alone_in_the_world", 48), goal("the_price", 49), goal("questionable_judgement", 50)] });
  view.fights[0].defenders = ALLIES.map((card, k) => ({ card, inst: 500 + k }));
  const { pass, arrive, prompt } = cardPlayChoices();
  return { f: { ...foughtF, view, legal: [pass, arrive] }, prompt };
}

describe("finding 2: on a tall desk table the bot's panel keeps its cards in card play; hand and chips in the window", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 930 px: a late card play with a two-line Arrive chip`, () => {
      const { f, prompt } = latePlay();
      const s = scene(f, { lang, ui: {}, prompt }, 930);
      const panel = s.items.find((i) => i.type === "mpanel" && i.label === "panel-p1");
      const inside = s.items.filter((i) => i.type === "mcard" && i.y >= panel.y && i.y + i.h <= panel.y + panel.h);
      const shown = new Set(inside.map((i) => i.face?.inst));
      for (let k = 0; k < ALLIES.length; k += 1) expect(shown.has(500 + k), `${lang}: the bot's ally ${ALLIES[k]}`).toBe(true);
      for (const inst of [591, 592, 593, 594]) expect(shown.has(inst), `${lang}: the bot's card ${inst}`).toBe(true);
      const hand = s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");
      expect(Math.max(...hand.map((b) => b.y + b.h)), `${lang}: the hand's foot`).toBeLessThanOrEqual(WINDOW_ROOM);
      for (const id of ["act:pass", "act:arrive"]) {
        const chip = s.items.find((i) => i.type === "chip" && i.id === id);
        expect(chip.y + chip.h, `${lang}: ${id}`).toBeLessThanOrEqual(WINDOW_ROOM);
      }
    });
  }
});

import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";

describe("finding 4: text fits its box before any cut — the Sanity bar's text inside its bar (390 and 1280 px)", () => {
  for (const [lang, width] of [["ja", 390], ["en", 1280], ["en", 390], ["ja", 1280]]) {
    it(`${lang} ${width} px: '正気度 10/20' / 'Sanity 12/20' drawn inside its bar, on its side of the start tick`, () => {
      const s = scene(startF, { lang, ui: {} }, width);
      const bars = s.items.filter((i) => i.type === "msanity");
      expect(bars.length).toBe(2);
      // as laid out, and as on a page whose face runs wider than the layout's estimate (the bar's room 15 % short)
      const short = (b) => ({ ...b, w: Math.round(b.textW * 0.85) + 6, tick: null, textX: b.x + 6 });
      for (const bar of [...bars, ...bars.map(short)]) {
        const { ctx, drawn } = recordingContext();
        paint(ctx, { items: [bar] });
        const text = drawn.find((d) => d.text === bar.text);
        expect(text, `${bar.label}: its text drawn`).toBeTruthy();
        const end = bar.tick != null && bar.tick > text.x ? bar.tick : bar.x + bar.w;
        expect(text.x + text.w, `${lang} ${width} ${bar.label} (${bar.w} px): '${bar.text}' ends in its bar`).toBeLessThanOrEqual(end - 2);
        expect(text.size).toBeGreaterThanOrEqual(10);
      }
    });
  }
});

import commitF from "../fixtures/mythos_commit.json";

describe("finding 4: the status line is condensed to its line before any cut, never 「ボット 2を…」", () => {
  const steps = ["commit", "use", "steal", "car", "discard", "play"];
  for (const [lang, width] of [["ja", 390], ["en", 390], ["ja", 1280], ["en", 1280]]) {
    it(`${lang} ${width} px: waiting for the bot in each step, the status says it whole, inside the table`, () => {
      for (const step of steps) {
        const phase = step === "discard" ? "discard" : ["commit", "use", "steal"].includes(step) ? "combat" : "play";
        const view = { ...commitF.view, step, phase, to_act: "p1", passes_to_end: 2, passes: 1 };
        const s = scene(commitF, { view, legal: [], lang, ui: {} }, width);
        const status = s.items.find((i) => i.label === "status");
        expect(status.text, `${lang} ${width} ${step}`).not.toMatch(/…/);
        const { ctx, drawn } = recordingContext();
        paint(ctx, { items: [status] });
        const line = drawn.find((d) => d.text === status.text);
        expect(line.x + line.w, `${lang} ${width} ${step}: '${status.text}' inside`).toBeLessThanOrEqual(s.width ?? width);
      }
    });
  }
});

import { wrapLines } from "../scene/text.js";

describe("finding 4: the Arrive chip says its arrival whole, with room for a wider face ('…続いて神話デッキの…' was cut)", () => {
  for (const [lang, width] of [["ja", 390], ["en", 390], ["ja", 1280], ["en", 1280]]) {
    it(`${lang} ${width} px: Waterbury State Hospital's Arrive chip`, () => {
      const label = recorded.arrive[lang];
      const legal = [...startF.legal, { fields: {}, id: "arrive", kind: "arrive", target: { chip: true }, text: label, label }];
      const s = scene(startF, { legal, lang, ui: {} }, width);
      const chip = s.items.find((i) => i.type === "chip" && i.id === "act:arrive");
      const { ctx, drawn } = recordingContext();
      paint(ctx, { items: [chip] });
      expect(drawn.map((d) => d.text).join(""), `${lang} ${width}: drawn whole`).not.toMatch(/…/);
      // a page's face up to 12 % wider than the estimate still fits the chip's three rows, so the painter never cuts
      const pad = Math.round(chip.size * 1.6);
      expect(wrapLines(chip.text, (chip.w - pad) / 1.12, chip.size, true).length, `${lang} ${width}: '${chip.text}'`)
        .toBeLessThanOrEqual(3);
    });
  }
});

import { MYTHOS_PAINTERS } from "./paint.js";

describe("finding 4: a long katakana name keeps a margin inside its card, never squeezed to its edges (「トゥールスチャ」)", () => {
  for (const name of ["トゥールスチャ", "ニョグタ", "ハスターの落とし子", "Tulzscha"]) {
    it(`${name} on 37×52 (a folded panel at its least), 45×63, 48×67, 56×78 and 64×90 cards`, () => {
      for (const [w, h] of [[37, 52], [45, 63], [48, 67], [56, 78], [64, 90]]) {
        const { ctx, drawn } = recordingContext();
        const face = { id: "tulzscha", name, type: "monster", value: 4, sanity: -2, icons: [] };
        MYTHOS_PAINTERS.mcard(ctx, { type: "mcard", x: 10, y: 10, w, h, face });
        const lines = drawn.filter((d) => !/^[+-]?\d+$/.test(d.text) && name.includes(d.text.replace(/…$/, "")));
        expect(lines.length, `${name} at ${w}: drawn`).toBeGreaterThan(0);
        expect(lines.map((d) => d.text).join(""), `${name} at ${w}: whole`).toBe(name.replace(/\s+/g, ""));
        for (const d of lines) {
          expect(d.x, `${name} at ${w}: its left margin`).toBeGreaterThanOrEqual(10 + 4);
          expect(d.x + d.w, `${name} at ${w}: its right margin`).toBeLessThanOrEqual(10 + w - 4);
        }
      }
    });
  }
});
