// Autoplay: the page steps automata and bots after `delay_ms`, one `bot_step` a step, so a person sees each move at
// a readable pace. What the page is about to step by itself is also what must not glow: its step chip is drawn quiet.

/**
 * Return whether the designer's controls (Step ▶, Bot move, the autoplay box, Reveal) are shown: in design mode,
 * or at a table that may reveal hidden cards (`can_reveal`: a designer's or teacher's notebook). A player's app
 * (`can_reveal=False`, play mode) has none of them: its autoplay follows the kernel's `autoplay` trait.
 */
export function designerTable(traits) {
  return traits.mode === "design" || Boolean(traits.can_reveal);
}

/** Return whether autoplay is on: the designer's checkbox (`ui.autoplay`) where it is shown, else the kernel's trait. */
export function autoplayOn(traits, ui) {
  return designerTable(traits) ? Boolean(ui.autoplay) : Boolean(traits.autoplay);
}

/**
 * Return whether the page steps the game by itself now: a replay runs, or autoplay on, the game running, no error
 * shown, and the seat to act another's than the viewer's, or the viewer's while its bot plays it (`watch`).
 */
export function stepsBySelf(traits, ui) {
  if (traits.replaying) return true;   // a replay steps by itself: its "Bot plays ▶" is no button (review 10, finding 1)
  if (ui?.reading?.holds?.()) return false;   // a course waits for its step chip (ui/coach.js courseHolds, review 22)
  const view = traits.view ?? {};
  if (!autoplayOn(traits, ui) || view.result || !view.to_act || traits.error) return false;
  if (view.to_act !== traits.seat && waitsForPress(traits)) return false;
  return view.to_act !== traits.seat || Boolean(traits.watch);
}

/** Return whether a player's Letter table plays the opponent only at the reader's ▶ (or ▶▶), never on a timer: the
 * reader tapped once and the next screen was already two rounds on, their comparison's result unseen (newcomer review
 * 28, letter_zh 1, 043). A watched game, a replay and a designer's autoplay box keep stepping by themselves. */
export function waitsForPress(traits) {
  return traits.game === "letter" && !traits.watch && !designerTable(traits);
}

/**
 * Return whether a press on a "step the bot" item (▶) came from a table that has moved on to the viewer's own turn:
 * the kernel answered a step before the page drew it, and the press, hit-tested on the table as last drawn, would
 * send a bot_step that the viewer's own bot (the designer's "Bot move") plays: it answered the opponent's Great Race
 * for the reader, unseen (newcomer review 26, letter_en 1: three times, twice the losing answer). A designer's table
 * and a watched seat step it on purpose.
 */
export function staleStep(traits) {
  const toAct = traits.view?.to_act;
  return toAct != null && toAct === traits.seat && !traits.watch && !designerTable(traits) && !traits.replaying;
}

/** Return the synced traits the autoplay rules read, from a model. */
export function traitsOf(model) {
  const get = (k) => model.get(k);
  return { view: get("view"), seat: get("seat"), mode: get("mode"), can_reveal: get("can_reveal"), error: get("error"),
           autoplay: get("autoplay"), watch: get("watch"), step: get("step"), game: get("game"),
           replaying: Number.isInteger(get("replay")?.step) };
}

/** quietSelfSteps's `soon` while the person watches the bots play every seat (the `watch` trait). */
export const WATCHING = Symbol("watching");

/**
 * Return the scene with the layout's "step the bot" items (id `cmd:bot_step`: a chip, Letter's clue stack) made
 * quiet and unclickable, for when the page steps by itself: nothing glows that should not be clicked. A step chip
 * with no words ("▶" alone: a room's catalog has none, room/model.js) is left out: a room has no such control
 * (issue 23 round 6d, finding 8).
 */
