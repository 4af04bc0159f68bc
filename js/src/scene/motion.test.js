// Motion (scene/motion.js): the slide of what a step moved, the outline of what it touched, on each game's fixtures.
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { LAST_COLOUR, paint } from "../paint.js";
import { MOTION_MS, easeOut, keyed, motionDriver, planMotion, sceneAt, withLast } from "./motion.js";

const files = import.meta.glob("../fixtures/*.json", { eager: true, import: "default" });
const fixture = (name) => structuredClone(files[`../fixtures/${name}.json`]);
const catalogMythos = files["../fixtures/mythos_catalog.json"];

/** Return the scene of a fixture whose view was changed by `change` (a step told by hand), at 900 px. */
function sceneOf(f, change = () => {}) {
  const input = structuredClone(f);
  change(input.view);
  if (input.view.game === "mythos") input.catalog = { ...catalogMythos, seats: input.seats };
  return layout({ ...input, legal: [], ui: { selected: null } }, { width: 900 });
}

/** Return a 2D context that records each stroke's colour with the rectangle last traced. */
function strokes() {
  const out = [];
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop === "measureText") return (t) => ({ width: String(t).length * 7 });
      if (prop === "stroke") return () => out.push(target.strokeStyle);
      if (prop === "fillRect") return () => out.push(target.fillStyle);   // a seat line's underline (round 6d)
      if (prop in target) return target[prop];
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx, out };
}

const at = (scene, key) => scene.items.find((i) => i.key === key);

describe("the slide", () => {
  const before = { width: 100, height: 100, items: [{ type: "card", key: "a", x: 0, y: 0, w: 10, h: 10 },
                                                   { type: "card", key: "b", x: 50, y: 50, w: 10, h: 10 }] };
  const after = { width: 100, height: 100, items: [{ type: "card", key: "a", x: 100, y: 40, w: 20, h: 10 },
                                                  { type: "card", key: "b", x: 50, y: 50, w: 10, h: 10 }] };
  const plan = planMotion(before, after);

  it("starts where the item was, passes the middle early (ease-out) and lands where it lies", () => {
    expect([...plan.moves.keys()]).toEqual(["a"]);
    expect(at(sceneAt(after, plan, 0), "a")).toMatchObject({ x: 0, y: 0, w: 10 });
    const mid = at(sceneAt(after, plan, 0.5), "a");
    expect(mid.x).toBeCloseTo(100 * easeOut(0.5));
    expect(mid.x).toBeGreaterThan(50);
    expect(at(sceneAt(after, plan, 1), "a")).toMatchObject({ x: 100, y: 40, w: 20 });
    expect(sceneAt(after, plan, 1)).toBe(after);
    expect(at(sceneAt(after, plan, 0.5), "b")).toMatchObject({ x: 50, y: 50 });
  });

  it("never slides a seat marker (an item with turn), whose texts do not slide with it", () => {
    const panel = (y) => ({ width: 100, height: 100, items: [{ type: "mpanel", key: "panel-p0", turn: false, x: 0, y,
                                                               w: 90, h: 40 }] });
    expect(planMotion(panel(0), panel(30)).moves.size).toBe(0);
  });

  it("lasts at most 300 ms", () => {
    expect(MOTION_MS).toBeGreaterThan(0);
    expect(MOTION_MS).toBeLessThanOrEqual(300);
  });
});

/** Return a fake page: requestAnimationFrame queued by hand, a clock, and the reduced-motion setting. */
function fakeEnv(reduce = false) {
  const env = { frames: [], clock: 0 };
  env.requestAnimationFrame = (fn) => env.frames.push(fn);
  env.cancelAnimationFrame = () => { env.frames = []; };
  env.performance = { now: () => env.clock };
  env.matchMedia = (query) => ({ matches: reduce && query.includes("reduce") });
  env.run = (ms) => {
    env.clock += ms;
    const due = env.frames;
    env.frames = [];
    for (const fn of due) fn(env.clock);
  };
  return env;
}

