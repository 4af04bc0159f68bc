"""The words of a play's Sanity change on its chip: its pentagrams and a reused gate (MY-INV-2, MY-LOC-7)."""
from __future__ import annotations

from ...core import texts as core_texts


def cost_words(state, p: int, action, prompts: dict, name) -> str:
    """Return the words of player `p`'s play's Sanity change in the language of `prompts` (`name`: a card id's name),
    "" for none."""
    parts = state._pentagrams(p, action)
    delta = sum(amount for amount, _, _ in parts)
    gate = [(amount, place) for amount, rule, place in parts if rule == "MY-LOC-7" and amount]
    if gate:     # a reused gate: the total differs from the card's (review 32, mythos_ja 5: -2 on a -1 card, unsaid)
        (amount, place), key = gate[0], "cost_gate" if delta != gate[0][0] else "cost_gate_only"
        return core_texts.fmt(prompts[key], delta=delta, card=delta - amount, gate=amount, place=name(place))
    return core_texts.fmt(prompts["cost"], delta=delta) if delta else ""
