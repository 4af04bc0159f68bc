"""Issue 23 round G (newcomer review 6): the Letter table teaches its key strategy and what Sane / Insane mean at the
moment they matter, in the prompt of the player's turn, in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# One clue (Investigators) over Cthulhu; the player holds Professor Henry Armitage and draws Cats of Ulthar.
LAST_CLUE = {"hand": ["professor_armitage"], "deck": ["cats_of_ulthar", "..."], "clues": ["investigators"]}
# Two clues: the same hand, nothing to warn of.
TWO_CLUES = {"hand": ["professor_armitage"], "deck": ["cats_of_ulthar", "..."],
             "clues": ["investigators", "elder_sign"]}
# The player is insane (Golden Mead in the discard) and holds Deep Ones: its Sane and its Insane rows are offered.
INSANE = {"hand": ["deep_ones"], "discard": ["golden_mead"], "deck": ["cats_of_ulthar", "elder_sign", "..."],
          "clues": ["investigators", "elder_sign"]}
# Insane with Liber Ivonis alone to choose rows for: its Insane row is its Sane row (LS-P4), no choice to teach.
LIBER = {"hand": ["liber_ivonis"], "discard": ["golden_mead"], "deck": ["cats_of_ulthar", "elder_sign", "..."],
         "clues": ["investigators", "elder_sign"]}
LAST = {"en": "Do not eliminate it yourself", "zh": "不要自己淘汰它", "ja": "自分で脱落させてはいけない"}
ROWS = {"en": '"Insane: …"', "zh": "「瘋狂：…」", "ja": "「狂気：…」"}


def test_LS_P10_the_turn_with_one_clue_left_teaches_not_to_eliminate_it():
    """LS-P10 / LS-TURN-2: the prompt of a turn whose play may eliminate the last clue says why not to (Cthulhu comes
    on top and the opponent plays it) and what to do instead; with two clues it says nothing of it."""
    for lang in LANGS:
        said = LetterWidget(seed=3, setup=LAST_CLUE, lang=lang).prompt
        assert LAST[lang] in said, said
        assert {"en": "Cthulhu", "zh": "克蘇魯", "ja": "クトゥルフ"}[lang] in said
        assert LAST[lang] not in LetterWidget(seed=3, setup=TWO_CLUES, lang=lang).prompt
    assert "  " not in LetterWidget(seed=3, setup=LAST_CLUE).prompt
    assert "。克蘇魯" in LetterWidget(seed=3, setup=LAST_CLUE, lang="zh").prompt   # no space between zh sentences


def test_LS_ORIG_10_a_sane_insane_choice_says_what_the_rows_mean():
    """LS-ORIG-10: when an insane player may play an Insanity card on either row, the prompt says what insane means
    and how to choose the row (the chips' words); not while the only Insane row is the Sane one (Liber Ivonis)."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=INSANE, lang=lang)
        assert any(m["fields"].get("effect") == "insane" for m in w.legal)
        assert ROWS[lang] in w.prompt, w.prompt
        assert ROWS[lang] not in LetterWidget(seed=3, setup=LIBER, lang=lang).prompt
        assert ROWS[lang] not in LetterWidget(seed=3, setup=TWO_CLUES, lang=lang).prompt


def test_LS_ORIG_10_a_sane_players_insanity_card_says_sane_now_insane_after():
    """LS-ORIG-10 / LS-CHECK-1: while a sane player may play an Insanity card, the prompt names it and says it uses
    its Sane effect now, and that in the discard it makes the player insane (the check, the Insane effects)."""
    sane = {"hand": ["deep_ones"], "deck": ["cats_of_ulthar", "elder_sign", "..."],
            "clues": ["investigators", "elder_sign"]}
    name = {"en": "Deep Ones", "zh": "深潛者", "ja": "深きものども"}
    mark = {"en": "You are sane", "zh": "你未瘋狂", "ja": "あなたは正気"}
    for lang in LANGS:
        said = LetterWidget(seed=3, setup=sane, lang=lang).prompt
        assert name[lang] in said and mark[lang] in said, said
        assert mark[lang] not in LetterWidget(seed=3, setup=TWO_CLUES, lang=lang).prompt   # no Insanity card held
        assert mark[lang] not in LetterWidget(seed=3, setup=INSANE, lang=lang).prompt      # insane already
