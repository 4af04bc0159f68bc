// Words of the CHAOS table: card functions, cards, the prompt of each phase and the label of each legal action.
// Pure: they read the catalog and the view's prompt, never the rules.
import { textsOf } from "../scene/zoom.js";
import { named, word } from "../scene/words.js";

export const ARROWS = { up: "▲", down: "▼", left: "◀", right: "▶" };
export const SUIT_MARK = { moon: "☾", eye: "◉", skull: "☠" };

/** Return a card function's name in `lang` (English when there is no translation, the id as last resort). */
export function functionName(catalog, lang, fn) {
  return named(catalog?.functions, lang, fn);
}

/** Return a column's letter as the board labels it (1 -> "a"): lower case, so a cell never reads like a seat. */
export const columnName = (col) => String.fromCharCode(96 + col);

/** Return a 1-based [row, col] cell as the board labels it and the sentences name it: "c4" (column c, row 4). */
export const cellName = (cell) => `${columnName(cell[1])}${cell[0]}`;

/** Return the short form of a name: the first of alternative names written "a|b". */
export const short = (name) => String(name).split("|")[0];

/** Return a card given by its id "<function>_<suit>" as {id, function, suit}. */
export function cardById(id) {
  const i = String(id).lastIndexOf("_");
  return i > 0 ? { id, function: id.slice(0, i), suit: id.slice(i + 1) } : { id, function: id, suit: "" };
}

/** Return the colon that joins a label to its words in `lang`: the full-width "：" in ja and zh, else ": ". */
export function colonOf(lang) {
  return /^(ja|zh)/.test(String(lang ?? "")) ? "：" : ": ";
}

/** Return the words of one table: w(key, vars), fnName(function), cardText(card) ("Name (suit)") and
 * comboName(code): a combo in words ("Mischief + Checkup"), never its code C1..C5, which no key explains (r6d). */
export function chaosWords(catalog, lang) {
  // w.sep: the colon of the table's language, "：" in ja/zh, where ": " stood between two CJK words (review 37)
  const w = Object.assign((key, vars) => word(catalog, lang, key, vars), { sep: colonOf(lang) });
  const fnName = (fn) => short(functionName(catalog, lang, fn));
  const cardText = (card) => (card ? `${fnName(card.function)} (${w(card.suit)})` : "?");
  const comboName = (code) => (code ? named(catalog?.combos, lang, code) : "");
  return { w, fnName, cardText, comboName };
}

/** Return how long a timed effect still lasts, in words: "2 more turn(s)", or "until A2's next turn" at 0
 * (`n`: the view's turns_left, counted on `seat`'s turns; `toAct`: the view's to_act). During `seat`'s own turn the
 * last one reads "lasts through this turn; ends as A2's next turn begins": "ends when A2's next turn begins", said
 * while A2 plays, read as stale (newcomer review 11, room 107/243). */
export function turnsLeft(w, n, seat, toAct = null) {
  if (n <= 0) {
    const now = toAct != null && toAct === seat ? w("left_this", { seat }) : "";
    return now && !now.startsWith("left_this") ? now : w("left_next", { seat });
  }
  // whose turns count, where the catalog says it ('lasts 1 more of A1's turns'): "A1: 2 more turns" read as anyone's
  // turns (newcomer review 10, finding 5; words by helper N-CE)
  const of = w("left_more_of", { n, seat });
  return of && of !== "left_more_of" ? of : w("left_more", { n });
}

/** Return a piece's hidden plants ({n, left}): how many ("2", or "1–2" when a bomb gone off since may have been one of
 * them, whose is not public: review 21, chaos_en 4) and how long they last. */
export function hiddenCount(p, w, toAct = null) {
  const { n, low, until } = p.hidden_bombs;
  const left = until === "round_end" ? w("left_round_end") : turnsLeft(w, 0, p.seat, toAct);
  return { n: Number.isInteger(low) ? `${low}–${n}` : n, left };
}

/**
 * Return the timed effects on a piece of the view as tags {kind, text}: C1's following, Vanish, Protection (each with
 * the turns it still lasts) and the Dawn line; the view says which of them this seat may know.
 */
