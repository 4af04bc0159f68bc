// The Letter table's header and opponent row: the turn's title, the clue stack, Cthulhu and the opponent's discard.
// Pure: no DOM.
import { INK } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { cardName } from "../scene/words.js";
import { GAP } from "./layout_hand.js";
import { discardGroups, fan, perRow } from "./layout_piles.js";
import { colon } from "./layout_zoom.js";

/** Header: turn and whose move; the design label. */
export function header(t, y) {
  const { view, w, seat, fs, m, W } = t;
  const status = view.result ? w("over") : view.to_act === seat ? ownStatus(t) : view.to_act ? w("opp_turn") : "";
  const head = `${w("turn")} ${view.turn} · ${status}`;
  // wrapped; as tall as its longest status ("The opponent's turn (the clue stack plays)", an answer to any card), so
  // a turn never moves the rows. The level's tag keeps the lines' right end (as wide as its widest level's, so no
  // level moves the rows) only where that costs no line: a line more pushed the desk's table past 800 px at the game's
  // end (test_letter_round20ae_browser, 815 px); there it stands beside the first line with room for it.
  const statuses = [w("you"), w("opp_turn"), w("over"), ...(t.watch ? [watchedWords(t)] : []),
    ...Object.keys(t.catalog?.cards ?? {}).map((id) => w("answer_head", { card: cardName(t.catalog, t.lang, id) }))];
  const tallest = (width) => Math.max(...statuses.map((s) =>
    wrapLines(`${w("turn")} ${view.turn} · ${s}`, width, fs + 2, true).length));
  const full = W - 2 * m;
  const tagged = full - levelRoom(t);
  // (a phone's page scrolls: there the tag always keeps its room, as a ja answer fills every line it wraps to)
  const room = W < 600 || tallest(tagged) <= tallest(full) ? tagged : full;
  const lines = wrapLines(head, room, fs + 2, true);
  const most = Math.max(lines.length, tallest(room));
  lines.forEach((line, i) => t.text(line, m, y + i * (fs + 6), { size: fs + 2, bold: true }));
  levelTag(t, y, lines, most);
  y += (most - 1) * (fs + 6);
  if (t.mode !== "design") return y + fs + 12;
  const apart = textWidth(head, fs + 2, true) + textWidth(w("design"), fs, true) + 2 * m + 12 <= W;
  if (!apart) y += fs + 8;                                   // a narrow table: the design label on its own line
  t.text(w("design"), W - m, y, { align: "right", colour: INK.gold, bold: true });
  return y + fs + 12;
}

// The level a game is played at (the Difficulty's presets), in the table's languages: the header's tag said it during
// play, where only the game-over box had named it (newcomer review 21, Letter en finding 2, zh-TW finding 9)
const LEVEL = {
  en: { easy: "Level: Easy", standard: "Level: Standard", hard: "Level: Hard" },
  zh: { easy: "難度：簡單", standard: "難度：標準", hard: "難度：困難" },
  ja: { easy: "難易度：やさしい", standard: "難易度：標準", hard: "難易度：難しい" },
};

/** Return the level's words of `t`'s table, or none where no preset is played (rules from code, design mode). */
function levelWords(t) {
  if (t.mode === "design" || t.view.result) return null;   // over, the game-over box marks the level (✓ Easy)
  return LEVEL[String(t.lang).slice(0, 2)] ?? LEVEL.en;
}

/** Return the width the level's tag keeps at the header line's end (its widest level's and a gap), or 0. */
function levelRoom(t) {
  const words = levelWords(t);
  if (!words || !(t.level in words)) return 0;
  return Math.max(...Object.values(words).map((s) => textWidth(s, t.fs, true))) + 12;
}

/** Draw the level's tag at the right end of the first of the header's `most` lines with room beside its words
 * (gold: a setting of the table, not a move); none when every line is full. */
function levelTag(t, y, lines, most) {
  const said = levelRoom(t) ? levelWords(t)[t.level] : null;
  if (!said) return;
  const free = t.W - 2 * t.m - levelRoom(t);
  const at = Array.from({ length: most }, (_, i) => i)
    .find((i) => !lines[i] || textWidth(lines[i], t.fs + 2, true) <= free);
  if (at === undefined) return;
  t.text(said, t.W - t.m, y + at * (t.fs + 6) + 2, { align: "right", colour: INK.gold, bold: true, label: "level" });
}

// The header's status on the reader's turn while its bot plays it ("Bot plays (watch)"): "Your move" over an empty
// panel read as a wait for a click (newcomer review 23, Letter en finding 9, 070). zh: the table's (Traditional).
const WATCHED = { en: "The bot plays your turn", zh: "電腦代打你的回合", ja: "ボットがあなたの席をプレイ中" };

