// The discard step at the end of a round: a tap on a hand card shows its Discard chip on the card at once (no zoom),
// (newcomer R3: two taps a card plus a jump, and after a discard the cards closed up so the next tap opened another
// card: 118.png, phone 144_d — a card's own chip, on the card, takes one tap, so a hand that closes up after it no
// longer moves a card under a finger in the middle of a choice).
import { INK, chipRows } from "../scene/build.js";
import { wrapLines } from "../scene/text.js";
import { cardName } from "../scene/words.js";

/** Return whether the table is in the discard step of the end of a round. */
export function discarding(t) {
  return t.view?.step === "discard";
}

/**
 * Push the Discard chip(s) of the selected hand card `inst` on the card itself; return whether it did (then no zoom
 * opens: a tap on a card then a tap on its chip, where the finger is). A card an adventure in the seat's hand needs
 * (the kernel's target.confirm, MY-ADV-2) opens its zoom instead: the card's text and its warning chip ("⚠ Discard?
 * Your adventure X needs it") read whole there, which a card's own width cannot hold (newcomer review 17, finding 1:
 * Governmental Cover-up thrown away in one tap).
 */
export function discardChip(t, inst) {
  const card = t.anchors.get(inst);
  const acts = t.byInst.get(inst) ?? [];
  if (!discarding(t) || !card || !String(card.label ?? "").startsWith("hand-") || !acts.length) return false;
  if (acts.some((a) => a.target?.confirm)) return false;
  const { fs } = t.sizes;
  const chips = acts.map((a) => ({ text: acts.length > 1 ? a.label ?? a.text ?? t.w("discard_chip") : t.w("discard_chip"),
                                   id: `act:${a.id}`, say: a.text }));
  const h = Math.round(fs * 2);
  chipRows(t.items, chips, card.x + 2, Math.round(card.y + card.h - h - 6), card.w - 4, fs, { extra: { z: 12 } });
  return true;
}

/**
 * Return the place (slot index) of each card of `hand` (by position in `hand`), how many places the hand takes and its
 * holes. Within one turn of the seat's (its card play and the steps the play opens, e.g. a car's move) each card keeps
 * its place, so nothing moves under a pointer about to click: a card that leaves the hand leaves its place empty. Once
 * the play is made (the bot's turn, or the seat's next turn) the hand closes up in its order: holes kept through the
 * round's card play piled up, five or six dashed places by its end, and read as a broken hand (newcomer review 38,
 * mythos_en 4, mythos_ja 8). A card back from Undo takes its own place again; a card drawn a free place (keptSlots).
 * The cards slide to their places (scene/motion.js keys them by instance).
 */
export function handSlots(t, hand) {
  const packed = { slots: hand.map((_, i) => i), count: hand.length, holes: [] };
  const ui = t.ui;
  if (!ui || typeof ui !== "object") return packed;
  const { view } = t;
  if (!t.acting || (view.to_act && view.to_act !== t.handSeat)) {   // not the seat's own turn
    delete ui.handSlots;
    return packed;
  }
  const key = [t.handSeat, view.round, view.turn, view.phase].join("|");
  const rec = ui.handSlots;
  // a new deal at the same round and turn ("Learn to play" replacing a game) shares a few instance numbers with the
  // old hand at most: its places are not this hand's (review 27, mythos_ja 9: the course's hand came scrambled, 004)
  const same = rec?.key === key && hand.filter((c) => c.inst in rec.at).length * 2 >= hand.length;
  const out = same ? keptSlots(hand, rec.at) : packed;
  const now = Object.fromEntries(hand.map((c, i) => [c.inst, out.slots[i]]));
  ui.handSlots = { key, at: { ...(same ? rec.at : {}), ...now } };
  return withHoles(t, hand, out);
}

/** Return the slots `out` with the hand's empty places, each saying why it is empty (a bare gap read as a broken hand:
 * newcomer review 13, finding 1): the round's discards discard, any other step plays the card; none once they are
 * made. */
