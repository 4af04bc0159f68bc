"""Mythos round AG (newcomer review 20, mythos_en finding 5, mythos_ja finding 2): a hand card an adventure in the seat's
hand needs is marked so on the card, before any discard ("Nothing on a hand card shows that my adventure needs it. I only
found out when I tried to discard it", 041/042/101/104). The seat's own view names, per adventure in its hand, the hand
cards that would bring it nearer once in play (`wanted`, MY-ADV-1/2); nobody else's view carries it (MY-HIDE-1)."""
from __future__ import annotations

from cthulhu_widgets.widgets.mythos import MythosWidget

HAND = ["whispers_in_darkness", "governmental_cover_up", "speech_machine", "car", "ambush", "namquit_point",
        "dawn_of_the_solstice", "midnight", "gomes"]


def _table() -> MythosWidget:
    setup = {"players": [{"story": ["congregational_hospital"], "hand": HAND, "hand_exact": True},
                         {"story": ["martins_beach"]}], "to_act": "p0"}
    return MythosWidget(seed=3, lang="en", setup=setup, autoplay=False)


def test_MY_ADV_2_the_seats_view_names_the_hand_cards_its_adventure_needs():
    """Whispers in Darkness asks for a Governmental Cover-up, a Car and the Speech Machine: those three hand cards are
    its `wanted`, the others (an Ambush, Namquit Point, Midnight, the adventure itself) are not."""
    w = _table()
    st = w.state
    goal = next(g for g in st.view("p0")["players"][0]["goals"] if g["id"] == "whispers_in_darkness")
    wanted = sorted(st.card[i] for i in goal["wanted"])
    assert wanted == ["car", "governmental_cover_up", "speech_machine"], wanted


def test_MY_HIDE_1_no_other_seat_sees_what_the_hand_is_wanted_for():
    """The opponent's view of p0 carries no goals at all (its hand is secret), so no `wanted` either."""
    view = _table().state.view("p1")
    assert "goals" not in view["players"][0]
