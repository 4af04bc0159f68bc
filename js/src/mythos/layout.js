// Layout of the Mythos table: view (+ legal moves, UI state) -> scene. Pure: no DOM, no rules.
// Every player's side is a panel (panel.js: investigator, story deck, threat, allies with what they carry,
// artifacts, tomes with their spells, events, phobias, adventures, piles); the combat band (combat.js) sits
// between the others' panels and the viewer's, which is last, above the prompt and the hand.
// A face-up card is clickable: it opens a zoom (zoom.js) with its printed data, our paraphrase of its text, and
// a chip for every legal action that names it. Actions that name no card (pass, targets, done…) are chips.
//
// ui.selected (set by "select:<value>" ids): a card instance (zoom), a zone "story-p0" / "deck-p1" /
// "discard-p0" (its cards shown in a strip), or "<zone>/<instance>" (both).
import { INK, addTo, bannerItem, chipRows, errorStrip, finish, startScene, waitingScene } from "../scene/build.js";
import { MIN_TEXT, fitText, textWidth, wrapLines } from "../scene/text.js";
import { cardName, word } from "../scene/words.js";
import { actionLabel, colon, stepPrompt, stepTitle } from "./cards.js";
import { bandCardWidth, cutAtPart, fightSentences, houndLines, lastCombatRecap, layoutCombat, leftLines, noteRecap, recapOpenId } from "./combat.js";
import { playerPanel, targetPoints } from "./panel.js";
import { addGlossary, glossBox, playText } from "./glossary.js";
import { chosenFold, laidIn } from "./panel_fold.js";
import { addPushers, namedCards, neededLine, selection, visibleCards } from "./table.js";
import { neededForAim } from "./needed_aim.js";
import { textsOf } from "../scene/zoom.js";
import { handTip, zoomBox } from "./zoom.js";
import { discardChip, discarding, handSlots, markTap, quickDiscard, quickPrompt, tallestPrompt, warnUnder }
  from "./discard.js";
import { drawLastTurn, lastRows, lastTurnRows, othersLines } from "./last_turn.js";
import { wholeChips } from "./chips.js";
import { dispatchChips } from "./dispatch.js";
import { adventureMoment, drawMoment } from "./adventure_moment.js";
import { TAP, lookChips, roomyChips, shortChips } from "./chip_look.js";

export { namedCards, selection, visibleCards } from "./table.js";

/**
 * Lay out the table.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layoutMythos(input, size) {
  // a completed adventure's moment over the table (adventure_moment.js), laid out again when it ends (`redrawIn`)
  const moment = adventureMoment(input);
  const { seatNote, ...scene } = laidOut({ ...input, moment }, size);
  if (seatNote && input?.ui && typeof input.ui === "object") Object.assign(input.ui, seatNote);
  noteRecap(input?.ui, scene);
  return moment ? { ...scene, redrawIn: Math.max(1, Math.ceil(moment.left)) } : scene;
}

/** Lay out the table (layoutMythos) with its moment, if any (`input.moment`). */
function laidOut(input, size) {
  keepTheGame(input?.ui, Boolean(input?.replaying));
  newGame(input?.ui, input?.view, Boolean(input?.behind));
  // once a wide table has folded the seat's adventure list to keep the hand in the window, it keeps it folded for the
  // rest of the game at that width (its ▾ still opens it, and the reader's choice stays): folding only the frames that
  // needed it, the list folded and unfolded by itself between frames (newcomer review 13, finding 2)
  const ui = input?.ui && typeof input.ui === "object" ? input.ui : null;
  const foldKey = [Math.floor(size?.width ?? 800), input?.seat, input?.view?.players?.length].join("|");
  const kept = ui?.goalsFold === foldKey;
  // once a wide table has drawn the others' cards smaller to keep the hand in the window, it keeps them so for the rest
  // of the game at that width: the bot's cards shrank and grew between turns (newcomer review 14, finding 1, 036/038)
  const small = ui?.othersFold === foldKey;
  const first = layTable(input, size, kept, false, false, small);
  if (!first.wide) return first.scene;
  // a wide table whose hand would fall below a 1280×800 window folds its adventure list to one line (▾ opens it) and
  // keeps the hand in the window (newcomer review 10, finding 1: a Knife chip, a second adventure and a two-line
  // prompt pushed the hand's foot below the window); a table too tall for a window anyway (four seats) scrolls, its
  // list whole. The others' panels fold to one line in a fight only where the hand needs it still (review 10, finding
  // 2: the bot's panel shrank to one line at every combat and the table jumped)
  // Still too tall (an opened adventure list, a two-row "Last combat" band at the round's end, a two-line chip: newcomer
  // review 11, finding 1, 104/226/236), the middle squeezes further: the others' panels fold in card play too, the last
  // combat's band is its paragraph; and where nothing fits, a two-seat table shows the one whose hand is highest (a
  // four-seat table scrolls anyway, its list whole)
  const two = input.view.players.length <= 2;
  const tries = foldTries(input, two);
  const lay = (i) => {
    const [compact, fold, squeeze, listShut, mineFolded] = tries[i];
    return i ? layTable({ ...input, listShut, mineFolded }, size, compact || kept, fold, squeeze, small) : first;
  };
  // (the bot's brief table only where the hand keeps its place: it went 6 px down at a bot's turn in a fight)
  const { i, laid } = roundFold(ui, [foldKey, ...tries.key].join("|"), tries.length, lay,
                                { view: input.view, opened: tries.opened, placed: (k) => tries[k][1] !== "brief",
                                  flat: (k) => tries[k][1] === "flat" });
  const fits = laid.foot <= laid.room;
  if (!fits && !two) return first.scene;   // a four-seat table too tall for a window anyway scrolls, its list whole
  // a last combat's band that fits no way (its fights' extra lines: allies flipped, monsters gone before the fight) is
  // told in one line, still a band: it was dropped for the last combat's lines where an opened adventure list took the
  // room (test_browser_mythos's late table, 842 px; newcomer review 17, finding 3)
  if (!fits && laid.recap && !input.shortRecap && !input.ui?.recap?.open) return laidOut({ ...input, shortRecap: true }, size);
  // a frame laid out with a selection open sets no game-long fold: the fitted height (no selection) would change with it
  if (ui && ui.selected == null && i > 0) {
    if (tries[i][0] && fits) ui.goalsFold = foldKey;
    if (tries[i][2] && !tries.fight) ui.othersFold = foldKey;
  }
  return laid.scene;
}

/**
 * Return a wide table's layouts to try, in order, after the first ([compact, foldOthers, squeeze]: layTable), and the
 * key of what they depend on (`key`: the round, its card play or its fight, the reader's opened adventure list).
 */
function foldTries(input, two) {
  const ui = input.ui;
  const v = input.view;
  // (newcomer review 12, finding 2: a folded panel keeps its cards, smaller, in card play; it never folds to its name
  // and numbers in card play: the bot's story deck, allies, threat and events went at three of the reader's turns,
  // newcomer review 14, finding 1, 081/105/157); only the reader's own opened adventure list (its ▾) may still fold it
  // to its name and numbers
  const opened = typeof ui?.selected === "string" && ui.selected.startsWith("goals-") || Boolean(ui?.goalsOpen);
  // (before flat, the bot's brief panel, its cards on one row: flat behind its Show chip it hid the bot's allies and
  // threat for a whole round, newcomer review 28, mythos_en 8, 055)
  const brieflyOpen = [[true, "brief", true], [true, "brief", true, false, "small"], [true, "brief", true, false, "tight"]];
  // (and last of all, the bot's panel flat beside the reader's own cards drawn tight, its whereabouts line left to its
  // zoom: a panel crowded with allies, artifacts and adventures pushed the hand off a 1280×800 window in a fight,
  // newcomer review 36, mythos_en 1)
  // (and where the reader opened the last combat's band: it pushed the hand 16-52 px below the window in card play,
  // newcomer review 39, mythos_en 1, 102)
  const roomy = opened || Boolean(ui?.recap?.open);
  const last = two ? [[true, true, true], ...(roomy ? [...brieflyOpen, [true, "flat", true]] : []), [true, true, true, false, "tight"]] : [];
  // out of a fight the others fold only with `squeeze` (layTable): the tries that would lay the same table are skipped
  const fight = v.phase === "combat" || (v.fights?.length > 0 && v.phase !== "play");
  // in a fight where nothing else keeps the hand in the window, the reader's opened list shows its one line for the
  // fight (its ▾ still opens it): the hand sat below the window at the combat's turns (newcomer review 17, finding 2)
  const shut = fight && two && opened ? [[true, "flat", true, true]] : [];
  // a two-seat fight keeps the bot's table in sight, brief (panel_fold.js), before it folds flat: where that leaves the
  // hand no room, the reader's own cards go smaller too (newcomer review 24, mythos_en 3: "the bot's table is hidden
  // and the panels fold like an accordion"); flat behind its Show chip stays the last resort
  // (the reader's list of what each adventure lacks kept before its own cards, which compact folds; last, the band's
  // sentences on a line each; at the round's discard after the fight too: the bot's table folded flat there by itself,
  // "▾ Show Bot 2's table" unasked, newcomer review 29, mythos_en 1, 037)
  const both = fight && two;
  // (at the discard the brief tables that keep the reader's list and the band's cards first, then flat where it fits,
  // then the list folded to one line beside the brief table: flat there left the hand below the window anyway)
  const briefOnly = [[false, "brief"], [false, "brief", false, false, "small"], [false, "brief", false, false, "tight"]];
  const listed = [[true, false], [true, "brief"], [true, "brief", false, false, "small"], [true, "brief", false, false, "tight"]];
  const combat = v.phase === "combat";
  const brief = !both ? [] : combat ? [...briefOnly, ...listed, [true, "brief", true, false, "tight"]] : briefOnly;
  const tries = [[false, false, false], ...brief, ...(fight ? [[false, true]] : []), ...(both && !combat ? listed : []),
                 ...(brief.length ? [] : [[true, false]]), ...(fight ? [[true, true]] : []), ...last, ...shut];
  // (combat and the outcome after it keep a layout each: their tries differ)
  const stage = v.phase === "combat" ? "combat" : fight ? "fight" : "play";
  return Object.assign(tries, { fight, opened, key: [v.round, stage, opened, roomy] });
}