function withHoles(t, hand, out) {
  // the round-end discards made (Keep offered, more optional: MY-ROUND-5), the places stay but are no longer drawn:
  // up to three dashed places stayed until the next round (newcomer review 41, mythos_ja 3, 027/029/096/119)
  if (discarding(t) && (t.legal ?? []).some((a) => a.kind === "keep")) return { ...out, holes: [] };
  const taken = new Set(out.slots);
  const why = discarding(t) ? "hand_discarded" : "hand_played";
  const holes = [...Array(out.count).keys()].filter((s) => !taken.has(s)).map((slot) => ({ slot, why }));
  return { ...out, holes };
}

/** Return the hand's slots from the turn's places `kept` (instance -> slot, gone cards' too): each card in its own
 * place; a card drawn this round (or back to a place a drawn card took) in the first place no card of the round held,
 * else the first hole, so the hand keeps its width. */
function keptSlots(hand, kept) {
  const count = Math.max(hand.length, ...Object.values(kept).map((s) => s + 1));
  const held = new Set();
  const slots = hand.map((c) => {
    const s = kept[c.inst];
    if (typeof s !== "number" || held.has(s)) return null;
    held.add(s);
    return s;
  });
  const recorded = new Set(Object.values(kept));
  const free = (s, fresh) => !held.has(s) && !(fresh && recorded.has(s));
  for (const [i, s] of slots.entries()) {
    if (s !== null) continue;
    let at = 0;
    while (at < count && !free(at, true)) at += 1;
    if (at === count) at = 0;
    while (!free(at, false)) at += 1;
    held.add(at);
    slots[i] = at;
  }
  return { slots, count: Math.max(count, ...slots.map((s) => s + 1)) };
}

// ---- the quick discard of a phone (newcomer review 18, finding 1: thirteen taps to discard down to seven on a
// 390×844 phone, one tap a card, each opening its sheet): a tap marks a card, nothing is sent; one chip "Discard these
// N" sends the marked cards' discards in turn; the prompt says how many are left to mark.

/** Return whether the round's discard is the quick multi-select here: the seat discarding, on a phone and on a desk
 * alike (newcomer review 23, mythos_en finding 4: a desk's select-then-Discard a card took 10 clicks for 5 cards). */
export function quickDiscard(t) {
  return discarding(t) && t.acting && !t.watching;
}

/** Return whether the marks are made by a tap (a touch screen or a phone's width), else by a mouse's click. */
function tapped(t) {
  return Boolean(t.ui?.touch) || t.sizes.W < 600;
}

/** Return the marked instances still in `hand` with a discard move, at most `most` (kept in `t.ui.marked` for the
 * seat's discards of this round; a mark made before any layout, key unset, is kept). */
function marks(t, hand, most) {
  const ui = t.ui && typeof t.ui === "object" ? t.ui : {};
  const key = [t.handSeat, t.view.round].join("|");
  const was = ui.marked && (ui.marked.key == null || ui.marked.key === key) ? ui.marked.insts ?? [] : [];
  const held = new Set(hand.map((c) => c.inst));
  const insts = was.filter((i) => held.has(i) && discardMove(t, i)).slice(0, Math.max(0, most));
  ui.marked = { key, insts, most };
  return insts;
}

/** Return the discard move of instance `inst`, if any. */
function discardMove(t, inst) {
  return (t.byInst.get(inst) ?? []).find((a) => a.kind === "discard");
}

/** Return the hand's limits as the number of cards the seat must discard and the most it may. */
function toDiscard(holder, hand) {
  const [min, max] = holder.hand_limits ?? [0, hand.length];
  return { must: Math.max(0, hand.length - max), most: Math.max(0, hand.length - min) };
}

/** Make the hand card `item` (instance `inst`) a mark on the quick discard: a tap marks or unmarks it at once; a
 * marked card is framed and tagged "✓ Discard" in its own place, not lifted (newcomer review 24, mythos_ja 2: cards
 * shifted under the finger on a phone). Return whether it did. */