export function quietSelfSteps(scene, soon = null) {
  if (!scene.items.some((i) => i.id === "cmd:bot_step")) return scene;
  const items = scene.items.flatMap((i) => {
    if (i.id !== "cmd:bot_step") return [i];
    if (i.type === "chip" && !String(i.text ?? "").replace("▶", "").trim()) return [];
    // "Bot plays (watch)": every seat plays by itself, so no "Opponent plays ▶" button at all (newcomer review 16,
    // finding 2); only a person who plays keeps it, to hurry the opponent's step (review 15, page finding 4)
    if (soon === WATCHING && i.type === "chip") return [];
    // `soon` (a page's own autoplay): its chip is a secondary button that plays now, its tip saying the step comes by
    // itself in a moment; grey and dashed it read as disabled (newcomer review 15, page finding 4: 對手出牌 ▶)
    if (typeof soon === "string" && i.type === "chip") return [{ ...i, highlight: false, quiet: true, tip: soon }];
    const { id: _id, ...rest } = i;
    return [{ ...rest, highlight: false, quiet: true }];
  });
  return { ...scene, items };
}

// A game's pace (issue 23), in units of `delay_ms` (the app's 700 ms; a test sets its own, and these scale with it):
// CHAOS bots take many short steps: a new seat's turn comes later than a step within a turn, and a step that brought a big moment (a swap, a bomb, the gate, a return to spawn: a `big` story line, announced
// by a toast) waits longest, so a person reads it. Letter's every step is a turn: its outcome is read before the
// opponent's card comes (~1.3 s at 700 ms), and after the opponent's step the page holds its `beat` (ui/beat.js) before
// the next choice: review 18, finding 1 ("the opponent's turn resolves instantly") and 2 (a watched game took ~5 s).
// Games not named here step every `delay_ms`. A watched Letter game ("Bot plays (watch)": the bot decides for the
// reader too) waits `watch` at every step, `watchBig` after a big one: at the player's pace a whole game ran in ~8 s,
// too fast for a newcomer to follow (newcomer review 22, Letter en finding 8, zh-TW finding 6). The reader's own play's
// outcome stays ≥ 2 s before the opponent's card replaces it (review 25, letter_zh 2: a guess's "wrong" never seen).
// CHAOS's pace was too quick to follow (review 27, chaos_en 1: five seats' turns while the reader looked once): a step
// within a seat's turn ~1 s (its move drawn, then seen), ~2.5 s before the next seat's first step; `rush` is the
// pace of the rest of a seat's turn after the reader's ▶ (autoplay's `now`: one press, one seat's turn).
export const PACE = { chaos: { step: 1.4, turn: 3.6, big: 4, rush: 0.55 },
                      letter: { step: 1, turn: 2.9, big: 2.9, beat: 1.8, watch: 2.6, watchBig: 3.6 } };

/** Return the factor of `delay_ms` the page waits after a step of `game` ({big, turn}: what the step brought;
 * `watch`: the reader watches its bot play their seat). */
export function paceFactor(game, { big = false, turn = false, watch = false } = {}) {
  const pace = PACE[game];
  if (!pace) return 1;
  if (watch && pace.watch) return big ? pace.watchBig : pace.watch;
  return big ? pace.big : turn ? pace.turn : pace.step;
}

/** Return `pace()`: the ms the page waits before stepping again, worked out once per step shown (a redraw at the
 * same step keeps it): a big line among the step's new log lines, or a new seat to act, lengthen it. */
export function pacer(model) {
  let at = null;
  let brought = {};   // what the step shown brought ({big, turn}), worked out once
  let lines = null;
  let actor;
  let rushing = false;   // the rest of a seat's turn the reader's ▶ asked for (autoplay's `now`)
  const pace = () => {
    const step = model.get("step");
    if (step !== at) {
      const now = model.get("log_lines");
      const fresh = now !== lines && Array.isArray(now) ? now : [];
      const toAct = model.get("view")?.to_act ?? null;
      brought = at === null ? {} : { big: fresh.some((l) => l?.big), turn: toAct !== actor };
      [at, lines, actor] = [step, now, toAct];
      if (brought.turn) rushing = false;   // the seat's turn the press asked for is over: the next keeps its pace
    }
    // the watch read now: "Bot plays (watch)" chosen mid-game slows the very next step
    const factor = paceFactor(model.get("game"), { ...brought, watch: Boolean(model.get("watch")) });
    const rush = PACE[model.get("game")]?.rush;
    // the rest of a seat's turn the reader's ▶ asked for: quicker, but a big moment keeps its reading time
    if (rushing && rush && !brought.big && !brought.turn) return Math.round((model.get("delay_ms") ?? 0) * rush);
    return Math.round((model.get("delay_ms") ?? 0) * factor);
  };
  pace.rush = (on) => { rushing = on; };
  return pace;
}

