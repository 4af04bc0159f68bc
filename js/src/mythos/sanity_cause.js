// The last Sanity change of a seat and its cause, beside its Sanity value: "−1 Portaphobia (Bot 2)", "−3 Bot 2's
// threat", "+5 Arkham Horror" (review 27, mythos_ja 2: 11→8 with a phobia's cause scrolled out of the five-line log,
// 226). Said for the round it happened in, in room the panel leaves free (nothing beside it moves).
import { INK } from "../scene/build.js";
import { MIN_TEXT, fitText, textWidth } from "../scene/text.js";
import { cardName } from "../scene/words.js";
import { SQUEEZE } from "../draw.js";

/** Return the words of `p`'s Sanity changes still news this round, the latest first ("" none): each its delta, card
 * and whose, or the threat's player; the view's `earlier` holds those of the turn before and this one (review 28,
 * mythos_ja 5, 116: Agoraphobia's −1 scrolled out of the log while the bar named only the last cause). */
export function causeText(t, p) {
  return causeForms(t, p).map(([whole]) => whole).join(joiner(t));
}

/** Return each of `p`'s Sanity changes still news this round, the latest first, as its words, whole then shorter. */
function causeForms(t, p) {
  const last = p.sanity_last;
  if (!last || last.round !== t.view?.round) return [];
  // news in its turn and the next (every seat's action is a turn), then gone: "+1 アンナ・ティルトン嬢" stayed across
  // the reader's later actions (newcomer review 41, mythos_ja 12, 087/094/165); the log keeps it
  const fresh = (c) => c.turn == null || t.view?.turn == null || t.view.turn <= c.turn + 1;
  const all = [last, ...[...(last.earlier ?? [])].reverse()].filter((c) => c.round === last.round && fresh(c)
    && !ended(t, p, c));
  return all.map((c) => oneCause(t, p, c));
}

const joiner = (t) => (t.lang === "ja" ? "、" : ", ");

/** Whether change `c`'s cause has left `p`: a phobia buried, the face-down monsters fought (review 29, mythos_en 4:
 * "−1 Portaphobia (Bot 2)" stayed after the reader buried it, 065; "−1 face-down monster" after the combat, 045). */
function ended(t, p, c) {
  if (c.kind === "face_down") return p.threat_count === 0;
  const phobia = c.card && t.catalog?.cards?.[c.card]?.subtype === "Phobia";
  return Boolean(phobia && Array.isArray(p.phobias) && !p.phobias.some((f) => f.id === c.card));
}

/** Return the words of one Sanity change `last` of `p`: whole, then shorter (without whose card, the delta alone). */
function oneCause(t, p, last) {
  const delta = `${last.delta > 0 ? "+" : "−"}${Math.abs(last.delta)}`;
  // the reader's own threat is "your threat", never "You's threat" (newcomer review 28, mythos_en 3: 186, 187)
  if (last.threat && t.who(last.by) === t.w("you_name")) return [t.w("sanity_cause_threat_you", { delta }), delta];
  if (last.threat) return [t.w("sanity_cause_threat", { delta, who: t.who(last.by) }), delta];
  if (last.kind) return [t.w(`sanity_cause_${last.kind}`, { delta }), delta];
  if (!last.card) return [delta];
  const card = cardName(t.catalog, t.lang, last.card);
  const plain = t.w("sanity_cause", { delta, card });
  return last.by && last.by !== p.seat ? [t.w("sanity_cause_by", { delta, card, who: t.who(last.by) }), plain, delta]
    : [plain, delta];
}

/** Draw `p`'s cause from `x` at `y`, in `room` px at most, in the loss's red or the gain's green, once a panel (the
 * title's line on a wide table, else beside the Sanity bar, on `lines` lines). Never cut with "…" (newcomer review 32,
 * mythos_en 3, 209/221: "−2 Efficiophobia (You),…", "−1 Caverns Beneath The Old…"): whole causes, the latest first, as
 * many as fit, else the latest's shorter words; the tooltip says them all. */
export function drawCause(t, p, x, y, room, size, lines = 1) {
  const forms = causeForms(t, p);
  t.causes ??= new Set();
  if (!forms.length || room < 60 || t.causes.has(p.seat)) return;
  t.causes.add(p.seat);
  const whole = forms.map(([w]) => w).join(joiner(t));
  const wholes = forms.map((_, k) => forms.slice(0, forms.length - k).map(([w]) => w).join(joiner(t)));
  // measured bold and never under MIN_TEXT, as draw.js paints it (a phone's 360 px cut it, layout_widths); a second
  // line only at MIN_TEXT, where one line does not hold the latest cause
  const fitIn = (text, n, squeeze = 1) => fitText(text, { width: room, size: n > 1 ? MIN_TEXT : size,
                                                          min: Math.max(MIN_TEXT, size - 2), maxLines: n, squeeze,
                                                          measure: (s, z) => textWidth(s, z, true) });
  // the shortest named words condensed, as card names are, before the bare delta: Chromium measures Japanese wider
  // than the estimate and the bot's title kept only "+5" (newcomer review 38, mythos_en 13, 163 vs en 160)
  const named = forms[0].length > 1 ? [[forms[0].at(-2), 1, SQUEEZE]] : [];
  const tries = [...wholes.map((w) => [w, 1]), ...(lines > 1 ? wholes.map((w) => [w, 2]) : []),
                 ...forms[0].slice(1, -1).map((w) => [w, 1]), ...named, [forms[0].at(-1), 1]];
  // a second line of a glyph or two read as a stray mark: 「嬢」 alone under "+1 アンナ・ティルトン" (review 41, mythos_ja
  // 12, 087/094); the next, shorter words then
  const orphan = (f) => f.lines.length > 1 && [...String(f.lines.at(-1)).trim()].length <= 2;
  const [text, fit, sq] = tries.map(([w, n, q]) => [w, fitIn(w, n, q), q]).find(([, f]) => !f.cut && !orphan(f))
    ?? [tries.at(-1)[0], fitIn(tries.at(-1)[0], 1)];
  const pitch = fit.size + 1;
  const top = y - ((fit.lines.length - 1) * pitch) / 2;
  const said = { ...(text === whole ? {} : { tip: whole }), ...(sq ? { maxW: room } : {}) };
  fit.lines.forEach((line, i) => t.text(line, x, top + i * pitch, {
    size: fit.size, bold: true, colour: p.sanity_last.delta < 0 ? INK.bad : INK.good, ...said,
    label: i ? `sanity-cause-more-${p.seat}` : `sanity-cause-${p.seat}` }));
}
