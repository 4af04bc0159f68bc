// Issue 23, newcomer review 11 on the Mythos table (en 1280×800 desk, ja phone 390×844 touch): the table's drawing.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { cardPlayChoices } from "./late_play_support.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 930) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handBoxes = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");
const mine = (f) => f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
const withHand = (view, f, hand) => ({ ...view, players: view.players.map((p) => (p.seat === mine(f).seat
  ? { ...p, hand, hand_count: hand.length } : p)) });
/** Return the label of the hand card under (x, y), or undefined. */
const hit = (s, x, y) => handBoxes(s).filter((i) => x >= i.x && x < i.x + i.w && y >= i.y && y < i.y + i.h)
  .map((i) => i.label)[0];
const centre = (b) => [b.x + b.w / 2, b.y + b.h / 2];

// Round P (newcomer review 12, finding 1) changed round O's rule on purpose: places are kept within the seat's own
// turn only; when it ends (the bot's turn, combat, the discards done) the hand closes up. See round12p.test.js.
describe("finding 2, as round P has it: a card keeps its place within the seat's own turn; the hand closes up after it", () => {
  for (const width of [390, 930]) {
    it(`${width} px: a play that opens a step keeps the places, the bot's turn too; the seat's next decision closes up`, () => {
      const ui = {};
      const full = mine(startF).hand;
      const before = scene(startF, { ui }, width);
      const seen = full.map((c) => handBoxes(before).find((b) => b.label === `hand-${c.inst}`));
      let hand = full.filter((c) => c.inst !== full[2].inst);   // played (desk 286 → 287: Servitor of the Outer Gods)
      const turn = startF.view.turn ?? 0;
      const step = { ...withHand(startF.view, startF, hand), step: "car" };   // the same turn: a step of the play
      const s = scene(startF, { ui, view: step, legal: startF.legal }, width);
      for (const c of hand) {
        const was = seen[full.indexOf(c)];
        expect(hit(s, ...centre(was)), `${width}px in the turn: a click on ${c.id}'s place`).toBe(was.label);
      }
      expect(hit(s, ...centre(seen[2])), `${width}px in the turn: the played card's place is empty`).toBeUndefined();
      const bot = { ...withHand(startF.view, startF, hand), turn: turn + 1, to_act: "p1" };
      const mineAgain = { ...withHand(startF.view, startF, hand), turn: turn + 2 };
      // (since round HH, newcomer review 38, mythos_en 4 / mythos_ja 8: the play made, the bot's turn and the seat's
      // next turn show the hand closed up in its order, no hole: round42hh4_close_up.test.js)
      for (const [name, view, legal] of [["the bot's turn", bot, []], ["the seat's next turn", mineAgain, startF.legal]]) {
        const s2 = scene(startF, { ui, view, legal }, width);
        const laid = handBoxes(s2).sort((x, y) => x.y - y.y || x.x - y.x).map((x) => x.label);
        expect(laid, `${width}px ${name}: the hand closed up in order`).toEqual(hand.map((c) => `hand-${c.inst}`));
        expect(s2.items.filter((i) => i.type === "mhole"), `${width}px ${name}: no hole`).toEqual([]);
      }
      // the round's discards: places kept while the seat discards, closed up once its discard is done
      hand = hand.filter((c) => c.inst !== full[6].inst);
      const end = { ...withHand(startF.view, startF, hand), turn: turn + 4, phase: "discard", step: "discard" };
      const legal = hand.map((c) => ({ id: `discard ${c.inst}`, kind: "discard", fields: { card: c.inst }, cards: [c.inst] }));
      const first = handBoxes(scene(startF, { ui, view: end, legal }, width));
      const left = hand.filter((c) => c.inst !== hand[0].inst);
      const after = scene(startF, { ui, view: withHand(end, startF, left), legal: legal.slice(1) }, width);
      for (const c of left) {
        const was = first.find((x) => x.label === `hand-${c.inst}`);
        expect(hit(after, ...centre(was)), `${width}px after a discard`).toBe(`hand-${c.inst}`);
      }
      const done = scene(startF, { ui, view: { ...withHand(end, startF, left), to_act: "p1" }, legal: [] }, width);
      const order = handBoxes(done).sort((x, y) => x.y - y.y || x.x - y.x);
      expect(order.map((x) => x.label)).toEqual(left.map((c) => `hand-${c.inst}`));
      expect(hit(done, ...centre(seen[0]))).toBe(`hand-${left[0].inst}`);
    });
  }

  it("930 px: a card back from Undo takes its own place again; a card drawn in the turn fills a hole, the hand as wide", () => {
    const ui = {};
    const full = mine(startF).hand;
    const before = scene(startF, { ui }, 930);
    const place = (s, inst) => handBoxes(s).find((b) => b.label === `hand-${inst}`).x;
    const hand = full.filter((c) => c.inst !== full[3].inst);
    scene(startF, { ui, view: withHand(startF.view, startF, hand) }, 930);
    const undone = scene(startF, { ui, view: withHand(startF.view, startF, full) }, 930);
    for (const c of full) expect(place(undone, c.inst), `${c.id} after Undo`).toBe(place(before, c.inst));
    const drawn = { id: "petrify", inst: 999 };
    scene(startF, { ui, view: withHand(startF.view, startF, hand) }, 930);
    const more = scene(startF, { ui, view: withHand(startF.view, startF, [...hand, drawn]) }, 930);
    for (const c of hand) expect(place(more, c.inst), `${c.id} after a draw`).toBe(place(before, c.inst));
    expect(place(more, 999)).toBe(place(before, full[3].inst));
    expect(Math.max(...handBoxes(more).map((b) => b.x + b.w))).toBeLessThanOrEqual(930);
  });

  it("the fought fixture's round-end discard keeps every other card in place (ja 390, en 1280)", () => {
    for (const [lang, width] of [["ja", 390], ["en", 1280]]) {
      const ui = { touch: true };
      const first = handBoxes(scene(foughtF, { ui, lang }, width));
      const me = mine(foughtF);
      const gone = me.hand[1].inst;
      const hand = me.hand.filter((c) => c.inst !== gone);
      const s = scene(foughtF, { ui, lang, view: withHand(foughtF.view, foughtF, hand),
                                 legal: foughtF.legal.filter((a) => !String(a.id ?? a).includes(`card=${gone}`)) }, width);
      for (const b of handBoxes(s)) {
        const was = first.find((c) => c.label === b.label);
        expect([b.x, b.y], `${lang}@${width} ${b.label}`).toEqual([was.x, was.y]);
      }
    }
  });
});

