// The combat band of the Mythos table: each threat facing its target, the defenders assigned, and, once the
// fight is over, the points flowing (revealed cards, points, cancelled in the cosmic battle, absorbed per
// ally, Sanity lost). Pure: it reads view.players (targets, defends, assault) and view.fights, in the shape
// cthulhu_widgets/schemas/mythos_view.json writes down.
import { INK, chipRows } from "../scene/build.js";
import { fitText, textWidth, wrapLines } from "../scene/text.js";
import { cardName, word } from "../scene/words.js";
import { actionLabel, colon, stepTitle } from "./cards.js";
import { namedCards } from "./table.js";
import { dispatchable } from "./dispatch.js";
import { useChips } from "./use_chips.js";

/** Return a sentence per fight of the last combat (for the one-line summary during card play). */
export function fightSentences(view, catalog, lang, who = (s) => s) {
  const w = (k, v) => word(catalog, lang, k, v);
  return view.fights.map((f) => {
    const parts = [`${who(f.attacker)} → ${who(f.target)}${colon(lang)}${pointsText(f, w, who, true)}`];
    for (const a of f.absorbed) parts.push(`${cardName(catalog, lang, a.card)} ${w("absorbed", { n: a.points })}`);
    parts.push(f.lost ? `${who(f.target)} ${w("lost", { n: f.lost })}` : w("no_loss"));
    parts.push(...flippedWhy(f, (id) => cardName(catalog, lang, id), w));
    return parts.join(", ");
  });
}

/** Return why each flipped defender absorbed nothing (MY-COMBAT-6: a flipped defender stops defending); review 7
 * read "0 absorbed" beside Sanity lost as a contradiction (Henry W. Akeley under the Martin's Beach Monster). */
export function flippedWhy(f, name, w) {
  return (f.defenders ?? []).filter((d) => d.flipped).map((d) => w("flipped_why", { card: name(d.card) }));
}

/**
 * Return a fight's points as a sentence a newcomer reads (issue 23 r6 item 3: "5 points · cancelled 4" was a puzzle):
 * "5 points; cancelled 4 by Bot 2's threat; 1 gets through". The view's numbers are the threat's before the
 * cosmic battle cancelled `cancelled` of them (combat.py: the fight records them, then _cosmic_battle).
 */
export function pointsText(f, w, who = (s) => s, short = false) {
  const total = f.normal + f.invisible + f.bypass;
  const through = Math.max(0, total - f.cancelled);
  const kinds = [f.invisible && w("attack_invisible", { n: f.invisible }), f.bypass && w("attack_bypass", { n: f.bypass })]
    .filter(Boolean);
  const attack = w("attack_points", { n: total }) + (kinds.length ? w("attack_kinds", { kinds: kinds.join(w("list_sep")) }) : "");
  if (!f.cancelled) return attack;
  // the one-line summary of a later round: "4 points, 3 cancelled, 1 through" (its table keeps its rows for cards)
  if (short) return through ? w("short_through", { attack, c: f.cancelled, n: through }) : w("short_all", { attack });
  const by = who(f.target);   // the viewer's own threat is "your threat", not "You's threat"
  return [attack, w(by === w("you_name") ? "cancelled_by_you" : "cancelled_by", { n: f.cancelled, who: by }),
          w(through === 1 ? "gets_through_1" : "gets_through", { n: through })].join(w("clause_sep"));
}

/** Return the width of a card in the combat band: a name's words at MIN_TEXT (draw.js fitLines); a phone's as wide as
 * its hand's, four lines of a name ("ハリー・…", "Servitor of the…" were cut at 48 px: issue 23 round D, finding 3). */
export function bandCardWidth({ cw, W }) {
  return W < 600 ? 62 : Math.max(48, Math.round(cw * 0.85));
}

