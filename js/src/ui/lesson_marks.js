// The bar's course entries say which lessons the reader has done: "★ Learn to play" and CHAOS's "★ Lesson 2" each get a
// small ✓ badge once their lesson ended (review 40, chaos_en 6, 061 144: after both lessons "★ Lesson 2" still sat
// beside "★ Learn to play", and the reader never knew what either had left to teach). Kept in the browser per game.
const KEY = "cthulhu-widgets:lessons-done:";

/** Return the lesson a course's mark says has ended (its end's `next` button, or a course's end without one), or 0. */
export function lessonEnded(mark, game) {
  if (mark?.next?.restart) return 2;                  // CHAOS lesson 2's end offers New game (frames/coach_lesson2.py)
  if (mark?.next?.lesson === 2) return 1;             // lesson 1's end offers lesson 2
  return game !== "chaos" && (mark?.free || mark?.over) ? 1 : 0;   // the one course of Letter and Mythos
}

/** Return the lessons of `game` done (a sorted list), `ended` added (0: none) and kept in `storage` when it can. */
export function lessonsDone(game, ended, storage = globalThis.localStorage) {
  let done = [];
  try {
    done = JSON.parse(storage?.getItem(KEY + game) ?? "[]");
  } catch {
    done = [];   // blocked or spoiled storage: this page keeps no record
  }
  if (!Array.isArray(done)) done = [];
  if (ended && !done.includes(ended)) {
    done = [...done, ended].sort();
    try {
      storage?.setItem(KEY + game, JSON.stringify(done));
    } catch {
      // nothing to do: the mark shows for this page only
    }
  }
  return done;
}

/** Mark the course entries among `nodes` (Learn to play: lesson 1; data-lesson: that lesson) done when in `done`. */
export function markLessons(nodes, done) {
  for (const node of nodes) {
    if (!["cw-learn", "cw-learn-two"].includes(node?.className)) continue;
    const lesson = Number(node.dataset?.lesson ?? 1) || 1;
    const mark = done.includes(lesson) ? "1" : "0";
    if (node.dataset.done !== mark) node.dataset.done = mark;
  }
}
