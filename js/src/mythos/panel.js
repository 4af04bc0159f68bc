// A player's panel on the Mythos table: title and score, the Sanity bar and the investigator's numbers, where
// the investigator is, then the zones as labelled groups of cards flowing left to right (story, threat, Great
// Old One, allies with what they carry, captives, artifacts, tomes with their spells, events, phobias,
// adventures, the designer's look at a hand, deck and discard), and an opened zone's strip.
import { INK } from "../scene/build.js";
import { MIN_TEXT, textWidth, wrapLines } from "../scene/text.js";
import { cardName, named, term } from "../scene/words.js";
import { goals } from "./tracker.js";
import { tabHeight, tabLabel, tabText } from "./table.js";
import { besideRow } from "./last_turn.js";
import { brief, flat, foldChip } from "./panel_fold.js";
import { colon } from "./cards.js";
import { drawCause } from "./sanity_cause.js";

/** Lay out one player's panel from `y0` (`folded`: its cards smaller on one row, in a fight or "flat" its title and
 * numbers only); return its bottom. */
export function playerPanel(p, y0, t, folded = false) {
  const { m, W } = t.sizes;
  const panel = { type: "mpanel", x: m, y: y0, w: W - 2 * m, h: 0, active: t.view.to_act === p.seat && !t.view.result,
                  you: p.seat === t.seat, out: Boolean(p.eliminated), label: `panel-${p.seat}` };
  t.items.push(panel);   // no motion key: an outline of the whole panel was a big oval past its border (M12, M42)
  const box = { x: m + 8, w: W - 2 * m - 16 };
  // a folded panel's Show chip (an opened one's Hide) at the right end of its title's line (panel_fold.js)
  const chip = foldChip(t, p, folded);
  if (chip) t.items.push({ ...chip, x: box.x + box.w - chip.w, y: y0 + 4 });
  // the bot's brief panel beside a fight (panel_fold.js): its score line says its Sanity and points, its cards follow
  const short = brief(t, folded, p);
  let y = title(t, p, box, y0 + (short ? 4 : 6), chip ? chip.w + 8 : 0, short);
  if (!short) y = numbers(t, p, box, y, folded);
  // folded in card play (a tall wide table: layout.js) it keeps what it has in play, its cards drawn smaller on one
  // row, where it is said by its top card: a panel folded to its numbers hid the bot's cards (newcomer review 12,
  // finding 2)
  // in a fight its threat and defenders are in the combat band, the allies it may still defend with on its title's
  // line (newcomer review 13, finding 5)
  if (flat(t, folded)) {
    if (t.fighting) freeAllies(t, p, box);
    panel.h = y + 2 - y0;
    return y0 + panel.h;
  }
  if (!folded) y = whereabouts(t, p, box, y);
  y = goals(t, p, box, y);
  const { groups, keep } = oneRow(t, p, box.w, short ? BRIEF : folded === "tight" ? TIGHT : folded ? FOLDED : 1);
  const rowFrom = t.items.length;
  const rowTop = y;
  y = flowGroups(groups, box.x, y, box.w, t, groupSpace(groups, box.w, t),
                 (x, top, room) => phobiaNotes(t, p, x, top, room)) + keep;
  if (p.seat !== t.seat) besideRow(t, box, t.items.slice(rowFrom), rowTop, y, p.seat);   // its turn (last_turn.js)
  y = openStrip(t, p, box, y);
  panel.h = y + (short ? 2 : 4) - y0;
  return y0 + panel.h;
}

// a folded panel's cards: 45 px on a 56 px table, their names' words at MIN_TEXT (round11o.test.js, finding 4)
const FOLDED = 0.8;
// the bot's brief panel's cards on a two-seat desk in a fight: 35 px, its whole table in sight with the reader's and
// the fight's, the hand still in a 1280×800 window (newcomer review 24, mythos_en 3)
const BRIEF = 0.62;
// the reader's own cards beside the bot's brief panel where the fight leaves no more room (layout.js foldTries): 40 px
const TIGHT = 0.72;

/**
 * Return a panel's groups of cards. A wide table keeps a panel on one row of cards: when they no longer fit, its cards
 * are drawn smaller, down to two thirds of their size, rather than a second row growing the table past a 1280×800
 * window and pushing the page (review 7, layout finding 1: the bot's panel gained a row as its cards in play grew).
 * Return them and the height (px) the row keeps below them.
 */