/** How often a held page looks again whether the reader has closed what held it (ms). */
export const HOLD_LOOK_MS = 400;

/** Return whether the reader reads what a bot's step would change or close under it: the rules and help, a card's text
 * (a zoom: the next step closed it) or the "⋯" panel (the language menu) open (newcomer review 20, chaos_en finding 5,
 * chaos_ja finding 9). */
export function readerHolds(ui) {
  const zoom = typeof ui?.selected === "string" && ui.selected.startsWith("zoom:");
  return Boolean(ui?.helpOpen || zoom || ui?.barOpen?.());
}

/**
 * Return the scheduler: `schedule()` sends one `bot_step` after the game's pace (`pacer`: `delay_ms`, or a multiple
 * of it after a new turn or a big moment) when the page steps by itself and the
 * table is still at the same step; `stop()` cancels the pending one; `busy()` says a step it sent is unanswered
 * (a fast-forward sent then would find the viewer's turn, and be refused, when that step reaches it).
 */
export function autoplay(model, ui) {
  let timer = null;
  let sentAt = null;
  const pace = pacer(model);
  const stop = () => clearTimeout(timer);
  // The step sent is answered once the table shows another step or an error. Forgotten then, not only compared:
  // a new deal returns to step 0, and a step number kept from the last deal would read as unanswered for ever
  // (a fast-forward pressed then waited for it, and the page stood still).
  const settle = () => {
    if (sentAt !== null && (sentAt !== model.get("step") || model.get("error"))) sentAt = null;
  };
  const schedule = () => {
    settle();
    stop();
    const traits = traitsOf(model);
    if (!stepsBySelf(traits, ui) || traits.replaying) {   // a replay's steps are the ending panel's
      pace.rush(false);   // the reader's own turn came: a press before it hurries no later seat's turn
      return;
    }
    // the rules and help open: the bots wait, so nothing changes behind what the reader reads (newcomer review 11,
    // CHAOS desk finding 9: the help covered the story while the bots played on); a card's text or the "⋯" panel too,
    // and they go on by themselves once it closes (review 20: a zoom's close redraws, never schedules)
    if (readerHolds(ui)) {
      timer = setTimeout(schedule, HOLD_LOOK_MS);
      return;
    }
    // a coach note being read: the bots wait until its Got it or its reading time ends (newcomer review 15, finding 1)
    const reading = ui?.reading?.() ?? 0;
    if (reading > 0) {
      timer = setTimeout(schedule, reading);
      return;
    }
    const at = model.get("step");
    timer = setTimeout(() => {
      if (model.get("step") !== at) return;
      if (busy()) return;   // a step sent for this one is unanswered: its answer schedules the next (CI 17a8be2)
      if (readerHolds(ui)) {   // opened while the step was timed (the help's toggle comes after: review 20, 023-025)
        schedule();
        return;
      }
      sentAt = at;
      model.send({ cmd: "bot_step", step: at });
    }, pace());
  };
  const busy = () => {
    settle();
    return sentAt !== null;
  };
  // the reader's tap on the step chip: the step now, the timer's own one cancelled (never two steps for one); in
  // CHAOS the rest of that seat's turn follows at the `rush` pace
  const now = () => {
    stop();
    pace.rush(true);   // one press, the rest of this seat's turn (review 27, chaos_en 1), then the next seat's pace
    if (busy()) return;
    sentAt = model.get("step");
    model.send({ cmd: "bot_step", step: sentAt });
  };
  return { schedule, stop, busy, now };
}

/** Return the scene with its "step the bot" chips urged (gold, paint.js) where the page waits for the reader's ▶ (it
 * does not step by itself: autoplay off or held): the table stopped on "Bot plays ▶" with no sign that the reader
 * must press it (newcomer review 18, finding 2). */
export function urgeStep(scene) {
  if (!scene.items.some((i) => i.id === "cmd:bot_step" && i.type === "chip")) return scene;
  return { ...scene, items: scene.items.map((i) => (i.id === "cmd:bot_step" && i.type === "chip" ? { ...i, urge: true } : i)) };
}
