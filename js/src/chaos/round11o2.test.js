// CHAOS, newcomer review 11 (round O, wave 2): the words the Python now sends (a card's own why-not, left_this) on
// the painted table, and a chip's text kept off its pill's border in every game (fake canvas).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { paint } from "../paint.js";
import { chipRows } from "../scene/build.js";
import cards from "../fixtures/chaos_cards.json";
import effects from "../fixtures/chaos_effects.json";
import effectsJa from "../fixtures/chaos_effects_ja.json";
import letter from "../fixtures/letter_start.json";
import letterJa from "../fixtures/letter_error_ja.json";
import mythos from "../fixtures/mythos_rich.json";
import mythosJa from "../fixtures/mythos_why_not_ja.json";
import start from "../fixtures/chaos_start.json";
import game from "./round10n_game.json";

// (the notes under a wide board opened: the rest wait behind "+N", review 29, chaos_en 1)
const scene = (f, width, ui = { selected: "@notes" }) => layout({ ...valid(f), ui }, { width });
const texts = (s) => s.items.filter((i) => typeof i.text === "string").map((i) => i.text);

describe("a hand card's own reason why it cannot be played now (legal[0].target.why_not)", () => {
  it("is what the prompt band says, not the generic 'what its text needs is not on the board' (desk/phone 146)", () => {
    const why = cards.legal[0].target.why_not;
    const generic = cards.catalog.ui.en.why_not_need;
    for (const [id, reason] of Object.entries(why)) {
      for (const width of [1280, 360]) {
        const said = texts(scene(cards, width, { selected: `zoom:card:${id}` })).join(" ");
        expect(said, `${id} at ${width}`).toContain(reason.slice(0, 24));
        expect(said).not.toContain(generic.slice(0, 30));
      }
    }
  });

  it("reaches a hand card whatever the order of the legal moves", async () => {
    const { whyNot } = await import("./labels.js");
    const legal = [...cards.legal].reverse();
    const input = { catalog: cards.catalog, lang: "en", view: cards.view, legal, seat: cards.seat };
    expect(whyNot(input, "possession_eye")).toContain(cards.legal[0].target.why_not.possession_eye);
  });
});

describe("a timed effect's last turn, said during its own seat's turn (left_this)", () => {
  const f = (toAct, fixture = effects) => ({ ...fixture, view: { ...fixture.view, to_act: toAct,
                                                              time: { ...fixture.view.time, turns_left: 0 } } });
  for (const fixture of [effects, effectsJa]) {
    const words = fixture.catalog.ui[fixture.lang];
    it(`reads 'lasts through this turn' while that seat plays, never 'ends when its next turn begins' (${fixture.lang})`,
       () => {
         const now = words.left_this.split("{seat}")[0].trim();
         const stale = words.left_next.replace("{seat}", "B1");
         // B1's Protection at its last turn, during B1's turn (room 107/243)
         const during = texts(scene(f("B1", fixture), 1280)).filter((t) => t.includes("B1"));
         expect(during.some((t) => t.includes(now) && t.includes(words.left_this.split("{seat}")[1].slice(0, 6))))
           .toBe(true);
         expect(during.filter((t) => t.includes(stale) && !t.includes(now))).toEqual([]);
         // the time of day is A1's: its header during A1's own turn
         const own = texts(scene(f("A1", fixture), 1280)).join(" ");
         expect(own).toContain(words.left_this.replace("{seat}", "A1").slice(0, 8));
         if (!words.left_this.includes(words.left_next.replace("{seat}", ""))) {
           expect(own).not.toContain(words.left_next.replace("{seat}", "A1"));
         }
         // another seat's turn: 'ends when B1's next turn begins' stays true
         const other = texts(scene(f("A2", fixture), 1280)).join(" ");
         expect(other).toContain(stale);
       });
  }
});

/** Return, for each fillText of painting `items` one at a time, the chip and the text's glyph box. */
function chipTexts(items) {
  const out = [];
  let chip = null;
  const state = {};
  const ctx = new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: glyphWidth(String(t), target.font) });
      if (prop === "fillText") {
        return (t, x, y, maxW) => {
          if (!chip) return;
          const size = Number(/(\d+(?:\.\d+)?)px/.exec(target.font)[1]);
          const w = Math.min(glyphWidth(String(t), target.font), maxW ?? Infinity);
          const ink = /^[▾▴]$/.test(String(t)) ? size * 0.5 : size;   // a lone triangle's ink is half an em high
          out.push({ chip, text: String(t), x: x - w / 2, y: y - ink / 2, w, h: ink });
        };
      }
      return () => {};
    },
    set(target, prop, value) { target[prop] = value; return true; },
  });
  for (const item of items) {
    chip = item;
    paint(ctx, { width: 2000, height: 2000, items: [item] });
  }
  return out;
}

/** A text's width in a fake font: a CJK glyph 1 em, any other 0.58 em. */
function glyphWidth(text, f) {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(f ?? "13px")[1]);
  return [...text].reduce((s, ch) => s + size * (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.58), 0);
}

/** How far the point lies inside the pill of chip `c` (radius h/2): negative outside. */
function inside(c, px, py) {
  const r = c.h / 2;
  const qx = Math.min(Math.max(px, c.x + r), c.x + c.w - r);
  return r - Math.hypot(px - qx, py - (c.y + r));
}

/** The glyph boxes of `items`' chips that come within `pad` px of their pill's border. */
function touching(items, pad = 2) {
  return chipTexts(items.filter((i) => i.type === "chip"))
    .filter(({ chip, x, y, w, h }) => Math.min(inside(chip, x, y), inside(chip, x + w, y), inside(chip, x, y + h),
                                               inside(chip, x + w, y + h)) < pad)
    .map(({ chip, text }) => `${chip.label ?? chip.id}: '${text}' in ${chip.w}×${chip.h}`);
}

describe("a chip's text keeps off its pill (paint.js chip painter), in every game", () => {
  it("on one, two and three lines, in English and Japanese", () => {
    const items = [];
    const long = ["Play Mischief (Moon): move every bomb to other cells, for the rest of the game, or plant two more",
                  "Join the combo with Checkup (Eye): the patient sees every bomb now, and the ghost is pushed away",
                  "「いたずら」（月）を出す：すべての爆弾を別のマスへ移す。ゲームの終わりまで続く。",
                  "Take a random card from B1", "Stay"];
    for (const [width, fs] of [[300, 13], [220, 12], [340, 14], [180, 11]]) {
      chipRows(items, long.map((text, i) => ({ id: `act:${i}`, text })), 0, items.length * 80, width, fs);
    }
    expect(items.some((i) => i.rows === 2)).toBe(true);
    expect(items.some((i) => i.rows === 3)).toBe(true);
    expect(touching(items)).toEqual([]);
  });

  it("on the tables of CHAOS, Letter and Mythos, desk and phone", () => {
    const frame = (f, lang) => ({ ...start, ...f, view: { ...f.view, map: start.view.map }, lang, seat: "A1" });
    const tables = [cards, effects, effectsJa, letter, letterJa, mythos, mythosJa,
                    ...["en", "ja"].flatMap((lang) => game[lang].filter((_, i) => i % 9 === 0).map((f) => frame(f, lang)))];
    for (const f of tables) {
      for (const width of [1280, 768, 360]) expect(touching(scene(f, width).items), `${f.lang} ${width}`).toEqual([]);
    }
  });
});
