"""Newcomer review 32 (round AZ, fixer AZ9), letter_en 2 / letter_zh: the phone's chips cut their words with "…".
js/src/letter/round34az9_frames.json holds the Letter frames (en, zh, ja) whose chips carry the Elder Sign warning of
the next-to-last clue (LS-O4), the longest ⚠ of a chip no recorded game had; round34az9_sign.test.js lays them out at
390×844 (UPDATE_GOLDEN=1 rewrites the file)."""
from pathlib import Path

from conftest import check_fixture
from test_js_fixtures_recorded_games import letter_frame

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")


def sign_frame(lang: str) -> dict:
    """Return the frame in which Professor Armitage may eliminate the next-to-last clue, an Elder Sign unseen."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["professor_armitage"], "deck": ["investigators", "..."],
                                               "clues": ["randolph_carter", "silver_key"]})
    return letter_frame(w)


def test_frames_are_current():
    """The fixture holds each language's frame, its chip warning of the Elder Sign."""
    frames = {lang: sign_frame(lang) for lang in LANGS}
    for frame in frames.values():
        assert any("⚠" in m.get("label", "") for m in frame["legal"]), frame["legal"]
    check_fixture(Path(__file__).resolve().parents[1] / "js" / "src" / "letter" / "round34az9_frames.json", frames)
