"""English sentences of Lovecraft Letter: the tables of texts.py in English (Latin script)."""

TEXTS = {
    "setup": "Setup: {clues} clues over Cthulhu, {deck} cards in the deck, 1 in your hand.",
    "player_turn": "Turn {turn}: your turn.",
    "opponent_turn": "Turn {turn}: the opponent's turn.",
    "protection_ends": "{side_the} protection ends.",
    "insanity_check": "Insanity check: {n} {n:card goes|cards go} from the deck to your discard pile.",
    "check_reveal": "The insanity check reveals {card}.",
    "draw": "You draw {card}.",
    "draw_skipped": "The deck is empty: no card is drawn.",
    "play": "You play {card} ({row} effect).",
    "play_plain": "You play {card}.",
    "play_forced": "You must play {card}: you hold a card of 5 or more.",   # LS-TURN-6 (review 26, letter_en 3)
    "opponent_plays": "The opponent plays {card}.",
    "eliminated": "{card} is eliminated from the opponent's stack.",
    "guess_right": "You named {value}: right.",
    "guess_wrong": "You named {value}: wrong.",
    "top_known": "The opponent's top card is now known: {card}.",
    "deck_top_known": "Your deck's top card is now known: {card}.",
    "partner_discarded": "The deck's top card, {card}, is discarded ({to}).",
    "hand_discarded": "You discard {card} from your hand.",
    "protected": "{side_protected}",
    "void_protected": "{card} does nothing: {side_the_short} protected.",
    "no_effect": "{card} has no effect: {why}.",
    "taken": "{card} is taken.",
    "braincase_to_opponent": "The Mi-Go Braincase becomes the opponent's known top card.",
    "braincase_to_deck": "The Mi-Go Braincase now lies face up on top of your deck.",
    "braincase_to_hand": "The Mi-Go Braincase goes into your hand.",
    # who holds which after a swap, from the reader's side (newcomer review 17, finding 1: "X is swapped for Y")
    # short: on a phone the opponent's turn keeps this outcome in one row (newcomer review 29, letter_zh 1, 2)
    "swapped": "You now hold {taken}; the opponent got {given}.",
    "swapped_deck": "Your deck top is now {taken}; the opponent got {given}.",
    "partner_discarded_n": "Your deck top, {card}, is discarded: Insanity N {was} → {n}.",
    # a card that is not an Insanity card leaves N as it was (review 18: "N is now 0" read as a change)
    "partner_discarded_same": "Your deck top, {card}, is discarded: not an Insanity card, N stays {n}.",
    "plays_next": "The opponent immediately plays its next card.",
    "sane_row": "The Mi-Go acts with its Sane row: {why}.",
    "answer": "You answer {card} with {side_yours}.",
    "compared": "You compare {side_yours}, {mine} ({mine_value}), with the opponent's card, {card} ({value}): {result}.",
    "compare_kept": "Compared: {side_yours}, {mine} ({mine_value}), {how} the opponent's {card} ({value}), so "
                    "nothing is discarded; both cards are known.",
    # a forced answer says why it was not asked (newcomer review 25, letter_en 1); "You answer…" is not repeated
    "only_answer": "Your only answer to {card} is {side_yours}: {why}.",
    "no_answer": "You have nothing to answer {card} with: no effect.",
    "game_over": "{cause_text}",
}

