"""Newcomer review 20, Letter (en finding 1, zh finding 2): with one clue left and its value known, only the name
that hits it eliminates the last clue (LS-P1, LS-P10: a loss); that chip alone carries the ⚠, so the table never
draws it as the glowing, recommended one (js/src/letter/round20af.test.js), and a name that misses says no danger."""
from __future__ import annotations

from cthulhu_widgets.games.letter.sentences.danger import LABEL
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# 056_g3_6: one clue, a known Elder Sign (4), over Cthulhu; the player holds Investigators, draws Armitage
KNOWN_LAST = {"hand": ["investigators"], "deck": ["professor_armitage", "..."], "clues": ["elder_sign"]}
# 088_g6_9: the same with Deep Ones played Sane by an insane player (Golden Mead in the discard)
DEEP_ONES = {**KNOWN_LAST, "hand": ["deep_ones"], "discard": ["golden_mead"]}


def labels(setup: dict, lang: str) -> dict:
    """Return the chip words of each legal move, by move id, of a table whose clue tops are face up."""
    w = LetterWidget(seed=3, setup=setup, rules={"clue_top": "revealed"}, lang=lang)
    return {m["id"]: m["label"] for m in w.legal}


def test_LS_P10_only_the_name_of_the_known_last_clue_warns():
    """LS-P1 / LS-P10: naming 4 eliminates the known Elder Sign, the last clue (a loss): ⚠; naming 2 misses it and
    eliminates nothing: no last-clue warning (all eight chips warned, so the band moved the ⚠ into the prompt)."""
    for lang in LANGS:
        # a sure elimination of the known last clue says it as a fact since round KK (review 41, letter_zh 2)
        warn = LABEL[lang]["last_clue_sure"]
        chips = labels(KNOWN_LAST, lang)
        assert warn in chips["play card=investigators guess=4"], chips
        assert all(warn not in chips[f"play card=investigators guess={v}"] for v in (2, 3, 5, 6, 7, 8)), chips
        deep = labels(DEEP_ONES, lang)
        assert warn in deep["play card=deep_ones effect=sane guess=4"], deep
        assert warn not in deep["play card=deep_ones effect=sane guess=5"], deep


def test_LS_P10_the_prompt_still_says_do_not_eliminate_the_last_clue():
    """The turn's prompt keeps its "Only 1 clue is left … do not eliminate it yourself" line (one chip still warns).
    A known Great Race of Yith: a known Elder Sign as the last clue is a lost game, said so (LS-O4, round AG1)."""
    w = LetterWidget(seed=3, setup={**KNOWN_LAST, "clues": ["great_race_of_yith"]}, rules={"clue_top": "revealed"})
    assert "Only 1 clue is left" in w.prompt, w.prompt


def test_frames_for_the_chip_test_are_current():
    """js/src/letter/round20af_frames.json: the known last clue's tables (en, zh, ja; Investigators and Deep Ones)
    that round20af.test.js lays out with the naming card selected (UPDATE_GOLDEN=1 rewrites it)."""
    from pathlib import Path

    from conftest import check_fixture
    from test_js_fixtures import payload

    frames = {f"{name}_{lang}": payload(LetterWidget(seed=3, setup=setup, rules={"clue_top": "revealed"}, lang=lang))
              for name, setup in (("investigators", KNOWN_LAST), ("deep_ones", DEEP_ONES)) for lang in LANGS}
    catalog = next(iter(frames.values()))["catalog"]   # one catalog (it holds every language), kept once
    frames = {"catalog": catalog, **{k: {**f, "catalog": None} for k, f in frames.items()}}
    check_fixture(Path(__file__).resolve().parents[1] / "js" / "src" / "letter" / "round20af_frames.json", frames)