export function pieceTags(p, w, toAct = null) {
  const tags = [];
  if (p.follows) {
    const left = turnsLeft(w, p.follows.turns_left, p.follows.leader, toAct);
    tags.push({ kind: "follows", text: w("tag_follows", { seat: p.follows.leader, left }) });
  }
  if (p.vanished && Number.isInteger(p.vanish_turns_left)) {
    // drawn faint where the reader sees it; where it does not (no cell), its moves are unseen (review 14, finding 2)
    const key = Array.isArray(p.cell) ? "tag_vanish_faint" : "tag_vanish_unseen";
    const said = w(key) === key ? "tag_vanish" : key;   // (a catalog without these words)
    tags.push({ kind: "vanish", text: w(said, { left: turnsLeft(w, p.vanish_turns_left, p.seat, toAct) }) });
  }
  if (p.protected && Number.isInteger(p.protection_turns_left)) {
    tags.push({ kind: "protected", text: w("tag_protected", { left: turnsLeft(w, p.protection_turns_left, p.seat, toAct) }) });
  }
  if (p.skips_next) tags.push({ kind: "skip", text: w("tag_skip") });
  if (p.hidden_bombs?.n) {   // an enemy's Mischief bombs the reader cannot see: their count, never their cells (review 19)
    tags.push({ kind: "hidden-bombs", text: w("tag_hidden_bombs", hiddenCount(p, w, toAct)) });
  }
  if (Array.isArray(p.dawn_anchor?.cell)) {
    const [row, col] = p.dawn_anchor.cell;
    // pushed off both lines: why, and what it may do (review 20, chaos_en 7 / ja 5: 'Dawn line: row 8' on d7)
    const off = p.dawn_anchor.off ? `tag_dawn_${p.dawn_anchor.off}` : "tag_dawn";
    tags.push({ kind: "dawn", text: w(w(off) === off ? "tag_dawn" : off, { row, col: columnName(col) }) });
  }
  return tags;
}

/** Return the text of the prompt for the phase the view is in. */
export function phasePrompt(view, prompt, { w, fnName, cardText, comboName = (c) => c ?? "" }) {
  switch (prompt.kind ?? view.phase) {
    case "move": return w("move");
    case "combo_move": return w("combo_move");
    case "cards": return w("cards_phase");
    case "extra": return `${w("extra")}${w.sep ?? ": "}${view.extra_steps}`;
    case "pick": {
      const purpose = prompt.purpose === "checkup" ? fnName("checkup") : w(prompt.purpose);
      return w("pick", { purpose, n: Math.max(0, (prompt.need ?? 0) - (prompt.picked?.length ?? 0)) });
    }
    case "push": return w("push", { target: prompt.target ?? "" });
    case "direction": return w("direction");
    case "join": return `${w("join", { combo: comboName(prompt.combo) })} · ${prompt.leader}${w.sep ?? ": "}${cardText(prompt.card)}`;
    case "react": return w("react", { combo: comboName(prompt.combo) });
    case "jump": return w("jump_prompt", { ghost: prompt.ghost ?? "" });
    default: return String(prompt.kind ?? view.phase ?? "");
  }
}

/** Return the label of a declare_time action: the time's set, the suit's mark and word, the cards' names. */
export function timeLabel(f, w, fnName, brief = true) {
  const cards = String(f.cards ?? "").split("+").filter(Boolean);
  const suit = cards[0] ? cards[0].slice(cards[0].lastIndexOf("_") + 1) : "";
  const names = cards.map((c) => fnName(c.slice(0, c.lastIndexOf("_")))).join(", ");
  // the suit said as a suit, in the words' own order ("◉目のスート": review 25, chaos_ja 6 read "◉ 目" as cryptic)
  const said = w("time_suit", { mark: SUIT_MARK[suit] ?? "", suit: w(suit) });
  const suitSaid = said && said !== "time_suit" ? said.trim() : `${SUIT_MARK[suit] ? `${SUIT_MARK[suit]} ` : ""}${w(suit)}`;
  return `${brief ? timeWithBrief(f.time, w) : timeWithShort(f.time, w)} · ${suitSaid}${w.sep ?? ": "}${names}`;
}

/** Return whether the seat to act is within its turn, not at its start: its cards phase, or steps left to take (review
 * 38, chaos_en 4: "Waiting for B2" and "B2 plays ▶" stayed after B2 had moved and played, 013 015). */
