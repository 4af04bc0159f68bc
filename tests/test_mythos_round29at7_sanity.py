"""Newcomer review 28, mythos_ja 5 (116; round AT7): after 外なる神の従者 the log said 「現在 11」 but the bar showed 10:
Agoraphobia's −1 had scrolled out of the five-line log and the bar named only the last cause. The view keeps every
Sanity change of the turn before and this one (`earlier`, oldest first), so the bar can say them all (MY-CARD-6)."""
from __future__ import annotations

from cthulhu_widgets.games import mythos

from test_mythos_blind_issue21 import pview


def _core(record: dict) -> dict:
    return {k: record[k] for k in ("delta", "card") if k in record}


def test_MY_CARD_6_a_phobias_loss_and_a_cost_of_the_same_turn_are_both_kept():
    """Portaphobia strikes at p0's turn start (−1), then p0 pays 2 for a monster: both are in p0's view, to p1 too."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["waterbury_state_hospital"], "sanity": 10, "phobias": [{"card": "portaphobia", "owner": "p1"}]}, {}]})
    s._gain(0, -2, "MY-CARD-2", "dark_young")
    last = pview(s, "p0", "p0")["sanity_last"]
    assert _core(last) == {"delta": -2, "card": "dark_young"}, last
    assert [_core(e) for e in last.get("earlier", [])] == [{"delta": -1, "card": "portaphobia"}], last
    assert pview(s, "p0", "p1")["sanity_last"] == last


def test_a_change_of_an_older_round_is_not_kept():
    """A change of the round before is old news: the next change stands alone."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [{"story": ["the_athenaeum"], "sanity": 10}, {}]})
    s._gain(0, -1, "MY-CARD-2", "dark_young")
    while s.round == 1:
        acts = s.legal_actions()
        s.apply(next((a for a in acts if a.kind in ("pass", "done", "direct", "keep", "decline")), acts[0]))
    s._gain(0, -2, "MY-CARD-2", "dark_young")
    assert all(e["round"] == s.round for e in pview(s, "p0", "p0")["sanity_last"].get("earlier", [])), s.round
