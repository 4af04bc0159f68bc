"""Newcomer review 33, letter_zh 10 (003): the course's step 1 in zh-TW said "最上面的牌較小就被淘汰；⚠：較大你就輸",
hard to parse before the comparison's chips are seen. It says which card is compared with which, by its value: "6 比
最上面的牌大，它就被淘汰；⚠ 若它比 6 大，你就輸"."""
from cthulhu_widgets.games.letter.sentences.coach import COACH


def test_step_one_says_what_is_compared_plainly():
    text = COACH["zh"]["steps"][0]["text"]
    assert "較小就被淘汰" not in text and "⚠：較大" not in text, text
    assert "6 比最上面的牌大" in text and "比 6 大，你就輸" in text, text
