// Layout of the Lovecraft Letter solo table: view (+ legal moves, UI state) -> scene. Pure: no DOM.
// Regions from top to bottom: header, opponent row (clue stack, Cthulhu, its discard), the prompt with its
// chips, the player's row (hand, deck, discard), the footer (cards out of play), the error and the result.
import { INK, addTo, bannerItem, chipRows, errorStrip, finish, startScene, waitingScene } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { fitPrompt } from "./prompt_fit.js";
import { worstWords } from "./band_room.js";
import { cardName, word } from "../scene/words.js";
import { textsOf } from "../scene/zoom.js";

/** Return chip text for one legal action's fields (its card left out). */
export function variantLabel(fields, catalog, lang) {
  const parts = [];
  if (fields.effect) parts.push(word(catalog, lang, fields.effect));
  if (fields.guess !== undefined) parts.push(`${word(catalog, lang, "name")} ${fields.guess}`);
  if (fields.compare) parts.push(`${word(catalog, lang, "compare")} ${word(catalog, lang, fields.compare)}`);
  if (fields.target) parts.push(`→ ${word(catalog, lang, fields.target)}`);
  if (fields.side) parts.push(word(catalog, lang, fields.side));
  if (fields.value !== undefined) parts.push(String(fields.value));
  return parts.join(" · ") || "▶";
}

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
  let y = replaying ? replayRoom(t, m) : endFirst ? banner(t, m) : m;
  y = header(t, y);
  // over on a wide table under the page's open result panel: the board stays where it lay on the last turn, only the
  // opponent's discard comes under the panel, into the band's room (review 9, d14: the board dropped ~170 px)
  const still = stillEnd(t, replaying) ? lastTurnRows(input, size, fs) : null;
  if (still) {
    stillBanner(t, y);
    [y, t.endFoot] = [still.top, panelRoom(t, endPanelHeight(t.banner, t.css)) + m];
  }
  // over: the result first, in the room the page's result panel takes; at a replay's last step under its panel, which
  // covered the red strip's title (review 9, d34)
  else if (t.view.result && !endFirst) y = banner(t, y, replaying);
  y = opponentRow(t, y);
  const bandTop = y;
  if (!t.view.result) y = promptBand(t, y);
  y = lastEvent(t, y);
  y = playerRow(t, still ? Math.max(y, still.hand) : y);
  y = footer(t, y);
  const choosing = inner === W && t.selected !== null && !t.view.result;
  keepInSight(t.items, inner < W, choosing);
  const zoom = letterZoom(input);
  if (choosing) ownZoom(t, zoom.texts(t.view.hand[t.selected].id), bandTop);
  // a card's text opened by a tap on a narrow table (its discard, the clue stack, a pile's top…) comes in the same
  // box, with its ✕: the scene's zoom found no free place among the kept items and put it under the table, a screen
  // below the card (newcomer review 12, finding 2)
  else if (inner === W && zoom.opened) ownZoom(t, zoom.texts(zoom.opened), bandTop, true);
  const zoomFoot = Math.max(0, ...t.items.filter((i) => i.own).map((i) => i.y + i.h + m));
  const H = Math.max(y + m, zoomFoot, inner < W ? zoomColumnNeed(t, W - inner) : 0);
  if (inner < W) guardLabels(t.items);
  // an answer to the opponent's card is one tap, as a chip: a finger's second tap said "tap again to play" of an
  // answer (issue 23 r6c, finding 9; ui/pointer.js `tapAction`); the hand card itself is selected first (table())
  if (t.view.phase === "answer") for (const i of t.items) if (String(i.id ?? "").startsWith("act:")) i.once = true;
  t.items[0].w = W;   // the table's cloth under the zoom's column too
  return finish(t.items, W, H);
}

/**
 * Push the text of the hand card chosen on a narrow table (`t.selected`), or of a card opened by a tap (`close`: with
 * its ✕), right under the hand's row, its Insanity lines and the "Discard · Insanity N" line, the table's width (over
 * the player's discard cards and the footer, out of play): always there, its name and first lines in the screen with
 * the hand (newcomer review 10, finding 2: the scene's zoom put it under the table's foot for some cards, above the
 * chips for others). Not over the opponent's row: it covered Cthulhu and the opponent's discard, what Deep Ones' value
 * and Yith's comparison are chosen by (review 11, finding 2); nor over "Discard · Insanity N" (review 12, finding 5).
 * Marked `own`: letterZoom then adds no zoom of its own.
 */
function ownZoom(t, text, bandTop, close = false) {
  const { fs, m, W } = t;
  if (!text) return;
  const pad = 8;
  // under the hand's row and its Insanity line (a warning the zoom never covers: issue 23 round 6c, finding 1)
  const rows = /^(hand-\d|deck|insanity-line|deck-top-danger)$/;
  const foot = (list) => Math.max(...list.map((i) => i.y + (i.type === "text" ? i.size ?? i.h : i.h)));
  const above = t.items.filter((i) => rows.test(i.label ?? ""));
  // then "Discard · Insanity N", come up from the foot of the room kept for the longest Insanity lines to right under
  // the turn's own: the box lay over it (review 12, finding 5); its cards under it are no move (LS-CHECK-1's N stays)
  const discard = t.items.find((i) => i.label === "insanity" && i.type === "text");
  if (discard && above.length) discard.y = Math.min(discard.y, foot(above) + 4);
  const hand = [...above, ...(discard ? [discard] : [])];
  const x = m;
  const zw = W - 2 * m;
  const lines = [...wrapLines(text.title, zw - 2 * pad, fs + 1, true).map((l) => ({ t: l, size: fs + 1, bold: true })),
                 ...text.lines.flatMap((p) => wrapLines(p, zw - 2 * pad, fs).map((l) => ({ t: l, size: fs })))];
  const shut = close ? Math.round(fs * 2) + 4 : 0;   // its ✕ chip's row (chipRows: 2 × fs high)
  const h = lines.reduce((sum, l) => sum + l.size + 4, 0) + 2 * pad + shut;
  const y = hand.length ? foot(hand) + (discard ? 6 : 8) : Math.max(m, bandTop - 10 - h);
  t.items.push({ type: "mzoom", x, y, w: zw, h, id: "cmd:none", z: 10, label: "zoom", own: true });
  let ly = y + pad;
  lines.forEach((l, i) => {
    t.items.push({ type: "text", text: l.t, x: x + pad, y: ly, w: 0, h: l.size, size: l.size, bold: Boolean(l.bold),
                   colour: l.bold ? INK.gold : INK.text, z: 11, label: i === 0 ? "zoom-name" : "zoom-text" });
    ly += l.size + 4;
  });
  if (close) chipRows(t.items, [{ text: "✕", id: "select:none", quiet: true }], x + pad, ly + 4, zw - 2 * pad, fs,
                      { extra: { z: 12 } });
}

/**
 * Return whether the board of an ended game stays where it lay on its last turn: a wide table (the page's result panel
 * is centred over the canvas's top, right of the stack and Cthulhu) with that panel open (`ui.endingShown`, index.js);
 * not a replay's, nor a room's shared table (no such panel: its own result strip takes the room above the rows).
 */
function stillEnd(t, replaying) {
  return Boolean(t.view.result) && !replaying && t.full > t.W && t.ui?.endingShown === true && !t.shared;
}

/**
 * Push the result strip of a still end board (stillEnd): no room, as the page's panel shows the result (the strip is
 * never painted while it is open, index.js), yet in the scene for what reads the result from it (the page's tests,
 * the coach): 0 px high, it covers no card (a cover takes its cards' clicks and zooms, scene/zoom.js).
 */
