// Insanity N on the Letter table: what the next check does and the line under the player's row that says it. Pure:
// no DOM.
import { textWidth, wrapLines } from "../scene/text.js";
import { fillWords } from "../scene/words.js";
import { headSpan, shortWords } from "./insanity_short.js";

/**
 * Return what the next insanity check does (LS-CHECK-1/3/4), in plain words: `key` of the sentence ("insanity_zero":
 * no check; "insanity_next": N cards go; "insanity_race": the deck lasts 3 turns or fewer at this N, so the line turns
 * amber with the way out; "insanity_fail": the deck is shorter than N; "insanity_empty": nothing left to draw after
 * it; "insanity_raised": every play in `legal` raises N past the deck; "insanity_answer": every answer loses at the
 * next check), whether it must fail (`doom`) or soon will (`race`), and `turns`: how many more turns the deck lasts
 * (each takes N cards for the check and 1 for the draw, LS-TURN-1; issue 23 r5: every lone newcomer's game ended by
 * the deck running out, told only when it could no longer be saved). From the player's view only: N, the deck's
 * count and the clues over Cthulhu are public to the player.
 */
export function insanityState(view, legal = []) {
  const n = view.insanity ?? 0;
  const deck = view.deck?.count ?? 0;
  const clues = view.opponent?.clues ?? 0;
  // the clues the race line counts: the kernel leaves out the known Mi-Go Braincase on top (LS-P5, the view's
  // opponent.clues_only, State.braincase_over); the page reads it and never a card's id (round BB)
  const said = view.opponent?.clues_only ?? clues;
  // the kernel's fewest and most turns (clock.py; review 38, letter_zh 3: "about 2 turns" at N = 3, deck 8, then the
  // next draw must fail): one number when both agree, else "1–2"; amber counts the fewest
  const [fewest, most] = view.deck?.turns ?? [Math.floor(deck / (n + 1)), Math.floor(deck / (n + 1))];
  const turns = fewest === most ? fewest : `${fewest}–${most}`;
  const base = { n, deck, turns, fewest, clues: said, doom: false, race: false };
  if (view.result) return { ...base, key: "insanity_over" };   // no next check to describe
  if (n > deck) return { ...base, key: "insanity_fail", doom: true };
  if (deck - n <= 0) return { ...base, key: "insanity_empty", doom: true };
  // every play raises N past the deck (the kernel's `dooms`, dangers.play_dooms): "about 1 more turn" read against
  // each chip's "⚠ loses at the next check" (newcomer review 17 round Z, finding 1)
  const plays = legal.filter((a) => a.kind === "play" || a.kind === "guess");
  if (plays.length && plays.every((a) => a.dooms)) return { ...base, next: n + 1, key: "insanity_raised", doom: true };
  // every answer leaves the deck too short for the next check (dangers.answer_dooms; newcomer review 19, finding 1:
  // both answers to Armitage lost while the line said "about 1 more turn")
  const answers = legal.filter((a) => a.kind === "answer");
  if (answers.length && answers.every((a) => a.dooms)) return { ...base, key: "insanity_answer", doom: true };
  // the kernel's verdict only (verdict.py, the view's `verdict`): the page's own count said "this game is lost" where
  // the end panel's "became certain at" said otherwise, and never named the face-up Elder Sign (review 30, letter_en
  // 4, 074 → 080; letter_en 1, 089)
  if (view.verdict === "behind") {
    const theirs = view.to_act === "opponent" || view.prompt?.kind === "answer";
    return { ...base, need: Math.ceil((clues + (theirs ? 1 : 0)) / 2), key: "insanity_behind", race: true };
  }
  if (view.verdict === "sign") return { ...base, key: "insanity_sign", doom: true };
  if (view.verdict === "sign_out") return { ...base, key: "insanity_sign_out", race: true };
  // no clue left: the race is Cthulhu itself ("clear the 0 clues" read wrong, newcomer R3-L)
  // Cthulhu on top and protected: no way out is left to name this turn (newcomer review 14, finding 2: the line said
  // "eliminate, take or swap Cthulhu away" under a prompt saying the game was lost)
  // the opponent's turn: the reader's is over, no way out to name now (newcomer review 26, letter_en 7, 109)
  const top = view.to_act === "opponent" ? "insanity_race_wait"
    : view.protected?.opponent ? "insanity_race_shield" : "insanity_race_top";
  // the last clue a face-up protection card: "let the opponent play it, then seal Cthulhu" loses too (LS-O4,
  // LS-TURN-7), the deck's clock alone is said (newcomer review 27, letter_en 2: under "this game is lost"); a phone's
  // short line names no plan (`short`)
  // no clue over Cthulhu, only the known Mi-Go Braincase (LS-P5): "Race: 1 clue over Cthulhu" read false
  // (newcomer review 33, letter_en 10, 105); the deck's clock alone, a phone's too (no "1 clue to go", no "Cthulhu on top")
  if (n && fewest <= RACE_TURNS && clues && !said) {
    return { ...base, key: "insanity_race_wait", short: "insanity_next", race: true };
  }
  if (n && fewest <= RACE_TURNS && clues === 1 && guardedLast(view)) {
    return { ...base, key: "insanity_race_wait", short: "insanity_race", race: true };
  }
  if (n && fewest <= RACE_TURNS) return { ...base, key: said ? "insanity_race" : top, race: true };
  return { ...base, key: n ? "insanity_next" : "insanity_zero" };
}

/** Return whether the opponent's top card, face up, is one whose play protects it (LS-O4: Elder Sign, Liber
 * Ivonis; dangers.PROTECTING). */