/** Return the watched status in `t`'s language. */
function watchedWords(t) {
  return WATCHED[String(t.lang).slice(0, 2)] ?? WATCHED.en;
}

/** The header's status on the seat's move: the bot's while it plays the seat (watch), "Answer the opponent's <card>"
 * while it answers a card the opponent played against it (phase answer), else "Your move". */
function ownStatus(t) {
  if (t.watch) return watchedWords(t);
  const card = t.view.phase === "answer" ? t.view.prompt?.card : null;
  return card?.id ? t.w("answer_head", { card: cardName(t.catalog, t.lang, card.id) }) : t.w("you");
}

/** Opponent row: clue stack, Cthulhu, protection, the opponent's discard. */
export function opponentRow(t, y) {
  const { view, items, w, fs, m, W, cw, ch } = t;
  const stack = view.opponent.cards;
  // a win took Cthulhu out of the stack (LS-P9): no clue lies on it, whatever a swap left there (newcomer R3-L d52)
  const sealed = view.result?.outcome === "win";
  const clues = sealed ? 0 : view.opponent.clues;
  // who "the opponent" is (issue 23); over, neither it nor its room: the result's band lies above the row (review 7)
  for (const line of view.result ? [] : wrapLines(w("opponent_title"), W - 2 * m, fs)) {
    t.text(line, m, y, { colour: INK.gold, label: "opponent-title" });
    y += fs + 4;
  }
  y += 2;
  const left = sealed ? stack.length : clues;   // the cards the stack still holds, drawn as they are
  // sealed with a card left there: "Clues: 0" over a face-up card read wrong (newcomer review 10, d113): name the stack
  // the known Mi-Go Braincase on top is no clue (LS-P5, the kernel's opponent.clues_only): "Clues: 6" and a badge
  // of 6 read against the race line's "5 clues over Cthulhu" (review 41, letter_en 4, 118)
  const only = view.opponent.clues_only ?? clues;
  const said = sealed && left > 0 ? w("stack_left") : `${w("clues")}${colon(t.lang)}${only}`;
  const cx = m + Math.round(cw * 1.3);
  // squeezed to its card's column, never into Cthulhu's label ("Opponent's stacĊthulhu" at the end of a won game:
  // newcomer review 16, finding 1)
  const sw = Math.min(Math.ceil(textWidth(said, fs)), cx - m - 8);
  t.text(said, m, y, { colour: INK.dim, maxW: sw, w: sw });
  const topFace = left > 0 ? t.face(stack[0]) : null;
  // sealed, a card a swap left on the stack is no clue: no count badge under "Clues: 0" (review 7, finding 3: g12)
  items.push({ type: "pile", x: m, y: y + fs + GAP, w: cw, h: ch, count: left, top: topFace,
               id: t.stackId, highlight: Boolean(t.stackId), label: "clue-stack", key: "clue-stack",
               turn: view.to_act === "opponent",
               // sealed, no clue to count; a face-up top clue keeps its badge, painted at the pile's lower corner
               // (it vanished and only "Clues: N" remained: newcomer review 23, Letter zh-TW finding 8)
               ...(sealed ? { badge: false } : {}), ...(only !== clues ? { tally: only } : {}) });
  t.text(w("cthulhu"), cx, y, { colour: INK.dim });
  const goal = cthulhuFace(t);
  // over, with Cthulhu gone from the stack: an empty slot, Cthulhu drawn only where it went (review 7, finding 3)
  items.push(goal ? { type: "card", x: cx, y: y + fs + GAP, w: cw, h: ch, face: goal,
                      glow: clues === 0 && !view.result, label: "cthulhu", key: "cthulhu" }
    : { type: "pile", x: cx, y: y + fs + GAP, w: cw, h: ch, count: 0, top: null, label: "cthulhu" });
  const narrow = t.full === t.W;
  if (view.protected.opponent) protectedPill(t, left > 0 ? m : cx, y + fs + GAP + ch);
  const label = Math.ceil(textWidth(w("cthulhu"), fs));
  const right = t.full - m;
  // a narrow table gives the pile two rows beside Cthulhu, their room kept from the first turn: growing rows moved
  // the prompt and the hand down (review 7, zh phone, finding 2); its band of two rows under the stack left ~150 px
  // empty between the stack and the prompt, and the hand fell below a phone's screen (newcomer review 10, finding 1)
  if (narrow) {
    // its label at the table's right edge, past Cthulhu's however long: its cards start right by Cthulhu, three a row
    const ox = cx + cw + 8;
    // over its cards where Cthulhu's label leaves room: at the table's right edge it read as far from its empty slot
    // beside Cthulhu (newcomer review 11, finding 4, zh phone 066 / 079)
    const lx = Math.max(ox, cx + label + 12);
    const lw = Math.min(Math.ceil(textWidth(w("opp_discard"), fs)), right - lx);
    t.text(w("opp_discard"), lx, y, { colour: INK.dim, label: "opp-discard-label", maxW: lw, w: lw });
    fan(t, view.opponent_discard, ox, y + fs + GAP, right - ox, "opponent-discard", false, 2);
    return y + fs + GAP + Math.max(ch + 8, 2 * (t.small.h + 12)) + 10;
  }
  // after Cthulhu's label, however long in the table's language (ja クトゥルフ（目標） ran up to 相手の捨て札)
  const ox = Math.max(m + Math.round(cw * 2.9), cx + label + 16);
  // a long pile: a row of its own; over under the page's result panel too, below the panel (`endFoot`, stillEnd)
  if (t.endFoot) return stillDiscard(t, Math.max(y + fs + GAP + ch + 12, t.endFoot));
  if (2 * perRow(t, right - ox) < discardGroups(view.opponent_discard).length) {
    const below = y + fs + GAP + ch + 12;
    t.text(w("opp_discard"), m, below, { colour: INK.dim, label: "opp-discard-label" });
    return fan(t, view.opponent_discard, m, below + fs + GAP, right - m, "opponent-discard") + 14;
  }
  t.text(w("opp_discard"), ox, y, { colour: INK.dim, label: "opp-discard-label" });
  const foot = fan(t, view.opponent_discard, ox, y + fs + GAP, right - ox, "opponent-discard");
  return Math.max(y + fs + GAP + ch, foot) + 14;
}