/** Lay out the combat band from `y0` (only during combat, or right after it); return the y below it. */
export function layoutCombat(y0, t) {
  const { view, items, catalog, lang, w } = t;
  const { fs, m, W } = t.sizes;
  const fights = view.fights;
  const inCombat = view.phase === "combat";
  rememberTotals(t);
  if (!inCombat && !fights.length) return quietCombat(t, y0);
  // at game over too the last fight is one line, not a band under the end panel (newcomer r6c desk_161)
  // and a wide table too tall for a 1280×800 window tells the last fight in lines (layout.js: squeeze)
  // until the reader's first action after the combat it is the band, whatever the room (t.recap: lastCombatRecap)
  if (!inCombat && !t.recap && (view.phase === "play" || view.result || t.squeeze)) return lastCombatLines(t, y0);
  const band = { type: "mband", x: m, y: y0, w: W - 2 * m, h: 0, label: "combat" };
  items.push(band);
  const px = m + 8;
  const title = inCombat ? stepTitle(w("combat_title"), catalog, lang, view.step) : w("last_combat");
  // a wide table's recap out of a fight (lastCombatRecap) has its fights beside the title, not under it, and tight
  // edges: the band then fits a 1280×800 window with the hand in its place (newcomer review 14, finding 5)
  const tight = t.recap && !t.fighting && W >= 600;
  t.text(title, px, y0 + (tight ? 3 : 6), { bold: true, colour: "#ffb0a0", label: "combat-title", ...(inCombat ? {} : { ...recapOpenId(t), recapBand: true }) });
  const bw = bandCardWidth(t.sizes);
  const bh = Math.round(bw * 1.4);
  const row = { t, px, right: W - m - 8, x: px, y: y0 + 6 + fs + 8, bw, bh,
                // an ally's label (fs - 2 under it, fightRow) and 4 px: the band keeps a 1280×800 window's hand in place
                // with a wrapped prompt in the round's discard (newcomer review 9, finding 2)
                // a phone's rows 8 px further apart: its "0点吸収" labels touched the next row's card and its outline
                // (newcomer review 11, finding 5, phone 039/212)
                rowH: bh + (fights.some((f) => f.absorbed.length || f.defenders?.length) ? fs + 2 : 8) + (W < 600 ? 8 : 0) };
  // in a fight the title's row keeps a chip's height at every stop, its Done there or not: the fights stood 6 px lower
  // at the reader's stops than at the bot's (newcomer review 37, mythos_en/mythos_ja: "combat is shown differently")
  const chipsFoot = inCombat ? bandChips(t, px + titleRoom(t, title) + fs, y0 + 2, W - m - 8, px) : y0;
  if (inCombat) row.y = Math.max(row.y, y0 + 2 + Math.round(fs * 2) + 4, chipsFoot + 4);
  const beside = px + Math.ceil(textWidth(title, fs, true)) + fs;
  if (tight) Object.assign(row, { x: beside, px: beside, y: y0 + 3, rowH: row.rowH - 2 });
  if (fights.length) pacedFights(row, fights, inCombat ? Infinity : fightsShown(t), W >= 600);
  else threatRows(row);
  // the monsters that left before their fight, and why (newcomer review 10, finding 3)
  for (const line of wrapLines(leftLines(t).join(" · "), W - 2 * m - 16, fs - 1).filter(Boolean)) {
    t.text(line, px, row.y, { size: fs - 1, colour: INK.soft, label: "left-fight" });
    row.y += fs + 2;
  }
  band.h = row.y - y0;
  return y0 + band.h + (tight ? 2 : m);
}

/**
 * Return whether the last combat is shown as its band (cards, points, what absorbed what) rather than a line: from its
 * end through the card play after it, kept in the page's UI state (`ui.recap`): a combat resolved between two of the
 * reader's looks was told in one cut line at the next, the band shown at one look and not the next (newcomer review 14,
 * finding 5, desk), the round's discards not counted. `acting`: the reader has a move now.
 */
