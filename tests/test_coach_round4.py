"""CHAOS "Learn to play" keeps teaching after its first steps (issue 23, finding 6): the first time in a Learn game
that a combo (CH-COMBO-1), a reaction (CH-C4), the seat becoming a ghost (CH-SWAP-1), a time card (CH-TIME-2 Midnight,
CH-TIME-3 Dawn), a bomb (CH-MOVE-4, CH-G2, CH-P2) or the open gate (CH-MOVE-5) happens, the frame carries one coach
bubble about it, once a game, in en/zh/ja; never outside a Learn game; a coached move asked of a bot gets a calm
line in the bubble, not the error strip."""
from __future__ import annotations

import re

import pytest

from cthulhu_widgets.frames.chaos import UI
from cthulhu_widgets.frames.coach_moments import WORDS as MOMENTS   # with the first-time tips (review 28)
from cthulhu_widgets.games.chaos.sentences.coach import TAUGHT
from cthulhu_widgets.widgets.chaos import ChaosWidget

from coach_support import play_coached

EVERY = {"combo", "reaction", "ghost", "midnight", "dawn", "unseen", "bomb", "gate"}   # unseen: round 6d
EVERY |= {"cover", "vanish", "swap", "reversal"}   # first-time tips (review 28, chaos_en 2): each once a game too
EVERY |= {"prank", "brainwash", "mischief", "possession"}   # an enemy ghost's card (review 31, room_en 1)
EVERY |= {"safe_steps"}   # the reader's first bomb hit: how to step safely (review 33, room_en 1)
EVERY |= {"checkup"}   # the reader about to step holding a Checkup: play it first (review 35, room_en 1; round CC1)


# The bots' seed offset of the Learn games below. Since newcomer review 10 "Learn to play" deals its fixed course
# with fresh bots (widgets/commands.py learn()), and with the table's own bots (offset 0) no seat plays three cards
# of a suit after the coached steps, so Midnight and Dawn never came (they came before only by the bots' leftover
# randomness). Bots seeded from 7 play on to a game with every moment, the same in every language.
MOMENT_BOTS = 22   # review 11 changed the course (test_coach_round11o): from 7 no seat set Midnight or Dawn after it


class MomentsTable(ChaosWidget):
    """A CHAOS table whose bots are seeded from MOMENT_BOTS (fresh for every Learn game, as the table's own)."""

    def default_bots(self) -> dict:
        from cthulhu_widgets.bots import make_bot
        from cthulhu_widgets.games import chaos
        return {s: make_bot("heuristic", "chaos", seed=MOMENT_BOTS + i) for i, s in enumerate(chaos.SEATS)}


def play(lang: str = "en", learn: bool = True, seed: int = 7, table=ChaosWidget):
    """Play a seeded game (Learn to play, or a dealt one) to its end: the seat makes its coached moves, then its bot
    plays; return the mark of every step [(step, coach mark)]."""
    return play_coached(table(seed=seed, lang=lang), learn)


@pytest.fixture(scope="module", params=["en", "zh", "ja"])
def learned(request):
    return request.param, play(request.param, table=MomentsTable)


def test_issue23_every_moment_of_a_learn_game_gets_one_bubble_once(learned):
    """CH-COMBO-1, CH-C4, CH-SWAP-1, CH-TIME-2/3, CH-MOVE-4, CH-MOVE-5: each moment's bubble shows in one run of
    steps (once a game), with its head and its text in the table's language. (Review 10 fixed the Learn course and
    its bots: the game is now played on with bots seeded from MOMENT_BOTS, where every moment happens.)"""
    lang, marks = learned
    runs: list = []
    for step, mark in marks:
        moment = mark.get("moment")
        if moment and (not runs or runs[-1][0] != moment):
            runs.append((moment, step))
        if moment:
            words = MOMENTS[lang]
            said = {t.replace("{spin}", UI[lang]["spin"]) for t in words.values() if isinstance(t, str)}
            # {seat}, {hand}: an enemy card's seat and whose hand it took from (review 33, chaos_ja 3)
            as_said = [re.escape(t).replace(r"\{seat\}", "[AB][12]").replace(r"\{hand\}", ".+") for t in said]
            assert mark["head"] == words["head"][moment] and any(re.fullmatch(t, mark["text"]) for t in as_said), mark
            assert not mark.get("id") and mark["title"], mark     # a moment points at no move: it explains
    shown = [moment for moment, _ in runs]
    # since review 11 the course's step 4 opens the gate itself (the learner steps on the key): its moment is the step;
    # since review 12 no topic a step taught comes back as a tip (the gate, hidden bombs, Dawn, combos: TAUGHT)
    assert set(shown) == EVERY - set(TAUGHT), shown
    assert len(shown) == len(set(shown)), runs                   # once a game each


