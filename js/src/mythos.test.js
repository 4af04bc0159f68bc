import { describe, expect, it } from "vitest";
import { fakeContext } from "./fake_canvas.js";
import { layout } from "./layout.js";
import { valid } from "./view_schema.js";
import { paint } from "./paint.js";
import { hitTest } from "./scene/hit.js";
import { actionLabel, faceOf, statLines, stepName, stepPrompt } from "./mythos/cards.js";
import { wrapLines } from "./scene/text.js";
import { fightSentences } from "./mythos/combat.js";
import { namedCards, selection, visibleCards } from "./mythos/layout.js";
import catalogBase from "./fixtures/mythos_catalog.json";
import startF from "./fixtures/mythos_start.json";
import commitF from "./fixtures/mythos_commit.json";
import foughtF from "./fixtures/mythos_fought.json";
import useF from "./fixtures/mythos_use.json";
import richF from "./fixtures/mythos_rich.json";
import designF from "./fixtures/mythos_design.json";
import fourF from "./fixtures/mythos_four.json";
import overF from "./fixtures/mythos_over.json";
import errorJaF from "./fixtures/mythos_error_ja.json";
import roundStateF from "./fixtures/mythos_round_state.json";
import defendsF from "./fixtures/mythos_defends.json";

// A fixture is what the browser receives per step; the catalog (the same for every table) is stored once.
const withCatalog = (f) => ({ ...f, catalog: { ...catalogBase, seats: f.seats } });
const [start, commit, fought, use, rich, design, four, over, errorJa, roundState, defends] =
  [startF, commitF, foughtF, useF, richF, designF, fourF, overF, errorJaF, roundStateF, defendsF].map(withCatalog);
const ALL = { start, commit, fought, use, rich, design, four, over, errorJa, roundState, defends };
const WIDTHS = [360, 800, 1000, 1200];

// Every fixture's view is checked against the written view contract (cthulhu_widgets/schemas) first.
const scene = (fixture, ui = {}, width = 1000) => layout({ ...valid(fixture), ui }, { width });
const byLabel = (s, label) => s.items.find((i) => i.label === label);
const ofType = (s, type) => s.items.filter((i) => i.type === type);
const chips = (s) => ofType(s, "chip");
const ids = (s) => new Set(s.items.filter((i) => i.id).map((i) => i.id));
const texts = (s) => ofType(s, "text").map((i) => i.text);
const centre = (i) => [i.x + i.w / 2, i.y + i.h / 2];

/** Return whether a person can reach `action` by clicks: a chip, or a card whose zoom offers it. */
function reachable(fixture, action, width) {
  const s = scene(fixture, {}, width);
  if (ids(s).has(`act:${action.id}`)) return true;
  // a phone's round-end discard (round 19aa, review 18 finding 1): the card's tap marks it, the "Discard these N" chip
  // ("acts:[ids]") sends its discard
  const marked = (inst) => [...ids(scene(fixture, { marked: { insts: [inst] } }, width))]
    .some((id) => id.startsWith("acts:") && JSON.parse(id.slice(5)).includes(action.id));
  if (namedCards(action, fixture.catalog).some((inst) => ids(s).has(`mark:${inst}`) && marked(inst))) return true;
  return namedCards(action, fixture.catalog).some((inst) => ids(s).has(`select:${inst}`)
    && ids(scene(fixture, { selected: inst }, width)).has(`act:${action.id}`));
}