export function midTurn(view) {
  return view.phase === "cards" || (view.phase === "move" && Number(view.extra_steps) > 0);
}

/** Return the words `key` says of the seat to act, or its mid-turn words (`on`) within its turn (midTurn) where the
 * frame's words have them (a frame recorded before round HH has not). */
export function actingWords(view, w, key, on, seat) {
  const mid = midTurn(view) && w(on) !== on;
  return w(mid ? on : key, { seat });
}

/** Return a time's name with its effect in a few words ("Midnight (patients step by compass)"): a chip short of room
 * for the brief still says what the time does, not only the cards it costs (newcomer review 17, finding 2). */
export function timeWithShort(time, w) {
  const name = w(`${time}_set`);
  const short = w(`${time}_short`);
  if (!short || short === `${time}_short`) return name;
  return /[\u3040-\u9fff]/.test(short) ? `${name}（${short}）` : `${name} (${short})`;
}

/** Return a time's name with what it does to whom ("Midnight: all patients (yours too) step by compass…"): the
 * chips said only the cards to discard, and a reader learned what Midnight does after pressing it (newcomer review
 * 14, finding 1, phone 065-066). The name alone when the words lack the brief. */
export function timeWithBrief(time, w) {
  const name = w(`${time}_set`);
  const brief = w(`${time}_brief`);
  return brief && brief !== `${time}_brief` ? `${name}${w.sep ?? ": "}${brief}` : name;
}

/** Return the readable label of one legal action (its card named when `withCard`; a combo in words by `comboName`). */
export function actionLabel(a, withCard, w, fnName, comboName = (c) => c) {
  const f = a.fields ?? {};
  const c = f.card && f.card.lastIndexOf("_") > 0 ? cardById(f.card) : null;
  const card = c ? `${fnName(c.function)} (${w(c.suit)})` : f.card ?? "";
  switch (a.kind) {
    case "move": return `${w("move_to")} ${cellName([f.row, f.col])}`;
    case "pick": return cellName([f.row, f.col]);
    case "push": return `${ARROWS[f.dir] ?? ""} ${w(f.dir)}`.trim();
    case "declare_time": return timeLabel(f, w, fnName);
    case "play": {
      const parts = [withCard ? `${w("play")} ${card}` : w("play")];
      if (f.target) parts.push(`→ ${f.target}`);
      if (f.mode) parts.push(w(f.mode));
      return parts.join(" · ");
    }
    case "combo": return `${w("combo")} ${comboName(f.combo)}${withCard ? ` · ${card}` : ""}`;
    case "join": return `${w("join_with")} ${card}`;
    case "cover": return `${w("cover_with")}${withCard ? ` ${card}` : ""}`;
    case "react": return `${w("react_with")} ${card}`;
    default: return w(a.kind);
  }
}

/**
 * Return why a card of the reader's own hand cannot be played now, on its turn ("" when it can, or it is not the
 * reader's turn): newcomer R3-C d33, Possession showed its text with a × but not why it could not be played.
 */
export function whyNot(input, id) {
  const { catalog, lang = "en", view, legal = [], seat } = input;
  const mine = view?.hands?.[seat]?.cards ?? [];
  if (!view || view.to_act !== seat || !mine.some((c) => c.id === id) || !legal.length) return "";
  // a card whose every play does nothing now (`off`: a Sprint after the move ended on a bomb) says so (review 21)
  const plays = legal.filter((a) => a.target?.card === id || a.fields?.card === id);
  if (plays.length) return plays.every((a) => a.target?.off) ? plays[0].label || plays[0].text || "" : "";
  const phase = view.prompt?.kind ?? view.phase;
  // the card's own reason, sent with the legal moves (the first one's target.why_not; newcomer review 11, desk/phone 146:
  // the generic "what its text needs is not on the board…" told nothing), else the phase's generic one
  const own = legal.find((a) => a.target?.why_not)?.target?.why_not?.[id];   // on the first move (any order)
  const why = typeof own === "string" && own ? own
    : ["move", "combo_move"].includes(phase) && !id.startsWith("checkup") ? word(catalog, lang, "why_not_move")
      : phase !== "cards" ? word(catalog, lang, "why_not_now")
        : word(catalog, lang, id.startsWith("possession") ? "why_not_possession" : "why_not_need");
  // three cards of its suit and no time card offered: when they set Midnight or Dawn (newcomer review 10, desk
  // finding 3: the time cards were never taught; words by helper N-CE)
  const suit = mine.find((c) => c.id === id)?.suit;
  const three = mine.filter((c) => c.suit === suit).length >= 3;
  const time = word(catalog, lang, "why_not_time");
  return three && time && time !== "why_not_time" && !legal.some((a) => a.kind === "declare_time") ? `${why} ${time}`.trim() : why;
}

