"""Round O (newcomer review 11): the Letter table's words. LS-TURN-7: a protected side stays protected until its own
next turn: the story says whose (finding 5: zh "直到其下一回合" read as the opponent's turn)."""
from __future__ import annotations

import json

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# Elder Sign in hand: its Sane effect protects the player until the player's next turn (LS-TURN-7)
ELDER = {"hand": ["elder_sign"], "deck": ["cats_of_ulthar", "silver_key", "..."], "clues": ["elder_sign", "investigators"]}
MINE = {"en": "You are protected until your next turn.", "zh": "你受到保護，直到你的下一回合。",
        "ja": "あなたは次のあなたの番まで保護される。"}
ITS = {"en": "The opponent is protected until its next turn.", "zh": "對手受到保護，直到它的下一回合。",
       "ja": "相手は次の相手の番まで保護される。"}


def _story(w: LetterWidget) -> list[str]:
    return [line["text"] for line in w.log_lines]


def test_LS_TURN_7_the_players_protection_says_until_your_next_turn():
    """Finding 5: playing Elder Sign, the story says the player is protected until the player's own next turn."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=ELDER, lang=lang)
        w.play("play", card="elder_sign")
        assert MINE[lang] in _story(w), (lang, _story(w))
    assert "其下一回合" not in " ".join(_story(w))


def test_LS_TURN_7_the_opponents_protection_says_until_its_next_turn():
    """Finding 5: the opponent's Elder Sign protects it until its own next turn, said so (not "its" in zh, "自分" in ja)."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=ELDER, lang=lang)
        w.play("play", card="elder_sign")
        w.fast_forward()
        assert ITS[lang] in _story(w), (lang, _story(w))


def test_card_texts_say_whose_next_turn():
    """Finding 5: the card texts of Elder Sign and Liber Ivonis name whose next turn in zh and ja."""
    from cthulhu_widgets.games.letter.texts import CARD_TEXTS as texts
    for card in ("elder_sign", "liber_ivonis"):
        said = json.dumps(texts[card], ensure_ascii=False)
        assert "其下一回合" not in said and "次の自分の番" not in said, said
        assert "直到它的下一回合" in texts[card]["zh"]["opponent"]
        assert "次の相手の番まで" in texts[card]["ja"]["opponent"]