function oneRow(t, p, width, scale = 1) {
  const make = () => [...placeGroups(t, p), ...cardGroups(t, p), ...pileGroups(t, p)];
  // a carried card's strip widens past its ally where its name is cut (stripWidth) only while the row stays one
  const build = () => {
    t.wideStrips = t.sizes.W >= 600;
    const groups = make();
    if (!t.wideStrips || rowsOf(groups, width, t, t.sizes.gap) <= 1) return groups;
    t.wideStrips = false;
    return make();
  };
  const base = t.sizes;
  t.briefRow = scale === BRIEF;
  let groups = build();
  if (base.W < 600) return { groups, keep: 0 };   // a phone's table scrolls: its rows keep their cards readable
  // a tall table (layout.js: a second adventure, a two-line prompt) draws the seat's cards smaller and gives the room
  // to the hand, which kept below a 1280×800 window (newcomer review 10, finding 1)
  const small = Math.round(base.cw * Math.min(scale, t.compact && p.seat === t.seat ? 0.8 : 1));
  try {
    if (small < base.cw) {
      t.sizes = { ...base, cw: small, ch: Math.round(small * 1.4) };
      groups = build();
    }
    const least = Math.round(base.cw * Math.min(scale, 1) * 2 / 3);
    const shrink = () => {
      for (let cw = small - 2; cw >= least && rowsOf(groups, width, t, base.gap) > 1; cw -= 2) {
        t.sizes = { ...base, cw, ch: Math.round(cw * 1.4) };
        groups = build();
      }
    };
    shrink();
    // still past one row at the least size, its completed adventures stack on one card, "+2 more" and a ▾ that lists
    // them: a third adventure grew the reader's panel a row and pushed the hand off a 1280×800 window (newcomer review
    // 36, mythos_en 1)
    if (rowsOf(groups, width, t, base.gap) > 1 && (p.adventures?.length ?? 0) > 1) {
      t.stackedAdventures = true;
      t.sizes = { ...base, cw: small, ch: Math.round(small * 1.4) };
      groups = build();
      shrink();
    }
    // the row keeps its height: smaller cards leave the panel, and everything under it, where it was; but for the last
    // combat's band (combat.js lastCombatRecap), which takes that room so the hand keeps its place (review 14, finding 5)
    return { groups, keep: t.recap && !t.fighting ? 0 : Math.round(small * 1.4) - t.sizes.ch };
  } finally {
    t.sizes = base;
    t.wideStrips = false;
    t.briefRow = false;
    t.stackedAdventures = false;
  }
}

/** Return the adventure points that end the game (the view's rules if it says them, else the catalog's). */
export function targetPoints(t) {
  return t.view?.target_points ?? t.catalog?.target_points ?? 20;
}

/** Title: seat, investigator, state; the score on the right, left of `reserve` px (the fold chip). Return the y below. */
function title(t, p, box, y, reserve = 0, short = false) {
  const { w, catalog, lang } = t;
  const { fs } = t.sizes;
  const you = p.seat === t.seat;
  const tags = [p.passed ? w("passed") : "", p.ambush ? w("ambush") : "", p.eliminated ? w("eliminated") : ""];
  const score = (p.sanity ?? 0) + (p.points ?? 0);
  const who = `${you ? "★ " : ""}${t.who(p.seat)}`;   // a person ("You", "Bot 2"), never "p1"
  const head = [`${who} · ${named(catalog?.investigators, lang, p.investigator)}`, ...tags.filter(Boolean)].join(" · ");
  // what the score is made of, said where it is shown (issue 23 r6: "score 13" was never explained)
  const scoreText = w("score_is", { score, sanity: p.sanity ?? 0, points: p.points ?? 0 });
  // the tags wrap below the name rather than run under the score at a narrow width (bold text is ~6 % wider); a score
  // wider than a third of the panel ("Sanity + adventure points = score 13" on a phone) takes its own line under the
  // name, which keeps the whole width (it was squeezed to a word a line)
  const scoreW = textWidth(scoreText, fs + 1, true) + fs + reserve;
  const own = scoreW > box.w / 3 && textWidth(head, fs + 1, true) > box.w - scoreW;
  const lines = wrapLines(head, own ? box.w - reserve : box.w - scoreW, fs + 1, true);
  // motion: when a step leaves no trace (a pass), who acted is outlined — their name line ("Bot 2 · … · passed"),
  // a pill inside the panel, not the whole panel (issue 23 r5 M12, M42)
  const marker = (line) => ({ key: `panel-${p.seat}`, turn: t.view.to_act === p.seat && !t.view.result,
                              w: Math.ceil(textWidth(line, fs + 1, true)), h: fs + 1 });
  lines.forEach((line, i) => t.text(line, box.x, y + i * (fs + 4), {
    bold: true, size: fs + 1, label: i ? undefined : `title-${p.seat}`, investigator: p.investigator,
    ...(i ? {} : marker(line)) }));
  const sy = own ? y + lines.length * (fs + 4) : y;
  // a wide panel says the last Sanity change's cause in the free room between its name and its score (sanity_cause.js)
  const from = box.x + textWidth(lines[0] ?? "", fs + 1, true) + 2 * fs;
  // the brief panel's Sanity bar on its title's line, in the cause's place: without it the bot's Sanity was only in the
  // "score =" words, even at 1-2 Sanity (newcomer review 38, mythos_en 1)
  // (after the last change's cause, which keeps the room it needs)
  const end = box.x + box.w - scoreW - fs;
  if (!own && lines.length === 1) drawCause(t, p, from, y + 1, end - from, fs);
  const said = t.items.filter((i) => i.label === `sanity-cause-${p.seat}`)
    .map((i) => i.x + textWidth(i.text, i.size, true) + fs);
  const barX = said.length ? Math.max(...said) : from;
  if (short && !own && lines.length === 1) briefBar(t, p, barX, y - 1, end - barX);
  t.text(scoreText, box.x + box.w - (own ? 0 : reserve), sy,
         { align: "right", bold: true, colour: INK.gold, label: `score-${p.seat}` });
  return sy + (own ? fs + 4 : lines.length * (fs + 4)) + 3;
}

