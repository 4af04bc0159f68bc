// A Voilà page's game lives in its kernel: a reload or a closed tab starts afresh and the game is lost (review 36,
// chaos_ja 3). While a game is under way the page asks before it is left (the browser's own "leave this site?"
// question; no words of ours: browsers show their own). Nothing of the deal is kept in the browser.

/** Return whether a solo page's game is under way: moves made (`step` > 0) and no result yet; a room's seat (its
 * link joins the room's game again) or a watcher never asks. */
export function underWay({ view, step, shared = false, watch = false }) {
  if (shared || watch || !view || typeof view !== "object" || view.result) return false;
  return Number(step ?? 0) > 0;
}

/** Ask before the page is left while `busy()` is true; return the function that stops asking. */
export function guardLeaving(win, busy) {
  if (!win?.addEventListener) return () => {};
  const ask = (event) => {
    if (!busy()) return undefined;
    event.preventDefault();
    event.returnValue = "";   // older browsers ask only when a value is set
    return "";
  };
  win.addEventListener("beforeunload", ask);
  return () => win.removeEventListener("beforeunload", ask);
}

/** Ask before the page is left while the table of `model` has a solo game under way; return the function that stops
 * asking (a table's cleanup calls it). */
export function guardTable(win, model) {
  return guardLeaving(win, () => underWay({ view: model.get("view"), step: model.get("step"),
                                            shared: model.get("shared_table"), watch: model.get("watch") }));
}
