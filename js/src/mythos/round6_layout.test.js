// Issue 23 round 6, the newcomer's Mythos table findings (layout): the hand closes up after a discard, the combat
// band's "absorbs n" labels stand apart, the combat fits a 1280×800 window, the glossary lines' hover frame reads as
// something to read, and a phone shows the prompt, its chips and the hand together.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import foughtF from "../fixtures/mythos_fought.json";
import commitF from "../fixtures/mythos_commit.json";
import defendsF from "../fixtures/mythos_defends.json";
import useF from "../fixtures/mythos_use.json";
import { textWidth } from "../scene/text.js";
import { feedbackItems } from "../scene/feedback.js";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 1280) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);

describe("finding 1: the hand closes up (no holes) once the discards are done", () => {
  // round E held the places within the step; round F (finding 1: newcomers read the holes as broken) closed the hand
  // up after each discard; review 10 (finding 2: a card moved under the finger) holds them until the turn ends
  it("discarding cards one by one keeps the rest in place, then left-packs them, at 390 and 1000 px", () => {
    const f = startF;
    const me = f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
    const view = { ...f.view, step: "discard", to_act: me.seat };
    const act = (hand) => hand.map((c) => ({ id: `discard ${c.inst}`, kind: "discard", fields: { card: c.inst },
                                             cards: [c.inst], target: { card: c.inst } }));
    for (const width of [390, 1000]) {
      const ui = {};   // the page's UI state, kept from one layout to the next as the page does
      const first = scene(f, { view, legal: act(me.hand), ui }, width);
      const slots = me.hand.map((c) => [byLabel(first, `hand-${c.inst}`).x, byLabel(first, `hand-${c.inst}`).y]);
      let hand = me.hand;
      let players = view.players;
      for (const gone of [me.hand[1].inst, me.hand[4].inst, me.hand[0].inst]) {
        hand = hand.filter((c) => c.inst !== gone);
        players = view.players.map((p) => (p === me ? { ...p, hand, hand_count: hand.length } : p));
        const s = scene(f, { view: { ...view, players }, legal: act(hand), ui }, width);
        hand.forEach((c) => {
          const card = byLabel(s, `hand-${c.inst}`);
          expect([card.x, card.y], `${width}px, card ${c.inst} after a discard`).toEqual(slots[me.hand.indexOf(c)]);
        });
      }
      const next = { ...view, players, step: "play", round: (view.round ?? 1) + 1 };
      const s = scene(f, { view: next, legal: [], ui }, width);
      const top = Math.min(...hand.map((c) => byLabel(s, `hand-${c.inst}`).y));
      const shift = top - slots[0][1];
      hand.forEach((c, i) => {
        const card = byLabel(s, `hand-${c.inst}`);
        expect([card.x, card.y - shift], `${width}px, card ${i} once the step ended`).toEqual(slots[i]);
      });
    }
  });
});


describe("finding 4: a glossary line's hover frame is the calm frame of something to read, not a move's gold", () => {
  it("hovering the numbers line (Edu …) or the place line (At: …) gives a calm frame, in en and ja, 390 and 1280 px", () => {
    for (const lang of ["en", "ja"]) {
      for (const width of [390, 1280]) {
        const s = scene(startF, { lang }, width);
        const lines = s.items.filter((i) => i.type === "text" && /^(stats|where)-/.test(i.label ?? "") && i.id);
        expect(lines.length, `${lang}@${width}`).toBeGreaterThan(1);
        for (const line of lines) {
          const glow = feedbackItems(s, { hover: line.id }).filter((o) => o.type === "hover");
          expect(glow.length, line.text).toBeGreaterThan(0);
          for (const g of glow) expect(g.calm, `${lang}@${width}: ${line.text}`).toBe(true);
          expect(line.tip, line.text).toBeTruthy();   // the frame says: here is something to read (its tooltip)
        }
      }
    }
  });
});

describe("finding 2: two allies' 'absorbs n' labels each stand under their own card, apart", () => {
  it("a fight two allies absorbed: the labels start under their cards and never touch, en/ja, 390/930/1280 px", () => {
    const fight0 = foughtF.view.fights[0];
    const twice = { ...fight0, absorbed: [...fight0.absorbed, { card: "granny_orne", inst: 991, points: 1 }] };
    const view = { ...foughtF.view, fights: [twice, ...foughtF.view.fights.slice(1)] };
    for (const lang of ["en", "ja"]) {
      for (const width of [390, 930, 1280]) {
        const s = scene(foughtF, { view, lang }, width);
        const word = (n) => (lang === "en" ? `absorbs ${n}` : `${n}点吸収`);
        const labels = [2, 1].map((n) => s.items.find((i) => i.type === "text" && i.text === word(n)));
        const cards = [72, 991].map((inst) => s.items.find((i) => i.type === "mcard" && i.face?.inst === inst));
        labels.forEach((l, k) => {
          expect(l, `${lang}@${width}`).toBeTruthy();
          expect(l.x, `${lang}@${width}: under its card`).toBeGreaterThanOrEqual(cards[k].x);
          expect(l.x, `${lang}@${width}: under its card`).toBeLessThan(cards[k].x + cards[k].w);
          expect(l.y).toBeGreaterThanOrEqual(cards[k].y + cards[k].h);
        });
        if (labels[0].y !== labels[1].y) continue;   // the second ally wrapped to the next row: nothing to touch
        const end = labels[0].x + textWidth(labels[0].text, labels[0].size) * 1.06;
        expect(labels[1].x - end, `${lang}@${width}: space between the labels`).toBeGreaterThanOrEqual(6);
      }
    }
  });
});