// The room (px) a round's first frame keeps, with the reader's adventure list opened, for what may grow later in the
// round (a second chip row and a prompt of two more lines, a newly drawn adventure) when it decides how far the others'
// panels fold
const ROUND_RESERVE = 96;
// The room (px) left above the hand under a flat bot's table that its brief table (its cards on one row) may take
const FLAT_ROOM = 40;

/**
 * Return the layout a wide table keeps for the round (`lay(i)`: the i-th try, 0 the unfolded table): decided once, at
 * the round's first frame (or the first this page sees), where the hand stays in a 1280×800 window with room kept for
 * what grows later in the round, then kept for the whole round (in `ui.othersRound`): the bot's panel folded to one
 * line and unfolded again within a round as the reader played, the table "jumping" (newcomer review 17, finding 1).
 * The hand in the window wins: a kept fold that no longer keeps it there gives way to the next one, kept from then on.
 */
function roundFold(ui, key, count, lay, { view, opened, placed = () => true, flat = () => false }) {
  // a kept try this layout does not have is not kept: the fitted height (`fitting`) has no tries for the bot's table the
  // reader opened, and the round's kept index past them picked no layout at all, so a hand card's click threw and
  // opened nothing (newcomer review 20, mythos_en finding 1: "Cannot read properties of null (reading 'i')")
  const kept = ui?.othersRound?.key === key ? ui.othersRound.i : null;
  const keptRound = kept != null && kept < count ? kept : null;
  // (only where the reader's opened list may fold the bot's panel to one line: elsewhere it folds exactly where needed)
  // (and not to measure the table: its fitted height is the shut list's, scale_still.test.js)
  const reserve = ui && !ui.fitting && keptRound == null && view.phase === "play" && opened ? ROUND_RESERVE : 0;
  let best = null;
  let fit = null;
  // (in card play a kept flat table with room left above the hand is tried unfolded again: the last combat's band
  // folding to its line left its room empty)
  const again = keptRound != null && view.phase === "play" && flat(keptRound) && lay(keptRound).slack >= FLAT_ROOM;
  for (let i = again ? 0 : keptRound ?? 0; i < count; i += 1) {
    // the room kept for later never folds the bot's table flat where its cards fit now: it folded behind its Show chip
    // over an empty band of 100 px for a whole round (newcomer review 39, mythos_en 2, 093-117)
    if (reserve && fit && flat(i)) return remember(ui, key, fit.i, fit.laid);
    const laid = lay(i);
    if (laid.foot - laid.slack + reserve <= laid.room && (laid.slack > 0 || placed(i))) return remember(ui, key, i, laid);
    if (fit == null && laid.foot <= laid.room) fit = { i, laid };
    if (best == null || laid.foot < best.laid.foot) best = { i, laid };
  }
  const pick = fit ?? best;
  return remember(ui, key, pick.i, pick.laid);
}

/** Keep the round's chosen layout (but for a frame laid out with a selection open, or to measure the table: the fitted
 * height, without the selection, would change with it). Return {i, laid}. */
function remember(ui, key, i, laid) {
  if (ui && !ui.fitting && ui.selected == null) ui.othersRound = { key, i };
  return { i, laid };
}

/** Keep the game's memory of its hand (the round last seen, the "new" tags) aside while a replay shows the past, and
 * give it back on the way to the end: back from a replay every hand card was tagged "new" again (newcomer review 20,
 * mythos_en finding 8, 068). */
function keepTheGame(ui, replaying) {
  if (!ui || typeof ui !== "object") return;
  if (replaying && !ui.gameKept) ui.gameKept = { mythosGame: ui.mythosGame, handNew: ui.handNew };
  if (replaying || !ui.gameKept) return;
  Object.assign(ui, ui.gameKept);
  delete ui.gameKept;
}

/** Forget the kept places of the last game when a new one starts (its round is lower than the last seen): after
 * replay → back to the end → New game only the top third of the hand showed (newcomer review 10, 160_newgame); the
 * adventure list opened in the last game opened a fresh deal's four over the hand (review 41, mythos_en 2, 176). A step
 * back by Undo (`behind`) is the same game: forgetting there sorted the hand afresh and its "used" gaps went, the
 * cards moved under the finger (newcomer review 34, mythos_ja 9, 064). */
function newGame(ui, view, behind = false) {
  if (!ui || typeof ui !== "object" || !view || typeof view.round !== "number") return;
  const last = ui.mythosGame;
  if (last && !behind && (view.round < last.round || (view.round === last.round && (view.turn ?? 0) < last.turn))) {
    for (const key of ["handRoom", "handFloor", "handRound", "headRoom", "handTop", "handSlots", "goalsFold",
                       "othersFold", "handNew", "badgeSize", "panelOpen", "goalsMet", "phoneHeight", "promptRoom",
                       "seatY", "goalsOpen"]) delete ui[key];
  }
  ui.mythosGame = { round: view.round, turn: view.turn ?? 0 };
}

/** Lay out the table (`compact`: the seat's adventure list folded to one line; `foldOthers`: the others' panels in a
 * fight; `squeeze`: in card play too, and the last combat told in lines, not its band). Return {scene, foot, room, recap,
 * wide, slack}: the hand's foot and the room a 1280×800 window leaves it, on a `wide` table, and how far the hand went
 * down to sit at the window's foot (the room left above it). */
function layTable(input, size, compact, foldOthers = false, squeeze = false, small = false) {
  const W = Math.max(360, Math.min(1200, Math.floor(size?.width ?? 800)));
  const fs = Math.max(MIN_TEXT + 1, Math.min(14, Math.round(W / 74)));  // its small print (fs - 1) at MIN_TEXT
  const m = Math.max(6, Math.min(9, Math.round(W * 0.012)));
  const view = input?.view;
  if (!view || view.game !== "mythos" || !Array.isArray(view.players)) return { scene: waitingScene(W, fs, m), wide: false, foot: 0 };
  const t = table(input, { W, fs, m });
  t.compact = compact;
  t.squeeze = squeeze;
  // a phone's fight shuts the reader's opened adventure list (its choice back after it): the allies to dispatch sat a
  // screen below the hand, under the list (review 27, mythos_ja 4, 201)
  if (W < 600 && view.phase === "combat" && !view.result) t.listShut = true;
  const parts = [];   // the table's bands, laid out in reading order, then stacked in the order of bandOrder
  const part = (name, y0, lay) => {
    const from = t.items.length;
    const y1 = lay(y0);
    parts.push({ name, from, to: t.items.length, y0, y1 });
    return y1;
  };
  let y = part("header", 0, () => headRoom(t, header(t, m)));
  // in a fight a wide table may fold the others' panels to their name and numbers: each side keeps its place, the
  // fight between them, and the hand stays in a 1280×800 window (review 7, layout finding 2), where it needs to
  // (`small`: the others' cards drawn smaller for the whole game, their panels never flat out of a fight)
  const fold = (t.fighting || squeeze) && W >= 600 && foldOthers ? foldOthers : small && W >= 600 ? "small" : false;
  for (const p of t.others) {
    y = part("others", y, (y0) => othersSized(t, () => playerPanel(p, y0, t, chosenFold(t, p, fold))) + m);
  }
  y = part("combat", y, (y0) => combatBand(y0, t));
  y = part("me", y, (y0) => playerPanel(t.me, y0, t, input.mineFolded ?? false) + m);
  y = part("hand", y, (y0) => promptAndHand(t, y0) + m);
  // a flat panel the reader opened by its chip, whole, in its folded one's place, the reader's panel pushed down
  // (panel_fold.js): the table stays as laid out shut (newcomer review 31, mythos_en 1: opening it drew the reader's own
  // panel smaller; review 34, mythos_en 1: laid over the table it covered the reader's panel)
  // (in a fight its brief table, its cards on one row: whole, it pushed the hand 150 px below the window)
  const opening = t.fighting && t.others.length === 1 ? "brief" : false;
  for (const p of t.others.filter((q) => t.chosenOpen?.has(q.seat))) y = part(`opened-${p.seat}`, y, (y0) => playerPanel(p, y0, t, opening) + m);
  panelTips(t, parts);
  let H = phoneHeight(t, stack(t.items, parts, bandOrder(t)));
  seatStill(t, parts);
  const own = H;   // (the table's fitted height: what the reader opened never rescales it, src/layout.js)
  for (const q of parts.filter((r) => r.name.startsWith("opened-")).reverse()) {
    H += laidIn(t.items, parts, q, q.name.slice(7), t.handSlack ?? 0, t.seatDown ?? 0);
  }
  if (view.result) banner(t, H);
  const zoom = t.zoom;
  if (zoom != null && t.faces.has(zoom) && !discardChip(t, zoom)) H = Math.max(H, zoomBox(zoom, t, t.anchors.get(zoom), t.byInst.get(zoom) ?? [], H));
  addGlossary(t.items, t.catalog, t.lang);   // its terms dotted: a hover or a tap says what each is (glossary.js)
  calmLines(t.items);
  const sel = input?.ui?.selected;
  if (typeof sel === "string" && sel.startsWith("zoom:gloss:")) H = glossBox(t.items, t.catalog, t.lang, sel.slice(11), t.sizes, H);
  if (input.moment && !input.ui?.fitting) drawMoment(t, input.moment, H);   // over all: a completed adventure
  // a wide table only (the designer reads every line): a phone's hand sits under its header, and laying a tall phone
  // table out three more times made each layout 4× slower (round6g_phone.test.js timed out in make test)
  const room = WIDE_ROOM - (t.recap && !t.fighting ? m : 0);   // a recap's hand in its own place (combat.js)
  const scene = Object.assign(finish(t.items, W, H), H > own ? { ownHeight: own } : {},
                              t.seatNote ? { seatNote: t.seatNote } : {});
  return { scene, foot: t.handFoot ?? 0, room, recap: t.recap, wide: W >= 600 && !t.design, slack: t.handSlack ?? 0 };
}

