// What a card's zoom and tooltip keep clear of on the Letter table (scene/zoom.js `keep`, `avoid`). Pure: no DOM.
import { textWidth } from "../scene/text.js";

// the opponent's discard (its cards, its label): what a player reads to guess; on a wide table the player's own too.
// On a narrow one the player's may be covered a while: a phone's zoom then had no place left and made the table
// taller (tests/test_browser_layout_still.py)
const DISCARD = /^opponent-discard|^opp-discard-label$/;
const OWN_DISCARD = /^player-discard|^insanity$/;
const READ = /^(opponent-title|insanity-line)$/;   // who the opponent is; Insanity N and its race or doom warning
const HAND_ROW = /^(hand|deck)-label$|^hand-\d+$|^deck$/;   // the hand's row: its cards, the deck and their labels

// the opponent's row: on a phone, a selected card's text lies over it, right above the prompt and its chips
const OPPONENT_ROW = /^(cthulhu|opponent-title|opp-discard-label|opponent-discard(-\d+)?|protected-opponent)$/;

/**
 * Mark what the card zoom must never cover (scene/zoom.js `keep`): every item that does something and the clue stack.
 * On a narrow table while a hand card is chosen (`choosing`), not the opponent's row: the card's text then always goes
 * there, over it, by the chips; it showed under the table's foot for some cards, above the chips for others (newcomer
 * review 10, finding 2). Its Investigators' or Deep Ones' text lists the values not seen yet, for naming one.
 */
export function keepInSight(items, wide, choosing = false) {
  for (const item of items) {
    const under = choosing && OPPONENT_ROW.test(item.label ?? "") && !String(item.id ?? "").startsWith("act:");
    if (wide && OWN_DISCARD.test(item.label ?? "")) item.keep = true;
    // the prompt too: a card's zoom opened by its choice never hides what the choice says (issue 23 round 3)
    // the discards too: the zoom covered the opponent's discard a player reads to guess (issue 23 r6, finding 5)
    // the Hand and Deck labels too: on a phone the zoom lay over them and the hand's row (issue 23 r6b, finding 2)
    // the yellow line, the insanity line and its warnings too: the zoom covered them (issue 23 r6c, finding 1)
    if (!under && (item.label === "clue-stack" || item.label === "prompt" || HAND_ROW.test(item.label ?? "")
        || READ.test(item.label ?? "") || item.label === "prompt-more" || DISCARD.test(item.label)
        || (item.id && item.id !== "cmd:none"))) item.keep = true;
    // the hover tooltip moves off what a player reads to choose (scene/feedback.js `avoid`): it hid the opponent's
    // discard (issue 23 r6, finding 5); the hand's cards too (a chip's tooltip lay over them at 1280, round J)
    if (/^(opponent|player)-discard|^clue-stack$|^cthulhu$|^hand-\d+$/.test(item.label ?? "")) item.avoid = true;
    // a kept line is as wide as its words: a bare one ran to the table's right edge for the coach (ui/coach.js
    // promptBoxes), which found no room on the table and put Learn to play's bubble below it, scrolling the page
    // (newcomer review 7, Letter finding 1)
    if (item.keep && item.type === "text" && !item.w && !item.maxW) item.w = Math.ceil(textWidth(item.text, item.size, item.bold));
  }
}

// the rows' labels a zoom keeps clear of; the opponent's gold title too: a card's text touched it (newcomer review 15,
// finding 3: ja at 930, en at 1100 and 1280)
const LABELS = /^(hand-label|deck-label|insanity|opp-discard-label|opponent-title)$/;
const LABEL_GAP = 6;   // px around them: a box's frame and a label's descenders touched (g, y of "Discard · Insanity")

/**
 * Push an unpainted kept box a few px around each row label of a wide table: a card's zoom placed right against
 * "Hand", "Deck: 9" or "Discard · Insanity N" covered their descenders with its frame (newcomer review 9, d07, d24).
 */
export function guardLabels(items) {
  for (const l of items.filter((i) => i.type === "text" && LABELS.test(i.label ?? ""))) {
    const w = l.w || Math.ceil(textWidth(l.text, l.size, l.bold));
    items.push({ type: "rect", x: l.x - LABEL_GAP, y: l.y - LABEL_GAP, w: w + 2 * LABEL_GAP, h: l.h + 2 * LABEL_GAP,
                 fill: "rgba(0,0,0,0)", keep: true, label: "label-guard" });
  }
}
