// Issue 23, newcomer review 10 on the Mythos table (en 1280×800 desk, ja phone 390×844 touch).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { textWidth } from "../scene/text.js";
import { valid } from "../view_schema.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import startF from "../fixtures/mythos_start.json";
import richF from "../fixtures/mythos_rich.json";
import commitF from "../fixtures/mythos_commit.json";
import foughtF from "../fixtures/mythos_fought.json";

const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const scene = (f, extra = {}, width = 930) => layout({ ...valid(withCatalog(f)), ...extra }, { width });
const handBoxes = (s) => s.items.filter((i) => /^hand-\d/.test(i.label ?? "") && i.type === "mcard");
const WINDOW_ROOM = 800 - 123 - 8;   // the canvas starts 123 px down a 1280×800 window, 930 px wide beside the story

/** Return richF late in a game: a full hand, three adventures in it, a Knife on an ally, a two-line prompt's chips. */
function lateRich(round = 9) {
  const view = structuredClone(richF.view);
  view.round = round;
  const me = view.players.find((p) => p.seat === "p0");
  // thirteen cards, the tome it may play among them
  me.hand = [...structuredClone(startF.view.players[0].hand).slice(0, 12), ...me.hand.filter((c) => c.inst === 34)];
  me.hand_count = me.hand.length;
  me.goals.push({ have: [1, 0, 1, 0, 1, 0, 0], id: "the_price", inst: 49, notes: [null, null, null, null, null, null, null], ready: false });
  me.allies[0].weapon = { id: "enchanted_knife", inst: 301 };
  const legal = [...richF.legal, { fields: {}, id: "stay", kind: "stay", label: "Stay where you are and end the walk here",
                                   target: { chip: true }, text: "Stay." }];
  return { ...richF, view, legal };
}

const LONG = { prompt: "Your turn: play a card (click a glowing card), or pass (then you may only pass this round); a walk "
  + "in progress may end here: this prompt takes a second line at 930 px" };

describe("finding 1: at 1280×800 the hand stays in the window all game, with no empty strip above it", () => {
  const frames = [["start", startF], ["late, tall", lateRich(), LONG], ["late", lateRich()], ["fight", commitF],
                  ["discard", foughtF], ["late, tall again", lateRich(10), LONG], ["new game", startF]];
  for (const lang of ["en", "ja"]) {
    it(`${lang}: every frame's hand foot ≤ ${WINDOW_ROOM} px, its prompt and chips right above it`, () => {
      const ui = {};
      for (const [name, f, extra] of frames) {
        const s = scene(f, { lang, ui, ...extra }, 930);
        const boxes = handBoxes(s);
        const top = Math.min(...boxes.map((b) => b.y));
        const foot = Math.max(...boxes.map((b) => b.y + b.h));
        expect(foot, `${name}: the hand's foot`).toBeLessThanOrEqual(WINDOW_ROOM);
        // what stands over the hand (the prompt, its chips, the hand's title): no strip of 40 px or more between
        const over = s.items.filter((i) => (i.label === "prompt" || i.label === "hand-title" || (i.type === "chip" && /^act:|^cmd:/.test(i.id ?? "")))
          && i.y < top && i.y > top - 200);
        const lowest = Math.max(...over.map((i) => i.y + (i.h ?? 16)));
        expect(top - lowest, `${name}: the strip between the prompt's chips and the hand`).toBeLessThan(40);
      }
    });
  }

  it("a tall table folds the seat's adventure list to one line (its ▾ opens it), the bot's panel keeps its height", () => {
    const plain = scene(lateRich(), { ui: {} }, 930);
    const tall = scene(lateRich(), { ui: {}, ...LONG }, 930);
    const panel = (s, seat) => s.items.find((i) => i.label === `panel-${seat}`);
    expect(panel(tall, "p1").h).toBe(panel(plain, "p1").h);
    const goalRows = (s) => new Set(s.items.filter((i) => /^goal/.test(i.label ?? "")).map((i) => i.y)).size;
    expect(goalRows(tall)).toBeLessThanOrEqual(2);
    expect(tall.items.some((i) => i.label === "toggle-goals-p0" && i.text === "▾")).toBe(true);
  });
});

