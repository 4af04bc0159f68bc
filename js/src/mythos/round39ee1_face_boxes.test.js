// Round EE, fixer EE1 (newcomer review 37, mythos_en 1, mythos_ja 1 and 3): on hand cards the title ran into the
// sub-type line ("Gomes" over "Corrupt · Cultist"), the sub-type under the "⚑ needed" badge ("Greater Servitor"), the
// "new" tag on a two-line title or on the card above's "needed" badge; a Japanese name broke inside a word ("イス／人").
// On a face the title, the sub-type line and every badge each get their own box; with no room the sub-type is left
// off (the zoom says it).
import { describe, expect, it } from "vitest";
import { layout } from "../layout.js";
import { valid } from "../view_schema.js";
import { MYTHOS_PAINTERS } from "./paint.js";
import catalogBase from "../fixtures/mythos_catalog.json";
import { recordedGame } from "./recorded_game.js";

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
const sizeOf = (font) => Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
// a glyph's width: a CJK one a full em, a Latin one a little over half
const widthOf = (text, size) => [...String(text)].reduce((a, ch) => a + size * (CJK.test(ch) ? 1 : 0.58), 0);

/** Return a 2D context stand-in that records each text drawn (its box) and each filled path's box with its colour. */
function recorder() {
  const texts = [];
  const fills = [];
  let path = [];
  const state = { font: "10px x", fillStyle: "#000", textAlign: "center" };
  const ctx = new Proxy(state, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: widthOf(t, sizeOf(target.font)) });
      if (prop === "beginPath") return () => { path = []; };
      if (prop === "moveTo" || prop === "lineTo") return (x, y) => path.push([x, y]);
      if (prop === "arcTo") return (x1, y1, x2, y2) => path.push([x1, y1], [x2, y2]);
      if (prop === "fill") return () => {
        if (!path.length) return;
        const xs = path.map((p) => p[0]);
        const ys = path.map((p) => p[1]);
        fills.push({ colour: target.fillStyle, x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs),
                     h: Math.max(...ys) - Math.min(...ys) });
      };
      if (prop === "fillText") return (t, x, y, max) => {
        const size = sizeOf(target.font);
        const w = Math.min(widthOf(t, size), max ?? Infinity);
        texts.push({ text: String(t), size, x: x - w / 2, y: y - size * 0.55, w, h: size * 1.1 });
      };
      return () => {};
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx, texts, fills };
}

const overlap = (a, b) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const WORDS = { en: { fresh: "new", needed: "needed", discard: "✓ Discard" }, ja: { fresh: "新", needed: "必要", discard: "✓ 捨てる" } };
const NEEDED_BG = "#2a2140";
const FRESH_BG = "#4fd8ff";

/** Return the boxes painted on one hand card: its title's lines, its sub-type's lines and its badges. */
function faceBoxes(card) {
  const { ctx, texts, fills } = recorder();
  MYTHOS_PAINTERS.mcard(ctx, card);
  const f = card.face;
  const tagWords = new Set((f.tag ?? "").split(/\s+/));
  const nameText = String(f.name);
  const title = texts.filter((t) => nameText.includes(t.text.replace(/…$/, "").trim()) && t.text.trim() && t.size >= 10
                                      && !(f.tag ?? "").includes(t.text));
  const tag = texts.filter((t) => f.tag && t.text.trim() && (f.tag.includes(t.text) || t.text.split(/\s+/).every((x) => tagWords.has(x)))
                                    && !nameText.includes(t.text));
  const badges = fills.filter((b) => b.colour === NEEDED_BG || b.colour === FRESH_BG);
  return { title, tag, badges, texts };
}

/** Return the scenes of every card of the catalog in the seat's hand (8 at a time) at `width`, in `lang`. */
function handScenes(lang, width) {
  const f = recordedGame(lang).find((g) => g.view.phase === "play" && g.legal.length);
  const ids = Object.keys(catalogBase.cards);
  const scenes = [];
  for (let k = 0; k < ids.length; k += 8) {
    const hand = ids.slice(k, k + 8).map((id, j) => ({ id, inst: 900 + k + j }));
    const players = f.view.players.map((p) => (p.seat === f.seat ? { ...p, hand, hand_count: hand.length } : p));
    const g = { ...f, view: { ...f.view, players } };
    scenes.push(layout({ ...valid({ ...g, catalog: { ...catalogBase, seats: g.seats } }), ui: {}, lang }, { width }));
  }
  return scenes;
}

