// Layout of the Lovecraft Letter solo table: view (+ legal moves, UI state) -> scene. Pure: no DOM.
// Regions from top to bottom: header, opponent row (clue stack, Cthulhu, its discard), the prompt with its
// chips, the player's row (hand, deck, discard), the footer (cards out of play), the error and the result.
// This module puts them together (layoutLetter); each region is laid out by its own: layout_rows.js (header, opponent
// row), layout_band.js (prompt band), layout_story.js (a phone's story lines), layout_hand.js (player row, footer),
// layout_insanity.js, layout_piles.js (discards), layout_end.js (result, replay), layout_detail.js (a phone's card
// text), layout_keep.js (what a zoom keeps clear of), layout_zoom.js (the zoom's texts).
import { addTo, finish, startScene, waitingScene } from "../scene/build.js";
import { cardName, word } from "../scene/words.js";
import { textWidth } from "../scene/text.js";
import { promptBand } from "./layout_band.js";
import { chosenRoom, deskZoom, ownZoom, tappedZoom, zoomColumnNeed } from "./layout_detail.js";
import {
  banner, endPanelFoot, lastTurnRows, liftHeader, replayRoom, replayShown, stillBanner, stillEnd,
} from "./layout_end.js";
import { footer, playerRow } from "./layout_hand.js";
import { guardLabels, keepInSight } from "./layout_keep.js";
import { header, opponentRow } from "./layout_rows.js";
import { lastEvent, opponentTurn, storyRoom } from "./layout_story.js";
import { letterZoom } from "./layout_zoom.js";
export { variantLabel, sharedWarning, touchWords } from "./layout_band.js";
export { endPanelHeight, replayPanelHeight } from "./layout_end.js";
export { insanityState } from "./layout_insanity.js";
export { discardGroups } from "./layout_piles.js";
export { oneLine } from "./layout_story.js";
export { colon, unseenByValue, letterZoom } from "./layout_zoom.js";

function face(card, catalog, lang) {
  if (!card || !("id" in card)) return null;
  // a card of the seat's known to it (the frame's `known`: the hand, a known deck top, LS-KNOW-1/3): a knock-out on it
  // loses (LS-KNOW-4), and nothing said so on the table (newcomer review 9, finding 5); its mark's word (paint.js)
  return { id: card.id, value: card.value, insane: card.insane, name: cardName(catalog, lang, card.id),
           hidden: Boolean(card.hidden), ...(card.known ? { known: knownWord(catalog, lang) } : {}) };
}

// The known mark's word where the catalog has none ("known_mark")
const KNOWN = { en: "known", zh: "已知", ja: "既知" };

/** Return the word of a known card's mark in `lang`: the catalog's, else the table's own. */
function knownWord(catalog, lang) {
  const said = word(catalog, lang, "known_mark");
  return said !== "known_mark" ? said : KNOWN[String(lang).slice(0, 2)] ?? KNOWN.en;
}

// The zoom's column on a wide table (px): room for its 400 and 300 px wide boxes and the margin.
const ZOOM_COLUMN = { wide: 420, narrow: 320 };
const CARD_SHARE = 0.14;   // a card's width at most this share of a wide table's rows

