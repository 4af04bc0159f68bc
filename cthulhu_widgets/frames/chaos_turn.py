"""What the CHAOS prompt and chips add about the turn itself: an option a rule took away, and what ends the turn
(newcomer review 25, chaos_en 2 and chaos_ja 2; words in games/chaos/sentences/turn_words.py)."""
from __future__ import annotations

import copy

from ..games.chaos import texts
from ..games.chaos.sentences import turn_words


def no_lead(state, actions, lang: str) -> str:
    """Return why the seat has no combo (or cover) this round when its partner took the team's first turn and the
    seat holds a card that would have started one (CH-COMBO-1, CH-COVER-1), at the opening of its turn; else ""."""
    seat = state.to_act
    if (state.pending is None or state.pending.kind != "move" or state.phase_cards or state.combo_tried
            or any(a.kind in ("combo", "cover") for a in actions)):
        return ""
    mate = texts._mate(state)
    if mate not in state.acted and mate not in state.done:
        return ""
    led = copy.copy(state)   # the same seat, as if it were its team's first this round: what it would be offered
    led.acted, led.done = state.acted - {mate}, state.done - {mate}
    combos, covers = led._combo_starts(seat), led._cover_starts(seat)
    if not combos and not covers:
        return ""
    return texts.fmt(turn_words.NO_LEAD[texts.table_lang(lang)][bool(covers)], partner=mate)


def after_extra(state, lang: str) -> str:
    """Return what follows the extra steps (the turn ends with a draw, CH-CARD-4) in their phase, else ""."""
    return turn_words.AFTER_EXTRA[texts.table_lang(lang)] if state.pending.kind == "extra" else ""


def end_label(state, action, lang: str) -> dict:
    """Return the end-cards chip's label when extra steps follow it: the steps, then the draw (CH-CARD-4); else {}."""
    if action.kind != "end" or not texts._extra_follows(state):
        return {}
    return {"label": texts.fmt(turn_words.END_EXTRA[texts.table_lang(lang)], n=state.extra)}
