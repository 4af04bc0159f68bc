// The allies to send into a fight, on a phone: chips of their names beside the prompt's one Done (newcomer
// review 28, mythos_ja 3, 126/129/197: the prompt and 完了 at the top, the allies to tap far down in the reader's
// panel under the hand, and a second 完了 at the very bottom); at the use stop the spells to cast there (use_chips.js).

import { cardName } from "../scene/words.js";
import { useChips } from "./use_chips.js";

const SENDS = new Set(["defend", "assault"]);

/** Return the reader's allies a move of this step sends (a phone's commit step), else []. */
export function dispatchable(t) {
  if (t.sizes.W >= 600 || !t.acting || t.view.phase !== "combat" || t.view.step !== "commit") return [];
  const insts = new Set(t.legal.filter((a) => SENDS.has(a.kind)).flatMap((a) => a.cards ?? []));
  const mine = t.view.players.find((p) => p.seat === t.seat);
  return [...(mine?.allies ?? []), ...(mine?.captives ?? [])].filter((a) => insts.has(a.inst));
}

/** Return a chip for each ally to send (its name; a tap opens it, its moves there), laid beside Done (at the use stop a
 * chip per spell to cast, per artifact to use); an ally sent already keeps its chip in its place, quiet, saying what it
 * does ("Defending: Gomes": review 29, mythos_ja 10, 185: the chip just vanished). */
export function dispatchChips(t) {
  // the use stop's casts and uses beside the prompt's Done on a phone, one line each (use_chips.js: review 37)
  if (t.sizes.W < 600 && t.view.step === "use") return useChips(t, t.sizes.W - 2 * t.sizes.m);
  const free = new Set(dispatchable(t).map((a) => a.inst));
  if (!free.size) return [];
  const mine = t.view.players.find((p) => p.seat === t.seat);
  const sent = (a) => (mine.defenders?.includes(a.inst) ? "dispatch_defending"
    : mine.assault?.includes(a.inst) ? "dispatch_assaulting" : null);
  return [...(mine.allies ?? []), ...(mine.captives ?? [])].filter((a) => free.has(a.inst) || sent(a)).map((a) => {
    const card = cardName(t.catalog, t.lang, a.id);
    const id = `select:${t.prefix}${a.inst}`;
    return free.has(a.inst) ? { text: card, id } : { text: t.w(sent(a), { card }), id, quiet: true };
  });
}