/** Put seat `p`'s Sanity bar, one title line high, at `x`, `y` if it fits in `room` px; return its width (0: none). */
function briefBar(t, p, x, y, room) {
  const { fs } = t.sizes;
  const small = Math.max(MIN_TEXT, fs - 1);
  const text = `${t.w("sanity")} ${p.sanity}/${p.sanity_max ?? "?"}`;
  const tw = Math.ceil(textWidth(text, small, true) * 1.05);
  const max = p.sanity_max ?? 20;
  if (room < tw + 14) return 0;
  const f = p.sanity_start != null ? Math.max(0, Math.min(1, p.sanity_start / Math.max(1, max))) : null;
  // wide enough for its text on the roomier side of the start tick (as numbers below)
  const need = f == null ? tw + 14 : Math.ceil((tw + 14) / Math.max(f, 1 - f));
  if (room < need) return 0;   // (a bar without its start tick read as another bar: none where the line is short)
  const w = need;
  const tick = f == null ? null : x + w * f;
  const textX = tick != null && f < 0.5 ? Math.ceil(tick + 6) : x + 6;
  t.items.push({ type: "msanity", x, y, w, h: fs + 5, value: p.sanity ?? 0, start: p.sanity_start ?? null, max,
                 size: small, text, sub: "", label: `sanity-${p.seat}`, tick, textX, textW: tw });
  return w;
}

/**
 * The Sanity bar (its value inside, fitting it) with the starting value as a tick on it and as text just right of it
 * (never over the bar's own text), then the investigator's numbers beside them, wrapped, or below them when the panel
 * is too narrow for both. Return the y below.
 */
function numbers(t, p, box, y, folded = false) {
  const { w } = t;
  const { fs } = t.sizes;
  const small = Math.max(MIN_TEXT, fs - 1);
  const text = `${w("sanity")} ${p.sanity}/${p.sanity_max ?? "?"}`;
  const sub = p.sanity_start != null ? `${w("start")} ${p.sanity_start}` : "";
  const tw = Math.ceil(textWidth(text, small, true) * 1.05);
  const max = p.sanity_max ?? 20;
  const f = p.sanity_start != null ? Math.max(0, Math.min(1, p.sanity_start / Math.max(1, max))) : null;
  // the start tick never crosses the bar's text: the bar is wide enough for the text on the roomier side of the tick
  const need = f == null ? tw + 14 : Math.ceil((tw + 14) / Math.max(f, 1 - f));
  const barW = Math.min(box.w, Math.max(need, tw + 14, Math.min(200, Math.round(box.w * 0.3))));
  const tick = f == null || barW < need ? null : box.x + barW * f;   // too narrow a panel: the "start" text alone
  const textX = tick != null && f < 0.5 ? Math.ceil(tick + 6) : box.x + 6;
  t.items.push({ type: "msanity", x: box.x, y, w: barW, h: fs + 6, value: p.sanity ?? 0, start: p.sanity_start ?? null,
                 max, size: small, text, sub: "", label: `sanity-${p.seat}`, tick, textX, textW: tw });
  let right = box.x + barW;
  if (sub) {
    t.text(sub, right + 6, y + 3, { size: small, colour: INK.soft, label: `start-${p.seat}` });
    right += 6 + Math.ceil(textWidth(sub, small));
  }
  // the lines keep the full size's pitch: a panel's height does not change with the size its numbers fit at
  const { lines, size, sx, sy, below } = statsLines(t, p, box, right, y, folded);
  // the last Sanity change's cause beside the value where the numbers go under it (a phone), unless the title's line
  // said it (sanity_cause.js; review 27, mythos_ja 2)
  if (below && !folded) drawCause(t, p, right + 8, y + 3, box.x + box.w - right - 8, small, 2);
  lines.forEach((line, i) => t.text(line, sx, sy + i * (small + 3),
                                    { size, colour: INK.dim, label: i ? undefined : `stats-${p.seat}` }));
  return Math.max(y + fs + 10, sy + lines.length * (small + 3) + 2);
}

