"""Lovecraft Letter: whether the player's answer to the opponent's Great Race of Yith / Hound of Tindalos may lose
(LS-O3), from what the player sees."""
from __future__ import annotations

from .cards import CARD_KIND, CTHULHU, VALUE
from .dangers import top_may_beat

# the opponent's cards the player answers, by the family of their answer chips
ANSWER = {"great_race_of_yith": "compare", "hound_of_tindalos": "compare", "professor_armitage": "armitage",
          "mi_go": "armitage", "randolph_carter": "carter", "nyarlathotep": "carter"}


def answer_risky(state, key: str, values: dict) -> bool:
    """Return whether an answer to the opponent's Great Race of Yith / Hound of Tindalos may lose the seat the game or
    a card, from what it knows (newcomer review 13, finding 2: the same ⚠ on every chip whose outcome can): the hand
    compared with an unknown next card some unseen card beats (LS-O3: lower loses), the deck top compared (lower is
    discarded, else it becomes known, LS-O1's target), either knocked out by the Hound's Insane row (LS-O3)."""
    if key.startswith(("answer_compare_deck", "answer_knock_")):
        return True
    if key.startswith("answer_compare_hand"):
        return isinstance(values.get("value"), int) and top_may_beat(state, values["value"])
    return False


def risk_mark(state, key: str, values: dict, lang: str) -> str:
    """Return the chip's ⚠ head when an answer's outcome may lose the game or a card (`answer_risky`), else ""."""
    from .sentences import danger as danger_words
    return danger_words.LABEL[lang]["risk"] if answer_risky(state, key, values) else ""


def answer_beaten(state, action) -> int | None:
    """Return the card that beats the hand card answering the opponent's Great Race of Yith / Hound of Tindalos
    (Sane row, LS-O3: compared with the opponent's next card, lower loses; a tie too with `yith_tie` "player_loses")
    when the player knows that card, else None: only what the player sees, never a hidden card."""
    top = answer_top(state, action)
    if top is None:
        return None
    mine, theirs = VALUE[state.hand[0]], VALUE[top]
    tie_loses = state.rules.yith_tie == "player_loses"
    return top if mine < theirs or (mine == theirs and tie_loses) else None


def answer_top(state, action) -> int | None:
    """Return the opponent's next card a hand card answering its Great Race of Yith / Hound of Tindalos (Sane row,
    LS-O3) is compared with, when the player knows it (a known top, or Cthulhu, always face up), else None."""
    pending = state.pending
    if action.kind != "answer" or action["side"] != "hand" or pending is None or not state.hand or not state.stack:
        return None
    if ANSWER.get(CARD_KIND[pending.card]) != "compare" or pending.row != "sane":
        return None
    top = state.stack[-1]
    return top if state.top_known or top == CTHULHU else None


def deck_lower_label(state, action, lang: str) -> str | None:
    """Return the chip of the deck top answering the opponent's Great Race of Yith / Hound of Tindalos (Sane row,
    LS-O3) when the next card is known and no card the deck top may be reaches it: the top is discarded, nothing else
    (no ⚠ for that; an Insanity card's rise keeps its own), the known card named (review 30, letter_zh 8, 061: "⚠ deck
    top vs the opponent's next card" where it was Cthulhu (8)). None otherwise; from what the seat sees only."""
    from .dangers import seen_cards
    from .sentences import danger as danger_words
    from ...core import texts as core_texts
    from .texts import card_name

    pending = state.pending
    if action.kind != "answer" or action["side"] != "deck" or pending is None or not state.deck or not state.stack:
        return None
    if ANSWER.get(CARD_KIND[pending.card]) != "compare" or pending.row != "sane":
        return None
    top = state.stack[-1]
    if not (state.top_known or top == CTHULHU):
        return None
    seen = seen_cards(state) | {state.stack[0], top}
    tops = [state.deck[-1]] if state.deck_known else [c for c in range(len(VALUE)) if c not in seen]
    ties_lose = state.rules.yith_tie == "player_loses"   # then a tie discards the deck top too (LS-O3)
    if any(VALUE[c] > VALUE[top] or (VALUE[c] == VALUE[top] and not ties_lose) for c in tops):
        return None
    return core_texts.fmt(danger_words.LABEL[lang]["answer_deck_lower"], top=card_name(CARD_KIND[top], lang),
                          top_value=VALUE[top])
