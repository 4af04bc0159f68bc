"""English text of each event, for logs that teach the rules."""
from __future__ import annotations

from .cards import KIND_BY_ID

_TEXTS = {
    "setup": "Setup: {clues} clues over Cthulhu, {deck} cards in the deck, 1 in hand.",
    "player_turn": "Turn {turn}: the player's turn.",
    "opponent_turn": "Turn {turn}: the opponent's turn.",
    "protection_ends": "The {side}'s protection ends.",
    "insanity_check": "Insanity check: {n} card(s) from the deck to the discard.",
    "check_reveal": "The check reveals {card}.",
    "draw": "The player draws {card}.",
    "draw_skipped": "The deck is empty: the draw is skipped.",
    "play": "The player plays {card} ({row} effect).",
    "opponent_plays": "The opponent plays {card}.",
    "eliminated": "{card} is eliminated from the opponent's stack.",
    "guess_right": "Named {value}: right.",
    "guess_wrong": "Named {value}: wrong.",
    "top_known": "The opponent's top card is known: {card}.",
    "deck_top_known": "The deck top is known: {card}.",
    "partner_discarded": "The deck top {card} is discarded (to {to}).",
    "hand_discarded": "The player discards {card} from the hand.",
    "protected": "The {side} is protected until its next turn.",
    "void_protected": "{card} does nothing: the {side} is protected.",
    "no_effect": "{card} has no effect ({why}).",
    "taken": "{card} is taken.",
    "braincase_to_opponent": "The Mi-Go Braincase becomes the opponent's known top card.",
    "swapped": "{given} is swapped for {taken}.",
    "plays_next": "The opponent immediately plays its next card.",
    "sane_row": "The Mi-Go row acts as its Sane row ({why}).",
    "answer": "The player answers {card} with the {side}.",
    "only_answer": "The player can only answer {card} with the {side}.",
    "no_answer": "The player has nothing to answer {card} with: no effect.",
    "game_over": "Game over: {outcome} ({cause}).",
}


def _name(value):
    kind = KIND_BY_ID.get(value) if isinstance(value, str) else None
    return kind.en if kind else value


def event_text(name: str, data: dict) -> str:
    """Return the English sentence of an event, card ids replaced by card names."""
    template = _TEXTS.get(name)
    if template is None:
        return name
    return template.format(**{k: _name(v) for k, v in data.items()})