/** Return a panel's numbers ("Education 14 · English · Hand 6 (…) · …") as one string, the hand's rule by `rule`. */
function statsText(t, p, rule) {
  const { w, catalog, lang } = t;
  const langs = (p.languages ?? []).map((l) => term(catalog, lang, l)).join(", ");
  const [low, high] = p.hand_limits ?? [];
  const lim = p.hand_limits ? ` (${w(rule, { size: p.hand_size, min: low, max: high })})` : "";
  return [`${w("education")} ${p.education ?? "?"}`, langs, `${w("hand")} ${p.hand_count ?? 0}${lim}`,
          `${w("deck")} ${p.deck_count ?? 0}`, `${w("discard_pile")} ${(p.discard ?? []).length}`,
          `${w("points")} ${w("points_of", { points: p.points ?? 0, n: targetPoints(t) })}`].filter(Boolean).join(" · ");
}

/**
 * Return the numbers' lines, their size and place: beside the Sanity bar (from `right`), or under it, the full width,
 * for a narrow panel or numbers that would run over more than two lines beside the bar (a phone's "／20" stood alone on
 * a fifth line once Sanity fell to one digit: newcomer R3 50_end). The hand's rule says "refill to 13 · keep 5–7" as
 * the hand label does ("keep 5–7" alone beside a hand of 13 read as broken: newcomer review 7, finding 4) in no more
 * lines than "keep 5–7" alone takes on a wide table: shrunk toward MIN_TEXT, else the short rule; its one more line
 * ("20" alone) made a late table at 1280×800 810 px tall (issue 23 round J, test_browser_mythos). A panel folded beside
 * a fight keeps "keep" only.
 */
function statsLines(t, p, box, right, y, folded) {
  const { fs } = t.sizes;
  const small = Math.max(MIN_TEXT, fs - 1);
  const place = (stats, size) => {
    const beside = wrapLines(stats, box.x + box.w - right - 12, size);
    const below = box.x + box.w - right - 12 < 140 || beside.length > 2;
    const sx = below ? box.x : right + 12;
    const lines = below ? wrapLines(stats, box.x + box.w - sx, size) : beside;
    return { lines, size, sx, sy: below ? y + fs + 10 : y + 3, below };
  };
  const full = statsText(t, p, "hand_short");
  if (p.hand_size && !folded && t.sizes.W < 600) return place(full, small);   // a phone's table scrolls
  const short = place(statsText(t, p, "limits"), small);
  if (!p.hand_size || folded) return short;
  for (let size = small; size >= MIN_TEXT; size -= 1) {
    const at = place(full, size);
    if (at.below === short.below && at.lines.length <= short.lines.length) return at;
  }
  return short;
}

/** Return the words of a used gate: at a location with no gate now (the Tiara's copied gate was used, then the copy
 * ended; MY-LOC-7) it stays upside down and says it has no gate, which a gate phobia asks for (newcomer review 18,
 * finding 6: "gate used" beside a list with no gate, and Portaphobia did not fire). */
function gateUsed(p, w) {
  return p.location && !p.location.gate ? w("gate_used_gone") : w("gate_used");
}

/** Where the investigator is: the story's top card, its state, the location's features. Return the y below. */
function whereabouts(t, p, box, y) {
  const { w, catalog, lang } = t;
  const { fs } = t.sizes;
  const story = p.story ?? [];
  // no location played yet (an event buried into an empty story deck is its top card, no place): "no location yet"
  const top = p.top_state === "none" ? null : story[story.length - 1];
  // walking or in transit the seat counts as Outside (MY-ZONE-3, MY-LOC-2), as with no location yet ("Outside, no
  // location yet"): one phrase for the state, "Outside, walking to Lonely Akeley Farmhouse" — 'At: Lonely Akeley
  // Farmhouse · walking — Outside' read as two places (newcomer review 13, finding 6; review 12, finding 3)
  const moving = top && !p.location && ["walking", "transit"].includes(p.top_state);
  const where = moving ? [w(`${p.top_state}_to`, { card: cardName(catalog, lang, top.id) }),
                          p.recruited_on_train ? w("recruited_on_train") : ""]
    : top ? [cardName(catalog, lang, top.id), w(p.top_state === "upright" ? "upright" : p.top_state),
             p.gate_used ? gateUsed(p, w) : "", p.recruited_on_train ? w("recruited_on_train") : ""]
    : [w("no_location")];
  if (p.rest) where.push(w("rest", { n: p.rest }));  // a sanitarium's forced rest (Bellevue Hospital)
  if (p.cure_here) where.push(w("cure_here"));       // remaining here buries a phobia on the investigator
  const loc = p.location;
  const feats = loc ? [...(loc.attributes ?? []), ...(loc.icons ?? [])].map((x) => term(catalog, lang, x)) : [];
  // a used gate is said once, with the state (review 7 read "到着・ゲート使用済み — 都市, …, ゲート使用済み")
  if (loc?.gate && !p.gate_used) feats.push(w("gate"));
  if (loc?.changed_by?.length) feats.push(w("changed_by", { cards: loc.changed_by.map(t.nameOf).join(", ") }));
  const whereText = `${w("location")}${colon(lang)}${where.filter(Boolean).join(" · ")}${feats.length ? ` — ${feats.join(", ")}` : ""}`;
  const small = Math.max(MIN_TEXT, fs - 1);
  for (const line of wrapLines(whereText, box.w, small)) {
    t.text(line, box.x, y, { size: small, colour: INK.soft, label: `where-${p.seat}` });
    y += small + 2;
  }
  return y + 4;
}

