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
 * opens: a tap on a card then a tap on its chip, where the finger is).
 */
export function discardChip(t, inst) {
  const card = t.anchors.get(inst);
  const acts = t.byInst.get(inst) ?? [];
  if (!discarding(t) || !card || !String(card.label ?? "").startsWith("hand-") || !acts.length) return false;
  const { fs } = t.sizes;
  const chips = acts.map((a) => ({ text: acts.length > 1 ? a.label ?? a.text ?? t.w("discard_chip") : t.w("discard_chip"),
                                   id: `act:${a.id}`, say: a.text }));
  const h = Math.round(fs * 2);
  chipRows(t.items, chips, card.x + 2, Math.round(card.y + card.h - h - 6), card.w - 4, fs, { extra: { z: 12 } });
  return true;
}

/**
 * Return the place (slot index) of each card of `hand` (by position in `hand`) and how many places the hand takes.
 * Within one turn of the seat (its round, turn and phase: the round's discards are one) each card keeps its place: a
 * played or discarded card leaves its place empty until the turn ends, then the hand closes up in order (newcomer
 * review 10, finding 2: the hand re-flowed after every play on a phone and the next tap landed on the wrong card; review
 * 9 finding 1 wanted no holes, so they close between turns). A card back from Undo closes the hand up at once, in the
 * hand's order (review 9). The cards slide to their places (scene/motion.js: each keyed by its instance).
 */
export function handSlots(t, hand) {
  const packed = { slots: hand.map((_, i) => i), count: hand.length };
  const ui = t.ui;
  if (!ui || typeof ui !== "object") return packed;
  const { view } = t;
  const key = [t.handSeat, view.round, view.turn, view.phase].join("|");
  const kept = ui.handSlots?.key === key && t.acting ? ui.handSlots.at : null;
  const slots = kept ? hand.map((c) => kept[c.inst]) : null;
  const keep = slots && slots.every((s, i) => typeof s === "number" && (i === 0 || s > slots[i - 1]));
  const out = keep ? { slots, count: Math.max(0, ...slots) + 1 } : packed;
  ui.handSlots = { key, at: Object.fromEntries(hand.map((c, i) => [c.inst, out.slots[i]])) };
  return out;
}