describe("mythos table", () => {
  it("offers every legal action of every fixture at every width: no dead ends", () => {
    for (const [name, fixture] of Object.entries(ALL)) {
      for (const width of WIDTHS) {
        for (const a of fixture.legal) expect(reachable(fixture, a, width), `${name} @${width}: ${a.id}`).toBe(true);
      }
    }
  }, 120_000);   // hundreds of layouts: slow on a loaded machine

  it("plays an action of a kind it has never heard of, by card or by chip", () => {
    const mine = rich.view.players.find((p) => p.seat === rich.seat).hand[0].inst;   // a card on the table
    const odd = [
      { id: "ponder depth=3", kind: "ponder", fields: { depth: 3 }, target: { chip: true } },
      { id: `bless card=${mine}`, kind: "bless", fields: { card: mine }, cards: [mine], target: { card: mine } },
      { id: "banish card=999", kind: "banish", fields: { card: 999 }, cards: [999], target: { card: 999 } },
    ];
    const fixture = { ...rich, legal: [...rich.legal, ...odd] };
    for (const a of odd) expect(reachable(fixture, a, 1000), a.id).toBe(true);
    const s = scene(fixture);
    expect(chips(s).map((c) => c.text)).toContain("ponder · depth 3");
    expect(chips(s).find((c) => c.id === "act:banish card=999").text).toBe("banish · card #999");
    expect(chips(scene(fixture, { selected: mine })).find((c) => c.id === `act:bless card=${mine}`).text)
      .toBe("bless");
  });

  it("shows each player's panel, the viewer's last, above the hand; the seat to act framed", () => {
    const s = scene(rich);
    const p0 = byLabel(s, "panel-p0");
    const p1 = byLabel(s, "panel-p1");
    expect(p1.y).toBeLessThan(p0.y);
    expect(byLabel(s, "hand-title").y).toBeGreaterThan(p0.y + p0.h);
    expect(p0.active).toBe(true);
    expect(p0.you).toBe(true);
    expect(texts(s).join("\n")).toContain("Bored Clerk");
    expect(byLabel(s, "sanity-p0").value).toBe(rich.view.players[0].sanity);
    expect(byLabel(s, "sanity-p0").max).toBe(rich.view.players[0].sanity_max);
    const four4 = scene(four, {}, 800);
    const panels = ["p1", "p2", "p3", "p0"].map((p) => byLabel(four4, `panel-${p}`));
    panels.slice(1).forEach((p, i) => expect(p.y).toBeGreaterThan(panels[i].y));
  });

  it("highlights exactly the hand cards some legal action names", () => {
    for (const fixture of [start, rich, fought, four]) {
      const s = scene(fixture);
      const me = fixture.view.players.find((p) => p.seat === fixture.seat);
      const named = new Set(fixture.legal.flatMap((a) => namedCards(a, fixture.catalog)));
      for (const c of me.hand) {
        const item = byLabel(s, `hand-${c.inst}`);
        expect(item.face.id).toBe(c.id);
        expect(item.highlight, c.id).toBe(named.has(c.inst));
      }
    }
  });

  const outOfFight = { ...commit, view: { ...commit.view, phase: "play" } };

  it("draws others' hidden cards face down in play: their threat as a counted back, no hand", () => {
    const s = scene(outOfFight);   // a wide table folds the others' panels in a fight (round8i_layout.test.js)
    const threat = byLabel(s, "threat-p1");
    expect(threat.face).toBeNull();
    expect(threat.badge).toBe(commit.view.players[1].threat_count);
    expect(s.items.some((i) => i.label?.startsWith("hand-") && i.y < byLabel(s, "panel-p0").y)).toBe(false);
    // The viewer's own threat is face up, shaded as hidden from the others.
    for (const c of commit.view.players[0].threat) expect(byLabel(s, `threat-${c.inst}`).hidden).toBe(true);
  });

  it("in design mode shows every hand and, opened, every deck, all flagged hidden", () => {
    const s = scene(design);
    expect(texts(s)).toContain(design.catalog.ui.en.design);
    for (const c of design.view.players[1].hand) expect(byLabel(s, `card-${c.inst}`).hidden).toBe(true);
    const opened = scene(design, { selected: "deck-p1" });
    const deck = design.view.players[1].deck;
    expect(deck.length).toBeGreaterThan(0);
    for (const c of deck) {
      const item = byLabel(opened, `deck-p1-${c.inst}`);
      expect(item.hidden).toBe(true);
      expect(item.face.id).toBe(c.id);
    }
    expect(byLabel(scene(rich), "toggle-deck-p1")).toBeUndefined();  // play mode: no deck to open
  });

  it("turns the story deck's top: sideways while walking; once the gate is used, upright, dimmed and marked", () => {
    const s = scene(outOfFight);   // a wide table folds the others' panels in a fight (round8i_layout.test.js)
    expect(commit.view.players[1].top_state).toBe("walking");
    const walking = byLabel(s, "story-top-p1");
    expect(walking.rot).toBe(90);
    expect(walking.w).toBeGreaterThan(walking.h);
    expect(commit.view.players[0].gate_used).toBe(true);
    expect(byLabel(s, "story-top-p0")).toMatchObject({ rot: 0, used: true, mark: "gate_used" });  // text readable
    const opened = scene(commit, { selected: "story-p0" });
    const story = commit.view.players[0].story;
    for (const c of story) expect(byLabel(opened, `story-p0-${c.inst}`).face.id).toBe(c.id);
    expect(byLabel(opened, "toggle-story-p0").id).toBe("select:none");
  });

  it("draws the combat: each threat facing its target, then the points flowing", () => {
    const live = scene(commit);
    expect(byLabel(live, "combat")).toBeDefined();
    const arrows = ofType(live, "marrow");
    expect(arrows).toHaveLength(2);
    expect(arrows.map((a) => a.text).sort()).toEqual(["→ Bot 2", "→ You"]);   // people, never "p0" (issue 23)
    const after = scene(fought);
    const fights = fought.view.fights;
    const flows = ofType(after, "marrow").map((a) => a.text);
    for (const f of fights) {
      expect(flows.some((t) => t.startsWith(`${f.normal} points`) && t.includes(`cancelled ${f.cancelled}`))).toBe(true);
      for (const id of f.cards) expect(byLabel(after, `revealed-${id}`)).toBeDefined();
    }
    const absorbed = fights.flatMap((f) => f.absorbed);
    expect(absorbed.length).toBeGreaterThan(0);
    for (const a of absorbed) expect(texts(after)).toContain(`absorbs ${a.points}`);
    const lost = fights.find((f) => f.lost);
    const person = (s) => (s === fought.view.seat ? "You" : `Bot ${Number(s.slice(1)) + 1}`);
    if (lost) expect(texts(after)).toContain(`${person(lost.target)}: Sanity −${lost.lost}`);
    expect(texts(after).join("\n")).not.toMatch(/\bp\d\b/);
    // Once card play resumes, the last combat is a line of text, not a band.
    expect(fightSentences(fought.view, fought.catalog, "en").length).toBe(fights.length);
    expect(byLabel(scene(rich), "combat")).toBeUndefined();
    expect(byLabel(scene(rich), "last-combat")).toBeDefined();
  });

  it("draws each defender under the one threat it defends against (MY-COMBAT-2: per threat)", () => {
    // p1's and p2's threats both aim at p0, whose Ray Stuckey defends against p1's, Gomes against p2's
    const p0 = defends.view.players[0];
    expect(p0.defends.map((d) => d.threat)).toEqual(["p1", "p2"]);
    for (const width of [800, 1200]) {
      const s = scene(defends, {}, width);
      const band = byLabel(s, "combat");
      const inBand = (i) => i.type === "mcard" && i.mark === "defend" && i.y >= band.y && i.y < band.y + band.h;
      for (const d of p0.defends) {
        const drawn = s.items.filter((i) => inBand(i) && i.label === `card-${d.ally}`);
        expect(drawn).toHaveLength(1);
        expect(drawn[0].y).toBe(byLabel(s, `fight-threat-${d.threat}`).y);
      }
      const waiting = p0.allies.filter((a) => !p0.defenders.includes(a.inst));
      expect(waiting).toHaveLength(1);
      expect(s.items.some((i) => inBand(i) && i.label === `card-${waiting[0].inst}`)).toBe(false);
    }
  });

  it("zooms a card: its printed data, our text, and a chip per action naming it, above the table", () => {
    const inst = rich.legal.find((a) => a.kind === "play").fields.card;
    const s = scene(rich, { selected: inst });
    const zoom = byLabel(s, "zoom");
    expect(zoom.z).toBeGreaterThan(0);
    const card = visibleCards(rich.view).get(inst);
    expect(byLabel(s, "zoom-name").text).toBe(rich.catalog.cards[card.id].en);
    const text = rich.catalog.cards[card.id].text;
    if (text) expect(texts(s).join(" ")).toContain(text.split(" ").slice(0, 4).join(" "));
    const zoomChips = chips(s).filter((c) => c.z === 12);
    for (const a of rich.legal.filter((x) => namedCards(x, rich.catalog).includes(inst))) {
      const chip = zoomChips.find((c) => c.id === `act:${a.id}`);
      expect(hitTest(s, ...centre(chip))).toBe(`act:${a.id}`);  // above whatever lies under the zoom
    }
    expect(zoomChips.at(-1).id).toBe("select:none");
    expect(byLabel(s, `hand-${inst}`).selected).toBe(true);
    // A card no action names zooms too, with nothing to play.
    const other = rich.view.players[1].allies[0].inst;
    expect(chips(scene(rich, { selected: other })).map((c) => c.id)).toContain("cmd:none");
  });

  it("keeps clickable items of the table apart, and every one inside the canvas", () => {
    for (const [name, fixture] of Object.entries(ALL)) {
      for (const width of WIDTHS) {
        const s = scene(fixture, {}, width);
        const hits = s.items.filter((i) => i.id && !i.z);
        for (const a of hits) {
          expect(a.x >= 0 && a.x + a.w <= s.width + 0.5 && a.y >= 0 && a.y + a.h <= s.height, `${name} ${a.label}`).toBe(true);
          for (const b of hits) {
            if (a === b || a.id === b.id) continue;
            const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
            expect(overlap, `${name} @${width}: ${a.label ?? a.id} overlaps ${b.label ?? b.id}`).toBe(false);
          }
        }
      }
    }
  }, 120_000);  // O(n²) over every fixture and width: seconds on a loaded machine

  it("speaks Japanese: card names, investigators and words from the catalog", () => {
    const s = scene(errorJa);
    const me = errorJa.view.players[0];
    expect(byLabel(s, `hand-${me.hand[0].inst}`).face.name).toBe(errorJa.catalog.cards[me.hand[0].id].ja);
    expect(texts(s).some((t) => t.includes(errorJa.catalog.investigators[me.investigator].ja))).toBe(true);
    expect(texts(s)[0]).toContain("ラウンド");
    expect(byLabel(s, "error").text).toContain("not a legal move");
  });

  it("shows the end: a banner with the winner and the scores, no moves", () => {
    const s = scene(over);
    const banner = byLabel(s, "banner");
    expect(banner.text).toBe(over.banner.title);   // the kernel's, naming the winner as a person
    expect(banner.text).not.toMatch(/\bp\d\b/);
    expect(banner.sub).toContain(over.banner.text.slice(0, 20));
    expect(banner.sub).not.toContain(over.view.result.cause);
    expect(ofType(s, "chip").filter((c) => c.id?.startsWith("act:"))).toHaveLength(0);
  });

  it("paints every fixture at every width, cheaply", () => {
    const { ctx, calls } = fakeContext();
    for (const fixture of Object.values(ALL)) {
      for (const width of WIDTHS) {
        const s = scene(fixture, {}, width);
        expect(s.items.length).toBeLessThan(400);
        expect(() => paint(ctx, s)).not.toThrow();
      }
      expect(() => paint(ctx, scene(fixture, { selected: fixture.legal[0]?.cards?.[0] ?? "story-p0" }))).not.toThrow();
    }
    expect(calls.n).toBeGreaterThan(1000);
  });
});

