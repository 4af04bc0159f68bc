// The opponent's beat: after an automaton's or bot's step hands the turn back to the reader, the page holds that step
// on the board for a while (`ui.beat`: the layout tells what the opponent did where the choice comes, nothing glows)
// before the next choice is offered; a tap or a key skips it. Newcomer review 18, finding 1: "the opponent's turn
// resolves instantly … I expected a short, visible opponent step". Only what the kernel sent is shown: no secret early.
import { PACE, designerTable } from "./autoplay.js";

/**
 * Return the ms the beat of the step from `before` to `now` lasts: the game's `beat` pace times `delay_ms` when a step
 * forward of the same deal gave the reader's seat the turn back from another seat, in a player's table (no designer's:
 * design mode and tests stepping by hand never wait) with autoplay on, the reader not watching its bot nor coached;
 * else 0.
 */
export function beatMs(model, before, now) {
  const factor = PACE[model.get("game")]?.beat ?? 0;
  const seat = model.get("seat");
  const traits = { mode: model.get("mode"), can_reveal: model.get("can_reveal") };
  // Learn to play's coach marks pace the course themselves (their notes, their Got it)
  if (!factor || designerTable(traits) || !model.get("autoplay") || model.get("watch") || model.get("coach")?.id) return 0;
  if (now.deal !== before.deal || !(now.step > before.step) || now.result) return 0;
  if (!before.toAct || before.toAct === seat || now.toAct !== seat) return 0;
  return Math.max(0, Math.round((model.get("delay_ms") ?? 0) * factor));
}

/** Return what of the table a beat follows: its step, deal, seat to act and result. */
function placeOf(model) {
  const view = model.get("view") ?? {};
  return { step: model.get("step"), deal: model.get("deal"), toAct: view.to_act ?? null, result: Boolean(view.result) };
}

/**
 * Return `{follow, skip}`: `follow()` (before each redraw) opens a beat (`ui.beat`) when the step shown changed as
 * beatMs says, ends it at its time and redraws (`ui.redraw`); `skip()` (a tap, a key) ends it now.
 */
export function opponentBeat(model, ui) {
  let seen = placeOf(model);
  let timer = null;
  const end = () => {
    clearTimeout(timer);
    if (!ui.beat) return;
    ui.beat = null;
    ui.redraw?.();
  };
  const follow = () => {
    const now = placeOf(model);
    if (now.step === seen.step && now.deal === seen.deal) return;
    const ms = beatMs(model, seen, now);
    seen = now;
    clearTimeout(timer);
    ui.beat = ms > 0 ? { step: now.step } : null;
    if (ms > 0) timer = setTimeout(end, ms);
  };
  return { follow, skip: end };
}
