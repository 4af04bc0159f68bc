"""The English rules sheet of CHAOS (the page's "?" panel): the title, the rules reminder, how to read the table,
the board's legend and the seat controls. Each rule is said once, here; en.py re-exports it as HELP."""

HELP = {
    "title": "CHAOS — escape the asylum",
    "rules": [
        "Two teams of two: each starts with a patient and a ghost. A team wins when one of its patients reaches the "
        "open gate.",
        "The gate opens when any piece steps on the key, for both teams' patients; while it is closed the key is placed "
        "again on a random free cell every round (it may stay where it was).",
        "Your turn: Checkup may be played first; move one step (not diagonally); play any cards; take the extra "
        "steps they gave; then draw 1, and more until you hold 3 (there is no hand limit). An enemy's Amnesia or Prank "
        "takes a random card of yours, its Brainwash your whole hand: a hand left short, even empty, is refilled so at "
        "your turn's end, and you can always move.",
        "Patients are stopped by walls and sent back to their spawn by hidden bombs (4 from the start, found by Checkup; "
        "their own team's too). Ghosts pass through walls, are not hurt by bombs and cannot enter the gate.",
        "When a patient and a ghost of different teams meet, they swap roles: the new ghost is rolled back into "
        "the dice area (the outlined middle of the board), and both draw a new hand.",
        "A card of the other role's deck only counts for time cards: three cards of one suit, discarded, set "
        "Midnight (a compass spin picks each patient's step at random: up, down, left or right) or Dawn (ghosts keep "
        "to their row or column) for the setter's next 2 turns; meanwhile that role plays at most 1 card a turn.",
        "On the team's first turn of a round its seat may start a combo (a card of each teammate, full effect "
        "with the same suit) or cover the team with one card; the two turns become one joint turn.",
    ],
    "guide": [
        "The board: highlighted cells are where your piece can go; the gate is closed until someone takes the key. "
        "A cell is named by its column letter (over the board) and its row number (beside it): c4.",
        "Beside or below it: the time of day, the turn order with hand sizes, the decks, a combo in progress, then "
        "the prompt, its chips and your hand.",
        "A card marked as the other role's is only good as a time card for you.",
        "Click a card that does nothing, hover it, or focus it and press I, to read its text (and the time or combo).",
    ],
    "legend": [
        ["Pieces", "Team A: blue circles; team B: orange squares. A solid piece is a patient, a hollow dashed one a "
                   "ghost."],
        ["Dice area", "The outlined block in the middle of the board: the rows and columns two dice can name. A seat "
                      "that becomes a ghost is rolled back in there."],
        ["Spawn flags", "Each seat's flag marks where its piece starts and where a bombed patient goes back."],
        ["The key", "While the gate is closed the key moves to a new random free cell every round. The first piece "
                    "to step on it opens the gate for good; a patient who then reaches the gate wins for its team."],
        ["Time of day", "The symbol by the time of day marks Midnight (a patient steps the random way a compass "
                        "spins) or Dawn (ghosts move along their row or column only); click it for the full text."],
        ["Suits", "☾ Moon · ◉ Eye · ☠ Skull: a card's suit. Three of one suit make a time card."],
    ],
    # the sheet's cards part: its headings and two sentences; sheet_cards.py adds every card's and combo's own text
    "cards": {"head": "Cards and combos", "patient": "Patient cards", "ghost": "Ghost cards",
              "combos": "Combos: a ghost's card + its teammate patient's card (same suit: the full effect; different "
                        "suits: the weak one)",
              "more": "Reaction, team cover, Midnight and Dawn",
              "reaction": ["Reaction", "When the enemy team starts a combo, your team's ghost may answer with "
                           "{prank} and your patient add {schizophrenia}: the enemy's combo then works for your team "
                           "instead (different suits: it is only cancelled)."],
              "cover": ["Team cover", "Instead of a combo, the team's first seat of a round may play one card for "
                        "both teammates: {protection} (both protected), {sprint} (both take the extra step), "
                        "{checkup} (both learn the results) or {vanish} (both hidden, when both are ghosts). The two "
                        "turns become one joint turn; a cover cannot be reacted to and needs no suit."]},
    "seats": "Seat (A = team A, 1 = its patient at the start, 2 = its ghost): a new seat deals a new game (the same "
             "deal when you typed its seed). While the bots play, ▶▶ to my turn (on a phone: ▶▶ skip) skips to your next decision.",
}
