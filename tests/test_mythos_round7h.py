"""Issue 23 round H (newcomer review 7, ja phone): Mythos findings checked on the engine and the frame."""
from __future__ import annotations

from cthulhu_widgets.games import mythos


def _flipped_defender():
    """Return a combat where p1's only defender, Henry W. Akeley, is flipped by the Martin's Beach Monster's reveal."""
    s = mythos.new_game(0, None, {"players": [{"story": ["red_hook"], "threat": ["the_martins_beach_monster"]},
                                              {"story": ["boston_maine_train_station"], "allies": ["henry_w_akeley"]}]},
                        decks=("steadfast", "corrupt"))
    s.act("pass")
    s.act("pass")
    s.act("defend", ally=s.players[1].allies[0]["card"])
    return s


def test_MY_COMBAT_6_a_flipped_defender_absorbs_nothing_and_its_fight_says_so():
    """MY-COMBAT-6 with the Martin's Beach Monster's reveal (flip two allies at random; a flipped defender stops
    defending): review 7 read 'Henry W. Akeley: 0 absorbed' while Sanity fell, a contradiction on its face. It is the
    rule: the fight's record now marks the defender as flipped so the table can say why it absorbed nothing."""
    s = _flipped_defender()
    fight = s.view("p1")["fights"][0]
    assert fight["absorbed"] == [] and fight["lost"] == 4
    assert fight["defenders"] == [{"card": "henry_w_akeley", "inst": fight["defenders"][0]["inst"], "flipped": True}]