// A phone's card in the others' tables: five to a row of a 390 px phone, a long word of its name condensed to 0.6 at
// most (at 52 px "Congregational" and 「ウォーターベリー」 were condensed to half: newcomer review 37, mythos_ja phone Q2);
// the reader's own stay 52 px, so its allies and Done share one view in a fight (round27ar6_hand)
const PHONE_OTHERS_CARD = 64;

/** Return `lay()` laid out with a phone's cards of the others' tables (PHONE_OTHERS_CARD wide). */
function othersSized(t, lay) {
  const base = t.sizes;
  if (base.W >= 600) return lay();
  const cw = Math.min(PHONE_OTHERS_CARD, Math.floor((base.W - 2 * base.m - 4 * base.gap) / 5));
  t.sizes = { ...base, cw, ch: Math.round(cw * 1.4) };
  try {
    return lay();
  } finally {
    t.sizes = base;
  }
}

/**
 * Keep a wide table's own panel where it was (ui.seatY) wherever it fits between the panels above it and its prompt,
 * the room its hand was dropped by (`t.handSlack`) around it; placed anew, on its prompt, that room above it. A bot's
 * panel growing (an ally's weapon) or folding and the last combat's band folding to its line moved the reader's panel
 * and its cards 10-70 px between the reader's turns (newcomer review 37, mythos_en Q2). The prompt's room is the
 * game's tallest so far (ui.promptRoom), so a shorter prompt at the bot's turn moves nothing either.
 */
function seatStill(t, parts) {
  const [me, hand] = ["me", "hand"].map((name) => parts.find((q) => q.name === name));
  const drop = t.handSlack ?? 0;
  if (t.sizes.W < 600 || t.view.result || !me || !hand || t.handFoot == null) return;
  const cards = t.items.slice(hand.from, hand.to).filter((i) => i.type === "mcard" && /^hand-\d/.test(i.label ?? ""));
  const top = cards.length ? Math.min(...cards.map((i) => i.y)) : t.handFoot;
  const used = top - (me.y1 + drop);
  const ui = t.ui && typeof t.ui === "object" ? t.ui : {};
  // (two prompt lines over a chip row from the first frame on: a second line at the reader's turn after a bot's moved
  // the panel 16 px up)
  const { fs } = t.sizes;
  const key = [t.sizes.W, t.handSeat].join("|");
  const kept = Math.max(used, 2 * (fs + 2) + fs + 10, ui.promptRoom?.key === key ? ui.promptRoom.used : 0);
  const most = Math.max(0, drop - (kept - used));
  // (placed anew, or grown at the reader's own move where no room is left under it, its foot on its prompt)
  const was = ui.seatY?.key === key ? ui.seatY.y - me.y0 : most;
  const down = Math.max(0, Math.min(most, was));
  for (const i of t.items.slice(me.from, me.to)) i.y += down;
  t.seatDown = down;
  // (kept by the layout laid, not each one tried: layoutMythos)
  if (ui.fitting || ui.selected != null) return;
  t.seatNote = { promptRoom: { key, used: kept }, seatY: { key, y: me.y0 + down } };
}

/**
 * Return a phone table's height: the tallest of the game so far (ui.phoneHeight), so the table never shrinks as the bots
 * play: it grew and shrank by 13-220 px between turns and the story under it, where the reader was reading, moved
 * (newcomer review 31, mythos_ja 3). A wide table's is `H` (its hand keeps a place at a 1280×800 window's foot).
 */
function phoneHeight(t, H) {
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  if (t.sizes.W >= 600 || !ui || ui.fitting) return H;
  const key = `${t.handSeat}|${t.sizes.W}`;
  const h = Math.max(H, ui.phoneHeight?.key === key ? ui.phoneHeight.h : 0);
  if (ui.selected == null) ui.phoneHeight = { key, h };   // (a strip or a zoom the reader opened is not kept)
  return h;
}

/**
 * Give every face-up card on the players' panels the hover a hand card has (its name and what it does), never a "why not
 * now": hovering a bot's card did nothing while the reader's hand cards told (review 26, mythos_en 12, 097).
 */
function panelTips(t, parts) {
  for (const p of parts.filter((q) => q.name === "others" || q.name === "me")) {
    for (const i of t.items.slice(p.from, p.to)) {
      const inst = Number(/^inst-(\d+)$/.exec(i.key ?? "")?.[1] ?? NaN);
      if (i.type !== "mcard" || i.tip || i.hidden || !i.face || !t.faces.has(inst)) continue;
      const tip = handTip(t, t.faces.get(inst), false);
      if (tip) i.tip = tip;
    }
  }
}

/**
 * Mark a line of text the glossary explains as `calm`: its hover is the thin light frame of something to read (as a card
 * no move names), not the gold glow of a move (issue 23 r6 finding 4: the "Edu …" and "At: …" lines glowed in gold
 * boxes a newcomer took for buttons); its tooltip then says what its dotted terms are.
 */
function calmLines(items) {
  for (const i of items) if (i.type === "text" && i.gloss && typeof i.id === "string" && i.id.startsWith("zoom:gloss:")) i.calm = true;
}

/**
 * Return the order the table's bands stack in. A phone puts the prompt, its chips and the hand right under the header
 * (under the combat band in a fight): what to do and with what, in the first screen (issue 23 r6 finding 5). A wide
 * table keeps one order, the others on top and the seat below them, in a fight too (review 7, layout finding 2: the
 * seat's panel jumped above the bot's); its others' panels fold there, so the hand stays in a 1280×800 window.
 */
function bandOrder(t) {
  if (t.view.result) return ["header", "others", "combat", "me", "hand"];   // the game is over: no move
  if (t.sizes.W < 600) {   // in a fight its band first (its Done beside it); its outcome (a discard) after the hand
    // in a fight the reader's panel (its allies to dispatch) right under the hand, Done in the prompt's row above it,
    // the band after: the band first moved the hand 30-140 px down as allies were dispatched and put Done 1.5 screens
    // from the allies (review 26, mythos_ja 1 and 4, 154-159)
    return t.view.phase === "combat" ? ["header", "hand", "me", "combat", "others"] : ["header", "hand", "combat", "me", "others"];
  }
  return ["header", "others", "combat", "me", "hand"];
}

/** Stack the bands (`parts`: items [from, to) laid out from y0 to y1) in `order`, moving their items. Return the
 * bottom. */
function stack(items, parts, order) {
  let y = 0;
  for (const name of order) {
    for (const p of parts.filter((q) => q.name === name)) {
      for (let i = p.from; i < p.to; i += 1) items[i].y += y - p.y0;
      y += p.y1 - p.y0;
    }
  }
  return y;
}

/**
 * The combat band (combat.js), its cards spaced at least as far apart as an "absorbs n" label under an ally is wider
 * than the card, so two allies' labels never run together ("absorbs 2absorbs 1": issue 23 r6 newcomer finding 2).
 * Return the y below it.
 */
