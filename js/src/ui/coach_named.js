// What a course bubble's words name (newcomer review 27, mythos_en 1: step 4's note lay over the "Your adventures"
// line it spoke of, step 8 over the combat band's row that cost Sanity; chaos_en 5: step 5 over the violet cells;
// letter_zh 4: the Insanity line): the kernel's mark lists their scene labels in `names` (frames/coach_named.py; "@"
// the reader's seat, a trailing "*" any label it begins), and the bubble keeps off their boxes as off its ring's.
import { textWidth } from "../scene/text.js";

/** Return the reader's seat in `scene` (the panel marked `you`, labelled panel-<seat>), or "". */
function readerSeat(scene) {
  const panel = (scene?.items ?? []).find((i) => i.you && /^panel-/.test(i.label ?? ""));
  return panel ? panel.label.slice("panel-".length) : "";
}

/** Return whether `item` answers one of `names` for the reader `seat`: by its label, or, named "gate", the board's
 * gate cell (CHAOS: a cell labelled by its row and column; review 42, room_zh 1: the key's note lay on the gate). */
function answersItem(item, names, seat) {
  if (item.type === "cell" && item.kind === "gate" && names.includes("gate")) return true;
  return typeof item.label === "string" && answers(item.label, names, seat);
}

/** Return whether `label` answers one of `names` for the reader `seat`. */
function answers(label, names, seat) {
  return names.some((n) => {
    const name = n.replace(/@/g, seat);
    return name.endsWith("*") ? label.startsWith(name.slice(0, -1)) : label === name;
  });
}

/** Return `item` with its drawn box (a text's width is its words', w: 0 in a scene; right or centre aligned). */
function drawn(item) {
  if (item.type !== "text") return item;
  const size = item.size || item.h || 13;
  const w = item.w > 0 ? item.w : textWidth(String(item.text ?? ""), size, item.bold);
  const x = item.align === "right" ? item.x - w : item.align === "center" ? item.x - w / 2 : item.x;
  return { ...item, x, w, h: item.h || size };
}

/** Return the scene items (their drawn boxes, scene px) whose labels `mark.names` names. */
export function namedItems(scene, mark) {
  const names = Array.isArray(mark?.names) ? mark.names : [];
  if (!names.length) return [];
  const seat = readerSeat(scene);
  return (scene?.items ?? []).filter((i) => answersItem(i, names, seat))
    .map(drawn).filter((i) => i.w > 0 && i.h > 0);
}

/** Return the boxes (root px, vital) of what `mark`'s words name, drawn at `scale` from (`left`, `top`). */
export function namedBoxes(scene, mark, { scale = 1, left = 0, top = 0 } = {}) {
  return namedItems(scene, mark).map((i) => ({ x: left + i.x * scale, y: top + i.y * scale, w: i.w * scale,
                                               h: i.h * scale, vital: true }));
}
