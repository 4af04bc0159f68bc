// The CHAOS side panel, beside the board on a wide table and below it on a narrow one: the time of day, the
// turn order with hand sizes, decks and what is known, the combo or cover in progress, the prompt with its
// chips, the hand (one action plays a card, several open chips) and, for the designer, the other hands.
import { INK, chipRows } from "../scene/build.js";
import { botChipAside, promptChips } from "./chips.js";
import { PLAYED, handCard, handSlots, spentWhy, titleRise, wideBand } from "./band.js";
import { dangerLegend, reachLegend } from "./board.js";
import { chaosNews, handNewsTitle, newsLine } from "./hand_news.js";
import { comboHeadEffect, comboTextFor } from "./combo_side.js";
import { keepNotes } from "./under_notes.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { named } from "../scene/words.js";
import { ARROWS, SUIT_MARK, actingWords, actionLabel, cardById, cardEffect, cellName, chosenEffect, functionName, phasePrompt, pieceTags, timeLabel, timeWithBrief, timeWithShort, turnsLeft, whyNot } from "./labels.js";

// The smallest text of the panel (newcomer r6 finding 4: 10-11 px read too small on a phone).
const PHONE_TEXT = 12;
const BAND_WIDTH = 900;   // a table this wide (a 1280 window's is 930 px) keeps chaos/band.js's fixed band

/** Lay out the panel beside (wide) or below the board; return its bottom. */
export function layoutPanel(t, board, top) {
  const px = board.wide ? board.bx + board.cols * board.cs + 2 * t.m + 4 : t.m;
  const p = { x: px, w: t.W - px - t.m, y: board.wide ? top : board.bottom + t.m + 4, small: Math.max(PHONE_TEXT, t.fs - 1) };
  p.line = lineWriter(t, p);
  // a combo's join or reaction window on a wide table: its chips a size smaller and its hand a little smaller, so
  // the table stays within a 1280×800 window (newcomer r6 finding 5: it pushed the page past 800 px)
  t.wideTable = board.wide;
  // on a narrow table the time of day, the turn order and the decks go under the hand: the board, the prompt and the
  // hand fit a phone's screen together (review 5: on a 390×844 phone they never did, the hand a screen below)
  if (board.wide) about(t, p);
  // (after the turn order: a window's chips are a size smaller, its order row and hand are not)
  t.tight = board.wide && ["join", "react"].includes(t.view.phase);
  // a wide table's chips row and hand have one y for the whole game (newcomer review 10, finding 1: band.js)
  t.band = board.wide ? wideBand(t, p, wideBottom(t)) : null;
  // a combo's lines outside its windows go under a wide table's chips (widePrompt: review 10, finding 1)
  const windowed = ["join", "react"].includes(t.view.phase);
  // a narrow table's seat waiting for another's answer: 'Waiting for A2' and 'Bot's turn ▶' right under the board, the
  // combo's lines and its window's words under them (newcomer review 16, finding 1: above, they moved the chip from
  // y 512 to 655 and 735 on a ja phone as they came and went, and repeated taps landed on the board)
  const { handSeat, hand, selected } = handOf(t);
  // a phone's prompt and chips come first in every phase, its hand at one y for the game (phoneHand)
  const still = !board.wide && !t.design;
  t.still = still;
  const y0 = p.y;
  const first = t.items.length;
  if (still) {
    const waits = !t.acting && Boolean(t.toAct) && t.toAct !== t.seat && !t.view.result;
    p.y += waits ? 0 : 4;   // (the seat's own prompt 4 px lower, where it was under a combo's lines)
    prompt(t, p, hand, selected);
    p.y += waits ? 4 : 0;
  }
  // (waiting while others answer a window, a wide table's combo lines go under its chips too: above the prompt they
  // moved 'Waiting for A2' and 'Bot plays ▶' 60 px down and back, newcomer review 11, CHAOS finding 3, desk 025→026)
  const lines = still ? phoneHand(t, p, y0, hand) : null;
  if (!still && (!board.wide || (windowed && t.acting))) combo(t, p);
  // the reaction or join window's words: under the board on a wide table (its column is free there), else here
  // (as wide as the gap to the panel allows and a size smaller, so a window opening keeps a 1280×800 page: finding 8)
  // (in a window, closer under the board and its paragraphs closer: a Japanese reaction window ran 14 px past the
  // 660 px a 1280×800 page holds, review 7 finding 2)
  const under = board.wide ? { x: board.bx, w: px - t.m - board.bx, y: board.bottom + (t.tight ? 4 : t.m - 2),
                                small: t.tight ? PHONE_TEXT : Math.max(MIN_TEXT, p.small - 1), gap: t.tight ? 3 : 7 } : p;
  if (board.wide) under.line = lineWriter(t, under);
  // the timed effects' lines, which come and go within a turn (Dawn begins: 'A1 · Dawn line'), push nothing: under the
  // board on a wide table, under the hand on a narrow one (issue 23 r6c item 1: 'End cards and draw' moved by a line)
  // (in every turn, not only a window's, the notes end by the table's foot: with Midnight, a vanished ghost, bombs and
  // compass notes the 1280×800 page scrolled ~80 px; review 27, chaos_en 2)
  if (board.wide) underWindow(t, under, notesFoot(t));
  else if (!still && !folds(t)) comboWindow(t, under);   // a phone's is behind the prompt's "More ▾" (moreWords)
  p.y += 4;
  if (t.band) bandPrompt(t, p, handSeat, hand, selected);
  else if (!still) prompt(t, p, hand, selected);
  const natural = p.y;
  p.y = t.band ? Math.max(p.y, t.band.hand) : lines ? lines.hand
    : handTop(t, p.y - (t.moreH ?? 0), board.wide) + (t.moreH ?? 0);   // (moreWords)
  // a narrow table's time chips in the room the prompt's block keeps above the hand, where they fit: under the hand a
  // phone's ten cards pushed them off the screen (newcomer review 10, finding 5: r10r/73_B2)
  const timed = !t.band && timeChipsAbove(t, { ...p, y: p.y - (t.still ? offRise(t, p, handSeat, hand) : 0) }, selected);
  const block = { from: first, hand: t.items.length, title: p.y };
  // a phone's news rises no higher than the room handFirst keeps over the hand's title once the hand moves up under
  // the board (review 38, chaos_ja 1: a long bot line rose over row 8's pieces and homes, 030 094 098 186)
  // (under the board's 2 px frame, which the news covered glued to row 8: review 39, chaos_ja 5, 067 174)
  t.newsRoof = still ? p.y - (y0 + handLift(t, p) - board.bottom) : null;
  const cw = t.design || t.view.hands?.[handSeat]   // a spectator: no hand
    ? fitHand(t, p, natural, board.wide, () => ownHand(t, p, handSeat, hand, selected)) : 0;
  t.newsRoof = null;
  if (still && cw) handFirst(t, p, y0, block);
  placeTimeChips(t, p, selected, timed);
  if (lines) linesUnder(t, p, lines);
  if (!board.wide) underHand(t, p);
  if (t.design) otherHands(t, p, handSeat, cw);
  // a wide table keeps room under the board for the tallest join or reaction window, so the page keeps one height
  // when one opens or closes (review 7, finding 2: a combo's request made the 1280×800 page taller than 800 px)
  // (at most 0.71 of its width: a 1280×800 window's table is 930 px wide and must stay within 660 px to fit the page;
  // a wider table's time cards keep it under 720: round 4, finding 1)
  const room = board.wide ? Math.min(board.bottom + t.m - 2 + windowRoom(t, under), wideBottom(t)) : 0;
  const foot = Math.max(p.y, under.y, room);
  return foot;
}

/** Lay a wide table's prompt in its band (band.js), the band's roof lowered to the hand's title where the prompt, the
 * time chips or a combo's lines reach it. */
function bandPrompt(t, p, handSeat, hand, selected) {
  const me = t.pieces.find((q) => q.seat === handSeat);
  const off = me && !t.design && hand.some((c) => c.role !== me.role);
  const said = off ? t.w("hand_role", { role: t.w(me.role), other: t.w(me.role === "ghost" ? "patient" : "ghost") }) : "";
  // (a card chosen: the title keeps one line, its card's text takes the room: review 10, finding 2)
  t.band.short = Boolean(selected);
  t.band.roof = t.band.hand - (off && !selected ? titleRise(t, p, wrapLines(said, p.w, p.small, false).length)
    : !off && newsLine(t) ? newsStep(t) + 4 : 0);   // (the news's own line above the title: newsAbove)
  widePrompt(t, p, hand, selected);
  // the time chips' rows reaching the title's lines: the title keeps its first clause, the whole on hover, as with a
  // card chosen (newcomer review 11, CHAOS finding 2, desk 068: "Dawn · ◉ Eye: Brainwash, Mischief, Schizophrenia"
  // lay over "the hatched patient cards wait…")
  // (a combo's lines likewise: "Reaction: B1: Prank + B2: Schizophrenia · cancelled" lay on "Your hand · you are a
  // ghost now…", newcomer review 30, chaos_en 2b, 090/091)
  const reach = Math.max(timeChipsEnd(t, p), t.view.combo ? t.band.after : -Infinity);
  if (off && !selected && reach + 2 > t.band.roof) Object.assign(t.band, { short: true, roof: t.band.hand });
}

/**
 * Return where a phone's hand goes ({hand, moved, from}), after its prompt and chips (drawn at `y0`): one y for the
 * whole game, the lowest its own move or cards turn ever needs (ownBlock) or a moment has needed (handTop), so a
 * wait, a window or a combo never moves it (newcomer review 31, chaos_ja 4, room_zh 3: 711 on the reader's turn, 571
 * while it waited). The combo's lines and a window's words go between the chips and the hand where they fit, else
 * under the hand (`moved`, laid there by linesUnder): they never push it nor lie on it.
 */
function phoneHand(t, p, y0, hand) {
  const more = t.moreH ?? 0;   // a "More ▾" the reader opened pushes the hand for that look only
  const rise = offRise(t, p, t.seat, hand);   // (its other role's title rises above the cards' y: handTitle)
  const y = handTop(t, Math.max(p.y - more + rise, y0 + ownBlock(t, { ...p, y: y0 }, hand) + 4), false) + more;
  const from = t.items.length;
  const top = p.y;
  combo(t, p);
  if (!folds(t)) comboWindow(t, p);   // an acting phone's is behind the prompt's "More ▾" (moreWords)
  // (the hand's news lines rise above its title's place while the seat waits: clearNews)
  const roof = y - Math.max(t.acting ? 0 : newsRise(t), rise) - 3;
  if (p.y <= roof) {
    if (t.sinceSpot && p.y > top) sinceBelow(t, p.y);   // the since box under them, or under the table
    return { hand: y, moved: [] };
  }
  const moved = t.items.splice(from);
  const h = p.y - top;
  p.y = top;
  return { hand: y, moved, from: top, h };
}

/**
 * Put a phone's hand right under its board and the prompt's block (its words, chips, a chosen card's choices, the combo's
 * lines, the since box's room) right under the hand, the turn order right under the block (the page's table keeps
 * the tallest height it has had: layout.js held): above the hand the room for the tallest prompt was a 150-250 px empty band that put the hand below the fold,
 * and a card tapped there opened its choices a screen above it (newcomer review 34, chaos_ja 1 and 2; room_zh 6: the confirm chip's y changed each turn).
 * The hand keeps one y for the game (the room its news and its other role's title rise into is kept above it).
 */
function handFirst(t, p, y0, block) {
  const top = y0 + handLift(t, p);   // the hand's title (its cards under it) at one y
  const hand = t.items.splice(block.hand);
  const above = t.items.splice(block.from);
  const up = top - block.title;
  const handEnd = p.y + up;
  // (the block's top 10 px under the cards: a waiting line's ▶ chip rises 6 px above it; the seat's own prompt 4 px lower,
  // as under the board, so the bot's chip never lies where the next prompt's first chip comes: round22ai1_bot_chip)
  const cardsFoot = Math.max(handEnd - 12, ...hand.filter((i) => i.type === "ccard").map((i) => i.y + i.h + up));
  const down = cardsFoot + 10 - y0;
  for (const i of hand) t.items.push(shifted(i, up));
  for (const i of above) t.items.push(shifted(i, down));
  chipsFirst(t, above, block.from);
  // (the since box's room: as tall as the box the page measured, 40 px before it has)
  const need = Math.ceil(Number(t.ui.sinceH) || 0);
  if (t.sinceSpot) t.sinceSpot = { ...t.sinceSpot, y: t.sinceSpot.y + down, h: Math.min(t.sinceSpot.h, Math.max(40, need + 6)) };
  if (t.chipsEnd != null) t.chipsEnd += down;
  // the turn order comes right under the block's words and chips, not under the room kept for the tallest prompt (newcomer
  // review 35, chaos_ja 2: a 150-250 px empty block lay there); a card's longer text pushes only what is under it
  const words = above.map((i) => i.y + down + (i.h || i.size || 0));
  const since = t.sinceSpot && need ? [t.sinceSpot.y + t.sinceSpot.h] : [];
  p.y = Math.max(handEnd, ...words.map((y) => y + 4), ...since);
}

