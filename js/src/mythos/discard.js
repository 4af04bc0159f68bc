// The discard step at the end of a round: a tap on a hand card shows its Discard chip on the card at once (no zoom),
// (newcomer R3: two taps a card plus a jump, and after a discard the cards closed up so the next tap opened another
// card: 118.png, phone 144_d — a card's own chip, on the card, takes one tap, so a hand that closes up after it no
// longer moves a card under a finger in the middle of a choice).
import { chipRows } from "../scene/build.js";

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
 * Return the place (slot index) of each card of `hand` (by position in `hand`) and how many places the hand takes.
 * Within the seat's own turn (its card play and the steps the play opens, e.g. a car's move; the round's discards are
 * one) each card keeps its place, so nothing moves under a pointer about to click: a card that leaves the hand leaves
 * its place empty. When the seat's own turn ends (it passes or plays, the bot acts, combat, its discards are done) the
 * hand closes up in order (newcomer review 12, finding 1: round O kept the holes all round, seven cards spread over
 * thirteen places at the round's end, which read as broken). A card back from Undo takes its own place again; a card
 * drawn within the turn a free place (keptSlots). The cards slide to their places (scene/motion.js).
 */
export function handSlots(t, hand) {
  const packed = { slots: hand.map((_, i) => i), count: hand.length, holes: [] };
  const ui = t.ui;
  if (!ui || typeof ui !== "object") return packed;
  const { view } = t;
  if (!t.acting || (view.to_act && view.to_act !== t.handSeat)) {   // not the seat's own turn: closed up
    delete ui.handSlots;
    return packed;
  }
  const key = [t.handSeat, view.round, view.turn, view.phase].join("|");
  const kept = ui.handSlots?.key === key ? ui.handSlots.at : {};   // every place of the turn, gone cards' too
  const out = keptSlots(hand, kept);
  ui.handSlots = { key, at: { ...kept, ...Object.fromEntries(hand.map((c, i) => [c.inst, out.slots[i]])) } };
  // each empty place says why it is empty until the hand closes up: a bare gap read as a broken hand (newcomer review
  // 13, finding 1); the round's discards discard, any other step of the turn plays the card
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
