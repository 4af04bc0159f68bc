"""Actions: interned frozen records with a stable text and a JSON form; selection by kind and fields."""
import pickle

import pytest

from cthulhu_widgets.core.actions import Action, select
from cthulhu_widgets.core.errors import IllegalAction


def test_actions_are_interned_frozen_and_stable_text():
    a = Action("play", card="investigators", guess=5)
    assert a is Action("play", guess=5, card="investigators")
    assert str(a) == "play card=investigators guess=5"
    assert a["guess"] == 5 and a.get("target") is None
    with pytest.raises(AttributeError):
        a.kind = "x"


def test_json_round_trip_and_pickle():
    a = Action("answer", side="deck")
    assert Action.from_dict(a.to_dict()) is a
    assert pickle.loads(pickle.dumps(a)) is a


@pytest.mark.parametrize("bad", [None, "play", {"card": "x"}, {"kind": 3}, {"kind": "play", "card": [1]}])
def test_malformed_action_dicts_are_rejected(bad):
    with pytest.raises(IllegalAction):
        Action.from_dict(bad)


def test_select_finds_one_or_says_what_is_legal():
    legal = [Action("play", card="a", guess=1), Action("play", card="a", guess=2), Action("play", card="b")]
    assert select(legal, "play", {"card": "b"}) is legal[2]
    with pytest.raises(IllegalAction, match="matches 2"):
        select(legal, "play", {"card": "a"})
    with pytest.raises(IllegalAction, match="legal: play card=a guess=1") as e:
        select(legal, "play", {"card": "z"})
    assert e.value.legal == tuple(legal)


def test_bools_and_ints_intern_apart():
    """True == 1 in Python, but an action naming 1 is not an action naming True."""
    assert Action("guess", value=0) is not Action("guess", value=False)
    assert str(Action("guess", value=0)) == "guess value=0"
