"""Newcomer review 24, chaos_ja finding 3: a ghost swapped roles with a patient it met once, and the next time nothing
happened, unsaid: the ghost was vanished (CH-G5: a vanished ghost neither causes nor suffers role swaps, DD
vanished_can_meet ★false). Its team reads it at once (passes_unseen); the other team, which cannot see the ghost
there, reads it only when the Vanish ends and its path is published (CH-G5, CH-HIDE-2): "While vanished, A2 met B1 on
e6: a vanished ghost does not swap roles"."""
from __future__ import annotations

import pytest

from cthulhu_widgets.frames import Frames, MatchPositions
from cthulhu_widgets.games import chaos
from cthulhu_widgets.match import Match

NO_SWAP = {"en": "does not swap roles", "ja": "役割を入れ替えない", "zh": "不交换身份", "zh-TW": "不交換身份"}


def _match(to, vanished: bool = True) -> Match:
    """A2 (team A's ghost on f6, vanished for this turn only, or not) steps to `to`; B1 (team B's patient) stands
    on e6 and steps to d6 on its turn; the others stay, until A2's next turn opens (its Vanish ends, CH-DUR-1)."""
    setup = {"first": "A", "start": "A2", "key": [8, 8], "pieces": {"A2": [6, 6], "B1": [6, 5]}}
    if vanished:
        setup["vanish"] = {"A2": {"start": [6, 6], "path": [], "turns_left": 1}}
    match = Match.new(chaos, seed=5, setup=setup)
    _do(match, "move", row=to[0], col=to[1])
    return match


def _do(match, kind, **fields) -> None:
    match.apply(next(a for a in match.state.legal_actions()
                     if a.kind == kind and all(a.get(k) == v for k, v in fields.items())))


def _to_reappearing(match) -> None:
    """Play on until A2's next turn opens: B1 steps to d6, every other seat stays."""
    while match.state.to_act != "A2" or match.state.pending.kind != "move":
        kinds = {a.kind for a in match.state.legal_actions()}
        if match.state.to_act == "B1" and match.state.pending.kind == "move":
            _do(match, "move", row=6, col=4)
        else:
            _do(match, next(k for k in ("end", "stay", "stop", "pass", "decline") if k in kinds))


def _log(match, reader, lang) -> list[str]:
    return [line["text"] for line in Frames("chaos").log(MatchPositions(match), reader, lang)]


@pytest.mark.parametrize("lang", sorted(NO_SWAP))
def test_CH_G5_the_other_team_reads_why_no_swap_came_as_the_ghost_reappears(lang):
    """A2 steps onto B1's cell while vanished: no swap. Team B and a spectator read why once its Vanish ends."""
    match = _match([6, 5])
    assert match.state.role["A2"] == "ghost" and match.state.pos["A2"] == match.state.pos["B1"]
    _to_reappearing(match)
    assert "A2" not in match.state.vanish and match.state.role["B1"] == "patient"
    for reader in ("B1", "B2", "public"):
        said = [t for t in _log(match, reader, lang) if NO_SWAP[lang] in t]
        assert len(said) == 1 and "A2" in said[0] and "e6" in said[0], (reader, said)
    for reader in ("A1", "A2"):   # told once, at the meeting (passes_unseen)
        assert len([t for t in _log(match, reader, lang) if NO_SWAP[lang] in t]) == 1, reader


@pytest.mark.parametrize("lang", sorted(NO_SWAP))
def test_CH_HIDE_2_while_vanished_the_other_team_reads_nothing_of_the_meeting(lang):
    """Before the Vanish ends, B1, B2 and a spectator read the same story whether A2 stepped onto e6 or g6."""
    met, away = _match([6, 5]), _match([6, 7])
    for reader in ("B1", "B2", "public"):
        assert _log(met, reader, lang) == _log(away, reader, lang), reader


def test_CH_SWAP_1_a_visible_ghost_still_swaps():
    """Without Vanish the same step swaps the two (CH-SWAP-1), and no 'does not swap' line comes."""
    match = _match([6, 5], vanished=False)
    assert match.state.role["A2"] == "patient"
    assert not any(NO_SWAP["en"] in t for t in _log(match, "A2", "en"))
