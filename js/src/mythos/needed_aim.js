// The one adventure the goal line names (frames/mythos_goal.nearest, read from the seat's view): only the hand cards it
// wants carry the "needed" tag (newcomer review 32, mythos_ja finding 4: 9 of 13 cards were tagged, one for any
// adventure in hand, and the tag meant little).

/** Return the lines of goal `g` still short, by the catalog's count per line. */
function missing(t, g) {
  const count = t.catalog?.cards?.[g.id]?.needs?.count ?? [];
  return (g.have ?? []).filter((have, i) => have < (count[i] ?? 1)).length;
}

/** Return the seat's goal the goal line names: a ready one first, then the fewest lines missing, the most hand cards
 * it wants, the most points (the first of equals); null without one. */
export function aimGoal(t) {
  const key = (g) => [g.ready ? 0 : 1, missing(t, g), -(g.wanted ?? []).length, -(t.catalog?.cards?.[g.id]?.value ?? 0)];
  const before = (a, b) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((v, k) => v !== y[k]);
    return i >= 0 && x[i] < y[i];
  };
  return (t.me?.goals ?? []).reduce((best, g) => (best === null || before(g, best) ? g : best), null);
}

/** Return whether hand card `inst` fills a need of the adventure the goal line names. */
export function neededForAim(t, inst) {
  return (aimGoal(t)?.wanted ?? []).includes(inst);
}
