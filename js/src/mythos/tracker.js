// The adventure tracker on a Mythos player's panel (MY-ADV-1/2): the seat's own adventures in hand, how many of each
// one's requirements are met, what each still lacks (a wide table shows it without a click), and the full list its ▾
// opens; the card's zoom (zoom.js) lists the same requirements.
import { INK } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { cardName } from "../scene/words.js";
import { colon } from "./cards.js";

/** Return "in your hand: Car, Speech Machine", the seat's hand cards an adventure needs (the view's goals' `wanted`),
 * "" when none: the opened list says what the hand's "needed" tags are for (newcomer review 20, mythos_en finding 5). */
function handHeld(t, g) {
  const hand = new Map((t.me?.hand ?? []).map((c) => [c.inst, c.id]));
  const names = (g.wanted ?? []).filter((i) => hand.get(i) != null).map((i) => cardName(t.catalog, t.lang, hand.get(i)));
  return names.length ? t.w("goal_in_hand", { cards: names.join(t.lang === "ja" ? "、" : ", ") }) : "";
}

const LOST_INK = "#f0a050";   // a requirement just lost (lostRows)

/** Return the rows of goal `g` the seat had met and lost since (an ally flipped, a story deck discarded), kept in
 * the page's state until met again or the round ends: "✗ … · just lost", not a silent "missing" (review 25, mythos_en
 * 2). A still frame (no page state) and the designer mark none. */
function lostRows(t, g) {
  const ui = t.ui && typeof t.ui === "object" && !t.design ? t.ui : null;
  if (!ui) return new Set();
  const seen = (ui.goalsMet ??= { round: t.view.round, met: {}, lost: {} });
  if (seen.round !== t.view.round) Object.assign(seen, { round: t.view.round, lost: {} });
  const count = t.catalog?.cards?.[g.id]?.needs?.count ?? [];
  const met = (g.have ?? []).map((h, i) => h >= (count[i] ?? 1));
  const before = seen.met[g.inst];
  const lost = new Set(seen.lost[g.inst] ?? []);
  met.forEach((m, i) => (m ? lost.delete(i) : before?.[i] && lost.add(i)));
  seen.met[g.inst] = met;
  seen.lost[g.inst] = [...lost];
  return lost;
}

/**
 * The seat's own adventures in hand (the view's goals, its own view only): a line with each adventure's name and how
 * many of its printed requirements are met ("ready" when all are, together); its ▾ opens the list (and the card's zoom
 * shows it too): each requirement (catalog needs) ticked when its cards are in play or in the story deck, with a count
 * where it asks for more than one. Return the y below.
 */