function stillBanner(t, y) {
  const win = t.view.result.outcome === "win";
  const strip = bannerItem(t.items, t.banner, { title: t.w(win ? "win" : "loss"), win },
                           { y, W: t.W, fs: t.fs, design: t.mode === "design" });
  strip.h = 0;
}

/** Return {top, hand}: where the opponent's row (its clue label) and the Hand label lay on the game's last turn. */
function lastTurnRows(input, size, fs) {
  const s = layoutLetter({ ...input, view: { ...input.view, result: null }, legal: [], banner: undefined, prompt: "",
                           ui: {} }, size);
  const at = (label) => s.items.find((i) => i.label === label)?.y ?? 0;
  return { top: at("clue-stack") - fs - GAP - 2, hand: at("hand-label") };
}

// the opponent's discard (its cards, its label): what a player reads to guess; on a wide table the player's own too.
// On a narrow one the player's may be covered a while: a phone's zoom then had no place left and made the table
// taller (tests/test_browser_layout_still.py)
const DISCARD = /^opponent-discard|^opp-discard-label$/;
const OWN_DISCARD = /^player-discard|^insanity$/;
const READ = /^(opponent-title|insanity-line)$/;   // who the opponent is; Insanity N and its race or doom warning
const HAND_ROW = /^(hand|deck)-label$|^hand-\d+$|^deck$/;   // the hand's row: its cards, the deck and their labels

// the opponent's row: on a phone, a selected card's text lies over it, right above the prompt and its chips
const OPPONENT_ROW = /^(cthulhu|opponent-title|opp-discard-label|opponent-discard(-\d+)?|protected-opponent)$/;

/**
 * Mark what the card zoom must never cover (scene/zoom.js `keep`): every item that does something and the clue stack.
 * On a narrow table while a hand card is chosen (`choosing`), not the opponent's row: the card's text then always goes
 * there, over it, by the chips; it showed under the table's foot for some cards, above the chips for others (newcomer
 * review 10, finding 2). Its Investigators' or Deep Ones' text lists the values not seen yet, for naming one.
 */
function keepInSight(items, wide, choosing = false) {
  for (const item of items) {
    const under = choosing && OPPONENT_ROW.test(item.label ?? "") && !String(item.id ?? "").startsWith("act:");
    if (wide && OWN_DISCARD.test(item.label ?? "")) item.keep = true;
    // the prompt too: a card's zoom opened by its choice never hides what the choice says (issue 23 round 3)
    // the discards too: the zoom covered the opponent's discard a player reads to guess (issue 23 r6, finding 5)
    // the Hand and Deck labels too: on a phone the zoom lay over them and the hand's row (issue 23 r6b, finding 2)
    // the yellow line, the insanity line and its warnings too: the zoom covered them (issue 23 r6c, finding 1)
    if (!under && (item.label === "clue-stack" || item.label === "prompt" || HAND_ROW.test(item.label ?? "")
        || READ.test(item.label ?? "") || item.label === "prompt-more" || DISCARD.test(item.label)
        || (item.id && item.id !== "cmd:none"))) item.keep = true;
    // the hover tooltip moves off what a player reads to choose (scene/feedback.js `avoid`): it hid the opponent's
    // discard (issue 23 r6, finding 5); the hand's cards too (a chip's tooltip lay over them at 1280, round J)
    if (/^(opponent|player)-discard|^clue-stack$|^cthulhu$|^hand-\d+$/.test(item.label ?? "")) item.avoid = true;
    // a kept line is as wide as its words: a bare one ran to the table's right edge for the coach (ui/coach.js
    // promptBoxes), which found no room on the table and put Learn to play's bubble below it, scrolling the page
    // (newcomer review 7, Letter finding 1)
    if (item.keep && item.type === "text" && !item.w && !item.maxW) item.w = Math.ceil(textWidth(item.text, item.size, item.bold));
  }
}

const LABELS = /^(hand-label|deck-label|insanity|opp-discard-label)$/;   // the rows' labels a zoom keeps clear of
const LABEL_GAP = 6;   // px around them: a box's frame and a label's descenders touched (g, y of "Discard · Insanity")

/**
 * Push an unpainted kept box a few px around each row label of a wide table: a card's zoom placed right against
 * "Hand", "Deck: 9" or "Discard · Insanity N" covered their descenders with its frame (newcomer review 9, d07, d24).
 */
