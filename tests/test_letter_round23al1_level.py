"""Round AL1 (newcomer review 22, Letter en finding 6, 055_level): the level is chosen beside New game, mid-game too.
The page names a level; the kernel owns it: an unknown level is refused with a clear error and nothing changes, a
known one deals a new game at that level (js/src/ui/round23al1_level.test.js: the bar asks "Lose this game?" first)."""
from __future__ import annotations

import pytest

from cthulhu_widgets.games.letter.rules import difficulty_rules
from cthulhu_widgets.widgets import LetterWidget


def _mid_game(seed: int = 5) -> LetterWidget:
    """Return a table three moves into a game at Standard."""
    w = LetterWidget(seed=seed, can_reveal=False)
    for _ in range(3):
        w.step(1)
    assert w.match.index == 3 and not w.banner
    return w


@pytest.mark.parametrize("value", ["extreme", "Easy", "", None, 2, ["easy"], {"clue_count": 1}])
def test_an_unknown_level_mid_game_is_refused_clearly_and_changes_nothing(value):
    w = _mid_game()
    before = (w.match.index, w.state, w.difficulty, w.deal, w.log_lines)
    w.command({"cmd": "difficulty", "value": value})
    assert "difficulty must be one of easy, standard, hard" in w.error
    assert (w.match.index, w.state, w.difficulty, w.deal, w.log_lines) == before


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_a_level_chosen_mid_game_deals_a_new_game_at_it_and_new_game_keeps_it(level):
    w = _mid_game()
    w.command({"cmd": "difficulty", "value": level})
    assert w.error == "" and w.difficulty == level
    assert w.match.index == 0 and w.state.rules == difficulty_rules(level)
    w.command({"cmd": "restart"})
    assert w.difficulty == level and w.state.rules == difficulty_rules(level)