function guardedLast(view) {
  const top = view.opponent?.top_known ? view.opponent.cards?.[0]?.id : null;
  return top === "elder_sign" || top === "liber_ivonis";
}

const RACE_TURNS = 3;   // the deck lasts this many turns or fewer: the line turns amber (a few turns before doom)
const AMBER = "#f2b344";

/**
 * The line under the player's row that says what Insanity N is and what the next check does, then the danger of a
 * known deck top; return the foot of their room, on a narrow table as tall as their longest pair can be: the table's
 * foot never moves from turn to turn (newcomer review 10, finding 1: the page moved under the finger).
 */
export function insanityLine(t, y) {
  const { w, fs, m, full } = t;
  const s = insanityState(t.view, t.legal);
  const colour = s.doom ? "#ff8f8f" : s.race ? AMBER : "#e59aa8";
  const top = y;
  // a phone says it in one short line, the long sentence behind a tap (newcomer review 22, Letter zh-TW finding 7)
  const say = (key, vars) => (phone(t) && phoneWords(t.lang, vars?.short ?? key, vars)) || w(key, vars);
  // the table's whole width, the zoom's column too (a zoom may cover it a while): two lines of it took the late
  // game past a 1280×800 window (issue 23 r6b, finding 1)
  // measured as drawn: bold when the deck races or must fail (measured light, it ran off the table's edge)
  for (const line of wrapLines(say(s.key, s), full - 2 * m, fs, s.doom || s.race)) {
    t.text(line, m, y, { colour, bold: s.doom || s.race, label: "insanity-line" });
    if (phone(t)) dotHead(t, line, y, s.doom || s.race, colour);
    y += fs + 4;
  }
  // a known deck top loses to the opponent's Investigators (LS-O1, LS-KNOW-4): said while it is known (newcomer R3-L:
  // Great Race of Yith made it known and the next turn lost, unexplained)
  const deck = t.view.deck;
  if (deck?.top_known && deck.count > 0 && !t.view.result) {
    for (const line of wrapLines(say("deck_top_known"), full - 2 * m, fs, true)) {
      t.text(line, m, y, { colour: "#ff8f8f", bold: true, label: "deck-top-danger" });
      y += fs + 4;
    }
  }
  // a wide table too: a fitted window rescales the whole table when its foot moves, and the line's second row made it
  // jump by ~20 px (newcomer review 15, finding 1); over, the end's lines take their own room (lastTurn keeps it)
  return Math.max(y, t.view.result ? 0 : top + insanityRoom(t, t.full === t.W)) + 6;
}

// the states whose sentences the Insanity line's room is measured on (numbers of two digits: the longest words)
const INSANITY_KEYS = ["insanity_zero", "insanity_next", "insanity_race", "insanity_race_top", "insanity_behind",
                       "insanity_fail", "insanity_empty", "insanity_raised", "insanity_answer", "insanity_sign",
                       "insanity_sign_out"];

// a phone's one short line for the face-up protection card as the last clue (review 30, letter_en 1); zh: the table's
// Traditional, as insanity_short.js
const SIGN_SHORT = {
  en: { insanity_sign: "⚠ N = {n} · the last clue protects Cthulhu: lost",
        insanity_sign_out: "⚠ N = {n} · the last clue protects Cthulhu: swap or take it now" },
  zh: { insanity_sign: "⚠ N = {n} · 最後的線索會保護克蘇魯：輸了",
        insanity_sign_out: "⚠ N = {n} · 最後的線索會保護克蘇魯：現在交換或拿走它" },
  ja: { insanity_sign: "⚠ N = {n} · 最後の手がかりがクトゥルフを守る：負け",
        insanity_sign_out: "⚠ N = {n} · 最後の手がかりがクトゥルフを守る：今、交換か奪取を" },
};

/** Return a phone's short line of `key` (insanity_short.js, then the sign's), filled from `vars`; null where none. */
function phoneWords(lang, key, vars = {}) {
  const sign = SIGN_SHORT[String(lang).split("-")[0]] ?? SIGN_SHORT.en;
  return key in sign ? fillWords(sign[key], vars) : shortWords(lang, key, vars);
}

/** Return the px of the Insanity line's longest sentence and (`danger`) the known deck top's at the table's width. */
function insanityRoom(t, danger = true) {
  const { fs, m, full } = t;
  const w = (key, vars) => (phone(t) && phoneWords(t.lang, key, vars)) || t.w(key, vars);
  // a range's turns ("6–7": at N >= 1 the deck of 13 lasts 6 at most) are wider than two digits
  const vars = { n: 10, deck: 10, turns: "6–7", clues: 10, need: 10, next: 10 };
  const count = (text, bold) => wrapLines(text, full - 2 * m, fs, bold).length;
  const most = Math.max(...INSANITY_KEYS.map((key) => count(w(key, vars), key !== "insanity_zero" && key !== "insanity_next")));
  return (most + (danger ? count(w("deck_top_known"), true) : 0)) * (fs + 4);
}

/** Return whether the table is a phone's: no zoom column beside it (the short status lines). */
function phone(t) {
  return t.full === t.W;
}

/** Dot the short line's "N = n" head as a term: a tap on the line opens Insanity N's long text (letterZoom). */
function dotHead(t, line, y, bold, colour) {
  const span = headSpan(line);
  if (!span) return;
  const [from, to] = span;
  t.items.push({ type: "mgloss", x: t.m + textWidth(line.slice(0, from), t.fs, bold), y: y + t.fs + 1,
                 w: textWidth(line.slice(from, to), t.fs, bold), h: 2, line, from, to, at: t.m, size: t.fs, bold,
                 colour, label: "insanity-mark" });
}
