// Pure scene functions: input (synced traits + local UI state) -> scene, and hit testing.
import { chaosZoom } from "./chaos/labels.js";
import { layoutChaos } from "./chaos/layout.js";
import { layoutLetter, letterZoom } from "./letter/layout.js";
import { addZoom } from "./scene/zoom.js";
import { MIN_TEXT } from "./scene/text.js";
import { layoutMythos, mythosZoom } from "./mythos/layout.js";

export { hitTest } from "./scene/hit.js";

const LAYOUTS = { letter: layoutLetter, chaos: layoutChaos, mythos: layoutMythos };
// The shared card zoom (scene/zoom.js): every Letter and CHAOS card, Mythos's investigators (its cards have their own
// zoom, mythos/zoom.js, with the moves that use them).
const ZOOMS = { letter: letterZoom, chaos: chaosZoom, mythos: mythosZoom };

/**
 * Lay out a game's table. `input` holds the synced traits (view, legal, catalog, lang, mode, error,
 * seat) and `ui` (local state such as the selected card); `size.width` is the width available.
 * `fitHeight` is the height of the table itself, as if nothing were selected and no zoom open: what a fitted table
 * is scaled by (index.js), so that selecting a card or opening a zoom never changes the table's scale.
 * @returns {{width:number, height:number, fitHeight:number, items:object[]}}
 */
export function layout(input, size) {
  const scene = laidOut(input, size);
  if (!scene.items.length) return scene;
  const selected = input.ui?.selected;
  // (`ownHeight`: the table without what the reader opened below it, Mythos's bot table: it never rescales the table)
  let height = selected == null ? scene.ownHeight ?? scene.height : null;
  // laid out again without the selection only when read (index.js reads it once per draw); not enumerable, so a
  // copy of the scene (motion frames) does not lay it out
  Object.defineProperty(scene, "fitHeight", {
    // `fitting`: a panel the reader opened and the table keeps open (Mythos's adventure list) is a selection too
    get: () => (height ??= laidOut({ ...input, ui: { ...input.ui, selected: null, fitting: true } }, size).height),
  });
  return scene;
}

/** Return the game's scene with its sentences and its card zoom (drawn over the table). */
function laidOut(input, size) {
  const game = input?.view?.game;
  const fn = LAYOUTS[game];
  if (!fn) return { width: Math.max(0, Math.floor(size?.width ?? 0)), height: 0, items: [] };
  const scene = withSentences(fn(input, size), input.legal ?? []);
  for (const item of scene.items) if (item.size < MIN_TEXT) item.size = MIN_TEXT;  // as drawn (draw.js font)
  if (!ZOOMS[game] || !scene.items.length) return scene;
  const { zoomKey, texts, chosen } = ZOOMS[game](input);
  const sizes = scene.items.filter((i) => i.type === "text").map((i) => i.size).sort((a, b) => a - b);
  const fs = sizes[Math.floor(sizes.length / 2)] ?? 12;  // the table's body size
  return addZoom(scene, input.ui, zoomKey, texts, { fs, m: Math.max(6, Math.round(scene.width * 0.02)) },
                 chosen);
}

/** Give every item that plays one legal action that action's sentence (`say`: tooltip, screen readers). */
function withSentences(scene, legal) {
  const said = new Map(legal.filter((a) => a.text).map((a) => [`act:${a.id}`, a.text]));
  for (const item of scene.items) if (item.id && !item.say && said.has(item.id)) item.say = said.get(item.id);
  return scene;
}
