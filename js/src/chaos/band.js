// A wide CHAOS table's band between the table's state and the hand: the prompt, the combo's lines and a selected
// card's text above one chips row, the hand under it, each at one y for the whole game. Newcomer review 10, finding 1
// (1280): 'End cards and draw' sat at y≈441 then ≈538 and 'Your hand' at 473/524/570/593 as the prompt's lines, an
// info line or a combo came and went, so a click by habit missed.

/** Return a hand card's width for `n` cards in `w` px: the same in every phase (a window or waiting shrank them). */
export function handCard(t, w, n) {
  const gap = Math.max(6, Math.round(t.fs * 0.6));
  const most = Math.max(n, 4);
  // (at most 84 px on a wide table: the band above the hand keeps the prompt, a card's text and two chip rows)
  // (seven cards keep one row there: a second row took the 1280×800 table past its foot, review 8 finding 1)
  // (a phone's six cards keep one row, down to 48 px: at 56 the sixth wrapped on a 348 px table and pushed the turn
  // order down, newcomer review 15, finding 3, phone 142)
  const least = t.wideTable ? 46 : most <= 6 ? 48 : 56;
  return Math.max(least, Math.min(t.wideTable ? 84 : 100, Math.floor((w - gap * (most - 1)) / most)));
}

/**
 * Return {chips, hand, title} of a wide table whose band starts at p.y (under the time, the order and the decks, which
 * keep one height): the hand's top as low as a one-row hand ending by `bottom` allows; the chips under the prompt's
 * room; a selected card's text, a combo's lines or the time chips under them (panel.js widePrompt).
 */
export function wideBand(t, p, bottom) {
  const title = t.fs + 6;   // one line (a hand holding its other role's cards says why above it: titleRise)
  const gap = Math.max(6, Math.round(t.fs * 0.6));
  const ch = Math.round(handCard(t, p.w, 4) * 1.32);
  const hand = bottom - (title + 6 + ch + gap + 4);
  // the prompt's room: four lines at the table's size, five at 12 px (a longer prompt a size smaller: panel.js)
  const high = (n, size) => n * size + (n - 1) * Math.round(size / 3) + 7;   // as the panel's lines are drawn
  // (+8: a selected card's prompt at 13 px and its longest text at 12, Mischief's, fit it: newcomer review 10, finding 2)
  const words = Math.max(high(4, t.fs), high(5, 12)) + 8;
  return { hand, chips: p.y + 4 + words, title, top: p.y };   // (the panel starts its prompt 4 px lower)
}

/** Return how far a hand's title rises above its one line on a wide table: a hand holding its other role's cards
 * says why in lines that end on the cards' fixed y, in the band's free room above (0 for one line). */
export function titleRise(t, p, lines) {
  const size = p.small;
  return Math.max(0, lines * size + (lines - 1) * Math.round(size / 3) + (p.gap ?? 7) - 1 - (t.fs + 6));
}

/**
 * Return the hand in the order this page has shown it, each card with its `slot` (its place in the row): the cards
 * shown keep their order, a new one (drawn, stolen, given) joins at the end (newcomer review 9, finding 4). Through the
 * seat's own turn a card it played keeps its place, `played` (a faint outline saying so: ownHand), so the cards after
 * it never move under the reader's finger (newcomer review 28, chaos_ja 3, 103: a second Sprint tap landed on an empty
 * slot), and Undo brings it back between the same neighbours (review 21, chaos_en 099→100); cards that arrive then
 * (an Amnesia's steal, a swap) take the first such places and the rest close up. Outside the seat's turn the row closes up at once when a card leaves (review 22,
 * chaos_ja 1: holes held read as a broken hand, 052/054/062). A new game (the round and turn going back) or another
 * seat starts afresh. `memo` is the page's `ui` (none: the hand as it came). The array's `played`: the kept places.
 */
export function handSlots(memo, view, seat, hand) {
  if (!memo || typeof memo !== "object") return Object.assign(hand.map((c, slot) => ({ ...c, slot })), { played: [] });
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  const mark = memo.chaosHandOrder ?? (memo.chaosHandOrder = {});
  if (mark.seat !== seat || at < (mark.at ?? 0)) Object.assign(mark, { seat, ids: [] });
  const held = new Set(hand.map((c) => c.id));
  // (a gone card's place lasts while the seat's turn lasts, its combo's question to the partner too: a declined
  // combo's card comes back to its own place, not the hand's end, where the reader's next click played another card;
  // review 30, chaos_en 1, 129→136)
  const turn = (view.to_act === seat || view.combo?.leader === seat) && !view.result ? at : null;
  if (turn === null || mark.turn !== turn) mark.ids = mark.ids.filter((id) => held.has(id));
  Object.assign(mark, { at, turn });
  const rank = new Set(mark.ids);
  const arrived = hand.filter((card) => !rank.has(card.id));
  for (const c of arrived) {
    const gone = mark.ids.findIndex((id) => !held.has(id));
    if (gone >= 0) mark.ids[gone] = c.id;
    else mark.ids.push(c.id);
  }
  // (a swap's cards fill the places first, then the row closes up: no hole before them, review 22, 052/078)
  if (arrived.length) mark.ids = mark.ids.filter((id) => held.has(id));
  const byId = new Map(hand.map((c) => [c.id, c]));
  const shown = mark.ids.map((id, slot) => (byId.has(id) ? { ...byId.get(id), slot } : null));
  return Object.assign(shown.filter(Boolean), { played: shown.flatMap((c, slot) => (c ? [] : [slot])) });
}

// A kept place's word (ownHand), in every CHAOS language: short, inside a card's outline (zh-TW as zh: same characters)
export const PLAYED = { en: "played", zh: "已打出", "zh-TW": "已打出", ja: "出した" };

/** Return why a hand card's every play does nothing now (the kernel marks such a move `target.off`: a Sprint after
 * the move ended on a bomb or a swap), its chip's words; "" when one of them does something, or while time cards are
 * chosen (newcomer review 21, room_en finding 4: Mania / Sprint stood lit as playable after the bomb). */
export function spentWhy(acts, timing) {
  if (timing || !acts?.length || !acts.every((a) => a.target?.off)) return "";
  return acts[0].label || acts[0].text || "";
}
