"""The card the reader's own Amnesia takes is named over its hand (round AZ, fixer AZ4; newcomer review 32, room_zh 6,
068/151): after "从 A1 随机抽走一张" a card just appeared in the hand, nothing said which. The taker may see it
(CH-P2: the card goes to its hand); the seat it was taken from is told too (its own line), no other seat is."""
from __future__ import annotations

from test_round34az4_news_turn import _played, bots

from cthulhu_widgets.frames import build


def test_the_readers_own_amnesia_names_the_card_it_took_CH_P2():
    """Seed 1: at 28 A1's Amnesia has just taken B1's Amnesia (Moon); A1 plays on."""
    match = _played(28)
    assert match.state.to_act == "A1"
    said = {lang: build.of(match, "A1", lang)["legal"][0]["target"]["news"]["hand"]
            for lang in ("en", "zh", "zh-TW", "ja")}
    assert said == {"en": "You took Amnesia (Moon) from B1", "zh": "你从 B1 拿走了失忆（月）",
                    "zh-TW": "你從 B1 拿走了失憶（月）", "ja": "B1 から「記憶喪失（月）」を取った"}


def test_no_other_seat_is_told_the_card_CH_HIDE():
    """The enemy partner B2 and A1's partner A2 never see the taken card's name in their frames then."""
    match = _played(28)
    for seat in ("A2", "B2"):
        assert "Amnesia (Moon)" not in str(build.of(match, seat, "en"))


def test_at_their_next_decision_no_other_seat_is_told_the_card_CH_HIDE():
    """A2 and B2 are shown news only at their own decisions: at the next one of each after the take, no line of
    their frames says which card was taken (the card may be public by then, played: its name alone proves nothing)."""
    match = _played(28)
    by, left = bots(), {"A2", "B2"}
    while left and match.state.result is None and len(match) < 80:
        seat = match.state.to_act
        if seat in left:
            left.discard(seat)
            for lang, took in (("en", "took Amnesia (Moon)"), ("zh", "拿走了失忆（月）"), ("ja", "「記憶喪失（月）」を取")):
                frame = build.of(match, seat, lang)
                assert frame["legal"] and took not in str(frame), (seat, lang, len(match))
        match.apply(by[seat].choose(match.state))
    assert not left, f"{left} never decided"
