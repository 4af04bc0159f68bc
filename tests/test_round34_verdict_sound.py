"""The Letter verdict is sound (LS-TURN-2, LS-P9, LS-P10): a game the player goes on to win never showed "this game is
lost" (newcomer review 33, letter_en 1, 074 → 079: on Easy the opponent's Great Race of Yith was its last clue; with
Cthulhu on top while the player answered, the story said "From here this game can no longer be won", and on the next
turn Investigators named 8 and won). Cthulhu on top is played only at the start of the opponent's next turn: the
player's own turn comes first."""
from __future__ import annotations

import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.games import letter
from cthulhu_widgets.games.letter.cards import CTHULHU
from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.games.letter.verdict import LOST, verdict
from cthulhu_widgets.match import Match


def _game(seed: int, level: str):
    """Return the states of a heuristic player's game of `level`, the deal of `seed`."""
    match = Match.new(letter, seed=seed, rules=difficulty_rules(level))
    bot = make_bot("heuristic", "letter", seed)
    while match.state.result is None:
        match.apply(bot.choose(match.state))
    return [match.state_at(i) for i in range(len(match) + 1)]


@pytest.mark.parametrize("level", ["easy", "standard", "hard"])
def test_LS_P9_a_won_game_was_never_called_lost(level):
    """Over 120 deals a level, every position of a game the heuristic player won had a verdict outside LOST."""
    won = 0
    for seed in range(120):
        states = _game(seed, level)
        if states[-1].result is None or states[-1].result.outcome != "win":
            continue
        won += 1
        said = [(i, verdict(s)) for i, s in enumerate(states) if verdict(s) in LOST]
        assert not said, f"seed {seed}: won, but called lost at {said[:3]}"
    assert won >= 10, won


def test_LS_TURN_2_cthulhu_on_top_while_the_player_answers_is_not_lost():
    """The opponent's last clue played (an answer pending, Cthulhu on top): the player's turn comes before the
    opponent plays Cthulhu; the verdict is not 'top' there (review 33's Easy game, turn 6)."""
    seen = 0
    for seed in range(200):
        for s in _game(seed, "easy"):
            if s.pending is not None and s.pending.kind == "answer" and s.stack and s.stack[-1] == CTHULHU:
                seen += 1
                assert verdict(s) != "top", seed
    assert seen, "no deal put Cthulhu on top at an answer"