export function lastCombatRecap(ui, view, acting) {
  if (!ui || typeof ui !== "object") return false;
  if (view.result || view.phase === "combat" || !(view.fights?.length > 0)) {
    delete ui.recap;
    return false;
  }
  const key = JSON.stringify(view.fights);
  const stamp = [view.round, view.turn, view.phase, view.step, view.passes].join("|");
  if (ui.recap?.key !== key) ui.recap = { key, at: null };
  // the reader's first look with a move: shown until it acts; the round's discards are no such look (review 22,
  // mythos_en 2: the band gave way to one line at the next card play, the reader's next decision)
  // a band the reader opened folds back to its line when the next round begins: opened at the discard, it stayed open
  // into the card play and pushed the hand below a 1280×800 window (newcomer review 38, mythos_en 8, 101)
  if (ui.recap.open) ui.recap.openRound ??= view.round;
  if (ui.recap.open && ui.recap.openRound !== view.round) Object.assign(ui.recap, { open: false, folded: true });
  if (acting && ui.recap.at == null && view.phase !== "discard") ui.recap.at = stamp;
  // then one line: kept open through the card play it cut the hand off an 800 px window (review 30, mythos_en 2,
  // mythos_ja 7, 051/091); the hand keeps its y (it sits at the window's foot), a click on the title folds or opens it
  return !ui.recap.folded && (ui.recap.open || ui.recap.at == null || ui.recap.at === stamp);
}

/** Keep whether the drawn scene shows the last combat's open band (its title's click then folds it: openRecap). */
export function noteRecap(ui, scene) {
  if (ui?.recap && typeof ui.recap === "object") ui.recap.band = scene.items.some((i) => i.recapBand);
}

/** Return how many of the last combat's fights the reader has been shown (a tap on "Next fight" shows one more): one
 * at first, all of them to the designer and where the page keeps no state (a still frame). */
function fightsShown(t) {
  const recap = t.ui?.recap;
  return t.design || !recap || typeof recap !== "object" ? Infinity : recap.shown ?? 1;
}

/** Open the last combat's band from its folded line (id recap:open: index.js) until the reader's next move: a click
 * there opened the glossary's "combat" (review 25, mythos_en 4); on the open band's title, fold it. */
export function openRecap(ui) {
  if (!ui?.recap || typeof ui.recap !== "object") return;
  // the open band's title folds it (review 30, mythos_en 2, 092: it opened the glossary and nothing folded it)
  if (ui.recap.band) Object.assign(ui.recap, { open: false, folded: true, at: ui.recap.at ?? "folded" });
  else Object.assign(ui.recap, { at: null, open: true, folded: false, openRound: undefined });
}

/** The id of the folded last combat's words where the page keeps a state to open it in (none in a still frame). */
export const recapOpenId = (t) => (t.ui?.recap && typeof t.ui.recap === "object" && !t.design ? { id: "recap:open" } : {});

/** Show one more fight of the last combat (the "Next fight" chip, id recap:next: index.js). */
export function nextFight(ui) {
  if (ui?.recap && typeof ui.recap === "object") ui.recap.shown = (ui.recap.shown ?? 1) + 1;
}

/**
 * Lay out the fights, the first `shown` drawn and, with `room`, the rest kept as room, with a "Next fight ▸ (1 of 2)"
 * chip where the next would stand: the band's height and the hand's place are the same at each tap (newcomer review
 * 18, finding 1: after Done the whole combat was there at once and a newcomer could not follow who cancelled, absorbed
 * and lost what). A phone's band lies under the hand (layout.js bandOrder): it keeps no room and grows at each tap
 * (review 22, mythos_ja 3, 066_g38: a large empty gap under the first fight).
 */
function pacedFights(row, fights, shown, room) {
  const { t } = row;
  let chipAt = null;
  for (const [k, f] of fights.entries()) {
    const from = t.items.length;
    const at = { x: row.px, y: row.y };
    if (k >= shown && !room) {
      chipAt ??= at;
      break;
    }
    fightRow(row, f);
    if (k < shown) continue;
    t.items.splice(from);
    chipAt ??= at;
  }
  if (!chipAt) return;
  const text = t.w("recap_next", { n: Math.min(shown, fights.length), of: fights.length });
  const foot = chipRows(t.items, [{ text, id: "recap:next" }], chipAt.x, chipAt.y + 4, row.right - chipAt.x, t.sizes.fs,
                        { below: 0, extra: { label: "recap-next" } });
  if (!room) row.y = Math.max(row.y, foot + 8);   // the band holds its chip, no more
}

