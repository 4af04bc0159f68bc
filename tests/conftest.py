"""Shared helpers: scenario builders for the Letter engine and the hypothesis profile."""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from cthulhu_widgets.games import letter

settings.register_profile("ci", max_examples=60, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=1000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

def scenario(hand: str, deck: list[str], clues: list[str], *, rest: str = "deck", seed: int = 0,
             rules=None, **zones):
    """Return a new game laid out exactly: `hand` is the one card dealt, `deck` and `clues` top first.

    The player's first turn draws deck[0]. Cards the scenario does not name go below the named deck
    cards, shuffled (`rest="deck"`), or out of the game (`rest="removed"`, so the deck is exactly `deck`).
    Other zones (discard, opponent_discard, unused, removed) pass through to the setup.
    """
    setup = {"hand": [hand], "deck": list(deck), "clues": list(clues), **zones}
    if rest == "deck":
        setup["deck"].append("...")
    else:
        r = letter.Rules.from_dict(rules)
        left = leftover(setup)
        if r.remove_random_insane and "unused" not in setup:
            setup["unused"] = [next(k for k in left if k in INSANE_1_TO_7_IDS)]
            left.remove(setup["unused"][0])
        setup["removed"] = list(setup.get("removed", [])) + left
    return letter.new_game(seed, rules=rules, setup=setup)


INSANE_1_TO_7_IDS = ["deep_ones", "golden_mead", "hound_of_tindalos", "liber_ivonis", "mi_go",
                     "nyarlathotep", "shining_trapezohedron"]


def leftover(setup: dict) -> list[str]:
    """Return the card ids a setup does not place (Necronomicon, Cthulhu, Braincase excepted)."""
    left = [k.id for k in letter.KINDS for _ in range(k.count)
            if k.id not in ("necronomicon", "cthulhu", "mi_go_braincase")]
    for ids in setup.values():
        for kind in ([ids] if isinstance(ids, str) else ids):
            if kind in left:
                left.remove(kind)
    return left


def names(cards) -> list[str]:
    """Return the card ids of a list of view card dicts (hidden ones as '?')."""
    return [c.get("id", "?") for c in cards]


def kinds(state, zone: str) -> list[str]:
    """Return the card ids in one zone of the state, top card first for deck and opponent stack."""
    from cthulhu_widgets.games.letter.cards import CARD_KIND
    cards = state.zones()[zone]
    if zone in ("deck", "opponent"):
        cards = cards[::-1]
    return [CARD_KIND[c] for c in cards]


def event_rules(state) -> list[str]:
    """Return the rule IDs of the events of the last step."""
    return [e.rule for e in state.events]


@pytest.fixture
def rules():
    """Return the default Letter rules."""
    return letter.Rules()


def check_fixture(path, data) -> None:
    """Assert a front-end fixture file holds `data` (UPDATE_GOLDEN=1 rewrites it first): the JS tests read it."""
    import json

    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: run UPDATE_GOLDEN=1 make test"
    assert json.loads(path.read_text(encoding="utf-8")) == json.loads(json.dumps(data)), \
        f"{path.name} is stale: run UPDATE_GOLDEN=1 make test and review the diff"


@pytest.fixture(scope="session")
def no_node(tmp_path_factory):
    """Return the failing Node-tool shims (test_packaging.py, test_binder.py)."""
    import packaging_support

    return packaging_support.no_node(tmp_path_factory)


@pytest.fixture(scope="session")
def dist(tmp_path_factory, no_node):
    """Return the sdist and wheel, built once per session (test_packaging.py, test_binder.py)."""
    import packaging_support

    return packaging_support.build_dist(tmp_path_factory, no_node)