function combatBand(y, t) {
  // the outcome's band (a recap, or the round's discard after a fight) squeezed to one line where the whole band leaves
  // the hand no room in a 1280×800 window
  const outcome = t.view.phase !== "combat" && t.view.fights?.length > 0;
  if (outcome && ((t.recap && t.shortRecap) || (t.squeeze && t.fighting)) && !t.ui?.recap?.open) return recapLine(y, t);
  const base = t.sizes;
  const size = Math.max(10, base.fs - 2);                    // combat.js: the label's size
  const bw = bandCardWidth(base);                           // combat.js: the band's card width
  const labels = (t.view.fights ?? []).filter((f) => (f.absorbed ?? []).length > 1)
    .flatMap((f) => f.absorbed.map((a) => t.w("absorbed", { n: a.points })));
  const need = labels.length ? Math.ceil(Math.max(...labels.map((l) => textWidth(l, size) * 1.06)) + base.fs - bw) : 0;
  // a wide table spaces only the labelled allies (combat.js fightRow), so a fight's defenders keep one row (review 9)
  if (need <= base.gap || base.W >= 600) return bandRoom(t, y, layoutCombat(y, t));
  t.sizes = { ...base, gap: need };
  try {
    return layoutCombat(y, t);
  } finally {
    t.sizes = base;
  }
}

/**
 * Return the y below a wide table's combat band laid out from `y0` to `y1`, its height the tallest of the combat so far
 * (kept in the page's UI state, `ui.bandRoom`): its Done chip beside the title at the reader's turns made it 6 px taller
 * than at the bot's, and the seat's panel moved between turns (newcomer review 17, finding 2).
 */
function bandRoom(t, y0, y1) {
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  const band = t.items.findLast((i) => i.type === "mband" && i.y === y0);
  if (!ui || t.view.phase !== "combat" || !band) return y1;
  const key = `${t.sizes.W}|${t.view.round}`;
  const h = Math.max(band.h, ui.bandRoom?.key === key ? ui.bandRoom.h : 0);
  if (!ui.fitting) ui.bandRoom = { key, h };
  const grow = h - band.h;
  band.h = h;
  return y1 + grow;
}

/**
 * The last combat's band in one line: its title, then its fights and the monsters gone before them cut to the line (the
 * whole on hover), where the whole band leaves the hand no room in a 1280×800 window: it was dropped for the last
 * combat's lines under the bot's panel (newcomer review 17, finding 3). Return the y below.
 */
function recapLine(y, t) {
  const { fs, m, W } = t.sizes;
  const left = leftLines(t);
  const said = [...fightSentences(t.view, t.catalog, t.lang, t.who), ...(left.length ? left : houndLines(t, true))].join(" · ");
  const band = { type: "mband", x: m, y, w: W - 2 * m, h: fs + 10, label: "combat" };
  t.items.push(band);
  const title = t.w("last_combat");
  t.text(title, m + 8, y + 5, { bold: true, colour: "#ffb0a0", label: "combat-title", ...recapOpenId(t) });
  const x = m + 8 + Math.ceil(textWidth(title, fs, true)) + fs;
  const fit = fitText(said, { width: W - m - 8 - x, size: fs - 1, min: Math.max(MIN_TEXT, 11), maxLines: 1, measure: textWidth });
  t.text((fit.cut && cutAtPart(said, W - m - 8 - x, fit.size)) || (fit.lines[0] ?? ""), x, y + 5 + Math.round((fs - fit.size) / 2),
         { size: fit.size, colour: INK.dim, label: "last-combat", ...(fit.cut ? { tip: `${title}${colon(t.lang)}${said}` } : {}),
           ...recapOpenId(t) });
  return y + band.h + 2;
}

/** Return what every region reads: input, sizes, words, the selection, which actions name which cards. */
function table(input, base) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "p0" } = input;
  const { items, text } = startScene(base.W, base.fs);
  const w = (key, vars) => word(catalog, lang, key, vars);
  const { open, zoom } = selection(input.ui?.selected);
  const faces = visibleCards(view);
  const byInst = new Map();
  for (const a of legal) for (const inst of namedCards(a, catalog)) addTo(byInst, inst, a);
  const cw = Math.max(52, Math.min(56, Math.floor(base.W / 16)));  // a card in play: its name's words at MIN_TEXT
  const sizes = { cw, ch: Math.round(cw * 1.4), th: base.fs + 4, gap: Math.max(4, Math.round(cw * 0.1)), ...base };
  const me = view.players.find((p) => p.seat === seat) ?? view.players[0];
  const design = mode === "design";
  const t = {
    view, legal, catalog, lang, design, error, banner: input.banner, ask: input.prompt || "", items, text, w, sizes, open,
    shared: Boolean(input.shared), log: input.log_lines,
    zoom, prefix: open ? `${open}/` : "",
    // the combat band is shown (combat.js layoutCombat): in combat, or its outcome until the next card play
    fighting: !view.result && (view.phase === "combat" || (view.fights?.length > 0 && view.phase !== "play")),
    // the page's looks (it passes the story): a still frame laid out alone tells the last combat in its line
    shortRecap: Boolean(input.shortRecap), listShut: Boolean(input.listShut),
    recap: Array.isArray(input.log_lines) && lastCombatRecap(input.ui, view, legal.length > 0),
    faces, byInst, acting: legal.length > 0, drawn: new Set(), anchors: new Map(), me,
    seat: design || view.players.some((p) => p.seat === seat) ? me.seat : "",   // a spectator is no player: not "you"
    others: view.players.filter((p) => p !== me), handSeat: design && view.to_act ? view.to_act : me.seat,
    watching: !design && !view.players.some((p) => p.seat === seat),   // a spectator: the public table, no hand
    nameOf: (inst) => (faces.has(inst) ? cardName(catalog, lang, faces.get(inst).id) : w("card_n", { n: inst })),
    ui: input.ui,
    // a seat named as a person: "You", else "Bot 2" (p1: a widget's other seats are its bots) or, in a room or for
    // the designer, "Player 2" — never "p1"
    who: (s) => (s === me.seat && me.seat === seat && !design ? w("you_name")
      : w(input.shared || design ? "player_n" : "bot_n", { n: /^p\d+$/.test(s) ? Number(s.slice(1)) + 1 : s })),
  };
  addPushers(t);
  return t;
}

/** Header: round, phase and step, passes, whose move; the design label; the error strip. Return the y below. */
function header(t, y) {
  const { view, w, design, acting, catalog, lang } = t;
  const { fs, m, W } = t.sizes;
  const toAct = view.to_act;
  const status = view.result ? "" : acting ? (design ? w("to_act", { seat: t.who(toAct) }) : w("your_turn"))
    : toAct ? w("waiting", { seat: t.who(toAct) }) : "";
  const step = view.phase === "over" || view.step === view.phase ? "" : stepTitle("", catalog, lang, view.step);
  // card play said with the passes that end it, a sentence: "passes 1/2" was a counter the reader could not read
  // (newcomer review 36, mythos_ja 5; MY-ROUND-3)
  const play = view.phase === "play" && view.passes_to_end && !step;
  const left = Math.max(1, view.passes_to_end - (view.passes ?? 0));
  const passes = play ? w(left === 1 ? "play_left_1" : "play_left", { left })
    : view.passes_to_end ? w("passes_of", { n: view.passes ?? 0, end: view.passes_to_end }) : w("passes", { n: view.passes ?? 0 });
  const said = (st) => [`${w("round")} ${view.round}`, play ? "" : `${w(`phase_${view.phase}`)}${step}`,
                        view.phase === "play" ? passes : "", st].filter(Boolean).join(" · ");
  const whole = said(status);
  // one line on every table, shrunk to fit, else cut with the whole on hover: the phone's status took a second line
  // from round 10 and moved the hand under the finger (newcomer review 10, finding 2, r10mp/132)
  // (condensed to the line at the least size before any cut: 「ボット 2を…」 was cut, newcomer review 12, finding 4)
  const fit = fitText(whole, { width: W - 2 * m, size: fs + 2, min: MIN_TEXT, maxLines: 1, squeeze: STATUS_SQUEEZE,
                               measure: (s, z) => textWidth(s, z, true) });
  const top = y;
  t.text(fit.lines[0], m, y + Math.round((fs + 2 - fit.size) / 2),
         { size: fit.size, bold: true, label: "status", maxW: W - 2 * m, ...(fit.cut ? { tip: whole } : {}) });
  y += fs + 10;
  // the round's badges at the right end of the status line (a wide table always: in a fight they took a line of their
  // own and the table under them moved, review 10 finding 2, r10md/82), a phone's on their own line where they do not fit
  const x0 = m + Math.min(W - 2 * m, Math.ceil(textWidth(fit.lines[0], fit.size, true))) + 2 * fs;
  // the badges sized beside the longest status of the turn's round ("Your move" or "Waiting for Bot 2"): they changed
  // size from turn to turn (newcomer review 14, finding 1, desk 077)
  const others = view.result || design ? [] : view.players.filter((p) => p.seat !== t.me.seat)
    .map((p) => said(w("waiting", { seat: t.who(p.seat) })));
  const widest = Math.max(x0, ...[said(w("your_turn")), ...others].map((x) => m + 2 * fs
    + Math.min(W - 2 * m, Math.ceil(textWidth(x, fit.size, true)))));
  // a phone sizes its badges' lines for the round's widest badges (a Storm, the bot first): a round's Storm took a line
  // more and moved the hand 15 px down under the finger (newcomer review 28, mythos_ja 2, 070 → 072)
  const widestT = W >= 600 ? t : { ...t, view: widestBadges(t) };
  const beside = W >= 600 || x0 + roundWidth(widestT) <= W - m;
  if (!beside) t.headFloor = dryFoot(t, () => roundLine(widestT, y));
  y = beside ? Math.max(y, roundLine(t, top + 2, x0, W >= 600, view.result || design ? x0 : widest)) : roundLine(t, y);
  if (design) {
    t.text(w("design"), m, y, { colour: INK.gold, bold: true, label: "design" });
    y += fs + 8;
  }
  if (!t.error) return y;
  errorStrip(t.items, t.error, m, y, W - 2 * m, fs, { label: "error" });
  return y + fs + 16;
}