CAUSES = {
    "cthulhu_sealed": "You won: Cthulhu is sealed again.",
    "cthulhu_played": "You lost: the opponent played Cthulhu and it rises.",
    "check_impossible": "You lost: the deck ran out during the insanity check.",
    "insanity_revealed": "You lost: the insanity check revealed an Insanity card.",
    "empty_draw": "You lost: you had to draw from an empty deck.",
    "hand_knocked_out": "You lost: your hand card was knocked out.",
    "partner_knocked_out": "You lost: your deck's known top card was knocked out.",
    "braincase_played": "You lost: you played the Mi-Go Braincase.",
    "braincase_discarded": "You lost: you discarded the Mi-Go Braincase.",
    "no_card_to_play": "You lost: you had no card to play.",
}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {
    "side_the": {"player": "Your", "opponent": "The opponent's"},
    "side_protected": {"player": "You are protected until your next turn.",
                       "opponent": "The opponent is protected until its next turn."},
    "side_the_short": {"player": "you are", "opponent": "the opponent is"},
    "side_yours": {"hand": "your hand card", "deck": "the deck's top card"},
    "row": {"sane": "Sane", "insane": "Insane"},
    "to": {"player": "to your discard pile", "removed": "removed from the game"},
    # "higher" alone: the elimination is the next line's (review 29, letter_zh 7: told twice)
    # "lower" alone for the deck top too: its discard is the next line's (review 34, letter_en 6, 091: told twice)
    "result": {"higher": "higher", "lower_hand": "lower, you lose",
               "lower_deck": "lower", "tie": "a tie, nothing happens"},
    # the hand side of TEXTS["compare_kept"] (texts.event_text): the hand card is never "made known" (newcomer review
    # 16b, finding 4)
    # said plainly, shorter (newcomer review 25, letter_zh 8: "(only the opponent's card became known)" read awkwardly)
    # one phone row, values only (the line before names the card made known): review 30, letter_zh 2, 082
    "compare_kept_hand": "Compared: your {mine_value} {how} its {value}: nothing happens.",
    "how": {"higher": "is higher than", "tie": "ties"},
    "why": {
        "nothing_to_compare": "there is nothing to compare",
        "opponent_discard_insane": "the opponent's discard holds an Insanity card",
        "triggers_in_hand": "it works while held in the hand",
        "seven": "this 7 never does anything when played",
        "seven_sane": "its Sane effect never does anything; only its Insane effect, played while you are insane, "
                      "can eliminate",
        "seven_weak": "your other card is under 5",
        "seven_opponent": "a 7 the opponent plays does nothing to you",
        "cthulhu_cannot_be_taken": "Cthulhu cannot be taken",
        "empty_hand": "there is no other card in your hand",
        "braincase": "the Mi-Go Braincase is only spent",
        "player_insane": "you are insane",
        "next_is_cthulhu": "the opponent's next card is Cthulhu",
        "empty_deck": "the deck is empty",
        "hand_only": "under these rules the Hound takes only the hand card",
        "braincase_in_play": "the Mi-Go Braincase is already in play",
    },
    "won": "You sealed Cthulhu!", "lost": "Cthulhu wins",
    "won_by_bot": "The bot playing your seat sealed Cthulhu!",   # a watched game's title (review 21, en 5)
    "bot_turn": "Turn {turn}: your turn, played by the bot playing your seat.",   # and its turns' headings
    "bot_play": "The bot plays {card} ({row} effect).",   # its plays in what decided it (review 25, letter_en 3)
    "bot_play_forced": "The bot must play {card}: it holds a card of 5 or more.",
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "investigators_zero": "Play {card}: name 0. The opponent's top card is the Mi-Go Braincase, the only card "
                          "worth 0: naming 0 eliminates it.",
    "investigators": "Play {card}: name {guess}. If the opponent's top card is {guess:a}, it is eliminated; "
                     "otherwise it becomes known.",
    "deep_ones_insane": "Play {card} (Insane): if the opponent's top card is a 1 it is eliminated; otherwise it "
                        "becomes known and you name a value.",
    "cats": "Play {card}: look at the opponent's top card (it becomes known).",
    "golden_mead_insane": "Play {card} (Insane): look at the opponent's top card, then draw 1 card and play 1.",
    "yith_hand": "Play {card}: compare {other} ({value}) from your hand with the opponent's top card. Higher "
                 "eliminates it; lower loses the game.",
    "yith_deck": "Play {card}: compare the deck's top card with the opponent's top card. Higher eliminates it; "
                 "lower discards the deck top.",
    "yith_void": "Play {card}.",
    "yith_nothing": "Play {card}: no effect (nothing to compare with).",
    "hound_insane": "Play {card} (Insane): if the opponent's discard holds no Insanity card, eliminate its top "
                    "card.",
    "protection": "Play {card}: you are protected from the opponent's cards until your next turn.",
    "armitage_self": "Play {card} on yourself: discard {other} from your hand without its effect and draw 1 "
                     "card.",
    "armitage_opponent": "Play {card} on the opponent: eliminate its top card.",
    "mi_go_insane": "Play {card} (Insane): take the opponent's top card into your hand; the Mi-Go Braincase "
                    "becomes its top card; then play again.",
    "carter": "Play {card}: swap {other} from your hand with the opponent's top card.",
    "nyarlathotep_insane": "Play {card} (Insane): look at the opponent's top card (it becomes known).",
    "seven": "Play {card}: no effect.",
    "trapezohedron_weak": "Play {card} (Insane): no effect (your other card, {other}, is {value}: under 5).",
    "trapezohedron_insane": "Play {card} (Insane): if your other card is 5 or more, eliminate the opponent's "
                            "top card.",
    "braincase": "Play {card}: you lose the game.",
    "plain": "Play {card}.",
    "void": " The opponent is protected: no effect.",
    "void_play": "Play {card}: no effect (the opponent is protected).",
    "guess_zero": "Name 0: the opponent's top card is the Mi-Go Braincase, the only card worth 0; it is "
                  "eliminated.",
    "guess": "Name {value}: if the opponent's top card is {value:a}, it is eliminated.",
    "answer_hand": "Answer {card} with your hand card ({other}).",
    "answer_deck": "Answer {card} with the deck's top card.",
    # the whole outcome, per `yith_tie` (LS-O3): "lower loses" alone read as "higher eliminates" (review 10, 1)
    "answer_compare_hand": "Answer {card} with your hand card ({other}, {value}): it is compared with the opponent's "
                           "next card. Lower: you lose the game. Higher or tie: nothing happens; your card stays in "
                           "your hand, the opponent's becomes known.",
    "answer_compare_hand_tie": "Answer {card} with your hand card ({other}, {value}): it is compared with the "
                               "opponent's next card. Lower or tie: you lose the game. Higher: nothing happens; your "
                               "card stays in your hand, the opponent's becomes known.",
    "answer_compare_deck": "Answer {card} with the deck's top card: compared with the opponent's next card, "
                           "a lower top is discarded, else nothing is discarded and both become known.",
    "answer_compare_deck_tie": "Answer {card} with the deck's top card: compared with the opponent's next card, "
                               "a lower or tied top is discarded, else nothing is discarded and both become known.",
    "answer_knock_hand": "Answer {card} with your hand card ({other}): it is knocked out and you lose the game.",
    "answer_knock_deck": "Answer {card} with the deck's top card: it is knocked out (a known one loses the "
                         "game; an unknown one is discarded).",
    "answer_armitage_hand": "Answer {card} with your hand card ({other}): discard it and draw 1 card.",
    "answer_armitage_deck": "Answer {card} with the deck's top card: it is discarded.",
    "answer_mi_go_hand": "Answer {card} with your hand card ({other}): the opponent takes it and plays it; you "
                         "take the Mi-Go Braincase.",
    "answer_mi_go_deck": "Answer {card} with the deck's top card: the opponent takes it and plays it; the "
                         "Mi-Go Braincase becomes the deck top.",
    "answer_carter_hand": "Answer {card} with your hand card ({other}): it is swapped with the opponent's next "
                          "card.",
    "answer_carter_deck": "Answer {card} with the deck's top card: it is swapped with the opponent's next card.",
    "answer_nyarlathotep_hand": "Answer {card} with your hand card ({other}): it becomes known (nothing "
                                "changes).",
    "answer_nyarlathotep_deck": "Answer {card} with the deck's top card: it becomes known.",
    "opponent_play": "Let the opponent play its top card.",
}

