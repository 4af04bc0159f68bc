// Pure scene functions: input (synced traits + local UI state) -> scene, and hit testing.
import { layoutChaos } from "./chaos/layout.js";
import { layoutLetter } from "./letter/layout.js";
import { layoutMythos } from "./mythos/layout.js";

export { hitTest } from "./scene/hit.js";

const LAYOUTS = { letter: layoutLetter, chaos: layoutChaos, mythos: layoutMythos };

/**
 * Lay out a game's table. `input` holds the synced traits (view, legal, catalog, lang, mode, error,
 * seat) and `ui` (local state such as the selected card); `size.width` is the width available.
 * @returns {{width:number, height:number, items:object[]}}
 */
export function layout(input, size) {
  const game = input?.view?.game;
  const fn = LAYOUTS[game];
  if (!fn) return { width: Math.max(0, Math.floor(size?.width ?? 0)), height: 0, items: [] };
  return withSentences(fn(input, size), input.legal ?? []);
}

/** Give every item that plays one legal action that action's sentence (`say`: tooltip, screen readers). */
function withSentences(scene, legal) {
  const said = new Map(legal.filter((a) => a.text).map((a) => [`act:${a.id}`, a.text]));
  for (const item of scene.items) if (item.id && !item.say && said.has(item.id)) item.say = said.get(item.id);
  return scene;
}