/**
 * On a panel folded flat in a fight, the seat's allies not yet in the fight (those in it are in the combat band), by
 * name and value on its title's line, between the name and the score: folded to its numbers the bot's panel hid the
 * allies it may still defend with (newcomer review 13, finding 5). Cut at a whole name with the whole on hover.
 */
function freeAllies(t, p, box) {
  const { fs } = t.sizes;
  const inFight = new Set([...(p.defenders ?? []), ...(p.assault ?? [])]);
  const free = (p.allies ?? []).filter((a) => !inFight.has(a.inst));
  const head = t.items.findLast((i) => i.label === `title-${p.seat}`);
  const score = t.items.findLast((i) => i.label === `score-${p.seat}`);
  if (!free.length || !head || !score || score.y !== head.y) return;
  const size = Math.max(MIN_TEXT, fs - 1);
  // after the last Sanity change said on that line, if any: drawn at one place, "+5 Essex Institute" lay over
  // "Allies: …" (newcomer review 35, mythos_en 3, 104)
  const said = t.items.filter((i) => /^sanity-cause/.test(i.label ?? "") && i.label.endsWith(`-${p.seat}`));
  const x = Math.max(head.x + Math.ceil(textWidth(head.text, fs + 1, true)),
                     ...said.map((i) => i.x + Math.ceil(textWidth(i.text, i.size, true)))) + fs;
  const room = score.x - Math.ceil(textWidth(score.text, fs + 1, true)) - fs - x;
  const names = free.map((a) => `${cardName(t.catalog, t.lang, a.id)} ${a.total ?? ""}`.trim());
  const colon = t.lang === "ja" ? "：" : ": ";   // a Japanese colon is '：' (review 37, mythos_ja)
  const whole = `${t.w("allies")}${colon}${names.join(" · ")}`;
  let k = names.length;
  const line = (n) => `${t.w("allies")}${colon}${names.slice(0, n).join(" · ")}${n < names.length ? ` · ${t.w("goal_more", { n: names.length - n })}` : ""}`;
  while (k > 1 && textWidth(line(k), size) > room) k -= 1;
  if (textWidth(line(k), size) > room) return;
  t.text(line(k), x, head.y + 1, { size, colour: INK.soft, label: `free-allies-${p.seat}`, ...(k < names.length ? { tip: whole } : {}) });
}

/** Return a unit of a group: a box `w` × `h` whose cards `put(x, y)` pushes. */
const unit = (w, h, put) => ({ w, h, put });

/** Return a unit of one plain card. */
function plain(t, c, opts = {}) {
  const { cw, ch } = t.sizes;
  return unit(cw, ch, (x, y) => t.card(c, x, y, cw, ch, opts));
}

/** The reminders of the phobias on the reader's investigator, one per title: its lasting effect and how to be rid of
 * it, in small text in the room the last row of cards leaves, no taller than a card, so the panel keeps its height
 * and rows (newcomer review 16, finding 1: Agoraphobia's drain was read as about the journey, its rule only in its
 * zoom). Nothing when the row leaves too little room (the card's zoom keeps its text). */
function phobiaNotes(t, p, x, y, room) {
  const { cw, ch, fs, gap } = t.sizes;
  if (p.seat !== t.seat) return;
  // wrapped at the size the painter draws (never under MIN_TEXT): wrapped at 10 px and painted at 11, the first
  // reminder ran over the second (newcomer review 21, mythos_en finding 5, 076_g36/078_r4)
  const size = Math.max(MIN_TEXT, fs - 3);
  const lineH = size + 3;   // a line's box (a glossary term's, which a tap opens) is size + 3 high: none overlaps
  const ids = [...new Set((p.phobias ?? []).map((c) => c.id))]
    .filter((id) => t.catalog?.ui?.en?.[`phobia_note_${id}`] !== undefined);
  for (const id of ids) {
    const width = Math.min(room, cw * 5);
    if (width < cw * 2.5) return;
    const note = t.w(`phobia_note_${id}`, { card: cardName(t.catalog, t.lang, id) });
    const text = [`${note} ${t.w("phobia_rid")}`, note]
      .find((s) => wrapLines(s, width, size).length * lineH <= ch + fs) ?? note;
    const lines = wrapLines(text, width, size).slice(0, Math.max(1, Math.floor((ch + fs) / lineH)));
    lines.forEach((line, i) => t.text(line, x, y + i * lineH, { size, colour: INK.soft, label: `phobia-note-${p.seat}` }));
    const used = Math.max(...lines.map((line) => textWidth(line, size)));
    x += used + gap * 2;
    room -= used + gap * 2;
  }
}

