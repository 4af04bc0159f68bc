// The notes under a wide CHAOS board, kept few and whole (newcomer review 29, chaos_en 1: up to six notes lay under the
// board, 087, and the last was cut mid-sentence, "ending on …", 122). At most NOTES notes of LINES lines in all are
// shown, each whole; the rest wait behind a "+N" chip that opens them all (the reader's own press), "Less ▴" closes.
import { chipRows } from "../scene/build.js";

const NOTES = 3;   // notes shown at most
const LINES = 5;   // their lines in all (the first note is shown whatever its length)
const OPEN = "@notes";
const WINDOW = ["combo-window", "combo-if"];   // a window's heading and what the combo does: always (the choice at hand)
export const NOTES_MORE = { en: ["+{n} more", "Less ▴"], ja: ["ほか {n} 件 ▾", "閉じる ▴"], zh: ["另 {n} 条 ▾", "收起 ▴"],
                            "zh-TW": ["另 {n} 條 ▾", "收起 ▴"] };

/**
 * Keep the notes `paragraphs` ({text, i, j}: their items t.items[i..j), laid from y0 in column `under`) that the rule
 * above allows and that end by `bottom`, closed up from y0, and lay the "+N" chip after them; set under.y below them.
 * Opened, all of them end by the window's `foot`, risen over the board (liftOpen).
 * The designer's view keeps every note (cut at `bottom` by whole notes too).
 */
export function keepNotes(t, under, { from, y0, paragraphs, bottom, foot = Infinity }) {
  const open = t.design || t.ui?.selected === OPEN;
  const lit = litNote(t, under);
  if (lit) paragraphs = [...paragraphs, lit];
  const groups = paragraphs.map((para, k) => {
    const items = t.items.slice(k ? paragraphs[k - 1].j : from, para.j);   // (a swatch drawn before its line is its)
    const texts = items.filter((i) => i.type === "text");
    const top = Math.min(...items.map((i) => i.y));
    const end = Math.max(...items.map((i) => i.y + (i.size ?? t.fs)));
    return { text: para.text, items, lines: texts.length, top, end, fixed: WINDOW.includes(texts[0]?.label),
             lit: para === lit, timed: /^tag-/.test(texts[0]?.label ?? "") };
  }).sort((a, b) => rank(a) - rank(b));   // the lit cells' note early (after a window's and the times'): no tap
  const gap = under.gap ?? 7;
  const chipH = Math.round(under.small * 2) + 4;
  let kept = pick(groups, { y0, gap, bottom: open ? Infinity : bottom, few: !open });
  if (kept.length < groups.length && !t.design) kept = pick(groups, { y0, gap, bottom: bottom - chipH - gap, few: !open });
  let y = y0;
  for (const g of kept) {
    for (const i of g.items) i.y += y - g.top;
    y += g.end - g.top + gap;
  }
  t.items.length = from;
  for (const g of kept) t.items.push(...g.items);
  const hidden = groups.filter((g) => !kept.includes(g));
  under.y = kept.length ? y : y0;
  if (t.design || (!open && !hidden.length)) return;
  const [more, less] = NOTES_MORE[t.lang] ?? NOTES_MORE.en;
  const chip = open ? { text: less, id: `select:${OPEN}-`, quiet: true }
    : { text: more.replace("{n}", String(hidden.length)), id: `select:${OPEN}`, quiet: true };
  under.y = chipRows(t.items, [chip], under.x, under.y, under.w, under.small,
                     { below: gap, extra: { label: "notes-more", ...(open ? {} : { tip: hidden.map((g) => g.text).join("\n") }) } });
  if (open) liftOpen(t, under, from, y0, foot);
}

/** Return the note that a lit cell not checked may still hide a bomb, laid by under.line as a paragraph, while the
 * seat's patient may step onto one: the kernel's words on the first such move (target.note, frames/chaos_risk.py;
 * review 39, room_en 1 and chaos_en 3, 212 -> 217: a plain lit cell hid a bomb, "a lit cell looks safe"); else null. */
function litNote(t, under) {
  const text = t.choosing ? null : [...(t.byCell?.values() ?? [])].flat().find((a) => a?.target?.note)?.target.note;
  if (!text || !under.line) return null;
  const i = t.items.length;
  under.line(text, { size: under.small, label: "legend-unchecked", legend: true });
  return { text, i, j: t.items.length };
}

/** Return a note group's place: a window's words, the timed effects' (Dawn: round6c), the lit cells' note, the rest. */
const rank = (g) => (g.fixed ? 0 : g.timed ? 1 : g.lit ? 2 : 3);

/** The opened notes rise over the board's lower rows on a dark panel until they end by the window's `foot`, never above
 * the table's top (review 37, chaos_en 4: "+2 more" opened its list past a 1280×800 window's bottom, "Less ▴" too). */
function liftOpen(t, under, from, y0, foot) {
  const lift = Math.max(0, Math.min(under.y - foot, y0));
  if (!lift) return;
  const shown = t.items.slice(from);
  for (const i of shown) i.y -= lift;
  under.y -= lift;
  const y = y0 - lift - 6;
  t.items.splice(from, 0, { type: "rect", x: under.x - 6, y, w: under.w + 12, h: under.y - y,
                            fill: "rgba(11, 18, 14, 0.96)", id: "cmd:none", label: "notes-open" });   // no click through
}

/** Return the groups shown from y0 down to `bottom`, each whole: a window's heading and effect first, then (`few`) at
 * most NOTES notes of LINES lines in all. */
function pick(groups, { y0, gap, bottom, few }) {
  const kept = [];
  let y = y0;
  let lines = 0;
  for (const g of [...groups.filter((x) => x.fixed), ...groups.filter((x) => !x.fixed)]) {
    const fits = g.fixed || y + (g.end - g.top) <= bottom;   // (a window's words as before: whole, whatever the foot)
    const room = !few || g.fixed || (kept.length < NOTES && (!kept.length || lines + g.lines <= LINES));
    if (!fits || !room) continue;
    kept.push(g);
    lines += g.lines;
    y += g.end - g.top + gap;
  }
  return groups.filter((g) => kept.includes(g));   // in their order
}