/** Return the view with the round's widest badges (a Storm, another seat first, two-digit points), to size by. */
function widestBadges(t) {
  const { view } = t;
  const other = view.players.find((p) => p.seat !== t.me.seat)?.seat ?? view.first_player;
  return { ...view, storm: view.time_of_day ? true : view.storm, first_player: view.first_player ? other : null,
           players: view.players.map((p) => ({ ...p, points: 88 })) };
}

/** Return the y `lay()` reaches, its items taken out again (a dry run). */
function dryFoot(t, lay) {
  const n = t.items.length;
  const y = lay();
  t.items.length = n;
  return y;
}

/** Return the round's badges (the time of day, a Storm, the round's first player): [{text, label, colour, bold}]. */
function roundBadges(t, sizing = false) {
  const { view, w } = t;
  if (!view.time_of_day) return [];
  const night = view.time_of_day === "night";
  const badges = [
    { text: w(view.time_of_day), label: "time", colour: night ? INK.soft : INK.gold, bold: true,
      // who plays first, left out of a row too narrow (roundLine), on the time's hover
      ...(t.noFirst && view.first_player ? { tip: w("first_player", { seat: t.who(view.first_player) }) } : {}) },
    view.storm ? { text: w("storm"), label: "storm", colour: INK.soft, bold: true } : null,
    view.first_player && !t.noFirst
      ? { text: w("first_player", { seat: t.who(view.first_player) }), label: "first-player", colour: INK.dim } : null,
    // the win target said where the round is (newcomer r6c desk_129: found only in a tooltip in round 10), with each
    // seat's adventure points, how far the game has to go (newcomer review 23, mythos_en finding 2)
    ...goalStanding(t, sizing).map((text, i) => ({ text, label: i ? "standing" : "target", colour: INK.gold }))
      .slice(0, sizing === "no standing" ? 1 : 2),
  ].filter(Boolean);
  return badges;
}

/** Return the game's goal and the standing, two badges that read as one ("game ends at 20 adventure points:",
 * "You: 7, Bot 2: 5", the colon keeping "Bot 2 5" from reading as 25: review 25, mythos_ja 1): a narrow table breaks the
 * line between them. */
function goalStanding(t, sizing = false) {
  const { view, w } = t;
  // `sizing`: two wide digits a seat, so the row's size holds as the points grow (review 14, finding 1)
  const seats = (view.players ?? []).map((p) => w("standing_seat", { seat: t.who(p.seat), points: sizing ? 88 : p.points ?? 0 }));
  return [w("target_standing", { n: targetPoints(t), standing: "" }).trimEnd(), seats.join(w("standing_sep"))];
}

/** Return the width of the round's badges in a row at font size `size`. */
function roundWidth(t, size = t.sizes.fs, sizing = false) {
  return roundBadges(t, sizing).reduce((s, b) => s + textWidth(b.text, size, Boolean(b.bold)) + size, 0);
}

/**
 * The round's badges in a row from (x0, y). `one`: on one line, right-aligned, shrunk to fit, else those that fit and
 * a "…" whose hover says them all. Return the y below (y itself when there are none).
 */
function roundLine(t, y, x0 = t.sizes.m, one = false, sizeX0 = x0) {
  const from = t.items.length;
  const below = badgeRow(t, y, x0, one, sizeX0);
  // a row that cuts a badge leaves out who plays first (said in the story) and is laid again: the game's goal was cut
  // mid-word ("game ends at 20 adv…": newcomer review 28, mythos_en 5, 014/076)
  if (!one || t.noFirst || !t.view.first_player || !t.items.slice(from).some((i) => i.tip)) return below;
  t.items.length = from;
  t.noFirst = true;
  return badgeRow(t, y, x0, one, sizeX0);
}

/** Lay out the round's badges (roundLine). Return the y below. */
function badgeRow(t, y, x0 = t.sizes.m, one = false, sizeX0 = x0) {
  const { fs, W, m } = t.sizes;
  const badges = roundBadges(t);
  if (!badges.length) return y;
  let size = fs;
  // sized as before the standing came (its words are sized to fit the room left), so the row's size holds all game
  while (one && size > MIN_TEXT && sizeX0 + roundWidth(t, size, "no standing") > W - m) size -= 1;
  // one size for the game at that width, the least it took: the Day/Storm line changed size as the status beside it
  // grew ("Waiting for Bot 2") and shrank ("Your move") (newcomer review 14, finding 1, desk 077)
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  if (one && ui) {
    const key = `${W}|${t.seat}`;
    if (ui.badgeSize?.key === key) size = Math.min(size, ui.badgeSize.size);
    ui.badgeSize = { key, size };
  }
  let x = one ? Math.max(x0, W - m - roundWidth(t, size) + size) : x0;
  // the score is never cut: where the row does not fit, the standing keeps its place at the right end and the badges
  // before it are cut, the whole row on hover (review 26, mythos_en 10: "game ends at 20 adventure points: …" at the
  // bot's turn, the score gone)
  const standing = one ? badges.find((b) => b.label === "standing") : null;
  const before = standing ? roundWidth(t, size) - textWidth(standing.text, size) - size : 0;   // the badges before it
  const left = W - m - x - before;   // the standing's room where the row is whole, the standing smaller
  const standX = standing && textWidth(standing.text, standingSize(standing.text, size, left)) > left + 0.5
    ? W - m - textWidth(standing.text, standingSize(standing.text, size, W - m - x0)) : null;
  const end = standX == null ? W - m : standX - size;
  let cutAt = false;
  for (const [k, b] of badges.entries()) {
    if (cutAt && b !== standing) continue;   // told in the cut badge's hover
    if (b === standing && standX != null) x = Math.max(x, standX);
    // the standing, last, takes the room left, smaller down to the least size, before it is cut
    const own = one && b.label === "standing" ? standingSize(b.text, size, W - m - x) : size;
    const bw = textWidth(b.text, own, Boolean(b.bold));
    if (one && b !== standing && x + bw > end + 0.5) {   // cut: the rest on hover (0.5: a float's last bit)
      const tip = badges.map((c) => c.text).join(" · ");
      const cut = standX != null && end - x > 3 * size ? cutTo(b.text, end - x, size, Boolean(b.bold)) : "";
      t.text(cut || "…", x, y, { size, colour: cut ? b.colour : INK.dim, bold: Boolean(cut && b.bold),
                                 label: cut ? b.label : "badges-more", tip });
      if (standX == null) break;
      cutAt = true;
      continue;
    }
    if (!one && x > x0 && x + bw > W - m) {   // a narrow table: the next badge on a line of its own
      x = x0;
      y += fs + 4;
    }
    t.text(b.text, x, y + Math.round((fs - own) / 2),
           { size: own, bold: Boolean(b.bold), colour: b.colour, label: b.label, ...(b.tip ? { tip: b.tip } : {}) });
    x += bw + size;
  }
  return y + fs + 8;
}

/** Return `text` cut to `room` px at `size`, ending in "…" ("" where not even one letter fits). */
function cutTo(text, room, size, bold) {
  const chars = [...text.trimEnd()];
  for (let n = chars.length - 1; n > 0; n -= 1) {
    const s = `${chars.slice(0, n).join("").trimEnd()}…`;
    if (textWidth(s, size, bold) <= room) return s;
  }
  return "";
}

/** Return the size (at most `size`, at least MIN_TEXT) at which the standing's `text` fits `room` px. */
function standingSize(text, size, room) {
  let own = size;
  while (own > MIN_TEXT && textWidth(text, own) > room) own -= 1;
  return own;
}

