// When each Checkup mark was learnt, so a ✓ never claims more than it knows (issue 23 round E item 1, newcomer R3-C
// d58, m28: a7 kept its "no bomb" ✓ from round 9 and in round 11 the reader stepped on a bomb there). A ✓ is "no
// bomb at round 9", never "safe": an enemy's Mischief plants bombs this seat does not see (CH-G2, CH-HIDE-2), so once
// any turn has been played since the check the ✓ is greyed and its tooltip says a bomb may have been planted since.
// A ✗ the view sends is certain: the engine drops a ✗ once the bomb is set off, on a relocation, and when temporary
// bombs the seat cannot place go (games/chaos/knowledge.py `_doubt_checks`, review 9: B1's ✗ outlived A2's bombs).

/**
 * Return, for each checked cell ("r,c"), when the seat learnt it: {round, turn} (null: before this page saw the game,
 * e.g. after a reload) and whether it is stale (a turn played since). The page's `ui` remembers the first frame
 * each mark showed in; a new game (the round and turn going back) or another seat starts afresh.
 */
export function checkAges(ui, view, seat, checked) {
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  const book = ui && typeof ui === "object" ? (ui.chaosChecks ??= {}) : {};
  // marks already there when this page first sees the seat's game were learnt at a time it does not know; a new game
  // (the clock going back) starts with none, so what shows later was learnt then
  const unknown = book.seat !== seat;
  if (unknown) Object.assign(book, { seat, marks: {}, history: {} });
  else if (at < (book.at ?? 0)) book.marks = {};   // a replay's rewind or a new game: the history says when each was learnt
  book.at = at;
  const history = (book.history ??= {});
  const now = { round: view.round ?? 0, turn: view.turn ?? 0 };
  const kept = {};
  const out = new Map();
  for (const ch of checked) {
    const cell = `${ch.cell[0]},${ch.cell[1]}`;
    const key = `${cell}|${ch.bomb ? 1 : 0}`;
    // a mark learnt before `at` keeps its time when a replay comes back to the end (review 7: every ✓ read "r16")
    const past = history[key];
    const known = past !== undefined && (past === null || past.round * 1000 + past.turn <= at);
    // the view says when the cell's latest Checkup was: a later one renews the mark (newcomer review 17, finding 2)
    const told = Number.isInteger(ch.round) && Number.isInteger(ch.turn) ? { round: ch.round, turn: ch.turn } : null;
    const when = told ?? (key in book.marks ? book.marks[key] : known ? past : unknown ? null : now);
    kept[key] = when;
    history[key] = when;
    const stale = !ch.bomb && (when === null || when.round * 1000 + when.turn < at);
    out.set(cell, { when, stale });
  }
  book.marks = kept;
  return out;
}
