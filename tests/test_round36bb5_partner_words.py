"""A sentence about another seat names the reader's partner as the reader's (round BB, fixer BB5; newcomer review 34,
chaos_ja 6, 098: "ボットの B2 は味方の A2 が h6 に置いた一時的な爆弾を踏み…" read as B2's ally). CH-G2, CH-MOVE-4."""
from __future__ import annotations

from cthulhu_widgets.core.events import Event
from cthulhu_widgets.frames.story_chaos import story


def _line(lang: str) -> str:
    """B2 steps on the temporary bomb A2 (the reader A1's partner) planted at h6, back to h1."""
    event = Event("CH-MOVE-4", "bomb_home_temporary", {"seat": "B2", "by": "A2", "cell": [6, 8], "to": [1, 8]})
    return story.own_sentence(event, story.named(event, "A1", lang, bots=("B2",)), lang)


def test_the_partner_who_planted_is_the_readers_in_every_language():
    assert "あなたの味方の A2" in _line("ja"), _line("ja")
    assert "你的队友A2" in _line("zh"), _line("zh")
    assert "your partner A2" in _line("en"), _line("en")


def test_the_partners_own_act_keeps_its_short_name():
    """A2 steps on its own bomb: the sentence is about A2, '味方の A2' is not read as another seat's ally."""
    event = Event("CH-MOVE-4", "bomb_home_temporary", {"seat": "A2", "by": "A2", "cell": [6, 8], "to": [1, 8]})
    assert story.named(event, "A1", "ja")["seat"] == "味方の A2"