const handCards = (s) => s.items.filter((i) => i.type === "mcard" && /^hand-9\d\d$/.test(i.label ?? "") && i.face);

describe("review 37, mythos_en 1 / mythos_ja 1: a hand card's title, sub-type and badges never overlap", () => {
  for (const lang of ["en", "ja"]) {
    for (const width of [1280, 390]) {
      for (const badges of [{}, { fresh: "fresh", needed: "needed" }, { fresh: "discard" }]) {
        it(`${lang} ${width} px, ${Object.keys(badges).join("+") || "no badge"}: every card's boxes are apart`, () => {
          let tagged = 0;
          for (const s of handScenes(lang, width)) {
            const cards = handCards(s).map((c) => ({ ...c, fresh: badges.fresh && WORDS[lang][badges.fresh],
                                                     needed: badges.needed && WORDS[lang].needed }));
            const all = [];
            for (const card of cards) {
              const { title, tag, badges: marks } = faceBoxes(card);
              expect(title.length, `${card.face.id}: its title is drawn`).toBeGreaterThan(0);
              if (tag.length) tagged += 1;
              const boxes = [...title.map((b) => ({ ...b, what: "title" })), ...tag.map((b) => ({ ...b, what: "sub-type" })),
                             ...marks.map((b) => ({ ...b, what: `badge ${b.colour}` }))];
              for (const [i, a] of boxes.entries()) {
                for (const b of boxes.slice(i + 1)) {
                  if (a.what === b.what && a.what !== "badge") continue;   // a title's own lines stack
                  expect(overlap(a, b), `${card.face.id} (${card.face.name}): ${a.what} "${a.text ?? ""}" on ${b.what} "${b.text ?? ""}"`)
                    .toBe(false);
                }
              }
              // each line inside the card
              for (const b of [...title, ...tag]) {
                expect(b.y >= card.y && b.y + b.h <= card.y + card.h, `${card.face.id}: "${b.text}" inside its card`).toBe(true);
              }
              all.push(...marks.map((m) => ({ ...m, id: card.face.id })));
            }
            // a card's badge never lies on a neighbour's (the "new" of a second row on the first row's "needed")
            for (const [i, a] of all.entries()) {
              for (const b of all.slice(i + 1)) expect(overlap(a, b), `${a.id}'s badge on ${b.id}'s`).toBe(false);
            }
          }
          if (!badges.needed) expect(tagged, "some cards still say their sub-type").toBeGreaterThan(5);
        });
      }
    }
  }
});

describe("review 37, mythos_ja 3: a Japanese name breaks only at '・' or between whole words", () => {
  for (const width of [1280, 390]) {
    it(`ja ${width} px: イス人 is one line, ンガー・クトゥン breaks at its '・'`, () => {
      const seen = {};
      for (const s of handScenes("ja", width)) {
        for (const card of handCards(s)) seen[card.face.name] = faceBoxes(card).title.map((t) => t.text);
        // and a little narrower (a phone's hand of 12: 'ラバン・シュ／リュズベリイ／を探して')
        for (const card of handCards(s)) {
          seen[`${card.face.name} (narrow)`] = faceBoxes({ ...card, w: card.w - 14, h: card.h - 8 }).title.map((t) => t.text);
        }
      }
      expect(seen["イス人"]).toEqual(["イス人"]);
      for (const [name, lines] of Object.entries(seen)) {
        // no line break between two katakana (a '・' ends a word; after a 'ー' a transliterated compound's part,
        // 'ニューベリー／ポート', as round 13 allowed)
        for (let i = 1; i < lines.length; i += 1) {
          expect(/[\u30a1-\u30fa]$/.test(lines[i - 1]) && /^[\u30a1-\u30fa\u30fc]/.test(lines[i]), `${name}: ${lines.join("／")}`).toBe(false);
        }
      }
    });
  }
});
