// The texts of the Letter table's card zoom and tooltips: a card's rows, the clue stack, Insanity N, the piles out
// of play. Pure: no DOM.
import { cardName, word } from "../scene/words.js";
import { textsOf } from "../scene/zoom.js";
import { insanityState } from "./layout_insanity.js";

const CLUES = "clue-stack";
const PROTECTED = /^protected-(player|opponent)$/;   // the shield and its label: their help says until when
// the cards that name a value (LS-P1) or compare with the top card (LS-P3, a lost compare loses: newcomer review 22,
// Letter en finding 7): their zoom lists the unseen
const NAMING = ["investigators", "deep_ones", "great_race_of_yith", "hound_of_tindalos"];

/** Return the colon of a label in `lang`: full-width in Chinese and Japanese (issue 23 r5: "線索: 6" beside "瘋狂："). */
export function colon(lang) {
  return lang === "zh" || lang === "ja" ? "：" : ": ";
}

/**
 * Return "0×1 · 1×4 · 2×3 …": how many cards of each value the player has not seen, for naming a value (LS-P1;
 * issue 23 r5, G1_03): each value's cards in the game (catalog counts, LS-ORIG) minus the cards with a face in the
 * player's view (hand, discards, known tops, Cthulhu, removed, set aside). Public to the player: no hidden card read.
 */
export function unseenByValue(catalog, view) {
  const left = unseenCounts(catalog, view);
  // a value with none left is left out ("0×0" read as a riddle: review 7, finding 5)
  return Object.keys(left).filter((v) => left[v] > 0).sort((a, b) => a - b).map((v) => `${v}×${left[v]}`).join(" · ");
}

/** Return {value: how many cards of it the player has not seen} (see unseenByValue). */
export function unseenCounts(catalog, view) {
  const left = {};
  for (const c of Object.values(catalog?.cards ?? {})) left[c.value] = (left[c.value] ?? 0) + (c.count ?? 0);
  const zones = [view?.deck?.cards, view?.hand, view?.opponent?.cards, view?.opponent_discard, view?.player_discard,
                 view?.removed, view?.set_aside, view?.unused];
  for (const card of zones.flat()) {
    const value = card?.id ? catalog?.cards?.[card.id]?.value : undefined;
    if (value !== undefined) left[value] -= 1;
  }
  return left;
}
const INSANITY = "insanity";  // the zoom key of Insanity N (the discard's label and the line under the player's row)
export const OUT = "out-of-play";    // the zoom key (and the scene label) of the footer's piles out of play

/**
 * Return the paragraphs of a card's zoom and tooltip: its summary, its Sane, Insane and opponent's rows in full, each
 * said once. A summary that sends a player to another card ("Sane: as Investigators") keeps its first sentence only
 * ("Insanity card."): the Sane row under it says that card's text in full (issue 23 r6c, finding 6).
 */
export function cardParas(c, id, w, lang, catalog, view, playing = false) {
  const k = colon(lang);
  const others = Object.keys(catalog?.cards ?? {}).filter((o) => o !== id).map((o) => cardName(catalog, lang, o));
  const points = c.sane && others.some((name) => name && c.text.includes(name));
  const lead = points ? c.text.split(/(?<=[.。])\s*/)[0] : c.text;
  const same = c.insane && c.insane === c.sane;   // Cthulhu, the Braincase: one row, said once, sane or insane
  const rows = same ? [[null, c.sane]] : [[w("sane"), c.sane], [w("insane"), c.insane]];
  // an Insanity card's first line says the purple dot a discard draws on it (newcomer review 16b, finding 5): in the
  // place of its bare "Insanity card.", in one paragraph before a longer summary (Liber Ivonis's)
  const dot = catalog?.cards?.[id]?.insane && id !== "cthulhu" && w("insane_dot") !== "insane_dot" ? w("insane_dot") : null;
  const first = !dot ? lead : dot.startsWith(lead.replace(/[.。]$/, "")) ? dot : `${dot}${k === ": " ? " " : ""}${lead}`;
  const seen = new Set([lead]);
  const paras = [first];
  // a card chosen to play: what the opponent does with it is no part of the choice, and the shorter box finds room
  // by the choices on a phone, where it lay over the discard (review 4, finding 1)
  for (const [head, text] of [...rows, [null, playing ? null : c.opponent]]) {
    if (!text || seen.has(text)) continue;   // the Necronomicon's 'Not used' once, not for each row
    seen.add(text);
    paras.push(head ? `${head}${k}${text}` : text);
  }
  const known = NAMING.includes(id) && w("unseen_values", { list: unseenByValue(catalog, view) });
  return [...paras, known].filter(Boolean);
}

