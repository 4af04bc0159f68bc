"""Newcomer review 17 (Mythos en desk), finding 2: five identical "Cast Petrify (Dr. Allen)" chips, no target named.
Every chip of a cast aimed at a card names that card, in en and ja, so no two chips read the same."""
import pytest

from cthulhu_widgets.frames import mythos as frame
from cthulhu_widgets.games import mythos


def _petrify_table():
    """p0 may cast Petrify from its tome; p1 has two allies it may be aimed at (MY-* Petrify: an opponent's ally)."""
    return mythos.new_game(0, None, {"players": [
        {"tomes": [{"card": "revelations_of_glaaki", "spells": ["petrify"]}]},
        {"allies": ["granny_orne", "luther_harden"]}], "first_player": "p0"})


@pytest.mark.parametrize("lang, names", [("en", ("Granny Orne", "Luther Harden")), ("ja", None)])
def test_each_cast_chip_names_its_target(lang, names):
    s = _petrify_table()
    casts = [e for e in frame.legal(s, s.legal_actions(), lang, "p0") if e["kind"] == "cast"]
    assert len(casts) == 2
    labels = [e["label"] for e in casts]
    assert len(set(labels)) == 2, labels                       # no two chips read the same
    assert len({e["text"] for e in casts}) == 2
    for e in casts:
        victim = frame.texts.inst_name(s, e["fields"]["victim"], lang)
        assert victim in e["label"] and victim in e["text"]
    if names:
        assert {n for n in names if any(n in label for label in labels)} == set(names)
