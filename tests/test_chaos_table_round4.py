"""CHAOS table, issue 23 round 4 (the newcomer's findings 1 and 6): the views js/src/chaos/round4.test.js lays out.

Finding 1: a ghost whose hand holds five cards of one suit, after its move, has 20 time declarations; their chips (one
per set) grew the table by ~700 px and pushed "Your hand" far below the board. Finding 6: the hand of a seat whose
role changed says why its other cards are hatched. Regenerate with `UPDATE_GOLDEN=1` (this file alone)."""
from pathlib import Path

import pytest
from conftest import check_fixture
from test_js_fixtures_chaos import payload

from cthulhu_widgets.widgets import ChaosWidget

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"
HAND = ["amnesia_skull", "schizophrenia_eye", "sprint_eye", "prank_eye", "brainwash_eye", "mischief_eye"]


def ghost_with_time_sets(lang: str) -> ChaosWidget:
    """Return A1, a ghost holding five Eye cards (two of them patient cards), after its move: cards to play."""
    w = ChaosWidget(seed=5, seat="A1", lang=lang, setup={
        "first": "A", "start": "A1", "bombs": [[4, 4], [6, 6]], "roles": {"A1": "ghost", "A2": "patient"},
        "hands": {"A1": HAND, "A2": ["sprint_moon"], "B1": ["amnesia_moon"], "B2": ["prank_skull"]}})
    w.play("move", row=7, col=1)
    return w


SCENES = {"time": "en", "time_zh": "zh", "time_ja": "ja"}


@pytest.mark.parametrize("name", sorted(SCENES))
def test_round4_fixture_is_current(name):
    """The fixture the vitest reads is what the widget sends (a ghost with 20 time sets: finding 1)."""
    check_fixture(FIXTURES / f"chaos_round4_{name}.json", payload(ghost_with_time_sets(SCENES[name])))


def test_the_position_has_many_time_sets_and_a_ghost_holding_patient_cards():
    """The position still shows what the layout tests need: more than 10 time sets, the ghost's patient cards."""
    w = ghost_with_time_sets("en")
    assert sum(a["kind"] == "declare_time" for a in w.legal) == 20
    me = next(p for p in w.view["pieces"] if p["seat"] == "A1")
    assert me["role"] == "ghost"
    assert {c["role"] for c in w.view["hands"]["A1"]["cards"]} == {"patient", "ghost"}