// the combat's steps that offer Done: its chips stand after the widest of their titles, so Done stays in one place from
// step to step (review 7 on a ja phone: x 181 in one step, 259 in the next)
const DONE_STEPS = ["direct", "commit", "use"];
// the widest a use stop's chip runs on a wide table (its words then cut with "…", the whole on hover): two of them
// and Done beside the title on a 1280 px table
const USE_CHIP = 480;

/** Return the width the band's title takes: the widest combat step's title, or this one when it is wider. */
function titleRoom(t, title) {
  const { fs } = t.sizes;
  const titles = DONE_STEPS.map((s) => stepTitle(t.w("combat_title"), t.catalog, t.lang, s));
  return Math.max(...[title, ...titles].map((s) => textWidth(s, fs, true)));
}

/**
 * The combat's own moves that name no card ("Done", "Direct your threat at Bot 2") on the band's title row, so they
 * stay in sight beside the fight at 1280×800 rather than below the seat's panel (issue 23 r5 item 2, M64 M65 M28);
 * recorded in t.bandChips, which the prompt row then leaves out. Return the y below them (y0 when none fit there).
 */
function bandChips(t, x, y0, right, left = x) {
  t.bandChips = new Set();
  // a phone's band lies under the reader's panel in a fight: its Done stays in the prompt's row over the hand (review
  // 26, mythos_ja 4), and the band has one too, so the allies tapped, the fight and Done are on one screen (review 27,
  // mythos_ja 4: scrolled down to the allies and back up to Done, 201/208)
  const phone = t.sizes.W < 600;
  // (a phone's allies to send lie under the prompt's Done: one Done, review 28, mythos_ja 3, 197)
  if (!t.acting || x >= right || dispatchable(t).length) return y0;
  // a move naming a card offered as a chip too (the Yithian's swap, issue 23 r6 item 1) stands beside "keep"
  const loose = t.legal.filter((a) => (!namedCards(a, t.catalog).length || a.target?.chip) && (!phone || a.kind === "done"));
  const chips = loose.map((a) => ({ text: a.label ?? actionLabel(a, t.catalog, t.lang, t.nameOf), id: `act:${a.id}`,
                                    say: a.text }));
  // the use stop's casts beside its Done (a phone's beside the prompt's Done: dispatch.js), else in rows under them
  const uses = phone ? [] : useChips(t, Math.min(right - x, USE_CHIP));
  const fs = t.sizes.fs;
  const lay = (list) => {
    const row = [];
    const end = chipRows(row, list, x, y0, right - x, fs, { below: 0, extra: { label: "combat-chip" } });
    return row.length && row.every((c) => c.y === y0 && !c.rows) ? { row, end } : null;   // one row beside the title
  };
  const laid = lay([...chips, ...uses]) ?? lay(chips);
  if (!laid) return y0;   // the prompt's
  t.items.push(...laid.row);
  if (!phone) for (const c of laid.row) t.bandChips.add(c.id);
  if (laid.row.length === chips.length + uses.length || !uses.length) return laid.end;
  return chipRows(t.items, uses, left, laid.end + 6, right - left, fs, { below: 0, extra: { label: "combat-chip" } });
}

/**
 * A combat no monster fought in leaves one line saying so, "Last combat: no threat", from its end until the next
 * combat (issue 23 round F, finding 6: the first combat resolved with nothing to watch, and the table said nothing).
 * Before the first combat (round 1's card play) there is none. Return the y below.
 */