const mine = (f) => f.view.players.find((p) => p.seat === (f.seat ?? "p0"));
const withHand = (f, hand) => ({ ...f.view, players: f.view.players.map((p) => (p === mine(f) ? { ...p, hand, hand_count: hand.length } : p)) });
const hit = (s, x, y) => s.items.filter((i) => i.type === "mcard" && /^hand-/.test(i.label ?? "") && x >= i.x && x < i.x + i.w
  && y >= i.y && y < i.y + i.h).map((i) => i.label)[0];

describe("finding 2: nothing moves under the finger within a turn", () => {
  for (const width of [390, 930]) {
    it(`${width} px: after a play in the turn a tap lands on the card the player saw; the hand closes up when the next round deals`, () => {
      const ui = { touch: true };
      const full = mine(startF).hand;
      const before = scene(startF, { ui, lang: "ja" }, width);
      const seen = handBoxes(before).find((b) => b.label === `hand-${full[6].inst}`);
      const hand = full.filter((c) => c.inst !== full[2].inst);
      const after = scene(startF, { ui, lang: "ja", view: withHand(startF, hand) }, width);
      expect(hit(after, seen.x + seen.w / 2, seen.y + seen.h / 2)).toBe(seen.label);
      const next = scene(startF, { ui, lang: "ja", view: { ...withHand(startF, hand), round: (startF.view.round ?? 0) + 1 } }, width);
      const xs = handBoxes(next).filter((b) => b.y === Math.min(...handBoxes(next).map((c) => c.y))).map((b) => b.x).sort((a, b) => a - b);
      expect(xs[2] - xs[1]).toBe(xs[1] - xs[0]);   // closed up: no hole in the first row
    });

    it(`${width} px: a new chip comes after Pass, which keeps its place`, () => {
      const pass = (s) => s.items.find((i) => i.type === "chip" && i.id === "act:pass");
      const one = scene(richF, { ui: {}, lang: "ja" }, width);
      const stay = { fields: {}, id: "stay", kind: "stay", label: "その場にとどまり、ここで移動を終える", target: { chip: true }, text: "とどまる" };
      const two = scene({ ...richF, legal: [richF.legal[0], stay, richF.legal[1]] }, { ui: {}, lang: "ja" }, width);
      expect([pass(two).x, pass(two).y]).toEqual([pass(one).x, pass(one).y]);
    });
  }

  it("390 px ja, round 10: the status header is one line (shrunk, or cut with the whole on hover)", () => {
    const view = { ...startF.view, round: 10, to_act: "p1" };
    const s = scene({ ...startF, view, legal: [] }, { ui: {}, lang: "ja" }, 390);
    const status = s.items.find((i) => i.label === "status");
    const second = s.items.filter((i) => i.type === "text" && i.bold && !i.label && i.y > status.y && i.y < status.y + 30);
    expect(second).toEqual([]);
    expect(textWidth(status.text, status.size, true)).toBeLessThanOrEqual(390 - 12);
  });

  it("930 px en, in a fight: the round's badges stay on the status line", () => {
    for (const f of [startF, commitF, foughtF]) {
      const view = { ...f.view, step: f.view.phase === "combat" ? "use" : f.view.step, storm: true, time_of_day: "night",
                     first_player: "p1" };
      const s = scene({ ...f, view }, { ui: {} }, 930);
      const status = s.items.find((i) => i.label === "status");
      const time = s.items.find((i) => i.label === "time" || i.label === "badges-more");
      expect(Math.abs(time.y - status.y), f.view.step).toBeLessThan(8);
    }
  });
});

describe("finding 3: the battle recap names the monsters that left before the fight, and why; read whole", () => {
  const LEFT = [{ player: "p1", card: "mi_go_worker", why: "hounds", by: "p0", source: "faithful_hounds" },
                { player: "p0", card: "dark_young", why: "converted", by: "p1", source: null }];
  const texts = (s, label) => s.items.filter((i) => i.label === label).map((i) => i.text).join(" ");
  for (const [lang, width] of [["en", 930], ["ja", 390]]) {
    it(`${lang}@${width}: the last combat's line names them, with why, never cut with "…"`, () => {
      const view = { ...structuredClone(richF.view), left_fight: LEFT };
      const s = scene({ ...richF, view }, { ui: {}, lang }, width);
      const said = texts(s, "last-combat");
      const name = (id) => (catalogBase.cards[id].names?.[lang] ?? catalogBase.cards[id].name ?? id);
      // ja's lines break between any two characters: its words read across a break ('：戦闘' / '前に…' since the
      // colon is full-width, review 37)
      const read = lang === "en" ? said : said.replace(/\s+/gu, "");
      expect(read).toContain(lang === "en" ? "Mi-Go (Worker) (Bot 2): buried before the fight by Faithful Hounds" : "戦闘前に");
      expect(read).toContain(lang === "en" ? "buried to take a defender instead" : "防御者を奪うため埋葬");
      expect(said).not.toMatch(/…/);
      for (const i of s.items.filter((x) => x.label === "last-combat")) {
        expect(textWidth(i.text, i.size), i.text).toBeLessThanOrEqual(width - 12);
      }
      void name;
    });

    it(`${lang}@${width}: in the fight's outcome band too`, () => {
      const view = { ...structuredClone(foughtF.view), left_fight: LEFT };
      const s = scene({ ...foughtF, view }, { ui: {}, lang }, width);
      expect(texts(s, "left-fight")).toContain(lang === "en" ? "Faithful Hounds" : "戦闘前に");
    });
  }
});

