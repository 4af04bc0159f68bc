// Issue 23 round F, two newcomers' Mythos findings (en 1280×800, ja 390×844 phone; review 5).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import foughtF from "../fixtures/mythos_fought.json";
import { readFileSync } from "node:fs";
import { fitText, textWidth } from "../scene/text.js";

const words = JSON.parse(readFileSync(new URL("../../../cthulhu_widgets/widgets/mythos_words.json", import.meta.url)));
const withWords = (f) => ({ ...f, catalog: { ...catalogBase, ui: words.ui, seats: f.seats } });
const at = (f, ui, lang, width) => layout({ ...valid(withWords(f)), lang, ui }, { width });
const idOf = (a) => (Array.isArray(a) ? a[0] : a.id);

describe("finding 1: a discard closes the hand up; the chip of the card chosen stays on that card", () => {
  const handCards = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? ""));
  const discards = foughtF.legal.map(idOf).filter((id) => id.startsWith("discard"));
  const instOf = (id) => Number(/card=(\d+)/.exec(id)[1]);
  const without = (f, gone) => {
    const players = f.view.players.map((p) => (Array.isArray(p.hand) && p.hand.some((c) => c.inst === gone)
      ? { ...p, hand: p.hand.filter((c) => c.inst !== gone), hand_count: p.hand.length - 1 } : p));
    return { ...f, view: { ...f.view, players }, legal: f.legal.filter((a) => instOf(idOf(a)) !== gone) };
  };

  for (const [lang, width] of [["ja", 390], ["en", 930], ["en", 1280]]) {
    // review 10 (finding 2): each card keeps its place through the round's discards (no card moves under the finger);
    // the hand closes up in order when the next round deals (review 11, finding 2: round11o.test.js)
    it(`${lang}@${width}: after discards, at the next round, the hand's cards stand in the first places, in order`, () => {
      const ui = { selected: null, touch: true };
      const before = handCards(at(foughtF, ui, lang, width));
      let f = foughtF;
      for (const id of [discards[0], discards[2]]) {   // two discards, one in the middle: the others stay put
        f = without(f, instOf(id));
        const kept = handCards(at(f, ui, lang, width));
        for (const c of kept) {
          const was = before.find((b) => b.label === c.label);
          expect([c.x, c.y], `${lang}@${width} ${c.label} kept`).toEqual([was.x, was.y]);
        }
      }
      f = { ...f, view: { ...f.view, round: (f.view.round ?? 0) + 1 } };
      const after = handCards(at(f, ui, lang, width));
      expect(after.length).toBe(before.length - 2);
      // the places the hand fills are the first ones of the full hand, in the same order
      after.forEach((c, i) => expect([c.x, c.y], `${lang}@${width} ${c.label}`).toEqual([before[i].x, before[i].y]));
      const order = (cards) => cards.map((c) => c.label).filter((l) => after.some((a) => a.label === l));
      expect(order(after)).toEqual(order(before));
    });

    it(`${lang}@${width}: a card chosen after a discard shows its Discard chip on itself, where it now stands`, () => {
      const f = without(foughtF, instOf(discards[0]));
      const next = discards[1];
      const s = at(f, { selected: instOf(next), touch: true }, lang, width);
      const card = s.items.find((i) => i.label === `hand-${instOf(next)}`);
      const chip = s.items.find((i) => i.type === "chip" && i.id === `act:${next}`);
      expect(chip).toBeTruthy();
      expect(chip.x).toBeGreaterThanOrEqual(card.x);
      expect(chip.x + chip.w).toBeLessThanOrEqual(card.x + card.w);
      expect(chip.y).toBeGreaterThanOrEqual(card.y);
      expect(chip.y + chip.h).toBeLessThanOrEqual(card.y + card.h + 6);
    });
  }
});

