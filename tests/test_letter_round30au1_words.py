"""Letter, newcomer review 29 (round AU, fixer AU1), letter_zh 6 and 7: the story's words. One elimination told once
("較大，對手的牌被淘汰。 對手的舊神印記被淘汰。", LS-P3); a check's cards without a chain of colons (LS-CHECK-1); Liber
Ivonis, one effect either way (LS-P4), not told "(Sane effect)" to a mad reader (067); the Insanity line's turns are
the reader's own ("你的 13 個回合"), the header's count both sides."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames.letter import UI
from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
GONE = {"en": "eliminated", "zh": "淘汰", "ja": "脱落"}
YOURS = {"en": "of yours", "zh": "你的 {turns} 個回合"}   # ja says ターン, the reader's own (its header: 手番)


def _lines(w: LetterWidget) -> list:
    return [line["text"] for line in w.log_lines if not line.get("turn")]


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P3_a_compare_that_wins_tells_the_elimination_once(lang):
    """Nyarlathotep (6) against Elder Sign (4): the compare says higher, the next line the elimination."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["great_race_of_yith"], "deck": ["nyarlathotep", "..."],
                                               "clues": ["elder_sign", "investigators", "cats_of_ulthar"]})
    w.command({"cmd": "act", "id": "play card=great_race_of_yith compare=hand"})
    said = _lines(w)
    told = [t for t in said if GONE[lang] in t]
    assert len(told) == 1, said


@pytest.mark.parametrize("lang", ("zh",))   # (ja's own wording kept: a longer one pushed the desk's end board past 800)
def test_LS_CHECK_1_a_checks_cards_take_one_colon(lang):
    """N = 1 (Golden Mead in the discard): the check's line names its card after one full-width colon."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["silver_key"], "deck": ["investigators", "elder_sign", "..."],
                                               "discard": ["golden_mead"]})
    check = next(t for t in _lines(w) if "調查員" in t or "探索者" in t)
    assert check.count("：") == 1, check


@pytest.mark.parametrize("lang", LANGS)
def test_LS_P4_liber_ivonis_is_told_without_a_row_to_a_mad_reader(lang):
    """Insane (Golden Mead in the discard): Liber Ivonis played, the line names no Sane effect."""
    w = LetterWidget(seed=3, lang=lang, setup={"hand": ["liber_ivonis"], "deck": ["investigators", "elder_sign", "..."],
                                               "discard": ["golden_mead"]})
    w.command({"cmd": "act", "id": next(a["id"] for a in w.legal if "liber_ivonis" in a["id"])})
    play = [line["text"] for line in w.log_lines if line.get("you") and any(c == "liber_ivonis" for _, c in
                                                                          line.get("cards", ()))]
    assert play and not any(w in play[-1] for w in ("Sane", "理智", "正気")), play


@pytest.mark.parametrize("lang", ("en", "zh"))
def test_the_insanity_lines_count_the_readers_own_turns(lang):
    """letter_zh 6: "約 13 回合" read as the header's turns (both sides)."""
    for key in ("insanity_zero", "insanity_next", "insanity_race"):
        assert YOURS[lang] in UI[lang][key], (key, UI[lang][key])