/**
 * Lay out the table.
 * @param {{view, legal, catalog, lang, mode, error, seat, ui}} input  synced traits + local UI state
 * @param {{width:number}} size
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layoutLetter(input, size) {
  const W = Math.max(360, Math.min(1200, Math.floor(size?.width ?? 800)));
  const m = Math.round(W * 0.02);
  // a wide table keeps a column on its right free for the card zoom (scene/zoom.js puts it there, over nothing)
  const inner = W >= 760 ? W - (W >= 1100 ? ZOOM_COLUMN.wide : ZOOM_COLUMN.narrow) : W;
  // a card's width: a name's longest word at MIN_TEXT; on a wide table a share of the rows' own width (not of the zoom
  // column's too): the late game ran past a 1280×800 window (issue 23 r6b, finding 1)
  const cw = Math.round(Math.max(72, Math.min(W * 0.1, inner * CARD_SHARE, 110)));
  const fs = Math.max(11, Math.round(Math.min(W * 0.1, 110) * 0.15));
  if (!input.view || input.view.game !== "letter") return waitingScene(W, fs, m);
  // `full`: the discard piles may run into the zoom's column (a zoom may cover them for a while: they are no moves)
  // a wide table's chips a size smaller, as CHAOS's: the band's room for nine naming chips ran the late game past a
  // 1280×800 window (issue 23 r6b, finding 1)
  const t = table(input, { W: inner, full: W, m, cw, ch: Math.round(cw * 1.4), fs, chipFs: inner < W ? fs - 1 : fs });
  // the page's panels over the canvas are measured in CSS px; a phone draws this table narrower than W (its page
  // leaves ~348 px of a 360 px table): they cover W / width times more of it (the result panel covered
  // "回合 8・遊戲結束", newcomer review 10, finding 5, phone 18)
  t.css = Math.floor(size?.width ?? W);
  t.perCss = Math.max(1, W / Math.max(1, t.css));
  // a replay's step: its panel lies over the canvas's top (ui/ending.js), over the opponent's row (newcomer review 7,
  // zh phone, finding 2) and over the turn's title (review 9, d33): the header and the rows come under it
  const replaying = replayShown(t);
  // over on a narrow table, the page's result panel spans its width: the header comes under its room, the panel
  // covered "回合 9 · 遊戲結束" (review 9, zh phone, p20); on a wide one the panel is centred, right of the header
  const endFirst = Boolean(t.view.result) && !replaying && t.full === t.W;
  // a wide table's replay step: the rows stay where the end board and the game laid them, the bar over the header's
  // room, the header into the band a replay leaves empty (newcomer review 14, round S finding 1: the table dropped 48 px)
  // its last step too (the result's strip then under the header, the opponent's discard in its row: no result panel)
  const lifted = replaying && t.full > t.W;
  let y = replaying && !lifted ? replayRoom(t, m) : endFirst ? banner(t, m) : m;
  const headAt = t.items.length;
  y = header(t, y);
  const [headEnd, headFoot] = [t.items.length, y];
  // over on a wide table under the page's open result panel: the board stays where it lay on the last turn, only the
  // opponent's discard comes under the panel, into the band's room (review 9, d14: the board dropped ~170 px)
  const last = t.view.result ? lastTurnRows(input, size, fs) : null;
  const still = stillEnd(t, replaying) || (lifted && t.view.result) ? last : null;
  if (still && lifted) [y, t.stillRows] = [still.top, true];
  else if (still) {
    stillBanner(t, y);
    [y, t.endFoot] = [still.top, endPanelFoot(t) + 4];
  }
  // over: the result first, in the room the page's result panel takes; at a replay's last step under its panel, which
  // covered the red strip's title (review 9, d34)
  else if (t.view.result && !endFirst) y = banner(t, y, replaying);
  y = opponentRow(t, y);
  const [bandTop, bandAt] = [y, t.items.length];
  // a phone's replay step has no prompt and no chips: the band's room kept for a card's choices was a ~225 px black
  // block that pushed the hand off the screen (review 39, letter_zh 1, 093)
  if (!t.view.result) y = replaying && !lifted ? y + Math.round(t.fs / 2) : promptBand(t, y);
  if (lifted) {
    const dy = liftHeader(t, headAt, headEnd, bandTop, bandAt);
    if (t.view.result) y = banner(t, headFoot + dy, true);
  }
  y = t.view.result ? lastEvent(t, y) : storyInBand(t, bandAt, y);
  // a phone's end board shorter than its last turn (the page's panel shorter than the band and story): the hand keeps
  // its y, as a still end board's (its room for a raised card kept); it came up 45 px under the result (review 31,
  // letter_en 2)
  const pinned = endFirst && last && y <= last.hand;
  if (pinned) t.stillRows = true;
  y = playerRow(t, still ? Math.max(y, still.hand) : pinned ? last.hand : y);
  y = footer(t, y);
  const choosing = inner === W && t.selected !== null && !t.view.result;
  const room = inner === W && !t.view.result ? chosenRoom(t, input) : 0;
  keepInSight(t.items, inner < W, choosing);
  placeZoom(t, input, { choosing, narrow: inner === W, bandTop, below: Math.max(y + m, room, last?.height ?? 0) });
  const zoomFoot = Math.max(0, ...t.items.filter((i) => i.own).map((i) => i.y + i.h + m));
  // over, the table keeps at least its last turn's height: a fitted window rescaled the whole table when the end board
  // came shorter (newcomer review 15, finding 1: 615 -> 593 px at 930)
  const H = Math.max(y + (still && !lifted ? Math.round(m / 2) : m), zoomFoot, room, inner < W ? zoomColumnNeed(t, W - inner) : 0,
                     last?.height ?? 0);
  if (inner < W) guardLabels(t.items);
  markWarned(t);
  calmUnplayed(t);
  t.items[0].w = W;   // the table's cloth under the zoom's column too
  return finish(t.items, W, H);
}

/** Lay the card text the reader opened (its own chosen card, a tapped item, a desk's zoom) into the table's items. */
function placeZoom(t, input, { choosing, narrow, bandTop, below }) {
  const zoom = letterZoom(input, { whole: !narrow });
  if (choosing) ownZoom(t, zoom.texts(t.view.hand[t.selected].id), bandTop);
  // a card's text opened by a tap on a narrow table (its discard, the clue stack, a pile's top…) comes in the same
  // box, with its ✕: the scene's zoom found no free place among the kept items and put it under the table, a screen
  // below the card (newcomer review 12, finding 2); by a finger's tap, next to the item (layout_detail.js tapSpot)
  else if (narrow && zoom.opened) tappedZoom(t, zoom, bandTop, below);
  else if (!narrow) deskZoom(t, zoom);   // a desk's card text: in one place, the zoom column's top
}