// At 1280×800 the canvas starts 123 px down the page (title, toolbar) and is 930 px wide beside the story: a table's
// first 800 px of the window are its first 669 (8 px of margin), at 1:1 (its text is never scaled under 11 px).
const WINDOW_ROOM = 800 - 123 - 8;

/** Return the bottom of what a player needs to act: the prompt, the chips of moves, the hand's cards. */
function actBottom(s) {
  // a phone's combat band has a second Done beside the fight (review 27, mythos_ja 4); the prompt's stays up here
  const second = (i) => i.label === "combat-chip" && s.width < 600;
  const acts = s.items.filter((i) => i.label === "prompt" || (i.type === "chip" && String(i.id).startsWith("act:") && !second(i))
    || (i.type === "mcard" && String(i.label).startsWith("hand-")));
  return { n: acts.length, bottom: Math.max(...acts.map((i) => i.y + i.h)), prompt: acts.some((i) => i.label === "prompt") };
}

describe("finding 3: in combat the header, the prompt, its chips and the hand stay in a 1280×800 window", () => {
  const fights = [["commit", commitF], ["defends (3 seats)", defendsF], ["use", useF], ["fought (discard)", foughtF]];
  for (const [name, f] of fights) {
    it(`${name}: everything to act with within the first ${WINDOW_ROOM} px, the round header on top, text ≥ 11 px`, () => {
      for (const lang of ["en", "ja"]) {
        for (const width of [930, 960]) {
          const s = scene(f, { lang }, width);
          const { n, bottom, prompt } = actBottom(s);
          expect(prompt, `${name} ${lang}@${width}: a prompt`).toBe(true);
          expect(n).toBeGreaterThan(2);
          expect(bottom, `${name} ${lang}@${width}`).toBeLessThanOrEqual(WINDOW_ROOM);
          expect(byLabel(s, "status").y, "the round header stays on top").toBeLessThan(20);
          // review 7 (layout finding 2): the others keep their place on top, folded to a line or two, the fight under them
          // (a two-seat desk's bot brief, its cards in one small row since review 24, mythos_en 3: under 110 px)
          const others = s.items.filter((i) => i.type === "mpanel" && i.label !== `panel-${f.seat ?? "p0"}`);
          const most = others.length === 1 ? 110 : 60;
          for (const p of others) expect(p.h, `${name} ${lang}@${width}: ${p.label} folded`).toBeLessThan(most);
          expect(byLabel(s, "combat").y, "the fight under the others").toBeLessThan(most * others.length + 60);
          const sizes = s.items.filter((i) => i.type === "text").map((i) => i.size);
          expect(Math.min(...sizes), `${name} ${lang}@${width}`).toBeGreaterThanOrEqual(11);
        }
      }
    });
  }
});

// A phone (390×844): the canvas starts ~197 px down the page (the title on two lines, the toolbar) and is 348 px wide.
const PHONE_ROOM = 844 - 197;

describe("finding 5: a phone shows the header, the prompt, its chips and the hand together, in its first screen", () => {
  const tables = [["start (card play)", startF], ["commit (combat)", commitF], ["use (combat)", useF],
                  ["fought (discard)", foughtF]];
  for (const [name, f] of tables) {
    it(`${name}: prompt, chips and hand within the first ${PHONE_ROOM} px, right under the header`, () => {
      for (const lang of ["en", "ja"]) {
        for (const width of [348, 390]) {
          const s = scene(f, { lang }, width);
          const { bottom, prompt } = actBottom(s);
          expect(prompt, `${name} ${lang}@${width}: a prompt`).toBe(true);
          expect(bottom, `${name} ${lang}@${width}`).toBeLessThanOrEqual(PHONE_ROOM);
          const first = s.items.find((i) => i.type === "mpanel");
          expect(first.y, `${name} ${lang}@${width}: no panel between the prompt and the hand`)
            .toBeGreaterThanOrEqual(bottom);
        }
      }
    });
  }
});

describe("a phone's panel title: the seat's name keeps the width a long score took", () => {
  it("a name that fits the panel is one line; the score never overlaps it (en/ja, 348/390/930 px)", () => {
    for (const lang of ["en", "ja"]) {
      for (const width of [348, 390, 930]) {
        // a long score word (the round-6 words: "Sanity + adventure points = score 13")
        const ui = { ...catalogBase.ui, [lang]: { ...catalogBase.ui[lang], score: lang === "en"
          ? "Sanity + adventure points = score" : "正気度 + 冒険点 = 得点" } };
        const s = layout({ ...valid(withCatalog(startF)), lang, catalog: { ...catalogBase, seats: startF.seats, ui } },
                         { width });
        for (const seat of ["p0", "p1"]) {
          const title = byLabel(s, `title-${seat}`);
          const score = byLabel(s, `score-${seat}`);
          const panel = byLabel(s, `panel-${seat}`);
          const nameLines = s.items.filter((i) => i.type === "text" && i.investigator && i.y > title.y && i.y < title.y + 60);
          const full = [title, ...nameLines].map((i) => i.text).join(" ");
          if (textWidth(full, title.size, true) < panel.w - 40) expect(nameLines, `${lang}@${width}: ${full}`).toHaveLength(0);
          const sw = textWidth(score.text, score.size, true);
          const left = score.align === "right" ? score.x - sw : score.x;   // the glossary makes a line left-aligned
          const apart = score.y >= title.y + title.size || left >= title.x + textWidth(title.text, title.size, true);
          expect(apart, `${lang}@${width}: ${title.text} / ${score.text}`).toBe(true);
        }
      }
    }
  });
});
