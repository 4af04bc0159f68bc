// Where a bomb went off, remembered after the turn that told it (newcomer review 35, chaos_ja 3: d7 sent the reader
// home in round 3, then looked like a plain cell, and a bomb there sent them home again in round 11). A blast is
// public; the bomb is removed (CH-MOVE-4), so what is kept is "one went off here in round n", never "a bomb is here".

/**
 * Return the blasts the seat has seen before this frame, [{cell, round}], the latest per cell, from the board marks
 * each of its frames carried (`marks`, each with the round it went off in). The page's `ui` keeps them; another seat
 * or another deal (`deal`) starts afresh, and a rewind (the clock going back) forgets those from after it.
 */
export function pastBlasts(ui, view, seat, marks, deal = null) {
  const book = ui && typeof ui === "object" ? (ui.chaosBlasts ??= {}) : {};
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  // a new game (its deal) or another seat starts afresh: a round-1 blast of the last game is not this one's
  if (book.seat !== seat || book.deal !== deal) Object.assign(book, { seat, deal, cells: {} });
  for (const [k, b] of Object.entries(book.cells)) if (b.at > at) delete book.cells[k];
  const fresh = new Set();
  for (const mk of marks) {
    if (mk.kind !== "blast" || !Array.isArray(mk.cell)) continue;
    const k = `${mk.cell[0]},${mk.cell[1]}`;
    fresh.add(k);
    // the blast's own round (the kernel's mark): a mark reaches the seat at its next decision, often a round later
    book.cells[k] = { cell: mk.cell, round: Number.isInteger(mk.round) ? mk.round : view.round ?? 0, at };
  }
  return Object.entries(book.cells).filter(([k]) => !fresh.has(k)).map(([, b]) => ({ cell: b.cell, round: b.round }));
}