/**
 * Draw a phone's story lines under the band (its foot `y`), reaching up into the band's room that what it says leaves
 * free (the room kept for a card's tallest choices): while the reader waited it was ~100 px of nothing (review 31,
 * letter_zh 1). The hand stays where it was. Return the lines' foot.
 */
function storyInBand(t, bandAt, y) {
  const said = t.items.slice(bandAt).filter((i) => i.type === "chip" || i.type === "text");
  // the first line a chip's glow's reach under the chips: 8 px lay under the chosen chip's glow (review 38, letter_zh 1)
  const foot = Math.max(0, ...said.map((i) => i.y + (i.h ?? i.size ?? 0))) + STORY_GAP;
  const at = t.items.length;
  const end = storyRoom(t) && foot < y ? lastEvent(t, foot, y + storyRoom(t) - foot) : lastEvent(t, y);
  storyPanel(t, t.items.slice(bandAt, at).find((i) => i.label === "prompt-panel"), t.items.slice(at));
  return end;
}

const STORY_GAP = 14;   // a chosen chip's glow reaches ~12 px past its edge (the hover's halo)

/**
 * Carry the band's panel (`panel`) on under the story's lines (`lines`): they ran past its foot into the board
 * (review 38, letter_zh 1, 017/023). A second box, so the band's own box stays the band's.
 */
function storyPanel(t, panel, lines) {
  const shown = lines.filter((i) => i.type === "text");
  if (!panel || !shown.length) return;
  const top = panel.y + panel.h;
  const foot = Math.max(...shown.map((i) => i.y + (i.h ?? i.size))) + Math.round(t.m / 2);
  if (foot <= top) return;
  t.items.splice(t.items.indexOf(panel) + 1, 0, { ...panel, y: top, h: foot - top, label: "story-panel" });
}

