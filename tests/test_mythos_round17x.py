"""Mythos round 17x (newcomer review of Mythos, en desk and ja phone): what matters about adventures is said. A card an
adventure in the seat's hand needs is not thrown away at the round's discard without a word (MY-ROUND-5, MY-ADV-1/2),
and an adventure that becomes playable or is completed is announced to its seat, by its card name (MY-ADV-2/3)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.mythos import legal
from cthulhu_widgets.games.mythos.texts import card_name
from cthulhu_widgets.widgets.mythos import MythosWidget

WARN = {"en": "needs it", "ja": "に必要"}


def _hand(widget, p: int, card: str) -> int:
    return next(i for i in widget.state.players[p].hand if widget.state.card[i] == card)


def _at_discard(lang: str) -> MythosWidget:
    """The seat at the round's discard (MY-ROUND-5) holding Whispers in Darkness, the Governmental Cover-up, Car and
    Speech Machine it asks for (MY-ADV-1), and cards no adventure asks for."""
    hand = ["whispers_in_darkness", "governmental_cover_up", "speech_machine", "car", "ambush", "namquit_point",
            "dawn_of_the_solstice", "midnight", "gomes"]
    setup = {"players": [{"story": ["congregational_hospital"], "hand": hand, "hand_exact": True},
                         {"story": ["martins_beach"], "passed": True}], "to_act": "p0"}
    widget = MythosWidget(seed=3, lang=lang, setup=setup, bots=MythosWidget(seed=3).default_bots())
    for _ in range(20):
        s = widget.state
        if s.pending is not None and s.pending.kind == "discard" and s.to_act == widget.seat:
            return widget
        if s.to_act == widget.seat:
            acts = s.legal_actions()
            a = next((a for a in acts if a.kind in ("pass", "done")), acts[0])
            widget.play(a.kind, **dict(a.fields))
        else:
            widget.step(1)
    raise AssertionError("the round's discard did not come")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_2_the_discard_of_a_card_an_adventure_in_hand_needs_says_so_and_asks_again(lang):
    """Finding 1 (ja phone: Governmental Cover-up thrown away in one tap, the card Whispers in Darkness in hand asked
    for): its Discard move says which adventure needs it and is marked to confirm (target "confirm": a second tap);
    a card no adventure needs stays a plain one-tap discard (MY-ROUND-5, MY-ADV-1/2)."""
    widget = _at_discard(lang)
    st = widget.state
    moves = {e["fields"]["card"]: e for e in legal(st, st.legal_actions(), lang, "p0") if e["kind"] == "discard"}
    adventure = card_name("whispers_in_darkness", lang)
    for needed in ("governmental_cover_up", "speech_machine", "car"):
        move = moves[_hand(widget, 0, needed)]
        assert adventure in move["label"] and WARN[lang] in move["label"] and "⚠" in move["label"], move
        assert adventure in move["text"], move
        assert move["target"].get("confirm") is True, move
    for spare in ("ambush", "namquit_point", "midnight", "whispers_in_darkness"):
        move = moves[_hand(widget, 0, spare)]
        assert not move["target"].get("confirm") and WARN[lang] not in move["label"], move


def _ready(lang: str) -> MythosWidget:
    """The seat holds Whispers in Darkness with six of its seven cards in its story deck (MY-ADV-2), and plays the
    seventh, Governmental Cover-up (buried in its story deck once used)."""
    setup = {"players": [{"story": ["henry_w_akeley", "revelations_of_glaaki", "speech_machine", "car", "ngah_kthun",
                                    "lonely_akeley_farmhouse"],
                          "hand": ["whispers_in_darkness", "governmental_cover_up"]},
                         {"story": ["martins_beach"]}], "to_act": "p0"}
    return MythosWidget(seed=3, lang=lang, setup=setup)


READY = {"en": "can be completed now", "ja": "達成できる"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_2_an_adventure_that_becomes_playable_is_announced_to_its_seat_once(lang):
    """Finding 2: no word when the seat's adventure became playable (its requirements met, MY-ADV-2). A big line (a
    toast) names it by its card name, in the table's language, for its seat only, and once."""
    widget = _ready(lang)
    before = len(widget.log_lines)
    widget.play("play", card=_hand(widget, 0, "governmental_cover_up"), target="p1")
    adventure = card_name("whispers_in_darkness", lang)
    said = [line for line in widget.log_lines[before:] if adventure in line["text"] and READY[lang] in line["text"]]
    assert len(said) == 1 and said[0].get("big"), widget.log_lines[before:]
    other = Frames("mythos").of(widget.state, MatchPositions(widget.match), "p1", lang)["log_lines"]
    assert not any(READY[lang] in line["text"] for line in other), other
    seen = len(widget.log_lines)
    widget.play("pass") if widget.state.to_act == "p1" else None
    assert not any(READY[lang] in line["text"] for line in widget.log_lines[seen:]), widget.log_lines[seen:]


SCORED = {"en": "+8 adventure points", "ja": "+8"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_MY_ADV_3_a_completed_adventure_tells_its_seat_what_it_scored(lang):
    """Finding 2: completing an adventure is announced with what it scored (MY-ADV-3: its points and its Sanity): the
    seat's toast carries a note naming the adventure, its points and the Sanity it brought."""
    widget = _ready(lang)
    widget.play("play", card=_hand(widget, 0, "governmental_cover_up"), target="p1")
    if widget.state.to_act == "p1":
        widget.play("pass")
    assert widget.state.to_act == "p0", widget.state.to_act
    before = len(widget.log_lines)
    widget.play("play", card=_hand(widget, 0, "whispers_in_darkness"))
    adventure = card_name("whispers_in_darkness", lang)
    done = [line for line in widget.log_lines[before:] if line.get("big") and adventure in line.get("note", "")]
    assert done and SCORED[lang] in done[0]["note"] and "3" in done[0]["note"], widget.log_lines[before:]