describe("mythos helpers", () => {
  const cat = rich.catalog;
  const names = { 5: "Dr. Allen", 9: ".32 Revolver", 12: "Petrify", 13: "Letter From A Friend" };
  const nameOf = (i) => names[i] ?? `card #${i}`;

  it("reads the fields that name cards from the catalog: each card of a group of four is named and clickable", () => {
    expect(cat.card_fields).toEqual(expect.arrayContaining(["card", "joined", "joined2", "joined3", "weapon"]));
    const group = { kind: "play", fields: { card: 5, joined: 9, joined2: 12, joined3: 13 } };
    expect(namedCards(group, cat)).toEqual([5, 9, 12, 13]);
    expect(actionLabel(group, cat, "en", nameOf))
      .toBe("Play · Dr. Allen · joined with .32 Revolver · and Petrify · and Letter From A Friend");
    expect(namedCards(group, { ...cat, card_fields: undefined })).toEqual([]);   // no list: no field is a card
    const me = rich.view.players.find((p) => p.seat === rich.seat);
    const [a, b, c] = me.hand.map((x) => x.inst);
    const three = { id: `play card=${a} joined=${b} joined2=${c}`, kind: "play", fields: { card: a, joined: b, joined2: c } };
    const fixture = { ...rich, legal: [...rich.legal, three] };
    for (const inst of [a, b, c]) {
      expect(ids(scene(fixture, { selected: inst })).has(`act:${three.id}`), `${inst}`).toBe(true);
    }
  });

  it("labels actions by kind and fields, naming cards, leaving out the zoomed one", () => {
    expect(actionLabel({ kind: "play", fields: { card: 5, weapon: 9 } }, cat, "en", nameOf)).toBe("Play · Dr. Allen · with .32 Revolver");
    expect(actionLabel({ kind: "play", fields: { card: 5, weapon: 9 } }, cat, "en", nameOf, 5)).toBe("Play · with .32 Revolver");
    expect(actionLabel({ kind: "load", fields: { spell: 12, tome: 13 } }, cat, "en", nameOf)).toBe("Load · spell Petrify · into Letter From A Friend");
    expect(actionLabel({ kind: "direct", fields: { target: "p1" } }, cat, "en", nameOf)).toBe("Direct threat · → p1");
    expect(actionLabel({ kind: "play", fields: { card: 5, as_ally: true } }, cat, "en", nameOf)).toBe("Play · Dr. Allen · as an ally");
    expect(actionLabel({ kind: "pass", fields: {} }, cat, "ja", nameOf)).toBe("パス");
    expect(actionLabel({ id: "wobble x=1" }, cat, "en", nameOf)).toBe("wobble");
  });

  it("names a pending decision: its words, a card's name, or the step itself", () => {
    expect(stepName(cat, "en", "commit")).toBe("commit allies");
    expect(stepName(cat, "en", "boston_maine_train_station")).toBe("Boston & Maine Train Station");
    expect(stepName(cat, "en", "pick_a_door")).toBe("pick a door");
    expect(stepPrompt(cat, "en", "pick_a_door")).toBe("pick a door: choose");
    expect(stepPrompt(cat, "en", "discard", { min: 3, max: 5, n: 8 })).toBe("you hold 8 cards; keep 3–5");
    const odd = { ...start, view: { ...start.view, phase: "combat", step: "pick_a_door" } };
    expect(texts(scene(odd))[0]).toContain("Combat: pick a door");
    expect(byLabel(scene(odd), "prompt").text).toBe("pick a door: choose");
  });

  it("parses the selection: a card, a zone, or both", () => {
    expect(selection(17)).toEqual({ open: null, zoom: 17 });
    expect(selection("story-p0")).toEqual({ open: "story-p0", zoom: null });
    expect(selection("deck-p1/40")).toEqual({ open: "deck-p1", zoom: 40 });
    expect(selection(null)).toEqual({ open: null, zoom: null });
  });

  it("prints a location's place and features, an ally's traits", () => {
    const loc = statLines("arkham_gazette", cat, "en").join("\n");
    expect(loc).toContain("Lovecraft Country / Arkham");
    expect(loc).toContain("Press");
    const ally = statLines("dr_allen", cat, "en").join("\n");
    expect(ally).toContain("Corrupt");
    expect(ally).toContain("Glyphs");
    expect(ally).not.toContain("Dimension");                     // no dimension printed: the Waking World
    const dreamer = { ...cat, cards: { ...cat.cards, cat: { ...cat.cards.dr_allen, dimension: "Dreamlands" },
                                       carter: { ...cat.cards.dr_allen, dimension: "Any" } } };
    expect(statLines("cat", dreamer, "en").join("\n"))
      .toContain("Recruited in: Lovecraft Country / Providence · Dimension: Dreamlands");
    expect(statLines("carter", dreamer, "ja").join("\n")).toContain("任意");
    expect(wrapLines("a b c d", 20, 10)).toEqual(["a b", "c d"]);  // 0.56 em a Latin character
  });

  it("prints subtypes and what a card affects in Japanese too, never the English term", () => {
    expect(faceOf({ id: "dust_of_suleiman" }, cat, "ja").subtype).toBe("民間伝承");
    expect(faceOf({ id: "dust_of_suleiman" }, cat, "en").subtype).toBe("Folk");
    const affects = Object.keys(cat.cards).filter((id) => cat.cards[id].affects);
    expect(affects.length).toBeGreaterThan(10);
    for (const id of affects) {
      const line = statLines(id, cat, "ja").find((l) => l.startsWith("対象"));
      expect(line, id).toBeDefined();
      expect(line, id).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});

describe("mythos card zoom", () => {
  it("reads card_texts in the chosen language, with no note, and covers no chip and no prompt", () => {
    for (const [fx, lang] of [[start, "en"], [start, "ja"], [rich, "en"], [rich, "ja"]]) {
      const s0 = scene({ ...fx, lang });
      const card = s0.items.find((i) => i.id?.startsWith("select:") && i.type === "mcard");
      if (!card) continue;
      const s = scene({ ...fx, lang }, { selected: card.id.slice(7) });
      const box = byLabel(s, "zoom");
      if (!box) continue;
      const text = s.items.filter((i) => i.z === 11 && i.type === "text").map((i) => i.text).join(" ");
      expect(text).not.toContain("（効果文は英語）");
      for (const i of s.items.filter((i) => (i.type === "chip" && !(i.z >= 10)) || i.label === "prompt")) {
        const w = i.w || 200;
        const apart = i.x >= box.x + box.w || i.x + w <= box.x || i.y >= box.y + box.h || i.y + i.h <= box.y;
        expect(apart, `${i.id ?? i.label} ${lang}`).toBe(true);
      }
    }
  });
});

describe("mythos investigator text", () => {
  it("opens an investigator's text from its panel title (card_texts.investigators), in the chosen language", () => {
    const s = scene(start);
    const title = s.items.find((i) => i.label?.startsWith("title-") && i.investigator);
    expect(title.id).toBe(`zoom:inv:${title.investigator}`);
    const z = scene({ ...start, lang: "ja" }, { selected: title.id });
    const name = z.items.find((i) => i.label === "zoom-name");
    expect(name.text).toBe(catalogBase.card_texts.investigators[title.investigator].ja.name);
  });
});