/**
 * Mark the chips a press must be sure of, and the answers: an answer to the opponent's card takes one tap, as a chip (a
 * finger's second tap said "tap again to play" of an answer, issue 23 r6c, finding 9; ui/pointer.js `tapAction`); the
 * hand card itself is selected first (table()). One rule for every chip (review 31, letter_en / letter_zh 3: an answer
 * took two presses, a play one): a chip whose move is marked ⚠ (it can lose the game) is `answer`, its first press
 * only shows it and says a second one answers or plays (`again`, ui/pointer.js); any other chip takes one press.
 * `avoid`: a box over one chip (its text, "press it again") is put off both, never over the other (review 27,
 * letter_en 1, letter_zh 2: it hid the second answer and read as a press never made).
 */
function markWarned(t) {
  const answering = t.view.phase === "answer";
  // the ⚠ the chip shows, not its move's label: a warning every move shares is said once in the prompt, and a chip
  // without ⚠ that asked a second press read as chance (newcomer review 35, letter_en 5, letter_zh 3)
  const shown = (i) => i.type === "chip" && String(i.id ?? "").startsWith("act:") && String(i.text ?? "").includes("⚠");
  const warned = new Set(t.items.filter(shown).map((i) => i.id));
  const moves = t.items.filter((i) => i.type === "chip" && String(i.id ?? "").startsWith("act:")).length;
  for (const i of t.items) {
    const id = String(i.id ?? "");
    if (answering && id.startsWith("act:")) Object.assign(i, { once: true, avoid: i.type === "chip" });
    if (i.type === "chip" && warned.has(id)) {
      Object.assign(i, { answer: true, avoid: true, again: answering ? "warn_again_answer" : "warn_again_play" });
    }
    // its "press again" box covers Cancel and the other moves (review 35, letter_en 5, 051: it lay over Cancel); a
    // phone's naming grid (nine chips) leaves it no room by its chip: there Cancel alone
    if (i.type === "chip" && warned.size && (i.quiet || moves <= 4)) i.avoid = true;
  }
  // its bubble moves off the lines read to choose: it lay over the prompt's ⚠ line, "Hand" and the story (newcomer
  // review 33, letter_en 4, letter_zh 6); set after the zoom's place (zoom.js keeps `avoid` items in sight too)
  if (warned.size) {
    for (const i of t.items) {
      // the chosen card's text box too: what the move does is read there (newcomer review 36, letter_en 3)
      if (i.type === "mzoom" && i.w > 0 && i.h > 0) i.avoid = true;
      if (i.type !== "text" || !READ_LINES.test(i.label ?? "")) continue;
      Object.assign(i, { avoid: true, w: i.w || Math.ceil(textWidth(i.text, i.size, i.bold)), h: i.h ?? i.size });
    }
  }
}

const READ_LINES = /^(prompt|prompt-more|hand-label|story-earlier|last-event)$/;   // what a ⚠ move's bubble keeps off

/**
 * Make what no click plays calm: a card no click plays (the opponent's turn, the end) opens only its text, its hover
 * the thin frame of something to read, not a playable card's glow (newcomer review 15, finding 3, desk 044/073/076);
 * the hand glows during the opponent's beat too: the turn is the reader's (review 29, letter_en 5; a tap ends the beat).
 */
function calmUnplayed(t) {
  for (const i of t.items) {
    if ((i.type === "card" || i.type === "pile") && !i.id) i.calm = true;
  }
}