function quietCombat(t, y) {
  const { view } = t;
  const past = !view.result && (view.phase === "discard" || (view.phase === "play" && (view.round ?? 1) > 1));
  if (!past) return y;
  const { fs, m, W } = t.sizes;
  // a threat a weapon emptied (Faithful Hounds, MY-COMBAT-3) says what happened, not "no threat" (newcomer review 6)
  const hounded = leftLines(t).length ? leftLines(t) : houndLines(t, true);
  const said = hounded.length ? `${hounded.join(" · ")}${colon(t.lang)}${t.w("hounded_none")}` : t.w("no_threat");
  for (const line of wrapLines(`${t.w("last_combat")}${colon(t.lang)}${said}`, W - 2 * m, fs - 1)) {
    t.text(line, m, y, { size: fs - 1, colour: INK.dim, label: "last-combat" });
    y += fs + 2;
  }
  return y + m - 4;
}

/** Return a line per monster a weapon buried from a threat in the last combat (view.hounded): "You discarded
 * Faithful Hounds: the Dark Young in Bot 2's threat was buried"; only those that emptied their threat when `emptied`. */
export function houndLines(t, emptied = false) {
  return (t.view.hounded ?? []).filter((h) => !emptied || h.emptied).map((h) => {
    const whose = t.who(h.target);
    return t.w(whose === t.w("you_name") ? "hounded_you" : "hounded", {
      who: t.who(h.player), whose, card: cardName(t.catalog, t.lang, h.card), monster: cardName(t.catalog, t.lang, h.monster) });
  });
}

/**
 * Return a phrase per monster that left a threat before its fight in the last combat (the view's left_fight: whose
 * threat, which card, why, by what card): "Mi-Go (You): buried before the fight by Faithful Hounds" — the recap named
 * only those that fought and a newcomer lost track of the others (newcomer review 10, finding 3). The view says why;
 * the table only words it.
 */
export function leftLines(t) {
  const name = (id) => cardName(t.catalog, t.lang, id);
  return (t.view.left_fight ?? []).map((l) => {
    const why = t.w(`left_${l.why}`, { source: l.source ? name(l.source) : "" });
    return t.lang === "ja" ? `${name(l.card)}（${t.who(l.player)}）：${why}` : `${name(l.card)} (${t.who(l.player)}): ${why}`;
  });
}

/** Return `said` cut to one line `room` wide at `size`: whole, else up to the end of its last part that fits (a fight,
 * or a clause of one) then " …"; null where none fits. Cut anywhere, it read "…Gomes was flipped face…" (newcomer
 * review 35, mythos_en 6, 104). */
export function cutAtPart(said, room, size) {
  if (textWidth(said, size) <= room) return said;
  const ends = [...said.matchAll(/, |、|，| · /g)].map((m) => m.index).reverse();
  const head = ends.map((i) => `${said.slice(0, i)} …`).find((h) => textWidth(h, size) <= room);
  return head ?? null;
}

/** A later round: the last combat in one line per fight, and the monsters that left before it. Return the y below. */
function lastCombatLines(t, y) {
  const { fs, m, W } = t.sizes;
  const left = leftLines(t);
  const sentences = [...fightSentences(t.view, t.catalog, t.lang, t.who), ...(left.length ? left : houndLines(t, true))];
  if (!sentences.length) return y;
  // one paragraph (its fights one after another), read whole: cut with "…" at 1280 it hid how the fight went
  // (newcomer review 10, finding 3, r10md/131); a wide table shrinks it a little first (not under 11 px)
  const said = `${t.w("last_combat")}${colon(t.lang)}${sentences.join(" · ")}`;
  const room = W - 2 * m;
  let size = fs - 1;
  while (W >= 600 && size > 11 && textWidth(said, size) > room) size -= 1;
  // squeezed (layout.js: a 1280×800 window's hand needs the room) it is one line, the whole on hover
  const cut = t.squeeze && W >= 600 ? fitText(said, { width: room, size, min: size, maxLines: 1, measure: textWidth }) : null;
  const lines = cut ? [cut.cut ? cutAtPart(said, room, size) ?? cut.lines[0] : cut.lines[0]] : wrapLines(said, room, size);
  for (const line of lines) {
    t.text(line, m, y, { size, colour: INK.dim, label: "last-combat", ...(cut?.cut ? { tip: said } : {}), ...recapOpenId(t) });
    y += size + 3;
  }
  // a tight line under its panel (a late 1280×800 table needs every px); wrapped, 4 px clear of the next panel's
  // frame: its second line ran under the seat's panel border (newcomer review 11, finding 5, desk 139)
  return W >= 600 ? y + (lines.length > 1 ? 4 : 0) : y + m - 4;
}