# A move's chip, short: the prompt above the chips already names the card played or answered ("Choose how to play
# Mi-Go", "Answer Yith with"). An insane player's row choice is put before it ("Insane: …"), see `ROW_LABEL`.
LABELS = {
    # short, the card named once: "Name 0: the top card is the Mi-Go Braincase — you know it is a 0" was cut
    # (review 41, letter_en 3, 119); the page adds no "you know it is" to a name that names its card
    "investigators_zero": "Name 0 (Mi-Go Braincase)",
    "investigators": "Name {guess}",
    "deep_ones_insane": "A 1 on top is eliminated; else name a value",
    "cats": "Look at the top card",
    "golden_mead_insane": "Look, then draw 1 and play 1",
    "yith_hand": "Compare {other} ({value})",
    "yith_deck": "Compare the deck's top card",
    "yith_void": "Play {card}",
    "yith_nothing": "Play {card}: no effect (nothing to compare with)",
    "hound_insane": "Eliminate the top card if the opponent's discard has no Insanity card",
    "protection": "Protect yourself",
    "armitage_self": "On yourself: discard {other}, draw 1",
    "armitage_opponent": "On the opponent: eliminate its top card",
    "mi_go_insane": "Take the top card, then play again",
    "carter": "Swap {other} for the top card",
    "nyarlathotep_insane": "Look at the top card",
    "seven": "Play {card}: no effect",
    "trapezohedron_weak": "Play {card}: no effect (your other card is {value})",
    # why it eliminates: the other card's 5 or more (review 21, en 8; review 29, letter_zh 4: not the top card's name)
    "trapezohedron_insane": "Eliminate the top card (as your {other} is {value})",
    "braincase": "Play it: you lose",
    "plain": "Play {card}",
    "void": " (protected: no effect)",
    "void_play": "Play {card}: no effect (the opponent is protected)",
    "guess_zero": "Name 0 (Mi-Go Braincase)",
    "guess": "Name {value}",
    "answer_hand": "Your hand card, {other}",
    "answer_deck": "The deck's top card",
    # the chip keeps one line's worth at a phone's 360 px: "both become known" is in its sentence and the card's text;
    # the loss first: a cut desk line kept only "vs the opponent's next card" (newcomer review 34, letter_en 3, 039)
    "answer_compare_hand": "Lose if lower, else nothing happens: your {other} ({value}) vs the next card",
    "answer_compare_hand_tie": "Lose if lower or tied, else nothing happens: your {other} ({value}) vs the next card",
    "answer_compare_deck": "Deck top: discarded if lower, else both known",
    "answer_compare_deck_tie": "Deck top: discarded if lower or tied, else both known",
    "answer_knock_hand": "Your hand card, {other}: you lose",
    "answer_knock_deck": "The deck's top card: knocked out",
    "answer_armitage_hand": "Your hand card, {other}: discard it, draw 1",
    "answer_armitage_deck": "The deck's top card: discarded",
    "answer_mi_go_hand": "Your hand card, {other}: the opponent takes it",
    "answer_mi_go_deck": "The deck's top card: the opponent takes it",
    "answer_carter_hand": "Your hand card, {other}: swapped",
    "answer_carter_deck": "The deck's top card: swapped",
    "answer_nyarlathotep_hand": "Your hand card, {other}: nothing changes",
    "answer_nyarlathotep_deck": "The deck's top card: it becomes known",
    "opponent_play": "Opponent plays ▶",
}
ROW_LABEL = "{row}: {label}"

