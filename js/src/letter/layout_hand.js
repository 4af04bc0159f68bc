// The Letter table's player row and footer: the hand, the deck, the player's discard and the piles out of play.
// Pure: no DOM.
import { INK, errorStrip } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { cardName } from "../scene/words.js";
import { insanityLine } from "./layout_insanity.js";
import { discardGroups, fan, motionKeys, perRow } from "./layout_piles.js";
import { OUT, colon } from "./layout_zoom.js";

const RAISE = 8;   // a chosen hand card stands this many px above the row
// a label's foot to the cards under it: the last action's cyan outline (paint.js, 6 px out, 3 px wide) struck through
// "Opponent's discard" on a phone (issue 23 r6, with finding 6)
export const GAP = 10;
const GLOW = 12;   // the hover glow's visible reach outside a card (paint_feedback.js: its frame and shadow blur)

/**
 * Return what a click on hand card `i` does: select it (its choices), or, once selected with one move, play that move
 * (the second click, issue 23 r6 finding 1); a hand card the answer names answers with it.
 */
function handId(t, i) {
  const acts = t.byHand.get(i);
  if (!acts) return t.only(t.byZone.get("hand"));
  return t.selected === i && acts.length === 1 ? `act:${acts[0].id}` : `select:${i}`;
}

/** Player row: hand, deck, discard with insanity marks. */
export function playerRow(t, y) {
  const { view, items, w, fs, m, W, cw, ch, byZone, only, selected } = t;
  t.text(w("hand"), m, y, { colour: INK.dim, label: "hand-label" });
  if (view.protected.player) {
    const sx = m + Math.round(cw * 2.2) - Math.round(cw * 0.45);
    items.push({ type: "shield", x: sx, y, w: Math.round(cw * 0.4), h: Math.round(cw * 0.5), text: w("protected_label"),
                 label: "protected-player" });
    // its word by it, right-aligned up to the shield: a bare shield said nothing (newcomer review 7, finding 3)
    const room = sx - 6 - (m + Math.ceil(textWidth(w("hand"), fs)) + 8);
    const lw = Math.min(room, Math.ceil(textWidth(w("protected_label"), fs, true)));
    t.text(w("protected_label"), sx - 6 - lw, y, { colour: INK.gold, bold: true, label: "protected-player", maxW: lw,
                                                   w: lw });
  }
  // room for a chosen card raised RAISE px under the Hand label and its hover glow (a blur about GLOW px wide) with a
  // gap: the glow touched the label (issue 23 r6, finding 6); over, no card is chosen any more
  const rowY = y + fs + 4 + GLOW + (view.result && !t.endFoot && !t.stillRows ? 0 : RAISE);   // a still end board: where it lay
  const seen = new Map();
  // the hand is always known (LS-KNOW-1): a "known" tag on every hand card says nothing; the deck top's varies
  view.hand.forEach((card, i) => {
    const id = handId(t, i);
    items.push({ type: "card", x: m + i * Math.round(cw * 1.08), y: rowY - (selected === i ? RAISE : 0), w: cw, h: ch,
                 face: { ...t.face(card), known: undefined }, id, highlight: Boolean(id), label: `hand-${i}`, ...(selected === i ? { chosen: true } : {}),
                 ...motionKeys("hand", card, seen, "deck") });
  });
  const dx = m + Math.round(cw * 2.4);
  const deckLabel = `${w("deck")}${colon(t.lang)}${view.deck.count}`;
  t.text(deckLabel, dx, y, { colour: INK.dim, label: "deck-label" });
  const deckId = only(byZone.get("deck"));
  items.push({ type: "pile", x: dx, y: rowY, w: cw, h: ch, count: view.deck.count,
               top: view.deck.count ? t.face(view.deck.cards[0]) : null, id: deckId,
               highlight: Boolean(deckId), label: "deck", key: "deck" });
  const label = `${w("discard")} · ${w("insanity")} = ${view.insanity}`;
  if (t.full === t.W) return narrowDiscard(t, insanityLine(t, rowY + ch + 12), label);
  // after the deck's label, however long in the table's language (zh 牌堆（夥伴）：3 sent the pile to a row of its own)
  let px = Math.max(m + Math.round(cw * 3.7), dx + Math.ceil(textWidth(deckLabel, fs)) + 12);
  let ly = y;
  let bottom = rowY + ch + 12;
  const kinds = discardGroups(view.player_discard).length;
  if (px + textWidth(label, fs, true) > W - m || 2 * perRow(t, t.full - m - px) < kinds) {   // a row of its own
    px = m;
    ly = bottom;
    bottom = ly + fs + GAP + t.small.h + 12;
  }
  t.text(label, px, ly, { colour: view.insanity ? "#e59aa8" : INK.dim, bold: view.insanity > 0, label: "insanity" });
  // over, the pile beside the hand keeps one row (its cards overlapping if they must): its second row ran the end
  // board, under round I's result band, past a 1280×800 window (issue 23 round K, fresh-clone CI)
  // — but a still end board (the page's panel open: stillEnd) keeps the last turn's two rows: squeezed into one they
  // overlapped, "The Shining Trapezohedron" cut and "Deep Ones" half hidden (newcomer review 11, finding 3, desk 038)
  const oneRow = Boolean(view.result) && ly === y && !t.endFoot && !t.stillRows;
  // in play, beside the hand, the room of the pile's two rows is kept from turn 1: a second row moved the cards up,
  // the Insanity line down and grew the table (review 29, letter_en 4, 088/089)
  const beside = ly === y && !oneRow;
  const top = ly !== y ? ly + fs + GAP : oneRow && kinds > perRow(t, t.full - m - px) ? y + fs + GAP : rowY;
  // its rows closer (a count's badge lies inside its card's foot): two rows from the hand's top end where two under
  // the label did, in a 1280×800 window
  const pitch = beside ? t.small.h + 5 : t.small.h + 12;
  if (beside) bottom = Math.max(bottom, top + 2 * pitch - 4 + 12);
  const foot = fan(t, view.player_discard, px, top, t.full - m - px, "player-discard", true, oneRow ? 1 : 0, pitch);
  // the still end's lines 12 px under the cards, not 20 (their "×2" lies inside their foot); with no Insanity line:
  // "Discard · Insanity N" over the cards says N, the page's result panel the rest; its two rows of discards and the
  // end's lines took the end board to 711 px, past a 1280×800 window's 677 (newcomer review 14, round S finding 5)
  if (t.endFoot) return Math.max(bottom, foot + 6);
  return insanityLine(t, Math.max(bottom, foot + 12));
}

