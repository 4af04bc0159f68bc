// The Letter table's story lines over a phone's hand: what the opponent's last turn did and the newest line. Pure:
// no DOM.
import { INK } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { word } from "../scene/words.js";

/**
 * On a phone, over the hand: what the opponent's last turn did (at most two lines, "Opponent's turn: …"), then the
 * newest line of the story (its turn headings skipped): the story lies below the fold there, and scrolling to it lost
 * the hand (review 4, finding 1); the newest line alone was the player's own draw after the opponent's turn, never
 * what the opponent did (review 11, finding 1: its Elder Sign, its Randolph Carter). Their room is kept while the
 * story is empty, so the hand's row stays put. Without the story's lines (`log_lines` not passed) nothing is drawn.
 */
export function lastEvent(t, y, room = 0) {
  if (!storyRoom(t)) return y;
  const line = [...t.log].reverse().find((l) => l?.text && !l.turn);
  const small = Math.max(MIN_TEXT, t.fs - 1);
  const width = t.W - 2 * t.m;
  const said = t.w("last_opponent", { text: "" }) !== "last_opponent";
  const theirs = said ? opponentTurn(t.log) : [];
  // the player's own last play's outcome, before the opponent's turn: a missed guess was said only in the full log
  // (newcomer review 16b, finding 1)
  const own = theirs.length && t.w("last_mine", { text: "" }) !== "last_mine" ? ownTurn(t.log) : [];
  // the room kept from turn 1, so the hand's row stays put; more rows where the band over it is free (`room` px tall
  // from `y`, layout.js storyInBand), the lines still ending by the hand
  const pitch = small + 4;
  const height = Math.max(room, storyRoom(t));
  const rows = said ? Math.min(MORE_ROWS, Math.floor((height - small - 10) / pitch) + 1) : 1;
  // the newest line, unless it is the opponent's turn's own (an answer to its card: told above already), after the
  // cards this turn's insanity check turned up (what changed N: review 12, finding 3); the opponent's turn read in
  // whole sentences (newcomer review 14, round S finding 2: cut with "…" on a zh phone)
  const checks = checkLines(t.log).filter((l) => l !== line);
  const news = line && !theirs.includes(line) ? [...checks, line] : [];
  const lines = { own: (n) => (own.length ? mineLines(t, own, n, width, small) : []),
                  theirs: (n) => (theirs.length ? storyLines(t, "last_opponent", theirs, n, width, small) : []),
                  news: (n) => (news.length ? storyLines(t, "last_event", news, n, width, small) : []) };
  const full = { own: lines.own(9).length, theirs: lines.theirs(9).length, news: lines.news(9).length };
  // each part's shortest form: one whole sentence (the outcome), never cut (newcomer review 17, finding 1)
  const least = { own: lines.own(1).length, theirs: lines.theirs(1).length, news: lines.news(1).length };
  // the rows given in turn: the opponent's turn, the player's last play (its outcome whole before the newest line,
  // the player's draw, which the hand shows; not before the cards an insanity check turned up), the newest line
  const order = checks.length ? checkFirst(own.length > 0, least, rows) : !own.length
    ? ["theirs", "news", "news", "theirs", "theirs"] : ["theirs", "own", "own", "news", "theirs", "news", "theirs"];
  const got = shareRows(rows, order, full, least);
  // the opponent's turn left out for want of room beside this turn's check: its play alone, in the row the reader's
  // own last turn had (the reader made that one), so every move of the opponent's is told (newcomer review 25,
  // letter_zh 2, 074 and 118: its Investigators discarding the reader's Deep Ones were missing)
  const spare = rows - got.own - got.news;
  if (theirs.length && !got.theirs && (spare > 0 || got.own) && playLines(t, theirs, 1, width, small).length) {
    if (spare <= 0) got.own -= 1;
    got.theirs = 1;
    lines.theirs = (n) => playLines(t, theirs, n, width, small);
  }
  const draw = (part, from, label) => got[part] && lines[part](got[part]).forEach((l, i) => t.text(l, t.m,
    from + i * pitch, { colour: INK.text, size: small, h: small, label, keep: true }));
  // row i's top, the last row's as before (its foot 10 px over the hand's label); the rows over the ROWS kept take
  // the story's earlier lines
  const row = (i) => y + height - small - 10 - (rows - 1 - i) * pitch;
  const first = Math.max(0, rows - Math.max(ROWS, got.own + got.theirs + got.news));
  earlier(t, [...own, ...theirs, ...news], first, row, width, small);
  draw("own", row(first), "last-mine");
  draw("theirs", row(first + got.own), "last-opponent");
  draw("news", row(rows - got.news), "last-event");
  return y + height;
}