const WINDOW_ROOM = 800 - 123 - 8;   // the canvas starts 123 px down a 1280×800 window, 930 px wide beside the story
const ALLIES = ["harry_houdini", "laban_shrewsbury", "samuel_winsor", "luther_harden", "granny_orne", "frank_belknap_long",
                "howard_lovecraft"];
const ally = (id, inst) => ({ command: 0, flipped: false, id, inst, item: null, spell: null, total: 2, weapon: null });
const goal = (id, inst) => ({ have: [1, 0, 1, 0, 0, 0, 0], id, inst, notes: [null, null, null, null, null, null, null], ready: false });

/** Return foughtF at a late round's end (desk 223/226): the bot's full panel, a two-row "Last combat" band (seven
 * defenders, each "absorbs 0"), the seat's two adventures (opened, `open`), its 8 cards to discard and Keep them. */
function lateRoundEnd() {
  const view = structuredClone(foughtF.view);
  view.round = 7;
  const [me, bot] = [view.players.find((p) => p.seat === "p0"), view.players.find((p) => p.seat === "p1")];
  bot.allies = ALLIES.map((id, k) => ally(id, 500 + k));
  bot.allies[0].weapon = { id: "enchanted_knife", inst: 590 };
  bot.phobias = [{ id: "agoraphobia", inst: 591 }, { id: "portaphobia", inst: 592 }];
  bot.events = [{ id: "petrify", inst: 593 }];
  bot.adventures = [{ id: "alone_in_the_world", inst: 594 }];
  bot.discard = [{ id: "ambush", inst: 595 }];
  me.goals = [goal("alone_in_the_world", 48), goal("the_price", 49)];
  me.allies.push({ ...ally("gomes", 596), weapon: { id: "enchanted_knife", inst: 597 } });
  view.fights[0].defenders = ALLIES.map((card, k) => ({ card, inst: 500 + k }));
  view.fights[0].absorbed = ALLIES.map((card, k) => ({ card, inst: 500 + k, points: 1 }));
  view.fights[1].defenders.push({ card: "gomes", inst: 596, flipped: true });
  const legal = [...foughtF.legal, { fields: {}, id: "keep", kind: "keep", label: "Keep them", text: "Keep them." }];
  return { ...foughtF, view, legal };
}

