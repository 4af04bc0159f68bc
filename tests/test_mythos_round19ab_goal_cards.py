"""Round AB (fixer AB2), newcomer review 18, Mythos Q1: '2 different Cemetery locations 1/2' stayed at 1/2 with
Congregational Hospital and The Forgotten Crypt (both Cemetery icon) in the story deck, and nothing said the Crypt
was counted for its own line. Each requirement of the seat's own adventures names the cards that fill it, and a card
that fits a line but is counted on another says where (MY-ADV-2: each requirement needs a distinct card)."""
from __future__ import annotations

import json

from jsonschema import Draft202012Validator

from cthulhu_widgets.games import mythos
from cthulhu_widgets.schemas import view_schema

CEMETERIES, CRYPT = 3, 6


def _goal(story, p1_story=()):
    s = mythos.new_game(0, None, {"players": [{"story": list(story), "hand": ["alone_in_the_world"]},
                                              {"story": list(p1_story)}]})
    return s, s._goals(0)[0]


def test_each_line_names_the_cards_it_counts():
    """The cemeteries line names Congregational Hospital; the Crypt's line names the Crypt (MY-ADV-2)."""
    _, goal = _goal(["the_forgotten_crypt", "congregational_hospital"])
    assert goal["have"][CEMETERIES] == 1
    assert goal["cards"][CEMETERIES] == ["congregational_hospital"]
    assert goal["cards"][CRYPT] == ["the_forgotten_crypt"]
    assert all(len(c) == h for c, h in zip(goal["cards"], goal["have"]))


def test_a_card_counted_on_another_line_is_said_where():
    """The Forgotten Crypt has the Cemetery icon but fills its own line: the short cemeteries line says so."""
    _, goal = _goal(["the_forgotten_crypt", "congregational_hospital"])
    assert goal["elsewhere"][CEMETERIES] == [{"id": "the_forgotten_crypt", "on": CRYPT}]
    assert goal["elsewhere"][CRYPT] == []
    # a full line needs no such note
    _, goal = _goal(["the_forgotten_crypt", "congregational_hospital", "kings_church_cemetary"])
    assert goal["have"][CEMETERIES] == 2 and goal["elsewhere"][CEMETERIES] == []


def test_only_the_seats_own_cards_are_named():
    """An opponent's story deck is not the seat's pool: its cemeteries are never named on the seat's lines."""
    s, goal = _goal(["the_forgotten_crypt"], p1_story=["central_hill", "old_congregational_church"])
    named = {c for line in goal["cards"] for c in line} | {e["id"] for line in goal["elsewhere"] for e in line}
    assert named == {"the_forgotten_crypt"}
    Draft202012Validator(view_schema("mythos")).validate(json.loads(json.dumps(s.view("p0"))))
