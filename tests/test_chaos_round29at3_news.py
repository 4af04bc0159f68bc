"""CHAOS hand news by card, one line per event (round AT, fixer AT3; newcomer review 28, chaos_en 4, chaos_ja 2,
room_en 5: after a Brainwash the tag said "lost Mania / Sprint; got Amnesia" though all 3 cards changed, 034; a swap
was told twice, "New hand: you swapped roles with B1" over "B1 swapped with you", 154-156). CH-G3, CH-SWAP-1."""
from __future__ import annotations

from test_chaos_round29at3_story import _match

from cthulhu_widgets.frames import build
from cthulhu_widgets.games.chaos import texts



def news(frame) -> dict:
    return (frame["legal"] or [{}])[0].get("target", {}).get("news", {})


def test_a_brainwash_tells_the_whole_new_hand_and_who_CH_G3():
    """Seed 1, position 37: B2's Brainwash replaced A1's hand; the line names B2 and each card A1 now holds."""
    match = _match(1, 37)
    hand = match.state.hand["A1"]
    for lang, word in (("en", "Brainwash"), ("ja", "洗脳"), ("zh", "洗脑"), ("zh-TW", "洗腦")):
        line = news(build.of(match, "A1", lang))["hand"]
        assert "B2" in line and word in line, line
        for card in hand:
            assert texts.function_name(card.rsplit("_", 1)[0], lang) in line, (lang, line)


def test_a_role_swap_is_told_once_CH_SWAP_1():
    """Seed 3, position 341: B2's step met A1 (both hands redrawn): one line, the swap's, not a second "New hand"."""
    told = news(build.of(_match(3, 341), "A1", "en"))
    assert "swapped with you" in told.get("piece", "")
    assert "hand" not in told, told


def test_the_readers_own_swap_is_left_to_the_banner_CH_SWAP_1():
    """A1's own step met B1: at once (seed 1, 275, its turn goes on) the banner tells it, and a round later (seed 1,
    160: 154-156's stale "B1 swapped with you") nothing does: no line of it."""
    for at in (275, 160):
        told = news(build.of(_match(1, at), "A1", "en"))
        assert "swapped" not in " ".join(told.values()), (at, told)
