"""Round BA, fixer BA2 (newcomer review 33, room_en 1 and room_zh 2): sent back to spawn 7 times, the reader never
learned how a patient moves safely; Protection's text read like a shield for its own step, which it never is when
played from the hand (CH-CARD-4: only Checkup comes before the move; CH-P5 lasts to the seat's next turn). At the
reader's first bomb hit after the course, one tip, once a game: Checkup before the step, what Protection guards, and
that bombs planted or moved since a Checkup are not on it (CH-G2). Failed before (no such moment)."""
from __future__ import annotations

import pytest

from test_round32ax2_enemy_cards import position

from cthulhu_widgets.frames.coach import FINDERS, MOMENTS
from cthulhu_widgets.frames.coach_moments import moment_now


def now(game, seat="A1"):
    """Return the moment shown at the last of `game`, as a Learn table finds them (the course's topics left out)."""
    return moment_now(game, seat, 0, *FINDERS["chaos"])

SAID = {"en": ("Checkup before you move", "Protection played after your step", "planted or moved after"),
        "zh": ("先打体检", "保护在你移动之后", "之后新埋或移动的炸弹"),
        "zh-TW": ("先打體檢", "保護在你移動之後", "之後新埋或移動的炸彈"),
        "ja": ("動く前に検診", "保護は移動のあと", "置かれたり動かされたりした爆弾")}


def hit(seat):
    return ("bomb", {"seat": seat, "cell": [3, 3], "effect": "respawn"}, None)


def test_the_readers_first_bomb_hit_tells_how_to_step_safely_once():
    game = [position("A1"), position("A1", [hit("A1")]), position("A2"), position("B1"), position("A1"),
            position("A1", [hit("A1")]), position("A2")]
    assert now(game[:2]) == ("safe_steps", "safe_steps")
    assert [now(game[:k]) for k in (5, 6, 7)] == [None] * 3   # its next decision taken; a second hit: once a game


def test_another_seats_hit_is_not_the_readers():
    assert now([position("A1"), position("B1", [hit("B1")])]) is None


@pytest.mark.parametrize("lang", list(SAID))
def test_the_tip_says_the_three_things(lang):
    said = MOMENTS["chaos"][lang]["safe_steps"]
    assert all(words in said for words in SAID[lang]), said
    assert MOMENTS["chaos"][lang]["head"]["safe_steps"]