export function markTap(t, item, inst) {
  if (!quickDiscard(t) || !discardMove(t, inst) || !/^hand-/.test(String(item.label ?? ""))) return false;
  Object.assign(item, { id: `mark:${inst}`, once: true });
  if (!(t.ui?.marked?.insts ?? []).includes(inst)) return true;
  // a card an adventure needs says so on its tag too (its warning sits under the hand: quickPrompt)
  const mark = discardMove(t, inst).target?.confirm ? "⚠" : "✓";
  Object.assign(item, { marked: true, selected: true, fresh: `${mark} ${t.w("discard_chip")}` });
  return true;
}

// the kernel's one-at-a-time ask at the end of its discard prompt (sentences/<lang>.py ASKS discard_must: "Choose a
// card, then Discard (k to go).", 「カードを選んで「捨てる」を押す（あとk枚）。」)
const ONE_AT_A_TIME = /\s*(Choose a card, then Discard \(\d+ to go\)\.|カードを選んで「捨てる」を押す（あと\d+枚）。)$/;

/** Return the kernel's discard prompt without its one-at-a-time count, once a card is marked: the marks say how many
 * are left ("Discard (1 to go). 4 marked" read as a contradiction, review 29, mythos_en 3, 097/126). */
function beforeCount(prompt) {
  return String(prompt ?? "").replace(ONE_AT_A_TIME, "");
}

/** Return the words of the marks so far: how many are left to mark, else how many are marked ("" for none). */
function markCount(t, must, n) {
  const left = Math.max(0, must - n);
  const by = tapped(t) ? "" : "_click";   // a desk's prompt says click (the words of a phone say tap)
  // none marked yet: the kernel's prompt said how many to go, so no count again (review 25, mythos_ja 11)
  if (left && !n) return t.w(`discard_mark_start${by}`);
  return left ? t.w(`discard_mark_left${by}`, { n: left }) : n ? t.w(`discard_mark_ready${by}`, { n }) : "";
}

/** Return the quick discard's prompt (the step's, then how many are left to mark) and chips ("Discard these N", waiting
 * while none is marked; the other moves, e.g. Keep, after it); `warned`, the warning of each marked card an adventure in
 * hand needs, said under the hand; `variants`, the prompt at every count of marks, the layout keeping the room of the
 * tallest: a ⚠ line or a longer count in the prompt moved the hand 16-32 px under the finger within the discards
 * (newcomer review 19, Mythos ja phone finding 4). */
export function quickPrompt(t, holder, hand, prompt, chips) {
  const { must, most } = toDiscard(holder, hand);
  const insts = marks(t, hand, most);
  const n = insts.length;
  const moves = insts.map((i) => discardMove(t, i));
  const warned = moves.filter((a) => a.target?.confirm).map((a) => a.text ?? a.label);
  const said = (k) => [k ? beforeCount(prompt) : prompt, markCount(t, must, k)].filter(Boolean).join(" ");
  const text = t.w(n > 1 ? "discard_marked" : `discard_marked_${n}`, { n });
  // its ⚠ says why on a hover or a focus, by the chip (review 25, mythos_en 11: only under the hand, at the window's foot)
  // one step: the marks discarded, the seat's discard ends with them (its Keep after them, MY-ROUND-5) where the hand
  // is then within its limits and above the minimum (at the minimum it ends by itself); Keep shows only while nothing
  // is marked (review 27, mythos_en 7: "Keep them" still to press after "Discard these 2", and beside it, 092/094)
  // (the Keep rides in the page's marks, `then`, the chip's id the discards' alone: the course's coach points at it)
  const keep = (t.legal ?? []).find((a) => a.kind === "keep");
  if (t.ui?.marked) t.ui.marked.then = keep && n && n >= must && n < most ? keep.id : null;
  // its sentence says the press (all the marks) then the needed cards: the first needed card's own sentence, "Discard
  // The Athenaeum (⚠ …)", stood for a press that discarded 4 (review 39, mythos_en 3, 213 → 218)
  const said1 = warned.length ? neededSay(t, text, insts.filter((_, k) => moves[k].target?.confirm)) : null;
  const chip = { text: `${warned.length ? "⚠ " : ""}${text}`, id: n ? `acts:${JSON.stringify(moves.map((a) => a.id))}` : null,
                 quiet: !n, label: "discard-marked", ...(said1 ? { say: said1 } : {}) };
  const variants = [...new Set([...Array(Math.max(0, most) + 1).keys()].map(said))];
  const others = chips.filter((c) => !/^act:discard /.test(c.id) && !(n && keep && c.id === `act:${keep.id}`));
  // the chips with no mark yet: a desk keeps their place at every count (layout.js firstPlace; review 31, mythos_en 2)
  const first = [{ ...chip, text: t.w("discard_marked_0"), id: null, quiet: true, say: undefined },
                 ...chips.filter((c) => !/^act:discard /.test(c.id))];
  // a desk's chip says the warning whole: said again under the hand, it was cut at the window's foot (review 39, 212)
  return { prompt: said(n), chips: [chip, ...others], warned: tapped(t) ? warned : [], variants, first };
}