/** Return what a chosen hand card does, under its chips: a join's sentence (the combo, not the card's own text: newcomer
 * review 18, finding 3); a card a combo or a cover may use now, what they do and cost, in brief (newcomer review
 * 20, room_en 2 and 4: under 'Combo with A2: Possession + Protection' and 'Cover your team' the Protection's own text
 * said 'You are not hurt', and the card paid was used up, protecting no one); else the card's own text. */
export function chosenEffect(catalog, lang, id, acts = []) {
  const joined = acts.find((a) => a.kind === "join")?.text;
  if (joined) return joined;
  const hints = [...new Set(acts.map((a) => a.target?.hint).filter(Boolean))];
  // a card that also plays alone says its combo too: its play's chip says what it does alone ('Check 3 cells for
  // bombs'), its text is on hover; the combo's chip only what it needs (newcomer review 22, room_en 2: the Checkup's
  // combo with Mischief said nothing before it was pressed). Its text and the brief together moved a phone's chips.
  return hints.length ? hints.join(" ") : cardEffect(catalog, lang, id);
}

/** Return what a card does, in `lang` ("One extra step after moving."), "" when the catalog does not say. */
export function cardEffect(catalog, lang, id) {
  return textsOf(catalog?.card_texts?.cards, lang, id)?.text ?? "";
}

/**
 * Return the card zoom of a CHAOS table (scene/zoom.js): a card (hand, other hands), the time of day and the combo in
 * progress, each with its text from `card_texts` (cards: role · suit and effect; times; combos C1..C5).
 */
export function chaosZoom(input) {
  const { catalog, lang = "en", view } = input;
  const ct = catalog?.card_texts ?? {};
  const zoomKey = (item) => {
    if (item.type === "ccard" && item.face?.id) return `card:${item.face.id}`;
    // Day too: the rules say to click the time of day for its text (newcomer review 20, room_en 3: 'Day' opened nothing)
    if ((item.type === "tod" || item.label === "time-text") && view) return `time:${view.time?.kind ?? "day"}`;
    if (item.label === "combo" && view?.combo?.combo) return `combo:${view.combo.combo}`;
    const chip = /^act:(combo|react) .*?(?:combo=(C\d))?$/.exec(item.type === "chip" ? item.id ?? "" : "");
    if (chip) return `combo:${chip[1] === "react" ? "C4" : chip[2]}`;  // a combo's chip opens what the combo does
    return null;
  };
  const texts = (key) => {
    const [kind, id] = key.split(":");
    const c = textsOf(kind === "card" ? ct.cards : kind === "time" ? ct.times : ct.combos, lang, id);
    if (!c) return null;
    const head = [c.role, c.suit].filter(Boolean).join(" · ");
    const how = kind === "combo" ? word(catalog, lang, "combo_how") : "";  // who plays what; joining or declining
    // a card the reader opened (a tap) leaves out why it cannot be played now: the prompt says it in its place
    // (panel.js notNow), and the two lines more sent a phone's text under the hand, out of sight (review 32, room_zh 7)
    const opened = input.ui?.selected === `zoom:${key}`;
    return { title: c.name ?? id, lines: [head, c.text, how, kind === "card" && !opened ? whyNot(input, id) : ""].filter(Boolean) };
  };
  // a hand card selected to choose how to play it opens no pop-up: it lay over the turn order, the decks, the board's
  // foot and the hand (newcomer review 9, finding 3); its chips say what it does, its text is in the prompt band where
  // the band has room (panel.js cardEffectLine), and on hover or with the I key (its zoom) as before
  const chosen = null;
  return { zoomKey, texts, chosen };
}
