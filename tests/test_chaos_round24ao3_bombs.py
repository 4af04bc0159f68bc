"""Newcomer review 23, room_en finding 1 (093_t2d/094_t2e, 060_r6a): a blast was told two ways. 'B1 steps on the
temporary bomb your partner A2 planted at e1' in one game; in the next 'B1 steps on a hidden bomb at f1 … the others
stay hidden', though f1 held A2's temporary bomb (a permanent one lay under it too) and A1's table listed it as
A2's. A blast on a plant is told to the planter's team as that plant, always (CH-G2, CH-MOVE-4); the other team
reads only what it may know (CH-HIDE-2): a bomb that may have been the enemy's plant or a hidden one from the start,
the same words whether a permanent bomb lay there or not."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

LANGS = ("en", "ja", "zh", "zh-TW")
TEMPORARY = {"en": "temporary bomb", "ja": "一時的な爆弾", "zh": "临时炸弹", "zh-TW": "臨時炸彈"}
PARTNER = {"en": "your partner A2", "ja": "A2", "zh": "A2", "zh-TW": "A2"}
# the other team's line: either kind may it have been, and only team A knows which
ONLY_A_KNOWS = {"en": "only team A knows", "ja": "知っているのはチーム A だけ", "zh": "只有 A 组知道",
                "zh-TW": "只有 A 組知道"}
OTHERS_HIDDEN = {"en": "the others stay hidden", "ja": "ほかの爆弾は隠れたまま", "zh": "其余炸弹仍然隐藏",
                 "zh-TW": "其餘炸彈仍然隱藏"}


def _blast(permanent_too: bool, plant: bool = True) -> Match:
    """B1 steps from h1 onto g1, where A2's temporary bomb stands (and a permanent bomb too, if `permanent_too`)."""
    setup = {"first": "B", "start": "B1", "bombs": [[1, 7]] if permanent_too else [], "key": [4, 4]}
    if plant:
        setup["temp_bombs"] = [{"cell": [1, 7], "planter": "A2"}]
    match = Match.new(chaos, seed=1, setup=setup)
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == "move" and a.get("row") == 1 and a.get("col") == 7))
    return match


def _blast_line(match, reader, lang) -> str:
    lines = [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]
    return next(text for text in reversed(lines) if "g1" in text and "h1" in text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("permanent_too", (False, True))
def test_the_planters_team_reads_its_plant_whatever_lay_under_it(lang, permanent_too):
    """A1 and A2 know A2's plant on g1: the blast is the temporary bomb A2 planted, a permanent bomb under it or not."""
    match = _blast(permanent_too)
    for reader in ("A1", "A2"):
        line = _blast_line(match, reader, lang)
        assert TEMPORARY[lang] in line, (reader, line)
        assert OTHERS_HIDDEN[lang] not in line, (reader, line)
    assert PARTNER[lang] in _blast_line(match, "A1", lang)   # A2 reads "you planted"


@pytest.mark.parametrize("lang", LANGS)
def test_the_other_team_reads_only_what_it_may_know(lang):
    """B1 and B2 saw A2 plant (not where): the blast may have been A2's plant or a hidden bomb from the start; the
    words are the same whether a permanent bomb lay there too, and never call it a sure temporary bomb."""
    for reader in ("B1", "B2"):
        plain, both = (_blast_line(_blast(p), reader, lang) for p in (False, True))
        assert plain == both, (plain, both)
        assert ONLY_A_KNOWS[lang] in plain, plain
        assert OTHERS_HIDDEN[lang] not in plain, plain


@pytest.mark.parametrize("lang", LANGS)
def test_a_hidden_bomb_with_no_plant_standing_keeps_its_words(lang):
    """No plant stands: the blast was a hidden bomb from the start, and every seat reads so."""
    match = _blast(True, plant=False)
    for reader in ("A1", "B2"):
        line = _blast_line(match, reader, lang)
        assert OTHERS_HIDDEN[lang] in line and TEMPORARY[lang] not in line, line