/** Return how far under the board a phone's hand title lies: the room its other role's title (or news) rises into. */
function handLift(t, p) {
  const lift = Math.max(...["ghost", "patient"].map((role) => titleRise(t, p, wrapLines(
    phoneTitle(t.w("hand_role", { role: t.w(role), other: t.w(role === "ghost" ? "patient" : "ghost") }), p), p.w, p.small,
    false).length)));
  return Math.max(lift, 4) + 2;
}

/** A chosen card's chips (its ways to play it, "Play", "Cancel") first under a phone's hand, its prompt and text
 * under them: the finger that tapped the card finds them at one place whatever the words (room_zh 6: "出牌" stood at
 * y≈695, 723, 674, 688). `above`: the block's items as moved (t.items from `from`). */
function chipsFirst(t, above, from) {
  const c = t.promptChips;
  if (!c || typeof t.ui.selected !== "string" || !t.byCard.has(t.ui.selected) || c.at < from || c.first === c.at) return;
  const at = t.items.length - above.length;
  const head = t.items.slice(at + c.at - from, at + c.first - from);
  const chips = t.items.slice(at + c.first - from, at + c.end - from);
  if (!chips.length || !head.length) return;
  const top = Math.min(...chips.map((i) => i.y));
  const headTop = Math.min(...head.map((i) => i.area?.y ?? i.y));
  // (the chips' 12 px under them become the room between them and the words)
  const up = headTop - top;
  for (let k = at + c.at - from; k < at + c.end - from; k += 1) {
    t.items[k] = shifted(t.items[k], k < at + c.first - from ? c.h - 4 : up);
  }
}

/** Return item `i` moved down by `dy` (its hover area with it). */
const shifted = (i, dy) => ({ ...i, y: i.y + dy, ...(i.area ? { area: { ...i.area, y: i.area.y + dy } } : {}) });

/** Lay the combo's lines and a window's words phoneHand kept off a phone's band under its hand, at p.y. */
function linesUnder(t, p, lines) {
  if (!lines.moved.length) return;
  const dy = p.y + 6 - lines.from;
  for (const i of lines.moved) t.items.push({ ...i, y: i.y + dy, ...(i.area ? { area: { ...i.area, y: i.area.y + dy } } : {}) });
  p.y += 6 + lines.h;
}

// The time sets a hand of five cards of one suit offers: the time cards' prompt has its room in a phone's block
const TIMES = ["midnight", "dawn", "midnight"].map((time, i) => ({
  id: `declare_time ${i}`, kind: "declare_time", target: {},
  fields: { time, cards: i < 2 ? "prank_eye+amnesia_eye+sprint_eye" : "prank_eye+amnesia_eye+checkup_eye" } }));

/** Return how far a phone's hand title rises above its one line when the hand holds its other role's cards (its cards
 * keep their y: handTitle), 0 else. */
function offRise(t, p, handSeat, hand) {
  const me = t.pieces.find((q) => q.seat === handSeat);
  if (!me || t.design || !hand.some((c) => c.role !== me.role)) return 0;
  const said = t.w("hand_role", { role: t.w(me.role), other: t.w(me.role === "ghost" ? "patient" : "ghost") });
  return titleRise(t, p, wrapLines(phoneTitle(said, p), p.w, p.small, false).length);
}

/** Return the height of a phone's prompt block on the seat's own move or cards turn with no card chosen but with room
 * for any card's text (prompt's `tallest`), whatever the phase now: where its hand sits in every phase. */
function ownBlock(t, p, hand) {
  // (the same at one width, language and pointer: kept in the page's `ui`, it is measured once, not at every step)
  const key = `${t.W}|${t.lang}|${Boolean(t.ui.touch)}`;
  const kept = t.ui.chaosOwnBlock;
  if (kept?.key === key) return kept.h;
  const phases = [["move", { id: "stay", kind: "stay", target: {}, fields: {} }],
                  ["cards", { id: "end", kind: "end", target: {}, fields: {} }]];
  const h = Math.max(...phases.map(([phase, chip]) => {
    const as = { ...t, acting: true, chips: [chip], times: TIMES, ask: "", ui: { ...t.ui, selected: null },
                 view: { ...t.view, phase, prompt: { kind: phase }, result: null } };
    const any = anyCard(as);
    // (a card of three moves, its play, a combo and a cover, each said in a sentence: the move turn's tallest choice)
    const three = new Map([...any].map(([id, [act]]) => [id, ["play", "combo", "cover"].map((kind) => (
      { ...act, id: `${kind} ${id}`, kind, label: undefined, text: `${act.label}${t.w.sep ?? ": "}${cardEffect(t.catalog, t.lang, id)}` }))]));
    return Math.max(...[null, "@declare_time", `@declare_time:${TIMES[0].fields.cards}`].map((c) => promptHeight(as, p, hand, c)),
                    ...[...three.keys()].map((c) => promptHeight({ ...as, byCard: three }, p, hand, c)));
  }));
  // (and a chip row more: a kernel's combo chip, "Combo with A2: Mischief + Checkup (if A2 can't, your card
  // returns)", takes two lines, and a join or reaction window's chips as many; chaos_start, chaos_join at 390)
  const chip = { text: "M" };
  const row = chipRows([], [chip, chip], 0, 0, 1, t.fs, {}) - chipRows([], [chip], 0, 0, 1, t.fs, {});
  t.ui.chaosOwnBlock = { key, h: h + row };
  return h + row;
}

/** A narrow table's lines under its hand: the time of day, turn order and decks, the timed effects, what is known. */
function underHand(t, p) {
  p.y += 6;
  about(t, p);
  effectLines(t, p);
  knownLines(t, p);
}

/**
 * The key of the Checkup marks the board shows, "Checkup: ✓ no bomb · ✗ a bomb · ? may have changed since", in the
 * first of `cols` with room for it above `foot` (a wide table: under the board, else under the hand; never taller than
 * the 1280×800 page holds, round18z_known), its words as the legend's (newcomer review 24, room_en 3 and chaos_ja 3:
 * the ✓, ✓? and ✗? were explained only on hover).
 */
function checkupKey(t, cols, foot) {
  const said = t.w("legend_checkup");
  if (said === "legend_checkup" || !t.items.some((i) => i.type === "check")) return;
  for (const col of cols) {
    const n = wrapLines(said, col.w, col.small, false).length;
    if (col.y + n * col.small + (n - 1) * Math.round(col.small / 3) > foot) continue;
    (col.line ?? lineWriter(t, col))(said, { size: col.small, label: "legend-checkup", legend: true });
    return;
  }
}

/** The key of the numbered move markers the board draws, "①②③ by a piece: the order the pieces last moved since your
 * last turn", a legend line of `col`; none while no marker is drawn (review 41, chaos_en 3 / chaos_ja 8: they were
 * never explained on the table, their reading on hover only). */
function trailKey(t, col) {
  const said = t.w("trail_key");
  if (said === "trail_key" || !t.items.some((i) => i.type === "trail")) return;
  (col.line ?? lineWriter(t, col))(said, { size: col.small, label: "legend-trail", legend: true });
}

/** Draw the time sets' chips where the table keeps them (a wide table's band, a narrow one's room above or under the
 * hand), unless `timed` (already drawn above a narrow table's hand). */
function placeTimeChips(t, p, selected, timed) {
  // a wide table's under its prompt's chips, in the band the hand keeps (review 10, finding 1: under the board they
  // took the 1280×800 table past its foot); a join or reaction window never has them
  // (named by their time and suit only where even a one-line title leaves them no room: 768 px)
  // (their short form keeps what the time does where it fits: "Dawn: all ghosts (yours too)… · ☾ Moon"; newcomer
  // review 14, finding 1)
  if (t.band) {
    // (above the hand's news where it rises over the title's place: "…back to a8" lay under the Dawn chip, only its
    // "a8" showed; newcomer review 30, chaos_en 2a, 021/022)
    const news = t.items.filter((i) => /^hand-news/.test(i.label ?? "") || (i.label === "hand-title" && i.news));
    const roof = Math.min(t.band.hand, ...news.map((i) => i.y - 2));
    const fits = (short) => timeChipsEnd(t, p, short) <= roof;
    // what the time does first, then its cards, then its effect in a few words, then the name alone (768 px: the
    // few words met the hand's title; review 18's fixtures carry them)
    const short = [false, "brief", "cards", true].find(fits) ?? "bare";
    timeChips(t, { ...p, y: t.band.after }, selected, null, short);
  }
  // a narrow table's time chips under the hand give way to a hand card's zoom, their place kept (the table holds
  // still): two lines each since they say what the time does (review 14), they left the zoom no room but over the
  // End chip and the prompt (ui/round6g_place.test.js)
  // (what each does and its suit, the three cards named on hover, where the whole label would end past a phone's first
  // screen: under a 5-card hand Dawn's two lines lay past a 390×844 phone's foot; newcomer review 14, round S, finding 2)
  // (then what each does in a few words, where the longer ends past the first screen under a room's head: round AL,
  // Dawn's brief ended 36 px past it; never the name alone, the chip says what the time does: review 14, finding 1)
  else if (!timed) {
    const q = { ...p, y: p.y - 4 };   // (close under the hand: its cards' row gap is under it already)
    const ends = (short) => {
      const drawn = [];
      timeChips(t, { ...q }, null, drawn, short);
      return Math.max(...drawn.map((c) => c.y + c.h));
    };
    const short = [false, "brief"].find((form) => ends(form) <= PHONE_SCREEN) ?? true;
    timeChips(t, q, selected || (String(t.ui.selected ?? "").startsWith("zoom:card:") ? t.ui.selected : null), null,
              short);
    p.y = q.y;
  }
}

/** The height of a 390×844 phone's screen under a room's head (106 px; the Voilà toolbar's 74 is less), in table
 * pixels: what a narrow table's reader sees of it without scrolling (round23ak1_fold.test.js). */
const PHONE_SCREEN = 844 - 106;

/**
 * Under a wide board: a join or reaction window's words, the timed effects', known cards' and Checkup marks' lines,
 * at most a few of them whole and the rest behind a "+N" chip (under_notes.js; review 29, chaos_en 1), ending by
 * `bottom`: together they took the 1280×800 table 10-25 px past its foot (newcomer review 10, finding 1).
 */
function underWindow(t, under, bottom) {
  const from = t.items.length;
  const y0 = under.y;
  const paragraphs = [];   // each note's items: a note is shown whole or not at all (review 29, chaos_en 1, 122)
  const line = under.line;
  under.line = (text, extra) => paragraphs.push({ text, i: t.items.length, j: (line(text, extra), t.items.length) });
  comboWindow(t, under);
  effectLines(t, under);
  knownLines(t, under);
  checkupKey(t, [under], Infinity);   // under the board only, never under the hand (chaos_en 2, 172)
  trailKey(t, under);
  under.line = line;
  keepNotes(t, under, { from, y0, paragraphs, bottom, foot: windowFoot(t) });
}

/** Return how low the notes under a wide board may reach: a 1280×800 window's table keeps its foot in every turn (review
 * 27, chaos_en 2: Midnight, a vanished ghost, bombs and compass notes scrolled its page ~80 px); a wider window's
 * taller page and the designer's view keep every note, their windows' excepted. */
const notesFoot = (t) => (["join", "react"].includes(t.view.phase) ? wideBottom(t) : windowFoot(t));

/** Return the foot of a 1280×800 window's table (the table under 1100 px wide: the story beside it), Infinity for a wider
 * window's taller page and the designer's view: opened notes end by it (review 37, chaos_en 4). */
