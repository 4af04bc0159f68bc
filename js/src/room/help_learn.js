// The course's entry that stays (review 31, room_zh 1: the zh phone seat never found "Learn to play"). The "3 things"
// box hides its course link at the reader's own turn with a person waiting, and its Got it closes the only place the
// link was; the seat then read the "? Rules and help" sheet, which had none. The sheet's first line is now the course,
// always: it opens in the sheet over the table (learn_sheet.js), which tells the others the seat is in the course.
import { LEARN_WORDS, learnLink } from "./learn_link.js";
import { roomSay } from "./words.js";

/** Return the help (the table's `.cw-help` details) under `root`, or null before the table is drawn. */
function findHelp(root) {
  if (!root) return null;
  if (typeof root.querySelector === "function") return root.querySelector(".cw-help");
  for (const node of root.childNodes ?? []) {
    if (typeof node !== "object") continue;
    if (node.className === "cw-help") return node;
    const found = findHelp(node);
    if (found) return found;
  }
  return null;
}

/** Close a board tooltip under `table` as a pointer leaving its canvas does: it stayed over the board after the
 * rules were opened and closed (review 35, room_zh 2, 052). */
function leaveBoard(table) {
  const canvas = table?.querySelector?.("canvas") ?? findCanvas(table);
  if (canvas?.dispatchEvent && typeof Event === "function") canvas.dispatchEvent(new Event("pointerleave"));
}

/** Return the first canvas under `root` (a DOM without querySelector: the tests'), or null. */
function findCanvas(root) {
  for (const node of root?.childNodes ?? []) {
    if (typeof node !== "object") continue;
    if (node.tagName === "CANVAS") return node;
    const found = findCanvas(node);
    if (found) return found;
  }
  return null;
}

/** Return the course line's words for `game` in `lang`: CHAOS's course has 10 steps (its course's "Step N / 10"). */
export function helpLearnText(lang, game) {
  const words = LEARN_WORDS[lang] ?? LEARN_WORDS.en;
  return game === "chaos" ? words.sheet : words.here;
}

/** Keep a course line at the top of the table's help under `table`, and under it the quiet line saying the table has
 * no Undo (review 39, room_zh 12 / room_en 13: it was said only after U was pressed): {line, show(lang, game,
 * rounds)}. */
export function helpLearn(table, served = {}) {
  const line = Object.assign(document.createElement("p"), { className: "cw-help-learn" });
  Object.assign(line.style, { margin: "0 0 0.5em", fontWeight: "bold" });
  const final = Object.assign(document.createElement("p"), { className: "cw-help-final" });
  Object.assign(final.style, { margin: "0 0 0.5em", opacity: "0.8" });
  let link = null;
  let shownGame = "";
  let hooked = null;
  const put = () => {
    const help = findHelp(table);
    const body = help?.lastChild;
    if (!body) return;
    if (hooked !== help) {   // re-put when the help opens: a re-fill (a narrower window) replaced its lines
      hooked = help;
      help.addEventListener?.("toggle", () => {
        if (!help.open) return;
        put();
        leaveBoard(table);
      });
    }
    if (![...body.childNodes].includes(line)) body.insertBefore(line, body.childNodes[1] ?? null);   // after its ×
    const nodes = [...body.childNodes];
    if (nodes[nodes.indexOf(line) + 1] !== final) body.insertBefore(final, nodes[nodes.indexOf(line) + 1] ?? null);
  };
  function show(lang = "en", game = "chaos", rounds = null) {
    if (game && game !== shownGame) {
      shownGame = game;
      link = learnLink({ game, inside: true, ...served });   // served: {prefix, fetchImpl}
      link.el.style.marginLeft = "0";
      line.replaceChildren(link.el);
    }
    link?.say(lang, helpLearnText(lang, shownGame), rounds);
    final.textContent = roomSay(lang, shownGame, "no_undo");
    put();
  }
  return { line, show, link: () => link?.el ?? null };
}
