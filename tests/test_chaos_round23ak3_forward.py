"""Newcomer review 22, chaos_en finding 2: B1 reversed the order, and "▶▶ to my turn" ran through the round that no
longer held a turn of the reader's; only a line afterwards said "Your turn was skipped this round". ▶▶ now stops at
the step where the reader's turn is lost to a reversal (CH-P1, CH-TEAM-3), that step's skipped line its notice (a
big line: a toast), and a second ▶▶ goes on to the reader's next turn."""
from __future__ import annotations

from cthulhu_widgets.widgets.chaos import ChaosWidget

ORDER = ["B1", "B2", "A2", "A1"]     # team B first (CH-TEAM-3)


def _reversed_by_a2() -> ChaosWidget:
    """A1 reads; B1 and B2 have played, A2 reverses (Schizophrenia): B2 plays again and round 1 ends before A1's
    turn; round 2 opens with B1 (chaos_en's case: the reader's turn lost, another seat's first)."""
    setup = {"first": "B", "start": "A2", "turn_in_round": 2, "bombs": [], "gate_open": True,
             "roles": {"A2": "patient"}, "hands": {s: (["schizophrenia_moon"] if s == "A2" else []) for s in ORDER}}
    w = ChaosWidget(seed=3, setup=setup, seat="A1", lang="en")
    for kind, card in (("stay", None), ("play", "schizophrenia_moon"), ("end", None)):
        w.match.apply(next(a for a in w.state.legal_actions() if a.kind == kind and (card is None or a["card"] == card)))
    w._sync()
    return w


def test_fast_forward_stops_where_the_readers_turn_is_skipped():
    w = _reversed_by_a2()
    w.fast_forward()
    assert any(e.name == "turn_lost_to_reversal" and e.data["seat"] == "A1" for e in w.state.events), \
        [e.name for e in w.state.events]
    assert w.state.to_act == "B1" and w.state.round == 2
    told = [line for line in w.log_lines if line["text"].startswith("Your turn was skipped this round")]
    assert len(told) == 1 and told[0].get("big") == 2, told


def test_a_second_fast_forward_goes_on_to_the_readers_turn():
    w = _reversed_by_a2()
    w.fast_forward()
    w.fast_forward()
    assert w.state.to_act in ("A1", None)
