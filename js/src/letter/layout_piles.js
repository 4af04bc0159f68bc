// The Letter table's discard piles as rows of small cards, and the motion keys of the cards. Pure: no DOM.

/**
 * Return a discard pile's cards grouped by kind, in the order each kind was first discarded: [{card, n}]. A kind
 * discarded again stays where it is and counts one more ("×2"): moving it to the end reordered the pile under the
 * player's eyes (issue 23 review 6, finding 5).
 */
export function discardGroups(cards) {
  const groups = new Map();
  for (const card of cards) {
    const kind = card && "id" in card ? card.id : "?";
    groups.set(kind, { card, n: (groups.get(kind)?.n ?? 0) + 1 });   // a Map keeps a key's first place
  }
  return [...groups.values()];
}

/** Return how many small cards a row `width` px wide holds. */
export function perRow(t, width) {
  return Math.max(1, Math.floor((width + 4) / (t.small.w + 4)));
}

/**
 * Push a discard pile as rows of small cards, one per kind with its count ("×2"), every name readable: as many cards
 * a row as fit in `width`, then the next row `pitch` px lower (an empty slot when there is none). Return the foot of
 * the last row.
 */
export function fan(t, cards, x, y, width, label, markInsane = false, rows = 0, pitch = t.small.h + 12) {
  const { small } = t;
  if (!cards.length) {
    t.items.push({ type: "slot", x, y, w: small.w, h: small.h, label });
    return y + small.h;
  }
  const groups = discardGroups(cards);
  // `rows` (a number): that many rows at most, a row's cards a step over the last only when more kinds came than
  // fit side by side (its value badge and glyph, at its left, stay in sight)
  const per = rows ? Math.max(perRow(t, width), Math.ceil(groups.length / rows)) : perRow(t, width);
  const step = per > 1 ? Math.min(small.w + 4, (width - small.w) / (per - 1)) : small.w + 4;
  groups.forEach(({ card, n }, i) => {
    const kind = card && "id" in card ? card.id : "?";
    t.items.push({ type: "card", x: Math.floor(x + (i % per) * step), y: y + Math.floor(i / per) * pitch,
                   w: small.w, h: small.h, small: true, face: t.face(card), marked: markInsane && card.insane,
                   label: `${label}-${i}`, ...(n > 1 ? { times: n } : {}),
                   ...(step < small.w && i % per < per - 1 && i < groups.length - 1 ? { peek: Math.floor(step) } : {}),
                   ...(label === "opponent-discard" ? opponentCard(t, kind, n) : ownCard(label, kind)) });
  });
  return y + Math.ceil(groups.length / per) * pitch - 4;   // room for the last row's counts
}

/** Return the motion fields of a discarded kind of the player's pile (scene/motion.js): it follows its card. */
function ownCard(label, kind) {
  return { key: `${label}:${kind}#0`, ...(kind !== "?" ? { card: kind } : {}), from: "deck" };
}

/**
 * Return the motion fields of a kind in the opponent's discard: it slides from the clue stack, at a pace a person
 * follows (`glide`), and so does a second card of a kind already there, its key counting the kind's cards (newcomer
 * review 23, Letter en finding 5: "no motion"; a "×2" kept its key and nothing moved). No `card`: a card the player
 * draws or plays of that kind never slides from there.
 */
function opponentCard(t, kind, n) {
  return { key: `opponent-discard:${kind}#${n - 1}`, from: "clue-stack", glide: Math.round(t.small.w / 2) };
}

/**
 * Return a card's motion fields (scene/motion.js): its key in `zone` (kind and occurrence, counted in `seen`), its
 * kind to follow it into another zone, and the pile a new one comes from.
 */
export function motionKeys(zone, card, seen, from) {
  const kind = card && "id" in card ? card.id : "?";
  const n = seen.get(kind) ?? 0;
  seen.set(kind, n + 1);
  return { key: `${zone}:${kind}#${n}`, ...(kind !== "?" ? { card: kind } : {}), from };
}
