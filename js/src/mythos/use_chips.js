// The combat's spell-and-artifact stop (MY-COMBAT-3) offers each cast and artifact use as a chip naming it, beside
// Done: the casts lay only on their glowing cards, far down the page from Done, and the reader never knew it could cast
// (newcomer review 36, mythos_ja 1). Round DD's chips, the moves' whole labels, took a second chip row over the hand
// and moved it 5-13 px; these are one line each, in room the stop already has (review 37: the band's title row on a
// wide table, the rows a phone keeps over its hand), the whole sentence on hover or a long press.
import { textWidth, wrapLines } from "../scene/text.js";
import { actionLabel } from "./cards.js";

const USES = new Set(["cast", "use"]);
// where the words a card's moves share may end ("on " / 「… を「) and where their common tail may start (」に唱える…)
const HEAD_END = /[\s「（(]/;
const TAIL_START = /[\s」）)]/;
// a bracket of a label ("(from Hutchinson Cipher)", "（「ハッチンソン暗号」から）")
const BRACKET = /\s?[(（][^()（）]*[)）]/g;

/** Return the chips of the use stop (the reader's to act, `room` px a chip's line): one per card cast or used and
 * what it is cast from, its one move's label, or the words its moves share with "…" for the target (a tap opens the
 * card, its moves there); [] at any other stop. */
export function useChips(t, room) {
  if (!t.acting || t.view.phase !== "combat" || t.view.step !== "use") return [];
  const groups = new Map();
  for (const a of t.legal.filter((m) => USES.has(m.kind))) {
    const key = [a.kind, a.target?.card, a.fields?.by].join("|");
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const fs = t.sizes.fs;
  const line = room - Math.round(fs * 1.6);   // a chip's words within its pads (scene/build.js chipRows)
  const labelOf = (a) => a.label ?? actionLabel(a, t.catalog, t.lang, t.nameOf);
  return [...groups.values()].map((moves) => {
    const [a] = moves;
    const ways = moves.length === 1 ? [labelOf(a)] : sharedWays(moves.map(labelOf));
    const text = ways.find((w) => textWidth(w, fs, true) <= line) ?? uncut(ways[0], line, fs);
    const say = moves.length === 1 ? a.text ?? text : ways[0];
    const one = moves.length === 1 || a.target?.card == null;
    const id = one ? `act:${a.id}` : `select:${t.prefix ?? ""}${a.target.card}`;
    return { text: oneLine(text, line, fs), id, say };
  });
}

/** Return the ways to say what `labels` share, longest first: their differing middle (the target) said "…" ("Cast X
 * (from Y) on …", "「X」を…に唱える（Yから）"), then with only the tail's last bracket ("「X」を…（Yから）": a phone's line
 * had no room for the whole, and its cut lost what the spell is cast from). */
export function sharedWays(labels) {
  const whole = sharedWords(labels);
  const cut = whole.lastIndexOf("…");
  const bracket = Math.max(whole.lastIndexOf("("), whole.lastIndexOf("（"));
  return bracket > cut ? [whole, `${whole.slice(0, cut + 1)}${whole.slice(bracket)}`] : [whole];
}

/** Return the words `labels` share, their differing middle (the target) said "…": "Cast X (from Y) on …",
 * "「X」を…に唱える（Yから）". */
export function sharedWords(labels) {
  let head = labels[0];
  for (const l of labels) while (!l.startsWith(head)) head = head.slice(0, -1);
  const cut = [...head].findLastIndex((ch) => HEAD_END.test(ch));
  head = head.slice(0, cut + 1);
  const rests = labels.map((l) => l.slice(head.length));
  let tail = rests[0];
  for (const r of rests) while (!r.endsWith(tail)) tail = tail.slice(1);
  const from = [...tail].findIndex((ch) => TAIL_START.test(ch));
  tail = from < 0 ? "" : tail.slice(from);
  // "「…」" is two characters a phone's line has no room for: "を…に唱える" (the target's brackets go with it)
  if (head.endsWith("「") && tail.startsWith("」")) return `${head.slice(0, -1)}…${tail.slice(1)}`;
  return `${head}…${tail}`;
}

/** Return `text` cut to `room` at `size` where the cut leaves no bracket open, else `text` without its brackets when
 * that fits: "Cast Command of the Bloody Tongue (from Hutchinson …" cut a name (review 39, mythos_en 4, 270). */
function uncut(text, room, size) {
  const cut = oneLine(text, room, size);
  const open = (s) => (s.match(/[(（]/g) ?? []).length !== (s.match(/[)）]/g) ?? []).length;
  const bare = text.replace(BRACKET, "").replace(/\s+([.。])$/, "$1").trim();
  return open(cut) && textWidth(bare, size, true) <= room ? bare : text;
}

/** Return `text` on one line `room` px wide at `size` (bold, as a chip's): whole, else its first line and " …". */
function oneLine(text, room, size) {
  if (textWidth(text, size, true) <= room) return text;
  const [first] = wrapLines(text, room - textWidth(" …", size, true), size, true);
  return `${first.trimEnd()} …`;
}