/**
 * Push the opponent's discard of a still end board (stillEnd) under the page's result panel, at `y`: its label at the
 * row's left, its cards in one row beside it (overlapping if they must), so the hand stays where it lay on the last
 * turn; under its label, in rows of their own, they pushed the hand 16 px down at 1280 in zh (newcomer review 15,
 * finding 1). Return the row's foot.
 */
function stillDiscard(t, y) {
  const { w, fs, m } = t;
  const lw = Math.ceil(textWidth(w("opp_discard"), fs));
  t.text(w("opp_discard"), m, y, { colour: INK.dim, label: "opp-discard-label" });
  const x = m + lw + 12;
  return fan(t, t.view.opponent_discard, x, y, t.full - m - x, "opponent-discard", false, 1) + 6;
}

/**
 * Return the face on Cthulhu's slot: the stack's bottom card as the seat sees it, or null once the game is over and
 * Cthulhu has left the stack (sealed, eliminated, swapped, or played): every card lies in one place at the end, so
 * the slot is empty and Cthulhu is drawn where it went, a discard or the hand (review 7, finding 3: p35, g12 showed
 * two Cthulhus). Over, the danger ring is off (layout's `glow`).
 */
function cthulhuFace(t) {
  const stack = t.view.opponent.cards;
  if (t.view.result && !stack.some((c) => c?.id === "cthulhu")) return null;
  return t.face(stack[stack.length - 1]);
}

/**
 * Push the opponent's "Protected" pill across the foot of the card at `x` that stands for it (the clue stack, or
 * Cthulhu once no clue is left: on the empty slot it read as protecting nothing, newcomer review 10, finding 5, d108;
 * `bottom`: its lower edge): the stack IS the opponent, and a bare shield beside Cthulhu said nothing (review 7,
 * finding 3). Said once: a shield beside Cthulhu (under it on a phone) said it again, as if Cthulhu were protected
 * (newcomer review 14, round S finding 4). The pill opens the protection's help (until when); over the clue stack, a
 * move's target, a click on it does the stack's move.
 */
function protectedPill(t, x, bottom) {
  const { cw, fs, w } = t;
  const size = Math.max(MIN_TEXT, fs - 3);
  const h = size + 8;
  const onStack = x === t.m;
  t.items.push({ type: "rect", x: x + 4, y: bottom - h - 6, w: cw - 8, h, fill: "rgba(20,20,20,0.85)",
                 label: "protected-opponent", ...(onStack && t.stackId ? { id: t.stackId } : {}) });
  t.text(w("protected_label"), x + cw / 2, bottom - h - 2, { align: "center", colour: INK.gold, bold: true, size,
                                                               maxW: cw - 14, label: "protected-pill" });
}