/**
 * Push a narrow table's discard under the Insanity line (at `y`, which comes right under the hand: on a phone it fell
 * below the screen, newcomer review 10, finding 1): its label, then one row, two when more kinds came than fit (its
 * cards overlapping only past two rows), in room kept for two, so the table's foot never moves from turn to turn.
 * Return the foot.
 */
function narrowDiscard(t, y, label) {
  const { view, fs, m } = t;
  // right under the Insanity lines drawn this turn (their room's foot is `y`): a card's text then comes under it, over
  // the cards (ownZoom), the table's foot still `y`'s (newcomer review 15, finding 2)
  const room = y;
  y = Math.min(y, linesFoot(t) + 4);
  t.boxRoom = room + fs + 6;   // the lowest top of ownZoom's box (chosenRoom)
  t.text(label, m, y, { colour: view.insanity ? "#e59aa8" : INK.dim, bold: view.insanity > 0, label: "insanity" });
  // a second row when more kinds came than fit side by side: one row of nine overlapped them past reading late in a
  // game (newcomer review 13, finding 3, phone 086); its room is kept from turn 1, so the footer never moves
  const rows = discardGroups(view.player_discard).length > perRow(t, t.full - 2 * m) ? 2 : 1;
  fan(t, view.player_discard, m, y + fs + GAP, t.full - 2 * m, "player-discard", true, rows);
  return room + fs + GAP + NARROW_ROWS * (t.small.h + 12) + 2;
}

/** Return the foot of the hand's row and of the Insanity lines drawn under it. */
export function linesFoot(t) {
  const rows = t.items.filter((i) => /^(hand-\d|deck|insanity-line|deck-top-danger)$/.test(i.label ?? ""));
  return Math.max(...rows.map((i) => i.y + (i.type === "text" ? i.size ?? i.h : i.h)));
}
const NARROW_ROWS = 2;   // the rows a phone's discard keeps room for (narrowDiscard, chosenRoom)

const FOOT_SLACK = 0.9;   // the share of the width a long footer sentence is wrapped to

