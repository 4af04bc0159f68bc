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
 * Return whether the page steps the game by itself now: autoplay on, the game running, no error shown, and the
 * seat to act another's than the viewer's, or the viewer's while its bot plays it (`watch`).
 */
export function stepsBySelf(traits, ui) {
  const view = traits.view ?? {};
  if (!autoplayOn(traits, ui) || view.result || !view.to_act || traits.error) return false;
  return view.to_act !== traits.seat || Boolean(traits.watch);
}

/** Return the synced traits the autoplay rules read, from a model. */
export function traitsOf(model) {
  const get = (k) => model.get(k);
  return { view: get("view"), seat: get("seat"), mode: get("mode"), can_reveal: get("can_reveal"), error: get("error"),
           autoplay: get("autoplay"), watch: get("watch"), step: get("step") };
}

/**
 * Return the scene with the layout's "step the bot" items (id `cmd:bot_step`: a chip, Letter's clue stack) made
 * quiet and unclickable, for when the page steps by itself: nothing glows that should not be clicked.
 */
export function quietSelfSteps(scene) {
  if (!scene.items.some((i) => i.id === "cmd:bot_step")) return scene;
  const items = scene.items.map((i) => {
    if (i.id !== "cmd:bot_step") return i;
    const { id: _id, ...rest } = i;
    return { ...rest, highlight: false, quiet: true };
  });
  return { ...scene, items };
}

/**
 * Return the scheduler: `schedule()` sends one `bot_step` after `delay_ms` when the page steps by itself and the
 * table is still at the same step; `stop()` cancels the pending one; `busy()` says a step it sent is unanswered
 * (a fast-forward sent then would find the viewer's turn, and be refused, when that step reaches it).
 */
export function autoplay(model, ui) {
  let timer = null;
  let sentAt = null;
  const stop = () => clearTimeout(timer);
  const schedule = () => {
    stop();
    if (!stepsBySelf(traitsOf(model), ui)) return;
    const at = model.get("step");
    timer = setTimeout(() => {
      if (model.get("step") !== at) return;
      sentAt = at;
      model.send({ cmd: "bot_step" });
    }, model.get("delay_ms"));
  };
  const busy = () => sentAt !== null && sentAt === model.get("step") && !model.get("error");
  return { schedule, stop, busy };
}
