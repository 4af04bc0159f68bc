// The create form's set-up kept in this tab: after "← Tables" the form was back to a person at every seat and the
// Standard length (review 35, room_en 9, 144). Kept in sessionStorage, so a new tab starts from the defaults.
const KEY = "cthulhu-lobby-setup";
const store = () => { try { return globalThis.sessionStorage ?? null; } catch { return null; } };

/** Return the set-up kept in this tab ({game, seats, rounds, takeover, listed}), or {}. */
export function keptSetup() {
  try { return JSON.parse(store()?.getItem(KEY) ?? "{}") ?? {}; } catch { return {}; }
}

/** Keep the form's set-up (its controls `c` and seat `menus`) in this tab. */
export function keepSetup(c, menus) {
  const seats = Object.fromEntries(Object.entries(menus).map(([s, m]) => [s, m.value]));
  const setup = { game: c.game.value, seats, rounds: c.rounds.value, takeover: c.takeover.value, listed: c.listed.checked };
  try { store()?.setItem(KEY, JSON.stringify(setup)); } catch { /* this page only */ }
}

/** Put a kept set-up's length, takeover and listing back on the controls `c` (its seats: the form's `initial`). */
export function putSetup(c, setup) {
  if ([...(c.rounds.options ?? [])].some((o) => o.value === setup.rounds)) c.rounds.value = setup.rounds;
  if (setup.takeover != null) c.takeover.value = setup.takeover;
  if (typeof setup.listed === "boolean") {
    c.listed.checked = setup.listed;
    c.open.disabled = !setup.listed;
  }
}