function guardLabels(items) {
  for (const l of items.filter((i) => i.type === "text" && LABELS.test(i.label ?? ""))) {
    const w = l.w || Math.ceil(textWidth(l.text, l.size, l.bold));
    items.push({ type: "rect", x: l.x - LABEL_GAP, y: l.y - LABEL_GAP, w: w + 2 * LABEL_GAP, h: l.h + 2 * LABEL_GAP,
                 fill: "rgba(0,0,0,0)", keep: true, label: "label-guard" });
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
  const sw = Math.round(Math.max(54, sizes.cw * 0.62));  // a discard's card: a name's words at MIN_TEXT
  const small = { w: sw, h: Math.round(sw * 1.4) };
  return { view, catalog, lang, mode, error, seat, banner: input.banner, ask: input.prompt || "", items, text, ...sizes,
           ui,
           log: input.log_lines,
           shared: Boolean(input.shared), touch: Boolean(input.ui?.touch),
           small, byHand, byZone, only, stepId,
           stackId: only(byZone.get("opponent")) ?? stepId, selected,
           w: (key, vars) => word(catalog, lang, key, vars), face: (card) => face(card, catalog, lang) };
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

/** Header: turn and whose move; the design label. */
function header(t, y) {
  const { view, w, seat, fs, m, W } = t;
  const status = view.result ? w("over") : view.to_act === seat ? ownStatus(t) : view.to_act ? w("opp_turn") : "";
  const head = `${w("turn")} ${view.turn} · ${status}`;
  // wrapped; as tall as its longest status ("The opponent's turn (the clue stack plays)", an answer to any card), so
  // a turn never moves the rows
  const lines = wrapLines(head, W - 2 * m, fs + 2, true);
  const answers = Object.keys(t.catalog?.cards ?? {}).map((id) =>
    w("answer_head", { card: cardName(t.catalog, t.lang, id) }));
  const most = Math.max(lines.length, ...[w("you"), w("opp_turn"), w("over"), ...answers].map((s) =>
    wrapLines(`${w("turn")} ${view.turn} · ${s}`, W - 2 * m, fs + 2, true).length));
  lines.forEach((line, i) => t.text(line, m, y + i * (fs + 6), { size: fs + 2, bold: true }));
  y += (most - 1) * (fs + 6);
  if (t.mode !== "design") return y + fs + 12;
  const apart = textWidth(head, fs + 2, true) + textWidth(w("design"), fs, true) + 2 * m + 12 <= W;
  if (!apart) y += fs + 8;                                   // a narrow table: the design label on its own line
  t.text(w("design"), W - m, y, { align: "right", colour: INK.gold, bold: true });
  return y + fs + 12;
}

/** The header's status on the seat's move: "Answer the opponent's <card>" while it answers a card the opponent played
 * against it (phase answer), else "Your move". */
function ownStatus(t) {
  const card = t.view.phase === "answer" ? t.view.prompt?.card : null;
  return card?.id ? t.w("answer_head", { card: cardName(t.catalog, t.lang, card.id) }) : t.w("you");
}

/** Opponent row: clue stack, Cthulhu, protection, the opponent's discard. */
function opponentRow(t, y) {
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
  const said = sealed && left > 0 ? w("stack_left") : `${w("clues")}${colon(t.lang)}${clues}`;
  t.text(said, m, y, { colour: INK.dim });
  const topFace = left > 0 ? t.face(stack[0]) : null;
  // sealed, a card a swap left on the stack is no clue: no count badge under "Clues: 0" (review 7, finding 3: g12)
  items.push({ type: "pile", x: m, y: y + fs + GAP, w: cw, h: ch, count: left, top: topFace,
               id: t.stackId, highlight: Boolean(t.stackId), label: "clue-stack", key: "clue-stack",
               turn: view.to_act === "opponent", ...(sealed ? { badge: false } : {}) });
  const cx = m + Math.round(cw * 1.3);
  t.text(w("cthulhu"), cx, y, { colour: INK.dim });
  const goal = cthulhuFace(t);
  // over, with Cthulhu gone from the stack: an empty slot, Cthulhu drawn only where it went (review 7, finding 3)
  items.push(goal ? { type: "card", x: cx, y: y + fs + GAP, w: cw, h: ch, face: goal,
                      glow: clues === 0 && !view.result, label: "cthulhu", key: "cthulhu" }
    : { type: "pile", x: cx, y: y + fs + GAP, w: cw, h: ch, count: 0, top: null, label: "cthulhu" });
  const narrow = t.full === t.W;
  if (view.protected.opponent) opponentShield(t, y + fs + GAP, cx, narrow, left > 0 ? m : cx);
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
  if (t.endFoot || 2 * perRow(t, right - ox) < discardGroups(view.opponent_discard).length) {
    const below = Math.max(y + fs + GAP + ch + 12, t.endFoot ?? 0);
    t.text(w("opp_discard"), m, below, { colour: INK.dim, label: "opp-discard-label" });
    return fan(t, view.opponent_discard, m, below + fs + GAP, right - m, "opponent-discard") + 14;
  }
  t.text(w("opp_discard"), ox, y, { colour: INK.dim, label: "opp-discard-label" });
  const foot = fan(t, view.opponent_discard, ox, y + fs + GAP, right - ox, "opponent-discard");
  return Math.max(y + fs + GAP + ch, foot) + 14;
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
 * Return the prompt and its chips: a selected card's variants, an answer, a guess, or the opponent's step. The
 * kernel's prompt (`t.ask`, made from the legal moves) and each move's chip words (`label`) come first.
 */
function promptOf(t) {
  const { view, w, byHand, byZone, selected, catalog, lang, ask } = t;
  const variants = (acts) => acts.map((a) => ({ text: a.label ?? variantLabel(a.fields, catalog, lang),
                                                id: `act:${a.id}`, say: a.text, own: Boolean(a.label) }));
  const answering = view.prompt?.kind === "answer";
  if (selected !== null && !answering) {
    const card = view.hand[selected];
    const acts = byHand.get(selected);
    const ask = w(acts.length > 1 ? "choose" : "confirm", { card: cardName(catalog, lang, card.id) });
    const raise = card.insane ? w("insanity_up", { n: view.insanity ?? 0, next: (view.insanity ?? 0) + 1 }) : "";
    const one = acts.length === 1 && acts[0].text ? [oneMoveChip(t, acts[0])] : null;
    const { chips, warn } = sharedWarning(one ?? variants(acts));
    return { prompt: [ask, raise, warn].filter(Boolean).reduce((a, b) => sentences(a, b, lang)),
             chips: [...chips, { text: w("cancel"), id: "select:none", quiet: true }] };
  }
  if (answering) {
    const side = (a, key) => ({ text: a.label ?? w(key), id: `act:${a.id}`, say: a.text, own: Boolean(a.label) });
    const chips = [...(byZone.get("hand") ?? []).map((a) => side(a, "hand")),
                   ...(byZone.get("deck") ?? []).map((a) => side(a, "deck")),
                   ...(selected === null ? [] : [{ text: w("cancel"), id: "select:none", quiet: true }])];
    return { prompt: ask || w("answer", { card: cardName(catalog, lang, view.prompt.card.id) }), chips };
  }
  if (view.prompt?.kind === "guess" && byZone.get("prompt")) {
    const { chips, warn } = sharedWarning(variants(byZone.get("prompt")));
    return { prompt: warn ? sentences(ask || w("guess"), warn, lang) : ask || w("guess"), chips };
  }
  // a room's server plays the opponent: no step chip there (issue 23 round 6d, finding 8)
  if (t.stepId && t.shared) return { prompt: "", chips: [] };
  if (t.stepId || byZone.get("opponent")) return { prompt: "", chips: [{ text: `${w("opponent_step")} ▶`, id: t.stackId }] };
  return { prompt: byHand.size ? ask || w("hint") : "", chips: [] };
}

/**
 * Return the chip of a selected card's only move: it says the whole move ("Play Cats of Ulthar: look at …", issue 23 r6
 * finding 1); a sentence longer than the band's row keeps its head and the chip's words ("Play Cats of Ulthar: Look at
 * the top card"), so the band keeps one chip row and the hand row does not move.
 */
function oneMoveChip(t, a) {
  const room = t.W - 2 * t.m - Math.round(t.fs * 1.6);
  const head = a.text.match(/^[^:：]*[:：]\s?/)?.[0];
  // the label's own head said again by the move's ("Play Mi-Go on yourself: On yourself: discard …", issue 23 r6b,
  // a newcomer's game at 1280×800) is left out
  const own = a.label?.match(/^([^:：]*)[:：]\s?/);
  const label = own && head?.toLowerCase().includes(own[1].toLowerCase()) ? a.label.slice(own[0].length) : a.label;
  const short = head && label ? `${head}${label}` : a.text;
  const text = textWidth(a.text, t.fs, true) <= room ? a.text : short;
  return { text, id: `act:${a.id}`, say: a.text };
}

/**
 * Return the chips with a warning every one of them ends with (" ⚠ Cthulhu stays on top: you lose" on each Name
 * chip) taken off, and that warning (said once in the prompt): eight long chips made the band tall and moved the hand
 * row turn to turn (issue 23 r5, L14). The chips of a warning only some carry keep a bare ⚠ that points to it.
 */
export function sharedWarning(chips) {
  const tail = (c) => { const i = c.text.indexOf(" ⚠"); return i < 0 ? null : c.text.slice(i); };
  const warned = chips.filter((c) => tail(c));
  const warn = warned.length > 1 ? tail(warned[0]) : null;
  if (!warn || !warned.every((c) => tail(c) === warn)) return { chips, warn: "" };
  // a warning most chips carry (six of Deep Ones' nine Name chips) leaves a bare ⚠ on them: each on its own row, they
  // made the band ~270 px tall and pushed the hand down (issue 23 round 6d, finding 1)
  const mark = warned.length === chips.length ? "" : " ⚠";
  return { chips: chips.map((c) => (tail(c) ? { ...c, text: c.text.slice(0, -warn.length) + mark } : c)),
           warn: warn.trim() };
}

/** Return two sentences as one text: a full stop after the first where it has none; no space between them in zh and ja. */
function sentences(first, second, lang) {
  const cjk = /^(zh|ja)/.test(lang);
  const stop = /[.?!。？！：:]$/.test(first) ? "" : cjk ? "。" : ".";
  return `${first}${stop}${cjk ? "" : " "}${second}`;
}

/**
 * Middle band: the prompt and its chips (room for one row of chips is kept when there is none). The band is as tall
 * as the tallest a card's selection could make it, so that selecting a card never moves the rows below (issue 23).
 */
function promptBand(t, y) {
  const at = t.items.length;
  // one foot for the whole game, from the catalog and the width only: the turn's prompt room with a chip row, or the
  // tallest naming selection (reserveBand); a band that would run past it draws its chips smaller. Kept as tall as
  // the hand's choices, it moved the hand row between y≈491, 507 and 539 at 1280 (newcomer review 10, finding 3)
  const foot = Math.max(reserveBand(t, y), bandOf({ ...t, selected: null, ask: "" }, y, [], false, true));
  const drawn = squeezed(t, y, foot);
  // the zoom keeps a gap from what the band says: an unpainted box over the prompt, 8 px taller (zoom.js `keep`)
  t.items.push({ type: "rect", x: t.m, y: y - 8, w: t.W - 2 * t.m, h: drawn - y + 8, fill: "rgba(0,0,0,0)", keep: true,
                 label: "prompt-guard" });
  bandPanel(t, at, y, drawn, Math.max(foot, drawn));
  return Math.max(foot, drawn);
}

/**
 * Draw the band so it ends by `foot`: as laid out, else its chips right under the prompt's own lines (`tight`), then
 * a size smaller, down to MIN_TEXT (what scene text is drawn at least); return its foot.
 */
function squeezed(t, y, foot) {
  const tries = [];
  for (let size = t.chipFs; size >= Math.min(MIN_TEXT, t.chipFs); size--) {
    tries.push({ chipFs: size }, { chipFs: size, tight: true });
  }
  const fit = tries.find((o) => bandOf({ ...t, ...o }, y, [], false) <= foot) ?? tries.at(-1);
  return bandOf({ ...t, ...fit }, y, t.items, true);
}

/**
 * On a phone, over the hand: what the opponent's last turn did (at most two lines, "Opponent's turn: …"), then the
 * newest line of the story (its turn headings skipped): the story lies below the fold there, and scrolling to it lost
 * the hand (review 4, finding 1); the newest line alone was the player's own draw after the opponent's turn, never
 * what the opponent did (review 11, finding 1: its Elder Sign, its Randolph Carter). Their room is kept while the
 * story is empty, so the hand's row stays put. Without the story's lines (`log_lines` not passed) nothing is drawn.
 */
function lastEvent(t, y) {
  if (!Array.isArray(t.log) || t.W < t.full || t.view.result) return y;
  const line = [...t.log].reverse().find((l) => l?.text && !l.turn);
  const small = Math.max(MIN_TEXT, t.fs - 1);
  const width = t.W - 2 * t.m;
  const theirs = opponentTurn(t.log);
  const said = t.w("last_opponent", { text: "" }) !== "last_opponent";
  const rows = said ? 3 : 1;   // the room kept from turn 1, so the hand's row stays put
  // the newest line, unless it is the opponent's turn's own (an answer to its card: told above already), after the
  // cards this turn's insanity check turned up (what changed N: review 12, finding 3), on two lines at most; the
  // opponent's turn on the rows left (two, or one when the check takes two)
  const told = line && !(said && theirs.includes(line))
    ? [...checkLines(t.log).filter((l) => l !== line), line].map((l) => flat(l.text)).join(" ") : "";
  const mine = told ? wrapLines(t.w("last_event", { text: told }), width, small) : [];
  const before = theirs.length && said
    ? wrapLines(t.w("last_opponent", { text: theirs.map((l) => flat(l.text)).join(" ") }), width, small) : [];
  const mineRows = Math.min(mine.length, 2, before.length ? rows - 1 : rows);
  const theirRows = Math.min(before.length, 2, rows - mineRows);
  const cut = (lines, n) => (lines.length > n ? [...lines.slice(0, n - 1), oneLine(lines.slice(n - 1).join(" "), width, small)]
    : lines);
  const draw = (lines, from, label) => lines.forEach((l, i) => t.text(l, t.m, from + i * (small + 4),
    { colour: INK.text, size: small, h: small, label, keep: true }));
  draw(cut(before, theirRows), y, "last-opponent");
  draw(cut(mine, mineRows), y + (rows - mineRows) * (small + 4), "last-event");
  return y + (rows - 1) * (small + 4) + small + 10;
}

/** Return a story line's text on one line (its line breaks as spaces). */
const flat = (text) => String(text).replace(/\s+/g, " ");

/**
 * Return the lines of the opponent's latest turn (after its heading, up to the next heading) once it has ended, in
 * the player's turn: what the opponent did since the player's last turn; none before its first turn.
 */
function opponentTurn(log) {
  const head = log.findLastIndex((l) => l?.turn && !l?.you);
  if (head < 0) return [];
  const next = log.findIndex((l, i) => i > head && l?.turn);
  if (next < 0) return [];   // its turn still going: the newest line tells it
  return log.slice(head + 1, next).filter((l) => l?.text && !l.turn);
}

/** Return `text` cut to one line `width` wide, ending in " …" when cut (a word boundary where there are spaces). */
export function oneLine(text, width, fs) {
  if (textWidth(text, fs) <= width) return text;
  let cut = text;
  while (cut && textWidth(`${cut} …`, fs) > width) cut = cut.slice(0, -1);
  const word = cut.lastIndexOf(" ");
  return `${word > cut.length / 2 ? cut.slice(0, word) : cut} …`;
}

/**
 * Return the lines of the player's current turn's insanity check that name a card (LS-CHECK-1: each card it turns up,
 * an Insanity card among them raising N, LS-CHECK-2): the lines after the player's own turn heading that are not the
 * player's own acts (its draw is the first) and name cards; none in the opponent's turn.
 */
function checkLines(log) {
  const head = log.findLastIndex((l) => l?.turn);
  if (head < 0 || !log[head].you) return [];
  const out = [];
  for (const l of log.slice(head + 1)) {
    if (l?.you) break;
    if (l?.text && l.cards?.length && !l.big) out.push(l);
  }
  return out;
}

/**
 * Draw the band as a panel (a faint box under its prompt and chips, from `y` to `foot`) and, where the room kept for a
 * card's choices is empty, say what comes there: a blank middle looked broken late in the game at 1280×800 (issue 23
 * r6, finding 4). The box goes under the band's items (at index `at`).
 */
function bandPanel(t, at, y, drawn, foot) {
  if (foot - y < 2 * t.fs || t.view.result) return;   // over: nothing comes there any more
  const pad = Math.round(t.m / 2);
  t.items.splice(at, 0, { type: "rect", x: t.m - pad, y: y - pad, w: t.W - 2 * t.m + 2 * pad, h: foot - y,
                          fill: "rgba(255, 255, 255, 0.035)", label: "prompt-panel" });
  const chips = t.items.slice(at).some((i) => i.type === "chip");
  const lines = wrapLines(touchWords(t, t.w("band_empty")), t.W - 2 * t.m, t.fs);
  // where the chips come (bandOf keeps a chip row's room under a prompt without chips): the band is shorter now
  const from = drawn - Math.round(t.fs * 2) - 16;
  const free = foot - 12 - from;
  if (chips || !t.byHand.size || free < lines.length * (t.fs + 4) + t.fs) return;
  const top = from + Math.round((free - lines.length * (t.fs + 4)) / 2);
  lines.forEach((line, i) => t.text(line, t.m, top + i * (t.fs + 4), { colour: INK.dim, label: "band-empty" }));
}

/**
 * Return the foot of the band a naming selection needs (Deep Ones chosen: "Name 0, 2–8", Cancel, under its prompt and
 * the Insanity sentence; an insane player's chips carry their row, and the Insane row's chip comes first), whatever the
 * hand holds: the band keeps that height every turn, so the hand row stays in one place (issue 23 r5: it jumped
 * between y≈450 and y≈640, L14, G1_05), sane or insane (review 7, finding 4); over, no reserve.
 */
function reserveBand(t, y) {
  const { view, w, fs, m, W, catalog, lang } = t;
  if (view.result) return 0;
  // each prompt in bandOf's room (prompt_fit.js): only a prompt too long even at its smallest size is taller
  const below = (ask) => y + 6 + fitPrompt(sentences(ask, w("insanity_up", { n: 0, next: 1 }), lang),
                                           { width: W - 2 * m, size: fs, lang, lines: 2, grow: true }).height;
  // Deep Ones' "choose" over the Insanity sentence with its naming chips; or a one-move card's "confirm" (its longest
  // name) with its chip and Cancel (two rows at most): the taller of the two, not the longest prompt over the most
  // chips (a line more than any selection: issue 23 r6b, finding 1)
  const names = Object.keys(catalog?.cards ?? {}).map((id) => cardName(catalog, lang, id));
  const confirm = Math.max(...names.map((card) => below(w("confirm", { card }))));
  // sane or insane alike: an insane player's chips (longer, one more) kept from the start, so becoming insane never
  // moves the hand (review 7, finding 4: e07, 70 px lower)
  // in the kernel's order (Sane names, the Insane chip last) and a warning the names share: said in the prompt, a
  // bare ⚠ on each (review 10: a warned naming of an insane player ran 47 px past the band on a phone)
  // these rare selections draw their chips smaller where they must (promptBand's squeeze): measured so
  const { warn, compare } = worstWords(lang);
  const least = Math.min(MIN_TEXT, t.chipFs);
  const naming = (insane, warned) => {
    const mark = warned ? " ⚠" : "";
    const name = (g) => (insane ? w("band_sane_chip").replace(/8/, String(g)) : variantLabel({ guess: g }, catalog, lang));
    const chips = [0, 2, 3, 4, 5, 6, 7, 8].map((g) => ({ text: `${name(g)}${mark}`, own: true }));
    if (insane) chips.push({ text: w("band_insane_chip"), own: true });
    chips.push({ text: w("cancel"), quiet: true });
    const ask = w("choose", { card: cardName(catalog, lang, "deep_ones") });
    return chipRows([], chips, m, below(warned ? sentences(ask, warn, lang) : ask), W - 2 * m, warned ? least : t.chipFs,
                    { below: 12 });
  };
  // Hound of Tindalos played insane: two compare chips (the deck's warned) and its Insane chip
  const hound = chipRows([], [...compare.map((text) => ({ text, own: true })), { text: w("cancel"), quiet: true }], m,
                         below(w("choose", { card: cardName(catalog, lang, "hound_of_tindalos") })), W - 2 * m, least,
                         { below: 12 });
  return Math.max(naming(false, false), naming(true, false), naming(true, true), hound,
                  confirm + 2 * Math.round(t.chipFs * 2) + 6 + 12);
}

/**
 * Return a text in a touch screen's words: its "click" is "tap" there (the kernel's prompt said "click a glowing card"
 * on a zh phone: issue 23 round 6d, finding 3).
 */
export function touchWords(t, text) {
  const click = t.w("click_word");
  if (!t.touch || !click || click === "click_word") return text;
  const tap = t.w("tap_word");
  const upper = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  return text.split(click).join(tap).split(upper(click)).join(upper(tap));
}

/**
 * Lay out the prompt band of `t` (its selection) into `items` (the prompt's text too when `draw`); return its foot.
 * `bare`: the foot of the turn's prompt room with its chip row, whatever the turn says.
 */
function bandOf(t, y, items, draw, bare = false) {
  const { fs, m, W } = t;
  const asked = bare ? { prompt: "", chips: [] } : promptOf(t);
  const { chips } = asked;
  // the prompt in a room as tall as the longest prompt's lines, drawn smaller (never under 12 px at a desk) rather
  // than taller: the hand below keeps one y whatever the prompt says (newcomer review 7, rooms at 1280: the Hand label
  // went 365 → 381 → 455 across prompts; review 9, d02 / d12: a three-line prompt moved it 16 px and drew 11 px)
  const room = fitPrompt(touchWords(t, asked.prompt), { width: W - 2 * m, size: fs, lang: t.lang,
                                                       ...(t.selected === null ? {} : { lines: 2, grow: true }) });
  const { size } = room;
  if (draw) room.lines.forEach((line, i) => t.text(line, m, y + i * (size + 4), { bold: true, size, h: size,
                                                                                label: i ? "prompt-more" : "prompt" }));
  const top = y + (t.tight ? room.lines.length * (size + 4) : room.height) + 6;
  // Chips with words of their own (the moves' labels) keep them; the others show their sentences where they fit.
  const long = !chips.some((c) => c.own);
  return chips.length ? chipRows(items, chips, m, top, W - 2 * m, t.chipFs, { below: 12, long })
    : top + Math.round(fs * 2) + 16;
}

/**
 * Return the height the zoom's column needs on a wide table (`column` px wide): the tallest card text of the catalog
 * in the table's language, as scene/zoom.js draws it (title, paragraphs, close chip), so no zoom makes it taller.
 */
function zoomColumnNeed(t, column) {
  const { catalog, lang, fs, m } = t;
  const zw = column - m;
  const pad = 10;
  let need = 0;
  for (const id of Object.keys(catalog?.card_texts ?? {})) {
    const c = textsOf(catalog.card_texts, lang, id);
    const paras = cardParas(c, id, t.w, lang, catalog, t.view);
    let h = wrapLines(`${c.name ?? id} (0)`, zw - 2 * pad, fs + 2, true).length * (fs + 7);
    for (const para of paras.filter(Boolean)) h += wrapLines(para, zw - 2 * pad, fs).length * (fs + 5);
    need = Math.max(need, h + 2 * pad + Math.round(fs * 2) + 8);
  }
  return need + 2 * m;
}

const RAISE = 8;   // a chosen hand card stands this many px above the row
// a label's foot to the cards under it: the last action's cyan outline (paint.js, 6 px out, 3 px wide) struck through
// "Opponent's discard" on a phone (issue 23 r6, with finding 6)
const GAP = 10;
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

/**
 * Push the opponent's shield and its "Protected" pill across the foot of the card at `px` that stands for it (the clue
 * stack, or Cthulhu once no clue is left: on the empty slot it read as protecting nothing, newcomer review 10, finding
 * 5, d108). The shield stands beside Cthulhu, or under it on a narrow table (its discard takes the room beside).
 */
function opponentShield(t, top, cx, narrow, px) {
  const { cw, ch } = t;
  const [sw, sh] = [Math.round(cw * 0.4), Math.round(cw * 0.5)];
  const at = narrow ? { x: cx + cw - sw, y: top + ch + 6 } : { x: cx + cw + 8, y: top };
  t.items.push({ type: "shield", ...at, w: sw, h: sh, text: t.w("protected_label"), label: "protected-opponent" });
  protectedPill(t, px, top + ch);
}

/**
 * Push the opponent's "Protected" pill across the foot of its clue stack (`bottom`: the stack's lower edge): the
 * stack IS the opponent, and a bare shield beside Cthulhu said nothing (newcomer review 7, Letter finding 3).
 */
function protectedPill(t, x, bottom) {
  const { cw, fs, w } = t;
  const size = Math.max(MIN_TEXT, fs - 3);
  const h = size + 8;
  // no zoom of its own (the shield has it): it lies over the stack, a move's target, and must not take its click
  t.items.push({ type: "rect", x: x + 4, y: bottom - h - 6, w: cw - 8, h, fill: "rgba(20,20,20,0.85)",
                 label: "protected-pill" });
  t.text(w("protected_label"), x + cw / 2, bottom - h - 2, { align: "center", colour: INK.gold, bold: true, size,
                                                               maxW: cw - 14, label: "protected-pill" });
}

/** Player row: hand, deck, discard with insanity marks. */
function playerRow(t, y) {
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
  const rowY = y + fs + 4 + GLOW + (view.result && !t.endFoot ? 0 : RAISE);   // a still end board: where it lay
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
  // two rows beside the hand start under their label, not at the hand's raised-card room: the late game ran past a
  // 1280×800 window (issue 23 r6b, finding 1)
  const top = ly !== y ? ly + fs + GAP : kinds > perRow(t, t.full - m - px) ? y + fs + GAP : rowY;
  // over, the pile beside the hand keeps one row (its cards overlapping if they must): its second row ran the end
  // board, under round I's result band, past a 1280×800 window (issue 23 round K, fresh-clone CI)
  // — but a still end board (the page's panel open: stillEnd) keeps the last turn's two rows: squeezed into one they
  // overlapped, "The Shining Trapezohedron" cut and "Deep Ones" half hidden (newcomer review 11, finding 3, desk 038)
  const oneRow = Boolean(view.result) && ly === y && !t.endFoot;
  const foot = fan(t, view.player_discard, px, top, t.full - m - px, "player-discard", true, oneRow ? 1 : 0);
  // the still end's Insanity line 12 px under the cards, not 20 (their "×2" lies inside their foot): its two rows
  // and the end's lines fit a 1280×800 window
  return insanityLine(t, Math.max(bottom, foot + (t.endFoot ? 4 : 12)));
}

/**
 * Push a narrow table's discard under the Insanity line (at `y`, which comes right under the hand: on a phone it fell
 * below the screen, newcomer review 10, finding 1): its label, then one row (its cards overlapping when more kinds
 * came than fit), so the table's foot never moves from turn to turn. Return the foot.
 */
function narrowDiscard(t, y, label) {
  const { view, fs, m } = t;
  t.text(label, m, y, { colour: view.insanity ? "#e59aa8" : INK.dim, bold: view.insanity > 0, label: "insanity" });
  fan(t, view.player_discard, m, y + fs + GAP, t.full - 2 * m, "player-discard", true, 1);
  return y + fs + GAP + t.small.h + 14;
}

/**
 * Return what the next insanity check does (LS-CHECK-1/3/4), in plain words: `key` of the sentence ("insanity_zero":
 * no check; "insanity_next": N cards go; "insanity_race": the deck lasts 3 turns or fewer at this N, so the line turns
 * amber with the way out; "insanity_fail": the deck is shorter than N; "insanity_empty": nothing left to draw after
 * it), whether it must fail (`doom`) or soon will (`race`), and `turns`: how many more turns the deck lasts at this N
 * (each takes N cards for the check and 1 for the draw, LS-TURN-1; issue 23 r5: every lone newcomer's game ended by
 * the deck running out, told only when it could no longer be saved). From the player's view only: N, the deck's
 * count and the clues over Cthulhu are public to the player.
 */
export function insanityState(view) {
  const n = view.insanity ?? 0;
  const deck = view.deck?.count ?? 0;
  const clues = view.opponent?.clues ?? 0;
  const turns = Math.floor(deck / (n + 1));
  const base = { n, deck, turns, clues, doom: false, race: false };
  if (view.result) return { ...base, key: "insanity_over" };   // no next check to describe
  if (n > deck) return { ...base, key: "insanity_fail", doom: true };
  if (deck - n <= 0) return { ...base, key: "insanity_empty", doom: true };
  // the clues cannot be cleared in time: the player and the opponent each take one off a turn, so Cthulhu comes on
  // top in no fewer than half the clues' turns, the deck lasts fewer (review 4: warned only once nothing could be done)
  const need = Math.ceil(clues / 2);
  if (turns < need) return { ...base, need, key: "insanity_behind", race: true };
  // no clue left: the race is Cthulhu itself ("clear the 0 clues" read wrong, newcomer R3-L)
  if (n && turns <= RACE_TURNS) return { ...base, key: clues ? "insanity_race" : "insanity_race_top", race: true };
  return { ...base, key: n ? "insanity_next" : "insanity_zero" };
}

const RACE_TURNS = 3;   // the deck lasts this many turns or fewer: the line turns amber (a few turns before doom)
const AMBER = "#f2b344";

/**
 * The line under the player's row that says what Insanity N is and what the next check does, then the danger of a
 * known deck top; return the foot of their room, on a narrow table as tall as their longest pair can be: the table's
 * foot never moves from turn to turn (newcomer review 10, finding 1: the page moved under the finger).
 */
function insanityLine(t, y) {
  const { w, fs, m, full } = t;
  const s = insanityState(t.view);
  const colour = s.doom ? "#ff8f8f" : s.race ? AMBER : "#e59aa8";
  const top = y;
  // the table's whole width, the zoom's column too (a zoom may cover it a while): two lines of it took the late
  // game past a 1280×800 window (issue 23 r6b, finding 1)
  // measured as drawn: bold when the deck races or must fail (measured light, it ran off the table's edge)
  for (const line of wrapLines(w(s.key, s), full - 2 * m, fs, s.doom || s.race)) {
    t.text(line, m, y, { colour, bold: s.doom || s.race, label: "insanity-line" });
    y += fs + 4;
  }
  // a known deck top loses to the opponent's Investigators (LS-O1, LS-KNOW-4): said while it is known (newcomer R3-L:
  // Great Race of Yith made it known and the next turn lost, unexplained)
  const deck = t.view.deck;
  if (deck?.top_known && deck.count > 0 && !t.view.result) {
    for (const line of wrapLines(w("deck_top_known"), full - 2 * m, fs, true)) {
      t.text(line, m, y, { colour: "#ff8f8f", bold: true, label: "deck-top-danger" });
      y += fs + 4;
    }
  }
  // on a narrow table only: a wide one's foot has room to vary within a 1280×800 window (round6b.test.js)
  return Math.max(y, t.view.result || t.full > t.W ? 0 : top + insanityRoom(t)) + 6;
}

// the states whose sentences the Insanity line's room is measured on (numbers of two digits: the longest words)
const INSANITY_KEYS = ["insanity_zero", "insanity_next", "insanity_race", "insanity_race_top", "insanity_behind",
                       "insanity_fail", "insanity_empty"];

/** Return the px of the Insanity line's longest sentence and the known deck top's danger at the table's width. */
function insanityRoom(t) {
  const { w, fs, m, full } = t;
  const vars = { n: 10, deck: 10, turns: 10, clues: 10, need: 10 };
  const count = (text, bold) => wrapLines(text, full - 2 * m, fs, bold).length;
  const most = Math.max(...INSANITY_KEYS.map((key) => count(w(key, vars), key !== "insanity_zero" && key !== "insanity_next")));
  return (most + count(w("deck_top_known"), true)) * (fs + 4);
}

const FOOT_SLACK = 0.9;   // the share of the width a long footer sentence is wrapped to

/** Footer: public piles outside play and the hidden unused card; then the error strip. */
function footer(t, y) {
  const { view, w, fs, m, catalog, lang } = t;
  const W = t.full;   // the zoom's column too, as the insanity line: it says no move (issue 23 r6b, finding 1)
  const list = (cards) => cards.map((c) => ("id" in c ? cardName(catalog, lang, c.id) : "?")).join(", ") || "—";
  const c = colon(lang);
  // the unused card face down is said in words: "Unused: ?" read as a question (review 4, finding 5)
  const hidden = view.unused.filter((card) => !("id" in card)).length;
  const unused = hidden === view.unused.length && hidden ? w("unused_hidden", { n: hidden }) : list(view.unused);
  const parts = [`${w("removed")}${c}${list(view.removed)}`, `${w("aside")}${c}${list(view.set_aside)}`,
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
  if (view.result) {   // why the backs stay: a seat's table shows only what it saw; the seed replays the deal
    // wrapped with room to spare: measured to the edge, its last words ran past the table (newcomer R3-L, zoom_footer)
    for (const line of wrapLines(w("end_hidden"), (W - 2 * m) * FOOT_SLACK, small)) {
      t.text(line, m, y + 2, { colour: INK.dim, size: small, label: "end-hidden" });
      y += fs + 3;
    }
  }
  y += 5;
  if (!t.error) return y;
  errorStrip(t.items, t.error, m, y, W - 2 * m, fs);
  return y + fs + 14;
}

/** The result banner under the header (the kernel's banner: title, sentence, rule in design mode), as tall as the
 * page's result panel drawn over the canvas's top (ui/ending.js): the opponent's row comes under it. Return its foot.
 * Between the rows, the panel at the canvas's top lay over the opponent's discard (newcomer review 7, finding 2). */
function banner(t, y, replaying = false) {
  const { view, w, fs, W, m } = t;
  const win = view.result.outcome === "win";
  const strip = bannerItem(t.items, t.banner, { title: w(win ? "win" : "loss"), win },
                           { y, W, fs, design: t.mode === "design" });
  if (!replaying) strip.h = Math.max(strip.h, panelRoom(t, endPanelHeight(t.banner, t.css)) - y);
  strip.keep = true;   // a card's zoom opens off it: under the page's panel it was never seen (review 7, finding 2)
  return y + strip.h + Math.round(m / 2);   // half a margin: the end board fits a 1280×800 window (issue 23 round K)
}

const PANEL_SLACK = 6;   // px under a page panel's measured foot on a phone: its wrapped lines ran past the measure

/** Return the table px a page panel `css` CSS px tall covers (t.perCss), on a narrow table with PANEL_SLACK under it. */
function panelRoom(t, css) {
  return Math.ceil(css * t.perCss) + (t.full === t.W ? PANEL_SLACK : 0);
}

/**
 * Return how far down the canvas the page's result panel reaches (px; ui/ending.js puts its top 8 px down, ui/coach.js
 * styles it: 13 px text, a 20 px title, 12 px rows, at most 560 px wide): its title, sentence, decisive moment, rows and
 * buttons, measured at 1280×800 (en) and 390×844 (zh) in Chromium.
 */
export function endPanelHeight(banner, W) {
  if (!banner?.title) return 0;
  const inner = Math.min(560, W - 12) - 32;
  const cjk = CJK.test(`${banner.title}${banner.text ?? ""}`);   // a Chinese or Japanese line stands taller
  const lh = cjk ? 20 : 15;
  const lines = (text, size, width = inner) => (text ? wrapLines(String(text), width, size).length : 0);
  const rows = Array.isArray(banner.rows) ? banner.rows.length : 0;
  return 8 + 24 + lines(banner.title, 20) * (cjk ? 28 : 23) + lines(banner.text, 13) * lh + 4
    + (banner.moment ? lines(banner.moment, 13, inner - 19) * lh + 20 : 0) + (rows ? rows * (cjk ? 21 : 18) + 12 : 0)
    + (cjk ? 31 : 27);
}
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
// a replay's box is one row (ui/ending.js, ui/coach.js: 13 px buttons padded 4 px, the box padded 6 px in a 2 px border,
// its newest story line cut to the row): ~40 px tall, a CJK line's taller glyphs ~4 px more (newcomer review 11)
const REPLAY_ROW = 40;
const REPLAY_ROW_CJK = 44;

/**
 * Return whether a replay's panel lies over the table: a step with no result yet under the game's banner, or its last
 * step, where the page shows the replay's panel, not its result panel (`ui.endingShown`, set by index.js; a room's
 * shared table has no such panel).
 */
function replayShown(t) {
  if (!t.banner?.title) return false;
  return !t.view.result || (!t.shared && t.ui?.endingShown === false);
}

/** Push the room a replay's panel takes (kept clear: a card's zoom opens off it); return its foot. */
function replayRoom(t, y) {
  const foot = Math.max(y, panelRoom(t, replayPanelHeight(t.log, t.css)) + t.m);
  t.items.push({ type: "rect", x: 0, y: 0, w: t.full, h: foot - t.m, fill: "rgba(0,0,0,0)", keep: true,
                 label: "replay-room" });
  return foot;
}

/**
 * Return how far down the canvas a replay's panel reaches (px, its top 8 px down): one row, its buttons, its step and
 * the step's newest story line cut to the row (the page's 92a806b). Room for five wrapped story lines pushed the hand
 * under a 1280×800 window (newcomer review 11, desk 040/042). `_W` is kept for the callers: the row is as tall at any
 * width (nowrap).
 */
export function replayPanelHeight(log, _W) {
  const cjk = (log ?? []).some((l) => CJK.test(String(l?.text ?? l)));
  return 8 + (cjk ? REPLAY_ROW_CJK : REPLAY_ROW);
}

/**
 * Return a discard pile's cards grouped by kind, in the order each kind was first discarded: [{card, n}]. A kind
 * discarded again stays where it is and counts one more ("×2"): moving it to the end reordered the pile under the
 * player's eyes (issue 23 review 6, finding 5).
 */
export function discardGroups(cards) {
  const groups = new Map();
  for (const card of cards) {
    const kind = card && "id" in card ? card.id : "?";
    groups.set(kind, { card, n: (groups.get(kind)?.n ?? 0) + 1 });   // a Map keeps a key's first place
  }
  return [...groups.values()];
}

/** Return how many small cards a row `width` px wide holds. */
function perRow(t, width) {
  return Math.max(1, Math.floor((width + 4) / (t.small.w + 4)));
}

/**
 * Push a discard pile as rows of small cards, one per kind with its count ("×2"), every name readable: as many cards
 * a row as fit in `width`, then the next row (an empty slot when there is none). Return the foot of the last row.
 */
function fan(t, cards, x, y, width, label, markInsane = false, rows = 0) {
  const { small } = t;
  if (!cards.length) {
    t.items.push({ type: "slot", x, y, w: small.w, h: small.h, label });
    return y + small.h;
  }
  const groups = discardGroups(cards);
  // `rows` (a number): that many rows at most, a row's cards a step over the last only when more kinds came than
  // fit side by side (its value badge and glyph, at its left, stay in sight)
  const per = rows ? Math.max(perRow(t, width), Math.ceil(groups.length / rows)) : perRow(t, width);
  const step = per > 1 ? Math.min(small.w + 4, (width - small.w) / (per - 1)) : small.w + 4;
  groups.forEach(({ card, n }, i) => {
    const kind = card && "id" in card ? card.id : "?";
    t.items.push({ type: "card", x: Math.floor(x + (i % per) * step), y: y + Math.floor(i / per) * (small.h + 12),
                   w: small.w, h: small.h, small: true, face: t.face(card), marked: markInsane && card.insane,
                   label: `${label}-${i}`, ...(n > 1 ? { times: n } : {}), key: `${label}:${kind}#0`,
                   ...(step < small.w && i % per < per - 1 && i < groups.length - 1 ? { peek: Math.floor(step) } : {}),
                   ...(kind !== "?" ? { card: kind } : {}), from: label === "opponent-discard" ? "clue-stack" : "deck" });
  });
  return y + Math.ceil(groups.length / per) * (small.h + 12) - 4;   // room for the last row's counts
}

/**
 * Return a card's motion fields (scene/motion.js): its key in `zone` (kind and occurrence, counted in `seen`), its
 * kind to follow it into another zone, and the pile a new one comes from.
 */
function motionKeys(zone, card, seen, from) {
  const kind = card && "id" in card ? card.id : "?";
  const n = seen.get(kind) ?? 0;
  seen.set(kind, n + 1);
  return { key: `${zone}:${kind}#${n}`, ...(kind !== "?" ? { card: kind } : {}), from };
}

const CLUES = "clue-stack";
const PROTECTED = /^protected-(player|opponent)$/;   // the shield and its label: their help says until when
const NAMING = ["investigators", "deep_ones"];   // the cards that name a value (LS-P1): their zoom lists the unseen

/** Return the colon of a label in `lang`: full-width in Chinese and Japanese (issue 23 r5: "線索: 6" beside "瘋狂："). */
export function colon(lang) {
  return lang === "zh" || lang === "ja" ? "：" : ": ";
}

/**
 * Return "0×1 · 1×4 · 2×3 …": how many cards of each value the player has not seen, for naming a value (LS-P1;
 * issue 23 r5, G1_03): each value's cards in the game (catalog counts, LS-ORIG) minus the cards with a face in the
 * player's view (hand, discards, known tops, Cthulhu, removed, set aside). Public to the player: no hidden card read.
 */
export function unseenByValue(catalog, view) {
  const left = {};
  for (const c of Object.values(catalog?.cards ?? {})) left[c.value] = (left[c.value] ?? 0) + (c.count ?? 0);
  const zones = [view?.deck?.cards, view?.hand, view?.opponent?.cards, view?.opponent_discard, view?.player_discard,
                 view?.removed, view?.set_aside, view?.unused];
  for (const card of zones.flat()) {
    const value = card?.id ? catalog?.cards?.[card.id]?.value : undefined;
    if (value !== undefined) left[value] -= 1;
  }
  // a value with none left is left out ("0×0" read as a riddle: review 7, finding 5)
  return Object.keys(left).filter((v) => left[v] > 0).sort((a, b) => a - b).map((v) => `${v}×${left[v]}`).join(" · ");
}
const INSANITY = "insanity";  // the zoom key of Insanity N (the discard's label and the line under the player's row)
const OUT = "out-of-play";    // the zoom key (and the scene label) of the footer's piles out of play

/**
 * Return the paragraphs of a card's zoom and tooltip: its summary, its Sane, Insane and opponent's rows in full, each
 * said once. A summary that sends a player to another card ("Sane: as Investigators") keeps its first sentence only
 * ("Insanity card."): the Sane row under it says that card's text in full (issue 23 r6c, finding 6).
 */
function cardParas(c, id, w, lang, catalog, view, playing = false) {
  const k = colon(lang);
  const others = Object.keys(catalog?.cards ?? {}).filter((o) => o !== id).map((o) => cardName(catalog, lang, o));
  const points = c.sane && others.some((name) => name && c.text.includes(name));
  const lead = points ? c.text.split(/(?<=[.。])\s*/)[0] : c.text;
  const same = c.insane && c.insane === c.sane;   // Cthulhu, the Braincase: one row, said once, sane or insane
  const rows = same ? [[null, c.sane]] : [[w("sane"), c.sane], [w("insane"), c.insane]];
  const seen = new Set([lead]);
  const paras = [lead];
  // a card chosen to play: what the opponent does with it is no part of the choice, and the shorter box finds room
  // by the choices on a phone, where it lay over the discard (review 4, finding 1)
  for (const [head, text] of [...rows, [null, playing ? null : c.opponent]]) {
    if (!text || seen.has(text)) continue;   // the Necronomicon's 'Not used' once, not for each row
    seen.add(text);
    paras.push(head ? `${head}${k}${text}` : text);
  }
  const known = NAMING.includes(id) && w("unseen_values", { list: unseenByValue(catalog, view) });
  return [...paras, known].filter(Boolean);
}

/**
 * Return the card zoom of a Letter table (scene/zoom.js): which card an item shows (a card's face, a pile's top)
 * and a card's text from `card_texts` (its effect; Sane, Insane and played-by-the-opponent lines).
 */
export function letterZoom(input) {
  const { catalog, lang = "en" } = input;
  const w = (key, vars) => word(catalog, lang, key, vars);
  // the clue stack opens its own text while its top card is hidden (how many clues lie over Cthulhu, what they do)
  const zoomKey = (item) => (item.own ? (own = true) && null
    : PROTECTED.test(item.label ?? "") ? item.label
    : (item.label === CLUES && !item.top) || item.label === "opponent-title" ? CLUES
    : item.label === "insanity" || item.label === "insanity-line" ? INSANITY
    : item.label === OUT ? OUT
    : item.type === "card" || item.type === "pile" ? (item.face ?? item.top)?.id : null);
  const clues = input.view?.opponent?.clues ?? 0;
  // a hand card selected to choose how to play it shows its text by the choices; on a narrow table the layout draws
  // it (ownZoom: `own` on its box), and the zoom the scene would add is left out
  const selected = input.ui?.selected;
  const chosen = Number.isInteger(selected) ? input.view?.hand?.[selected]?.id ?? null : null;
  // a card's text opened by a tap ("zoom:<key>"): on a narrow table the layout draws it too (ownZoom)
  const opened = typeof selected === "string" && selected.startsWith("zoom:") ? selected.slice(5) : null;
  let own = false;
  const texts = (id) => {
    if (own && (id === chosen || id === opened)) return null;
    if (PROTECTED.test(id)) return { title: w("protected_label"), lines: [w(`${id.replace("-", "_")}_text`)] };
    if (id === CLUES) return { title: `${w("clue_pile")} (${clues})`, lines: [w("clue_pile_text", { n: clues })] };
    if (id === OUT) {
      const why = ["removed_why", "aside_why", "unused_why"].filter((k) => w(k) !== k).map((k) => w(k));
      return why.length ? { title: w("out_of_play"), lines: why } : null;
    }
    if (id === INSANITY) {
      const s = insanityState(input.view ?? {});
      return { title: `${w("insanity_title")} (N = ${s.n})`, lines: [w("insanity_text"), w(s.key, s)] };
    }
    const c = textsOf(catalog?.card_texts, lang, id);
    if (!c) return null;
    const value = catalog?.cards?.[id]?.value;
    return { title: `${c.name ?? cardName(catalog, lang, id)}${value != null ? ` (${value})` : ""}`,
             lines: cardParas(c, id, w, lang, catalog, input.view ?? {}, id === chosen) };
  };
  return { zoomKey, texts, chosen, opened };
}