/** Return the Discard chip's sentence: its words `text` ("Discard these 4") then the needed cards of `insts` and the
 * adventures in hand that need them (MY-ADV-2), named; null when no adventure of the seat's wants them. */
function neededSay(t, text, insts) {
  const goals = (t.me?.goals ?? []).filter((g) => insts.some((i) => (g.wanted ?? []).includes(i)));
  if (!goals.length) return null;
  const named = (names) => names.map((card) => t.w("needed_name", { card })).join(t.w("needed_sep"));
  const cards = named(insts.map((i) => t.nameOf?.(i) ?? String(i)));
  return t.w(insts.length > 1 ? "discard_marked_needed_n" : "discard_marked_needed",
             { text, cards, goals: named(goals.map((g) => cardName(t.catalog, t.lang, g.id))) });
}

/** Toggle the mark of hand card `inst` in the page's state `ui` (ui.marked, set by the layout), up to the most the
 * seat may discard. */
export function markCard(ui, inst) {
  const m = ui.marked ?? (ui.marked = { key: null, insts: [] });
  const insts = m.insts ?? [];
  if (insts.includes(inst)) m.insts = insts.filter((i) => i !== inst);
  else if (insts.length < (m.most ?? Infinity)) m.insts = [...insts, inst];
}

/** Send the discards of a "Discard these N" chip (`id` "acts:[ids]") in turn, each at the step the one before leads
 * to (the seat discards them one after another), then the Keep that ends the seat's discard where the layout set it
 * (`ui.marked.then`), and clear the marks. Each says the step the press began at (`press`): one Undo takes the press
 * back whole (newcomer review 32, mythos_en 5: Undo brought back one card of four, "Discard (1 to go)"). */
export function sendMarked(send, id, step, ui) {
  const ids = [...JSON.parse(id.slice(5)), ...(ui?.marked?.then ? [ui.marked.then] : [])];   // then its Keep
  if (ui?.marked) ui.marked.then = null;
  const press = ids.length > 1 && Number.isInteger(step) ? { press: step } : {};
  ids.forEach((move, i) => send({ cmd: "act", id: move, step: Number.isInteger(step) ? step + i : step, ...press }));
  if (ui?.marked) ui.marked.insts = [];
}

/** Keep the quick discard's chips where the tallest prompt of its `variants` puts them (`lay(text)`: lays the prompt
 * and chips out, returns the y below; `from`: the first of their items, `y` the y below the prompt laid now). Return
 * the y below. */
export function tallestPrompt(t, variants, lay, from, y) {
  if (!variants?.length) return y;
  let tallest = y;
  for (const text of variants) {
    const at = t.items.length;
    tallest = Math.max(tallest, lay(text));
    t.items.splice(at);
  }
  for (const item of t.items.slice(from)) if (item.type === "chip") item.y += tallest - y;
  return tallest;
}

/** Say under the hand (from `y`) the warning of each marked card an adventure in hand needs. Return the y below. */
export function warnUnder(t, warned, y) {
  const { fs, m, W } = t.sizes;
  for (const line of (warned ?? []).flatMap((w) => wrapLines(w, W - 2 * m, fs, true))) {
    y += 4;
    t.text(line, m, y, { bold: true, colour: INK.gold, label: "discard-warning" });
    y += fs;
  }
  return y;
}
