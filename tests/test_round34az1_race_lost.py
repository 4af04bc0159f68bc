"""Round AZ, fixer AZ1 (newcomer review 32, letter_en 1, 048 → 050): Golden Mead's Insane look raised Insanity N from 2
to 3 and the table then said "You are behind: this game is lost"; its chip said only "already known: shows nothing
new". A chip whose move turns the table's verdict from not lost to lost carries a ⚠ saying so (LS-CHECK-1: each turn
of the player's takes N + 1 cards; LS-P9: the clues leave one a turn on either side), from what the seat sees."""
from __future__ import annotations

import pytest

from cthulhu_widgets.core.rng import Rng
from cthulhu_widgets.frames.letter import legal
from cthulhu_widgets.games.letter.verdict import LOST, verdict
from cthulhu_widgets.widgets.letter import LetterWidget

LOST_WORDS = {"en": "⚠ then this game is lost", "zh": "⚠ 之後這局就輸了", "ja": "⚠ するとこのゲームは負け"}


def state_at(seed: int, index: int):
    """Return the state `index` of a standard game of `seed` the bots play, the reader's seat too."""
    w = LetterWidget(seed=seed, lang="en")
    w.bots = {"player": "heuristic", **w.default_bots()}
    while w.match.index < index:
        w.step(1)
    return w.match.state_at(index)


def chips(state, lang: str) -> dict:
    """Return each play chip's label by its action id."""
    return {c["id"]: c["label"] for c in legal(state, state.legal_actions(), lang) if c["kind"] == "play"}


@pytest.mark.parametrize("lang", ("en", "zh", "ja", "zh-TW"))
def test_LS_CHECK_1_the_mead_that_loses_the_race_says_so(lang):
    """Seed 5, turn 5: N = 2, deck 7, 4 clues, Golden Mead and Elder Sign in hand; the table does not say lost yet.
    Every play leaves the deck too short for the clues (the Mead's Insane look raises N to 3): each chip says so."""
    s = state_at(5, 5)
    assert s.turn == 5 and s.insanity == 2 and verdict(s) not in LOST
    labels = chips(s, lang)
    mead = labels["play card=golden_mead effect=insane"]
    assert LOST_WORDS.get(lang, LOST_WORDS["zh"]) in mead, mead
    assert all(LOST_WORDS.get(lang, LOST_WORDS["zh"]) in label for label in labels.values()), labels
    for action in s.legal_actions():    # and the table says it once the move is made
        if action.kind == "play":
            after = s.clone()
            after.apply(action)
            assert verdict(after) in LOST, str(action)


def test_LS_CHECK_1_a_move_that_keeps_the_race_open_has_no_such_warning():
    """Seed 5, turn 3 (N = 1, deck 10, 5 clues): no play loses the race; no chip says the game is then lost."""
    s = state_at(5, 2)
    assert s.turn == 3 and verdict(s) not in LOST
    assert not any(LOST_WORDS["en"] in label for label in chips(s, "en").values())


def test_LS_KNOW_the_warning_reads_only_what_the_seat_sees():
    """The chips' words are the same in every world the seat cannot tell apart (hidden cards redealt)."""
    for index in (2, 5):
        s = state_at(5, index)
        seen = chips(s, "en")
        for seed in range(8):
            assert chips(s.determinize("player", Rng(seed)), "en") == seen


def test_LS_P2_the_loss_leads_a_look_that_shows_nothing_new():
    """050: the look's "already known: shows nothing new" came first and a cut chip kept it alone; the loss leads."""
    s = state_at(28, 5)
    label = chips(s, "en")["play card=nyarlathotep effect=insane"]
    assert label.index(LOST_WORDS["en"]) < label.index("— already known"), label