/** Return the unit of an ally with the weapon, item or spell it carries (strips below it) and its combat mark. */
function allyUnit(t, p, a, extra = {}) {
  const { cw, ch } = t.sizes;
  // (the brief panel's allies carry no strips: the card's gold total counts them, its zoom names them)
  const carried = t.briefRow ? [] : ["weapon", "item", "spell"].map((k) => a[k]).filter(Boolean);
  const mark = (p.defenders ?? []).includes(a.inst) ? "defend" : (p.assault ?? []).includes(a.inst) ? "assault"
    : (t.view.marked ?? []).includes(a.inst) ? "marked" : null;
  const tw = stripWidth(t, carried, cw);
  const tabs = stripsUnder(t, carried, tw);
  return unit(tw, ch + tabs.h, (x, y) => {
    t.card(a, x, y, cw, ch, { down: a.flipped, mark, extra: { total: a.total }, ...extra });
    carried.forEach((c, i) => t.tab(c, x, y + ch + 2 + tabs.at[i], tw));
  });
}

/**
 * Return the width of the strips under a card `cw` wide: on a wide table, where a carried name has no last words that
 * fit the card's width, as wide as that name needs on its one line, up to three cards (a folded table's 45 px strip
 * read "The…", ".32…": newcomer review 11, finding 4, desk 160/230; its ally's unit widens, the table's height
 * stays); a phone's strips wrap under the card instead.
 */
function stripWidth(t, carried, cw, whole = false) {
  if (!t.wideStrips || !carried.length) return cw;
  const size = Math.max(10, t.sizes.fs - 3);   // table.js tabText's size; its name face runs narrower than this estimate
  // those with no last words that fit ("Tablets", "Rifle +3"); `whole`: those not whole (a spell's tail "Suleiman"
  // does not say which spell)
  const cut = carried.filter((c) => (whole ? tabText(t, c, cw).full : tabText(t, c, cw).cut));
  if (!cut.length) return cw;
  const need = Math.max(...cut.map((c) => Math.ceil(textWidth(tabLabel(t, c), size)) + 8));
  return Math.max(cw, Math.min(3 * cw, need));
}

/** Return the strips of `cards` carried under a card `cw` wide: each one's offset (`at`) and their height (`h`); a long
 * name's strip is taller, wrapped rather than cut (issue 23 round D, finding 3). */
function stripsUnder(t, cards, cw) {
  const at = [];
  let h = 0;
  for (const c of cards) {
    at.push(h);
    h += tabHeight(t, c, cw) + 2;
  }
  return { at, h };
}

/** Return the groups of where the investigator stands and what threatens: story top, threat, Great Old One. */
function placeGroups(t, p) {
  const { w } = t;
  const { cw, ch } = t.sizes;
  const groups = [];
  const story = p.story ?? [];
  const top = story[story.length - 1];
  if (top) {
    // walking: sideways; a used gate (MY-ZONE-3 upside down) is drawn upright, dimmed and marked, its text readable
    const rot = p.top_state === "walking" ? 90 : 0;
    const used = Boolean(p.gate_used) && rot === 0;
    const sw = rot === 90 ? ch : cw;
    const sh = rot === 90 ? cw : ch;
    groups.push({ label: `${w("story")} (${story.length})`, toggle: story.length > 1 ? { zone: `story-${p.seat}` } : null,
                  units: [unit(sw, ch, (x, y) => t.card(top, x, y + (ch - sh) / 2, sw, sh,
                                                        { rot, label: `story-top-${p.seat}`,
                                                          ...(used ? { used: true, mark: "gate_used" } : {}) }))] });
  }
  const threat = Array.isArray(p.threat) ? p.threat : null;
  if (threat?.length) {
    groups.push({ label: `${w("threat")} (${threat.length})`,
                  units: threat.map((c) => plain(t, c, { hidden: true, label: `threat-${c.inst}` })) });
  } else if ((p.threat_count ?? 0) > 0) {
    groups.push({ label: `${w("threat")} (${p.threat_count})`,
                  units: [unit(cw, ch, (x, y) => t.card(null, x, y, cw, ch,
                                                        { badge: p.threat_count, label: `threat-${p.seat}` }))] });
  }
  if (p.goo) {
    const rot = (p.goo_age ?? 0) >= 1 ? 90 : 0;
    groups.push({ label: w("goo"), units: [unit(rot ? ch : cw, ch, (x, y) => t.card(p.goo, x, y + (rot ? (ch - cw) / 2 : 0),
                                                                                   rot ? ch : cw, rot ? cw : ch, { rot }))] });
  }
  return groups;
}

