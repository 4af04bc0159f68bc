// The toolbar above the canvas: undo, redo, step, bot move, reveal, seed and restart, language, seat, autoplay.
// Each button sends a command; `update()` sets what is enabled and shown from the synced traits.
import { word } from "../scene/words.js";

const UNDO_TITLES = {
  fair: "undo (U): back to your last decision; what you had not seen is dealt afresh",
  exact: "undo (U): back one decision, exactly (redo goes forward again)",
  off: "undo is switched off for this table",
};

const LANGUAGES = [["en", "English"], ["zh", "中文"], ["ja", "日本語"]];

// The seed box's hint: the seed when the kernel shows it (chosen by the user, or the game is over), else the
// deal code — the seed of a dealt game stays in the kernel while the game runs.
export function dealLabel(seed, deal) {
  if (seed !== null && seed !== undefined) return `seed ${seed}`;
  return deal ? `deal ${deal}` : "seed";
}

function button(bar, label, title, onClick) {
  const b = document.createElement("button");
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", onClick);
  bar.appendChild(b);
  return b;
}

/** Return a <select> of `options` ([value, label]) that sends `cmd` with the chosen value. */
function menu(title, aria, options, send, cmd) {
  const select = document.createElement("select");
  select.title = title;
  select.setAttribute("aria-label", aria);
  for (const [value, label] of options) select.appendChild(Object.assign(document.createElement("option"),
                                                                          { value, textContent: label }));
  select.addEventListener("change", () => send({ cmd, value: select.value }));
  return select;
}

/** Add the seed box and the restart button (an empty box: a random seed). */
function seedBox(bar, send) {
  const seed = document.createElement("input");
  seed.type = "number";
  seed.min = "0";
  seed.placeholder = "seed";
  seed.title = "seed for a new game (empty: random)";
  seed.setAttribute("aria-label", "seed for a new game");
  bar.appendChild(seed);
  button(bar, "Restart", "new game with this seed", () => {
    const value = seed.value === "" ? null : Number(seed.value);
    send({ cmd: "restart", seed: Number.isInteger(value) && value >= 0 ? value : null });
  });
  return seed;
}

/** Add the seat menu, for games whose catalog lists seats (CHAOS, Mythos): the kernel switches the view. */
function seatChooser(bar, send) {
  const box = document.createElement("label");
  const name = document.createElement("span");
  const select = menu("the seat whose view is shown", "seat", [], send, "seat");
  box.append(name, select);
  box.hidden = true;
  bar.appendChild(box);
  return { box, name, select };
}

/**
 * Build the toolbar in `bar`; `onAutoplay(checked)` is called when the autoplay box changes.
 * @returns {{update: function(ui)}} update() follows the traits (and ui.autoplay)
 */
export function buildToolbar(bar, model, onAutoplay) {
  const send = (msg) => model.send(msg);
  const b = {
    undo: button(bar, "↶ Undo", "undo (U)", () => send({ cmd: "undo" })),
    redo: button(bar, "↷ Redo", "redo (R)", () => send({ cmd: "redo" })),
    step: button(bar, "Step ▶", "let the automaton take its step", () => send({ cmd: "bot_step" })),
    botMove: button(bar, "Bot move", "let a bot choose your move", () => send({ cmd: "bot_step" })),
    reveal: button(bar, "Reveal", "designer view: show hidden cards",
                   () => send({ cmd: "reveal", on: model.get("mode") !== "design" })),
  };
  b.seed = seedBox(bar, send);
  b.lang = menu("language", "language", LANGUAGES, send, "lang");
  bar.appendChild(b.lang);
  b.seat = seatChooser(bar, send);
  const auto = document.createElement("label");
  b.auto = document.createElement("input");
  b.auto.type = "checkbox";
  b.auto.addEventListener("change", () => onAutoplay(b.auto.checked));
  auto.append(b.auto, " autoplay");
  bar.appendChild(auto);
  return { update: (ui) => updateToolbar(b, model, ui) };
}

/** Set the toolbar from the traits: what is enabled, the reveal label, language, seed hint, seats. */
function updateToolbar(b, model, ui) {
  const view = model.get("view") ?? {};
  const seat = model.get("seat");
  const over = Boolean(view.result);
  b.undo.disabled = model.get("step") === 0 || model.get("undo_policy") === "off";
  b.undo.title = UNDO_TITLES[model.get("undo_policy")] ?? "undo (U)";
  b.redo.disabled = model.get("step") >= model.get("history_len");
  b.step.disabled = over || !view.to_act || view.to_act === seat;
  b.botMove.disabled = over || view.to_act !== seat;
  b.reveal.hidden = !model.get("can_reveal");
  b.reveal.textContent = model.get("mode") === "design" ? "Hide" : "Reveal";
  b.lang.value = model.get("lang");
  b.auto.checked = ui.autoplay;
  b.seed.placeholder = dealLabel(model.get("seed"), model.get("deal"));
  const catalog = model.get("catalog_data") ?? {};
  const seats = Array.isArray(catalog.seats) ? catalog.seats : [];
  const { box, name, select } = b.seat;
  box.hidden = seats.length === 0;
  if (!seats.length) return;
  name.textContent = `${word(catalog, model.get("lang"), "seat")} `;
  if ([...select.options].map((o) => o.value).join() !== seats.join()) {
    select.replaceChildren(...seats.map((s) => Object.assign(document.createElement("option"), { value: s, textContent: s })));
  }
  select.value = model.get("seat");
}
