"""CHAOS round AE (newcomer review 19, CHAOS en desk findings 1 and 4, ja phone finding 2, room zh-CN finding 1): the
story marks what a big moment changed for the reader (`news`: "yours" — its role, hand, piece, turn — or "board"), so
the page's "since your turn" box tells the reader's own losses first; a turn a reversal skipped is the biggest news."""
from __future__ import annotations

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.frames.story_chaos import story
from cthulhu_widgets.core.events import Event

from test_chaos_round19ac_skipped import _b2_skipped, _lost


def test_a_skipped_turn_is_the_readers_own_news_ranked_first_and_toasted():
    """Review 19, CHAOS en 066_g36: 'Your turn was skipped' was one plain line among 46: now rank 2, `at` (the
    reversal did it to the reader: a desk toasts it) and the reader's own news, in every language."""
    match = _b2_skipped()
    for lang in ("en", "ja", "zh", "zh-TW"):
        [line] = _lost(match, "B2", lang)
        assert (line.get("big"), line.get("at"), line.get("news")) == (2, 1, "yours"), lang
    assert "news" not in _lost(match, "A1")[0]


def test_news_sorts_the_readers_losses_from_the_boards_changes():
    """The reader's hand brainwashed, a card taken, its piece sent home, its role: yours; the gate, the key, another
    seat's bomb: the board's; a combo's effect: neither."""
    yours = [Event("CH-G3", "brainwashed", {"seat": "A2"}), Event("CH-G4", "takes", {"seat": "A2", "victim": "B1"}),
             Event("CH-G2", "bomb_home", {"seat": "B1", "cell": [1, 1], "to": [8, 8]}),
             Event("CH-SWAP-1", "role", {"seat": "B1", "role": "ghost"}),
             Event("CH-P1", "turn_lost_to_reversal", {"seat": "B1", "round": 3})]
    board = [Event("CH-MAP-3", "gate_opened", {}), Event("CH-MAP-4", "key_moved", {"cell": [2, 2]}),
             Event("CH-G2", "bomb_home", {"seat": "A1", "cell": [1, 1], "to": [8, 1]})]
    assert [story.news(e, "B1") for e in yours] == ["yours"] * len(yours)
    assert [story.news(e, "B1") for e in board] == ["board"] * len(board)
    assert story.news(Event("CH-C1", "combo_resolves", {"seat": "A1"}), "B1") == ""


def test_the_frames_carry_news_only_on_big_lines():
    """Lines that are no big moment carry no `news` (the sync stays small)."""
    match = _b2_skipped()
    lines = Frames("chaos").log(MatchPositions(match), "B2", "en")
    assert all(line.get("big") for line in lines if "news" in line)