/** Return the groups of cards in play: allies, captives, artifacts, tomes, events, phobias, adventures, a hand. */
function cardGroups(t, p) {
  const { w } = t;
  const { cw, ch } = t.sizes;
  const groups = [];
  if (p.allies?.length) groups.push({ label: w("allies"), units: p.allies.map((a) => allyUnit(t, p, a)) });
  if (p.captives?.length) groups.push({ label: w("captives"), units: p.captives.map((a) => allyUnit(t, p, a)) });
  if (p.artifacts?.length) {
    const artifact = (a) => (a.petrified ? allyUnit(t, p, a.petrified, { down: true, mark: "petrified" })
      : plain(t, a, { down: a.flipped }));
    groups.push({ label: w("artifacts"), units: p.artifacts.map(artifact) });
  }
  if (p.tomes?.length) {
    const tomeUnit = (tome) => {
      // a spell's name reads whole as an ally's carried card does ("Dust…": newcomer review 15, finding 4, desk 117)
      const tw = stripWidth(t, tome.spells ?? [], cw, true);
      const tabs = stripsUnder(t, tome.spells ?? [], tw);
      return unit(tw, ch + tabs.h, (x, y) => {
        t.card(tome, x, y, cw, ch);
        (tome.spells ?? []).forEach((s, i) => t.tab(s, x, y + ch + 2 + tabs.at[i], tw,
                                                    { down: (tome.used ?? []).includes(s.inst) }));
      });
    };
    groups.push({ label: w("tomes"), units: p.tomes.map(tomeUnit) });
  }
  if (p.events?.length) groups.push({ label: w("events"), units: p.events.map((c) => plain(t, c)) });
  if (p.phobias?.length) groups.push({ label: w("phobias"), units: p.phobias.map((c) => plain(t, c)) });
  if (p.adventures?.length) groups.push(adventureGroup(t, p));
  if (t.design && p.seat !== t.handSeat && Array.isArray(p.hand) && p.hand.length) {
    groups.push({ label: w("hand_of", { seat: t.who(p.seat) }), units: p.hand.map((c) => plain(t, c, { hidden: true })) });
  }
  return groups;
}

/** Return the group of a panel's completed adventures: each card, or where the row has no room (oneRow) the last one
 * with the count of the others ("+2 more") and a ▾ that lists them all (openStrip). */
function adventureGroup(t, p) {
  const label = `${t.w("adventures")} (${p.points ?? 0})`;
  const list = p.adventures;
  if (!t.stackedAdventures || list.length < 2) return { label, units: list.map((c) => plain(t, c)) };
  const more = t.w("goal_more", { n: list.length - 1 });
  return { label: `${label} ${more}`, toggle: { zone: `adventures-${p.seat}` },
           units: [plain(t, list[list.length - 1], { label: `adventures-${p.seat}` })] };
}

/** Return the groups of the piles: the deck (its cards for the designer) and the discard pile's top. */
function pileGroups(t, p) {
  const { w } = t;
  const { cw, ch } = t.sizes;
  const deck = Array.isArray(p.deck) ? p.deck : null;
  const discard = p.discard ?? [];
  // the deck's size is in the numbers line: its back is drawn on the seat's own panel (where its draws come from) and
  // where it opens (the designer's look at it), not on the others' (a wide table keeps its rows for their cards)
  return [
    deck || p.seat === t.seat ? { label: `${w("deck")} (${p.deck_count ?? 0})`, toggle: deck?.length ? { zone: `deck-${p.seat}` } : null,
             units: [unit(cw, ch, (x, y) => t.card(null, x, y, cw, ch, { label: `deck-${p.seat}` }))] } : null,
    { label: `${w("discard_pile")} (${discard.length})`, toggle: discard.length ? { zone: `discard-${p.seat}` } : null,
      units: [unit(cw, ch, (x, y) => (discard.length
        ? t.card(discard[discard.length - 1], x, y, cw, ch, { label: `discard-${p.seat}` })
        : t.items.push({ type: "slot", x, y, w: cw, h: ch })))] },
  ].filter(Boolean);
}

