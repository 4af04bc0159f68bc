"""The player's legal plays: which card (forced 7s), which effect row, and the choices its effect needs."""
from __future__ import annotations

from ...core.actions import Action
from .cards import BRAINCASE, CARD_KIND, INSANE
from .effects import PLAYER_TABLE, Effects

# Cache of the action lists for one card under the few facts they depend on.
_CACHE: dict = {}


def play_actions(state) -> list[Action]:
    """Return every legal `play` action of the player's current hand."""
    hand = state.hand
    out: list[Action] = []
    seen = set()
    for i, card in enumerate(hand):
        kind = CARD_KIND[card]
        if kind in seen:
            continue
        other = hand[1 - i] if len(hand) == 2 else None
        if not state.forced_ok(card, other):
            continue
        seen.add(kind)
        key = (kind, state.insane and INSANE[card], state.o_protected, other is not None,
               bool(state.deck), BRAINCASE in state.aside, state.rules.guess_values)
        actions = _CACHE.get(key)
        if actions is None:
            actions = _CACHE[key] = _card_actions(state, kind, *key[1:6])
        out.extend(actions)
    return out


def _card_actions(state, kind: str, may_insane: bool, protected: bool, has_other: bool,
                  has_deck: bool, braincase_aside: bool) -> list[Action]:
    table = PLAYER_TABLE[kind]
    if len(table) == 1:  # the Braincase, the 8s: nothing to choose
        return [Action("play", card=kind)]
    rows = ["sane"]
    # Mi-Go's Insane row needs the set-aside Braincase; without it the row is its Sane row (LS-O5 note).
    if may_insane and (table["insane"] is not Effects._play_mi_go or braincase_aside):
        rows.append("insane")
    out = []
    for row in rows:
        base = {"card": kind}
        if len(rows) == 2:
            base["effect"] = row  # LS-ORIG-10: an insane player chooses the row
        choices = CHOICES.get(table[row])
        found = choices(state, base, protected, has_other, has_deck) if choices else None
        out += found or [Action("play", **base)]
    return out


def _guesses(state, base: dict, protected: bool, has_other: bool, has_deck: bool) -> list[Action] | None:
    """Investigators (LS-P1): a value to name, unless the opponent is protected (the play does nothing)."""
    return None if protected else [Action("play", **base, guess=v) for v in state.guess_values()]


def _comparisons(state, base: dict, protected: bool, has_other: bool, has_deck: bool) -> list[Action] | None:
    """Yith (LS-P3): the other hand card or the deck top to compare, when there is one and no protection."""
    if protected or not (has_other or has_deck):
        return None
    return [Action("play", **base, compare=s) for s, ok in (("hand", has_other), ("deck", has_deck)) if ok]


def _targets(state, base: dict, protected: bool, has_other: bool, has_deck: bool) -> list[Action]:
    """Armitage (LS-P5): oneself or the opponent; a protected opponent leaves only oneself (LS-TURN-7)."""
    return [Action("play", **base, target=t) for t in (("self",) if protected else ("self", "opponent"))]


# Sane rows whose effect needs a choice made with the play: effect -> the actions offering it.
CHOICES = {Effects._play_investigators: _guesses, Effects._play_yith: _comparisons, Effects._play_armitage: _targets}
