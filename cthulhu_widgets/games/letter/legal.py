"""The player's legal plays: which card (forced 7s), which effect row, and the choices it needs."""
from __future__ import annotations

from ...core.actions import Action
from .cards import BRAINCASE, CARD_FAMILY, CARD_KIND, INSANE

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
            actions = _CACHE[key] = _card_actions(state, card, *key[1:6])
        out.extend(actions)
    return out


def _card_actions(state, card: int, may_insane: bool, protected: bool, has_other: bool,
                  has_deck: bool, braincase_aside: bool) -> list[Action]:
    kind = CARD_KIND[card]
    fam = CARD_FAMILY[card]
    if fam in (0, 8):
        return [Action("play", card=kind)]
    rows = ["sane"]
    # Mi-Go's Insane row needs the set-aside Braincase; without it the row is its Sane row (LS-O5 note).
    if may_insane and (fam != 5 or braincase_aside):
        rows.append("insane")
    out = []
    for row in rows:
        base = {"card": kind}
        if len(rows) == 2:
            base["effect"] = row  # LS-ORIG-10: an insane player chooses the row
        if row == "sane" and not protected and fam == 1:
            out += [Action("play", **base, guess=v) for v in state.guess_values()]
        elif row == "sane" and not protected and fam == 3 and (has_other or has_deck):
            sides = [s for s, ok in (("hand", has_other), ("deck", has_deck)) if ok]
            out += [Action("play", **base, compare=s) for s in sides]
        elif row == "sane" and fam == 5:
            # LS-TURN-7: a protected opponent leaves Armitage only the player as target.
            targets = ("self",) if protected else ("self", "opponent")
            out += [Action("play", **base, target=t) for t in targets]
        else:
            out.append(Action("play", **base))
    return out
