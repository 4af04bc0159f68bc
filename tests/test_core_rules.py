"""The shared rules base (core.rules) through the Letter Rules: defaults, validation, replace, describe."""
import dataclasses

import pytest

from cthulhu_widgets.core.errors import InvalidRules
from cthulhu_widgets.games.letter import Rules

SPEC_DEFAULTS = {
    "clue_count": 6, "remove_random_insane": True, "clue_top": "hidden",
    "opponent_insane_rows": "insanity_cards_only", "trapezohedron_forced_when_insane": False,
    "check_mode": "consume", "short_check": "lose", "empty_draw": "lose", "guess_values": "not_one",
    "trapezohedron_trigger": "on_play", "cthulhu_taken_wins": True, "deep_ones_order": "reveal_first",
    "yith_tie": "nothing", "opponent_hound_condition": "not_insane", "hound_answer": "player_choice",
    "braincase_forced_discard": "harmless", "partner_discard": "player",
}


def test_every_option_of_the_spec_with_its_default():
    """Every option named in letter.md exists with the spec's ★ default, and no other."""
    assert Rules().to_dict() == SPEC_DEFAULTS


@pytest.mark.parametrize("name,bad", [("clue_count", 16), ("clue_count", -1), ("clue_count", True),
                                      ("clue_top", "open"), ("remove_random_insane", 1),
                                      ("empty_draw", None)])
def test_bad_values_say_what_is_allowed(name, bad):
    with pytest.raises(InvalidRules) as e:
        Rules(**{name: bad})
    assert "allowed" in str(e.value) and name in str(e.value)


def test_replace_returns_a_new_validated_object():
    r = Rules()
    r2 = r.replace(clue_count=4)
    assert (r.clue_count, r2.clue_count) == (6, 4)
    with pytest.raises(InvalidRules, match="unknown"):
        r.replace(clue_cuont=4)
    with pytest.raises(InvalidRules):
        r.replace(yith_tie="sometimes")
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.clue_count = 3


def test_describe_is_a_table_of_every_option():
    table = Rules.describe()
    assert [row["option"] for row in table] == list(SPEC_DEFAULTS)
    row = Rules(clue_count=3).describe()[0]
    assert row["value"] == 3 and row["default"] == 6 and row["doc"] and row["allowed"] == "0 to 15"
    md = table.to_markdown()
    assert md.splitlines()[0].startswith("| option | value | default")
    assert table._repr_markdown_() == md


def test_from_dict_and_changes_round_trip():
    r = Rules(yith_tie="player_loses", clue_count=5)
    assert r.changes() == {"yith_tie": "player_loses", "clue_count": 5}
    assert Rules.from_dict(r.changes()) == r
    assert Rules.from_dict(None) == Rules()
    with pytest.raises(InvalidRules):
        Rules.from_dict(["clue_count", 5])
    with pytest.raises(InvalidRules, match="unknown"):
        Rules.from_dict({"nope": 1})