/**
 * Return the card zoom of a Letter table (scene/zoom.js): which card an item shows (a card's face, a pile's top)
 * and a card's text from `card_texts` (its effect; Sane, Insane and played-by-the-opponent lines). `whole`: a chosen
 * hand card's text keeps its opponent's row too (a desk's column has room: newcomer review 33, letter_en 7, it ended
 * after "Insane:" while the story's link showed the row that judges a risk).
 */
export function letterZoom(input, { whole = false } = {}) {
  const { catalog, lang = "en" } = input;
  const w = (key, vars) => word(catalog, lang, key, vars);
  // the clue stack opens its own text while its top card is hidden (how many clues lie over Cthulhu, what they do)
  const zoomKey = (item) => (item.own ? (own = true) && null
    : PROTECTED.test(item.label ?? "") ? item.label
    : (item.label === CLUES && !item.top) || item.label === "opponent-title" ? CLUES
    : item.label === "insanity" || item.label === "insanity-line" ? INSANITY
    : item.label === OUT ? OUT
    : item.type === "card" || item.type === "pile" ? (item.face ?? item.top)?.id : null);
  // the clues alone: the known Mi-Go Braincase on top is none (LS-P5; review 41, letter_en 4)
  const clues = input.view?.opponent?.clues_only ?? input.view?.opponent?.clues ?? 0;
  // a hand card selected to choose how to play it shows its text by the choices; on a narrow table the layout draws
  // it (ownZoom: `own` on its box), and the zoom the scene would add is left out
  const selected = input.ui?.selected;
  const chosen = Number.isInteger(selected) ? input.view?.hand?.[selected]?.id ?? null : null;
  // a card's text opened by a tap ("zoom:<key>"): on a narrow table the layout draws it too (ownZoom)
  const opened = typeof selected === "string" && selected.startsWith("zoom:") ? selected.slice(5) : null;
  let own = false;
  const texts = (id) => {
    if (own && (id === chosen || id === opened)) return null;
    if (PROTECTED.test(id)) return { title: w("protected_label"), lines: [w(`${id.replace("-", "_")}_text`)] };
    if (id === CLUES) return { title: `${w("clue_pile")} (${clues})`, lines: [w("clue_pile_text", { n: clues })] };
    if (id === OUT) {
      const why = ["removed_why", "aside_why", "unused_why"].filter((k) => w(k) !== k).map((k) => w(k));
      return why.length ? { title: w("out_of_play"), lines: why } : null;
    }
    if (id === INSANITY) {
      const s = insanityState(input.view ?? {}, input.legal ?? []);
      return { title: `${w("insanity_title")} (N = ${s.n})`, lines: [w("insanity_text"), w(s.key, s)] };
    }
    const c = textsOf(catalog?.card_texts, lang, id);
    if (!c) return null;
    const value = catalog?.cards?.[id]?.value;
    return { title: `${c.name ?? cardName(catalog, lang, id)}${value != null ? ` (${value})` : ""}`,
             lines: cardParas(c, id, w, lang, catalog, input.view ?? {}, id === chosen && !whole) };
  };
  return { zoomKey, texts, chosen, opened };
}
