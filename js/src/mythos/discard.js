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
 * In the discard step: in order, left-packed — a discard closes the hand up (issue 23 round F, finding 1: the places
 * round E kept read as gaps, "broken"); its chip sits on the card tapped, so no card shifts mid-choice. In card play
 * every card keeps its place for the round's card play (kept in the page's UI state, `ui.handPlaces`): a played card's
 * place stays empty and a drawn card takes the first free one, so a tap aimed at the next card never opens its
 * neighbour (review 7, layout finding 3: the hand closed up after each play). The cards slide to their places
 * (scene/motion.js: each keyed by its instance).
 */
export function handSlots(t, hand) {
  const packed = { slots: hand.map((_, i) => i), count: hand.length };
  const ui = t.ui;
  if (discarding(t) || t.view?.phase !== "play" || !ui || typeof ui !== "object") return packed;
  const key = [t.view.round, t.handSeat, t.sizes.W].join("|");
  const kept = ui.handPlaces?.key === key ? ui.handPlaces.places : [];
  const insts = new Set(hand.map((c) => c.inst));
  const places = kept.map((inst) => (insts.has(inst) ? inst : null));
  while (places.length && places.at(-1) === null) places.pop();   // no empty place at the end of the hand
  for (const c of hand) {
    if (places.includes(c.inst)) continue;
    const free = places.indexOf(null);
    if (free >= 0) places[free] = c.inst;
    else places.push(c.inst);
  }
  ui.handPlaces = { key, places };
  return { slots: hand.map((c) => places.indexOf(c.inst)), count: places.length };
}
