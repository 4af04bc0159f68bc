"""Issue 23, round 5 (a newcomer's findings at the Letter table): a move after which the opponent's next card makes the
player lose warns in its chip and its sentence (G2_02: "Swap Deep Ones for the top card" lost on turn 2, unwarned),
from what the player knows, in every language of the table (en, zh, ja)."""
from __future__ import annotations

from cthulhu_widgets.widgets.letter import LetterWidget

LANGS = ("en", "zh", "ja")
# The newcomer's game G2: the player holds Randolph Carter and draws Deep Ones; the deck's next card is Elder Sign.
GIVE_DEEP_ONES = {"hand": ["randolph_carter"], "deck": ["deep_ones", "elder_sign", "..."],
                  "clues": ["cats_of_ulthar", "elder_sign", "silver_key"]}
# The same with Investigators (Sane row: an unknown deck top is only discarded, LS-O1).
GIVE_INVESTIGATORS = {**GIVE_DEEP_ONES, "deck": ["investigators", "elder_sign", "..."]}
# The deck's next card is a 1: Deep Ones discards it (LS-O1 Insane), no loss.
GIVE_DEEP_ONES_ONE = {**GIVE_DEEP_ONES, "deck": ["deep_ones", "investigators", "..."]}
CARD = {"en": "Deep Ones", "zh": "深潛者", "ja": "深きものども"}


def move(w: LetterWidget, move_id: str) -> dict:
    """Return the legal move `move_id` of the table."""
    return next(m for m in w.legal if m["id"] == move_id)


def test_LS_P6_LS_O1_swapping_deep_ones_to_the_opponent_warns_in_every_language():
    """LS-P6 (the given card is the opponent's known top) / LS-TURN-3 (Deep Ones, an Insanity card, resolves its
    Insane row) / LS-O1 (it shows the deck top; unless a 1, a loss): the swap's chip and sentence warn, and the loss
    they name happens (G2_02, G2_03)."""
    for lang in LANGS:
        w = LetterWidget(seed=3, setup=GIVE_DEEP_ONES, lang=lang)
        swap = move(w, "play card=randolph_carter")
        assert "⚠" in swap["label"] and CARD[lang] in swap["label"], swap
        assert CARD[lang] in swap["text"] and "1" in swap["text"], swap
        assert "⚠" not in move(w, "play card=deep_ones guess=2")["label"]
    w = LetterWidget(seed=3, setup=GIVE_DEEP_ONES)
    w.play("play", card="randolph_carter")
    w.step()
    assert w.view["result"] and w.view["result"]["outcome"] == "loss"


def test_LS_O1_giving_investigators_or_deep_ones_over_a_one_does_not_warn():
    """LS-O1: the opponent's Investigators (Sane row) only discard an unknown deck top, and nothing warns of it; the
    warning speaks from what the player knows (an unknown deck top is never read)."""
    w = LetterWidget(seed=3, setup=GIVE_INVESTIGATORS)
    assert "⚠" not in move(w, "play card=randolph_carter")["label"]
    w.play("play", card="randolph_carter")
    w.step()
    assert not w.view["result"]
    one = LetterWidget(seed=3, setup=GIVE_DEEP_ONES_ONE)
    assert "⚠" in move(one, "play card=randolph_carter")["label"]   # the player does not know the deck top is a 1


def test_learn_then_watch_the_bot_plays_to_the_end_and_no_english_error_in_zh():
    """Issue 23 r5 item 4 (W02): choosing "Bot plays (watch)" while Learn to play is on never shows the English
    "⚠ player is learning to play" error and never leaves the table stuck: the seat's bot plays each step (the
    coached ones too) until the game is over, and the error strip stays empty."""
    w = LetterWidget(lang="zh", can_reveal=False)
    w.command({"cmd": "learn"})
    w.command({"cmd": "watch", "on": True})
    assert w.error == "" and w.watch
    for _ in range(60):
        before = w.match.index
        w.command({"cmd": "bot_step"})
        assert w.error == "", w.error
        assert w.match.index > before, ("stuck", before, w.coach)
        if w.state.result is not None:
            break
    assert w.state.result is not None