const windowFoot = (t) => (!t.design && t.W < 1100 ? wideBottom(t) : Infinity);

/** Return the lowest a wide table's panel may reach: 0.71 of its width (660 px in a 1280×800 window), at most 710. */
const wideBottom = (t) => Math.min(Math.round(t.W * 0.71), 710) - t.m;

/**
 * Draw the hand (`draw`) at p.y; on a wide table, a hand held lower than its own place (handTop: a combo's lines or
 * a window's smaller hand held it there) that would end past wideBottom is drawn again higher, never above its own
 * place, and held there from then on (round J: after a combo the 1280×800 table reached 675 px instead of 660).
 */
function fitHand(t, p, natural, wide, draw) {
  const from = t.items.length;
  const top = p.y;
  const cw = draw();
  const over = p.y - wideBottom(t);
  if (!wide || t.band || over <= 0 || top <= natural) return cw;
  t.items.length = from;
  p.y = Math.max(natural, top - over);
  if (t.ui?.chaosHandTop) t.ui.chaosHandTop.y = p.y;
  return draw();
}

/** Return the hand shown (the seat's; the seat to act's for the designer), in its kept order, and the card chosen
 * in it: every card asks first, one move or several (issue 23 r6c item 2: a one-move card committed at its first
 * click). */
function handOf(t) {
  const handSeat = t.design && t.toAct ? t.toAct : t.seat;
  const hand = handSlots(t.ui, t.view, handSeat, t.view.hands?.[handSeat]?.cards ?? []);
  const selected = typeof t.ui.selected === "string" && (t.byCard.get(t.ui.selected)?.length ?? 0) > 0
    ? t.ui.selected : null;
  return { handSeat, hand, selected };
}

/** Return the height a join or reaction window takes under a wide board at most: its heading, the longest 'if the
 * combo goes ahead' of the catalog's combos and the longest 'why you are asked', wrapped to the column. */
function windowRoom(t, under) {
  const size = Math.max(MIN_TEXT, Math.max(PHONE_TEXT, t.fs - 1) - 1);   // the words' size outside a window (the larger)
  const tall = (text, bold) => {
    const n = wrapLines(text, under.w, size, bold).length;
    return n * size + (n - 1) * Math.round(size / 3) + 7;
  };
  const names = { asked: t.w("asked_you"), prank: "Prank", schizo: "Schizophrenia", enemy: "A", leader: "A1",
                  seat: "A2", ghost: "B2", part: "Schizophrenia", team: "B" };
  const combos = t.catalog?.card_texts?.combos ?? {};
  const ifs = Object.values(combos).map((c) => tall(t.w("window_if", { text: (c[t.lang] ?? c.en)?.text ?? "", enemy: "A" })));
  const heads = ["window_react", "window_join_you", "window_join"].map((k) => tall(t.w(k, names), true));
  const whys = ["why_join_you", "why_join", "why_react_patient", "why_react_ghost"].map((k) => tall(t.w(k, names)));
  return Math.max(...heads) + Math.max(0, ...ifs) + Math.max(...whys);
}

/**
 * Return where the hand starts: as low as it has started in this game at this width, seat and language (the page's
 * `ui` keeps it), so a prompt of one line more or less, a combo's lines or a chip row coming and going fill the block
 * above the hand and never move it (review 5: its top went from y 444 to 593 across turns at 1280). A new game (the
 * round and turn going back) starts afresh.
 */
function handTop(t, y, wide) {
  const ui = t.ui;
  if (!ui || typeof ui !== "object") return y;
  const key = `${t.W}|${t.seat}|${t.design}|${t.lang}`;
  const at = (t.view.round ?? 0) * 1000 + (t.view.turn ?? 0);
  const mark = ui.chaosHandTop ?? (ui.chaosHandTop = {});
  // a phone's too, for the game (review 31, chaos_ja 4: within a turn only it went 711 → 571 while the seat waited);
  // held for the game, a window's words once left ~300 px of blank under "Waiting for A1" (room review 14): they go
  // under the hand now (phoneHand)
  if (mark.key !== key || at < (mark.at ?? 0)) Object.assign(mark, { key, y: 0 });
  mark.at = at;
  mark.y = Math.max(mark.y, y);
  return mark.y;
}

/** The table's state around the board: the time of day, the turn order with hand sizes and the decks. */
function about(t, p) {
  if (!t.timeAbove) {
    // a wide table's last-move legend has its own place, right of the time of day: in the order's row its frame round
    // a badge covered it and it squeezed the order's words (newcomer review 10, finding 3: r10cd/41, 57, 120)
    // narrower than a 1280 window's table (930 px), beside its words only where they keep 4/5 of their width (at 768 px
    // "Midnight · lasts 1 more of B2's turns" was condensed to 2/3): else in the order's row, as before round N
    const said = Math.ceil(textWidth(todWords(t), t.fs, true));
    // (on the status line's free right end where it has room: "Midnight · lasts 2 more of A1's turns" ran into it
    // beside the time of day, condensed, at 1280: newcomer review 11, CHAOS finding 2, desk 069/078, room 204/213)
    const up = t.wideTable ? statusLegend(t, p) : null;
    const beside = !up && t.wideTable && (t.W >= BAND_WIDTH || legendFits(t, p, said));
    const legend = up ?? (beside ? lastLegend(t, p, p.x + t.fs + 10 + said + 16) : null);
    t.legendSaid = Boolean(legend);
    timeOfDay(t, p, legend && !up ? legend.x - 8 : undefined);
    // what Dawn or Midnight changes, in a room as tall as the longer of the two on a wide table, Day or not (newcomer
    // review 9, finding 2: its two lines moved the chips and the hand 40 px at Midnight)
    const y0 = p.y;
    timeLegend(t, p);
    if (t.wideTable) p.y = Math.max(p.y, y0 + legendRoom(t, p));
    t.timeSaid = true;
  }
  turnOrder(t, p);
  decks(t, p);
}

/** Return `line(text, extra)` for a column `p` ({x, y, w}): a line wrapped to its width (a label on the first line
 * only), moving `p.y` down. */
function lineWriter(t, p) {
  return (text, { indent = 0, ...extra } = {}) => {
    const size = extra.size ?? t.fs;
    const w = p.w - indent;   // `indent`: right of a swatch (reachLine)
    const lines = wrapLines(text, w, size, Boolean(extra.bold));
    lines.forEach((line, i) => {  // wrapped lines a third of a line apart, so CJK lines never touch
      // maxW: a line the estimate wrapped too long is squeezed to the column by the painter, never cut (finding 7)
      t.text(line, p.x + indent, p.y, { colour: INK.soft, maxW: w, ...extra, ...(i ? { label: undefined, key: undefined } : {}) });
      p.y += size + (i < lines.length - 1 ? Math.round(size / 3) : 0);
    });
    p.y += p.gap ?? 7;
  };
}

/** The time of day and how long it lasts (a phone's is above the board: layout.js). */
export function timeOfDay(t, p, right = p.x + p.w) {
  const { fs } = t;
  const time = t.view.time;
  if (t.view.result) {   // the game is over: no time card lasts (newcomer review 12, desk finding 5: 'Midnight · lasts
    p.y += fs + 12;      // 2 more of B1's turns' stayed on the end's table); its row kept, so nothing moves
    return;
  }
  t.items.push({ type: "tod", kind: time ? time.kind : "day", x: p.x, y: p.y - 1, w: fs + 4, h: fs + 4,
                 label: "time" });
  // fitted, not condensed (review 12, finding 5): a smaller font down to MIN_TEXT; on one line always (review 13,
  // desk finding 6: a timer wrapped to a second line moved the chips ~34 px), else its timer's first clause ('Dawn ·
  // lasts through this turn'), else the time's name, the whole words on hover
  // (its words shortened before its font: 'Dawn · lasts through this turn' at 11 px beside 'Day' at 15 was a jump,
  // review 27, chaos_en 9)
  const room = Math.max(40, right - p.x - fs - 10);
  const said = todWords(t);
  const shorter = [said, said.split(/[;；]/)[0], said.split(" · ")[0]];
  const line = shorter.find((o) => textWidth(o, fs, true) <= room) ?? shorter[2];
  let size = fs;
  while (size > MIN_TEXT && textWidth(line, size, true) > room) size -= 1;
  t.text(line, p.x + fs + 10, p.y, { bold: true, size, maxW: room, label: "time-text",   // never past the panel
                                     ...(line !== said ? { tip: said } : {}) });
  p.y += fs + 12;
}

/** Return the time of day's words: "Day", "Midnight · until B2's next turn". */
function todWords(t) {
  const { w } = t;
  const time = t.view.time;
  // the same words as every timed effect's, whose turns they count ('Dawn · lasts 1 more of A1's turns'; review 10)
  return time ? `${w(time.kind)} · ${turnsLeft(w, time.turns_left, time.seat, t.view.to_act)}` : w("day");
}

/** Who a turn-order badge is, on hover or a long press: its seat, the ★ of the reader's own in words, team and role
 * (newcomer review 22, chaos_ja 3c: the ★ there had no tooltip; the board's piece says the same, board.js pieceTip). */
function seatTip(t, s, piece) {
  const mate = s === t.seat ? `★ ${t.w("piece_you")}` : piece.team === t.seat?.[0] ? t.w("piece_partner") : "";
  return [s, mate, `${t.w("team")} ${piece.team}`, t.w(piece.role)].filter(Boolean).join(" · ");
}

/** The turn order with its direction: a badge per seat (whose turn, hand size). */
function turnOrder(t, p) {
  const { view, w, fs, toAct, seat } = t;
  const order = view.order ?? [];
  const arrowW = Math.round(fs * 1.3);
  const badgeW = Math.max(50, Math.min(110, Math.floor((p.w - arrowW * Math.max(0, order.length - 1))
                                                        / Math.max(1, order.length))));
  // a third line says each seat's role in words (newcomer review 20, chaos_en finding 1: after chained swaps the glyph
  // alone lost the reader who was what): its lines closer; 8 px more under the board (beside it the band's time chips
  // keep their words at 800 px and clear of the hand's title at 768)
  const badgeH = fs * 2 + 12 + (t.wideTable ? 0 : 8);
  const seq = view.direction === -1 ? "←" : "→";
  // the way the turn goes in words (review 7, finding 5: reversed arrows alone confused the reader): "next: B1 ▸", at
  // its full size (newcomer review 9, finding 6: squeezed beside the legend it read ~9 px at 1280); the legend wraps
  const longest = `${w("order")} ↺ ${w("order_reversed")} · ${w("next_seat", { seat: "B2" })} ▸`;
  // (a combo window's lower row keeps the legend whole on one line, the order's words squeezed: its 800 px page first)
  const legend = t.legendSaid ? { x: p.x + p.w + 8, lines: 0 }   // beside the time of day (about)
    : lastLegend(t, p, t.tight ? p.x : p.x + Math.ceil(textWidth(longest, p.small)) + p.small);
  t.text(orderWords(t), p.x, p.y, { colour: INK.dim, size: p.small, label: "order-next",
                                    maxW: Math.max(60, legend.x - p.x - 8) });
  // room for the cyan last-move frame drawn 6 px round a badge, under the legend's words (r6c item 6, d_learn5)
  p.y += t.tight ? fs + 4 : Math.max(fs + 4, p.small + 12, legend.lines * (PHONE_TEXT + 1) + 1);   // a combo
  // window: its 800 px page first (r6 finding 5)
  order.forEach((s, i) => {
    const piece = t.pieces.find((q) => q.seat === s) ?? { team: s[0], role: "patient" };
    const bx = p.x + i * (badgeW + arrowW);
    t.items.push({ type: "seat", x: bx, y: p.y, w: badgeW, h: badgeH, seat: s, team: piece.team, role: piece.role,
                   roleWord: w(piece.role), roleSize: PHONE_TEXT,
                   count: view.hands?.[s]?.count ?? 0,
                   cardsWord: (view.hands?.[s]?.count ?? 0) === 1 ? w("card_one") : w("cards"), toAct: s === toAct && !view.result,
                   you: s === seat, hidden: piece.vanished && !Array.isArray(piece.cell), size: fs, label: `seat-${s}`,
                   tip: seatTip(t, s, piece),
                   key: `seat-${s}`, turn: s === toAct && !view.result });
    if (i < order.length - 1) {
      t.text(seq, bx + badgeW + arrowW / 2, p.y + badgeH / 2 - fs / 2, { align: "center", bold: true });
    }
  });
  p.y += badgeH + 10;
}