export function goals(t, p, box, y) {
  const list = Array.isArray(p.goals) ? p.goals : [];
  if (!list.length) return y;
  const { w, catalog, lang } = t;
  const small = Math.max(MIN_TEXT, t.sizes.fs - 1);
  const lh = small + 4;
  const zone = `goals-${p.seat}`;
  // opened by its ▾, the list stays open until its ▴ (an action's new frame cleared the selection and it shut by itself:
  // newcomer review 10, finding 2, r10mp/16 → 18)
  const ui = t.ui && typeof t.ui === "object" ? t.ui : null;
  if (ui && t.open === zone) ui.goalsOpen = zone;
  if (ui && t.open === `${zone}-shut`) ui.goalsOpen = null;
  // kept open, it is still the reader's selection: the table's fitted height (layout.js `fitting`) is the shut list's,
  // so opening it never rescales the table (scale_still.test.js)
  // the reader's choice stands on a tall table too: it shut by itself on the frames that folded (newcomer review 13,
  // finding 2); the others' panels fold for it instead (layout.js)
  // (but in a fight whose hand would fall below a 1280×800 window: layout.js listShut)
  const shown = t.open === zone || (ui?.goalsOpen === zone && !ui.fitting && !t.listShut);
  // a wide table lists, until ▾ opens them all, the requirements each adventure still lacks (a phone: the counts)
  const missing = !shown && t.sizes.W >= 900 && !t.compact;   // compact: a tall table folds them (layout.js)
  const toggle = { type: "chip", w: Math.round(t.sizes.fs * 1.6), h: t.sizes.fs + 2, text: shown ? "▴" : "▾", size: small,
                   id: `select:${shown ? `${zone}-shut` : zone}`, quiet: true, label: `toggle-${zone}` };
  // a face-down monster is in no adventure's pool (MY-ADV-2): the heading says so while the seat has one (newcomer
  // review 6, finding 6), in its own line's room (the lacks after it shorten to "+N more", no line is added)
  const faceDown = (p.threat_count ?? p.threat?.length ?? 0) > 0 && t.view?.phase !== "combat";
  const head = { text: w(faceDown ? "goal_face_down" : "goals"), colour: INK.gold, bold: true, label: `goals-${p.seat}` };
  const lines = [[head]];
  // a heading wider than half the line ("手札のアドベンチャー（裏向きのモンスターは数えない）：") has its line alone: the
  // adventures beside its wrapped end were squashed (newcomer review 10, finding 5, r10mp/105b, 108)
  const alone = textWidth(head.text, small, true) * 1.06 > (box.w - toggle.w - 6) / 2;
  for (const g of list) {
    const lost = lostRows(t, g);   // at every look, shown or not: a row's loss is seen against the last look
    const { met, of } = goalCount(catalog, g);
    // "Name: 3 of 7 requirements met", never a cryptic "3/7"; a folded list (a tall table: layout.js) names them on
    // one line with their short counts ("Name 3 of 7": the score's progress stays in sight, newcomer review 19,
    // finding 3, 075_g48), its ▾ (and each card's zoom) saying the rest
    const folded = t.compact && !shown;
    const count = folded ? ` ${w("goal_count_short", { met, of })}` : `${colon(lang)}${w("goal_count", { met, of })}`;
    const name = { text: `${g.ready ? "✓ " : ""}${cardName(catalog, lang, g.id)}${count}${g.ready ? ` · ${w("goal_ready")}` : ""}`,
                   colour: g.ready ? "#7fd39a" : INK.text, label: `goal-${g.inst}` };
    if (!missing) {
      if (alone && lines.length === 1) lines.push([]);
      lines.at(-1).push(name);
      continue;
    }
    const lacks = goalNeeds(catalog, lang, g, w, lost).map((n, i) => ({ ...n, i })).filter((n) => !n.met)
      // the line lists only missing ones: the cross says it (the word would leave room for one requirement at 960 px)
      // one lost since the last look is orange: the line keeps its words and length (the hand keeps its place)
      .map((n) => ({ text: n.short, colour: n.lost ? LOST_INK : INK.dim, label: `goal-${g.inst}-${n.i}`, met: false }));
    const line = lines.length === 1 && lines[0].length === 1 ? lines[0] : [];
    if (line !== lines[0]) lines.push(line);
    line.push(name);
    line.push(...fitLine(line, lacks, box.w - toggle.w - 6, small, w, list.length > 1 ? 1 : 2));
  }
  if (t.compact && !shown && lines[0].length > 2) lines[0] = [lines[0][0], ...fitLine([lines[0][0]], lines[0].slice(1), box.w - toggle.w - 6, small, w, 1)];
  // counts that do not all fit beside the heading go together on a line of their own: one beside it and the next
  // wrapped under it at the panel's edge read untidily (newcomer review 33, mythos_en 8, 127)
  else if (!missing && t.sizes.W >= 600 && lines.length === 1 && lines[0].length > 2) {
    const names = lines[0].slice(1);
    const beside = fitLine([lines[0][0]], names, (box.w - toggle.w - 6) * 0.97, small, w, 1);
    if (beside.length !== names.length || beside.at(-1) !== names.at(-1)) lines.splice(0, 1, [lines[0][0]], names);
  }
  const top = y;
  // a line each (the counts alone share one): a little tighter than the open list's lines
  for (const line of lines) y = flowText(t, line, { x: box.x, w: box.w - toggle.w - 6 }, y, small, lines.length > 1 ? lh - 1 : lh);
  t.items.push({ ...toggle, x: box.x + box.w - toggle.w, y: top - 2 });
  return (shown ? openList(t, list, box, y, small, lh) : y) + 2;
}

/** Draw the list the tracker's ▾ opens: each adventure with its value, every requirement ticked or not, and the hand's
 * cards it needs; return the y below. */
function openList(t, list, box, y, small, lh) {
  const { w, catalog, lang } = t;
  for (const g of list) {
    const value = catalog?.cards?.[g.id]?.value;
    const parts = [{ text: `${cardName(catalog, lang, g.id)}${value != null ? ` (+${value})` : ""}:`,
                     colour: g.ready ? "#7fd39a" : INK.text, bold: true, label: `goal-${g.inst}-name` }];
    goalNeeds(catalog, lang, g, w, lostRows(t, g)).forEach((n, i) => parts.push({ text: n.text,
                                                                 colour: n.met ? "#7fd39a" : n.lost ? LOST_INK : INK.dim,
                                                                 label: `goal-${g.inst}-${i}`, met: n.met }));
    // the hand's cards it needs, marked "needed" there (newcomer review 20, finding 5); not in a fight, which plays none
    // from the hand, and where the list's one state over the fight keeps its height (round13q finding 2)
    const held = t.view?.phase === "combat" ? "" : handHeld(t, g);
    if (held) parts.push({ text: held, colour: INK.gold, label: `goal-${g.inst}-hand` });
    y = flowText(t, parts, box, y, small, lh);
  }
  return y;
}

/** Return the pieces of `more` that fit after `line`'s within `rows` lines (flowText's widths and wrapping), one
 * too long skipped, and "+N more" for those left out. */
function fitLine(line, more, width, size, w, rows) {
  const sep = Math.round(size * 1.2);
  const pw = (part) => textWidth(part.text, size, Boolean(part.bold)) * (part.bold ? 1.06 : 1.05)
    + (/^[✓✗]/.test(part.text) ? size * 0.5 : 0);
  const fits = (parts) => {
    let [x, n] = [0, 1];
    for (const part of parts) {
      if (x > 0 && x + pw(part) > width) [x, n] = [size, n + 1];
      x += pw(part) + sep;
    }
    return n <= rows && x - sep <= width;
  };
  const out = [];
  for (const part of more) if (fits([...line, ...out, part])) out.push(part);
  const tail = () => ({ text: w("goal_more", { n: more.length - out.length }), colour: INK.dim });
  while (out.length < more.length && out.length && !fits([...line, ...out, tail()])) out.pop();
  return out.length < more.length ? [...out, tail()] : out;
}

