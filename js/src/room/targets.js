// What each legal action of a room points at on the table, as the widgets' describe_legal says it: the room
// sends {id, kind, fields}; the layouts read `target` (a cell, a card, a hand index, a zone, a chip).
// Pure: reads the seat's own view and the action's fields, nothing else.

function chaosTarget(a) {
  const f = a.fields ?? {};
  if (Number.isInteger(f.row) && Number.isInteger(f.col)) return { cell: [f.row, f.col] };
  return f.card != null ? { card: f.card } : { chip: true };
}

function letterTarget(a, view) {
  const f = a.fields ?? {};
  if (a.kind === "play") {
    const hand = Array.isArray(view?.hand) ? view.hand : [];
    const index = hand.findIndex((c) => c && c.id === f.card);
    return index >= 0 ? { zone: "hand", index } : { zone: "prompt" };
  }
  if (a.kind === "answer") return { zone: f.side };
  if (a.kind === "opponent_play") return { zone: "opponent" };
  return { zone: "prompt" };
}

/** Return the room's legal actions with the `target` the game's layout reads (Mythos reads card_fields). */
export function withTargets(game, legal, view) {
  if (!Array.isArray(legal)) return [];
  return legal.map((a) => {
    if (game === "chaos") return { ...a, target: chaosTarget(a) };
    if (game === "letter") return { ...a, target: letterTarget(a, view) };
    return a;
  });
}
