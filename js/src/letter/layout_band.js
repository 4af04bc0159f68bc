// The Letter table's prompt band: the prompt, its chips (a selected card's moves, an answer, a guess, the opponent's
// step) and the room kept for the tallest of them. Pure: no DOM.
import { INK, chipRows } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { fitPrompt } from "./prompt_fit.js";
import { worstWords } from "./band_room.js";
import { cardName, word } from "../scene/words.js";
import { unseenCounts } from "./layout_zoom.js";
import { flat, opponentTurn, ownTurn } from "./layout_story.js";
import { nameGrid } from "./name_grid.js";
import { cutChip, slotRows, wholeInSlot } from "./chip_slots.js";
import { replayShown } from "./layout_end.js";

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

/**
 * Return the prompt and its chips: a selected card's variants, an answer, a guess, or the opponent's step. The
 * kernel's prompt (`t.ask`, made from the legal moves) and each move's chip words (`label`) come first.
 */
function promptOf(t) {
  const { view, w, byHand, byZone, selected, catalog, lang, ask } = t;
  const variants = (acts) => acts.map((a) => ({ text: a.label ?? variantLabel(a.fields, catalog, lang),
                                                id: `act:${a.id}`, say: a.text, own: Boolean(a.label),
                                                value: namedValue(a) }));
  const answering = view.prompt?.kind === "answer";
  if (selected !== null && !answering) {
    const card = view.hand[selected];
    const acts = byHand.get(selected);
    const ask = w(acts.length > 1 ? "choose" : "confirm", { card: cardName(catalog, lang, card.id) });
    const raise = card.insane ? w("insanity_up", { n: view.insanity ?? 0, next: (view.insanity ?? 0) + 1 }) : "";
    const one = acts.length === 1 && acts[0].text ? [oneMoveChip(t, acts[0])] : null;
    const { chips, warn } = sharedWarning(one ?? variants(acts));
    return { prompt: [ask, raise, warn].filter(Boolean).reduce((a, b) => sentences(a, b, lang)),
             chips: [...namingChips(t, chips, acts), { text: w("cancel"), id: "select:none", quiet: true }] };
  }
  if (answering) {
    const side = (a, key) => ({ text: a.label ?? w(key), id: `act:${a.id}`, say: a.text, own: Boolean(a.label) });
    // a warning both answers carry holds whatever is answered: said once in the prompt (newcomer review 35, letter_en 3)
    const { chips: sides, warn } = sharedWarning([...(byZone.get("hand") ?? []).map((a) => side(a, "hand")),
                                                  ...(byZone.get("deck") ?? []).map((a) => side(a, "deck"))]);
    const chips = [...sides, ...(selected === null ? [] : [{ text: w("cancel"), id: "select:none", quiet: true }])];
    const asked = ask || w("answer", { card: cardName(catalog, lang, view.prompt.card.id) });
    return { prompt: warn ? sentences(asked, warn, lang) : asked, chips };
  }
  if (view.prompt?.kind === "guess" && byZone.get("prompt")) {
    const { chips, warn } = sharedWarning(variants(byZone.get("prompt")));
    return { prompt: warn ? sentences(ask || w("guess"), warn, lang) : ask || w("guess"),
             chips: namingChips(t, chips, byZone.get("prompt")) };
  }
  // a room's server plays the opponent: no step chip there (issue 23 round 6d, finding 8)
  if (t.stepId && t.shared) return { prompt: "", chips: [] };
  // the player's own play's outcome stays in the band until the opponent's card comes (review 18, finding 1: a missed
  // "Name 3" was told only by the next turn's "your last turn" line)
  if (t.stepId || byZone.get("opponent")) {
    return { prompt: toldInRoom(t, "last_mine", ownTurn(t.log ?? [])),
             chips: [{ text: `${w("opponent_step")} ▶`, id: t.stackId }], step: true };
  }
  // the page's beat after the opponent's step: its turn, then the reader's, said at once (review 29, letter_en 5,
  // letter_zh 9: "Opponent's turn: …" alone under the header's "Your move", for 1–2 s)
  if (t.beat?.length) return { prompt: sentences(told(t, "last_opponent", t.beat), yourTurn(t), lang), chips: [] };
  // the reader's bot plays its turn ("Bot plays (watch)"): an empty band read as a broken table (review 29, letter_en
  // 10, 135); what the opponent did, then that the bot chooses
  if (t.watch && view.to_act === t.seat && !byHand.size && !view.result) {
    const theirs = told(t, "last_opponent", opponentTurn(t.log ?? []));
    return { prompt: theirs ? sentences(theirs, botChooses(lang), lang) : botChooses(lang), chips: [] };
  }
  return { prompt: byHand.size ? ask || w("hint") : "", chips: [] };
}