/** Return what every region reads: the input, sizes, the scene so far and which actions point at what. */
function table(input, sizes) {
  const { view, legal = [], catalog, lang = "en", mode = "play", error = "", seat = "player" } = input;
  const { items, text } = startScene(sizes.W, sizes.fs);
  const byHand = new Map();
  const byZone = new Map();
  for (const a of legal) {
    const tg = a.target ?? {};
    if (tg.zone === "hand" && Number.isInteger(tg.index)) addTo(byHand, tg.index, a);
    else if (tg.zone) addTo(byZone, tg.zone, a);
  }
  // the kernel offers a card kind's moves once, on its first copy's index: a second copy of the same card (two Cats of
  // Ulthar) neither glowed nor had a chip when chosen (newcomer review 14, finding 1, desk 041/042/049); every copy
  // offers the same moves (the play is of the kind: which copy leaves the hand does not matter)
  view.hand.forEach((card, i) => {
    if (byHand.has(i) || !card?.id) return;
    const twin = view.hand.findIndex((c, j) => j !== i && c?.id === card.id && byHand.has(j));
    if (twin >= 0) byHand.set(i, byHand.get(twin));
  });
  // answering the opponent's card with the hand (LS-TURN-5) is chosen as the hand's own moves are: a first tap (or
  // click) on the card selects it and shows its text by the answer's chips, a second one (or the chip) answers; it
  // answered at once on a tap while a card of one's own turn only showed its text (newcomer review 12, finding 1)
  if (view.prompt?.kind === "answer" && byZone.has("hand")) view.hand.forEach((_, i) => byHand.set(i, byZone.get("hand")));
  const only = (list) => (list && list.length === 1 ? `act:${list[0].id}` : null);
  // a replay's step (the game's banner over a view with no result yet, replayShown) steps nothing: its own panel's
  // buttons act, no "Opponent plays ▶" on the board (newcomer review 10, finding 6, zh phone 51)
  const replay = Boolean(input.banner?.title) && !view.result;
  const stepId = !replay && !view.result && view.to_act && view.to_act !== seat && legal.length === 0 ? "cmd:bot_step"
    : null;
  const ui = input.ui ?? {};
  const selected = Number.isInteger(ui.selected) && asksFirst(view.hand, byHand, ui.selected) ? ui.selected : null;
  // the opponent's beat held by the page (ui/beat.js): its turn told in the band, before the next choice is offered
  const beat = ui.beat && selected === null ? beatLines(view, seat, input.log_lines) : [];
  const sw = Math.round(Math.max(54, sizes.cw * 0.62));  // a discard's card: a name's words at MIN_TEXT
  const small = { w: sw, h: Math.round(sw * 1.4) };
  return { view, legal, catalog, lang, mode, error, seat, banner: input.banner, ask: input.prompt || "", items, text,
           level: input.difficulty,   // the Difficulty's preset the game is played at (the header's tag), or none
           ...sizes,
           ui,
           log: input.log_lines,
           shared: Boolean(input.shared), touch: Boolean(input.ui?.touch),
           course: Boolean(input.course),   // Learn to play's fixed deal: no seed to replay (review 35, letter_en 8)
           watch: Boolean(input.watch),   // the reader's bot plays its seat ("Bot plays (watch)"): the header says so
           small, byHand, byZone, only, stepId, beat,
           stackId: only(byZone.get("opponent")) ?? stepId, selected,
           w: (key, vars) => word(catalog, lang, key, vars), face: (card) => face(card, catalog, lang) };
}

/**
 * Return the lines of the opponent's turn just ended that the page's beat tells (newcomer review 18, finding 1): the
 * reader's turn running, no answer asked (an answer to its card is a stop of its own); none otherwise.
 */
function beatLines(view, seat, log) {
  if (view.result || view.to_act !== seat || view.prompt?.kind === "answer" || !Array.isArray(log)) return [];
  return opponentTurn(log);
}

/**
 * Return whether a click on hand card `i` opens its choices (its zoom and a chip per move) rather than playing it:
 * every card with a move. A card with one move (Cats of Ulthar) played on one click while the others showed choices
 * first, which surprised a newcomer (issue 23 r6, finding 1): now the first click selects it and its one chip says
 * what it does; a second click on the card (or the chip) plays it. The same on a mouse and a finger.
 */
export function asksFirst(hand, byHand, i) {
  return (byHand.get(i) ?? []).length > 0;
}
