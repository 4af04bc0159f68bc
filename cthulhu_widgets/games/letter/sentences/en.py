"""English sentences of Lovecraft Letter: the tables of texts.py in English (Latin script)."""

TEXTS = {
    "setup": "Setup: {clues} clues over Cthulhu, {deck} cards in the deck, 1 in your hand.",
    "player_turn": "Turn {turn}: your turn.",
    "opponent_turn": "Turn {turn}: the opponent's turn.",
    "protection_ends": "{side_the} protection ends.",
    "insanity_check": "Insanity check: {n} card(s) go from the deck to your discard pile.",
    "check_reveal": "The insanity check reveals {card}.",
    "draw": "You draw {card}.",
    "draw_skipped": "The deck is empty: no card is drawn.",
    "play": "You play {card} ({row} effect).",
    "opponent_plays": "The opponent plays {card}.",
    "eliminated": "{card} is eliminated from the opponent's stack.",
    "guess_right": "You named {value}: right.",
    "guess_wrong": "You named {value}: wrong.",
    "top_known": "The opponent's top card is now known: {card}.",
    "deck_top_known": "The deck's top card is now known: {card}.",
    "partner_discarded": "The deck's top card, {card}, is discarded ({to}).",
    "hand_discarded": "You discard {card} from your hand.",
    "protected": "{side_protected}",
    "void_protected": "{card} does nothing: {side_the_short} protected.",
    "no_effect": "{card} has no effect: {why}.",
    "taken": "{card} is taken.",
    "braincase_to_opponent": "The Mi-Go Braincase becomes the opponent's known top card.",
    "swapped": "{given} is swapped for {taken}.",
    "plays_next": "The opponent immediately plays its next card.",
    "sane_row": "The Mi-Go acts with its Sane row: {why}.",
    "answer": "You answer {card} with {side_yours}.",
    "only_answer": "You can only answer {card} with {side_yours}.",
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
    "partner_knocked_out": "You lost: the known top card of your deck was knocked out.",
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
    "why": {
        "nothing_to_compare": "there is nothing to compare",
        "opponent_discard_insane": "the opponent's discard holds an Insanity card",
        "triggers_in_hand": "it works while held in the hand",
        "seven": "a 7 does nothing when played",
        "cthulhu_cannot_be_taken": "Cthulhu cannot be taken",
        "empty_hand": "there is no other card in your hand",
        "braincase": "the Braincase is only spent",
        "player_insane": "you are insane",
        "next_is_cthulhu": "the opponent's next card is Cthulhu",
        "empty_deck": "the deck is empty",
        "braincase_in_play": "the Braincase is already in play",
    },
    "won": "You sealed Cthulhu!", "lost": "Cthulhu wins",
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "investigators": "Play {card}: name {guess}. If the opponent's top card is a {guess} it is eliminated; "
                     "otherwise it becomes known.",
    "deep_ones_insane": "Play {card} (Insane): if the opponent's top card is a 1 it is eliminated; otherwise it "
                        "becomes known and you name a value.",
    "cats": "Play {card}: look at the opponent's top card (it becomes known).",
    "golden_mead_insane": "Play {card} (Insane): look at the opponent's top card, then draw 1 card and play 1.",
    "yith_hand": "Play {card}: compare your {other} ({value}) with the opponent's top card. Higher eliminates "
                 "it; lower loses the game.",
    "yith_deck": "Play {card}: compare the deck's top card with the opponent's top card. Higher eliminates it; "
                 "lower discards the deck top.",
    "yith_nothing": "Play {card}: there is nothing to compare with, so it has no effect.",
    "hound_insane": "Play {card} (Insane): if the opponent's discard holds no Insanity card, eliminate its top "
                    "card.",
    "protection": "Play {card}: you are protected from the opponent's cards until your next turn.",
    "armitage_self": "Play {card} on yourself: discard your {other} without its effect and draw 1 card.",
    "armitage_opponent": "Play {card} on the opponent: eliminate its top card.",
    "mi_go_insane": "Play {card} (Insane): take the opponent's top card into your hand; the Mi-Go Braincase "
                    "becomes its top card; then play again.",
    "carter": "Play {card}: swap your {other} with the opponent's top card.",
    "nyarlathotep_insane": "Play {card} (Insane): look at the opponent's top card (it becomes known).",
    "seven": "Play {card}: no effect.",
    "trapezohedron_insane": "Play {card} (Insane): if your other card is 5 or more, eliminate the opponent's "
                            "top card.",
    "braincase": "Play {card}: you lose the game.",
    "plain": "Play {card}.",
    "void": " The opponent is protected: no effect.",
    "guess": "Name {value}: if the opponent's top card is a {value}, it is eliminated.",
    "answer_hand": "Answer {card} with your hand card ({other}).",
    "answer_deck": "Answer {card} with the deck's top card.",
    "answer_compare_hand": "Answer {card} with your hand card ({other}, {value}): compared with the opponent's "
                           "next card, lower loses the game.",
    "answer_compare_deck": "Answer {card} with the deck's top card: compared with the opponent's next card, "
                           "lower is discarded.",
    "answer_knock_hand": "Answer {card} with your hand card ({other}): it is knocked out and you lose the game.",
    "answer_knock_deck": "Answer {card} with the deck's top card: it is knocked out (a known one loses the "
                         "game; an unknown one is discarded).",
    "answer_armitage_hand": "Answer {card} with your hand card ({other}): discard it and draw 1 card.",
    "answer_armitage_deck": "Answer {card} with the deck's top card: it is discarded.",
    "answer_mi_go_hand": "Answer {card} with your hand card ({other}): the opponent takes it and plays it; you "
                         "take the Mi-Go Braincase.",
    "answer_mi_go_deck": "Answer {card} with the deck's top card: the opponent takes it and plays it; the "
                         "Braincase becomes the deck top.",
    "answer_carter_hand": "Answer {card} with your hand card ({other}): it is swapped with the opponent's next "
                          "card.",
    "answer_carter_deck": "Answer {card} with the deck's top card: it is swapped with the opponent's next card.",
    "answer_nyarlathotep_hand": "Answer {card} with your hand card ({other}): it becomes known (nothing "
                                "changes).",
    "answer_nyarlathotep_deck": "Answer {card} with the deck's top card: it becomes known.",
    "opponent_play": "Let the opponent play its top card.",
}
