"""Short seeded heuristic games for the replay tests (tests/test_replay.py, tests/test_browser_replay.py)."""
from functools import lru_cache

from cthulhu_widgets.bots import make_bot
from cthulhu_widgets.match import Match

SEED = 3


@lru_cache(maxsize=None)
def _played(game: str, seed: int) -> Match:
    match = Match.new(game, seed=seed)
    bots = {s: make_bot("heuristic", game, seed=i) for i, s in enumerate(match.game.SEATS)}
    match.step(bots, n=5000)
    assert match.state.result is not None, f"the {game} game did not end"
    return match


def played(game: str, seed: int = SEED) -> Match:
    """Return a whole game of `game` played by heuristic bots from `seed` (a copy: tests may move its index)."""
    import copy

    match = copy.copy(_played(game, seed))
    match._states = list(match._states)
    return match

ROOT = __import__("pathlib").Path(__file__).resolve().parents[1]
