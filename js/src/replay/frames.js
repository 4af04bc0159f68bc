// The replay's steps: the Python side (cthulhu_widgets/replay.py `deltas`) writes step 0 whole and then only what
// changed (of the story, the lines each step added); `expand` turns them back into the traits of every step.
import { replaySay } from "../room/replay_words.js";   // the controls in the replay's language (review 19)

const STEP_TRAITS = ["banner"];

/**
 * Return the full step traits ({view, log_lines, log_from, banner}) of every step from the recorded changes. A step
 * records the lines it added to the seat's story (`log_lines` from `log_from`); each expanded step holds the whole
 * story so far (log_from 0), sharing the line objects of the step before (the story panel appends, ui/story.js).
 */
export function expand(deltas) {
  const out = [];
  let before = null;
  for (const delta of deltas ?? []) {
    const from = Number.isInteger(delta.log_from) ? delta.log_from : null;
    const story = (lines) => (from === null ? lines
      : lines.slice(0, from).concat(Array.isArray(delta.log_lines) ? delta.log_lines : []));
    if (!before) {
      before = { view: delta.view ?? {}, log_lines: story(delta.log_lines ?? []), log_from: 0,
                 banner: delta.banner ?? {} };
    } else {
      const view = { ...before.view, ...(delta.view ?? {}) };
      for (const key of delta.view_drop ?? []) delete view[key];
      const next = { view, log_lines: story(before.log_lines), log_from: 0 };
      for (const key of STEP_TRAITS) next[key] = key in delta ? delta[key] : before[key];
      before = next;
    }
    out.push(before);
  }
  return out;
}

/** Return the traits a replay starts from: the widget's traits with nothing to click and nothing to ask for. */
export function replayTraits(meta, catalog, step) {
  return {
    game: meta.game, catalog_data: catalog ?? {}, mode: meta.mode === "design" ? "design" : "play",
    seat: meta.seat ?? "", lang: meta.lang ?? "en", error: "", legal: [], seed: meta.seed ?? null,
    deal: meta.deal ?? "", undo_policy: "off", autoplay: false, delay_ms: 500, can_reveal: false,
    hotseat: [], curtain: "",
    shared_table: true,   // nobody plays in a replay: a "bot plays ▶" chip is drawn disabled, not as a gold button
    ...step,
  };
}

/** Return the step label in `lang`: "step 3 / 10" (and the designer's-view mark). */
export function stepLabel(index, last, mode, lang = "en") {
  return `${replaySay(lang, "step_of", { i: index, n: last })}${mode === "design" ? replaySay(lang, "design_mark") : ""}`;
}

// Play-back speeds (×) and the pause between two steps at 1×.
export const SPEEDS = [0.5, 1, 2, 4];
export const STEP_MS = 700;

/** Return the pause between two played-back steps at `speed` (one of SPEEDS; anything else plays at 1×). */
export function stepDelay(speed) {
  return Math.round(STEP_MS / (SPEEDS.includes(Number(speed)) ? Number(speed) : 1));
}

/** Return a step's round: its view's `round` (Mythos, CHAOS), else its `turn` (Letter's frames count turns), or null. */
export function roundOf(frame) {
  const view = frame?.view ?? {};
  const n = Number.isInteger(view.round) ? view.round : Number.isInteger(view.turn) ? view.turn : null;
  return n;
}

/**
 * Return the first step of each round of `frames` (step 0 always first), for the replay's round jumps (newcomer review
 * 18, finding 5: a long game's replay had only step by step and the slider): [{step, round}] in order.
 */
export function roundStarts(frames) {
  const out = [];
  let was;
  (frames ?? []).forEach((frame, step) => {
    const round = roundOf(frame);
    if (step === 0 || (round !== null && round !== was)) out.push({ step, round });
    if (round !== null) was = round;
  });
  return out;
}

/** Return the step a round jump from step `index` lands on: `dir` -1, the start of its round (of the round before
 * when already there), +1 the start of the next round (null when there is none). */
export function roundJump(starts, index, dir) {
  if (dir < 0) {
    const before = starts.filter((s) => s.step < index);
    return before.length ? before[before.length - 1].step : null;
  }
  return starts.find((s) => s.step > index)?.step ?? null;
}

/** Return the round label of step `index` in `lang` ("round 3 / 7"), or "" where the frames have no rounds. */
export function roundLabel(starts, index, lang = "en") {
  const known = starts.filter((s) => s.round !== null);
  if (!known.length) return "";
  const at = [...known].reverse().find((s) => s.step <= index) ?? known[0];
  return replaySay(lang, "round_of", { r: at.round, n: known[known.length - 1].round });
}
