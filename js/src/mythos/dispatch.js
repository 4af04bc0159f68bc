// The allies to send into a fight, on a phone: chips of their names beside the prompt's one Done (newcomer
// review 28, mythos_ja 3, 126/129/197: the prompt and 完了 at the top, the allies to tap far down in the reader's
// panel under the hand, and a second 完了 at the very bottom).

import { cardName } from "../scene/words.js";

const SENDS = new Set(["defend", "assault"]);

/** Return the reader's allies a move of this step sends (a phone's commit step), else []. */
export function dispatchable(t) {
  if (t.sizes.W >= 600 || !t.acting || t.view.phase !== "combat" || t.view.step !== "commit") return [];
  const insts = new Set(t.legal.filter((a) => SENDS.has(a.kind)).flatMap((a) => a.cards ?? []));
  const mine = t.view.players.find((p) => p.seat === t.seat);
  return [...(mine?.allies ?? []), ...(mine?.captives ?? [])].filter((a) => insts.has(a.inst));
}

/** Return a chip for each ally to send (its name; a tap opens it, its moves there), laid beside Done. */
export function dispatchChips(t) {
  return dispatchable(t).map((a) => ({ text: cardName(t.catalog, t.lang, a.id), id: `select:${t.prefix}${a.inst}` }));
}
