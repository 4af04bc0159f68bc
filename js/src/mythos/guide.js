// The Mythos help's "How to read this table" for the width shown: the catalog's guide tells of the wide table (your
// panel last, above the prompt and the hand; the combat band between the panels); a narrow table (layout.js
// bandOrder, under 600 px) puts the prompt, its chips and the hand right under the round line, the panels below
// (issue 23 round D, finding 4: a phone's help described the desktop's layout).
import { word } from "../scene/words.js";

export const NARROW = 600;   // layout.js bandOrder: a table narrower than this stacks its bands for a phone

/** Return the guide's sentences for a table `width` px wide: the catalog's, or on a narrow table its order's. */
export function guideFor(guide, catalog, lang, width) {
  const list = Array.isArray(guide) ? guide : [];
  if (!(width < NARROW) || list.length < 4) return list;
  const said = (key) => {
    const text = word(catalog, lang, key);
    return text && text !== key ? text : null;
  };
  const order = said("guide_phone_order");
  const band = said("guide_phone_band");
  if (!order || !band) return list;
  // the catalog's order: who's panel is what, where yours is, the zoom, the combat band (games/mythos/sentences)
  return [list[0], order, list[2], band, ...list.slice(4)];
}