describe("the driver", () => {
  const one = { width: 10, height: 10, items: [{ type: "card", key: "a", x: 0, y: 0, w: 10, h: 10 }] };
  const two = { width: 10, height: 10, items: [{ type: "card", key: "a", x: 80, y: 0, w: 10, h: 10 }] };
  const three = { width: 10, height: 10, items: [{ type: "card", key: "a", x: 40, y: 0, w: 10, h: 10 }] };
  const shownX = (frames) => frames.map((s) => s.items[0].x);

  it("slides over requestAnimationFrame frames after a step, then stops", () => {
    const env = fakeEnv();
    const drawn = [];
    const driver = motionDriver(env);
    driver.show(one, 0, (s) => drawn.push(s));
    driver.show(two, 1, (s) => drawn.push(s));
    env.run(MOTION_MS / 2);
    env.run(MOTION_MS);
    expect(shownX(drawn)).toEqual([0, 0, 80 * easeOut(0.5), 80]);
    expect(env.frames).toEqual([]);
  });

  it("does not slide under prefers-reduced-motion, and still outlines what moved", () => {
    const env = fakeEnv(true);
    const drawn = [];
    const driver = motionDriver(env);
    driver.show(one, 0, (s) => drawn.push(s));
    driver.show({ ...two, items: [...two.items, { type: "card", key: "new", x: 0, y: 0, w: 5, h: 5 }] }, 1,
                (s) => drawn.push(s));
    expect(env.frames).toEqual([]);
    expect(shownX(drawn)).toEqual([0, 80]);
    expect(drawn[1].items.find((i) => i.key === "new").last).toBe(true);
  });

  it("jumps to the new table when a step comes mid-slide; a redraw at the same step keeps sliding", () => {
    const env = fakeEnv();
    const drawn = [];
    const driver = motionDriver(env);
    driver.show(one, 0, (s) => drawn.push(s));
    driver.show(two, 1, (s) => drawn.push(s));
    env.run(MOTION_MS / 4);
    driver.show(two, 1, (s) => drawn.push(s));       // a selection or a resize: the same step
    expect(driver.state.plan).not.toBeNull();
    driver.show(three, 2, (s) => drawn.push(s));     // the next step before the slide ended
    expect(driver.state.plan).toBeNull();
    expect(drawn.at(-1).items[0].x).toBe(40);
  });
});

