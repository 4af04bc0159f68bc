// Pure scene functions: input (synced traits + local UI state) -> scene, and hit testing.
import { chaosZoom } from "./chaos/labels.js";
import { layoutChaos } from "./chaos/layout.js";
import { layoutLetter, letterZoom } from "./letter/layout.js";
import { addZoom } from "./scene/zoom.js";
import { layoutMythos, mythosZoom } from "./mythos/layout.js";

export { hitTest } from "./scene/hit.js";

const LAYOUTS = { letter: layoutLetter, chaos: layoutChaos, mythos: layoutMythos };
// The shared card zoom (scene/zoom.js): every Letter and CHAOS card, Mythos's investigators (its cards have their own
// zoom, mythos/zoom.js, with the moves that use them).
const ZOOMS = { letter: letterZoom, chaos: chaosZoom, mythos: mythosZoom };

/**
 * Lay out a game's table. `input` holds the synced traits (view, legal, catalog, lang, mode, error,
 * seat) and `ui` (local state such as the selected card); `size.width` is the width available.
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layout(input, size) {
  const game = input?.view?.game;
  const fn = LAYOUTS[game];
  if (!fn) return { width: Math.max(0, Math.floor(size?.width ?? 0)), height: 0, items: [] };
  const scene = withSentences(fn(input, size), input.legal ?? []);
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
