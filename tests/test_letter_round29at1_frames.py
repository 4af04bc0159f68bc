"""Letter, newcomer review 28 (round AT, fixer AT1): the frames js/src/letter/round29at1_*.test.js lay out
(js/src/letter/round29at1_frames.json; UPDATE_GOLDEN=1 rewrites it). letter_en 2: Mi-Go's first chip wrapped and moved
the chips below it (072 vs Armitage's), and after Deep Ones' Insane chip the Name chips came under the pointer (099/100)."""
from __future__ import annotations

from pathlib import Path

from conftest import check_fixture
from test_js_fixtures import payload

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
CLUES = ["cats_of_ulthar", "elder_sign", "great_race_of_yith"]
# a sane player (no Insanity card in the discard yet) choosing a two-target card: Armitage (one-line chips), Mi-Go
# (its self chip warns of N: two lines at a desk)
ARMITAGE = {"hand": ["professor_armitage"], "deck": ["elder_sign", "..."], "clues": CLUES}
MI_GO = {"hand": ["mi_go"], "deck": ["nyarlathotep", "..."], "clues": CLUES}
# Deep Ones with an Insanity card in the discard (N = 1): its Sane names and its Insane chip (099)
DEEP_ONES = {"hand": ["deep_ones"], "deck": ["nyarlathotep", "..."], "clues": CLUES, "discard": ["hound_of_tindalos"]}


def frames() -> dict:
    """Return the named frames (the catalog once): armitage, mi_go, deep_ones and deep_ones_named (its Insane chip
    pressed: the guess prompt) and played (the opponent's step to come), in each language."""
    out = {}
    for lang in LANGS:
        for name, setup in (("armitage", ARMITAGE), ("mi_go", MI_GO), ("deep_ones", DEEP_ONES)):
            out[f"{name}_{lang}"] = payload(LetterWidget(seed=3, setup=setup, lang=lang))
        w = LetterWidget(seed=3, setup=DEEP_ONES, lang=lang)
        w.command({"cmd": "act", "id": "play card=deep_ones effect=insane"})
        out[f"deep_ones_named_{lang}"] = payload(w)
        w = LetterWidget(seed=3, setup=ARMITAGE, lang=lang)   # played: "Opponent plays ▶" over "Your last turn: …"
        w.command({"cmd": "act", "id": "play card=professor_armitage target=opponent"})
        out[f"played_{lang}"] = {**payload(w), "log_lines": w.log_lines}   # what "Your last turn" tells
    catalog = out["armitage_en"]["catalog"]
    return {"catalog": catalog, **{k: {**f, "catalog": None} for k, f in out.items()}}


def test_frames_are_current():
    """The guess prompt follows the Insane chip (LS-P1 Insane row: the top card, not a 1, becomes known)."""
    data = frames()
    assert data["deep_ones_named_en"]["view"]["prompt"]["kind"] == "guess", data["deep_ones_named_en"]["view"]["prompt"]
    check_fixture(Path(__file__).resolve().parents[1] / "js" / "src" / "letter" / "round29at1_frames.json", data)
