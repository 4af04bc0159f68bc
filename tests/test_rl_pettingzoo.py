"""PettingZoo's API test (`pettingzoo.test.api_test`) on each game's AEC environment (issue 26).

api_test plays random legal actions (read from the action masks) through reset, observe, step and last, checking
the spaces, the masks, the rewards and the end of the game for every agent. CHAOS plays 12-round games
(CH-WIN-2, option max_rounds) to keep the test under about 10 s of CPU.
"""
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the [rl] extra (pettingzoo) is not installed")

from pettingzoo.test import api_test  # noqa: E402

from cthulhu_widgets.rl.pettingzoo import env  # noqa: E402

RULES = {"letter": None, "chaos": {"max_rounds": 12}, "mythos": None}


@pytest.mark.parametrize("game", RULES)
def test_api_test_passes(game):
    """Contract (to_act, legal_actions, apply, view(seat), result) through PettingZoo's API test."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # its advice on names ("player_0") and on Dict observation spaces
        api_test(env(game, RULES[game]), num_cycles=300, verbose_progress=False)


def test_a_seeded_reset_replays_the_same_game():
    """LS-SETUP: reset(seed=s) deals engine game s, so the same seed and actions give the same observations."""
    first, second = env("letter"), env("letter")
    for e in (first, second):
        e.reset(seed=7)
    rewards = []
    while first.agents:
        a, b = first.last(), second.last()
        assert np.array_equal(a[0]["observation"], b[0]["observation"]) and a[1:] == b[1:]
        rewards.append(a[1])
        action = None if a[2] else int(np.flatnonzero(a[0]["action_mask"])[0])
        first.step(action)
        second.step(action)
    assert not second.agents and rewards[-1] in (-1.0, 1.0) and set(rewards[:-1]) == {0.0}