def test_issue23_moments_come_after_the_coached_steps_and_keep_their_order(learned):
    """The coached steps come first (Step 1..3, then "on your own"); moments follow in the order they happened."""
    _, marks = learned
    kinds = [("step" if m.get("n") else "free" if m.get("free") else m.get("moment")) for _, m in marks]
    first_moment = next(i for i, k in enumerate(kinds) if k in EVERY)
    assert kinds.index("step") < first_moment
    assert max(i for i, k in enumerate(kinds) if k == "step") < first_moment


def test_issue23_the_ghost_moment_says_why_the_hand_is_hatched():
    """CH-SWAP-1 / CH-CARD-1: becoming a ghost is told with why the patient cards are hatched, in every language."""
    words = {lang: MOMENTS[lang]["ghost"] for lang in ("en", "zh", "ja")}
    assert "hatched" in words["en"] and "斜线" in words["zh"] and "斜線" in words["ja"], words


def test_issue23_no_moment_outside_learn_to_play():
    """A dealt game of the same seed has no coach bubble at all."""
    assert all(mark == {} for _, mark in play(learn=False))


def test_issue23_a_bot_step_on_a_coached_move_is_a_calm_line_not_an_error():
    """The "⚠ A1 is learning to play" strip looked like an error: the coach's bubble asks calmly instead."""
    for lang in ("en", "zh", "ja"):
        w = ChaosWidget(seed=5, lang=lang)
        w.command({"cmd": "learn"})
        at = w.step_index
        w.bots = w.default_bots()
        w.command({"cmd": "bot_step"})
        assert w.error == "" and w.step_index == at and w.coach["nudge"] == MOMENTS[lang]["nudge"]
        w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        assert "nudge" not in w.coach            # said once, at the step it was asked


@pytest.mark.parametrize("game,langs", [("letter", ("en", "zh", "ja")), ("mythos", ("en", "ja"))])
def test_issue23_letter_and_mythos_coached_moves_get_the_calm_line_too(game, langs):
    """LS-TURN / MY-TURN: the coached move asked of a bot is refused calmly in the bubble, in the game's languages."""
    from cthulhu_widgets.frames.coach import NUDGES
    from cthulhu_widgets.widgets.letter import LetterWidget
    from cthulhu_widgets.widgets.mythos import MythosWidget
    for lang in langs:
        w = {"letter": LetterWidget, "mythos": MythosWidget}[game](seed=5, lang=lang)
        w.command({"cmd": "learn"})
        w.bots = {**w.default_bots(), w.seat: w.default_bots().get(w.seat) or next(iter(w.default_bots().values()))}
        while not w.coach.get("id"):
            w.step(1)
        at = w.step_index
        w.command({"cmd": "bot_step"})
        assert w.error == "" and w.step_index == at and w.coach["nudge"] == NUDGES[game][lang], w.coach


def test_issue23_after_the_steps_a_moment_does_not_stop_the_seats_bot_move():
    """Once the coached steps are done, "Bot move" plays the seat's turn even while a moment's bubble shows."""
    w = ChaosWidget(seed=7)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    for _ in range(3000):
        if w.coach.get("moment") and w.state.to_act == w.seat:
            break
        if w.coach.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    at = w.step_index
    w.command({"cmd": "bot_step"})
    assert w.error == "" and w.step_index == at + 1


def test_issue23_the_ghost_moment_says_how_the_seat_became_a_ghost():
    """CH-SWAP-1 (an enemy patient met the seat) or CH-C2 (an enemy combo swapped the seat's role with its partner's):
    the bubble tells the way it happened, not the other (bots of MOMENT_BOTS: the seat becomes a ghost after the
    course of review 11)."""
    w = MomentsTable(seed=7)
    w.command({"cmd": "learn"})
    w.bots = w.default_bots()
    while not w.coach.get("moment") == "ghost" and w.state.result is None:
        if w.coach.get("id") and w.state.to_act == w.seat:
            w.command({"cmd": "act", "id": w.coach["id"], "step": w.step_index})
        else:
            w.step(1)
    seen = {e.name for e in w.state.events or () if e.visible_to(w.seat)}
    assert seen & {"swap", "roles_swapped"}, seen
    said = MOMENTS["en"]["ghost_combo" if "roles_swapped" in seen else "ghost"]
    assert w.coach["text"] == said
    assert ("combo" in said) == ("roles_swapped" in seen)