describe("finding 1: at 1280×800 the hand and its chips stay in the window in every state", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang}: a late round's end with a two-row Last combat band, adventures open: hand and Keep them in the window`, () => {
      const f = lateRoundEnd();
      for (const selected of [null, "goals-p0"]) {
        const ui = { selected };
        const s = scene(f, { lang, ui }, 930);
        const foot = Math.max(...handBoxes(s).map((b) => b.y + b.h));
        expect(foot, `${lang} ${selected}: the hand's foot`).toBeLessThanOrEqual(WINDOW_ROOM);
        const keep = s.items.find((i) => i.type === "chip" && i.id === "act:keep");
        expect(keep.y + keep.h, `${lang} ${selected}: Keep them`).toBeLessThanOrEqual(WINDOW_ROOM);
      }
    });
  }

  /** Return lateRoundEnd in the next round's card play (desk 236): three adventures, a two-line prompt and a two-line
   * Arrive chip, the last combat's two-line paragraph. */
  function latePlay() {
    const f = lateRoundEnd();
    const view = { ...f.view, round: 8, phase: "play", step: "play", to_act: "p0" };
    const me = view.players.find((p) => p.seat === "p0");
    me.goals.push(goal("questionable_judgement", 50));
    me.passed = false;
    const { pass, arrive, prompt } = cardPlayChoices();
    return { f: { ...f, view, legal: [pass, arrive] }, prompt };
  }

  for (const lang of ["en", "ja"]) {
    it(`${lang}: card play with three adventures (open and shut), a two-line prompt and Arrive chip: all in the window`, () => {
      const { f, prompt } = latePlay();
      for (const selected of [null, "goals-p0"]) {
        const s = scene(f, { lang, ui: { selected }, prompt }, 930);
        const foot = Math.max(...handBoxes(s).map((b) => b.y + b.h));
        expect(foot, `${lang} ${selected}: the hand's foot`).toBeLessThanOrEqual(WINDOW_ROOM);
        for (const id of ["act:pass", "act:arrive"]) {
          const chip = s.items.find((i) => i.type === "chip" && i.id === id);
          expect(chip.y + chip.h, `${lang} ${selected}: ${id}`).toBeLessThanOrEqual(WINDOW_ROOM);
        }
      }
    });
  }
});

import commitF from "../fixtures/mythos_commit.json";

describe("finding 3: the combat band shows the value the fight used, the same while assigning and after", () => {
  it("an ally buried by what it absorbed keeps the total it defended with (Henry W. Akeley 3, not its printed 1)", () => {
    for (const width of [390, 930]) {
      const ui = {};
      const view = structuredClone(commitF.view);
      const lovecraft = view.players.find((p) => p.seat === "p1").allies.find((a) => a.inst === 72);
      lovecraft.total = 3;   // printed 2, +1 from what it carries
      lovecraft.weapon = { id: "enchanted_knife", inst: 301 };
      Object.assign(view.players.find((p) => p.seat === "p1"), { defends: [{ ally: 72, threat: "p0" }], defenders: [72] });
      const assigning = scene(commitF, { ui, view }, width);
      const shown = (s) => s.items.filter((i) => i.type === "mcard" && i.face?.inst === 72).map((i) => i.face.total ?? i.face.value);
      expect(shown(assigning)).toContain(3);
      // it absorbed 2 and was buried: no longer in the view's allies; the fight's record is stripped of its defenders'
      // values (the fixture's Lovecraft fought unarmed, 2) so the page's memory of the assignment is what is shown
      const stripped = structuredClone(foughtF.view);
      for (const fight of stripped.fights ?? []) for (const d of fight.defenders ?? []) delete d.value;
      const after = scene(foughtF, { ui, view: stripped }, width);
      const band = shown(after);
      expect(band.length, `${width}px: Lovecraft in the band`).toBeGreaterThan(0);
      expect(band, `${width}px: the value it fought with`).toEqual(band.map(() => 3));
    }
  });
});

import { paint } from "../paint.js";
import { recordingContext } from "../text_record.js";

describe("finding 4: a carried card's strip on a folded table reads whole words, never '.32…' or 'The…'", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 930 px: the seat's folded panel (a tall table) draws .32 Revolver and the Tablets without a cut`, () => {
      const { f, prompt } = (() => {
        const base = lateRoundEnd();
        const view = structuredClone(base.view);
        const me = view.players.find((p) => p.seat === "p0");
        me.allies[0].weapon = { id: "dot_32_revolver", inst: 610 };
        me.allies[1].item = { id: "dr_hammonds_nerve_brain_tablets", inst: 611 };
        return { f: { ...base, view }, prompt: "a prompt long enough to take a second line at 930 px: ".repeat(3) };
      })();
      const s = scene(f, { lang, ui: { selected: "goals-p0" }, prompt }, 930);
      const tabs = s.items.filter((i) => i.type === "mtab" && (i.label === "tab-610" || i.label === "tab-611"));
      expect(tabs.length).toBe(2);
      for (const tab of tabs) {
        const { ctx, drawn } = recordingContext();
        paint(ctx, { items: [tab] });
        const said = drawn.map((d) => d.text).join(" ");
        expect(said, `${lang} ${tab.label}`).not.toMatch(/…/);
        expect(tab.y + tab.h, `${tab.label} inside its panel`).toBeLessThanOrEqual(s.items.find((i) => i.label === "panel-p0").y
          + s.items.find((i) => i.label === "panel-p0").h);
      }
    });
  }
});