/** An opened zone: all its cards in a strip (story bottom first, deck top first). Return the y below. */
function openStrip(t, p, box, y) {
  const { open, w } = t;
  const { cw, gap, fs } = t.sizes;
  const strip = open === `story-${p.seat}` ? (p.story ?? []) : open === `deck-${p.seat}` && Array.isArray(p.deck) ? p.deck
    : open === `discard-${p.seat}` ? (p.discard ?? []) : open === `adventures-${p.seat}` ? (p.adventures ?? []) : null;
  if (!strip) return y;
  const kind = open.split("-")[0];
  const head = { story: "story", deck: "deck", adventures: "adventures" }[kind] ?? "discard_pile";
  t.text(kind === "adventures" ? w(head) : `${w(head)} — ${w("history")}`, box.x, y,
         { size: Math.max(MIN_TEXT, fs - 1), colour: INK.dim });
  y += fs + 2;
  const sw = Math.max(40, Math.round(cw * 0.8));
  const sh = Math.round(sw * 1.4);
  const per = Math.max(1, Math.floor((box.w + gap) / (sw + gap)));
  strip.forEach((c, i) => t.card(c, box.x + (i % per) * (sw + gap), y + Math.floor(i / per) * (sh + gap), sw, sh,
                                 { hidden: kind === "deck", label: `${kind}-${p.seat}-${c.inst}` }));
  return y + Math.ceil(strip.length / per) * (sh + gap);
}

/**
 * Return the space between two groups of a panel: three gaps, or less where that keeps a wide table's panel on one row
 * of cards (issue 23 round F, finding 2: at 1280×800 a panel's last group, its discard pile, wrapped to a row of its
 * own and pushed the hand and Pass below the window). A phone's table scrolls: its rows keep the roomy space.
 */
function groupSpace(groups, width, t) {
  const { gap, W } = t.sizes;
  if (W < 600) return gap * 3;
  const spaces = [gap * 3, gap * 2, gap];
  return spaces.find((space) => rowsOf(groups, width, t, space) <= 1) ?? spaces[0];
}

/** Return a group's width in a row: its label (and its ▾) or its cards, whichever is wider. */
function groupWidth(g, t) {
  const { gap, fs } = t.sizes;
  const labelW = textWidth(g.label, Math.max(MIN_TEXT, fs - 2)) + (g.toggle ? fs * 2 : 0);
  return Math.max(labelW, g.units.reduce((s, u) => s + u.w + gap, -gap));
}

/** Return how many rows `groups` take in a row `width` wide, `space` px apart (the rule of flowGroups). */
function rowsOf(groups, width, t, space) {
  let rows = 1;
  let x = 0;
  for (const g of groups) {
    const gw = groupWidth(g, t);
    if (gw > width) return Infinity;   // a group wider than a row wraps its own cards
    if (x > 0 && x + gw > width) {
      rows += 1;
      x = 0;
    }
    x += gw + space;
  }
  return rows;
}

/** Place labelled groups of card units in rows, `space` px apart; a group wider than a row wraps its units. Return
 * the bottom. */
function flowGroups(groups, x0, y0, width, t, space, fill = null) {
  const { gap, fs } = t.sizes;
  let x = x0;
  let y = y0;
  let rowH = 0;
  const newRow = () => {
    x = x0;
    y += rowH + gap;
    rowH = 0;
  };
  for (const g of groups) {
    const gw = groupWidth(g, t);
    if (x > x0 && x + gw > x0 + width) newRow();
    groupLabel(t, g, x, y);
    const { bottom, wrapped } = placeUnits(g.units, x, y + fs + 2, x0 + width, gap);
    rowH = Math.max(rowH, bottom - y);
    x += gw + space;
    if (wrapped) newRow();
  }
  if (fill) fill(x, y, x0 + width - x);   // what the last row leaves to its right
  return y + rowH + gap;
}

/** A group's label, with a ▾ chip that opens the zone's strip (▴ closes it) when the group has one. */
function groupLabel(t, g, x, y) {
  const { fs } = t.sizes;
  const ls = Math.max(MIN_TEXT, fs - 2);  // nothing on the table under MIN_TEXT
  t.text(g.label, x, y, { size: ls, colour: INK.dim });
  if (!g.toggle) return;
  const shown = t.open === g.toggle.zone;
  t.items.push({ type: "chip", x: x + textWidth(g.label, ls) + 4, y: y - 2, w: Math.round(fs * 1.6), h: fs + 2,
                 text: shown ? "▴" : "▾", size: ls, id: `select:${shown ? "none" : g.toggle.zone}`, quiet: true,
                 label: `toggle-${g.toggle.zone}` });
}

/** Put a group's units left to right from (x, y), wrapping at `right`; return the bottom and whether it wrapped. */
function placeUnits(units, x, y, right, gap) {
  let ux = x;
  let uy = y;
  let lineH = 0;
  let wrapped = false;
  for (const u of units) {
    if (ux > x && ux + u.w > right) {  // only a group wider than a whole row gets here (then x = x0)
      ux = x;
      uy += lineH + gap;
      lineH = 0;
      wrapped = true;
    }
    u.put(ux, uy);
    ux += u.w + gap;
    lineH = Math.max(lineH, u.h);
  }
  return { bottom: uy + lineH, wrapped };
}