/** Put the last-move legend on one line at the right end of the status line ("Round 7/60 · turn 28 · Your move"),
 * above the panel, where the status's words end 16 px before it; return it, or null (nothing drawn) where not. */
function statusLegend(t, p) {
  const status = t.items.find((i) => i.label === "status");
  if (!status || t.design) return null;   // (the design view's label holds that row's right end)
  const size = p.small;
  const wide = Math.ceil(textWidth(t.w("last_move"), size));
  const left = p.x + p.w - wide - size - size + 1;   // the swatch's left (lastLegend)
  const end = status.x + Math.min(status.maxW ?? Infinity, textWidth(status.text, status.size, true));
  if (end + 16 + 6 > left || left < p.x) return null;
  const y = status.y + Math.max(0, Math.round((status.size - size) / 2));
  return lastLegend(t, { ...p, y }, p.x);
}

/** Return whether the last-move legend, two lines at most at the panel's right, leaves the time of day's words (`said`
 * px wide) 4/5 of their width at least (fillText's maxWidth condenses them to the rest). */
function legendFits(t, p, said) {
  const half = Math.ceil(textWidth(t.w("last_move"), PHONE_TEXT) / 2) + 2 * PHONE_TEXT;
  return p.x + p.w - half - PHONE_TEXT - 8 - (p.x + t.fs + 10) >= 0.8 * said;   // a margin over the 3/4 tested
}

/** The legend of the cyan dashed frame the table draws round what the last move touched (newcomer r6 finding 7:
 * it was unexplained): a small framed swatch (painted as a `last` item) and its words, right of "Order", on two lines
 * of 12 px when one would reach `from` (where the order's words may end). Return its left edge and its lines. */
function lastLegend(t, p, from) {
  const text = t.w("last_move");
  const room = p.x + p.w - from - p.small - 6;
  // two lines of 12 px fit the order's row; a combo window's lower row keeps one line, whole
  const two = !t.tight && textWidth(text, p.small) > room;
  const size = two ? PHONE_TEXT : p.small;
  const half = Math.max(room, Math.ceil(textWidth(text, size) / 2) + 2 * size);   // two lines at most
  const lines = two ? wrapLines(text, half, size, false).slice(0, 2) : [text];
  const wide = Math.max(...lines.map((line) => Math.ceil(textWidth(line, size))));
  const x = p.x + p.w - wide - size;
  t.items.push({ type: "rect", fill: "rgba(0, 0, 0, 0)", x: x - size + 1, y: p.y + size / 2 - 1, w: 2, h: 2,
                 last: true, label: "last-legend" });
  lines.forEach((line, i) => t.text(line, x + 6, p.y + i * (size + 1), { colour: INK.dim, size, maxW: p.x + p.w - x - 6,
                                                                         label: `last-legend-text${i ? "-2" : ""}` }));
  return { x: x - size + 1, lines: lines.length };
}

/** Return the turn order's line: "Order ↻ · next: B1 ▸", "Order ↺ reversed · next: A2 ▸": the seat that plays the
 * next turn as the view says the engine brings it (next_seats: a turn taken in a combo or lost passed over; newcomer
 * review 13, desk finding 1), else the seat after the one to act the way the order goes now; none once it is over. */
export function orderWords(t) {
  const { view, w } = t;
  const order = view.order ?? [];
  const back = view.direction === -1;
  const head = `${w("order")} ${back ? `↺ ${w("order_reversed")}` : "↻"}`;
  const i = order.indexOf(view.to_act);
  if (i < 0 || view.result || order.length < 2) return head;
  const next = view.next_seats?.[0] ?? order[(i + (back ? -1 : 1) + order.length) % order.length];
  return `${head} · ${w("next_seat", { seat: next })}`;
}

/**
 * The board's legend, one line per timed effect in plain words: every piece's ("A2 · Protected · until A2's next
 * turn", "A1 · follows A2 · …", the Dawn line), then who planted each temporary bomb the view names, then where each
 * compass spin sent its patient. The board keeps a seat's name and one glyph per piece (review 7, finding 1: these
 * words ran over cells, pieces and the gate).
 */
function effectLines(t, p) {
  if (!t.timeSaid) timeLegend(t, p);
  // at game over no timed effect lasts: none is said as if it did (newcomer review 12, desk finding 5)
  const reach = t.view.result ? new Map() : reachLegend(t);
  for (const piece of t.view.result ? [] : t.pieces) {
    for (const tag of pieceTags(piece, t.w, t.view.to_act)) {
      const tint = tag.kind === "vanish" && reach.get(piece.seat);
      if (tint) reach.delete(piece.seat);
      if (tint) reachLine(t, p, `${piece.seat} · ${tag.text} · ${tint}`, `tag-${tag.kind}-${piece.seat}`);
      else p.line(`${piece.seat} · ${tag.text}`, { size: p.small, label: `tag-${tag.kind}-${piece.seat}`, legend: true });
    }
  }
  // a planter's temporary bombs on one line, "Temporary bombs at f1, g1: planted by A2" (review 27, chaos_en 2)
  const planted = new Map();
  for (const b of (t.view.bombs ?? []).filter((x) => x.planter && Array.isArray(x.cell))) {
    planted.set(b.planter, [...(planted.get(b.planter) ?? []), b]);
  }
  for (const [seat, bombs] of planted) {
    const cell = bombs.map((b) => cellName(b.cell)).join(["zh", "ja", "zh-TW"].includes(t.lang) ? "、" : ", ");
    p.line(t.w("legend_bomb", { cell, seat, n: bombs.length }),
           { size: p.small, label: `legend-bomb-${bombs[0].cell[0]},${bombs[0].cell[1]}`, legend: true });
  }
  const red = dangerLegend(t);   // what the red move cell means (newcomer review 26, room_en 12)
  if (red) p.line(red, { size: p.small, label: "legend-danger", legend: true });
  if (!t.wideTable) checkupKey(t, [p], Infinity);
  if (!t.wideTable) trailKey(t, p);
  // each compass arrow the board draws, in the kernel's words: "▼ The compass sends B1 down." (newcomer review 15,
  // finding 1), after one line saying what its glyphs mean (newcomer review 18, finding 5)
  const spins = t.items.filter((i) => i.type === "spinarrow" && i.tip);
  if (spins.length) p.line(t.w("legend_compass"), { size: p.small, label: "legend-compass", legend: true });
  for (const a of spins) {
    p.line(`${ARROWS[a.dir] ?? ""} ${a.tip}`.trim(), { size: p.small, label: `legend-${a.label}`, legend: true });
  }
  for (const [seat, tint] of reach) reachLine(t, p, `${seat} · ${tint}`, `legend-reach-${seat}`);
}

/** A vanished ghost's legend line with the violet tint's words (board.js ghostReach) after a swatch of its colour
 * (round AL: nothing under the board said what the violet cells meant, their words were on hover only). */
function reachLine(t, p, text, label) {
  const s = p.small;
  t.items.push({ type: "rect", fill: "rgba(170, 120, 220, 0.45)", x: p.x, y: p.y, w: s, h: s, label: "legend-reach-swatch" });
  // through the column's own writer, so a window's foot cuts it with "…" and the whole on hover, never after "violet
  // cells:" (newcomer review 26, room_en 4)
  (p.line ?? lineWriter(t, p))(text, { size: s, label, legend: true, reach: true, indent: s + 6 });
}

/** What the time card in force changes on the board, in one line (review 7, finding 3): beside the time of day on a
 * wide table, in the legend under the hand on a narrow one. */
function timeLegend(t, p) {
  const time = t.view.result ? null : t.view.time?.kind;
  if (time === "dawn" || time === "midnight") {
    p.line(t.w(`legend_${time}`), { size: p.small, label: "legend-time", legend: true });
  }
}

/** Return the height the longer of Dawn's and Midnight's legend lines takes in column `p` (as p.line draws it). */
function legendRoom(t, p) {
  const n = Math.max(...["legend_dawn", "legend_midnight"].map((k) => wrapLines(t.w(k), p.w, p.small, false).length));
  return n * p.small + (n - 1) * Math.round(p.small / 3) + (p.gap ?? 7);
}

/** Decks and discards, where the key is, the bomb vision (what others hold: knownLines). */
function decks(t, p) {
  const { view, w } = t;
  const said = ["patient", "ghost"].filter((role) => view.decks?.[role]).map((role) => [role,
    `${w(role)}${w.sep ?? ": "}${w("deck")} ${view.decks[role].count} · ${w("discard")} ${view.decks[role].discard?.length ?? 0}`]);
  // a wide table's two decks on one line where it fits: its band's room (newcomer review 10, finding 1)
  // each keeps its key (a drawn card slides out of it) but holds still like the order's badges above it (`turn`, never
  // slid: scene/motion.js): sliding alone as the hand resized, 'Ghosts: deck 7' ran over the order strip and 'Sees the
  // bombs: B1' (newcomer review 15, finding 1, phone 038)
  const still = { turn: false };
  const one = t.wideTable && said.length === 2 && textWidth(said.map((d) => d[1]).join("  |  "), p.small) <= p.w;
  if (one) {
    const x = p.x + textWidth(`${said[0][1]}  |  `, p.small);
    t.text(said[0][1], p.x, p.y, { colour: INK.soft, size: p.small, label: "deck-patient", key: "deck-patient",
                                   ...still });
    t.text("|", x - textWidth("|  ", p.small), p.y, { colour: INK.dim, size: p.small });
    t.text(said[1][1], x, p.y, { colour: INK.soft, size: p.small, label: "deck-ghost", key: "deck-ghost", ...still,
                                   maxW: p.x + p.w - x });
    p.y += p.small + (p.gap ?? 7);
  } else {
    for (const [role, text] of said) p.line(text, { size: p.small, label: `deck-${role}`, key: `deck-${role}`, ...still });
  }
  if (Array.isArray(view.key) && !view.gate_open) {  // CH-MAP-4: where the key is, and that it moves, and when
    // on a wide table its first clause ("The key is at h8"), the rest on hover: its three lines paid for the time
    // legend's room, so Day, Dawn and Midnight keep the chips and the hand at one y (newcomer review 9, finding 2)
    const said = w("key_moves", { cell: cellName(view.key), round: view.round });
    const when = w("tag_key", { round: view.round }).split(" · ").slice(1).join(" · ");   // "reset after round 3"
    const long = t.wideTable && when ? `${said.split(/[:：]/)[0]} · ${when}` : said;
    // (one line on a wide table, its first clause where the whole takes two: a second line moved the band's chips 19 px
    // down, "End cards and draw" at y 444 then 463, a click missed; review 35, chaos_en 4, 022/124)
    const head = t.wideTable && wrapLines(long, p.w, p.small, false).length > 1 ? said.split(/[:：]/)[0] : long;
    p.line(head, { size: p.small, label: "key-moves", ...(head !== said ? { tip: said } : {}) });
  }
  else if (t.wideTable) p.y += p.small + (p.gap ?? 7);   // the key's line kept: the band below holds still
  if (view.vision?.length) p.line(`${w("vision")}${w.sep ?? ": "}${view.vision.join(", ")}`, { size: p.small, label: "vision" });
  else if (t.wideTable) p.y += p.small + (p.gap ?? 7);   // 'Sees the bombs' comes and goes (review 10, finding 1)
}

/** The cards the reader knows others hold ("You know: B1 — … · B2 — …"), one paragraph for every seat: a line a
 * seat took a wide table's foot past 660 px with three seats known (round Z, fixer Z7, finding 2). They come and go
 * within a turn, so they push nothing: under the board on a wide table, under the hand on a narrow one (round E item
 * 3, d37: the hand and 'End cards and draw' moved 20–40 px as this line came and went). */
function knownLines(t, p) {
  const { view, w, cardText } = t;
  // what the reader knows of others only: its own hand is drawn below (r6c item 10, rr/73_A1 listed it here)
  const known = Object.entries(view.known_cards ?? {}).filter(([holder, ids]) => ids.length && (holder !== t.seat || t.design));
  if (!known.length) return;
  const said = known.map(([holder, ids]) => `${holder} — ${ids.map((id) => cardText(cardById(id))).join(", ")}`);
  p.line(`${w("known")}${w.sep ?? ": "}${said.join(" · ")}`, { size: p.small, label: `known-${known.map(([holder]) => holder).join("-")}` });
}

