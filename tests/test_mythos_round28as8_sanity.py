"""Round AS8 (review 27, mythos_ja 2): every Sanity change carries its cause to the table at that moment — the card
and who played it — so the panel can say it next to the Sanity value ("−1 Portaphobia (Bot 2)"): the reader lost 3
over a round with a phobia's cause scrolled out of the five-line log (226)."""
from __future__ import annotations

from cthulhu_widgets.games import mythos

from test_mythos_blind_issue21 import drive, pview


def test_MY_CARD_6_a_phobia_played_on_you_names_its_card_and_player():
    """p1's Portaphobia on p0 at a gate strikes at p0's turn start: p0's view says −1, Portaphobia, by p1 (failed
    before: the view had no cause)."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["waterbury_state_hospital"], "sanity": 10, "phobias": [{"card": "portaphobia", "owner": "p1"}]}, {}]})
    last = pview(s, "p0", "p0")["sanity_last"]
    assert last == {"delta": -1, "card": "portaphobia", "by": "p1", "round": 1, "turn": 0}, last   # turn: AT7
    assert pview(s, "p0", "p1")["sanity_last"] == last        # public: the story tells every seat the same


def test_MY_COMBAT_6_a_threat_that_hits_names_the_attacker():
    """A threat that gets through: the cause is the attacking player's threat (no card: its monsters were face down
    until the reveal, and the band shows them)."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [
        {"story": ["the_athenaeum"], "sanity": 10},
        {"story": ["red_hook"], "threat": ["deep_one"]}]})
    s.act("pass")
    s.act("pass")
    drive(s, stop=lambda st: st.round > 1 or pview(st, "p0").get("sanity_last", {}).get("threat"))
    last = pview(s, "p0", "p0")["sanity_last"]
    assert last["delta"] < 0 and last["threat"] and last["by"] == "p1", last


def test_MY_INV_2_your_own_cost_names_no_other_player():
    """A cost the player pays itself (its own card's pentagram) names the card and the player itself."""
    s = mythos.new_game(0, None, {"first_player": "p0", "players": [{"story": ["waterbury_state_hospital"], "sanity": 10}, {}]})
    s.players[0].sanity  # noqa: B018  (the game's own _gain is the one way Sanity changes)
    s._gain(0, -2, "MY-CARD-2", "dark_young")
    last = pview(s, "p0", "p1")["sanity_last"]
    assert {k: v for k, v in last.items() if k not in ("turn", "earlier")} == {"delta": -2, "card": "dark_young",
                                                                              "by": "p0", "round": 1}, last
