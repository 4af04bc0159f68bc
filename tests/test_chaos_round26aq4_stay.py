"""The end chip says when there is no card to play (round AQ, fixer AQ4; newcomer review 25, room_zh 10: after 不移动
a second tap 结束出牌并抽牌 was needed with nothing to play, untold). CH-CARD-4: (3) any number of cards, none when
none is playable, then (5) the draw. The tap stays (a page's Python scripts play 'stay' then 'end'): the chip says
why it is the only one."""
from __future__ import annotations

from cthulhu_widgets.frames.chaos import legal
from cthulhu_widgets.games import chaos


def _game(a1):
    setup = {"first": "A", "start": "A1", "bombs": [], "key": None,
             "pieces": {"A1": [8, 1], "A2": [3, 3], "B1": [1, 3], "B2": [1, 8]},
             "hands": {"A1": a1, "A2": ["possession_eye", "vanish_moon", "mischief_eye"],
                       "B1": ["sprint_eye", "sprint_skull", "checkup_moon"],
                       "B2": ["prank_moon", "vanish_skull", "brainwash_eye"]}}
    return chaos.new_game(3, setup=setup)


def _end(s, lang="en"):
    return next(m for m in legal(s, s.legal_actions(), lang) if m["kind"] == "end")


NOTHING = ["possession_moon", "vanish_eye", "mischief_skull"]   # ghost cards in a patient's hand (CH-CARD-5), mixed suits


def test_after_stay_with_no_card_to_play_the_end_chip_says_so_CH_CARD_4():
    """A1, a patient holding only ghost cards, stays: its one chip says it draws, and why nothing else is offered."""
    s = _game(NOTHING)
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    assert [a.kind for a in s.legal_actions()] == ["end"]
    said = {"en": "Draw: no card to play", "zh": "抽牌：没有可出的牌", "zh-TW": "抽牌：沒有可出的牌",
            "ja": "引く：出せるカードがない"}
    for lang, words in said.items():
        assert _end(s, lang)["label"] == words, lang


def test_with_a_card_to_play_the_end_chip_is_as_before():
    """With a card it may play after staying (its own Protection), the end chip reads 'End cards and draw'."""
    s = _game(["protection_eye", "possession_moon", "mischief_skull"])
    s.apply(next(a for a in s.legal_actions() if a.kind == "stay"))
    assert _end(s)["label"] == "End cards and draw"