/** The combo in progress (cards, reaction) and a team cover in progress (CH-COVER-1: one card for both). */
function combo(t, p) {
  const { view, w, fs, cardText } = t;
  const c = view.combo;
  if (c) {
    const eff = comboHeadEffect(c, w);   // once a reaction decided it, that (review 34, chaos_en 4)
    const name = named(t.catalog?.combos, t.lang, c.combo);  // "C5 Mischief + Checkup": the combo in words
    // in a wide table's window, smaller and its cards and reaction on one paragraph: the band keeps the hand's y
    // (newcomer review 10, finding 1)
    p.line(`${w("combo")} ${name} · ${w("team")} ${c.team}${eff}`, { bold: true, colour: INK.gold, label: "combo",
                                                                     ...(t.tight ? { size: p.small } : {}) });
    const parts = Object.entries(c.cards ?? {}).map(([s, card]) => `${s}${w.sep ?? ": "}${cardText(card)}`);
    const reaction = Object.entries(c.reaction ?? {}).map(([s, card]) => `${s}${w.sep ?? ": "}${cardText(card)}`);
    // the Story's words (finding 9): a same-suit reaction turns the combo back on its team, else it cancels it; said
    // once: where the header already says it, the reaction's line only names its cards (review 35, chaos_en 2: two
    // "cancelled" read as both sides losing)
    const outcome = eff ? "" : c.reflect === "full" ? w("reflected") : c.reflect ? w("reaction_cancels") : "";
    const said = reaction.length ? `${w("reaction")}${w.sep ?? ": "}${reaction.join(" + ")}${outcome ? ` · ${outcome}` : ""}` : "";
    if (t.tight && parts.length) p.line([parts.join(" + "), said].filter(Boolean).join(" · "), { size: PHONE_TEXT });
    else {
      if (parts.length) p.line(parts.join(" + "), { size: p.small });
      if (said) p.line(said, { size: p.small });
    }
  }
  const cover = view.cover;
  if (cover) p.line(`${w("cover")} · ${cover.leader} + ${cover.partner}${w.sep ?? ": "}${cardText(cover.card)}`,
                    { bold: true, colour: INK.gold, label: "cover" });
}

/**
 * The reaction and join windows told in plain words (issue 23; CH-C4, CH-COMBO-1), for every seat, from public facts
 * only (the combo, its cards and any reaction are on the table): a heading saying what is happening, what the combo
 * does if it goes ahead, and why the seat to act is asked, with what each choice does and what passing means.
 */
function comboWindow(t, p) {
  const { view, w, fnName, seat } = t;
  const c = view.combo;
  const kind = view.phase;
  if (!c || !view.to_act || view.result || (kind !== "react" && kind !== "join")) return;
  const asked = view.to_act;
  const enemy = c.team;
  const team = asked[0];
  const heading = kind === "react" ? w("window_react", { team, enemy })
    : w(asked === seat ? "window_join_you" : "window_join", { leader: c.leader, seat: asked });
  // under a wide board, as small as the window's text (one line, not two: newcomer r6 finding 5)
  p.line(heading, { bold: true, colour: INK.gold, label: "combo-window", ...(t.tight ? { size: p.small } : {}) });
  const text = t.catalog?.card_texts?.combos?.[c.combo]?.[t.lang]?.text
    ?? t.catalog?.card_texts?.combos?.[c.combo]?.en?.text;
  // what the combo does, unless the seat asked to join holds no card to join with (declining is all it can do)
  const joins = [...(t.byCard?.values() ?? [])].flat().some((x) => x.kind === "join");
  const moot = kind === "join" && asked === seat && !joins;
  if (text && !moot) {   // said from the reader's side: another team's "your team" named (review 27, room_en 3)
    p.line(w("window_if", { text: comboTextFor(text, t.lang, enemy, seat), enemy }), { size: p.small, label: "combo-if" });
  }
  const who = asked === seat ? w("asked_you") : w("asked_seat", { seat: asked });
  const names = { asked: who, prank: fnName("prank"), schizo: fnName("schizophrenia"), enemy, leader: c.leader,
                  seat: asked === seat ? w("you_mark") : asked };
  const ghost = Object.keys(c.reaction ?? {})[0];
  const role = (view.pieces ?? []).find((x) => x.seat === asked)?.role;
  const part = fnName(t.catalog?.combos?.[c.combo]?.[role] ?? "");
  // the seat asked reads its own sentence ("あなたは", not "あなた は" as before a seat's id: newcomer ja 390)
  // the reader asked holding none of its part is not asked for it (review 36, room_zh 3); its own hand only (CH-HIDE-3)
  const joinWhy = moot ? "why_join_none" : asked === seat ? "why_join_you" : "why_join";
  const why = kind === "join" ? w(joinWhy, { ...names, part })
    : ghost ? w("why_react_patient", { ...names, ghost }) : w("why_react_ghost", names);
  p.line(why, { size: p.small, label: "combo-why" });
}

// A phone's prompt toggle, its words in every CHAOS language (newcomer review 22, chaos_ja finding 4)
const MORE = { en: ["More ▾", "Less ▴"], ja: ["詳しく ▾", "閉じる ▴"], zh: ["更多 ▾", "收起 ▴"], "zh-TW": ["更多 ▾", "收起 ▴"] };

/** Return whether the prompt folds: a phone's (the panel under the board) while its seat acts, not the designer's. */
const folds = (t) => !t.wideTable && !t.design && t.acting && !t.view.result;

/**
 * Return the prompt with its chips, on a phone in a join or reaction window folded to its first sentence, one or two
 * lines, with a "More ▾" chip for the rest and the window's words (newcomer review 22, chaos_ja finding 4: joins and reactions ran 8-12 lines above
 * their chips, which fell under the phone's first screen). Opened ("@more"), the rest goes under the chips: they stay.
 */
function promptOf(t, hand, selected) {
  const said = promptWords(t, hand, selected);
  if (!folds(t) || !said.text) return said;
  const windowed = ["join", "react"].includes(t.view.phase);
  const maxW = t.panelW ?? t.W;
  // the seat's own turn: whole, however many lines (review 35, chaos_ja 4: "…、その場にとどまる、 …" hid the combo with the
  // partner); under the hand since round BB, its lines push only the turn order under them
  if (!windowed) return said;
  const { head, rest } = firstSentence(said.text, maxW, chipSize(t));
  const open = t.ui.selected === "@more";
  const [more, less] = MORE[t.lang] ?? MORE.en;
  const toggle = { text: open ? less : more, id: open ? "select:none" : "select:@more", quiet: true,
                   coverable: true };   // a card's text opened by its card may lie over it (scene/zoom.js mustShow)
  return { ...said, text: head, more: open ? rest || " " : "", chips: [...said.chips, toggle] };
}

/** Return {head, rest}: `text`'s longest start ending a sentence or clause that takes two lines at most and half a
 * line at least, else its first two lines cut with "…"; the whole as head where it takes two lines. */
function firstSentence(text, maxW, size) {
  const lines = (s) => wrapLines(s, maxW, size, true).length;
  if (lines(text) <= 2) return { head: text, rest: "" };
  let best = 0;
  for (const m of text.matchAll(/[.!?](?=\s)|[。！？：；]|[:;](?=\s)/gu)) {
    const end = m.index + m[0].length;
    const head = text.slice(0, end);
    if (lines(head) <= 2 && textWidth(head, size, true) >= maxW / 2) best = end;
  }
  if (!best) {
    const cut = wrapLines(text, maxW - textWidth(" …", size, true), size, true).slice(0, 2);
    best = cut.reduce((n, line) => text.indexOf(line, n) + line.length, 0);
    // at a list item's end, never mid-phrase ("…移動の前に「検診」 …": review 29, chaos_ja 6)
    const item = Math.max(...[...text.slice(0, best).matchAll(/[,，、](?=\s?)/gu)].map((m) => m.index + 1), 0);
    if (textWidth(text.slice(0, item), size, true) >= maxW / 2) best = item;
  }
  const head = text.slice(0, best).trim().replace(/[:：;；]$/u, "");
  const cut = !/[.!?。！？]$/u.test(head);
  return { head: cut ? `${head} …` : head, rest: `${cut ? "… " : ""}${text.slice(best).trim()}` };
}

/** A phone's folded prompt opened: the rest of its words and a window's words, under its chips (nothing moves); they
 * push the hand down for their moment only, none of the turn's held places (handTop, layout.js held). */
function moreWords(t, p, rest) {
  t.moreH = 0;
  if (!rest) return;
  const y0 = p.y;
  if (rest.trim()) p.line(rest, { size: p.small, colour: INK.soft, label: "prompt-more" });
  comboWindow(t, p);
  t.moreH = p.y - y0;   // a moment's words: the hand's and the table's held places leave them out (layoutPanel, held)
}

/** Return the prompt and its chips: a selected card's actions, the time sets, the phase's moves or the bot's. */
function promptWords(t, hand, selected) {
  const { view, w, fnName, cardText, acting, toAct, design, byCard, times } = t;
  // a move's own chip words (its `label`, from the kernel) name its card only where no selection names it
  const own = (a, withCard) => (a.label && (withCard && a.fields?.card && a.kind === "play"
    ? `${cardText(cardById(a.fields.card))}${w.sep ?? ": "}${a.label}` : a.label));
  // a move the frame marks `off` (a Sprint after the move ended on a bomb) is a greyed chip with its reason: no id,
  // nothing to press (newcomer review 8, finding 3: "no extra step" was offered as a clickable option)
  const chip = (a, withCard) => ({ text: own(a, withCard) || actionLabel(a, withCard, w, fnName, t.comboName),
                                   id: a.target?.off ? undefined : `act:${a.id}`, say: a.text,
                                   // a push keeps its "▼ down" on every table, the words the tutorial quotes (newcomer
                                   // review 14, finding 5: a phone drew the sentence "敵を下へ押す" where step 10 said "▼ 下")
                                   own: Boolean(a.label) || a.kind === "push" });
  const cancel = { text: w("cancel"), id: "select:none", quiet: true };
  if (view.result) return { text: "", chips: [] };
  if (selected) {
    const card = hand.find((c) => c.id === selected) ?? cardById(selected);
    // while a card's choices are open the board waits (r6c item 3: a board click closed them and moved the piece)
    // what the card does, under the prompt, where the choice needs nothing else (newcomer review 9, finding 3)
    // a card that joins a combo does the combo, not its own text: the join's sentence says what and when (newcomer
    // review 18, finding 3: Vanish's own text showed under "join", CH-COMBO-1)
    // (and a combo's or cover's effect and cost in brief: labels.js chosenEffect, newcomer review 20, room_en 2, 4)
    return { text: w("choose_wait", { card: cardText(card) }),
             effect: chosenEffect(t.catalog, t.lang, selected, byCard.get(selected)),
             chips: [...byCard.get(selected).map((a) => chip(a, false)), cancel] };
  }
  if (timeChoice(t) && times.length > 0) return timePrompt(t, chip, cancel);
  if (acting) {
    const prompt = view.prompt ?? {};
    const chips = [];
    if (prompt.kind === "join" || prompt.kind === "react") {
      for (const [, acts] of byCard) for (const a of acts) chips.push(chip(a, true));
    }
    for (const a of t.chips) chips.push(chip(a, true));
    chips.push(...pickBack(t, prompt));
    const text = (design ? `${toAct}: ` : "") + touchWords(t, t.ask || phasePrompt(view, prompt, t));
    // a tap on a card that cannot be played now: why, in the prompt's place while its zoom is open, when it takes no
    // more lines (the block keeps its height); else under it where the block has room
    const why = notNow(t, hand);
    const lines = (words) => wrapLines(words, t.panelW ?? t.W, chipSize(t), true).length;
    return why && lines(why) <= lines(text) ? { text: why, chips } : { text, chips, effect: why };
  }
  if (toAct && toAct !== t.seat) {
    // the chip the page presses by itself says why it cannot (or need not) be pressed: a bot plays that seat
    // (none on a shared table, a room or its replay, whose server plays the bots, nor in a replay: newcomer review
    // 22, room_zh finding 4, a greyed '电脑行动 ▶' inside a room's replay; as mythos/layout.js)
    const chips = t.shared || t.replaying ? []
      // named for the seat it plays: one press plays the rest of that seat's turn (round AS3; review 27, chaos_en 1:
      // 'Waiting for A2' over a 'Bot plays ▶' that looked the same either way)
      // (mid-turn "B2 plays on ▶": review 38, chaos_en 4, "B2 plays ▶" after B2 had moved and played, 013 015)
      : [{ text: `${actingWords(view, w, "bot_plays_seat", "bot_plays_on_seat", toAct)} ▶`, id: "cmd:bot_step",
           tip: w("bot_turn_tip", { seat: toAct }) }];
    // an enemy asked whether to counter the seat's team's combo: that comes first (CH-C4; review 33, chaos_ja 8)
    const counters = view.phase === "react" && view.combo?.team === t.seat?.[0] && toAct[0] !== t.seat[0];
    const text = counters ? w("waiting_counter", { seat: toAct }) : actingWords(view, w, "waiting", "waiting_on", toAct);
    return { text, chips };
  }
  return { text: "", chips: [] };
}

