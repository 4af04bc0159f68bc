"""Round AE (newcomer review 19, mythos_en finding 4; AE6 finding 3): "Car, travelling to Newburyport (Forest,
Inside), warned that 'Agoraphobia then costs 1 Sanity at the start of each of your turns' (047_g21), but once I
arrived it cost nothing." A start-of-turn phobia is warned of only where the move leaves the seat so at its next turn
(MY-LOC-5: a Car's location is played upright in the same turn; mythos_msgs_effects Agoraphobia row and §5 n10: a
walking location or a travel event counts as Outside), and the warning names the condition."""
import pytest

from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

OUTSIDE = {"en": "Outside", "ja": "屋外"}


def _agoraphobic(lang: str) -> MythosWidget:
    """The seat at King's Church Cemetery (Inside) with a Car and two locations of the region, Agoraphobia on it."""
    setup = {"players": [{"story": ["kings_church_cemetary"], "hand": ["car", "newburyport_public_library", "namquit_point"]},
                         {"story": ["martins_beach"], "hand": ["agoraphobia"]}], "to_act": "p1"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup)
    widget.play("play", card=_hand(widget, 1, "agoraphobia"), target="p0")
    return widget


def _hand(widget, p: int, card: str) -> int:
    return next(i for i in widget.state.players[p].hand if widget.state.card[i] == card)


def _says(widget, lang: str) -> dict:
    """Return each legal move's sentence by the card it plays (or its kind)."""
    s = widget.state
    return {(s.card[m["fields"]["card"]] if "card" in m["fields"] else m["kind"]): m["text"]
            for m in legal(s, s.legal_actions(), lang)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_car_warns_of_a_phobia_as_the_condition_its_turn_decides(lang):
    """The Car itself: the location is chosen in the same turn, so its warning is the condition ("if you end this turn
    Outside"); the choice after it warns for an Outside location, not for an Inside one (Newburyport, 047_g21)."""
    widget = _agoraphobic(lang)
    name = card_name("agoraphobia", lang)
    says = _says(widget, lang)
    assert name in says["car"] and OUTSIDE[lang] in says["car"].split("⚠", 1)[1], says["car"]   # as a condition
    assert {"en": "if you end this turn", "ja": "このターンを屋外"}[lang] in says["car"], says["car"]
    # a walk stays Outside until a later turn's arrival: warned, with the condition
    assert name in says["namquit_point"] and OUTSIDE[lang] in says["namquit_point"].split("⚠", 1)[1], says["namquit_point"]
    widget.play("play", card=_hand(widget, 0, "car"))
    says = _says(widget, lang)
    assert name not in says["newburyport_public_library"], says["newburyport_public_library"]   # Forest, Inside
    assert name in says["namquit_point"], says["namquit_point"]                                   # Outside icon
    assert name not in says["stay"], says["stay"]          # staying in transit: the Car's own warning said it
