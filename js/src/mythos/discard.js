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
 * Return the place (slot index) of each card of `hand` (by position in `hand`) and how many places the hand takes:
 * in order, left-packed, in card play as in the discard step. A played or discarded card's place closes up at once and
 * a card back from Undo takes its place in the hand's order (newcomer review 9, finding 1: round I's kept places left
 * holes both reviewers read as "broken", and an undone card came back in another slot). The cards slide to their
 * places (scene/motion.js: each keyed by its instance).
 */
export function handSlots(t, hand) {
  return { slots: hand.map((_, i) => i), count: hand.length };
}