// A row of the band places items left to right, wrapping to a new line when the row is full.
function room(row, wid) {
  if (row.x > row.px && row.x + wid > row.right) {
    row.x = row.px + row.t.sizes.fs * 2;
    row.above = row.low ?? row.y + row.bh;   // the foot of what the row drew (an arrow alone is half a card high)
    row.low = undefined;
    row.y += row.rowH;
  }
}

/** Record that the current row drew down to `y`. */
function reach(row, y) {
  row.low = Math.max(row.low ?? -Infinity, y);
}

function seatLabel(row, s, extra = {}, tail = false) {
  const { fs, gap } = row.t.sizes;
  const y = row.y;
  room(row, textWidth(s, fs + 1) + gap);
  // a row's last label wrapped under its cards is a line of text: it sits right under them and the row ends with it
  // (newcomer r6b, ja 390: "Bot 2: no Sanity lost" floated half a card row below its fight)
  row.short = tail && row.y !== y;
  if (row.short) row.y = Math.min(row.y, row.above + 8);   // right under the row above, however tall it was
  // a wrapped target's line stands under its own defenders, past the arrow, not under the attacker's threat (newcomer
  // review 9, finding 6, ja phone: "あなた・正気度 17" read as the bot's monster's)
  if (row.short && row.tailX != null) row.x = Math.max(row.x, Math.min(row.tailX, row.right - textWidth(s, fs + 1)));
  row.t.text(s, row.x, row.short ? row.y : row.y + row.bh / 2 - fs / 2, { bold: true, size: fs + 1, ...extra });
  reach(row, row.short ? row.y + fs + 1 : row.y + row.bh / 2 + fs / 2);
  row.x += textWidth(s, fs + 1) + gap * 2;
}

/** End a row of the band: a full row of cards, or one line when its last label wrapped (seatLabel). */
function nextRow(row) {
  row.y += row.short ? row.t.sizes.fs + 8 : row.rowH;
  row.short = false;
  row.tailX = undefined;
  row.low = undefined;
}

/** Return the lines of an arrow's label within `width` px: one, else two ("lines" of the marrow item); a phone's
 * (`most` 3) as many as its narrow row needs, never cut (newcomer review 23, mythos_ja 1: 097_r4i ran off the edge). */
function arrowLines(label, size, width, most = 2) {
  const lines = wrapLines(label, width, size, true);
  if (lines.length <= 2 || most > 2) return lines;
  const halves = wrapLines(label, Math.ceil(textWidth(label, size, true) * 0.6), size, true);   // the narrowest two lines
  return halves.length <= 2 ? halves : [label];
}

function arrow(row, label, colour, width = Infinity) {
  const { fs, W } = row.t.sizes;
  const lines = width < Infinity ? arrowLines(label, fs - 1, width - 24, W < 600 ? 3 : 2) : [label];
  const aw = Math.max(70, Math.round(Math.max(...lines.map((l) => textWidth(l, fs - 1, true))) + 24));  // drawn bold (paint.js)
  room(row, aw);
  row.t.items.push({ type: "marrow", x: row.x, y: row.y + row.bh / 2 - fs, w: aw, h: fs * 2, text: label, size: fs - 1,
                     colour, label: "flow", ...(lines.length > 1 ? { lines } : {}) });
  reach(row, row.y + row.bh / 2 + fs);
  row.x += aw + row.t.sizes.gap;
}

function smallCard(row, vc, opts) {
  room(row, row.bw);
  row.t.card(vc, row.x, row.y, row.bw, row.bh, opts);
  reach(row, row.y + row.bh);
  row.x += row.bw + row.t.sizes.gap;
}

