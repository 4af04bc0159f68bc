"""Review 30, mythos_en 9 (110): "Bot 2 plays Old Congregational Church. Bot 2 arrives at Old Congregational Church." in
one turn, while the reader always needed a separate Arrive turn: nothing said why. A location reached at once by a
City hop (MY-LOC-3) says so in its arrival line."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games import mythos
from cthulhu_widgets.games.mythos.texts import event_text

WHY = {"en": "within one city", "ja": "同じ都市内"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_r31av7_MY_LOC_3_a_city_hop_arrival_says_why_it_is_at_once(lang):
    p0 = {"story": ["the_forgotten_crypt"], "hand": ["congregational_hospital", "alone_in_the_world"], "hand_exact": True}
    s = mythos.new_game(0, None, {"players": [p0, {"story": ["martins_beach"]}]})
    hop = next(a for a in s.legal_actions() if a.kind == "play"
               and s.card[dict(a.fields)["card"]] == "congregational_hospital")
    s.apply(hop)
    arrives = [e for e in s.events if e.name == "arrives"]
    assert arrives and arrives[0].rule == "MY-LOC-3"
    said = event_text("arrives", arrives[0].data, lang)
    assert WHY[lang] in said, said