/** Return the height of a phone's story lines over its hand (lastEvent's room, the same every turn), or 0 where none. */
export function storyRoom(t) {
  if (!Array.isArray(t.log) || t.W < t.full || t.view.result) return 0;
  const small = Math.max(MIN_TEXT, t.fs - 1);
  const rows = t.w("last_opponent", { text: "" }) !== "last_opponent" ? ROWS : 1;
  return (rows - 1) * (small + 4) + small + 10;
}

/**
 * Draw the story's lines before those told (`told`), newest lowest, dimmer, in the `free` rows over them (`row(i)`: row
 * i's top), whole sentences only: a waiting reader's band had nothing to read (review 31, letter_zh 1).
 */
function earlier(t, told, free, row, width, small) {
  const shown = new Set(told);
  // nor what the band's prompt says already ("Your last turn: …" while the reader waits): no line said twice
  const bare = (s) => String(s).replace(/\s+/g, "");
  const said = bare(t.items.filter((i) => /^prompt/.test(i.label ?? "")).map((i) => i.text).join(""));
  const from = told.length ? Math.min(...told.map((l) => t.log.indexOf(l)).filter((i) => i >= 0)) : t.log.length;
  let left = free;
  for (let k = Math.min(from, t.log.length) - 1; k >= 0 && left > 0; k--) {
    const l = t.log[k];
    // a turn's heading read as a prompt ("your turn") to a watcher
    if (!l?.text || l.turn || shown.has(l) || said.includes(bare(l.text))) continue;
    const wrapped = wrapLines(flat(l.text), width, small);
    if (wrapped.length > left) break;
    left -= wrapped.length;
    wrapped.forEach((s, i) => t.text(s, t.m, row(left + i), { colour: INK.dim, size: small, h: small,
                                                           label: "story-earlier", keep: true }));
  }
}

/**
 * Return the order the parts get rows in when this turn's insanity check turned cards up: the check before the
 * reader's older last turn, and before the opponent's turn too where both do not fit, since the check made N what the
 * Insanity line says (newcomer review 20, zh finding 6, 076: "瘋狂 N 現在是 3" over an N = 5, the check left out).
 */
function checkFirst(own, least, rows) {
  const lead = least.theirs + least.news <= rows ? ["theirs", "news"] : ["news", "theirs"];
  return own ? [...lead, "own", "theirs", "own", "news", "theirs"] : [...lead, "news", "theirs", "theirs"];
}

/**
 * Return the rows each part gets of `rows`, in `order`: at its first turn its shortest form whole (`least`: one
 * sentence; a part whose sentence does not fit is left out, never cut mid-sentence with "…": newcomer review 17,
 * finding 1), then one more row a turn up to its `full` length.
 */
function shareRows(rows, order, full, least) {
  const got = { own: 0, theirs: 0, news: 0 };
  let left = rows;
  for (const part of order) {
    const more = got[part] ? Math.min(1, full[part] - got[part]) : least[part];
    if (more > 0 && more <= left) { got[part] += more; left -= more; }
  }
  return got;
}

const ROWS = 3;   // the lines kept over a phone's hand (the opponent's turn, the newest line): one more ran past 780 px
const MORE_ROWS = 7;   // the lines at most where the band over them is free (the reader waits: review 31, letter_zh 1)