describe("finding 2: at 1280×800 the hand and its chips stay in the window; panels keep one row of cards", () => {
  // two late tables bots reached (seeds 4 and 3): a panel's discard pile wrapped to a row of its own (hand at 741 px)
  const late = JSON.parse(readFileSync(new URL("./round6f_late.json", import.meta.url)));
  const plainCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
  const WINDOW = 800 - 123 - 4;   // the canvas (930 px wide beside the story) starts 123 px down a 1280×800 window
  for (const [name, f] of Object.entries(late)) {
    it(`${name}: the hand, Pass and the other chips end inside ${WINDOW} px; each panel's groups on one row`, () => {
      const s = layout({ ...valid(plainCatalog(f)), ui: {} }, { width: 930 });
      const hand = s.items.filter((i) => /^hand-\d/.test(i.label ?? ""));
      const chips = s.items.filter((i) => i.type === "chip" && String(i.id).startsWith("act:"));
      expect(hand.length).toBeGreaterThan(0);
      for (const i of [...hand, ...chips]) expect(i.y + i.h, `${name} ${i.label ?? i.text}`).toBeLessThanOrEqual(WINDOW);
      for (const panel of s.items.filter((i) => i.type === "mpanel")) {
        const inside = s.items.filter((i) => i.type === "mcard" && i.y > panel.y && i.y < panel.y + panel.h);
        const tops = new Set(inside.map((i) => i.y + (i.h < i.w ? 0 : 0)));
        const rows = [...tops].filter((y) => !inside.some((c) => c.y < y && y < c.y + c.h));   // a sideways card sits within its row
        expect(rows.length, `${name} ${panel.label}`).toBe(1);
      }
      const ids = s.items.filter((i) => i.id != null && i.w > 0 && i.h > 0 && !(i.z >= 12));
      for (const a of ids) {
        for (const b of ids) {
          if (a === b || a.id === b.id) continue;
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${name}: ${a.label ?? a.id} overlaps ${b.label ?? b.id}`).toBe(false);
        }
      }
    });
  }
});

describe("finding 3: a carried card's strip at 1280 reads whole words, never a cut 'Dr.…'", () => {
  const late = JSON.parse(readFileSync(new URL("./round6f_late.json", import.meta.url)));
  for (const [name, f] of Object.entries(late)) {
    it(`${name}: each strip's text fits its one line uncut; a shortened one is its name's last words, whole in its tip`, () => {
      const s = layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), ui: {} }, { width: 930 });
      const tabs = s.items.filter((i) => i.type === "mtab");
      expect(tabs.length).toBeGreaterThan(1);
      let short = 0;
      for (const tab of tabs) {
        const fit = fitText(tab.text, { width: tab.w - 6, size: tab.size, maxLines: 1, squeeze: 0.82, measure: textWidth });
        expect(fit.cut, `${name}: ${tab.text}`).toBe(false);
        expect(tab.h).toBeLessThanOrEqual(20);   // one line: the 640 px fit of a late table holds
        if (!tab.tip) continue;
        short += 1;
        const bare = (x) => x.replace(/ \+\d+$/, "");
        expect(bare(tab.tip).endsWith(` ${bare(tab.text)}`), `${tab.tip} / ${tab.text}`).toBe(true);
      }
      expect(short).toBeGreaterThan(0);
    });
  }
});

describe("finding 5: the combat band's badges show the value each card fought with", () => {
  const band = (f) => layout({ ...valid({ ...f, catalog: { ...catalogBase, seats: f.seats } }), lang: "en", ui: {} }, { width: 930 });
  const fightCard = (s, inst) => s.items.find((i) => i.type === "mcard" && i.face?.inst === inst && i.mark === "defend" && !i.id);
  it("a defender still in play shows its total with what it carries (Ray Stuckey 5 with a rifle)", () => {
    expect(foughtF.view.step).toBe("discard");
    const players = foughtF.view.players.map((p) => ({ ...p, allies: (p.allies ?? []).map((a) => (a.inst === 19
      ? { ...a, total: 5, weapon: { inst: 84, id: "dot_30_06_bolt_action_rifle" } } : a)) }));
    // the fight's record says what it defended with (fights[].defenders[].value, round 11o): the rifle there too
    const fights = foughtF.view.fights.map((f) => ({ ...f, defenders: (f.defenders ?? []).map((d) => (d.inst === 19
      ? { ...d, value: 5 } : d)) }));
    const s = band({ ...foughtF, view: { ...foughtF.view, players, fights } });
    const card = fightCard(s, 19);
    expect(card).toBeTruthy();
    expect(card.face.total).toBe(5);
  });
  it("a revealed monster shows the value the frame says it fought with (Hunting Horror 4, printed 3)", () => {
    const fights = foughtF.view.fights.map((f) => (f.cards.includes("hunting_horror") ? { ...f, values: [4] } : f));
    // `values` is the field asked of the frame (helper F-M1): the schema does not say it yet, so no valid() here
    const f = { ...foughtF, view: { ...foughtF.view, fights } };
    const s = layout({ ...f, catalog: { ...catalogBase, seats: f.seats }, lang: "en", ui: {} }, { width: 930 });
    const card = s.items.find((i) => i.label === "revealed-hunting_horror");
    expect(card.face.total).toBe(4);
  });
});

describe("finding 6: a combat no monster fought in says so on the table", () => {
  const ui = (lang) => catalogBase.ui[lang] ?? catalogBase.ui.en;
  for (const [lang, width] of [["en", 930], ["ja", 390]]) {
    it(`${lang}@${width}: after it, "Last combat: no threat"; before the first combat, nothing`, () => {
      const quiet = { ...foughtF, view: { ...foughtF.view, fights: [] } };
      const s = layout({ ...valid({ ...quiet, catalog: { ...catalogBase, seats: quiet.seats } }), lang, ui: {} }, { width });
      const line = s.items.find((i) => i.label === "last-combat");
      const colon = lang === "ja" ? "：" : ": ";   // a full-width colon in Japanese (review 37)
      expect(line?.text).toBe(`${ui(lang).last_combat}${colon}${ui(lang).no_threat}`);
      const first = { ...quiet, view: { ...quiet.view, phase: "play", step: "play", round: 1 } };
      const s1 = layout({ ...valid({ ...first, catalog: { ...catalogBase, seats: first.seats } }), lang, ui: {} }, { width });
      expect(s1.items.find((i) => i.label === "last-combat")).toBeUndefined();
    });
  }
});
