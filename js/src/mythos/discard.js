// The discard step at the end of a round: a tap on a hand card shows its Discard chip on the card at once (no zoom),
// and the hand keeps its places until the step ends (newcomer R3: two taps a card plus a jump, and after a discard the
// cards closed up so the next tap opened another card: 118.png, phone 144_d).
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
 * Return the place (slot index) of each card of `hand` (by position in `hand`): in order, left-packed, except in the
 * discard step, where each card keeps the slot it had when the step began (a discarded card leaves its slot empty)
 * and a card that came since takes the next free one. The slots are kept in the page's UI state (`ui.handSlots`).
 */
export function handSlots(t, hand) {
  const plain = hand.map((_, i) => i);
  const ui = t.ui;
  if (!discarding(t) || !ui || typeof ui !== "object") return { slots: plain, count: hand.length };
  const key = [t.view.round, t.view.phase, t.view.step, t.handSeat, t.sizes.W].join("|");
  const order = ui.handSlots?.key === key ? [...ui.handSlots.order] : [];
  for (const c of hand) if (!order.includes(c.inst)) order.push(c.inst);
  ui.handSlots = { key, order };
  return { slots: hand.map((c) => order.indexOf(c.inst)), count: order.length };
}