/** Lay out the hand's cards aside (at y 0): the chips above the hand need to know which cards it shows. */
function handCards(t, holder, hand) {
  const { zoom, me, design } = t;
  const { gap, fs, m, W } = t.sizes;
  const handItems = [];
  // each card in its place of the round (discard.js): a hole where a card left, until the next round deals
  const { slots, count, holes } = handSlots(t, hand);
  const fresh = freshCards(t, hand);
  const k = Math.max(count, 13);
  // wide enough for a name's words at MIN_TEXT (a phone's hand takes rows of five)
  const hw = Math.max(62, Math.min(92, Math.floor((W - 2 * m - (k - 1) * gap) / k)));
  const hh = Math.round(hw * 1.4);
  const perRow = Math.max(1, Math.floor((W - 2 * m + gap) / (hw + gap)));
  hand.forEach((c, n) => {
    const i = slots[n];
    const lift = c.inst === zoom ? 6 : 0;
    const item = t.card(c, m + (i % perRow) * (hw + gap), 6 + Math.floor(i / perRow) * (hh + gap) - lift, hw, hh,
                        { label: `hand-${c.inst}`, hidden: design && holder.seat !== me.seat, from: `deck-${holder.seat}` },
                        handItems);
    // on a phone a tap at the round's discard marks the card, one chip discards the marked (discard.js; review 18,
    // finding 1); on a desk a click chooses it and its own Discard chip confirms (table.js; review 21, finding 6)
    markTap(t, item, c.inst);
    if (fresh.has(c.inst) && !item.hidden && !item.marked) item.fresh = t.w("hand_new");   // a small solid "new" tag (paint.js)
    const needed = holder.seat === me.seat && !item.hidden ? neededLine(t, c.inst) : "";   // an adventure's card
    // a small tag at its foot (paint.js), for the goal line's adventure only (review 32, mythos_ja 4)
    if (needed && neededForAim(t, c.inst)) item.needed = t.w("hand_needed");
    const tip = item.face && !item.hidden ? handTip(t, c) : "";   // on hover: its name, what it does, why not now
    if (tip || needed) item.tip = [tip, needed].filter(Boolean).join("\n\n");
  });
  // an emptied place until the hand closes up (review 13, finding 1): drawn empty, its "played" / "discarded" only in
  // its tooltip: a worded ghost read as a card, nine of them beside four cards (newcomer review 37, mythos Q2)
  for (const { slot, why } of holes) {
    handItems.push({ type: "mhole", x: m + (slot % perRow) * (hw + gap), y: 6 + Math.floor(slot / perRow) * (hh + gap),
                     w: hw, h: hh, tip: t.w(why), label: `emptied-${slot}` });
  }
  const rows = Math.ceil(count / perRow);
  return { handItems, handH: hand.length ? 6 + rows * (hh + gap) : fs + 6 };
}

/**
 * Return the instances of `hand` that came into it since the last frame of the seat's turn before (kept in the page's
 * UI state, `ui.handNew`): each is tagged "new" until the seat's next own turn is over. A drawn card was told only by
 * the last action's dashed cyan frame, which read as "unplayable" (newcomer review 13, finding 3).
 */
function freshCards(t, hand) {
  const ui = t.ui;
  if (!ui || typeof ui !== "object") return new Set();
  const key = `${t.handSeat}`;
  // a game's first turn: its whole hand was just drawn, each card "new", whatever the last game's hand held (the same
  // seed deals the same cards: four of a tutorial's hand had no tag, newcomer review 14, finding 5, desk 003)
  const start = t.view.round === 1 && (t.view.turn ?? 0) === 0;
  const state = ui.handNew?.key === key && !start ? ui.handNew : { key, last: start ? [] : null, tags: {} };
  const tags = { ...state.tags };
  const held = new Set(hand.map((c) => c.inst));
  // the cards the hand held this round: one that comes back (an Undo, a card returned to its owner's hand) was seen,
  // never "new" (newcomer review 16, finding 5: Undo tagged the cards it restored)
  const round = t.view.round ?? 0;
  const seen = new Set(state.seen?.round === round ? state.seen.insts : []);
  for (const inst of Object.keys(tags)) {
    if (!held.has(Number(inst))) delete tags[inst];
    else if (t.acting) tags[inst] = true;             // the seat has had its turn with it
    else if (tags[inst]) delete tags[inst];           // that turn is over
  }
  if (state.last) {
    for (const c of hand) if (!state.last.includes(c.inst) && !seen.has(c.inst)) tags[c.inst] = Boolean(t.acting);
  }
  for (const inst of held) seen.add(inst);
  ui.handNew = { key, last: [...held], tags, seen: { round, insts: [...seen] } };
  return new Set(Object.keys(tags).map(Number));
}

/** Return the prompt and its chips: actions naming no card, or only cards not drawn on the table. */
function promptOf(t, holder, hand) {
  const { view, w, legal, catalog, lang, design } = t;
  const toAct = view.to_act;
  if (view.result) return { prompt: "", chips: [] };
  if (t.acting) {
    const lim = holder.hand_limits ?? [];
    const stepText = stepPrompt(catalog, lang, view.step,
                                { min: lim[0] ?? "?", max: lim[1] ?? "?", n: holder.hand_count ?? hand.length });
    // Pass first: a new chip ("Stay here…") came before it and a tap on Pass missed (newcomer review 10, finding 2)
    const end = (a) => a.kind === "pass" || (a.kind === "done" && t.sizes.W < 600);   // a phone's Done first too
    const loose = [...legal].sort((a, b) => end(b) - end(a)).filter((a) => {
      const cards = namedCards(a, catalog);
      return !t.bandChips?.has(`act:${a.id}`)   // the combat band shows it beside the fight
        && (!cards.length || a.target?.chip || !cards.some((inst) => t.drawn.has(inst)));  // remain: a chip too
    });
    const prompt = `${design ? `${t.who(toAct)}: ` : ""}${touchWords(t, t.ask || stepText)}`;
    const chips = loose.map((a) => ({ text: a.label ?? actionLabel(a, catalog, lang, t.nameOf), id: `act:${a.id}`,
                                      say: a.text, own: Boolean(a.label) }));
    // the kernel's Pass chip says the round end's discard to come ("Pass: no more cards, then discard 6": review 24)
    return quickDiscard(t) ? quickPrompt(t, holder, hand, prompt, chips) : { prompt, chips };
  }
  if (toAct && toAct !== t.me.seat) {
    // a room's server plays its bots: no step chip there (a spectator read a grey "Waiting ▶" that did nothing)
    // a stop the page waits at for the reader's ▶ says so (ui.stepWaits, index.js; newcomer review 18, finding 2)
    // a bot the page steps by itself (index.js sets stepWaits false) says it comes in a moment, its chip "now"
    // (newcomer review 19, ja finding 8: "Waiting for Bot 2" with "Bot plays ▶", and the bot moved by itself)
    const soon = t.ui?.stepWaits === false && !t.shared;
    return { prompt: w(t.ui?.stepWaits ? "press_to_step" : soon ? "bot_soon" : "waiting", { seat: t.who(toAct) }),
             chips: t.shared ? [] : [{ text: soon ? w("bot_now") : `${w("bot_plays")} ▶`, id: "cmd:bot_step" }] };
  }
  return { prompt: "", chips: [] };
}

/** Return a prompt in a touch screen's words: its "click" is "tap" there (newcomer r6c: a phone read クリック). */
function touchWords(t, text) {
  const click = t.w("click_word");
  if (!t.ui?.touch || !click || click === "click_word") return text;
  const tap = t.w("tap_word");
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  return text.split(cap(click)).join(cap(tap)).split(click).join(tap);
}

/** Return the hand's limits in plain words (review 7 read "Your hand (13) · max 7 · min 5" while holding 13 as
 * broken): the refill and the round end's discard (MY-ROUND-1, MY-ROUND-5); the short form without a hand size. */
function handRule(holder, w) {
  const [min, max] = holder.hand_limits ?? [];
  if (min === undefined) return "";
  return ` · ${holder.hand_size ? w("hand_rule", { size: holder.hand_size, min, max }) : w("limits", { min, max })}`;
}