/** Return the way back out of a pick (newcomer review 15, finding 6: once a Checkup's cells were being picked there was
 * none): "Cancel" before the first cell, taking the card back to the hand; "↶ c3" after, taking the last cell back.
 * The table's undo, one decision back; a shared table (a room) has no undo, so no chip. */
function pickBack(t, prompt) {
  if (prompt.kind !== "pick" || t.shared) return [];
  const last = (prompt.picked ?? []).at(-1);
  return [{ text: last ? `↶ ${cellName(last)}` : t.w("cancel"), id: "cmd:undo", quiet: true }];
}

/** Return why the hand card last tapped cannot be played now ("Schizophrenia: …"), "" for none: a tap on it opens its
 * zoom, on a phone at the page's foot out of sight, so the prompt band says it too (newcomer review 9, finding 5:
 * the tap did nothing, no reason). */
function notNow(t, hand) {
  const sel = t.ui.selected;
  const id = typeof sel === "string" && sel.startsWith("zoom:card:") ? sel.slice("zoom:card:".length) : null;
  const card = id && hand.find((c) => c.id === id);
  if (!card) return "";
  const legal = [...t.chips, ...t.times, ...[...t.byCell.values(), ...t.byCard.values()].flat()];
  const why = whyNot({ catalog: t.catalog, lang: t.lang, view: t.view, legal, seat: t.seat }, id);
  return why ? `${t.cardText(card)}${t.w.sep ?? ": "}${why}` : "";
}

/** Return where a wide table's time chips would end, drawn under its prompt's chips (nothing is drawn). */
function timeChipsEnd(t, p, short = false) {
  const q = { ...p, y: t.band.after };
  timeChips(t, q, null, [], short);
  return q.y === t.band.after ? -Infinity : q.y - 12;   // (chipRows' `below`)
}

/** Return a time chip's short label: the time it sets with what it does (its brief when `brief`, else a few words)
 * and the suit of its three cards ("Dawn (ghosts keep to a line) · ◉ Eye"). */
function shortTime(a, w, brief) {
  const card = String(a.fields?.cards ?? "").split("+")[0] ?? "";
  const suit = card.slice(card.lastIndexOf("_") + 1);
  const time = a.fields?.time;
  const name = brief === "bare" ? w(`${time}_set`) : brief ? timeWithBrief(time, w) : timeWithShort(time, w);
  return `${name}${suit ? ` · ${SUIT_MARK[suit] ? `${SUIT_MARK[suit]} ` : ""}${w(suit)}` : ""}`;
}

/** The time sets' chips (Midnight, Dawn, or "Time cards ▸"), under the hand: they appear only after a step, and
 * above the hand they pushed it and the main chips down just before a click (issue 23 r6c item 1: a click meant for
 * a card hit Dawn and cost three cards). */
function timeChips(t, p, selected, scratch = null, short = false) {
  const { w, fnName, times } = t;
  if (!t.acting || !times.length || t.view.result) return;
  // (`short`: the time and the suit only, "Dawn · ◉ Eye"; the three cards named on hover with what the time does)
  const full = (a) => a.label || actionLabel(a, true, w, fnName, t.comboName);
  const cards = (a) => a.label || timeLabel(a.fields ?? {}, w, fnName, false);   // (short "cards": its effect in a few words)
  const does = (a) => w(`${a.fields?.time}_does`);   // what the time does (review 7)
  const chips = times.length > 2
    ? [{ text: `${w("time_more")} ▸`, id: "select:@declare_time", tip: w("time_what") }]
    : times.map((a) => ({ text: short === "cards" ? cards(a) : short ? shortTime(a, w, short === true ? false : short) : full(a), id: `act:${a.id}`, say: a.text || (short ? full(a) : undefined),
                          own: Boolean(a.label) || short, tip: short ? `${full(a)} — ${does(a)}` : does(a) }));
  const hidden = selected || timeChoice(t);   // a card or the time cards chosen: their place is kept, the table holds still
  const items = scratch ?? (hidden ? [] : t.items);
  const first = items.length;
  p.y = chipRows(items, chips, p.x, p.y + 4, p.w, chipSize(t), { below: 12, long: !chips.some((c) => c.own) });
  chips.forEach((c, i) => { if (c.tip && items[first + i]) items[first + i].tip = c.tip; });
}

/** Draw a narrow table's time chips under the prompt's chips when they end above the hand's top (p.y); return
 * whether they were drawn there. */
function timeChipsAbove(t, p, selected) {
  if (t.chipsEnd == null || !t.times.length) return false;
  // (their whole label, else what each does, else in a few words: round AL, a turn's hand kept its move's place and
  // left the room above it to the time chips, under it they ended past a phone's first screen)
  for (const short of [false, "brief", true]) {
    const from = t.items.length;
    const q = { ...p, y: t.chipsEnd - 8 };
    timeChips(t, q, selected, null, short);
    if (q.y <= p.y) return sinceBelow(t, q.y);
    t.items.length = from;
  }
  return false;
}

/** Start the since box's room (sinceRoom) under the time chips laid above the hand, at `y`; none where the box no longer
 * fits. Return true. */
function sinceBelow(t, y) {
  const spot = t.sinceSpot;
  if (!spot) return true;
  const h = spot.y + spot.h - y;
  if (h < Math.max(40, Number(t.ui.sinceH) || 0)) delete t.sinceSpot;
  else Object.assign(spot, { y, h });
  return true;
}

/** Return the height a move or cards phase's prompt may take in a turn, the same for the whole turn: as tall as a long
 * sentence of the turn (the time cards' two) and one chip row (issue 23 r6c item 1: the sentence grew to three lines
 * after a step and pushed the chips and the hand down just before a click). */
function reservedText(t, p, size) {
  const phase = t.view.prompt?.kind ?? t.view.phase;
  if (!t.acting || !["move", "combo_move", "cards", "extra"].includes(phase)) return 0;
  const lines = wrapLines(`${t.w("time_pick", { n: 3 })} ${t.w("time_what")}`, p.w, size, true).length;
  return lines * size + (lines - 1) * Math.round(size / 3) + 7;   // as p.line draws it; the chips start under it
}

/** Return a prompt in a touch screen's words: its "click" is "tap" there (a phone read "play a card (click it)"). */
function touchWords(t, text) {
  const click = t.w("click_word");
  return t.ui.touch && click && click !== "click_word" ? text.split(click).join(t.w("tap_word")) : text;
}

/** Return the hand cards chosen for a time declaration (issue 23 finding 1: the sets are picked from the hand, not
 * from a chip per set, whose list grew the table by ~700 px with five cards of a suit), or null when the time cards
 * are not open. `ui.selected` is "@declare_time" or "@declare_time:<card>+<card>…". */
function timeChoice(t) {
  const sel = t.ui.selected;
  if (typeof sel !== "string" || !sel.startsWith("@declare_time") || t.times.length <= 2) return null;
  return sel.slice("@declare_time:".length).split("+").filter(Boolean);
}

/** Return the cards of a declare_time action. */
const setOf = (a) => String(a.fields?.cards ?? "").split("+").filter(Boolean);

/** Return the id a hand card carries while time cards are chosen: it adds or takes it out of the choice (only cards
 * that can still make a legal set of three are offered); null when it cannot be part of one. */
function timeCardId(t, card) {
  const chosen = timeChoice(t);
  const next = chosen.includes(card) ? chosen.filter((c) => c !== card) : [...chosen, card];
  const fits = next.length <= 3 && t.times.some((a) => next.every((c) => setOf(a).includes(c)));
  return fits || next.length < chosen.length ? `select:@declare_time:${next.join("+")}` : null;
}

/** The time cards' prompt: what they are and, once three cards of a suit are chosen, a chip per time (Midnight,
 * Dawn) that discards them; the block's height does not depend on how many sets the hand holds. */
function timePrompt(t, chip, cancel) {
  const chosen = timeChoice(t);
  const sets = chosen.length === 3
    ? t.times.filter((a) => setOf(a).length === 3 && chosen.every((c) => setOf(a).includes(c))) : [];
  const text = touchWords(t, sets.length ? t.w("time_pick_done") : t.w("time_pick", { n: 3 - chosen.length }));
  return { text, chips: [...sets.map((a) => ({ ...chip(a, false), text: timeWithShort(a.fields.time, t.w), tip: t.w(`${a.fields.time}_does`) })), cancel] };
}

/** Return the height the prompt and its chips take when `choice` (null, a card id or "@declare_time") is selected,
 * laid out into a scratch list, not the scene. */
function promptHeight(t, p, hand, choice) {
  const as = { ...t, ui: { ...t.ui, selected: choice } };
  const { text, chips, effect } = promptOf(as, hand, String(choice).startsWith("@declare_time") ? null : choice);
  const size = chipSize(t);
  const lines = text ? wrapLines(text, p.w, size, true).length : 0;
  // a card's text has its room in the block: a phone's tap showed the chips and never what the card does (newcomer
  // review 10, finding 2: KEY_card_no_description)
  const n = choice && effect ? wrapLines(effect, p.w, p.small, false).length : 0;
  const read = n ? n * p.small + (n - 1) * Math.round(p.small / 3) + (p.gap ?? 7) : 0;
  const head = Math.max(lines ? lines * size + (lines - 1) * Math.round(size / 3) + 7 + read : 0, reservedText(t, p, size));
  return head + promptChips([], chips, { x: p.x, y: p.y + head, w: p.w, size, opts: chipOpts(chips), tight: t.tight })
    - (p.y + head);
}

/**
 * Return, on a narrow table before the seat's cards phase (its move, a joint move), the hand cards it cannot choose
 * yet as the cards phase will offer them (one chip to play each, as its label): a card's text chosen then has its
 * room in the block already, so the hand keeps its y through the turn (newcomer review 12, phone finding 6: it moved
 * ~13 px from the move to the cards phase). An empty map elsewhere (a wide table's band holds it: band.js).
 */
function cardsAhead(t, hand) {
  const phase = t.view.prompt?.kind ?? t.view.phase;
  if (t.band || !t.acting || !["move", "combo_move"].includes(phase)) return new Map();
  const later = (hand ?? []).filter((c) => c?.id && !t.byCard.has(c.id) && t.catalog?.functions?.[c.function]);
  return new Map([...t.byCard, ...later.map((c) => [c.id, [{ id: `play card=${c.id}`, kind: "play", fields: { card: c.id },
                                                             label: t.cardText(c), target: { card: c.id } }]])]);
}

/**
 * Return, on a narrow table in the seat's own move or cards turn, one card of each function of the catalog as a card
 * played with one chip: a card that comes into the hand mid-turn (an Amnesia's steal) has its text's room in the block
 * already, so the hand keeps its y (newcomer review 28, chaos_ja 3: it dropped ~60 px after the steal, 081→083, and a
 * tap by habit hit an empty slot, 103). An empty map elsewhere (a wide table's band holds it: band.js).
 */
function anyCard(t) {
  const phase = t.view.prompt?.kind ?? t.view.phase;
  if (t.band || !t.acting || !["move", "combo_move", "cards", "extra"].includes(phase)) return new Map();
  const seen = new Set();
  const ids = Object.keys(t.catalog?.card_texts?.cards ?? {}).filter((id) => {
    const fn = id.split("_")[0];
    return !seen.has(fn) && seen.add(fn);
  });
  return new Map(ids.map((id) => [id, [{ id: `play card=${id}`, kind: "play", fields: { card: id },
                                          label: t.cardText(cardById(id)), target: { card: id } }]]));
}

