// A piece's role on the board itself: a tiny mark in the table's language (review 34, room_zh 1: after a role swap
// the reader could not tell a patient from a ghost on a phone, solid against dashed being too subtle), and a ring on
// a piece whose role changed since the reader's last turn. Roles are public (every seat's view carries them).

const MARKS = {
  en: { patient: "P", ghost: "G" },
  ja: { patient: "患", ghost: "幽" },
  zh: { patient: "病", ghost: "鬼" },
  "zh-TW": { patient: "病", ghost: "鬼" },
};

/** Return the one-letter mark of `role` in `lang` ("P"/"G", 患/幽, 病/鬼), or "" for no role. */
export function roleMark(lang, role) {
  const marks = MARKS[lang] ?? MARKS[String(lang).startsWith("zh") ? "zh" : "en"];
  return marks[role] ?? "";
}

/**
 * Return the seats whose role differs from the one they had when the reader's last turn began (its current turn's
 * start when it is to act). The page's `ui` remembers the roles at the start of each of the seat's turns; a rewind or a
 * new game (the clock going back) or another seat starts afresh, with no ring.
 */
export function roleChanges(ui, view, seat, pieces) {
  const book = ui && typeof ui === "object" ? (ui.chaosRoles ??= {}) : {};
  const at = (view.round ?? 0) * 1000 + (view.turn ?? 0);
  if (book.seat !== seat || at < (book.at ?? 0)) Object.assign(book, { seat, turns: [] });
  book.at = at;
  const now = Object.fromEntries(pieces.filter((p) => p.role).map((p) => [p.seat, p.role]));
  const mine = view.to_act === seat && !view.result;
  if (mine && !book.turns.some((x) => x.at === at)) book.turns = [...book.turns, { at, roles: now }].slice(-2);
  // on the reader's turn: against its previous turn's start; else against its last turn's start
  const before = book.turns.filter((x) => (mine ? x.at < at : x.at <= at)).at(-1);
  if (!before) return new Set();
  return new Set(Object.keys(now).filter((s) => before.roles[s] && before.roles[s] !== now[s]));
}