describe("finding 4: a card's name on a small card is its whole words, never 'Search-ing for Laban…'", () => {
  const names = ["searching_for_laban_shrewsbury", "penn_central_train_station", "the_mystery_at_martins_beach",
                 "the_martins_beach_monster"];
  it("930 px: the bot's full panel (its cards shrunk to one row) draws each name's words whole, uncut", () => {
    const f = lateRoundEnd();
    const view = { ...structuredClone(f.view), phase: "play", step: "play", fights: [] };
    const bot = view.players.find((p) => p.seat === "p1");
    bot.adventures = names.map((id, k) => ({ id, inst: 620 + k }));
    const s = scene({ ...f, view, legal: [] }, { lang: "en", ui: {} }, 930);
    const cards = s.items.filter((i) => i.type === "mcard" && names.includes(i.face?.id));
    expect(cards.length).toBe(names.length);
    for (const card of cards) {
      const { ctx, drawn } = recordingContext();
      paint(ctx, { items: [card] });
      const words = card.face.name.split(" ");
      const said = drawn.map((d) => d.text).filter((t) => /[A-Za-z]{2}/.test(t));
      expect(said.join(" "), `${card.face.name} on a ${card.w} px card`).toBe(words.join(" "));
    }
  });
});

describe("finding 5: the band's 'absorbs' labels keep clear of the card below (phone 039/212)", () => {
  it("ja 390 px: a label's foot stands 6 px or more above any band card under it (its last-action outline clear)", () => {
    const f = lateRoundEnd();
    const s = scene(f, { lang: "ja", ui: {} }, 390);
    const band = s.items.find((i) => i.label === "combat");
    const inBand = (i) => i.y >= band.y && i.y < band.y + band.h;
    const labels = s.items.filter((i) => i.type === "text" && /吸収/.test(i.text ?? "") && inBand(i));
    const cards = s.items.filter((i) => i.type === "mcard" && inBand(i));
    expect(labels.length).toBeGreaterThan(3);
    for (const l of labels) {
      const foot = l.y + (l.size ?? 12);
      for (const c of cards.filter((k) => k.y >= foot - 2 && k.x < l.x + (l.w || 40) && k.x + k.w > l.x)) {
        expect(c.y - foot, `${l.text} at ${l.x},${l.y} over ${c.face?.name ?? c.label}`).toBeGreaterThanOrEqual(6);
      }
    }
  });
});

describe("finding 5: the wrapped 'Last combat' paragraph stays above the seat's panel border (desk 139)", () => {
  for (const lang of ["en", "ja"]) {
    it(`${lang} 930 px: its last line's foot (1.25 × its size) clears the next panel's frame (3 px out)`, () => {
      const f = lateRoundEnd();
      const view = { ...structuredClone(f.view), round: 8, phase: "play", step: "play", to_act: "p0" };
      const s = scene({ ...f, view, legal: [] }, { lang, ui: {} }, 930);
      const lines = s.items.filter((i) => i.label === "last-combat");
      expect(lines.length, "a wrapped paragraph").toBeGreaterThan(1);
      const last = lines.at(-1);
      const panel = s.items.find((i) => i.label === "panel-p0");
      // the panel's frame may be drawn 3 px outside it (the seat to act, a highlight)
      expect(panel.y - 3 - (last.y + last.size * 1.25), `${lang}: ${last.text}`).toBeGreaterThanOrEqual(0);
    });
  }
});

describe("finding 4: a phone's ally card says its whole Japanese name, never 「郷士…」 (phone 154)", () => {
  it("ja 390 px: 郷士ソーヤー・ウェイトリー among the seat's allies is drawn whole", () => {
    const f = lateRoundEnd();
    const view = structuredClone(f.view);
    view.players.find((p) => p.seat === "p0").allies.push(ally("squire_sawyer_whateley", 630));
    const s = scene({ ...f, view }, { lang: "ja", ui: {} }, 390);
    const card = s.items.find((i) => i.type === "mcard" && i.face?.inst === 630);
    const { ctx, drawn } = recordingContext();
    paint(ctx, { items: [card] });
    const said = drawn.map((d) => d.text).filter((t) => /[\u3000-\u9fff]/.test(t)).join("");
    expect(said, `on a ${card.w} px card`).toBe("郷士ソーヤー・ウェイトリー");
  });
});