/** The prompt chips' options: 12 px below them; chips with no words of their own show their sentences where they fit. */
const chipOpts = (chips) => ({ below: 12, long: !chips.some((c) => c.own) });

/** Return the chips' text size: a size smaller in a combo's window on a wide table (see t.tight). */
const chipSize = (t) => (t.tight ? t.fs - 1 : t.fs);

/** The prompt and its chips, in a block as tall as the tallest a selection at this position opens: choosing a card
 * (or the time cards) never moves the hand below it nor grows the table (a layout that holds still). */
function prompt(t, p, hand, selected) {
  t.panelW = p.w;
  const { text, effect, chips, more } = promptOf(t, hand, selected);
  const y0 = p.y;
  const at = t.items.length;
  const size = chipSize(t);   // a size smaller in a combo's window (t.tight)
  if (text) p.line(text, { bold: true, colour: t.acting ? INK.gold : INK.text, label: "prompt", size });  // wrapped
  const choices = [null, ...[...t.byCard].map(([card]) => card)];
  if (t.times.length > 2) choices.push("@declare_time", `@declare_time:${setOf(t.times[0]).join("+")}`);
  const ahead = cardsAhead(t, hand);
  const any = anyCard(t);
  const tallest = Math.max(...choices.map((c) => promptHeight(t, { ...p, y: y0 }, hand, c)),
                           ...[...ahead.keys()].map((c) => promptHeight({ ...t, byCard: ahead }, { ...p, y: y0 }, hand, c)),
                           ...[...any.keys()].map((c) => promptHeight({ ...t, byCard: any }, { ...p, y: y0 }, hand, c)));
  const chipsH = promptChips([], chips, { x: p.x, y: 0, w: p.w, size, opts: chipOpts(chips), tight: t.tight });
  // the chips keep their row through the turn: the selected card's text goes above that row where it has room
  const fixed = t.band?.chips;   // a wide table's one chips row (band.js)
  cardEffectLine(t, p, effect, fixed ?? Math.max(y0 + reservedText(t, p, size), y0 + tallest - chipsH));
  // (a combo's choices, never a click by habit, end on the hand's row: their row is as tall as they need)
  // (a seat waiting for another's move keeps its chips, 'Bot plays ▶', where its own move's are: review 11, finding 3)
  const own = !t.acting || ["move", "combo_move", "cards", "extra"].includes(t.view.prompt?.kind ?? t.view.phase);
  const low = fixed && !own ? t.band.hand - chipsH : fixed;
  p.y = fixed ? Math.max(p.y, own ? fixed : low) : chipsTop(t, Math.max(p.y, y0 + reservedText(t, p, size)));
  // chips with words of their own keep them; the others show their sentences where they fit
  const first = t.items.length;
  const chipsY = p.y;
  p.y = promptChips(t.items, chips, { x: p.x, y: p.y, w: p.w, size, opts: chipOpts(chips), tight: t.tight });
  t.promptChips = { at, first, end: t.items.length, h: p.y - chipsY };   // (handFirst: a card's chips first)
  const aside = botChipAside(t.items, first, t.items[at], p);   // on its waiting line, off the seat's own chips (review 21)
  chips.forEach((c, i) => { if (c.tip && t.items[first + i]) t.items[first + i].tip = c.tip; });  // why, on hover
  // where the chips end with no card chosen: the time chips may go under them (layoutPanel), chosen card or not
  t.chipsEnd = y0 + promptHeight(t, { ...p, y: y0 }, hand, null);
  const head = t.items[at];  // the prompt's box with its chips: what a coach bubble must not cover
  // (down to the chips' foot: the 12 px under them are free, a card's zoom may lie there)
  if (text && head?.label === "prompt") head.area = { x: p.x, y: y0 - 2, w: p.w, h: p.y - y0 - 10 };
  // a phone's opened "More ▾": the rest right under its chips, in the block's room, only what passes it pushing the
  // hand (review 27, chaos_ja 4, room_zh 4: it came under a ~100 px blank band, next to the hand)
  const room = fixed ? tallest : sinceRoom(t, p, y0, tallest);   // the page's "since" box may lie in it (chaos_ja 8)
  const bare = fixed ? p.y : Math.max(p.y, y0 + room);
  moreWords(t, p, more);
  if (!fixed) p.y = Math.max(p.y, y0 + room);
  // (a phone's 'Bot's turn ▶' aside on its waiting line leaves no empty row under it: newcomer review 28, chaos_ja 9,
  // 078/093, a ~50 px blank between "Waiting for A2" and the hand or the combo's lines)
  if (aside && !fixed && !more) p.y = Math.min(p.y, t.items[at].y + size + 10);
  t.moreH = Math.max(0, p.y - bare);
  tapRule(t, p, chips);
}

/**
 * Return the prompt block's height on a phone's own move or cards turn with no card chosen, and mark its free room
 * under the chips (`t.sinceSpot`), at least as tall as the page's "since your last turn" box (`ui.sinceH`, measured by
 * ui/since_spot.js, which lays the box there): what the bots did is read with the board, not two screens below it
 * (newcomer review 28, chaos_ja 8, 023/076). A card chosen takes the room for its text; the box goes under the table.
 */
function sinceRoom(t, p, y0, tallest) {
  const phase = t.view.prompt?.kind ?? t.view.phase;
  if (t.design || !t.acting || t.ui.selected != null || !["move", "combo_move", "cards", "extra"].includes(phase)) return tallest;
  const need = Math.max(0, Math.ceil(Number(t.ui.sinceH) || 0));
  const top = p.y - 8;   // the chips' foot (they keep 12 px under them)
  const rise = newsRise(t, p);   // the hand's news lines above its title's place (hand_news.js) stay in sight
  const end = Math.max(y0 + tallest, need ? top + need + 6 + rise : 0);
  t.sinceSpot = { x: p.x, y: top, w: p.w, h: end - top - rise };
  return end - y0;
}

/** Move a narrow table's hand title down so the news lines rising above it (hand_news.js) lie over no prompt line or
 * chip (review 29, chaos_ja 1, 093/142: they lay over "B1 を待っています" and its "B1 を進める ▶" chip). */
function clearNews(t, p) {
  // (while it waits: at its own decision the prompt's block keeps the news's room, sinceRoom)
  const rise = t.band || t.acting ? 0 : newsRise(t);
  if (rise <= 4) return;   // (one line: its tag's 3 px above the title's place are its own)
  const above = t.items.filter((i) => !i.background && i.y < p.y && i.x < p.x + p.w && i.x + (i.w || 0) >= p.x - 3);
  const clear = Math.max(0, ...above.map((i) => i.y + (i.h || i.size || t.fs)));
  p.y = Math.max(p.y, clear + 3 + rise);
}

/** Return how far the seat's news rises above its hand's title: its tag's 3 px, one line since review 33
 * (hand_news.js handNewsTitle). */
function newsRise(t) {
  return newsLine(t) ? 4 : 0;
}

/**
 * A wide table's prompt (newcomer review 10, findings 1 and 2): on the seat's own move or cards turn its words in the
 * band's room (a size smaller down to 12 px where they need it), the chips at the band's one row, a selected card's
 * text under them, whole, in the room down to the hand; in a combo's window (no click by habit) they follow the words.
 */
function widePrompt(t, p, hand, selected) {
  t.panelW = p.w;
  const { text, effect, chips } = promptOf(t, hand, selected);
  // (a seat waiting for another's move keeps its chips, 'Bot plays ▶', where its own move's are: review 11, finding 3)
  const own = !t.acting || ["move", "combo_move", "cards", "extra"].includes(t.view.prompt?.kind ?? t.view.phase);
  const y0 = p.y;
  const at = t.items.length;
  const size = chipSize(t);
  // a combo's direction's four chips two to a row, as a window's (its lines come under them)
  const tight = t.tight || (t.view.prompt?.kind ?? t.view.phase) === "direction";
  const chipsH = promptChips([], chips, { x: p.x, y: 0, w: p.w, size, opts: chipOpts(chips), tight });
  const tall = (said, s, bold) => { const n = wrapLines(said, p.w, s, bold).length; return n * s + (n - 1) * Math.round(s / 3) + 7; };
  // a selected card's text is read whole (newcomer review 10, finding 2: Mischief's cut at ~11 px, no way to read the
  // rest): under the chips where it fits at 12 px or more, else above them, under the prompt's words made smaller
  const above = Boolean(effect) && (!own || tall(effect, PHONE_TEXT, false) > t.band.roof - 2 - (t.band.chips + chipsH - 4));
  // (in a combo's window, no board move to wait for: the card's text takes the place of 'Choose how to play…')
  if (text && (own || !selected || !effect)) {
    const room = own ? t.band.chips - y0 : t.band.hand - chipsH - y0;
    let words = t.tight || above ? PHONE_TEXT + 1 : size;   // a window's words a size smaller still: its band is full
    while (words > PHONE_TEXT && tall(text, words, true) > room) words -= 1;
    p.line(text, { bold: true, colour: t.acting ? INK.gold : INK.text, label: "prompt", size: words });
  }
  if (above) wholeEffect(t, p, effect, own ? t.band.chips : t.band.hand - chipsH);
  if (own) p.y = Math.max(p.y, t.band.chips);
  const first = t.items.length;
  p.y = promptChips(t.items, chips, { x: p.x, y: p.y, w: p.w, size, opts: chipOpts(chips), tight });
  const aside = botChipAside(t.items, first, t.items[at], p);   // on its waiting line, off the seat's own chips (review 21)
  chips.forEach((c, i) => { if (c.tip && t.items[first + i]) t.items[first + i].tip = c.tip; });  // why, on hover
  const head = t.items[at];  // the prompt's box with its chips: what a coach bubble must not cover
  if (text && head?.label === "prompt") head.area = { x: p.x, y: y0 - 2, w: p.w, h: p.y - y0 - 10 };
  if (!t.tight || !t.acting) {   // a combo's lines outside its windows, under the chips: they come and go and move nothing
    p.y -= 4;
    combo(t, p);
    p.y += 4;
  }
  t.band.after = p.y - 8;   // where the time chips go (layoutPanel)
  p.y -= 4;
  if (!above) wholeEffect(t, p, effect, t.band.roof - 2);
  tapRule(t, p, chips);
}

/** A selected card's text, whole, at the largest size from the panel's small one down to 12 px that ends by `bottom`
 * (at 11 px where none does: never cut). */
function wholeEffect(t, p, effect, bottom) {
  if (!effect) return;
  const tall = (s) => { const n = wrapLines(effect, p.w, s, false).length; return n * s + (n - 1) * Math.round(s / 3) + (p.gap ?? 7); };
  let size = p.small;
  while (size > 11 && p.y + tall(size) > bottom) size -= 1;
  p.line(effect, { colour: INK.text, label: "prompt-effect", size });
}

/**
 * Return where a wide table's chips start on the seat's own move or cards turn: as low as they have started in this
 * game at this width, seat and language (the page's `ui` keeps it), so a prompt of more lines or a line more above it
 * (Midnight's, a combo's) never moves them up and down between turns (newcomer review 9, finding 2: 'End cards and
 * draw' sat at y≈470, 510, 451, 411 at 1280). A combo's window keeps its own smaller layout; a new game starts afresh.
 */
function chipsTop(t, y) {
  const ui = t.ui;
  const phase = t.view.prompt?.kind ?? t.view.phase;
  if (!t.wideTable || !t.acting || !["move", "combo_move", "cards", "extra"].includes(phase) || !ui || typeof ui !== "object") return y;
  const key = `${t.W}|${t.seat}|${t.design}|${t.lang}`;
  const at = (t.view.round ?? 0) * 1000 + (t.view.turn ?? 0);
  const mark = ui.chaosChipsTop ?? (ui.chaosChipsTop = {});
  if (mark.key !== key || at < (mark.at ?? 0)) Object.assign(mark, { key, y: 0 });
  mark.at = at;
  // a card's choices fill the block the hand keeps (prompt); a zoom opened keeps the turn's row
  if (t.ui.selected != null && !String(t.ui.selected).startsWith("zoom:")) return y;
  mark.y = Math.max(mark.y, y);
  return mark.y;
}

