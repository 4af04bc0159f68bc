// "How to read this table": a "?" (an HTML details element above the canvas) that opens a short guide for the game
// on the table, and for CHAOS the legend of the board (pieces, dice area, spawn flags, the key).

const LEGEND_CHAOS = [
  ["Pieces", "Team A: blue circles; team B: orange squares. A solid piece is a patient, a hollow dashed one a ghost."],
  ["Dice area", "The outlined block in the middle of the board: the rows and columns two dice can name. A seat that " +
    "becomes a ghost is rolled back in there."],
  ["Spawn flags", "Each seat's flag marks where its piece starts and where a patient hurt by a bomb goes back to."],
  ["The key", "While the gate is closed the key is put on a new random free cell every round, so it moves. The " +
    "first piece to step on it opens the gate for the rest of the game; a patient who then reaches the open gate " +
    "wins for its team."],
  ["Time of day", "The symbol by the time of day marks Midnight (patients step where the compass says) or Dawn " +
    "(ghosts move along their row or column only); click it for the full text."],
];

const GUIDES = {
  letter: [
    "Top row: the opponent's clue stack (your goal: take every clue), Cthulhu at its bottom, and its discard.",
    "Middle: what the game asks now, with a chip per choice; hover a chip to read the whole move.",
    "Bottom row: your hand (glowing cards can be played), the deck and your discard. Eye glyphs and dashed " +
      "borders mark Insane cards, stars and solid borders Sane ones; the insanity count is above your discard.",
    "Click any card that does nothing, or hover it, or focus it and press I, to read its text.",
  ],
  chaos: [
    "The board: highlighted cells are where your piece can go; the gate is closed until someone takes the key.",
    "Beside or below it: the time of day, the turn order with hand sizes, the decks, a combo in progress, then the prompt, " +
      "its chips and your hand.",
    "A card marked as the other role's is only good as a time card for you.",
    "Click a card that does nothing, hover it, or focus it and press I, to read its text (and the time or combo).",
  ],
  mythos: [
    "Each player's panel: Sanity and score, where the investigator stands, then the cards in play by zone.",
    "Your panel is last, above the prompt, its chips and your hand.",
    "Click a face-up card to zoom it: its printed data, its text and a chip for every move that uses it; Esc or " +
      "a click outside closes the zoom.",
    "During a fight the combat band between the panels shows both sides of it.",
  ],
};

/** Return the help element (closed): a "?" summary and a body the game fills in (`updateHelp`). */
export function buildHelp() {
  const details = document.createElement("details");
  details.className = "cw-help";
  const summary = document.createElement("summary");
  summary.textContent = "? How to read this table";
  const body = document.createElement("div");
  details.append(summary, body);
  details.dataset.game = "";
  return details;
}

/** Fill the help with the guide of `game` (and the CHAOS legend), once per game. */
export function updateHelp(details, game) {
  if (!details || details.dataset.game === (game ?? "")) return;
  details.dataset.game = game ?? "";
  const body = details.lastChild;
  const list = document.createElement("ul");
  for (const text of GUIDES[game] ?? []) {
    const li = document.createElement("li");
    li.textContent = text;
    list.append(li);
  }
  const parts = [list];
  if (game === "chaos") {
    const legend = document.createElement("dl");
    for (const [term, text] of LEGEND_CHAOS) {
      const dt = document.createElement("dt");
      dt.textContent = term;
      const dd = document.createElement("dd");
      dd.textContent = text;
      legend.append(dt, dd);
    }
    const head = document.createElement("strong");
    head.textContent = "Legend";
    parts.push(head, legend);
  }
  body.replaceChildren(...parts);
}

/** Return the help texts of a game (for tests): the guide's lines and the legend's terms. */
export function helpTexts(game) {
  return { guide: GUIDES[game] ?? [], legend: game === "chaos" ? LEGEND_CHAOS.map(([term]) => term) : [] };
}
