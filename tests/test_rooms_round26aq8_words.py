"""Review 25 (AQ8, room_zh 7): the room's Chinese words. CH-P5's Protection lasts until the protected seat's own next
turn begins: "你受到保护，直到其下一回合。" read as someone else's turn ("its"); it names the seat again."""
from cthulhu_widgets.frames.story import _tight
from cthulhu_widgets.games.chaos.texts import event_text


def test_ch_p5_protection_says_whose_next_turn_in_chinese():
    mine = {"zh": "你受到保护，直到你的下一回合开始。", "zh-TW": "你受到保護，直到你的下一回合開始。"}
    for lang, you in mine.items():
        assert _tight(event_text("protected", {"seat": "你"}, lang), {"你"}) == you
        said = event_text("protected", {"seat": "B1"}, lang)
        assert "其" not in said and said.count("B1") == 2, said
