// Newcomer review 14 on the Mythos table (issue 23), round S: recorded frames with the seat's story
// (tests/test_mythos_round15s_frames.py), laid out as the page does, one page memory per game.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import recorded from "./round15s_frames.json";
import { recordedGame } from "./recorded_game.js";
import { textWidth } from "../scene/text.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });

const game = recordedGame;

// laid out as the page does: with its copy of the story (index.js inputOf)
const scene = (f, ui, lang, width) => layout({ ...valid(withCatalog(f)), log_lines: f.log_lines, ui, lang }, { width });
const handOf = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
const top = (items) => Math.min(...items.map((i) => i.y));
const ctxOf = (f, n) => `frame ${n} (${f.view.round}|${f.view.turn}|${f.view.phase}|${f.view.step} ${f.view.to_act})`;

/** Return the bot's plays since the reader's last action: the card names of its `play` lines. */
function botPlays(story) {
  const last = story.findLastIndex((l) => l.you && !l.big);
  return story.slice(last + 1).filter((l) => l.play).flatMap((l) => (l.cards ?? []).slice(0, 1).map((c) => c[0]));
}

const boxOf = (i) => (i.type === "text" ? { x: i.x, y: i.y, w: Math.max(i.w || 0, textWidth(String(i.text ?? ""), i.size ?? 12, i.bold)), h: i.size ?? i.h }
  : i);
const overlap = (a, b) => {
  if (!["text", "chip", "mcard", "mhole"].includes(b.type)) return false;
  const [p, q] = [boxOf(a), boxOf(b)];
  return p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
};

const CASES = [["ja", 390], ["en", 1280]];

describe("finding 1: the bot's turn is told on the table until the reader's next action", () => {
  for (const [lang, width] of CASES) {
    it(`${lang} ${width} px: at the reader's turn, the cards the bot played since are named above the hand`, () => {
      const ui = {};
      let told = 0;
      for (const [n, f] of game(lang).entries()) {
        const s = scene(f, ui, lang, width);
        if (f.view.to_act !== "p0" || f.view.phase !== "play") continue;
        const plays = botPlays(f.log_lines);
        const rows = s.items.filter((i) => i.type === "text" && i.label === "last-turn");
        const said = rows.map((i) => i.text).join(" ");
        for (const name of plays) {
          expect(said.replace(/\s+/g, ""), `${ctxOf(f, n)}: the bot's ${name} told`).toContain(name.replace(/\s+/g, ""));
          told += 1;
        }
        const hand = handOf(s);
        if (rows.length && hand.length) {
          expect(Math.max(...rows.map((i) => i.y + i.h)), `${ctxOf(f, n)}: above the hand`).toBeLessThanOrEqual(top(hand));
          for (const r of rows) {
            expect(r.x + textWidth(r.text, r.size), `${ctxOf(f, n)}: within the table`).toBeLessThanOrEqual(width);
            const on = s.items.find((i) => i !== r && i.label !== "last-turn" && overlap(r, i));
            expect(on && `${on.type} ${on.label} ${on.text ?? ""}`, `${ctxOf(f, n)}: '${r.text}' lies on nothing`).toBeFalsy();
          }
        }
      }
      expect(told, "plays of the bot told").toBeGreaterThan(5);
    });
  }
});

describe("finding 2: no empty band over a phone's hand at the bot's turn; the hand keeps its place", () => {
  it("ja 390 px: the hand's top is one place over card play, and the room over it holds the bot's lines", () => {
    const ui = {};
    const tops = new Set();
    for (const [n, f] of game("ja").entries()) {
      if (f.view.phase !== "play") continue;
      const s = scene(f, ui, "ja", 390);
      const hand = handOf(s);
      tops.add(top(hand));
      const above = s.items.filter((i) => (i.type === "text" || i.type === "chip") && i.y < top(hand) && i.y > 40);
      const foot = Math.max(...above.map((i) => i.y + (i.h || i.size || 0)));
      // what lies over the hand reaches down to it: an empty band is at most two rows of print (the kept rows of a
      // frame whose story says little)
      if (f.view.to_act === "p1") expect(top(hand) - foot, `${ctxOf(f, n)}: the gap over the hand`).toBeLessThanOrEqual(40);
    }
    expect([...tops], "the hand's tops").toHaveLength(1);
  });
});

/**
 * Return the round's discard of the recorded game `lang` as the reader meets it holding three cards over the limit:
 * the reader discards the first card of its hand frame after frame, the Keep chip coming once the hand is within it.
 */
function discardSteps(lang) {
  const frames = game(lang);
  const at = frames.findIndex((f) => f.view.step === "discard" && f.view.to_act === "p0");
  const f = frames[at];
  const me = f.view.players.find((p) => p.seat === "p0");
  const held = new Set(me.hand.map((c) => c.inst));
  const extra = frames.slice(0, at).flatMap((g) => g.view.players[0].hand ?? []).filter((c) => !held.has(c.inst) && held.add(c.inst));
  const max = me.hand_limits[1];
  let hand = [...me.hand, ...extra].slice(0, max + 3);
  const keep = f.legal.find((a) => a.kind === "keep");
  const steps = [];
  while (hand.length >= max - 1) {
    const discard = hand.map((c) => ({ ...f.legal[0], cards: [c.inst], fields: { card: c.inst }, id: `discard card=${c.inst}`,
                                       target: { card: c.inst } }));
    const players = f.view.players.map((p) => (p.seat === "p0" ? { ...p, hand, hand_count: hand.length } : p));
    steps.push({ ...f, view: { ...f.view, players }, legal: [...discard, ...(hand.length <= max ? [keep] : [])] });
    hand = hand.slice(1);
  }
  return { steps, before: frames.slice(0, at) };
}