/** The prompt, its chips, then the hand (of the seat to act, for the designer). Return the y below. */
function promptAndHand(t, y) {
  const { w, design, me } = t;
  const { fs, m, W } = t.sizes;
  const holder = t.view.players.find((p) => p.seat === t.handSeat) ?? me;
  const hand = Array.isArray(holder.hand) ? holder.hand : [];
  const { handItems, handH } = handCards(t, holder, hand);
  const { prompt, chips: own, warned, variants, first } = promptOf(t, holder, hand);
  const chips = [...own, ...dispatchChips(t)];   // a phone's allies to send, beside Done (review 28, mythos_ja 3)
  const y0 = y;
  const from = t.items.length;
  // the round's discard over the limit: the prompt laid out with the Keep chip to come, the chip itself left out
  const ghost = keepGhost(t, chips);
  // the quick discard's chips under its prompt at every count of marks: beside the shorter prompt of a mark they jumped
  // from the left to the right and the click meant for them opened "keep 5–7" (newcomer review 31, mythos_en 2, 220–222)
  // the place is that of no mark yet: beside its prompt at that x, or under it (a phone's chips keep their rows: round25ap2)
  const place = variants && W >= 600 ? firstPlace(t, variants[0], first, y) : null;
  y = promptRow(t, prompt, ghost ? [ghost] : chips, y, place);
  // (a phone's quick discard: a wide table's hand sits at the window's foot, and its one-line prompt beside its chips)
  if (W < 600) y = tallestPrompt(t, variants, (text) => promptRow(t, text, chips, y0), from, y);
  if (t.watching) return y;
  const limits = handRule(holder, w);
  const title = design && holder.seat !== me.seat ? w("hand_of", { seat: t.who(holder.seat) }) : w("your_hand");
  const titleText = `${title} (${hand.length})${limits}`;
  // the last chip row (a phone's, TAP px tall: chip_look.js)
  const row = t.items.filter((i) => i.type === "chip" && i.y < y
    && (i.y >= y - 2 * fs - 16 || (W < 600 && i.y + i.h >= y - 14)));
  const tw = textWidth(titleText, fs);
  nowAside(t, from, tw);
  const lone = promptLine(t, y0);
  if (row.length && Math.max(...row.map((c) => c.x + c.w)) + 2 * fs + tw <= W - m) {  // the hand's title at its right
    t.text(titleText, W - m - tw, row[0].y + Math.round((row[0].h - fs) / 2), { colour: INK.dim, label: "hand-title" });
    y -= 4;
  } else if (W >= 600 && lone && lone.x + textWidth(lone.text, fs, true) + 2 * fs + tw <= W - m) {
    // else at the right of a one-line prompt over its chips: a wide table keeps the line for its cards (round F,
    // finding 2: the hand fell below a 1280×800 window)
    t.text(titleText, W - m - tw, lone.y, { colour: INK.dim, label: "hand-title" });
  } else {
    // a wide table says it above the prompt: below it, it put the Pass chip a line higher at some turns (newcomer
    // review 18, Q2: "Pass moves up and down a line")
    const said = wrapLines(titleText, W - 2 * m, fs);
    const at = W >= 600 ? y0 : y;
    if (W >= 600) for (const item of t.items.slice(from)) item.y += said.length * (fs + 2);
    for (const [i, line] of said.entries()) {   // said in full, never cut
      t.text(line, m, at + i * (fs + 2), { colour: INK.dim, label: i ? undefined : "hand-title" });
    }
    y += said.length * (fs + 2) - (W >= 600 ? 4 : 0);   // the chip row last, as beside it
  }
  // a phone's room over the hand tells what the others did since the reader's last action (last_turn.js), two rows
  // kept from the first frame so the hand keeps its place, and the room a shorter prompt leaves (at the bot's turn)
  // filled with more of it: no empty band over the hand (newcomer review 14, findings 1 and 2)
  const others = W < 600 && !t.watching ? withOlder(othersLines(t.log, t.acting), t.log) : null;
  const keptRows = others ? lastRows(2, fs) + 4 : 0;
  // in card play the room of three prompt lines, two chip rows and the hand's title from the first frame on, the
  // lines filling what a shorter prompt leaves: the hand went down 59 px at a round's first two-row prompt
  // (a phone's chip rows TAP px tall since review 24, mythos_ja: chip_look.js)
  // (the story's rows kept twice: a third chip row, Pass, 「到着」 and 「恐怖症を埋葬」, took the two kept rows, and the
  // reader met an empty room at the turns that brought them: newcomer review 29, mythos_ja 1, 016 / 071 / 076 / 087)
  const least = others ? 3 * (fs + 4) + 2 * (Math.max(2 * fs, TAP) + 10) + fs + 2 + 2 * keptRows : 0;
  const gone = ghost ? t.items.findIndex((i, k) => k >= from && i.type === "chip" && i.id === ghost.id) : -1;
  if (gone >= 0) t.items.splice(gone, 1);
  // a turn whose chips take more than the kept room (Pass, 「到着」 and 「その場にとどまり…」 on three rows) lays them over the
  // story's rows, not the hand: the hand went 18 px down for the rest of the round and back up at the next (newcomer
  // review 28, mythos_ja 2, 072 → 073)
  const want = Math.max(least, y - y0);
  const room = handRoom(t, y - y0, want);
  if (others) drawLastTurn(t, lastTurnRows(others, W - 2 * m, fs, Math.floor((room - 4) / lastRows(1, fs))), m, y + 2);
  y += room;
  const drop = handTop(t, y, handH) - y;   // the prompt, its chips and the hand's title go down with the hand
  t.handSlack = drop;
  for (const item of t.items.slice(from)) item.y += drop;
  y += drop;
  for (const item of handItems) {
    item.y += y;
    t.items.push(item);
  }
  t.handFoot = y + handH;
  return warnUnder(t, warned, y + handH);
}

/** Put a desk's bot step chip ("Play now ▶", the only chip laid out from `from`) at its row's right end, beside the
 * hand's title (`tw` px wide) to come: beside the bot's short prompt it lay where the reader's Pass, their first chip,
 * came when the bot played by itself, and a click meant for it passed (review 41, mythos_en 1, 041→042). */
function nowAside(t, from, tw) {
  const { fs, m, W } = t.sizes;
  const chips = t.items.slice(from).filter((i) => i.type === "chip");
  const [chip] = chips;
  if (W < 600 || chips.length !== 1 || chip.id !== "cmd:bot_step") return;
  chip.x = Math.max(chip.x, W - m - tw - 2 * fs - chip.w);
}

/**
 * Return the lines for the room over a phone's hand at the reader's own turn with the story's lines before them
 * (`older`, the room's rows left over: lastTurnRows), as at another's turn: where the others did little since the
 * reader's last act, an empty band of 45-100 px lay over the hand on nearly every turn (newcomer review 19, Mythos ja
 * phone finding 7).
 */
function withOlder(lines, log) {
  if (!lines || lines.older || !Array.isArray(log)) return lines;
  const told = (l) => l?.text && !l.turn && !l.round;
  const since = lines.length ? log.indexOf(lines[0]) : log.length;
  const older = log.slice(0, since < 0 ? log.length : since).filter((l) => told(l) && !lines.includes(l)).slice(-12);
  return Object.assign(lines, { older });
}

/** Return the prompt's text item when the prompt (laid out from `y0`) is one line, else null. */
function promptLine(t, y0) {
  const lines = t.items.filter((i) => i.type === "text" && i.y >= y0 && (i.label === "prompt" || (i.label == null && i.bold)));
  const [line] = lines;
  const beside = t.items.some((i) => i.type === "chip" && i.y >= y0 && i.y < line?.y + t.sizes.fs);  // chips in its row
  return lines.length === 1 && line.label === "prompt" && !beside ? line : null;
}

/**
 * Return the room (px) to add above the hand so it keeps its place for the rest of the turn: the prompt and its chip
 * rows above it took `used` px, and the turn's tallest so far is kept in the page's UI state (`ui.handRoom`) — the
 * hand moved under a newcomer's finger when a chip row came or the prompt wrapped after a tap (issue 23 round D,
 * finding 2).
 */
function handRoom(t, used, want = used) {
  const ui = t.ui;
  // a wide table's hand keeps one place at the window's foot (handTop) and its prompt and chips sit right above it: a
  // kept room left an empty strip of 100-150 px between the Pass bar and the hand (newcomer review 10, finding 1)
  if (!ui || typeof ui !== "object" || t.sizes.W >= 600) return 0;
  const { W, fs } = t.sizes;
  const key = [t.view.round, t.view.turn, t.view.phase, t.view.to_act, t.handSeat, W].join("|");
  const kept = ui.handRoom?.key === key ? ui.handRoom.used : 0;
  ui.handRoom = { key, used: Math.max(kept, used, want) };
  // it is kept from turn to turn too, up to three prompt lines and two chip rows: a phone's hand moved up at a bot's
  // turn (a shorter prompt) and back down under the finger at the seat's (issue 23 review 6, Mythos phone finding 2);
  // a wide table's canvas grew and shrank as the prompt took a second line ("… use a card in play, or pass") and the
  // page under it moved (review 7, layout finding 1)
  // a floor per phase: in combat and at the round's end the chips are in the band or the prompt is short, and a play
  // turn's floor there left a blank band of 80–150 px above the hand (review 7, ja phone)
  // (one floor for every phase: the hand moved 60-140 px between card play, the fight and the round's discard, review
  // 26, mythos_ja 1; the room over it is filled with what the others did, drawLastTurn, so no blank band is left)
  const floorKey = `${t.handSeat}|${W}`;
  const floor = ui.handFloor?.key === floorKey ? ui.handFloor.used : 0;
  ui.handFloor = { key: floorKey, used: Math.max(floor, Math.min(used, 3 * (fs + 4) + 2 * (2 * fs + 8))) };
  // within a round's phase the tallest so far, whole: a turn whose prompt and chips took more than the floor's cap put
  // the hand lower on the seat's turn and back up at the bot's (181 → 166 px on a 390 px phone: newcomer review 13,
  // finding 4)
  const roundKey = `${floorKey}|${t.view.round}`;
  const tall = ui.handRound?.key === roundKey ? ui.handRound.used : 0;
  ui.handRound = { key: roundKey, used: Math.max(tall, used) };
  return Math.max(0, Math.max(ui.handRoom.used, floor, tall) - used);
}

/**
 * Return the Keep chip to come at the round's discard (the seat discarding, over its limit: no chip yet), else null:
 * the prompt, the hand's title and the hand are laid out with it, the chip left out, so nothing moves when it comes
 * (the chip came at the last card over the limit and the hand went down under the finger within the seat's own
 * discards: newcomer review 12, finding 1, on a phone; review 14, finding 3, 6 px on a desk too).
 */
function keepGhost(t, chips) {
  if (!discarding(t) || !t.acting || chips.length) return null;
  const keep = { id: "keep", kind: "keep", fields: {} };
  return { text: actionLabel(keep, t.catalog, t.lang, t.nameOf), id: "act:keep" };
}

// How far the status line may be condensed at MIN_TEXT before a cut (draw.js SQUEEZE, a card name's)
const STATUS_SQUEEZE = 0.82;

// A 1280×800 window's table: the canvas starts 123 px down the page (title, toolbar), less a margin
const WIDE_ROOM = 800 - 123 - 8;