// A watched turn's narration (review 29, letter_en 10). zh: the table's (Traditional), as layout_rows' WATCHED.
const CHOOSES = { en: "The bot is choosing your card…", zh: "電腦正在為你選牌…", ja: "ボットがあなたの札を選んでいます…" };
const botChooses = (lang) => CHOOSES[String(lang).slice(0, 2)] ?? CHOOSES.en;

/** Return "Your turn: click a glowing card to play it": the kernel prompt's lead (up to its colon) and the hint. */
function yourTurn(t) {
  const lead = /^[^:：。.]{1,16}[:：]/.exec(t.ask)?.[0];
  const hint = t.w("hint");
  if (!lead) return hint;
  return /[:]$/.test(lead) ? `${lead} ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : `${lead}${hint}`;
}

/** Return story `lines` said in the sentence `key` ("Your last turn: …"), or "" without lines or words for it. */
function told(t, key, lines) {
  if (!lines.length || t.w(key, { text: "" }) === key) return "";
  return t.w(key, { text: lines.map((l) => flat(l.text)).join(" ") });
}

/**
 * Return `told` of the lines that fit the band's prompt room: the first (what was played) and as many of the last (its
 * outcome) as fit; the story keeps them all. A longer one pushed "Opponent plays ▶" down (newcomer review 25,
 * letter_en 5, 063: y 423 → 439).
 */
function toldInRoom(t, key, lines) {
  const fit = (text) => fitPrompt(touchWords(t, text), { width: t.W - 2 * t.m, size: t.fs, lang: t.lang }).height;
  const room = fit("");
  for (let tail = lines.length - 1; tail > 0; tail--) {
    const text = told(t, key, [lines[0], ...lines.slice(lines.length - tail)]);
    if (fit(text) <= room) return text;
  }
  return told(t, key, lines.slice(0, 1));
}

/** Return the value a move names (Investigators, Deep Ones: `guess`; the guess prompt: `value`), else undefined. */
function namedValue(a) {
  return a.fields?.guess ?? (a.kind === "guess" ? a.fields?.value : undefined);
}

/**
 * Return the naming chips (Investigators, Deep Ones: a value named, LS-P1) of `acts` told apart from what the player
 * sees: the top card's known value stands out ("Name 7 — you know it is a 7"), the other names then quiet; with the
 * top unknown, a value of which no card is left unseen says so ("Name 8 · none left"), still enabled: newcomer review
 * 16, finding 4 (offered "Name 8" with Cthulhu, the only 8, face up). Every name stays a legal move.
 */
function namingChips(t, chips, acts) {
  const { view, catalog, w, lang } = t;
  const named = new Map(acts.map((a) => [`act:${a.id}`, namedValue(a)]));
  if (![...named.values()].some((v) => v !== undefined)) return chips;
  const top = view.opponent?.cards?.[0];
  const known = top?.id ? catalog?.cards?.[top.id]?.value : undefined;
  const left = unseenCounts(catalog, view);
  return chips.map((c) => {
    const value = named.get(c.id);
    if (value === undefined) return c;
    if (known !== undefined) {
      const a = /^(8|11|18)$/.test(String(value)) ? "an" : "a";
      // Cthulhu face up on top: its value's name eliminates it, a win (LS-P9; newcomer review 17 round Z, finding 2)
      const said = top.id === "cthulhu" ? w("name_wins") : w("name_known", { a, value });
      // a name that names the card already ("Name 0 (Mi-Go Braincase)") takes no "— you know it is a 0": with it, it
      // was cut (review 41, letter_en 3, 119)
      if (value === known) return c.text.includes(cardName(catalog, lang, top.id)) ? c : knownChip(c, said);
      // 8 is Cthulhu's and Cthulhu is not on top: the same words as with the top unknown (review 34, letter_en 11)
      const eight = value === catalog?.cards?.cthulhu?.value && top.id !== "cthulhu";
      return eight ? { ...c, text: `${c.text} · ${w("name_cthulhu")}`, quiet: true } : { ...c, quiet: true };
    }
    // the kernel's odds, from the Sane cards the clue can be (games/letter/name_odds.py; review 41, letter_en 5:
    // Deep Ones' names said none): said once, a name none can hit drawn quiet as below
    if (c.text.includes(` · ${w("none_left")}`)) return { ...c, quiet: true };
    if (c.text.includes(" · ")) return c;
    // drawn enabled: a grey chip read as disabled, yet it plays on one tap (newcomer review 17, finding 3)
    // why it cannot hit: 8 is Cthulhu's, in view, hit once it is on top (newcomer review 19, finding 2)
    const why = value === catalog?.cards?.cthulhu?.value ? w("name_cthulhu") : w("none_left");
    // drawn quiet as a known top's misses are: it can never hit (review 27, letter_zh 9, 088: "猜 8" glowed)
    return left[value] > 0 ? c : { ...c, text: `${c.text} · ${why}`, quiet: true };
  });
}

/**
 * Return the naming chip of the top card's known value, `said` after its name; one that carries a ⚠ (it eliminates
 * the last clue, LS-P10: a loss) keeps it after those words and is drawn quiet, never the chip that glows (newcomer
 * review 20, finding 1: "Name 4 — you know it is a 4" glowed gold under the header's "you lose").
 */
function knownChip(c, said) {
  const at = c.text.indexOf(" ⚠");
  if (at < 0) return { ...c, text: `${c.text} — ${said}` };
  return { ...c, text: `${c.text.slice(0, at)} — ${said}${c.text.slice(at)}`, quiet: true };
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
  // two lines too few for the head and the label (a phone's): the label alone, the card named in the prompt over it
  // (newcomer review 32, letter_zh: "Play Liber Ivonis: Protect yourself ⚠ you may have to play The Silver Key next…")
  const headed = head && label ? `${head}${label}` : a.text;
  const short = label && !wholeInSlot(headed, t.W - 2 * t.m, t.chipFs) ? label : headed;
  // a button is no sentence: no full stop at its end ("打出銀鑰匙：沒有效果。", newcomer review 26, letter_zh 10)
  const text = (textWidth(a.text, t.fs, true) <= room ? a.text : short).replace(/[。.]$/, "");
  return { text, id: `act:${a.id}`, say: a.text, own: true };   // its own words: chipRows never swaps the sentence in
}

/**
 * Return the chips with a warning every one of them ends with (" ⚠ Cthulhu stays on top: you lose" on each Name
 * chip) taken off, and that warning (said once in the prompt): eight long chips made the band tall and moved the hand
 * row turn to turn (issue 23 r5, L14). The chips of a warning only some carry keep a bare ⚠ that points to it.
 */
export function sharedWarning(chips) {
  const tail = (c) => { const i = c.text.indexOf(" ⚠"); return i < 0 ? null : c.text.slice(i); };
  const warned = chips.filter((c) => tail(c));
  // one naming chip's own warning is said in the prompt too, its ⚠ left on the chip: in a phone's grid cell it was cut
  // to "猜 4 — 你知道它是 4 ⚠ 若…" (newcomer review 23, Letter zh-TW finding 5)
  const alone = warned.length === 1 && warned[0].value !== undefined;
  const warn = warned.length > 1 || alone ? tail(warned[0]) : null;
  if (!warn || !warned.every((c) => tail(c) === warn)) return namesShare(chips, tail);
  // a warning most chips carry (six of Deep Ones' nine Name chips) leaves a bare ⚠ on them: each on its own row, they
  // made the band ~270 px tall and pushed the hand down (issue 23 round 6d, finding 1)
  const mark = warned.length === chips.length && !alone ? "" : " ⚠";
  return { chips: chips.map((c) => (tail(c) ? { ...c, text: c.text.slice(0, -warn.length) + mark } : c)),
           warn: warn.trim() };
}

/**
 * Return the chips with the warning the naming chips that warn all end with taken off them, and that warning, where
 * another chip warns otherwise: Deep Ones' seven grid cells each cut to 「猜 2 ⚠ 最上面的牌是 1：猜…」 beside the
 * Insane chip's own ⚠ (newcomer review 42, room_zh 3, 175); the other chips keep their words.
 */
function namesShare(chips, tail) {
  const names = chips.filter((c) => c.value !== undefined && tail(c));
  const warn = names.length ? tail(names[0]) : null;
  if (!warn || !names.every((c) => tail(c) === warn)) return { chips, warn: "" };
  // the names it leaves out keep a bare ⚠ pointing to it, as sharedWarning's
  const mark = names.length === chips.filter((c) => c.value !== undefined).length ? "" : " ⚠";
  return { chips: chips.map((c) => (names.includes(c) ? { ...c, text: c.text.slice(0, -warn.length) + mark } : c)),
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
export function promptBand(t, y) {
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
 * Draw the band so it ends by `foot`: as laid out, else its chips right under the prompt's own lines (`tight`), else
 * past it at the chips' own size (never smaller type: newcomer review 36, letter_en 2); return its foot.
 */
// a band this wide is a desk's (a phone's is 348-390 px); its chips shrink to DESK_LEAST rather than move the hand
const DESK_BAND = 600;
const DESK_LEAST = 12;

function squeezed(t, y, foot) {
  // a card's moves never under the chips' normal size: a long chip wraps and the band grows (newcomer review 36,
  // letter_en 2: ⚠ chips drawn at 11 px); an answer's two chips still a size smaller where they must (they fill the
  // room kept for them, and a hand moved at every answer costs more: round8j)
  const least = t.view.prompt?.kind === "answer" || t.W >= DESK_BAND ? Math.min(MIN_TEXT, t.chipFs) : t.chipFs;
  const tries = [];
  for (let size = t.chipFs; size >= least; size--) tries.push({ chipFs: size }, { chipFs: size, tight: true });
  // a size whose chips keep their words whole first, at a desk down to 11 px: a larger one cut a ⚠ chip's move there
  // ("Insane: Eliminate… ⚠ …": newcomer review 37, letter_en 2)
  const fits = (o, whole) => {
    const items = [];
    return bandOf({ ...t, ...o, foot }, y, items, false) <= foot && (!whole || !items.some(cutChip));
  };
  const fit = tries.find((o) => fits(o, true)) ?? tries.find((o) => fits(o, false)) ?? tries.at(-1);
  return bandOf({ ...t, ...fit, foot }, y, t.items, true);
}

/**
 * Draw the band as a panel (a faint box under its prompt and chips, from `y` to `foot`) and, where the room kept for a
 * card's choices is empty, say what comes there: a blank middle looked broken late in the game at 1280×800 (issue 23
 * r6, finding 4). The box goes under the band's items (at index `at`).
 */
function bandPanel(t, at, y, drawn, foot) {
  // over: nothing comes there any more; a replay's step says nothing there (its bar does): a blank box read as a
  // missing message (newcomer review 38, letter_zh 7, 061, 063)
  if (foot - y < 2 * t.fs || t.view.result || replayShown(t)) return;
  const pad = Math.round(t.m / 2);
  t.items.splice(at, 0, { type: "rect", x: t.m - pad, y: y - pad, w: t.W - 2 * t.m + 2 * pad, h: foot - y,
                          fill: "rgba(255, 255, 255, 0.035)", label: "prompt-panel" });
  const chips = t.items.slice(at).some((i) => i.type === "chip");
  const lines = wrapLines(touchWords(t, t.w("band_empty")), t.W - 2 * t.m, t.fs);
  // where the chips come (bandOf keeps a chip row's room under a prompt without chips): the band is shorter now
  const from = drawn - Math.round(t.fs * 2) - 16;
  const free = foot - 12 - from;
  if (chips || !t.byHand.size || t.beat?.length || free < lines.length * (t.fs + 4) + t.fs) return;
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
  const { warn, chips: sets, desk } = worstWords(lang);
  const worst = t.full > t.W ? { ...sets, ...desk } : sets;   // a desk's table beside the story: `desk` words too
  const least = Math.min(MIN_TEXT, t.chipFs);
  const naming = (insane, warned) => {
    const mark = warned ? " ⚠" : "";
    const name = (g) => (insane ? w("band_sane_chip").replace(/8/, String(g)) : variantLabel({ guess: g }, catalog, lang));
    const chips = [0, 2, 3, 4, 5, 6, 7, 8].map((g) => ({ text: `${name(g)}${mark}`, own: true, value: g }));
    if (insane) chips.push({ text: w("band_insane_chip"), own: true });
    chips.push({ text: w("cancel"), quiet: true });
    const ask = w("choose", { card: cardName(catalog, lang, "deep_ones") });
    // the grid, or the rows the chips took before it where those are taller (a phone's answer fits that room)
    const top = Math.max(below(warned ? sentences(ask, warn, lang) : ask), y + namingRoom(t) + 6);
    return Math.max(nameGrid([], chips, m, top, W - 2 * m, t.chipFs, { below: 12, head: w("band_sane_chip") }),
                    chipRows([], chips, m, top, W - 2 * m, warned ? least : t.chipFs, { below: 12 }));
  };
  // a card played insane with its longest chips (band_room.js: Hound of Tindalos, The Shining Trapezohedron)
  // in the slots the band draws them in (chip_slots.js, review 28)
  const longest = Object.entries(worst).map(([card, texts]) => slotRows(
    [], [...texts.map((text) => ({ text, own: true })), { text: w("cancel"), quiet: true }], m,
    below(w("choose", { card: cardName(catalog, lang, card) })), W - 2 * m, least, { below: 12, kept: true }));
  return Math.max(naming(false, false), naming(true, false), naming(true, true), ...longest,
                  confirm + 2 * Math.round(t.chipFs * 2) + 6 + 12);
}

/**
 * Return the height of the longest prompt over naming chips (Deep Ones chosen: the Insanity sentence, the worst
 * warning the names share), from the catalog and the width only: the naming grid starts under it on every turn.
 */
function namingRoom(t) {
  const { w, W, m, fs, lang, catalog } = t;
  const ask = [w("choose", { card: cardName(catalog, lang, "deep_ones") }), w("insanity_up", { n: 10, next: 11 }),
               worstWords(lang).warn].filter(Boolean).reduce((a, b) => sentences(a, b, lang));
  return fitPrompt(touchWords(t, ask), { width: W - 2 * m, size: fs, lang, lines: 2, grow: true }).height;
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
 * Draw the rule beside the "Opponent plays ▶" chip where the table waits for the reader's press (ui/autoplay.js
 * waitsForPress): the opponent had played on a timer, its turn unseen (newcomer review 28, letter_zh 1, 043). In the
 * chip's own row, so nothing moves; left out where it does not fit (the chip's tooltip says it).
 */
function stepRule(t, chip) {
  const said = t.w("opponent_waits");
  if (!t.ui?.stepWaits || chip?.type !== "chip" || said === "opponent_waits") return;
  chip.say = said;
  // clear of the chip's glow (the coach's ring, 3 px out and a 12 px blur): it lay over "It" (review 29, letter_en 8)
  const x = chip.x + chip.w + 18;
  const size = Math.max(MIN_TEXT, Math.round(t.chipFs * 0.85));
  const lines = wrapLines(said, t.W - t.m - x, size, false);
  if (t.W - t.m - x < 70 || lines.length * (size + 3) > chip.h + 4) return;
  const top = chip.y + (chip.h - lines.length * (size + 3)) / 2;
  lines.forEach((line, i) => t.text(line, x, top + i * (size + 3), { colour: INK.soft, size, h: size, label: "step-rule" }));
}

/** Return the height of the "Opponent plays ▶" chip's row at the band's chip size. */
function stepRow(t) {
  return chipRows([], [{ text: `${t.w("opponent_step")} ▶` }], 0, 0, t.W - 2 * t.m, t.chipFs, { below: 0 });
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
  // "Opponent plays ▶" on the band's first row, what the reader's turn did told under it: the question its card asks
  // comes with its prompt on that row (text, no move) and its answers below, never under a press meant for ▶ (review
  // 27, letter_zh 1, 2, letter_en 1: a tap on ▶ met an answer, once committed it)
  const stepFoot = y + stepRow(t) + 6;
  // the told line 14 px under it: its glow (3 px out, a 12 px blur) lay over the line's first words (review 28,
  // letter_en 6, 008; letter_zh 6, 007)
  const from = asked.step ? stepFoot + 8 : y;
  if (draw) room.lines.forEach((line, i) => t.text(line, m, from + i * (size + 4), { bold: true, size, h: size,
                                                                                   label: i ? "prompt-more" : "prompt" }));
  if (asked.step) {
    chipRows(items, chips, m, y, W - 2 * m, t.chipFs, { below: 12 });
    if (draw) stepRule(t, items.at(-1));
    return from + room.height + 12;
  }
  const lowest = t.view.prompt?.kind === "answer" ? stepFoot : y;
  const top = Math.max(lowest, y + (t.tight ? room.lines.length * (size + 4) : room.height) + 6);
  // Chips with words of their own (the moves' labels) keep them; the others show their sentences where they fit.
  const long = !chips.some((c) => c.own);
  // naming chips in fixed cells, a number's cell the same every turn (newcomer review 22, zh-TW finding 2), under the
  // room of the longest naming prompt (a shared warning's third line moved the grid 15 px on a phone)
  if (chips.some((c) => c.value !== undefined)) {
    // under the prompt's own lines, not its whole room: the guess prompt after Deep Ones' Insane chip (one line in a
    // three-line room) put its grid 28 px lower than the selection's, "Name 7" under the Insane chip's press
    // (newcomer review 28, letter_en 2, 099/100)
    const said = Math.max(lowest, y + Math.max(1, room.lines.length) * (size + 4) - 4 + 6);
    const at = t.tight ? top : Math.max(said, y + namingRoom(t) + 6);
    return nameGrid(items, chips, m, at, W - 2 * m, t.chipFs, { below: 12, head: t.w("band_sane_chip") });
  }
  // in fixed slots: a wrapped chip moves no chip below it (newcomer review 28, letter_en 2; chip_slots.js)
  // an answer's chips, and a desk's (DESK_BAND), in the band's own lines (squeezed)
  const kept = t.view.prompt?.kind === "answer" || W >= DESK_BAND;
  return chips.length ? slotRows(items, chips, m, top, W - 2 * m, t.chipFs, { below: 12, long, foot: t.foot, kept })
    : top + Math.round(fs * 2) + 16;
}