/** Return how many of an adventure's requirements its goal meets, and of how many. */
function goalCount(catalog, g) {
  const count = catalog?.cards?.[g.id]?.needs?.count ?? [];
  const have = g.have ?? [];
  return { met: have.filter((h, i) => h >= (count[i] ?? 1)).length, of: have.length };
}

/** Return an adventure goal's requirements as the tracker writes them: {text: "✓ phrase" / "✗ phrase · 1 more needed", short
 * (without the word), met}. */
export function goalNeeds(catalog, lang, g, w, lost = new Set()) {
  const needs = catalog?.cards?.[g.id]?.needs;
  const phrases = needs?.[lang] ?? needs?.en ?? [];
  return phrases.map((need, i) => {
    const have = g.have?.[i] ?? 0;
    const count = needs?.count?.[i] ?? 1;
    const met = have >= count;
    const note = g.notes?.[i] ? w("note_of", { note: w(`note_${g.notes[i]}`) }) : "";  // why a phobia counts or not (MY-ADV-2)
    // a missing one is crossed and says so (a ring read as "nothing to say": newcomer review 7, Mythos finding 3)
    const short = `${met ? "✓" : "✗"} ${need}${count > 1 && !met ? ` ${w("goal_of", { have, need: count })}` : ""}`;
    const which = countedCards(catalog, lang, g, i, need, w);
    const gone = lost.has(i) ? ` · ${w("goal_lost")}` : "";   // met before, lost since (lostRows)
    // a line of several says how many more, not "1/2" and "missing" at once (review 35, mythos_en 4)
    // a missing spell says how to get one (review 38, mythos_en 5, 173: "✗ a spell · missing" and no more)
    const missing = count > 1 ? w("goal_missing_n", { n: count - have })
      : w(needs?.kinds?.[i] === "spell" ? "goal_missing_spell" : "goal_missing");
    return { text: `${met ? "✓" : "✗"} ${need}${which.cards}${met ? "" : gone || ` · ${missing}`}${which.elsewhere}${note}`,
             short: `${short}${note}`, met, lost: Boolean(gone) };
  });
}

/** Return the words naming the cards requirement `i` counts (": Congregational Hospital", none when the line is the
 * card's own title) and those that fit it but count on another line (" · The Forgotten Crypt counts on its own
 * line"): a line stuck at 1/2 said neither (newcomer review 18, Mythos Q1). The view names only the seat's cards. */
function countedCards(catalog, lang, g, i, need, w) {
  const phrases = catalog?.cards?.[g.id]?.needs;
  // a short line only: a met line's tick says enough, and the open list stays the height the hand's room allows
  const short = (g.have?.[i] ?? 0) < (phrases?.count?.[i] ?? 1);
  const names = (short ? g.cards?.[i] ?? [] : []).map((id) => cardName(catalog, lang, id)).filter((name) => name !== need);
  const cards = names.length ? w("goal_cards", { cards: names.join(w("goal_cards_sep")) }) : "";
  const elsewhere = (g.elsewhere?.[i] ?? []).map(({ id, on }) => {
    const card = cardName(catalog, lang, id);
    const other = (phrases?.[lang] ?? phrases?.en ?? [])[on] ?? "";
    return other === card ? w("goal_own_line", { card }) : w("goal_elsewhere", { card, need: other });
  }).join("");
  return { cards, elsewhere };
}

/** Lay text pieces left to right from (box.x, y), a piece that does not fit starting a new line (indented); each
 * piece longer than a line wrapped. Return the y below. */
function flowText(t, parts, box, y, size, lh) {
  const sep = Math.round(size * 1.2);
  let x = box.x;
  for (const part of parts) {
    // a tick or a ring is drawn about 1 em wide (the estimate counts it as a letter), bold a little wider than said
    // (the estimate runs ~5 % short on a long plain phrase: a ring then touched the phrase before it)
    const pw = textWidth(part.text, size, Boolean(part.bold)) * (part.bold ? 1.06 : 1.05) + (/^[✓✗]/.test(part.text) ? size * 0.5 : 0);
    if (x > box.x && x + pw > box.x + box.w) {
      x = box.x + size;
      y += lh;
    }
    const lines = wrapLines(part.text, box.x + box.w - x, size, Boolean(part.bold));
    lines.forEach((line, i) => t.text(line, i ? box.x + size : x, y + i * lh, {
      size, colour: part.colour, bold: Boolean(part.bold), ...(i ? {} : { label: part.label }),
      ...(part.met !== undefined ? { met: part.met } : {}) }));
    y += (lines.length - 1) * lh;
    x = (lines.length > 1 ? box.x + size + textWidth(lines.at(-1), size) : x + pw) + sep;
  }
  return y + lh;
}