/**
 * Return the y of a wide table's hand (`y` where it would go, `handH` its height): one place for the whole game, in
 * card play, combat and the round's discard alike, its foot at the foot of a 1280×800 window's table (newcomer review
 * 9, finding 2), or the y needed now where the table above is taller (its adventure list folds first: layoutMythos).
 * Never the lowest y of the game: a kept low place pushed the hand below the window and left an empty strip above it
 * (newcomer review 10, finding 1).
 */
function handTop(t, y, handH) {
  const { W, m } = t.sizes;
  if (W < 600 || t.view.result) return y;
  return Math.max(y, WIDE_ROOM - m - handH);
}

/**
 * Return the header's foot `y` on a wide table; on a phone the lowest of the game so far (ui.headRoom): its round line
 * took a second line at a bot's turn ("… · Waiting for Bot 2") and the hand under it moved down, then up under the
 * finger (issue 23 review 6, Mythos phone finding 2).
 */
function headRoom(t, y) {
  const ui = t.ui;
  if (t.sizes.W >= 600 || !ui || typeof ui !== "object") return y;
  const key = `${t.handSeat}|${t.sizes.W}`;
  const kept = ui.headRoom?.key === key ? ui.headRoom.y : 0;
  ui.headRoom = { key, y: Math.max(kept, y, t.headFloor ?? 0) };
  return ui.headRoom.y;
}

/** The prompt and its chips: a one-line prompt with its chips in one row beside it where they fit (a wide table keeps
 * its rows for cards), else the prompt wrapped to the table's width above the chips. Return the y below. */
function promptRow(t, prompt, chips, y, place = null) {
  const from = t.items.length;
  const { fs, m, W } = t.sizes;
  // (a desk's chip beside Pass has about half the row: a label of two lines there grew to three, review 21's Arrive)
  const room = W < 600 ? W - 2 * m : Math.min(W - 2 * m, 480);
  const short = shortChips(chips, (text) => wrapLines(text, room - Math.round(fs * 1.6), fs, true).length + (W < 600 ? 0 : 1));
  const end = laidPrompt(t, prompt, short, y, place);
  lookChips(t.items, from, t.legal);   // each kind of action its own look (chip_look.js; review 24, mythos_en)
  return W < 600 ? roomyChips(t.items, from, end) : end;   // a finger's targets (review 24, mythos_ja)
}

/** Return where a desk's quick discard puts its chips at every count of marks: where its prompt with no mark yet
 * (`text`, its chips `first`) puts the Discard chip — beside the prompt at that x ({px}), else under it ({px: W}).
 * Beside the shorter prompt of a mark the chip jumped from the left to the right and the click meant for it opened
 * "keep 5–7" (newcomer review 31, mythos_en 2, 220–222). */
function firstPlace(t, text, first, y) {
  const { m, W } = t.sizes;
  const at = t.items.length;
  promptRow(t, text, first, y);
  const chip = t.items.slice(at).find((i) => i.type === "chip" && i.quiet && i.id == null);
  t.items.splice(at);
  return { px: chip && chip.x > m + 1 && chip.y <= y + 2 ? chip.x : W };
}

/** Lay out the prompt and its chips (promptRow). Return the y below. */
function laidPrompt(t, prompt, chips, y, place) {
  const { fs, m, W } = t.sizes;
  const lines = prompt ? wrapLines(prompt, W - 2 * m, fs, true) : [];
  const style = { bold: true, colour: t.acting ? INK.gold : INK.text };
  const long = !chips.some((c) => c.own);
  // (a phone's chips under the prompt at every turn: in a fight, Done first, at one place in the commit and use steps,
  // review 7, finding 5; a shorter Pass beside the prompt went 196 px right and 20 px up of where the finger had pressed
  // it, and the bot's step chip sat beside its prompt in card play, under it in a fight: newcomer review 31, mythos_ja)
  const px = place ? place.px : lines.length === 1 && W >= 600 ? m + Math.ceil(textWidth(lines[0], fs, true)) + fs : W;
  const beside = [];
  const end = px < W - m ? chipRows(beside, chips, px, y, W - m - px, fs, { long }) : 0;
  if (chips.length && beside.length && beside.every((c) => c.y === beside[0].y && !c.rows)) {
    t.text(lines[0], m, y + Math.round((beside[0].h - fs) / 2), { ...style, label: "prompt" });
    t.items.push(...beside);
    return end;
  }
  // (a 1280 px desk's table: at 930 px the bar row changed which of round8j's two tables folded, left for now)
  if (!place && W >= 1100 && lines.length === 1 && chips.length > 1) {
    const bar = barRow(t, lines[0], chips, y, { px, style, long });
    if (bar != null) return bar;
  }
  // a phone's fight keeps over its chips the room of its step's first prompt: the lines a later prompt has beyond it go
  // under the chips, a shorter one leaves room (newcomer review 33, mythos_ja 1, 250 → 251: the prompt grew two lines
  // after an ally was sent, 「完了」 went 32 px down and the next tap opened a glossary term)
  const kept = keptLines(t, lines.length);
  lines.slice(0, kept).forEach((line, i) => {  // the kernel's prompt, wrapped to the table's width
    t.text(line, m, y, { ...style, ...(i ? {} : { label: "prompt" }) });
    y += fs + 4;
  });
  y += Math.max(0, kept - lines.length) * (fs + 4);
  let foot = wholeChips(t.items, chips, m, kept ? y + 4 : y, W - 2 * m, fs, { long });
  for (const line of lines.slice(kept)) {
    t.text(line, m, foot, style);
    foot += fs + 4;
  }
  return foot;
}

/** Return how many of the prompt's `n` lines go over its chips: on a phone in a fight, those of the step's first
 * decision (kept in `ui.promptLines`), else all. */
function keptLines(t, n) {
  const ui = t.ui;
  if (t.sizes.W >= 600 || !t.acting || t.view.phase !== "combat" || !ui || typeof ui !== "object") return n;
  const { round, phase, step, to_act: toAct } = t.view;
  const key = [round, phase, step, toAct, t.handSeat, t.sizes.W, t.lang].join("|");
  if (ui.promptLines?.key !== key) ui.promptLines = { key, n };
  return ui.promptLines.n;
}

/**
 * Lay out a wide table's chips that do not fit in one row beside a one-line prompt: the others in rows above, the prompt
 * and the first chip (Pass, first: promptOf) in the row right over the hand, the action bar that keeps its place
 * (newcomer review 18, Q2: a second chip row put Pass a row higher and a click hit empty space). Return the y below, or
 * null where the bar's chip does not fit beside the prompt.
 */
function barRow(t, line, chips, y, { px, style, long }) {
  const { fs, m, W } = t.sizes;
  if (px >= W - m) return null;
  const trial = [];
  chipRows(trial, chips.slice(0, 1), px, 0, W - m - px, fs, { long });
  if (trial.length !== 1 || trial[0].rows) return null;
  const top = wholeChips(t.items, chips.slice(1), m, y, W - 2 * m, fs, { long });
  const bar = [];
  const end = chipRows(bar, chips.slice(0, 1), px, top, W - m - px, fs, { long });
  t.text(line, m, top + Math.round((bar[0].h - fs) / 2), { ...style, label: "prompt" });
  t.items.push(...bar);
  return end;
}

/** The result banner across the middle of the table: the kernel's banner (title, sentence, rule in design mode). */
function banner(t, H) {
  const { view, w, me } = t;
  const { fs, m, W } = t.sizes;
  const r = view.result;
  const winner = r.outcome === "draw" ? w("draw_result") : w("win", { seat: t.who(r.outcome) });
  const clickable = t.items.filter((i) => i.id != null && !String(i.id).startsWith("cmd:") && i.w > 0 && i.h > 0);
  const item = bannerItem(t.items, t.banner, { title: winner, win: r.outcome === me.seat, draw: r.outcome === "draw" },
                          { y: Math.max(m, H / 2 - fs * 2.2), W, fs, design: t.design });
  // nearest the middle where it covers nothing a player can press (a phone's adventures ▾ lay under it)
  const free = (y) => !clickable.some((i) => i.y < y + item.h && i.y + i.h > y);
  const ys = [];
  for (let y = m; y + item.h <= H - m; y += 4) ys.push(y);
  const best = ys.sort((a, b) => Math.abs(a - item.y) - Math.abs(b - item.y)).find(free);
  if (best != null) item.y = Math.round(best);
}

/**
 * Return the shared zoom of a Mythos table (scene/zoom.js) for what its own card zoom (zoom.js) does not open: each
 * player's investigator, from the title of its panel, with its text from `card_texts.investigators`; a card the story
 * names ("card:<id>", ui/story.js), with its text from `card_texts.cards` (a line's glossary terms open their own
 * box: glossary.js).
 */
export function mythosZoom(input) {
  const { catalog, lang = "en" } = input;
  const zoomKey = (item) => (item.type === "text" && item.investigator ? `inv:${item.investigator}` : null);
  const texts = (key) => {
    const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];   // "inv:" or "card:" (story)
    const c = textsOf(kind === "card" ? catalog?.card_texts?.cards : catalog?.card_texts?.investigators, lang, id);
    // a player's without the ★ marks, as the card zoom (review 35, mythos_ja 8, 361: "…埋葬される★。")
    return c ? { title: c.name ?? id, lines: [playText({ design: input.mode === "design" }, c.text)].filter(Boolean) } : null;
  };
  return { zoomKey, texts, chosen: null };
}
