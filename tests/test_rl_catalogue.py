"""The research interfaces' action catalogue and observation tensor (issue 26, docs/research.md).

The catalogue is a fixed list: every legal action of a deciding seat has exactly one id, in every state. The
tensor is read from `view(seat)` only, so what a seat cannot see (LS-KNOW-2 the clue stack below its top,
LS-KNOW-5 the unused Insanity card; CH-MAP-3 the bombs, the other seats' hands; MY-HIDE-1 the other hands and
every deck) never changes it. Seeded games played by the heuristic and random bots keep each test to a few
seconds of CPU.
"""
import random

import numpy as np
import pytest

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.rl.catalogue import catalogue
from cthulhu_widgets.rl.table import Table

# game -> (seeded games, rules): CHAOS games are long (about 900 random decisions), so few and shortened.
PLAYED = {"letter": (120, None), "chaos": (4, {"max_rounds": 15}), "mythos": (6, None)}
HIDDEN_RULES = {"letter": "LS-KNOW-2, LS-KNOW-5", "chaos": "CH-MAP-3", "mythos": "MY-HIDE-1"}


def played_states(game: str):
    """Yield every decision state of seeded games, half played by the heuristic bot, half at random."""
    games, rules = PLAYED[game]
    table = Table(game, rules)
    for seed in range(games):
        state, rng = table.deal(seed), random.Random(seed)
        bot = make_bot("heuristic", game, seed) if seed % 2 else None
        while state.result is None:
            yield table, state
            choice = bot.choose(state) if bot else rng.choice(state.legal_actions())
            table.apply(state, table.catalogue.index[choice])


@pytest.mark.parametrize("game", PLAYED)
def test_the_catalogue_gives_every_legal_action_one_fixed_id(game):
    """Every legal action of a deciding seat is in the catalogue, whose actions are distinct; the catalogue is
    the same list whatever the deal (contract: legal_actions)."""
    first = catalogue(game)
    assert len(set(first.actions)) == len(first) and catalogue(game).actions == first.actions
    for table, state in played_states(game):
        ids = table.legal_ids(state)
        assert len(ids) == len(state.legal_actions()) and ids == sorted(set(ids))
        assert [table.catalogue.actions[i] for i in ids] == sorted(state.legal_actions(), key=table.catalogue.index.get)


@pytest.mark.parametrize("game", PLAYED)
def test_the_observation_ignores_what_the_seat_cannot_see(game):
    """LS-KNOW-2, LS-KNOW-5, CH-MAP-3, MY-HIDE-1: a re-deal of everything hidden from a seat (`determinize`)
    changes the game underneath but not that seat's tensor; the tensor is not blind to what the seat sees."""
    table = Table(game, PLAYED[game][1])
    changed = 0
    for seed in range(6):
        state = table.deal(seed)
        for seat in table.seats:
            world = state.determinize(seat, random.Random(seed))
            changed += world.view(None) != state.view(None)
            assert np.array_equal(table.observation(world, seat), table.observation(state, seat)), HIDDEN_RULES[game]
    assert changed, "the re-deals should differ underneath"
    later = table.deal(0)
    before = table.observation(later, later.to_act)
    table.apply(later, table.legal_ids(later)[0])
    assert not np.array_equal(before, table.observation(later, table.seats[0]))


def test_catalogue_sizes_are_documented():
    """docs/research.md states each game's catalogue size and tensor size (issue 26)."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "research.md").read_text()
    for game in PLAYED:
        table = Table(game)
        assert f"| {game} | {len(table.catalogue):,} |" in text and f"| {table.size:,} |" in text


def test_LS_KNOW_2_a_clue_below_the_top_changes_no_observation_but_the_hand_does():
    """LS-KNOW-2: two deals that differ only in the order of two clues below the top of the opponent's stack give
    the player equal tensors; LS-KNOW-1: a different card in the player's own hand gives another tensor."""
    from cthulhu_widgets.games import letter

    clues = ["cats_of_ulthar", "elder_sign", "great_race_of_yith", "investigators", "professor_armitage",
             "investigators"]
    swapped = clues[:1] + [clues[2], clues[1]] + clues[3:]
    table = Table("letter")
    first, second, other_hand = (letter.new_game(4, setup={"hand": [hand], "clues": c})
                                 for hand, c in (("investigators", clues), ("investigators", swapped),
                                                 ("elder_sign", clues)))
    assert first.view(None) != second.view(None)
    assert np.array_equal(table.observation(first, "player"), table.observation(second, "player"))
    assert not np.array_equal(table.observation(first, "player"), table.observation(other_hand, "player"))