// Each game's fixture before and after a step told by hand: which keys stay, what slides from where, what is outlined.
const STEPS = {
  "Letter: the player plays a card and draws one": ["letter_start", (v) => {
    v.player_discard.push(v.hand.splice(1, 1)[0]);
    v.hand.push({ id: "investigators", insane: false, value: 1 });
    v.deck.count -= 1;
    v.deck.cards.pop();
  }, { stays: ["hand:mi_go#0", "deck", "clue-stack", "cthulhu"],
       slides: { "player-discard:liber_ivonis#0": "hand:liber_ivonis#0", "hand:investigators#0": "deck" },
       last: ["player-discard:liber_ivonis#0", "hand:investigators#0"] }],
  "Letter: the opponent (a bot) plays its top clue": ["letter_start", (v) => {
    v.opponent.cards.shift();
    v.opponent.clues -= 1;
    v.opponent.count -= 1;
    v.opponent_discard.push({ id: "investigators", insane: false, value: 1 });
  }, { stays: ["hand:mi_go#0", "hand:liber_ivonis#0", "deck"],
       slides: { "opponent-discard:investigators#0": "clue-stack" }, last: ["opponent-discard:investigators#0"] }],
  // the cell the piece lands on is framed, not the piece too (a doubled frame, the piece's across two cells during the
  // slide: newcomer review 11, CHAOS; changed on purpose)
  "CHAOS: a piece moves one cell": ["chaos_start", (v) => {
    v.pieces.find((p) => p.seat === "A1").cell = [7, 1];
  }, { stays: ["piece-A2", "piece-B1", "cell-8-1", "cell-7-1"], slides: { "piece-A1": "piece-A1" },
       last: ["cell-7-1"] }],
  "CHAOS: a card is played and one drawn": ["chaos_cards", (v) => {
    const cards = v.hands.A2.cards;
    cards.splice(0, 1);
    cards.push({ function: "checkup", id: "checkup_eye", role: "ghost", suit: "eye" });
    v.decks.ghost.count -= 1;
  }, { stays: ["ccard-prank_moon", "ccard-checkup_moon", "ccard-possession_eye", "deck-ghost"],
       slides: { "ccard-prank_moon": "ccard-prank_moon", "ccard-checkup_eye": "deck-ghost" },
       last: ["ccard-checkup_eye"] }],
  "Mythos: a hand card goes to the discard and one is drawn": ["mythos_rich", (v) => {
    const me = v.players.find((p) => p.seat === "p0");
    me.discard.push(me.hand.shift());
    me.hand.push({ id: "ray_stuckey", inst: 19 });
    me.deck_count -= 1;
  }, { stays: ["inst-50", "inst-48", "deck-p0", "inst-27"],
       slides: { "inst-34": "inst-34", "inst-19": "deck-p0" }, last: ["inst-34", "inst-19"] }],
  "CHAOS: a bot plays a card face down (nothing visible moves: who acted is outlined)": ["chaos_hidden", (v) => {
    v.hands.B2.count -= 1;
    v.to_act = "B1";
  }, { stays: ["seat-B2", "piece-B2"], slides: {}, last: ["seat-B2"] }],
  "Mythos: a bot passes (who acted is outlined)": ["mythos_rich", (v) => {
    v.to_act = "p0";
    v.passes = 1;
  }, { stays: ["panel-p1", "panel-p0", "inst-34"], slides: {}, last: ["panel-p1"] }, (v) => { v.to_act = "p1"; }],
};

describe.each(Object.entries(STEPS))("%s", (_, [name, change, expected, prepare = () => {}]) => {
  const before = sceneOf(fixture(name), prepare);
  const after = sceneOf(fixture(name), (v) => {
    prepare(v);
    change(v);
  });
  const plan = planMotion(before, after);

  it("keeps the keys of what stayed, and no key twice", () => {
    for (const key of expected.stays) {
      expect(keyed(before).has(key), key).toBe(true);
      expect(keyed(after).has(key), key).toBe(true);
    }
    for (const scene of [before, after]) {
      const keys = scene.items.filter((i) => i.key != null).map((i) => i.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("slides what moved from where it was (a drawn card from its pile)", () => {
    for (const [key, from] of Object.entries(expected.slides)) {
      const was = keyed(before).get(from);
      expect(plan.moves.get(key), key).toEqual({ x: was.x, y: was.y, w: was.w, h: was.h });
      expect(at(sceneAt(after, plan, 0), key)).toMatchObject({ x: was.x, y: was.y });
      // landed when the slide's time is over (the Letter opponent's card glides longer: review 23, Letter en 5)
      expect(at(sceneAt(after, plan, plan.span), key)).toMatchObject({ x: at(after, key).x, y: at(after, key).y });
    }
  });

  it("outlines what the step touched, in the last action's colour, until the next step", () => {
    expect([...plan.last].sort()).toEqual([...expected.last].sort());
    const { ctx, out } = strokes();
    paint(ctx, withLast(after, plan.last));
    // CHAOS's "last move" legend (chaos/panel.js) is a sample of the same frame, drawn beside the order strip
    const legend = after.items.filter((i) => i.label === "last-legend").length;
    expect(out.filter((c) => c === LAST_COLOUR).length).toBe(expected.last.length + legend);
    const quiet = strokes();
    paint(quiet.ctx, after);
    expect(quiet.out.filter((c) => c === LAST_COLOUR).length).toBe(legend);
  });
});