/** Footer: public piles outside play and the hidden unused card; then the error strip. */
export function footer(t, y) {
  const { view, w, fs, m, catalog, lang } = t;
  const W = t.full;   // the zoom's column too, as the insanity line: it says no move (issue 23 r6b, finding 1)
  const list = (cards) => cards.map((c) => ("id" in c ? cardName(catalog, lang, c.id) : "?")).join(", ") || "—";
  const c = colon(lang);
  // the unused card face down is said in words: "Unused: ?" read as a question (review 4, finding 5)
  const hidden = view.unused.filter((card) => !("id" in card)).length;
  const unused = hidden === view.unused.length && hidden ? w("unused_hidden", { n: hidden }) : list(view.unused);
  // the set-aside card said for what it is: "Mi-Go" in the hand and "Set aside: Mi-Go Braincase" looked alike
  // (newcomer review 41, letter_en 12, 097)
  const what = (cards) => (w("aside_what") === "aside_what" ? list(cards)
    : cards.map((one) => ("id" in one ? w("aside_what", { card: cardName(catalog, lang, one.id) }) : "?")).join(", "));
  const parts = [`${w("removed")}${c}${list(view.removed)}`, `${w("aside")}${c}${what(view.set_aside) || "—"}`,
                 `${w("unused")}${c}${unused}`];
  const one = parts.join("   ");
  const small = Math.max(MIN_TEXT, fs - 1);
  for (const line of textWidth(one, small) <= W - 2 * m ? [one] : parts.flatMap((p) => wrapLines(p, W - 2 * m, small))) {
    // its tooltip and zoom say why each pile is out of play (letterZoom OUT; newcomer review 11, finding 6)
    t.text(line, m, y, { colour: INK.dim, size: small, label: OUT });
    // each pile's head ('Removed', 'Set aside', 'Unused') dotted as the Mythos table's terms and the page's card names:
    // nothing showed the line opens a tooltip (newcomer review 11, loose end of finding 6)
    for (const head of [w("removed"), w("aside"), w("unused")]) {
      // the head before its colon: zh's Unused sentence says 移除 too (開局時蓋著移除的 1 張瘋狂卡)
      for (let from = line.indexOf(head + c); from >= 0; from = line.indexOf(head + c, from + head.length)) {
        t.items.push({ type: "mgloss", x: m + textWidth(line.slice(0, from), small), y: y + small + 1,
                       w: textWidth(head, small), h: 2, line, from, to: from + head.length, at: m, size: small,
                       bold: false, colour: INK.dim, label: "out-of-play-mark" });
      }
    }
    y += fs + 3;
  }
  // a "(?)" after the line where it fits: what the three piles are was never said (newcomer review 33, letter_zh 11);
  // it opens their explanation as the line does
  const last = t.items.filter((i) => i.label === OUT && i.type === "text").at(-1);
  const askX = last ? last.x + textWidth(last.text, small) + small : 0;
  if (last && askX + textWidth("(?)", small) <= W - m) {
    t.text("(?)", askX, last.y, { colour: INK.text, size: small, label: OUT });
  }
  if (view.result) {   // why the backs stay: a seat's table shows only what it saw; the seed replays the deal
    // wrapped with room to spare: measured to the edge, its last words ran past the table (newcomer R3-L, zoom_footer)
    // where the Seed box is (under ⋯) is a phone's only: the desk's bar shows it (newcomer review 33, letter_en 10)
    const told = t.course ? w("end_hidden").replace(/^(.*?[.。]).*$/su, "$1")   // the course: its first sentence,
      // not the seed's, which is false there: its fixed deal has none, the box reads "Course deal" (review 35, letter_en 8)
      : t.full === t.W ? w("end_hidden") : w("end_hidden").replace(/\s*[(（][^()（）]*⋯[^()（）]*[)）]/u, "");
    for (const line of wrapLines(told, (W - 2 * m) * FOOT_SLACK, small)) {
      t.text(line, m, y + 2, { colour: INK.dim, size: small, label: "end-hidden" });
      y += fs + 3;
    }
  }
  y += t.endFoot ? 0 : 5;   // a still end board's foot: the window's room (round S finding 5)
  if (!t.error) return y;
  errorStrip(t.items, t.error, m, y, W - 2 * m, fs);
  return y + fs + 14;
}
