"""Saves that always reload, and states that pickle (issue 21, defects 8 and 9).

Any sequence of plays, fair undos (a re-deal at the seat's last decision, as the widget does), re-deals at the
same position twice, seeks and bot steps must save and reload to the identical position; and every game's state
must survive pickle and deepcopy (process pools and research libraries need both), the copy playing on exactly as
the original would. Every registered game: the three and the tests' toy duel.
"""
import copy
import json
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cthulhu_widgets.core.save import digest
from cthulhu_widgets.games import GAMES, get_game, get_spec
from cthulhu_widgets.match import Match

# One operation of a session at the table: what the widget's commands do to its match.
OPS = st.lists(st.sampled_from(["play", "play", "play", "play", "bot", "undo", "redeal", "redeal_again", "seek"]),
               min_size=1, max_size=40)


def fair_undo(m: Match, seat: str, seed: int) -> None:
    """Re-deal at the seat's last decision before `index`, as the widget's fair undo does."""
    back = next((i for i in range(m.index - 1, -1, -1) if m.state_at(i).to_act == seat), None)
    if back is not None:
        m.redeal(seat, seed, at=back)


def run(m: Match, seat: str, ops, rng: random.Random) -> None:
    """Apply `ops` to the match, each drawing what it needs from `rng`."""
    for op in ops:
        state = m.state
        if op in ("play", "bot") and state.result is None:
            m.apply(rng.choice(state.legal_actions()))
        elif op == "undo":
            fair_undo(m, seat, rng.randrange(2**32))
        elif op == "redeal":
            m.redeal(seat, rng.randrange(2**32))
        elif op == "redeal_again":  # two re-deals at one position: the first broke saves (defect 8)
            m.redeal(seat, rng.randrange(2**32))
            m.redeal(seat, rng.randrange(2**32))
        elif op == "seek" and len(m):
            m.seek(rng.randrange(len(m) + 1))


@pytest.mark.parametrize("name", list(GAMES))
@settings(max_examples=min(25, settings.default.max_examples))   # fewer in the quick profile
@given(seed=st.integers(0, 2**32 - 1), ops=OPS, choice_seed=st.integers(0, 2**32 - 1))
def test_any_session_of_play_undo_and_redeal_saves_and_reloads_to_the_same_position(name, seed, ops, choice_seed):
    """Save / load after any mix of play, fair undo, double re-deal, seek and bot steps: same index, same
    position (designer's view) at every step of the history, same re-deals."""
    seat = get_spec(name).humans[0]
    m = Match.new(name, seed=seed)
    run(m, seat, ops, random.Random(choice_seed))
    loaded = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert (loaded.index, len(loaded), loaded.redeals) == (m.index, len(m), m.redeals)
    for i in range(len(m) + 1):
        assert digest(loaded.state_at(i).view(None)) == digest(m.state_at(i).view(None)), f"position {i} differs"


@pytest.mark.parametrize("name", list(GAMES))
def test_two_redeals_at_one_position_are_both_kept_and_replayed(name):
    """Defect 8: the second re-deal at one position re-deals the already re-dealt state, so both are saved."""
    seat = get_spec(name).humans[0]
    m = Match.new(name, seed=5)
    m.redeal(seat, 1)
    m.redeal(seat, 2)
    assert m.redeals == [(0, seat, 1), (0, seat, 2)]
    loaded = Match.from_dict(m.to_dict())
    assert digest(loaded.state.view(None)) == digest(m.state.view(None))


def test_redeals_out_of_order_in_a_save_are_refused():
    """A save's re-deals must be in the order they were made: positions never decrease."""
    m = Match.new("letter", seed=5)
    m.redeal("player", 1)
    m.apply(m.state.legal_actions()[0])
    m.redeal("player", 2)
    data = m.to_dict()
    data["redeals"] = list(reversed(data["redeals"]))
    with pytest.raises(Exception, match="increasing order"):
        Match.from_dict(data)


def play_some(state, n: int, rng: random.Random):
    """Play up to n random legal actions on `state`; return the actions."""
    done = []
    for _ in range(n):
        if state.result is not None:
            break
        done.append(rng.choice(state.legal_actions()))
        state.apply(done[-1])
    return done


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize("duplicate", [lambda s: pickle.loads(pickle.dumps(s)), copy.deepcopy],
                         ids=["pickle", "deepcopy"])
def test_a_state_survives_pickle_and_deepcopy_and_plays_on_identically(name, duplicate):
    """Defect 9: pickle and deepcopy give an equal state (same view, same legal moves, same save) whose
    future under the same choices is the original's, chance included."""
    module = get_game(name)
    original = module.new_game(seed=21)
    play_some(original, 15, random.Random(1))
    twin = duplicate(original)
    assert twin is not original
    assert twin.view(None) == original.view(None)
    assert [str(a) for a in twin.legal_actions()] == [str(a) for a in original.legal_actions()]
    assert module.to_dict(twin) == module.to_dict(original)
    a, b = random.Random(2), random.Random(2)
    for _ in range(30):
        if original.result is not None:
            break
        play_some(original, 1, a)
        play_some(twin, 1, b)
        assert twin.view(None) == original.view(None)
    assert twin.result == original.result


def test_a_match_pickles():
    """A whole match (its states and re-deals) pickles, for process pools."""
    m = Match.new("chaos", seed=3)
    m.step(n=0)
    m.apply(m.state.legal_actions()[0])
    m.redeal("A1", 9)
    twin = pickle.loads(pickle.dumps(m))
    assert twin.redeals == m.redeals and digest(twin.state.view(None)) == digest(m.state.view(None))
