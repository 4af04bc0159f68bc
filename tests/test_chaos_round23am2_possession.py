"""CHAOS round AM2 (newcomer review 23, chaos_ja finding 2, 113_g87): Possession was refused with 'no enemy patient
stands in the 3×3 around your piece' while B1 stood beside the ghost under Protection. A refusal names the real
reason (CH-P5: a protected seat is not hurt by forced moves until its next turn; CH-G1 needs a patient it can push)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos

LANGS = ("en", "zh", "zh-TW", "ja")


def _why_not(state, lang):
    return legal(state, state.legal_actions(), lang)[0]["target"].get("why_not", {})


def _ghost_beside_b1(protected: bool, far: bool = False):
    """A2 (ghost) on d1 after its step, B1 (patient) beside it on c1 (or far off on c5), Protection on B1 or not."""
    setup = {"first": "A", "start": "A2", "bombs": [], "key": [6, 2],
             "pieces": {"A2": [1, 4], "B1": [5, 3] if far else [1, 3], "B2": [7, 7], "A1": [8, 1]},
             "hands": {"A2": ["possession_moon"]}}
    if protected:
        setup["protected"] = {"B1": 0}
    s = chaos.new_game(seed=1, setup=setup)
    assert s.role["A2"] == "ghost" and s.role["B1"] == "patient"
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    assert not any(a.kind == "play" for a in s.legal_actions())
    return s


WORDS = {"en": "B1 is protected", "zh": "B1 受保护", "zh-TW": "B1 受保護", "ja": "B1 は保護中"}


@pytest.mark.parametrize("lang", LANGS)
def test_possession_refused_beside_a_protected_patient_names_the_protection(lang):
    """CH-P5 + CH-G1: B1 stands in A2's 3×3 but is protected: the why-not says so, not 'no enemy patient there'."""
    why = _why_not(_ghost_beside_b1(protected=True), lang)["possession_moon"]
    assert WORDS[lang] in why, why
    assert "3×3" not in why, why


@pytest.mark.parametrize("lang", LANGS)
def test_possession_refused_with_no_patient_near_keeps_the_3x3_reason(lang):
    """CH-G1: no enemy patient in the 3×3 (B1 far off, protected or not): the 3×3 reason, no word of protection."""
    for protected in (False, True):
        why = _why_not(_ghost_beside_b1(protected=protected, far=True), lang)["possession_moon"]
        assert "3×3" in why and WORDS[lang] not in why, why


def test_the_refusal_words_in_zh_tw_are_the_zh_words_converted():
    """zh-TW is zh by OpenCC s2twp, as tools/gen_zh_tw.py converts zh.py (OpenCC is in the test extras)."""
    pytest.importorskip("opencc")
    import importlib.util
    from pathlib import Path

    from cthulhu_widgets.games.chaos.sentences import refusal_words

    path = Path(__file__).resolve().parents[1] / "tools" / "gen_zh_tw.py"
    spec = importlib.util.spec_from_file_location("gen_zh_tw", path)
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    words = refusal_words.POSSESSION_REFUSED
    assert gen.convert(words["zh"], gen.converter()) == words["zh-TW"]