# What the table asks now, made from the legal moves (frames/letter.py `prompt`): only what may be done.
ASKS = {
    "play": "Your turn: click a glowing card to play it on the top card of the opponent (the clue stack).",
    "play_forced": "You must play {card}: a 7 held with a card of 5 or more is always played.",
    "play_sevens": "You hold both 7s: you must play one of them, either (a 7 held with a card of 5 or more is "
                   "always played).",
    "guess": "Name the value of the opponent's top card.",
    "answer_both": "The opponent's {card} targets you: answer with your hand card or the deck's top card.",
    "answer_hand": "The opponent's {card} targets you: answer with your hand card.",
    "answer_deck": "The opponent's {card} targets you: answer with the deck's top card.",
    "opponent": "The opponent (the clue stack) plays its top card against you.",
}

# The app's title and the rules reminder (the page's "?" panel), in this language; `guide` tells how to read the
# table. Each rule is said once, here: Cthulhu is the goal, and a Cthulhu left on top at the end of your turn is
# played by the opponent (LS-TURN-2, LS-P10).
HELP = {
    "title": "Lovecraft Letter — solo",
    "rules": [
        "Goal: seal Cthulhu. You play alone against \"the opponent\", which is no person: it is the clue stack, "
        "face-down clues with Cthulhu at the bottom. It never draws; on each of its turns it plays its top card "
        "against you. You win when you eliminate, take or swap Cthulhu away on your turn.",
        # what the clues are made of, so a chip's count can be checked (review 30, letter_zh 1; LS-SETUP-5)
        "The clues are Sane cards (star, solid border) dealt at random. A chip's odds count only the cards you have "
        "not seen yet.",
        "Each turn: the insanity check, draw 1, then play one of your two cards on the opponent's top card. "
        "Insanity N is the number of Insanity cards (eye, dashed border) in your discard, the Mi-Go Braincase "
        "included: the check moves N cards from the deck to your discard without effect (an Insanity card among "
        "them raises N). A deck with fewer than N cards fails the check and you lose; a check that leaves no card "
        "to draw loses too.",
        "Then the opponent plays its top card against you: answer with your hand card or your deck's "
        "top card. A known card of yours that is knocked out loses the game.",
        "If Cthulhu is the opponent's top card when your turn ends, the opponent plays it and you lose. So do not "
        "eliminate the last clue yourself: let the opponent play it, then seal Cthulhu on your turn.",
        # the Elder Sign trap, taught, not only warned (newcomer review 23, letter_en 3 / letter_zh 3; LS-O4, LS-P10)
        "The Elder Sign trap: an Elder Sign the opponent plays protects it until its next turn. So if an Elder Sign "
        "is the last clue over Cthulhu, you lose: eliminate it and Cthulhu comes on top for the opponent to play; "
        "leave it and the opponent plays it, then Cthulhu, protected through your turn. The only way out is to take "
        "it away first: swap it (Randolph Carter, Nyarlathotep) or take it (Mi-Go's Insane effect). While an Elder "
        "Sign is unseen (there are 2), keep such a card for the end.",
        "With an Insanity card in your discard you are insane: an Insanity card you play may then use its Insane "
        "effect.",
        # the forced Key decided games, told only in its tooltip (LS-TURN-6; newcomer review 26, letter_en 3)
        "The Silver Key (7): held with a card of 5 or more, it must be played, and it does nothing.",
    ],
    "guide": [
        "Top row: the opponent, which is its clue stack with Cthulhu at the bottom (click it to read how it "
        "plays), and the opponent's discard.",
        "Middle: what the game asks now, with a chip per choice; hover a chip to read the whole move.",
        "Bottom row: your hand (glowing cards can be played), the deck and your discard. Eye glyphs and dashed "
        "borders mark Insane cards, stars and solid borders Sane ones; Insanity N and what your next check does are under your discard (click "
        "them).",
        "Click any card that does nothing, or hover it, or focus it and press I, to read its text.",
        # the cyan outline had no key: of two identical hand cards only one was framed (review 4, finding 4)
        "A cyan dashed frame marks what the last move touched (the card drawn, played or moved), until the next "
        "move: of two identical cards only the one that moved is framed. A glowing card may offer more than one way "
        "to play it: click it to see its choices.",
    ],
    # the opponent's card rules, from card_texts.json (texts.py HELP; newcomer review 18, finding 5): the head, and
    # the words its rows begin with, dropped after the card's name
    "opponent_head": "When the opponent plays a card (the same as the card's own text):", "opponent_prefix": "Played by the opponent",
    "seats": "Player: play it yourself, or choose Bot plays (watch) to hand it to the heuristic bot and watch.",
    # this solo table's controls (the page's own told of "other people at the table": newcomer review 25, letter_en 7)
    "controls": "New game deals at random: the seed stays secret while you play and is shown in the Seed box when the "
                "game is over; type a seed and press Play this seed to replay or share a deal. Undo takes back your "
                "last play and the opponent's reply; once the game is over, the cards you had not seen are dealt "
                "afresh. The language menu changes the table's language. Tab or the arrow keys choose a move, Enter "
                "plays it, U undoes, I reads the focused card.",
}