/** A selected card's text, under the prompt, where the prompt's block has room for it above the chips (it ends by
 * `bottom`): the block keeps its height, so the chips and the hand hold still. Its pop-up no longer opens over the
 * turn order, the decks or the hand (newcomer review 9, finding 3; labels.js chaosZoom); its chips say what it does. */
function cardEffectLine(t, p, effect, bottom) {
  if (!effect) return;
  const height = (n, size) => n * size + (n - 1) * Math.round(size / 3) + (p.gap ?? 7);
  // shrunk to the room first (not under 11 px); else its first lines, cut at a word, the whole text on hover: a card
  // selected on a full band showed no text at all (review 9's fix, found by test_browser_play)
  for (let size = p.small; size >= 11; size -= 1) {
    const n = wrapLines(effect, p.w, size, false).length;
    if (p.y + height(n, size) <= bottom) {
      p.line(effect, { colour: INK.text, label: "prompt-effect", size });
      return;
    }
  }
  const lines = wrapLines(effect, p.w - textWidth(" …", 11), 11, false);
  let n = lines.length - 1;
  while (n > 0 && p.y + height(n, 11) > bottom) n -= 1;
  if (n > 0) p.line(`${lines.slice(0, n).join(" ")} …`, { colour: INK.text, label: "prompt-effect", size: 11, tip: effect });
}

/** On a touch screen, under a combo window's chips: a chip acts at its first tap (its words say what it does), a
 * card shows its text first (issue 23 r6b, item 1: Decline went at one tap while a card needed two, unexplained). */
function tapRule(t, p, chips) {
  if (!t.ui.touch || !t.acting || !["react", "join"].includes(t.view.phase) || !chips.some((c) => c.id?.startsWith("act:"))) return;
  const cards = [...(t.byCard?.values() ?? [])].some((acts) => acts.length > 0);   // a card that plays at two taps
  p.y -= 4;
  p.line(t.w(cards ? "tap_rule" : "tap_rule_chip"), { size: p.small, colour: INK.dim, label: "tap-rule" });
}

/** Return the face a CHAOS card item draws: function name and suit in `lang`. */
function face(t, card) {
  return { id: card.id, function: card.function, role: card.role, suit: card.suit,
           name: functionName(t.catalog, t.lang, card.function), suitName: t.w(card.suit) };
}

/** The hand's title; when the seat's hand holds cards of its other role (it became a ghost, or a patient again), the
 * title says why they are hatched and what they can still do (issue 23 finding 6: CH-ROLE, CH-TIME-1). */
function handTitle(t, p, handSeat, hand, me) {
  const { w, fs, design } = t;
  const off = me && !design && hand.some((c) => c.role !== me.role);
  const other = me?.role === "ghost" ? "patient" : "ghost";
  const said = off ? w("hand_role", { role: w(me.role), other: w(other) }) : "";
  // what other seats did to the hand or the piece: on its own line above "Your hand", which stays (review 35, chaos_en
  // 5: the notice in the title's place read as a banner covering it); a phone's over an other-role title, in its place
  // (review 26: its room above its hand is that title's); a wide table's where the line above the title is free, above
  // an other-role title too, which the news hid (review 41, chaos_en 4, 042)
  const lift = off && t.band && !t.band.short ? titleRise(t, p, wrapLines(said, p.w, p.small, false).length) : 0;
  const above = !design && t.band && !(off && t.band.short) && newsLine(t)
    && lineFree(t, { ...p, y: p.y - lift });
  if (!above && handNewsTitle(t, p, off && !t.band && !t.still ? offTitleHeight(t, p, said) : 0)) return;
  if (!off) {
    const tip = above ? newsAbove(t, p) : undefined;
    t.text(design ? w("hand_of", { seat: handSeat }) : w("hand"), p.x, p.y, { colour: INK.dim, label: "hand-title",
                                                                             ...(tip ? { tip } : {}) });
    p.y += fs + 6;
    return;
  }
  if (t.band?.short) {   // a wide table's, while a card's text is read above: its first clause, the whole on hover
    t.text(said.split(/[:：]/)[0], p.x, p.y, { colour: INK.dim, label: "hand-title", tip: said, maxW: p.w });
    p.y += fs + 6;
    return;
  }
  // a wide table's title rises into the band above, its cards keep their y (review 10, finding 1)
  // (a phone's likewise: its cards keep their y for the game, review 31, chaos_ja 4)
  // (a phone's in two lines at most, the whole on a tap: its room is kept above the hand in every turn, handFirst)
  const cut = t.still ? phoneTitle(said, p) : said;
  if (t.band || t.still) p.y -= titleRise(t, p, wrapLines(cut, p.w, p.small, false).length);
  const tip = above ? newsAbove(t, p) : undefined;
  const told = cut !== said ? said : tip;   // (the title's words cut, else the news's, whole on hover)
  p.line(cut, { size: p.small, colour: INK.dim, label: "hand-title", ...(told ? { tip: told } : {}) });
  p.y -= 1;
}

/** Return the height of the hand news's own line above the hand's title: its tag's foot 4 px over the title. */
const newsStep = (t) => t.fs + 7;

/** Return whether the line above the hand's title (the news's: newsStep) crosses no line, chip or card drawn. */
function lineFree(t, p) {
  const top = p.y - newsStep(t) - 4;
  return !t.items.some((i) => !i.background && ["text", "chip", "ccard"].includes(i.type) && (i.type !== "text" || i.text)
    && i.y < p.y && i.y + (i.h || i.size || t.fs) > top && i.x < p.x + p.w
    && p.x < i.x + (i.type === "text" ? textWidth(String(i.text), i.size ?? t.fs, !!i.bold) : i.w ?? 1));
}

/** Draw the hand's news (hand_news.js) with its last line one line above the hand's title (its room kept: bandPrompt's
 * roof); return its tip (the whole news, where a line is cut), which the title carries too. */
function newsAbove(t, p) {
  const from = t.items.length;
  handNewsTitle(t, { ...p, y: p.y - newsStep(t) });
  // (its last line is a line of the news, not the title: the title is drawn under it)
  const last = t.items.slice(from).find((i) => i.label === "hand-title");
  if (last) last.label = "hand-news-line";
  return last?.tip;
}

/** Return a phone's other-role hand title in two lines at most: whole where it fits, else cut after a word with "…". */
function phoneTitle(said, p) {
  const lines = wrapLines(said, p.w - textWidth(" …", p.small), p.small, false);
  return lines.length <= 2 && wrapLines(said, p.w, p.small, false).length <= 2 ? said
    : `${lines.slice(0, 2).join(/\s/.test(said) ? " " : "")} …`;
}

/** Return how far the other role's hand title (`said`, p.line's small lines) moves the hand down on a narrow table. */
function offTitleHeight(t, p, said) {
  const n = wrapLines(said, p.w, p.small, false).length;
  return n * p.small + (n - 1) * Math.round(p.small / 3) + (p.gap ?? 7) - 1;
}

/** The hand: cards with function name and suit; one action plays, several open chips. Return the card width. */
function ownHand(t, p, handSeat, hand, selected) {
  const { fs, byCard } = t;
  const me = t.pieces.find((q) => q.seat === handSeat);
  const top = p.y;
  // its cards drop the last move's frame only where the notice's one line is the hand's change (round BA's review:
  // the piece's line shown, the hand's in "+N more", nothing on screen pointed at the new cards)
  const handNews = chaosNews(t)?.hand;
  const told = Boolean(handNews) && newsLine(t)?.line === handNews;
  clearNews(t, p);
  handTitle(t, p, handSeat, hand, me);
  if (t.band || t.still) p.y = Math.max(p.y, top + fs + 6);   // the cards' y whatever the title's lines
  const gap = Math.max(6, Math.round(fs * 0.6));
  const kept = t.design ? [] : (hand.played ?? []);   // a card played this turn keeps its place (band.js handSlots)
  const slots = Math.max(hand.length ? hand.at(-1).slot + 1 : 0, kept.length ? kept.at(-1) + 1 : 0);
  const n = Math.max(slots, 4);
  // in a combo's window on a wide table up to 7 cards keep one row (a second row took the 1280×800 table past 660 px:
  // newcomer review 8, finding 1)
  const cw = handCard(t, p.w, n);
  const ch = Math.round(cw * 1.32);
  const perRow = Math.max(1, Math.floor((p.w + gap) / (cw + gap)));
  hand.forEach((card) => {
    const i = card.slot;
    const acts = byCard.get(card.id);
    const timing = timeChoice(t);
    // a card selects first, its chips saying what it does; the chosen card with one move plays at a second click
    const again = selected === card.id && acts?.length === 1 && !acts[0].target?.off;   // a greyed move never plays
    const id = timing ? timeCardId(t, card.id) : again ? `act:${acts[0].id}` : acts ? `select:${card.id}` : null;
    const lift = selected === card.id || timing?.includes(card.id) ? 6 : 0;
    const spent = spentWhy(acts, timing);   // every play does nothing now: dimmed, its why on hover (labels whyNot)
    t.items.push({ type: "ccard", x: p.x + (i % perRow) * (cw + gap),
                   y: p.y + 6 + Math.floor(i / perRow) * (ch + gap) - lift, w: cw, h: ch, face: face(t, card),
                   offRole: Boolean(me && card.role !== me.role), id, highlight: Boolean(id) && !spent, selected: lift > 0, chosen: again,
                   ...(spent ? { spent: true } : {}), ...(told ? { fresh: true } : {}),   // the tag says it: no last-move frame
                   label: `hand-${card.id}`, key: `ccard-${card.id}`, ...(me ? { from: `deck-${me.role}` } : {}),
                   fade: true });   // taken by another seat, it fades out where it stood (scene/motion.js)
  });
  for (const i of kept) playedPlace(t, { x: p.x + (i % perRow) * (cw + gap), y: p.y + 6 + Math.floor(i / perRow) * (ch + gap),
                                        w: cw, h: ch }, i);
  p.y += 6 + (slots ? Math.ceil(slots / perRow) * (ch + gap) : fs + 4) + 4;
  return cw;
}

/** A played card's kept place: a faint outline and "played" in its middle (newcomer review 28, chaos_ja 3, 103). */
function playedPlace(t, box, slot) {
  const edge = "rgba(201, 193, 173, 0.45)";
  t.items.push({ type: "rect", ...box, fill: "rgba(255, 255, 255, 0.04)", label: `played-${slot}` });
  for (const [x, y, w, h] of [[0, 0, box.w, 1], [0, box.h - 1, box.w, 1], [0, 0, 1, box.h], [box.w - 1, 0, 1, box.h]]) {
    t.items.push({ type: "rect", x: box.x + x, y: box.y + y, w, h, fill: edge, label: `played-${slot}` });
  }
  const size = Math.max(PHONE_TEXT, t.fs - 2);
  const word = PLAYED[t.lang] ?? PLAYED.en;
  t.text(word, box.x + box.w / 2, box.y + box.h / 2 - size / 2, { size, colour: "rgba(201, 193, 173, 0.9)", align: "center",
                                                                  label: `played-${slot}`, maxW: box.w - 6 });
}

/** Designer view: the other hands as small cards, a row per seat. */
function otherHands(t, p, handSeat, cw) {
  const { view, fs } = t;
  const sw = Math.max(40, Math.round(cw * 0.6));
  const sh = Math.round(sw * 1.32);
  for (const s of view.order ?? []) {
    if (s === handSeat) continue;
    const cards = view.hands?.[s]?.cards ?? [];
    t.text(s, p.x, p.y + sh / 2 - fs / 2, { bold: true, colour: INK.dim });
    const per = Math.max(1, Math.floor((p.w - fs * 2.4 + 4) / (sw + 4)));
    const role = t.pieces.find((q) => q.seat === s)?.role;
    cards.slice(0, per).forEach((card, i) => {
      t.items.push({ type: "ccard", x: p.x + Math.round(fs * 2.4) + i * (sw + 4), y: p.y, w: sw, h: sh, small: true,
                     face: face(t, card), offRole: Boolean(role && card.role !== role),
                     label: `other-${s}-${card.id}`, key: `ccard-${card.id}`, ...(role ? { from: `deck-${role}` } : {}) });
    });
    p.y += sh + 6;
  }
}
