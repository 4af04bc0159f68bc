"""The odds a naming chip says (LS-P1: Investigators, Deep Ones Sane, the guess prompt), from what the seat sees:
how many of the cards the unseen top clue can be have the value named (newcomer review 41, letter_en 5: Great Race's
chips gave odds, Deep Ones' names none)."""
from __future__ import annotations

from .cards import CTHULHU, SANE_DEAL, VALUE
from .dangers import seen_cards

NAMING = ("investigators", "guess")   # texts._move_key keys of a play or prompt that names a value


def name_odds(state, key: str, values: dict) -> tuple[int, int] | None:
    """Return (the unseen Sane cards of the value named, the unseen Sane cards) the face-down top clue may be (clues
    are dealt from the Sane cards, LS-SETUP-5), or None: no name, a known top (the page says "you know it is"),
    Cthulhu on top or its value named (the page says where Cthulhu is), a protected opponent (LS-TURN-7)."""
    named = values.get("guess", values.get("value"))
    if key not in NAMING or not isinstance(named, int) or named == VALUE[CTHULHU]:
        return None
    if not state.stack or state.top_known or state.stack[-1] == CTHULHU or state.o_protected:
        return None
    if state.pending is None or state.pending.kind == "answer":
        return None
    seen = seen_cards(state)
    unseen = [c for c in SANE_DEAL if c not in seen]
    return sum(1 for c in unseen if VALUE[c] == named), len(unseen)


def odds_words(state, key: str, values: dict, words: dict, lang: str) -> dict:
    """Return a naming move's words with its odds after the name, before any ⚠ ("Name 5 · 2 of 14 it can be";
    "Name 7 · none left")."""
    odds = name_odds(state, key, values)
    if odds is None:
        return words
    from .sentences.coach import TABLE_WORDS
    from .sentences.danger import LABEL
    none = f" · {TABLE_WORDS[lang]['none_left']}"   # the page's own words for a value no unseen card has
    said = LABEL[lang]["name_odds"].format(odds=odds[0], of=odds[1]) if odds[0] else none
    label = words["label"]
    cut = label.find(" ⚠") if " ⚠" in label else len(label)
    return {**words, "label": label[:cut] + said + label[cut:]}