import { tapAction } from "../ui/pointer.js";

describe("finding 4: at the round's discard on a phone one tap discards, and the hand does not move between discards", () => {
  // since round 19aa a phone's tap marks the card (review 18, finding 1: the quick discard, mythos/discard.js), at once
  it("ja 390 touch: the first tap on a hand card presses its mark (no 'tap again to play' box)", () => {
    const ui = { touch: true };
    const s = scene(foughtF, { ui, lang: "ja" }, 390);
    const cards = handBoxes(s).filter((b) => String(b.id ?? "").startsWith("mark:"));
    expect(cards.length).toBeGreaterThan(2);
    for (const c of cards) expect(tapAction(s, c.id, null), c.label).toBe("press");
    const gone = Number(cards[0].label.slice(5));
    const hand = mine(foughtF).hand.filter((c) => c.inst !== gone);
    const after = scene({ ...foughtF, legal: foughtF.legal.filter((a) => a.target?.card !== gone) },
                        { ui, lang: "ja", view: withHand(foughtF, hand) }, 390);
    for (const c of cards.slice(1)) {
      const now = handBoxes(after).find((b) => b.label === c.label);
      expect([now.x, now.y], c.label).toEqual([c.x, c.y]);
    }
  });
});

describe("finding 5: a long adventures heading has its line alone", () => {
  it("ja 360 with a face-down monster: no adventure line starts beside the heading's lines", () => {
    const view = structuredClone(richF.view);
    const me = view.players.find((p) => p.seat === "p0");
    me.threat_count = Math.max(1, me.threat_count ?? 0);
    // one adventure with a short name: its line stood beside the heading's wrapped end (108: 代償)
    me.goals = [{ have: [1, 0, 1, 0, 1, 0, 0], id: "the_price", inst: 49, notes: [null, null, null, null, null, null, null], ready: false }];
    const s = scene({ ...richF, view }, { ui: {}, lang: "ja" }, 360);   // a 390 px phone's table, inside the page's margins
    const h0 = s.items.find((i) => i.label === "goals-p0");
    const head = s.items.filter((i) => i === h0 || (i.type === "text" && i.bold && !i.label && i.colour === h0.colour
      && i.y > h0.y && i.y <= h0.y + 40));
    const foot = Math.max(...head.map((h) => h.y + h.size));
    for (const g of s.items.filter((i) => /^goal-\d+$/.test(i.label ?? ""))) expect(g.y, g.text).toBeGreaterThanOrEqual(foot - 1);
  });
});

describe("finding 2: the adventures list opened by its ▾ stays open after the next action", () => {
  it("ja 390: open, an action (the selection cleared), still open; its ▴ shuts it", () => {
    const ui = { selected: "goals-p0" };
    const rows = (s) => s.items.filter((i) => /^goal-\d+-name$/.test(i.label ?? "")).length;
    const open = scene(richF, { ui, lang: "ja" }, 390);
    expect(rows(open)).toBeGreaterThan(0);
    ui.selected = null;   // the page clears it after an action
    const after = scene(richF, { ui, lang: "ja" }, 390);
    expect(rows(after)).toBe(rows(open));
    const close = after.items.find((i) => i.label === "toggle-goals-p0");
    expect(close.text).toBe("▴");
    ui.selected = close.id.slice("select:".length);
    expect(rows(scene(richF, { ui, lang: "ja" }, 390))).toBe(0);
  });
});