describe("finding 3: the chips of a discard step keep their room from its first frame; nothing under the finger moves", () => {
  for (const [lang, width] of CASES) {
    it(`${lang} ${width} px: three cards over the limit, then the Keep chip: the cards and the chips hold still`, () => {
      const ui = {};
      const { steps, before } = discardSteps(lang);
      for (const f of before) scene(f, ui, lang, width);
      const places = new Map();
      let chipsY = null;
      for (const [n, f] of steps.entries()) {
        const s = scene(f, ui, lang, width);
        for (const c of handOf(s)) {
          const was = places.get(c.label);
          if (was) expect([c.x, c.y], `step ${n}: ${c.label} under the finger`).toEqual(was);
          places.set(c.label, [c.x, c.y]);
        }
        const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
        const prompt = s.items.find((i) => i.label === "prompt");
        if (chipsY == null) chipsY = prompt.y;
        expect(prompt.y, `step ${n}: the prompt's place`).toBe(chipsY);
        for (const c of chips) expect(c.y + c.h, `step ${n}: the chip '${c.text}' over the hand`).toBeLessThanOrEqual(top(handOf(s)));
      }
    });
  }
});

describe("finding 5: a combat resolved since the reader's last action shows its 'Last combat' band until the next one", () => {
  for (const [lang, width] of CASES) {
    it(`${lang} ${width} px: the band with the fights' cards at the reader's first look after each combat`, () => {
      const ui = {};
      const title = catalogBase.ui[lang].last_combat;
      let ended = false;
      let seen = 0;
      const tops = [];
      for (const [n, f] of game(lang).entries()) {
        const s = scene(f, ui, lang, width);
        if (f.view.phase === "combat") ended = true;
        else if (ended && f.view.fights.length) {
          const band = s.items.find((i) => i.type === "mband");
          expect(band, `${ctxOf(f, n)}: the last combat's band`).toBeTruthy();
          expect(s.items.some((i) => i.label === "combat-title" && i.text === title), `${ctxOf(f, n)}: '${title}'`).toBe(true);
          const cards = s.items.filter((i) => i.type === "mcard" && i.y >= band.y && i.y + i.h <= band.y + band.h);
          expect(cards.length, `${ctxOf(f, n)}: the fights' cards in the band`).toBeGreaterThan(0);
          if (width >= 600) expect(top(handOf(s)), `${ctxOf(f, n)}: the hand in its place`).toBe(tops.at(-1)?.[1]);
          if (f.view.to_act === "p0" && f.legal.length) {   // the reader's look: its next action ends the recap
            ended = false;
            seen += 1;
          }
        } else if (f.view.phase === "play") tops.push([n, top(handOf(s))]);   // the hand's place in card play
      }
      expect(seen, "combats resolved between two looks").toBeGreaterThan(0);
    });
  }
});

import { wrapLines } from "../scene/text.js";

describe("finding 4: every chip reads whole at 390 px, never cut with '…'", () => {
  for (const [lang, width] of CASES) {
    it(`${lang} ${width} px: each card's zoom and the prompt's chips give every label the lines it needs`, () => {
      let long = 0;
      for (const [n, f] of game(lang).entries()) {
        if (f.view.to_act !== "p0" || !f.legal.length) continue;
        const named = [...new Set(f.legal.flatMap((a) => a.cards ?? []))];
        for (const inst of [null, ...named]) {
          const s = scene(f, { selected: inst, touch: true }, lang, width);
          const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
          for (const c of chips) {
            const need = wrapLines(c.text, c.w - Math.round(c.size * 1.6), c.size, true).length;
            if (need > 3) long += 1;
            if ((c.rows ?? 1) > 1 || need > 2) expect(c.rows ?? 1, `${ctxOf(f, n)} card ${inst}: '${c.text}' whole`).toBeGreaterThanOrEqual(need);
            const on = chips.find((d) => d !== c && overlap(c, d));
            expect(on?.text, `${ctxOf(f, n)} card ${inst}: '${c.text}' lies on no other chip`).toBeUndefined();
          }
        }
      }
      // a label of four lines or more now says what it does on its chip, its details above it (review 35, mythos_ja 2)
      expect(long, "chips of four lines or more").toBe(0);
    });
  }
});

describe("finding 5, its limit: a last combat's band too tall for a 1280×800 window gives way to its lines", () => {
  it("en 1280 px: with every defender flipped (a line of why each) the hand keeps its place", () => {
    const ui = {};
    let ended = false;
    let checked = 0;
    const tops = [];
    for (const [n, f] of game("en").entries()) {
      if (f.view.phase === "combat") ended = true;
      else if (ended && f.view.fights.length) {
        // three flipped defenders in each fight: three more lines of why under the band (test_browser_mythos, 842 px)
        const flip = (d) => ({ ...d, flipped: true });
        const fights = f.view.fights.map((g) => ({ ...g, defenders: [...(g.defenders ?? []), ...(g.defenders ?? []),
                                                                        ...(g.defenders ?? [])].map(flip) }));
        if (!fights.some((g) => g.defenders.length)) continue;
        const s = scene({ ...f, view: { ...f.view, fights } }, ui, "en", 1280);
        // (the lines' form may sit the hand a rounding lower: within 2 px; the band pushed it 216 px down, off a window)
        expect(Math.abs(top(handOf(s)) - tops.at(-1)?.[1]), `${ctxOf(f, n)}: the hand in its place`).toBeLessThanOrEqual(2);
        checked += 1;
        if (f.view.to_act === "p0" && f.legal.length) ended = false;
      } else if (f.view.phase === "play") tops.push([n, top(handOf(scene(f, ui, "en", 1280)))]);
    }
    expect(checked, "frames after a combat with defenders").toBeGreaterThan(0);
  });
});