/**
 * Return story `lines` said in the sentence `key` ("Opponent's turn: …", "Last: …") wrapped to `width`, in at most
 * `rows` lines: a long turn (a Great Race of Yith's compare took five) in a shorter form, whole sentences left out from
 * its middle (those naming no card first): the card played first, then the outcome last, stay; the story tells all.
 */
function storyLines(t, key, lines, rows, width, small) {
  const kept = [...lines];
  const wrap = () => wrapLines(t.w(key, { text: kept.map((l) => flat(l.text)).join(" ") }), width, small);
  let out = wrap();
  while (out.length > rows && kept.length > 1) {
    // a line naming no card after the first; the first so, when a card's play follows ("The opponent's protection
    // ends."); else the middle's first; else the last
    // ; the last (the outcome for the reader: a comparison's result, the deck top discarded and the new N, who holds
    // which after a swap) is kept over the card played (newcomer review 17, finding 1)
    const named = (l) => Boolean(l?.cards?.length);
    const theirs = key === "last_opponent" && named(kept[kept.length - 1]);
    const later = kept.findIndex((l, i) => i > 0 && (!theirs || i < kept.length - 1) && !named(l));
    const plain = later < 0 && !named(kept[0]) && named(kept[1]) ? 0 : later;
    kept.splice(plain >= 0 ? plain : kept.length > 2 ? 1 : theirs ? 0 : kept.length - 1, 1);
    out = wrap();
  }
  return out;
}

/**
 * Return the opponent's turn (`lines`) told by its play alone ("Opponent's turn: the opponent plays Investigators."),
 * in at most `rows` lines, or [] where that does not fit either.
 */
function playLines(t, lines, rows, width, small) {
  const first = lines.find((l) => l?.cards?.length) ?? lines[0];   // its play, not "The opponent's protection ends."
  const out = first ? wrapLines(t.w("last_opponent", { text: flat(first.text) }), width, small) : [];
  return out.length <= rows ? out : [];
}

/**
 * Return the player's own last play (`lines`: its turn after the draw) said as "Your last turn: …" in at most `rows`
 * lines: the play itself left out first, the outcome ("You named 4: wrong. The opponent's top card is now known: …")
 * kept.
 */
function mineLines(t, lines, rows, width, small) {
  const kept = [...lines];
  const wrap = () => wrapLines(t.w("last_mine", { text: kept.map((l) => flat(l.text)).join(" ") }), width, small);
  let out = wrap();
  while (out.length > rows && kept.length > 1) {
    kept.shift();
    out = wrap();
  }
  return out;
}

/**
 * Return the lines of the player's turn before the opponent's latest (ended) turn, after its draw (its first own
 * line): what the player's last play did. None without such a turn.
 */
export function ownTurn(log) {
  const theirs = log.findLastIndex((l) => l?.turn && !l?.you);
  const head = theirs < 0 ? -1 : log.findLastIndex((l, i) => i < theirs && l?.turn);
  if (head < 0 || !log[head].you) return [];
  const turn = log.slice(head + 1, theirs).filter((l) => l?.text && !l.turn);
  const draw = turn.findIndex((l) => l.you);
  if (draw < 0) return [];
  // the move leads: what the table said at the decision (the verdict, a doom) follows it (review 34, letter_en 6, 120)
  const rest = turn.slice(draw + 1);
  const move = rest.findIndex((l) => l.you);
  return move > 0 ? [...rest.slice(move), ...rest.slice(0, move)] : rest;
}

/** Return a story line's text on one line (its line breaks as spaces). */
export const flat = (text) => String(text).replace(/\s+/g, " ");

/**
 * Return the lines of the opponent's latest turn (after its heading, up to the next heading) once it has ended, in
 * the player's turn: what the opponent did since the player's last turn; none before its first turn.
 */
export function opponentTurn(log) {
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
