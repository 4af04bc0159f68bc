"""Views the front-end tests (vitest) lay out: generated from the engine, kept in sync by this test.

Regenerate with `UPDATE_GOLDEN=1 make test` after a change of the view format, then rerun vitest.
"""
from pathlib import Path

import pytest
from conftest import check_fixture

from cthulhu_widgets.widgets import LetterWidget

FIXTURES = Path(__file__).resolve().parents[1] / "js" / "src" / "fixtures"


def payload(w: LetterWidget) -> dict:
    """Return what the browser receives: the synced traits the layout reads."""
    return {"view": w.view, "legal": w.legal, "catalog": w.catalog_data, "lang": w.lang, "mode": w.mode,
            "error": w.error, "seat": w.seat, "banner": w.banner, "prompt": w.prompt}


# The opening of the start, design and error scenes: Mi-Go dealt, Liber Ivonis drawn (letter.test.js reads them).
OPENING = {"hand": ["mi_go"], "deck": ["liber_ivonis", "..."]}


def scenes() -> dict:
    """Return the named fixtures: a start, an answer prompt, the designer's view, a won game."""
    start = LetterWidget(seed=7, setup=OPENING)
    answer = LetterWidget(seed=1, setup={"hand": ["silver_key"], "deck": ["cats_of_ulthar", "elder_sign", "..."],
                                         "clues": ["great_race_of_yith", "investigators"]})
    answer.play("play", card="silver_key")
    answer.step()
    design = LetterWidget(seed=7, setup=OPENING, mode="design")
    won = LetterWidget(seed=3, setup={"hand": ["investigators"], "clues": [], "deck": ["elder_sign", "..."]})
    won.play("play", card="investigators", guess=8)
    bad = LetterWidget(seed=7, setup=OPENING, lang="ja")
    bad._on_command(bad, {"cmd": "act", "id": "play card=necronomicon"})
    return {name: payload(w) for name, w in
            {"start": start, "answer": answer, "design": design, "won": won, "error_ja": bad}.items()}


@pytest.mark.parametrize("name", ["start", "answer", "design", "won", "error_ja"])
def test_fixture_is_current(name):
    path = FIXTURES / f"letter_{name}.json"
    data = scenes()[name]
    check_fixture(path, data)