/** One fought threat: attacker, revealed cards, the points, the allies that absorbed, what the target lost. */
function fightRow(row, f) {
  const { t } = row;
  const { fs } = t.sizes;
  row.x = row.px;
  seatLabel(row, t.who(f.attacker));
  // each badge the value the engine fought with, not the printed one (round F, finding 5: Houdini read 2, not 5 with
  // the rifle): the frame's `values` (one per fighter) where it sends them
  // (the view sends them since review 11, finding 3: "N'gah-Kthun 3 + Servant of Glaaki 3 = 6" on two "2" cards); a
  // frame without them: a lone fighter fought with its threat's total (review 9, finding 6: Houdini showed 2, "5 points")
  const lone = f.cards.length === 1 ? f.normal + f.invisible + f.bypass : undefined;
  f.cards.forEach((id, i) => smallCard(row, { id }, { label: `revealed-${id}`, extra: totalOf(t, f.insts?.[i], f.values?.[i] ?? lone) }));
  // a defender that absorbed nothing (the threat cancelled) still stood in the fight: drawn when the frame names it
  // (`defenders`; a newcomer missed a bot's defender in the band: issue 23 round D, finding 3), said in words, not
  // "absorbs 0"; one flipped at the reveal stopped defending (MY-COMBAT-6): no card of the fight, only the line under
  // the row that says why (review 24, mythos_en 1 and mythos_ja 4: "absorbs 0" beside allies that did not defend)
  const idle = (f.defenders ?? []).filter((d) => !d.flipped && !f.absorbed.some((a) => a.inst === d.inst))
    .map((d) => ({ ...d, points: 0, reached: false }));
  const size = Math.max(10, fs - 2);
  const labelOf = (a) => (a.reached === false ? t.w("defended_none") : t.w("absorbed", { n: a.points }));
  const widthOf = (a) => Math.ceil(textWidth(labelOf(a), size) * 1.06);   // the estimate runs short on some glyphs
  const defenders = [...f.absorbed, ...idle];
  arrow(row, pointsText(f, t.w, t.who), INK.gold, arrowRoom(row, f, defenders.map((a) => Math.max(row.bw, widthOf(a)))));
  row.tailX = row.x;   // the target's side: its defenders, then its line
  for (const a of defenders) {
    const label = labelOf(a);
    const lw = widthOf(a);
    room(row, Math.max(row.bw, lw));
    const at = row.x;
    const sent = a.value ?? f.defenders?.find((d) => d.inst === a.inst)?.value;   // the fight's record, if the view sends it
    smallCard(row, { inst: a.inst, id: a.card }, { mark: "defend", inert: true, extra: totalOf(t, a.inst, sent) });
    t.text(label, at, row.y + row.bh + 2, { size, colour: INK.good });
    reach(row, row.y + row.bh + 2 + size);
    // the next card starts past this one's label: "absorbs 1absorbs 0" ran together (review 7, layout finding 4)
    row.x = Math.max(row.x, at + lw + t.sizes.gap);
  }
  const lost = f.lost ? t.w("lost", { n: f.lost }) : t.w("no_loss");
  seatLabel(row, `${t.who(f.target)}${colon(t.lang)}${lost}`, { colour: f.lost ? INK.bad : INK.good }, true);
  nextRow(row);
  // why a defender absorbed nothing, under the fight's row in full (a seat label is one line and would be cut)
  for (const why of flippedWhy(f, (id) => cardName(t.catalog, t.lang, id), t.w)) {
    for (const line of wrapLines(why, row.right - row.px, fs)) {
      t.text(line, row.px, row.y, { size: fs, colour: INK.gold, label: "flipped-why" });
      row.y += fs + 4;
    }
  }
}

/**
 * Return the width an arrow may take so that a wide table's fight stays on one row (newcomer review 9, finding 2: the
 * defenders wrapped to a second row and the hand fell below a 1280×800 window): what is left of the row after its
 * defenders (`widths`) and the target's line, its words then on two lines; a phone's band wraps as before.
 */
