// The last Sanity change of a seat and its cause, beside its Sanity value: "−1 Portaphobia (Bot 2)", "−3 Bot 2's
// threat", "+5 Arkham Horror" (review 27, mythos_ja 2: 11→8 with a phobia's cause scrolled out of the five-line log,
// 226). Said for the round it happened in, in room the panel leaves free (nothing beside it moves).
import { INK } from "../scene/build.js";
import { MIN_TEXT, fitText, textWidth } from "../scene/text.js";
import { cardName } from "../scene/words.js";

/** Return the words of `p`'s Sanity changes still news this round, the latest first ("" none): each its delta, card
 * and whose, or the threat's player; the view's `earlier` holds those of the turn before and this one (review 28,
 * mythos_ja 5, 116: Agoraphobia's −1 scrolled out of the log while the bar named only the last cause). */
export function causeText(t, p) {
  const last = p.sanity_last;
  if (!last || last.round !== t.view?.round) return "";
  const all = [last, ...[...(last.earlier ?? [])].reverse()].filter((c) => c.round === last.round && !ended(t, p, c));
  return all.map((c) => oneCause(t, p, c)).join(t.lang === "ja" ? "、" : ", ");
}

/** Whether change `c`'s cause has left `p`: a phobia buried, the face-down monsters fought (review 29, mythos_en 4:
 * "−1 Portaphobia (Bot 2)" stayed after the reader buried it, 065; "−1 face-down monster" after the combat, 045). */
function ended(t, p, c) {
  if (c.kind === "face_down") return p.threat_count === 0;
  const phobia = c.card && t.catalog?.cards?.[c.card]?.subtype === "Phobia";
  return Boolean(phobia && Array.isArray(p.phobias) && !p.phobias.some((f) => f.id === c.card));
}

/** Return the words of one Sanity change `last` of `p`. */
function oneCause(t, p, last) {
  const delta = `${last.delta > 0 ? "+" : "−"}${Math.abs(last.delta)}`;
  // the reader's own threat is "your threat", never "You's threat" (newcomer review 28, mythos_en 3: 186, 187)
  if (last.threat && t.who(last.by) === t.w("you_name")) return t.w("sanity_cause_threat_you", { delta });
  if (last.threat) return t.w("sanity_cause_threat", { delta, who: t.who(last.by) });
  if (last.kind) return t.w(`sanity_cause_${last.kind}`, { delta });
  if (!last.card) return delta;
  const card = cardName(t.catalog, t.lang, last.card);
  return last.by && last.by !== p.seat ? t.w("sanity_cause_by", { delta, card, who: t.who(last.by) })
    : t.w("sanity_cause", { delta, card });
}

/** Draw `p`'s cause from `x` at `y`, in `room` px at most, in the loss's red or the gain's green, once a panel (the
 * title's line on a wide table, else beside the Sanity bar). */
export function drawCause(t, p, x, y, room, size) {
  const text = causeText(t, p);
  t.causes ??= new Set();
  if (!text || room < 60 || t.causes.has(p.seat)) return;
  t.causes.add(p.seat);
  // measured bold and never under MIN_TEXT, as draw.js paints it (a phone's 360 px cut it, layout_widths)
  const fit = fitText(text, { width: room, size, min: Math.max(MIN_TEXT, size - 2), maxLines: 1,
                              measure: (s, z) => textWidth(s, z, true) });
  t.text(fit.lines[0], x, y, { size: fit.size, bold: true, colour: p.sanity_last.delta < 0 ? INK.bad : INK.good,
                               label: `sanity-cause-${p.seat}` });
}
