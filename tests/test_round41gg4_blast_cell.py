"""Review 38, chaos_en 2 (shots 236→245, 259→264): a bomb went off on e1, its burst mark read as "used up", and a new
hidden bomb there (an enemy Mischief plant, CH-G2) sent the reader home (CH-MOVE-4). A step onto a blast cell says
it may hold a new bomb while enemy plants stand; from public events and the seat's own view only (CH-HIDE-2)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import chaos as frame
from cthulhu_widgets.games import chaos

LANGS = ("en", "zh", "zh-TW", "ja")
A7 = (7, 1)   # 1-based: A1 (patient) at a8 steps to a7
SAID = {"en": "A bomb went off on a7 before, but enemy Mischief bombs stand now: a new one may lie here.",
        "zh": "a7 之前炸过，但敌方的捣蛋炸弹还在：这里可能埋了新的炸弹。",
        "zh-TW": "a7 之前炸過，但敵方的搗蛋炸彈還在：這裡可能埋了新的炸彈。",
        "ja": "a7 では前に爆弾が爆発したが、今は敵の「撹乱」の爆弾がある：ここに新しい爆弾があるかもしれない。"}


def _game(bombs=((3, 3), (4, 4), (5, 5), (6, 6))):
    """A1 (a patient at a8) to move; the 4 bombs from the start at `bombs` (1-based [row, col])."""
    return chaos.new_game(seed=7, setup={"start": "A1", "bombs": [list(b) for b in bombs],
                                         "hands": {"A1": ["sprint_moon", "amnesia_skull"]}})


def _risk(s, lang="en", cell=A7):
    moves = frame.legal(s, s.legal_actions(), lang)
    return next(m["target"].get("risk") for m in moves if m["target"].get("cell") == list(cell))


@pytest.mark.parametrize("lang", LANGS)
def test_round41gg4_a_blast_cell_with_enemy_plants_standing_may_hold_a_new_bomb(lang):
    """Review 38, chaos_en 2: B1 was hurt on a7 (CH-MOVE-4), then B2's Mischief planted 2 bombs A1 cannot see (CH-G2):
    a7's step says a blast cell can hold a new bomb."""
    s = _game()
    s._hurt("B1", (6, 0))   # 0-based a7
    s._plant("B2", [(2, 2), (2, 6)])
    assert SAID[lang] in _risk(s, lang), _risk(s, lang)


def test_round41gg4_a_blast_cell_with_no_plant_standing_says_nothing_of_a_new_bomb():
    s = _game()
    s._hurt("B1", (6, 0))
    assert "went off" not in _risk(s), _risk(s)


def test_round41gg4_blast_cell_words_do_not_depend_on_where_hidden_bombs_lie_CH_HIDE_2():
    """Two deals differing only in where the hidden bombs (and the plants) lie give the same words."""
    said = []
    for bombs, plants in ((((3, 3), (4, 4), (5, 5), (6, 6)), [(2, 2), (2, 6)]),
                          (((2, 5), (5, 1), (1, 2), (4, 4)), [(6, 0), (3, 3)])):
        s = _game(bombs)
        s._hurt("B1", (6, 0))
        s._plant("B2", plants)
        said.append(_risk(s))
    assert said[0] == said[1] and SAID["en"] in said[0]


@pytest.mark.parametrize("lang", LANGS)
def test_round41gg4_a_past_blast_tip_says_a_new_bomb_may_have_been_planted_since(lang):
    """Review 38, chaos_en 2 (236→245): the burst's tip said the bomb 'is gone'; it now says a new hidden one may have
    been planted there since (CH-G2), keeping the round it went off in."""
    from cthulhu_widgets.games.chaos.sentences import en, ja, legend_words, zh, zh_tw   # noqa: F401 (registers it)
    tip = {"en": en, "zh": zh, "zh-TW": zh_tw, "ja": ja}[lang].BOARD.get("blast_past")
    said = {"en": "may have planted a new hidden one here since", "zh": "可能在这里埋了新的", "zh-TW": "可能在這裡埋了新的",
            "ja": "新しい隠れた爆弾が置かれたかもしれない"}[lang]
    assert tip and said in tip, tip