function arrowRoom(row, f, widths) {
  const { t } = row;
  const { fs, gap, W } = t.sizes;
  if (W < 600) return row.right - row.px - fs * 2;   // a phone's arrow wraps to a row of its own: its words within it
  const lost = `${t.who(f.target)}${colon(t.lang)}${f.lost ? t.w("lost", { n: f.lost }) : t.w("no_loss")}`;
  const rest = widths.reduce((s, w) => s + w + gap, 0) + textWidth(lost, fs + 1) + gap;
  return Math.max(120, row.right - row.x - rest - gap);
}

/**
 * Return the card's `extra` with the value it fought with: `sent` (the frame's) or, for an ally still in play, its
 * total with what it carries (view.players[].allies[].total); {} when neither is known (its printed value then).
 */
function totalOf(t, inst, sent) {
  if (sent != null) return { total: sent };
  if (!Number.isInteger(inst)) return {};
  const seen = t.ui?.mythosTotals;   // what it fought with, seen in this round's combat (rememberTotals)
  if (seen?.round === t.view.round && seen.at[inst] != null) return { total: seen.at[inst] };
  for (const p of t.view.players) {
    const a = [...(p.allies ?? []), ...(p.captives ?? [])].find((c) => c.inst === inst);
    if (a?.total != null) return { total: a.total };
  }
  return {};
}

/**
 * Keep in the page's UI state each ally's total as the round's combat shows it (assigned, committed): an ally buried
 * by what it absorbed leaves the view's allies, and the band then drew its printed value — Henry W. Akeley 3 while
 * assigning, 1 beside "absorbs 3" after (newcomer review 11, finding 3, phone 153 → 159). The fight's own record of
 * it (fights[].defenders[].value) wins where the view sends it.
 */
function rememberTotals(t) {
  const ui = t.ui;
  if (!ui || typeof ui !== "object" || t.view.phase !== "combat") return;
  const round = t.view.round;
  if (ui.mythosTotals?.round !== round) ui.mythosTotals = { round, at: {} };
  for (const p of t.view.players) {
    for (const a of [...(p.allies ?? []), ...(p.captives ?? [])]) {
      if (Number.isInteger(a.inst) && a.total != null && !a.flipped) ui.mythosTotals.at[a.inst] = a.total;
    }
  }
}

/** Return whether `target`'s ally `inst` defends against the threat of seat `attacker` (MY-COMBAT-2: per threat). */
export function defendsAgainst(target, inst, attacker) {
  return (target?.defends ?? []).some((d) => d.ally === inst && d.threat === attacker);
}

/** During combat, before the fights: each threat (and assaulting allies) against its target and the defenders
 *  assigned to that threat. */
function threatRows(row) {
  const { t } = row;
  const { view, w } = t;
  const players = new Map(view.players.map((p) => [p.seat, p]));
  const attackers = view.players.filter((p) => p.target && ((p.threat_count ?? 0) > 0 || (p.assault ?? []).length));
  if (!attackers.length) {
    t.text(w("no_threat"), row.px, row.y, { colour: INK.dim });
    row.y += t.sizes.fs + 8;
  }
  for (const p of attackers) {
    row.x = row.px;
    seatLabel(row, t.who(p.seat));
    if (Array.isArray(p.threat)) for (const c of p.threat) smallCard(row, c, { hidden: true, label: `fight-${c.inst}` });
    else smallCard(row, null, { badge: p.threat_count, label: `fight-threat-${p.seat}` });
    for (const a of p.allies ?? []) {
      if ((p.assault ?? []).includes(a.inst)) smallCard(row, a, { mark: "assault", extra: { total: a.total } });
    }
    arrow(row, `${w("vs")} ${t.who(p.target)}`, "#ffb0a0");
    row.tailX = row.x;   // the target's side: its defenders, then its line
    const target = players.get(p.target);
    for (const a of target?.allies ?? []) {
      if (defendsAgainst(target, a.inst, p.seat)) smallCard(row, a, { mark: "defend", extra: { total: a.total } });
    }
    seatLabel(row, `${t.who(p.target)} · ${w("sanity")} ${target?.sanity ?? "?"}`, {}, true);
    nextRow(row);
  }
}
