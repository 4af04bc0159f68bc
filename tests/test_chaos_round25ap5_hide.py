"""Newcomer review 24, finding AL4 (leak): a bomb B1 found by Checkup showed as a temporary bomb, and A2's line of
hidden temporary bombs fell by one: B1 learnt from a mark and a count which of its finds was A2's plant, which only
team A may know (CH-G2, CH-HIDE-1, CH-HIDE-2, CH-P2: a Checkup tells whether a cell holds a bomb, not whose). Two
games that differ only in what team B may not know must give team B's seats the same frames."""
from __future__ import annotations

import random

import pytest

from cthulhu_widgets.frames import of
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

READERS = ("B1", "B2", "public")


def _match(planted, permanent, seed: int = 7) -> Match:
    """B1 (team B's patient, at c1) holds a Checkup; A2 planted `planted`, `permanent` are bombs from the start."""
    setup = {"pieces": {"B1": [1, 3]}, "bombs": [list(c) for c in permanent], "start": "B1", "key": [4, 4],
             "temp_bombs": [{"cell": list(c), "planter": "A2"} for c in planted],
             "hands": {"B1": ["checkup_moon", "sprint_eye"]}}
    return Match.new(chaos, seed=seed, setup=setup)


def _do(match, kind, **fields) -> None:
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a.get(k) == v for k, v in fields.items())))


def _checkup(match, cells) -> None:
    _do(match, "play", card="checkup_moon")
    for r, c in cells:
        _do(match, "pick", row=r, col=c)


def _frames(match) -> dict:
    """Each team-B reader's (and a spectator's) frame: view, what it is asked, its log."""
    out = {}
    for seat in READERS:
        f = of(match, seat, "en")
        out[seat] = (f["view"], f["prompt"], [line["text"] for line in f["log_lines"]])
    return out


def test_a_checkup_find_does_not_say_whether_the_bomb_was_planted():
    """CH-P2, CH-HIDE-2: B1 finds a bomb on d1: whether A2 planted it (d1, e1) or it lay there from the start (A2
    planted g8, h8), B1's mark, bomb and A2's line of hidden temporary bombs read the same."""
    frames = []
    for planted, permanent in ((((1, 4), (1, 5)), ((8, 7), (8, 8))), (((8, 7), (8, 8)), ((1, 4), (1, 5)))):
        match = _match(planted, permanent)
        _checkup(match, [(1, 4), (1, 6), (3, 3)])
        frames.append(_frames(match))
        bombs = match.state.view("B1")["bombs"]
        assert [b["cell"] for b in bombs] == [[1, 4]] and not any(b.get("temporary") for b in bombs), bombs
    assert frames[0] == frames[1]


def test_the_planters_team_still_reads_its_plant():
    """CH-G2: A2 and A1 know their plant: a bomb of it shows as temporary, with its planter."""
    match = _match(((1, 4), (1, 5)), ((8, 7),))   # the start's bomb on g8 is hidden from team A
    for seat in ("A1", "A2"):
        bombs = {tuple(b["cell"]): b for b in match.state.view(seat)["bombs"]}
        assert bombs[(1, 4)]["temporary"] and bombs[(1, 4)]["planter"] == "A2"


def _random_game(rng: random.Random):
    """Four distinct free normal cells (no piece, not the key's), two of them A2's plant, two permanent; three checked by B1."""
    state = _match((), ()).state
    taken = {(r + 1, c + 1) for r, c in state.pos.values()} | {(4, 4)}
    free = sorted({(r + 1, c + 1) for r, c in state.map.normal_cells()} - taken)
    cells = rng.sample(free, 4)
    checks = rng.sample(cells, rng.randint(1, 3))
    checks += rng.sample([c for c in free if c not in cells], 3 - len(checks))
    return cells, checks


@pytest.mark.parametrize("seed", range(12))
def test_property_hidden_kinds_give_team_b_the_same_frames(seed):
    """Property over seeds (CH-HIDE-2): the same four bomb cells, split between A2's plant and the start's bombs in
    two ways, B1 checking some of them, then B1 walking on: team B's frames never differ."""
    rng = random.Random(seed)
    cells, checks = _random_game(rng)
    seen = []
    for planted, permanent in ((cells[:2], cells[2:]), (cells[2:], cells[:2])):
        match = _match(planted, permanent, seed=seed)
        steps = [_frames(match)]
        _checkup(match, checks)
        steps.append(_frames(match))
        _do(match, "stay")
        steps.append(_frames(match))
        seen.append(steps)
    assert seen[0] == seen[1]
